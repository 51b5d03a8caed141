import { type XmlElement } from "./xml-tree.js";
export declare const SOAP11_ENVELOPE_NAMESPACE = "http://schemas.xmlsoap.org/soap/envelope/";
export interface SoapFaultInit {
	/** Local part of the fault code: `Client`, `Server`, `VersionMismatch`, `MustUnderstand`, or dotted (`Client.Auth`). */
	readonly faultcode: string;
	/** Namespace of the fault code; defaults to the SOAP 1.1 envelope namespace. */
	readonly faultcodeNamespace?: string;
	readonly faultstring: string;
	readonly faultactor?: string;
	/** Text content of `<detail>`. */
	readonly detail?: string;
	/** The parsed `<detail>` element, when the fault was read from a message. */
	readonly detailElement?: XmlElement;
	/** HTTP status the fault travelled with (reader side) or should travel with (writer side; default 500). */
	readonly httpStatus?: number;
}
/** A SOAP fault: thrown by the client when the service answers with one, thrown by handlers to send one. */
export declare class SoapFault extends Error {
	readonly faultcode: string;
	readonly faultcodeNamespace: string;
	readonly faultstring: string;
	readonly faultactor?: string;
	readonly detail?: string;
	readonly detailElement?: XmlElement;
	readonly httpStatus?: number;
	constructor(init: SoapFaultInit);
	/** Something is wrong with the request; resending it unchanged will fail again. */
	static client(faultstring: string, detail?: string): SoapFault;
	/** The service failed to process a valid request. */
	static server(faultstring: string, detail?: string): SoapFault;
	/** `Client` or a `Client.*` subcode in the SOAP envelope namespace. */
	get isClientFault(): boolean;
	/** `Server` or a `Server.*` subcode in the SOAP envelope namespace. */
	get isServerFault(): boolean;
}
/** Writes a complete SOAP 1.1 envelope carrying `fault`. */
export declare function writeFault(fault: SoapFaultInit): string;
/** Reads a `<soap:Fault>` element. Its children are unqualified in SOAP 1.1; qualified ones are accepted too. */
export declare function readFault(element: XmlElement, httpStatus?: number): SoapFault;
/** All character data of an element and its descendants, in document order. */
export declare function textContent(element: XmlElement): string;
