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
/** Thrown by `decodeXmlEntities` for a reference XML does not define or a stray `&`. */
export declare class XmlEntityError extends Error {
	constructor(message: string);
}
/**
* Replaces the five predefined entities and numeric character references, in one pass (a hand loop: a
* regex replace with a callback costs seconds on a document with millions of `&lt;`).
* Anything else after `&` (unknown names, unterminated or out-of-range references) is an error.
*/
export declare function decodeXmlEntities(value: string): string;
