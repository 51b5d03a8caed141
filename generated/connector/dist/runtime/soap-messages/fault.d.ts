import { type XmlElement } from "./xml-tree.js";
export declare const SOAP11_ENVELOPE_NAMESPACE = "http://schemas.xmlsoap.org/soap/envelope/";
export declare const SOAP12_ENVELOPE_NAMESPACE = "http://www.w3.org/2003/05/soap-envelope";
/** The SOAP version of an envelope: its namespace, Content-Type and fault shape. */
export type SoapVersion = "1.1" | "1.2";
/** The envelope namespace of `version`. */
export declare function envelopeNamespace(version: SoapVersion): string;
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
	/** SOAP 1.2 `env:Subcode/env:Value` (the first level), when the fault has one. */
	readonly subcode?: {
		readonly namespace: string;
		readonly name: string;
	};
	/** `xml:lang` of a SOAP 1.2 `env:Reason/env:Text` (reader side; written `en` when absent). */
	readonly lang?: string;
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
	readonly subcode?: {
		readonly namespace: string;
		readonly name: string;
	};
	readonly lang?: string;
	constructor(init: SoapFaultInit);
	/** Something is wrong with the request; resending it unchanged will fail again. */
	static client(faultstring: string, detail?: string): SoapFault;
	/** The service failed to process a valid request. */
	static server(faultstring: string, detail?: string): SoapFault;
	/** `Client` or a `Client.*` subcode in the SOAP 1.1 envelope namespace, or SOAP 1.2's `Sender`. */
	get isClientFault(): boolean;
	/** `Server` or a `Server.*` subcode in the SOAP 1.1 envelope namespace, or SOAP 1.2's `Receiver`. */
	get isServerFault(): boolean;
}
/**
* The SOAP 1.2 `env:Code/env:Value` of a fault made either way: 1.1's `Client`/`Server` (and their dotted
* subcodes) are `Sender`/`Receiver`; a code in another namespace is a Subcode of `Receiver` (a handler's own).
*/
export declare function soap12Code(fault: SoapFaultInit): {
	readonly value: string;
	readonly subcode?: {
		readonly namespace: string;
		readonly name: string;
	};
};
/** The HTTP status of a SOAP 1.2 fault (part 2, section 7.5.1.2): 400 for `Sender`, 500 for the others. */
export declare function soap12Status(fault: SoapFaultInit): number;
/** Writes a complete SOAP envelope (1.1 unless `version` says 1.2) carrying `fault`. */
export declare function writeFault(fault: SoapFaultInit, version?: SoapVersion): string;
/**
* Reads a `<Fault>` element of either version. SOAP 1.1's children are unqualified (qualified ones are accepted
* too); SOAP 1.2's are in its envelope namespace: the Code's Value is the fault code, its first Subcode kept, the
* first Reason Text the fault string, Role the actor.
*/
export declare function readFault(element: XmlElement, httpStatus?: number): SoapFault;
/** All character data of an element and its descendants, in document order. */
export declare function textContent(element: XmlElement): string;
