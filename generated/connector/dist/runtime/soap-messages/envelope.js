/**
* SOAP envelopes (1.1, and 1.2 where asked) for document/literal wrapped operations: writing one from a field
* list, parsing one into its Body element (or a fault) and the version it came in.
*/
import { envelopeNamespace, readFault, SOAP11_ENVELOPE_NAMESPACE, SOAP12_ENVELOPE_NAMESPACE, SoapFault } from "./fault.js";
import { assertXmlChars, escapeXmlAttribute, escapeXmlText, isXmlText, XmlEncodingError } from "./xml-text.js";
import { parseXml, parseXmlInSlices, XmlParseError, XSI_NAMESPACE } from "./xml-tree.js";
const INT_MIN = -2147483648;
const INT_MAX = 2147483647;
/** Writes a SOAP 1.1 envelope whose Body holds one wrapper element with `fields`. Throws `XmlEncodingError`. */
export function writeEnvelope(options) {
	return writeEnvelopeIn(envelopeFrame(options), options.fields, options.headers);
}
/**
* The whole envelope for `frame` with `fields`: attribute fields on the wrapper, the rest as its children, and
* `headers` (when there are any) in a SOAP Header before the Body.
*/
export function writeEnvelopeIn(frame, fields, headers) {
	const attributes = attributesXml(fields, frame.element);
	let head = attributes === "" ? frame.head : `${frame.head.slice(0, -1)}${attributes}>`;
	if (headers !== undefined && headers.length > 0) {
		head = `${head.slice(0, frame.bodyAt)}<soap:Header>${headers.map(headerXml).join("")}</soap:Header>${head.slice(frame.bodyAt)}`;
	}
	return head + writeEnvelopeFields(fields, frame) + frame.tail;
}
/** One Header entry, its namespace declared on itself (children and qualified attributes use its prefix). */
function headerXml(entry) {
	const tag = `tns:${entry.element}`;
	const mustUnderstand = entry.mustUnderstand === true ? " soap:mustUnderstand=\"1\"" : "";
	const prefix = entry.qualified === false ? "" : "tns:";
	return `<${tag} xmlns:tns="${escapeXmlAttribute(entry.namespace)}"${mustUnderstand}${attributesXml(entry.fields, entry.element)}>` + `${writeFields(entry.fields, prefix, entry.element)}</${tag}>`;
}
/**
* The Header entry `{namespace}element` of a received message, or undefined when it is absent; one given twice
* is a Client fault (which of the two would count is not said).
*/
export function findHeader(headers, namespace, element) {
	let found;
	for (const header of headers) {
		if (header.name !== element || header.namespace !== namespace) continue;
		if (found !== undefined) throw SoapFault.client(`Header ${element} appears more than once`);
		found = header;
	}
	return found;
}
/** The first entry marked mustUnderstand="1" that is none of `understood` (`{namespace}name` keys), if any. */
export function notUnderstood(headers, understood, version = "1.1") {
	return mustUnderstandHeaders(headers, version).find((h) => !understood.has(`{${h.namespace}}${h.name}`));
}
export function envelopeFrame(options) {
	// The same `soap:` prefix in both versions: only the namespace it names differs.
	const namespace = options.soapVersion === "1.2" ? SOAP12_ENVELOPE_NAMESPACE : SOAP11_ENVELOPE_NAMESPACE;
	const start = "<?xml version=\"1.0\" encoding=\"utf-8\"?>" + `<soap:Envelope xmlns:soap="${namespace}" xmlns:xsi="${XSI_NAMESPACE}">`;
	return {
		bodyAt: start.length,
		head: `${start}<soap:Body><tns:${options.element} xmlns:tns="${escapeXmlAttribute(options.namespace)}">`,
		tail: `</tns:${options.element}></soap:Body></soap:Envelope>`,
		childPrefix: options.qualified === false ? "" : "tns:",
		element: options.element
	};
}
/** The wrapper's children for `frame`. Throws `XmlEncodingError`. */
export function writeEnvelopeFields(fields, frame) {
	return writeFields(fields, frame.childPrefix, frame.element);
}
/** `q` is the namespace the `q:` prefix names where these fields are written (`undefined`: none yet). */
function writeFields(fields, prefix, path, q) {
	let out = "";
	for (const field of fields) {
		if (field.kind === "attribute") continue;
		if (field.kind === "text") {
			if (field.value !== undefined && field.value !== null) {
				out += escapeXmlText(formatScalar(field.valueKind, field.value, `${path} text`));
			}
			continue;
		}
		if (field.value === undefined) continue;
		let tag = prefix + field.name;
		let typed = field.xsiType === undefined ? "" : xsiTypeXml(field.xsiType);
		// A field in another namespace: `q:` names it here and in its descendants; its items are in it too.
		let inner = q;
		let itemPrefix = prefix;
		if (field.namespace !== undefined) {
			tag = `q:${field.name}`;
			itemPrefix = "q:";
			if (field.namespace !== q) {
				typed = ` xmlns:q="${escapeXmlAttribute(field.namespace)}"${typed}`;
				inner = field.namespace;
			}
		}
		if (field.value === null) {
			if (field.nillable) out += `<${tag}${typed} xsi:nil="true"/>`;
			continue;
		}
		switch (field.kind) {
			case "array": {
				const itemTag = itemPrefix + field.itemName;
				out += `<${tag}${typed}>`;
				for (let i = 0; i < field.value.length; i++) {
					out += scalarXml(itemTag, field.itemKind, field.value[i], path, field.name, i);
				}
				out += `</${tag}>`;
				break;
			}
			case "repeated":
				for (let i = 0; i < field.value.length; i++) out += scalarXml(tag, field.itemKind, field.value[i], path, field.name, i, typed);
				break;
			case "element":
				out += complexXml(tag, field.value, prefix, `${path}.${field.name}`, typed, inner);
				break;
			case "element-array":
				out += `<${tag}${typed}>${elementItems(itemPrefix + field.itemName, field.value, prefix, `${path}.${field.name}`, "", inner)}</${tag}>`;
				break;
			case "repeated-element":
				out += elementItems(tag, field.value, prefix, `${path}.${field.name}`, typed, inner);
				break;
			default: out += scalarXml(tag, field.kind, field.value, path, field.name, -1, typed);
		}
	}
	return out;
}
/** A complex element: its attribute fields on the start tag, the others as children. */
function complexXml(tag, fields, prefix, path, typed = "", q) {
	return `<${tag}${typed}${attributesXml(fields, path)}>${writeFields(fields, prefix, path, q)}</${tag}>`;
}
/** ` xmlns:xt=".." xsi:type="xt:name"`: the type's namespace declared on the element that names it. */
function xsiTypeXml(type) {
	return ` xmlns:xt="${escapeXmlAttribute(type.namespace)}" xsi:type="xt:${escapeXmlAttribute(type.name)}"`;
}
/** ` name="value"` for each attribute field of `fields` that has a value; `''` when none has. */
function attributesXml(fields, path) {
	let out = "";
	for (const field of fields) {
		if (field.kind !== "attribute" || field.value === undefined || field.value === null) continue;
		const text = formatScalar(field.valueKind, field.value, `${path}@${field.name}`);
		out += ` ${field.qualified ? "tns:" : ""}${field.name}="${escapeXmlAttribute(text)}"`;
	}
	return out;
}
/** Complex items, each a `tag` element (nil for `null`); `path` names them in an error. */
function elementItems(tag, items, prefix, path, typed = "", q) {
	let out = "";
	for (let i = 0; i < items.length; i++) {
		const item = items[i];
		out += item === null ? `<${tag}${typed} xsi:nil="true"/>` : complexXml(tag, item, prefix, `${path}[${i}]`, typed, q);
	}
	return out;
}
/** One simple-content element; `path`, `name` and `index` (-1: not an item) only name it in an error. */
function scalarXml(tag, kind, value, path, name, index, typed = "") {
	if (value === null) return `<${tag}${typed} xsi:nil="true"/>`;
	const text = lexicalForm(kind, value) ?? formatScalar(kind, value, index < 0 ? `${path}.${name}` : `${path}.${name}[${index}]`);
	return text === "" ? `<${tag}${typed}/>` : `<${tag}${typed}>${escapeXmlText(text)}</${tag}>`;
}
/** `formatScalar` without the error: `undefined` when `value` does not fit (the caller then asks `formatScalar` why). */
function lexicalForm(kind, value) {
	switch (kind) {
		case "string": return typeof value === "string" && isXmlText(value) ? value : undefined;
		case "int": return typeof value === "number" && Number.isInteger(value) && value >= INT_MIN && value <= INT_MAX ? String(value) : undefined;
		default: return undefined;
	}
}
/** The XML Schema lexical form of `value`; throws `XmlEncodingError` when it does not fit `kind`. */
export function formatScalar(kind, value, where) {
	switch (kind) {
		case "string":
			if (typeof value !== "string") throw new XmlEncodingError(`${where} must be a string`);
			assertXmlChars(value, where);
			return value;
		case "int":
			if (typeof value !== "number" || !Number.isInteger(value) || value < INT_MIN || value > INT_MAX) {
				throw new XmlEncodingError(`${where} must be an integer from ${INT_MIN} to ${INT_MAX}`);
			}
			return String(value);
		case "long":
			if (typeof value !== "number" || !Number.isSafeInteger(value)) {
				throw new XmlEncodingError(`${where} must be a safe integer`);
			}
			return String(value);
		case "double":
			if (typeof value !== "number") throw new XmlEncodingError(`${where} must be a number`);
			if (Number.isNaN(value)) return "NaN";
			if (value === Infinity) return "INF";
			if (value === -Infinity) return "-INF";
			return String(value);
		case "boolean":
			if (typeof value !== "boolean") throw new XmlEncodingError(`${where} must be a boolean`);
			return value ? "true" : "false";
	}
}
/**
* Parses a SOAP message by namespace (any prefixes, default namespaces), 1.1 unless `soapVersions` accepts 1.2.
* The Body must hold exactly one element. Throws a `Client` `SoapFault` (or `VersionMismatch` for an envelope of
* a version not accepted) when the message is not acceptable; its faultstring is safe to send back.
*/
export function parseEnvelope(xml, options = {}) {
	let root;
	try {
		root = parseXml(xml, options);
	} catch (error) {
		if (error instanceof XmlParseError) throw SoapFault.client(error.message);
		throw error;
	}
	return envelopeOf(root, options);
}
/**
* `parseEnvelope` for a message that may be large: from `SLICED_FROM` characters on, parsed in slices that yield
* to the event loop (`parseXmlInSlices`), over a string or the pieces a body was decoded in; the same result and
* the same faults.
*/
export async function parseEnvelopeInSlices(xml, options = {}) {
	let root;
	try {
		root = await parseXmlInSlices(xml, options);
	} catch (error) {
		if (error instanceof XmlParseError) throw SoapFault.client(error.message);
		throw error;
	}
	return envelopeOf(root, options);
}
/** The Body's element (or fault) and Header entries of a parsed document. */
function envelopeOf(root, options) {
	if (root.name !== "Envelope") throw SoapFault.client("The root element is not a SOAP Envelope");
	const version = versionOf(root.namespace, options.soapVersions);
	const soapNamespace = envelopeNamespace(version);
	let headers = [];
	let header;
	let body;
	// SOAP 1.1 section 4.1.1 (1.2 part 1, 5.1): at most one Header, first; then exactly one Body.
	for (const child of root.children) {
		if (child.namespace === soapNamespace && child.name === "Header" && !body && !header) {
			header = child;
			headers = child.children;
		} else if (child.namespace === soapNamespace && child.name === "Body" && !body) body = child;
		else throw SoapFault.client(`Unexpected element ${child.name.length > 64 ? `${child.name.slice(0, 64)}...` : child.name} in the SOAP Envelope`);
	}
	if (!body) throw SoapFault.client("The SOAP Envelope has no Body");
	if (body.children.length !== 1) {
		throw SoapFault.client(`The SOAP Body must hold exactly one element, found ${body.children.length}`);
	}
	if (body.text.trim() !== "" || root.text.trim() !== "") throw SoapFault.client("Unexpected text in the SOAP Envelope");
	const element = body.children[0];
	if (element.namespace === soapNamespace && element.name === "Fault") {
		return {
			kind: "fault",
			fault: readFault(element, options.httpStatus),
			headers,
			version
		};
	}
	return {
		kind: "body",
		body: element,
		headers,
		version
	};
}
/** The version an envelope namespace names, when accepted; otherwise a `VersionMismatch` fault. */
function versionOf(namespace, accepted = ONLY_11) {
	if (namespace === SOAP11_ENVELOPE_NAMESPACE && accepted.includes("1.1")) return "1.1";
	if (namespace === SOAP12_ENVELOPE_NAMESPACE && accepted.includes("1.2")) return "1.2";
	const expected = accepted.map((v) => `SOAP ${v} Envelope in namespace ${envelopeNamespace(v)}`).join(" or a ");
	throw new SoapFault({
		faultcode: "VersionMismatch",
		faultstring: `Expected a ${expected}`
	});
}
const ONLY_11 = ["1.1"];
/**
* Header entries marked mustUnderstand (`"1"`, or in SOAP 1.2 also `"true"`) in the envelope namespace of
* `version`; a receiver that understands none of them must fault.
*/
export function mustUnderstandHeaders(headers, version = "1.1") {
	const namespace = envelopeNamespace(version);
	return headers.filter((header) => header.attributes.some((a) => a.namespace === namespace && a.name === "mustUnderstand" && (a.value.trim() === "1" || version === "1.2" && a.value.trim() === "true")));
}
