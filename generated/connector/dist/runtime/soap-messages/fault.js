/**
* SOAP faults, 1.1 and 1.2: the `SoapFault` error, writing a fault envelope in either version, reading one of
* either from a parsed Body into the same `SoapFault` (a 1.2 `env:Sender` is a client fault as 1.1's `Client` is).
*/
import { escapeXmlAttribute, escapeXmlText } from "./xml-text.js";
import { resolveQName } from "./xml-tree.js";
export const SOAP11_ENVELOPE_NAMESPACE = "http://schemas.xmlsoap.org/soap/envelope/";
export const SOAP12_ENVELOPE_NAMESPACE = "http://www.w3.org/2003/05/soap-envelope";
/** The envelope namespace of `version`. */
export function envelopeNamespace(version) {
	return version === "1.2" ? SOAP12_ENVELOPE_NAMESPACE : SOAP11_ENVELOPE_NAMESPACE;
}
/** A SOAP fault: thrown by the client when the service answers with one, thrown by handlers to send one. */
export class SoapFault extends Error {
	faultcode;
	faultcodeNamespace;
	faultstring;
	faultactor;
	detail;
	detailElement;
	httpStatus;
	subcode;
	lang;
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
		if (init.subcode !== undefined) this.subcode = init.subcode;
		if (init.lang !== undefined) this.lang = init.lang;
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
	/** `Client` or a `Client.*` subcode in the SOAP 1.1 envelope namespace, or SOAP 1.2's `Sender`. */
	get isClientFault() {
		if (this.faultcodeNamespace === SOAP12_ENVELOPE_NAMESPACE) return this.faultcode === "Sender";
		return this.faultcodeNamespace === SOAP11_ENVELOPE_NAMESPACE && /^Client(\.|$)/.test(this.faultcode);
	}
	/** `Server` or a `Server.*` subcode in the SOAP 1.1 envelope namespace, or SOAP 1.2's `Receiver`. */
	get isServerFault() {
		if (this.faultcodeNamespace === SOAP12_ENVELOPE_NAMESPACE) return this.faultcode === "Receiver";
		return this.faultcodeNamespace === SOAP11_ENVELOPE_NAMESPACE && /^Server(\.|$)/.test(this.faultcode);
	}
}
/** SOAP 1.2's own codes (part 1, section 5.4.6); any other code travels as a Subcode of one of them. */
const SOAP12_CODES = new Set([
	"VersionMismatch",
	"MustUnderstand",
	"DataEncodingUnknown",
	"Sender",
	"Receiver"
]);
/**
* The SOAP 1.2 `env:Code/env:Value` of a fault made either way: 1.1's `Client`/`Server` (and their dotted
* subcodes) are `Sender`/`Receiver`; a code in another namespace is a Subcode of `Receiver` (a handler's own).
*/
export function soap12Code(fault) {
	const namespace = fault.faultcodeNamespace ?? SOAP11_ENVELOPE_NAMESPACE;
	if (namespace === SOAP11_ENVELOPE_NAMESPACE || namespace === SOAP12_ENVELOPE_NAMESPACE) {
		const head = fault.faultcode.split(".")[0];
		const value = head === "Client" ? "Sender" : head === "Server" ? "Receiver" : SOAP12_CODES.has(head) ? head : "Receiver";
		return fault.subcode !== undefined ? {
			value,
			subcode: fault.subcode
		} : { value };
	}
	return {
		value: "Receiver",
		subcode: {
			namespace,
			name: fault.faultcode
		}
	};
}
/** The HTTP status of a SOAP 1.2 fault (part 2, section 7.5.1.2): 400 for `Sender`, 500 for the others. */
export function soap12Status(fault) {
	return soap12Code(fault).value === "Sender" ? 400 : 500;
}
/** Writes a complete SOAP envelope (1.1 unless `version` says 1.2) carrying `fault`. */
export function writeFault(fault, version = "1.1") {
	if (version === "1.2") return writeFault12(fault);
	const codeNamespace = fault.faultcodeNamespace ?? SOAP11_ENVELOPE_NAMESPACE;
	const codePrefix = codeNamespace === SOAP11_ENVELOPE_NAMESPACE ? "soap" : "fc";
	const codeDeclaration = codePrefix === "fc" ? ` xmlns:fc="${escapeXmlAttribute(codeNamespace)}"` : "";
	let xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>" + `<soap:Envelope xmlns:soap="${SOAP11_ENVELOPE_NAMESPACE}"><soap:Body><soap:Fault>` + `<faultcode${codeDeclaration}>${codePrefix}:${escapeXmlText(fault.faultcode)}</faultcode>` + `<faultstring>${escapeXmlText(fault.faultstring)}</faultstring>`;
	if (fault.faultactor !== undefined) xml += `<faultactor>${escapeXmlText(fault.faultactor)}</faultactor>`;
	if (fault.detail !== undefined) xml += `<detail>${escapeXmlText(fault.detail)}</detail>`;
	return xml + "</soap:Fault></soap:Body></soap:Envelope>";
}
/** A SOAP 1.2 fault envelope: Code (Value, optional Subcode), Reason/Text with xml:lang, Role, Detail. */
function writeFault12(fault) {
	const code = soap12Code(fault);
	let codeXml = `<env:Code><env:Value>env:${code.value}</env:Value>`;
	if (code.subcode !== undefined) {
		codeXml += `<env:Subcode><env:Value xmlns:fc="${escapeXmlAttribute(code.subcode.namespace)}">fc:${escapeXmlText(code.subcode.name)}</env:Value></env:Subcode>`;
	}
	let xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>" + `<env:Envelope xmlns:env="${SOAP12_ENVELOPE_NAMESPACE}"><env:Body><env:Fault>${codeXml}</env:Code>` + `<env:Reason><env:Text xml:lang="${escapeXmlAttribute(fault.lang ?? "en")}">${escapeXmlText(fault.faultstring)}</env:Text></env:Reason>`;
	if (fault.faultactor !== undefined) xml += `<env:Role>${escapeXmlText(fault.faultactor)}</env:Role>`;
	if (fault.detail !== undefined) xml += `<env:Detail>${escapeXmlText(fault.detail)}</env:Detail>`;
	return xml + "</env:Fault></env:Body></env:Envelope>";
}
/**
* Reads a `<Fault>` element of either version. SOAP 1.1's children are unqualified (qualified ones are accepted
* too); SOAP 1.2's are in its envelope namespace: the Code's Value is the fault code, its first Subcode kept, the
* first Reason Text the fault string, Role the actor.
*/
export function readFault(element, httpStatus) {
	if (element.namespace === SOAP12_ENVELOPE_NAMESPACE) return readFault12(element, httpStatus);
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
function readFault12(element, httpStatus) {
	const child = (parent, name) => parent?.children.find((c) => c.name === name && c.namespace === SOAP12_ENVELOPE_NAMESPACE);
	const code = child(element, "Code");
	const value = child(code, "Value");
	const resolved = value ? resolveQName(value, value.text) : {
		name: "",
		namespace: ""
	};
	const subValue = child(child(code, "Subcode"), "Value");
	const subcode = subValue ? resolveQName(subValue, subValue.text) : undefined;
	const text = child(child(element, "Reason"), "Text");
	const lang = text?.attributes.find((a) => a.name === "lang" && a.namespace === XML_NAMESPACE)?.value;
	const role = child(element, "Role");
	const detail = child(element, "Detail");
	return new SoapFault({
		faultcode: resolved.name,
		faultcodeNamespace: resolved.namespace,
		faultstring: text?.text ?? "",
		...subcode !== undefined ? { subcode } : {},
		...lang !== undefined ? { lang } : {},
		...role ? { faultactor: role.text } : {},
		...detail ? {
			detail: textContent(detail),
			detailElement: detail
		} : {},
		...httpStatus !== undefined ? { httpStatus } : {}
	});
}
const XML_NAMESPACE = "http://www.w3.org/XML/1998/namespace";
/** All character data of an element and its descendants, in document order. */
export function textContent(element) {
	if (element.children.length === 0) return element.text;
	// Character data positions between children are not kept; own text first is good enough for detail text.
	return element.text + element.children.map(textContent).join("");
}
