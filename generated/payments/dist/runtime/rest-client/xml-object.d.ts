type XmlValue = string | {
	[name: string]: XmlValue | XmlValue[];
};
/** What the reader reads: a string, or text held in pieces (a large body is never joined into one string). */
export interface XmlSource {
	readonly length: number;
	/** The UTF-16 code unit at `at`; NaN past the end. */
	code(at: number): number;
	slice(from: number, to: number): string;
	indexOf(search: string, from: number): number;
}
/** Thrown when a document nests deeper than the reader's `maxDepth` (content.ts knows it by its name). */
export declare class XmlTooDeep extends Error {
	override readonly name = "XmlTooDeep";
}
/**
* Turns an XML document into a plain object: `{root: value}` where an element with neither attributes nor child
* elements is its text, and otherwise an object of its attributes and child elements by local name (repeated
* children become arrays; text beside them goes under `#text`). Namespace declarations and prefixes are dropped.
* Every object has a null prototype (`<__proto__>` is a member, not a prototype). Throws on malformed input, and
* on more than `maxDepth` nested elements (default 64) or `maxElements` constructs (default 50,000).
*/
export declare function xmlToObject(xml: string, limits?: {
	readonly maxDepth?: number;
	readonly maxElements?: number;
}): {
	[name: string]: XmlValue;
};
/**
* `xmlToObject` in slices: the same reading, giving the event loop a turn whenever about `SLICE_MS` of work is done,
* for large bodies (a 50 MiB one would otherwise hold it for seconds).
*/
export declare function xmlToObjectInSlices(xml: string | XmlSource, limits?: {
	readonly maxDepth?: number;
	readonly maxElements?: number;
}): Promise<{
	[name: string]: XmlValue;
}>;
export {};
