/**
* Reading and writing bodies: media types and charsets, JSON decoded by the charset the response declares, and a
* small XML reader for error bodies that arrive as XML even to JSON clients (a throttle fault, for instance).
*/
export interface ContentType {
	/** Lower-cased `type/subtype`, parameters removed; '' when absent. */
	readonly mediaType: string;
	/** Lower-cased charset parameter, when given. */
	readonly charset?: string;
}
export declare function parseContentType(value: string | null | undefined): ContentType;
/** `application/json`, `application/problem+json`, `text/json` ... */
export declare function isJsonMediaType(mediaType: string): boolean;
export declare function isXmlMediaType(mediaType: string): boolean;
export declare function isTextMediaType(mediaType: string): boolean;
/**
* Decodes bytes by charset label. UTF-8 when none is given (JSON's default). Labels follow the WHATWG Encoding
* standard, where `iso-8859-1`/`latin1` decode as windows-1252, a superset that is what such servers really send.
* An unknown label falls back to UTF-8 rather than failing the call.
*/
export declare function decodeText(bytes: Uint8Array, charset: string | undefined): string;
/** A decoder of its own for a charset label (a streaming decode keeps state, so it is never shared). */
export declare function newDecoder(charset: string | undefined): TextDecoder;
/** A decoded body: JSON value, XML as a plain object, text, or bytes. */
export type DecodedBody = {
	readonly kind: "empty";
} | {
	readonly kind: "json";
	readonly value: unknown;
} | {
	readonly kind: "xml";
	readonly value: unknown;
} | {
	readonly kind: "text";
	readonly value: string;
	readonly tooDeep?: boolean;
	readonly xml?: true;
} | {
	readonly kind: "binary";
	readonly value: Uint8Array;
};
/** Limits of what `decodeBody` builds from a body (a server is not trusted to send sane shapes). */
export interface DecodeLimits {
	/** Objects and arrays (JSON) or elements (XML) nested deeper than this are not built. Default 64. */
	readonly maxDepth?: number;
	/** XML elements (comments, CDATA and PIs count) in one document at most. Default 50,000. */
	readonly maxXmlElements?: number;
}
/** Reads an XML document into a plain object (`xmlToObject` of xml-object.ts); throws `XmlTooDeep` past `maxDepth`. */
export type XmlReader = (xml: string, limits: {
	readonly maxDepth?: number;
	readonly maxElements?: number;
}) => unknown;
/** Default `maxDepth` of decoded bodies (the validators' limit too). */
export declare const DEFAULT_MAX_DEPTH = 64;
/**
* Decodes a response body by its declared type. A body that says JSON but does not parse, or says nothing and
* looks like XML, still decodes (as text or XML): error paths must never throw on a surprising body. JSON or XML
* nested deeper than `maxDepth` is never built (a caller walking it would overflow its stack): it stays text, and
* `tooDeep` says why. Every step is linear in the body's length.
*/
export declare function decodeBody(bytes: Uint8Array, contentType: string | null | undefined, limits?: DecodeLimits, readXml?: XmlReader): DecodedBody;
/** Whether a text body is to be read as JSON: it says so, or it says nothing and starts like JSON. */
export declare function looksLikeJson(mediaType: string, text: string): boolean;
/** A text body that is not JSON (or did not parse as JSON): XML when it says so or looks like it, else text. */
export declare function notJson(text: string, mediaType: string, limits: DecodeLimits, readXml: XmlReader | undefined): DecodedBody;
/**
* Whether JSON text nests objects and arrays deeper than `maxDepth`: one pass over the characters, strings
* skipped, before `JSON.parse` builds anything (a body of a million `[` would otherwise be a million nested arrays).
*/
export declare function jsonNestsDeeper(text: string, maxDepth: number): boolean;
/** Encodes a request body as JSON in UTF-8; bytes and strings go as they are. */
export declare function encodeJson(value: unknown): Uint8Array;
