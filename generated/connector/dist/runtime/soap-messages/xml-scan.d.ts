/**
* The well-formedness gate in front of fast-xml-parser: one linear pass over the document (indexOf jumps and
* sticky regexes, no per-character JavaScript loop over text) that refuses what fast-xml-parser's `XMLParser`
* would let through, so `XMLValidator` need not read the same bytes a second time:
* - every `<!` construct other than comments and CDATA: SOAP 1.1 forbids a document type declaration, and
*   refusing it closes XXE and entity-expansion attacks before any parser sees them;
* - tags: names, attribute syntax (`name="value"` or `'value'`, whitespace-separated, no `<` in a value, no
*   duplicate name), end tags matching their start tags, no element left open, one root element, no text
*   or CDATA outside it, the XML declaration only at the very start, nesting depth;
* - size limits (`XmlLimits`): elements and other markup, attributes per element and in all, so the tree built
*   afterwards, and the time to build it, are bounded whatever the body holds;
* - and it lifts each long text run and every start tag's attributes out of the document (see `ScannedXml`).
* Text runs are not read here: the sink checks their characters and references where it decodes them
* (`decodeXmlText`); with `checkMarkup` the scan checks the characters of everything else.
* Every step is linear in the document (duplicate attributes are found with a set once an element has many).
*/
/** The document is not acceptable XML; `message` is safe to send back to the peer. */
export declare class XmlParseError extends Error {
	constructor(message: string);
}
export interface ScannedXml {
	/** The document without its XML declaration and attributes, each lifted text run replaced by `TEXT_MARKER`. */
	readonly xml: string;
	/** The lifted runs, in document order, still escaped; line ends normalised as fast-xml-parser does the rest. */
	readonly texts: readonly string[];
	/**
	* Attributes of every element, in document order of the start tags: `[name, value, name, value, ...]`, values
	* still escaped, line ends normalised. The scan matches them anyway; handing them over spares fast-xml-parser reading them again
	* (about a third of its time on a SOAP envelope, whose namespace declarations are most of its bytes).
	*/
	readonly attributes: readonly (readonly string[])[];
}
/** How much structure one document may have; each limit exceeded is an `XmlParseError` naming it. */
export interface XmlLimits {
	/** Deepest element nesting (the root is depth 1). */
	readonly maxDepth: number;
	/**
	* Elements in the document, counting comments, CDATA sections and processing instructions as one each: the
	* tree costs about 400 bytes and 0.7 us per node, so this bounds its memory and time whatever the body size.
	*/
	readonly maxElements: number;
	/** Attributes (namespace declarations included) on one element. */
	readonly maxAttributesPerElement: number;
	/** Attributes (namespace declarations included) in the whole document. */
	readonly maxAttributes: number;
}
/**
* Defaults: far above any message of a document/literal service, and low enough that the worst document they let
* through holds the event loop (and so other clients) for about a quarter of a second of CPU.
*/
export declare const DEFAULT_XML_LIMITS: XmlLimits;
/**
* The marker that stands for a lifted run: an empty comment, the construct fast-xml-parser reads cheapest
* (a processing instruction costs four times as much). Comments of the document itself are left out of the
* shell, so every comment fast-xml-parser reports is a marker.
*/
export declare const TEXT_MARKER: string;
/**
* What a scan tells a tree builder, in document order, instead of making a shell for fast-xml-parser: start
* tags with their attributes (`[name, value, ...]`, values still escaped, line ends normalised), end tags (an
* empty-element tag gives both), text runs inside the root (comments and processing instructions end a run) and
* CDATA sections (verbatim, line ends normalised). A text run is told as where it is, `xml[from, to)` as found
* (escaped, line ends as written): the sink reads it once, in place (`decodeXmlText` checks its characters,
* normalises its line ends and decodes its references in one pass).
*/
export interface XmlSink {
	start(name: string, attributes: readonly string[]): void;
	end(): void;
	text(xml: string, from: number, to: number): void;
	cdata(text: string): void;
}
/**
* Scans `xml` (see the module comment): the scan of `scanXmlSteps` driven to its end in one go, for a document
* held as one string. Throws `XmlParseError` with a message safe to send back. With a `sink`, the document is told
* to it as it is checked, and the shell, texts and attributes returned are empty; without, the shell is built.
*/
export declare function scanXml(xml: string, limits: XmlLimits, sink?: XmlSink, checkMarkup?: boolean): ScannedXml;
/**
* The scan itself, as steps over a document held as `pieces` (one piece: the whole document as one string). It
* pauses (yields) every few hundred tags and at each piece edge, so a driver (`scanXml` runs it to the end at once,
* `parseXmlInSlices` lets the event loop turn) decides when to go on. The checks, events and errors do not depend
* on where the pieces are cut; a text run or CDATA section crossing an edge is told in several `text` or `cdata`
* calls, cut where no entity reference, CRLF pair or surrogate pair is split (decoding the parts gives what
* decoding the run does).
*
* With `checkMarkup` (a document of one piece), every character outside the text runs (tags, attribute values,
* comments, CDATA, processing instructions, what is around the root) is checked against what XML 1.0 allows, a
* stretch between two runs at a time; the runs are checked by the sink as it decodes them (`decodeXmlText`), so
* no character is read twice for it. A caller that checks the whole document beforehand passes false.
*/
export declare function scanXmlSteps(pieces: readonly string[], limits: XmlLimits, sink: XmlSink, checkMarkup?: boolean): Generator<void, void, void>;
/**
* Characters one tag (a start tag with its attributes, an end tag, a processing instruction, an XML declaration)
* may take: far above any real message's, and the most a document read in pieces joins in one step. A document
* under a mebibyte is read whole and cannot hold a longer one.
*/
export declare const MAX_TAG_CHARS: number;
