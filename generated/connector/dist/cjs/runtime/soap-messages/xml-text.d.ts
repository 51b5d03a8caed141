/** Thrown when a value cannot be written as XML 1.0 (control characters, lone surrogates). */
export declare class XmlEncodingError extends TypeError {
	constructor(message: string);
}
/** Throws an `XmlEncodingError` naming `where` when `value` holds a character XML 1.0 cannot represent. */
export declare function assertXmlChars(value: string, where: string): void;
/** `value` holds only characters XML 1.0 can carry (the test behind `assertXmlChars`, without the error). */
export declare function isXmlText(value: string): boolean;
/**
* Escapes character data; quotes stay raw (they need no escaping in text). One replace per character with a
* constant replacement (the engine's fast path, no callback per match), `&` first so no reference the later
* passes write is escaped again: faster than one pass with a callback once a document has many `<`.
*/
export declare function escapeXmlText(value: string): string;
/** Escapes a value for a double-quoted attribute. */
export declare function escapeXmlAttribute(value: string): string;
/**
* Thrown by `decodeXmlEntities` for a reference XML does not define or a stray `&`, and by `decodeXmlText` for a
* character XML 1.0 does not allow as well.
*/
export declare class XmlEntityError extends Error {
	constructor(message: string);
}
/**
* Replaces the five predefined entities and numeric character references, in one pass (a hand loop: a
* regex replace with a callback costs seconds on a document with millions of `&lt;`).
* Anything else after `&` (unknown names, unterminated or out-of-range references) is an error.
*/
export declare function decodeXmlEntities(value: string): string;
/**
* A document's text run `xml[from, to)` as the tree holds it, in one pass: every character checked against what
* XML 1.0 allows, line ends normalised (CRLF and a lone CR read as LF; `&#13;` stays a CR) and references decoded.
* A run with nothing to rewrite is returned as it is. Otherwise the run is copied (natively) into a reused UTF-16
* buffer, and read from there: typed-array reads cost about half of `charCodeAt` on a string. Latin-1 text (the
* usual escaped request document) is written into a reused byte buffer and read back as one flat string; text
* beyond Latin-1, a numeric reference past U+00FF, a run over `SCRATCH_CHARS` (or where there is no Node `Buffer`)
* or any problem goes to the general path, which also says what is wrong. Throws `XmlEntityError` (a forbidden character, an unknown or malformed
* reference, a stray `&`).
*/
export declare function decodeXmlText(xml: string, from: number, to: number): string;
