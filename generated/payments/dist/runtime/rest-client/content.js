export function parseContentType(value) {
	if (!value) return { mediaType: "" };
	const [type, ...params] = value.split(";");
	let charset;
	for (const param of params) {
		const eq = param.indexOf("=");
		if (eq < 0) continue;
		if (param.slice(0, eq).trim().toLowerCase() === "charset") {
			charset = param.slice(eq + 1).trim().replace(/^"(.*)"$/, "$1").toLowerCase();
		}
	}
	return {
		mediaType: type.trim().toLowerCase(),
		charset
	};
}
/** `application/json`, `application/problem+json`, `text/json` ... */
export function isJsonMediaType(mediaType) {
	return mediaType === "application/json" || mediaType === "text/json" || mediaType.endsWith("+json");
}
export function isXmlMediaType(mediaType) {
	return mediaType === "application/xml" || mediaType === "text/xml" || mediaType.endsWith("+xml");
}
export function isTextMediaType(mediaType) {
	return mediaType.startsWith("text/") || isJsonMediaType(mediaType) || isXmlMediaType(mediaType);
}
const decoders = new Map();
/**
* Decodes bytes by charset label. UTF-8 when none is given (JSON's default). Labels follow the WHATWG Encoding
* standard, where `iso-8859-1`/`latin1` decode as windows-1252, a superset that is what such servers really send.
* An unknown label falls back to UTF-8 rather than failing the call.
*/
export function decodeText(bytes, charset) {
	const label = charset ?? "utf-8";
	let decoder = decoders.get(label);
	if (decoder === undefined) {
		decoder = newDecoder(label);
		decoders.set(label, decoder);
	}
	return decoder.decode(bytes);
}
/** A decoder of its own for a charset label (a streaming decode keeps state, so it is never shared). */
export function newDecoder(charset) {
	try {
		return new TextDecoder(charset ?? "utf-8");
	} catch {
		return new TextDecoder("utf-8");
	}
}
/** Default `maxDepth` of decoded bodies (the validators' limit too). */
export const DEFAULT_MAX_DEPTH = 64;
/**
* Decodes a response body by its declared type. A body that says JSON but does not parse, or says nothing and
* looks like XML, still decodes (as text or XML): error paths must never throw on a surprising body. JSON or XML
* nested deeper than `maxDepth` is never built (a caller walking it would overflow its stack): it stays text, and
* `tooDeep` says why. Every step is linear in the body's length.
*/
export function decodeBody(bytes, contentType, limits = {}, readXml) {
	if (bytes.byteLength === 0) return { kind: "empty" };
	const maxDepth = limits.maxDepth ?? DEFAULT_MAX_DEPTH;
	const { mediaType, charset } = parseContentType(contentType);
	if (mediaType !== "" && !isTextMediaType(mediaType)) return {
		kind: "binary",
		value: bytes
	};
	const text = decodeText(bytes, charset);
	if (looksLikeJson(mediaType, text)) {
		if (jsonNestsDeeper(text, maxDepth)) return {
			kind: "text",
			value: text,
			tooDeep: true
		};
		try {
			return {
				kind: "json",
				value: JSON.parse(text)
			};
		} catch {
			return notJson(text, mediaType, limits, readXml);
		}
	}
	return notJson(text, mediaType, limits, readXml);
}
/** Whether a text body is to be read as JSON: it says so, or it says nothing and starts like JSON. */
export function looksLikeJson(mediaType, text) {
	return isJsonMediaType(mediaType) || mediaType === "" && /^\s*[[{]/.test(text);
}
/** A text body that is not JSON (or did not parse as JSON): XML when it says so or looks like it, else text. */
export function notJson(text, mediaType, limits, readXml) {
	const xml = isXmlMediaType(mediaType) || /^\s*</.test(text);
	return xml ? xmlOrText(text, limits.maxDepth ?? DEFAULT_MAX_DEPTH, limits, readXml) : {
		kind: "text",
		value: text
	};
}
function xmlOrText(text, maxDepth, limits, readXml) {
	// Without the reader (xml-object.ts, loaded only when a body is XML) the caller is told to load it and ask again.
	if (readXml === undefined) return {
		kind: "text",
		value: text,
		xml: true
	};
	try {
		return {
			kind: "xml",
			value: readXml(text, {
				maxDepth,
				maxElements: limits.maxXmlElements
			})
		};
	} catch (error) {
		return error instanceof Error && error.name === "XmlTooDeep" ? {
			kind: "text",
			value: text,
			tooDeep: true
		} : {
			kind: "text",
			value: text
		};
	}
}
/**
* Whether JSON text nests objects and arrays deeper than `maxDepth`: one pass over the characters, strings
* skipped, before `JSON.parse` builds anything (a body of a million `[` would otherwise be a million nested arrays).
*/
export function jsonNestsDeeper(text, maxDepth) {
	let depth = 0;
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		if (c === 34) {
			for (i++; i < text.length; i++) {
				const s = text.charCodeAt(i);
				if (s === 92) i++;
				else if (s === 34) break;
			}
		} else if (c === 123 || c === 91) {
			if (++depth > maxDepth) return true;
		} else if (c === 125 || c === 93) depth--;
	}
	return false;
}
/** Encodes a request body as JSON in UTF-8; bytes and strings go as they are. */
export function encodeJson(value) {
	return new TextEncoder().encode(JSON.stringify(value));
}
