/**
* SOAP 1.1 faults: the `SoapFault` error, writing a fault envelope, reading one from a parsed Body.
*/
import { escapeXmlAttribute, escapeXmlText } from "./xml-text.js";
import { resolveQName } from "./xml-tree.js";
export const SOAP11_ENVELOPE_NAMESPACE = "http://schemas.xmlsoap.org/soap/envelope/";
/** A SOAP fault: thrown by the client when the service answers with one, thrown by handlers to send one. */
export class SoapFault extends Error {
	faultcode;
	faultcodeNamespace;
	faultstring;
	faultactor;
	detail;
	detailElement;
	httpStatus;
	constructor(init) {
		super(`SOAP fault ${init.faultcode}: ${init.faultstring}`);
		this.name = "SoapFault";
		this.faultcode = init.faultcode;
		this.faultcodeNamespace = init.faultcodeNamespace ?? SOAP11_ENVELOPE_NAMESPACE;
		this.faultstring = init.faultstring;
		if (init.faultactor !== undefined) this.faultactor = init.faultactor;
		if (init.detail !== undefined) this.detail = init.detail;
		if (init.detailElement !== undefined) this.detailElement = init.detailElement;
		if (init.httpStatus !== undefined) this.httpStatus = init.httpStatus;
	}
	/** Something is wrong with the request; resending it unchanged will fail again. */
	static client(faultstring, detail) {
		return new SoapFault({
			faultcode: "Client",
			faultstring,
			...detail !== undefined ? { detail } : {}
		});
	}
	/** The service failed to process a valid request. */
	static server(faultstring, detail) {
		return new SoapFault({
			faultcode: "Server",
			faultstring,
			...detail !== undefined ? { detail } : {}
		});
	}
	/** `Client` or a `Client.*` subcode in the SOAP envelope namespace. */
	get isClientFault() {
		return this.faultcodeNamespace === SOAP11_ENVELOPE_NAMESPACE && /^Client(\.|$)/.test(this.faultcode);
	}
	/** `Server` or a `Server.*` subcode in the SOAP envelope namespace. */
	get isServerFault() {
		return this.faultcodeNamespace === SOAP11_ENVELOPE_NAMESPACE && /^Server(\.|$)/.test(this.faultcode);
	}
}
/** Writes a complete SOAP 1.1 envelope carrying `fault`. */
export function writeFault(fault) {
	const codeNamespace = fault.faultcodeNamespace ?? SOAP11_ENVELOPE_NAMESPACE;
	const codePrefix = codeNamespace === SOAP11_ENVELOPE_NAMESPACE ? "soap" : "fc";
	const codeDeclaration = codePrefix === "fc" ? ` xmlns:fc="${escapeXmlAttribute(codeNamespace)}"` : "";
	let xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>" + `<soap:Envelope xmlns:soap="${SOAP11_ENVELOPE_NAMESPACE}"><soap:Body><soap:Fault>` + `<faultcode${codeDeclaration}>${codePrefix}:${escapeXmlText(fault.faultcode)}</faultcode>` + `<faultstring>${escapeXmlText(fault.faultstring)}</faultstring>`;
	if (fault.faultactor !== undefined) xml += `<faultactor>${escapeXmlText(fault.faultactor)}</faultactor>`;
	if (fault.detail !== undefined) xml += `<detail>${escapeXmlText(fault.detail)}</detail>`;
	return xml + "</soap:Fault></soap:Body></soap:Envelope>";
}
/** Reads a `<soap:Fault>` element. Its children are unqualified in SOAP 1.1; qualified ones are accepted too. */
export function readFault(element, httpStatus) {
	const child = (name) => element.children.find((c) => c.name === name && (c.namespace === "" || c.namespace === SOAP11_ENVELOPE_NAMESPACE));
	const code = child("faultcode");
	const resolved = code ? resolveQName(code, code.text) : {
		name: "",
		namespace: ""
	};
	const actor = child("faultactor");
	const detail = child("detail");
	return new SoapFault({
		faultcode: resolved.name,
		faultcodeNamespace: resolved.namespace,
		faultstring: child("faultstring")?.text ?? "",
		...actor ? { faultactor: actor.text } : {},
		...detail ? {
			detail: textContent(detail),
			detailElement: detail
		} : {},
		...httpStatus !== undefined ? { httpStatus } : {}
	});
}
/** All character data of an element and its descendants, in document order. */
export function textContent(element) {
	if (element.children.length === 0) return element.text;
	// Character data positions between children are not kept; own text first is good enough for detail text.
	return element.text + element.children.map(textContent).join("");
}
