import { DEFAULT_XML_LIMITS, XmlParseError, type XmlLimits } from "./xml-scan.js";
import { XmlPieces } from "./xml-slices.js";
export { DEFAULT_XML_LIMITS, XmlParseError, type XmlLimits };
export declare const XSI_NAMESPACE = "http://www.w3.org/2001/XMLSchema-instance";
export interface XmlAttribute {
	/** Local name. */
	readonly name: string;
	/** Namespace URI; `''` for an unprefixed attribute. */
	readonly namespace: string;
	/** Decoded value. */
	readonly value: string;
}
export interface XmlElement {
	/** Local name (without prefix). */
	readonly name: string;
	/** Namespace URI; `''` when the element is in no namespace. */
	readonly namespace: string;
	/** Prefix as written (`''` for none); informative only, never used for matching. */
	readonly prefix: string;
	/** Attributes other than namespace declarations, in document order. */
	readonly attributes: readonly XmlAttribute[];
	/** Child elements in document order. */
	readonly children: readonly XmlElement[];
	/** Character data directly inside the element: entities decoded, CDATA verbatim, never trimmed. */
	readonly text: string;
	/** `xsi:nil="true"` (or `"1"`) is set. */
	readonly nil: boolean;
	/** Namespace bindings in scope (`''` = default namespace), to resolve QName values such as faultcode. */
	readonly namespaces: ReadonlyMap<string, string>;
	/**
	* The text as the decoded pieces it was read in, when there are several (a document of a mebibyte or more is
	* read in slices): `text` holds the same characters, but the first read of a many-MiB string joins it in one
	* step (about a quarter of a second for 30 MiB), so a reader of long text reads these instead.
	*/
	readonly textPieces?: readonly string[];
}
export interface XmlParseOptions {
	/** Deepest element nesting accepted (the root is depth 1). Default 64. */
	readonly maxDepth?: number;
	/** Elements accepted in one document (comments, CDATA sections and PIs count as one each). Default 50 000. */
	readonly maxElements?: number;
	/** Attributes (namespace declarations included) accepted on one element. Default 256. */
	readonly maxAttributesPerElement?: number;
	/** Attributes (namespace declarations included) accepted in one document. Default 100 000. */
	readonly maxAttributes?: number;
}
export declare const DEFAULT_MAX_DEPTH: number;
/** The limits of `options`, defaults filled in. */
export declare function xmlLimits(options: XmlParseOptions): XmlLimits;
/**
* Parses `xml` (already decoded to a string) into its root element. Throws `XmlParseError`. The scan that checks
* the document builds the tree as it goes (`TreeBuilder`): no second parse of the document. No separate pass
* looks for characters XML 1.0 forbids either: the scan checks the markup between text runs and the builder each
* run as it decodes it. A refused document is searched for one afterwards, so that, as when it was checked first,
* a forbidden character is the error reported whatever else is wrong.
*/
export declare function parseXml(xml: string, options?: XmlParseOptions): XmlElement;
/**
* `parseXml` in slices that yield to the event loop (`xml-slices.ts`), over the text as one string or as the
* pieces it was decoded in (never joined): the same tree and the same errors. A document shorter than
* `SLICED_FROM` characters is parsed in one step, as `parseXml` does. `piece` (tests) cuts a string smaller.
*/
export declare function parseXmlInSlices(xml: string | XmlPieces, options?: XmlParseOptions, piece?: number): Promise<XmlElement>;
/** The same tree through fast-xml-parser over the scan's shell: the reference the direct builder is tested against. */
export declare function parseXmlByParser(xml: string, options?: XmlParseOptions): XmlElement;
/** Resolves a QName written in content (e.g. `soap:Client`) against the element's in-scope namespaces. */
export declare function resolveQName(element: XmlElement, qname: string): {
	name: string;
	namespace: string;
};
