/**
* Parses an XML document into a namespace-resolved element tree. The well-formedness scan of `xml-scan.ts` (DOCTYPE
* refusal, one root, matched tags, limits) builds the tree as it checks the document (`parseXml`), with entity
* decoding (`xml-text.ts`) and prefix resolution here. `parseXmlByParser` builds the same tree with fast-xml-parser
* over the scan's shell (it does not resolve namespaces and is lenient alone): the reference the builder is tested
* against.
* Error messages are short and safe to show to a remote caller (no parser internals).
*/
import { XMLParser } from "fast-xml-parser";
import { decodeXmlEntities, decodeXmlText, XmlEntityError } from "./xml-text.js";
import { DEFAULT_XML_LIMITS, scanXml, scanXmlSteps, XmlParseError } from "./xml-scan.js";
import { Slicer, SLICED_FROM, XmlPieces } from "./xml-slices.js";
export { DEFAULT_XML_LIMITS, XmlParseError };
export const XSI_NAMESPACE = "http://www.w3.org/2001/XMLSchema-instance";
const XML_NAMESPACE = "http://www.w3.org/XML/1998/namespace";
const XMLNS_NAMESPACE = "http://www.w3.org/2000/xmlns/";
export const DEFAULT_MAX_DEPTH = DEFAULT_XML_LIMITS.maxDepth;
/** The limits of `options`, defaults filled in. */
export function xmlLimits(options) {
	return {
		maxDepth: options.maxDepth ?? DEFAULT_XML_LIMITS.maxDepth,
		maxElements: options.maxElements ?? DEFAULT_XML_LIMITS.maxElements,
		maxAttributesPerElement: options.maxAttributesPerElement ?? DEFAULT_XML_LIMITS.maxAttributesPerElement,
		maxAttributes: options.maxAttributes ?? DEFAULT_XML_LIMITS.maxAttributes
	};
}
const parsers = new Map();
/** fast-xml-parser's key for a comment: in the scanned shell, always the marker of a lifted text run. */
const MARKER_KEY = "#comment";
const UNUSED_ENTITY_DECODER = {
	setExternalEntities: () => undefined,
	addInputEntities: () => undefined,
	reset: () => undefined,
	decode: (text) => text,
	setXmlVersion: () => undefined
};
function parserFor(maxDepth) {
	let parser = parsers.get(maxDepth);
	if (!parser) {
		parser = new XMLParser({
			preserveOrder: true,
			// The scan hands every element's attributes over (`ScannedXml.attributes`): the shell carries none.
			ignoreAttributes: true,
			attributeNamePrefix: "",
			allowBooleanAttributes: false,
			parseTagValue: false,
			parseAttributeValue: false,
			trimValues: false,
			// Entities are decoded by `decodeXmlEntities`, exactly once, with no expansion limits to trip.
			processEntities: false,
			htmlEntities: false,
			// Never asked to decode (processEntities is off); supplying one spares building fast-xml-parser's per parse.
			entityDecoder: UNUSED_ENTITY_DECODER,
			cdataPropName: "#cdata",
			// Kept: the only comments in a scanned shell are the markers of lifted text runs.
			commentPropName: MARKER_KEY,
			ignoreDeclaration: true,
			ignorePiTags: true,
			removeNSPrefix: false,
			maxNestedTags: maxDepth,
			jPath: false
		});
		parsers.set(maxDepth, parser);
	}
	return parser;
}
/**
* Parses `xml` (already decoded to a string) into its root element. Throws `XmlParseError`. The scan that checks
* the document builds the tree as it goes (`TreeBuilder`): no second parse of the document. No separate pass
* looks for characters XML 1.0 forbids either: the scan checks the markup between text runs and the builder each
* run as it decodes it. A refused document is searched for one afterwards, so that, as when it was checked first,
* a forbidden character is the error reported whatever else is wrong.
*/
export function parseXml(xml, options = {}) {
	const limits = xmlLimits(options);
	const builder = new TreeBuilder(limits.maxDepth);
	try {
		scanXml(xml, limits, builder, true);
	} catch (error) {
		checkCharacters(xml);
		if (error instanceof XmlEntityError) throw new XmlParseError(`Malformed XML: ${error.message}`);
		throw error;
	}
	if (builder.root === undefined) throw new XmlParseError("No root element");
	return builder.root;
}
/** Pieces a string is cut into for a sliced parse (`XmlPieces` as decoded bodies come are about this size). */
const PIECE_CHARS = 1 << 20;
/**
* `parseXml` in slices that yield to the event loop (`xml-slices.ts`), over the text as one string or as the
* pieces it was decoded in (never joined): the same tree and the same errors. A document shorter than
* `SLICED_FROM` characters is parsed in one step, as `parseXml` does. `piece` (tests) cuts a string smaller.
*/
export async function parseXmlInSlices(xml, options = {}, piece = PIECE_CHARS) {
	if (xml.length < SLICED_FROM && piece === PIECE_CHARS) return parseXml(xml.toString(), options);
	const { pieces } = typeof xml === "string" ? XmlPieces.of(xml, piece) : xml;
	const limits = xmlLimits(options);
	const slicer = new Slicer();
	await slicer.drive(checkCharactersSteps(pieces));
	const builder = new TreeBuilder(limits.maxDepth);
	try {
		await slicer.drive(scanXmlSteps(pieces, limits, builder));
	} catch (error) {
		if (error instanceof XmlEntityError) throw new XmlParseError(`Malformed XML: ${error.message}`);
		throw error;
	}
	if (builder.root === undefined) throw new XmlParseError("No root element");
	return builder.root;
}
/**
* `checkCharacters` a piece at a time, reporting what it would: the first forbidden character if any, else the
* first lone surrogate (a piece is read with one character either side, so pairs cut between pieces are seen whole).
*/
function* checkCharactersSteps(pieces) {
	let surrogates = false;
	for (const piece of pieces) {
		const bad = NOT_XML_CHAR.exec(piece);
		if (bad !== null) throw forbidden(bad[0]);
		surrogates ||= SURROGATE.test(piece);
		yield;
	}
	if (!surrogates) return;
	const lone = new RegExp(LONE_SURROGATE.source, "g");
	for (let i = 0; i < pieces.length; i++) {
		const before = i > 0 ? pieces[i - 1].slice(-1) : "";
		const text = `${before}${pieces[i]}${i + 1 < pieces.length ? pieces[i + 1].slice(0, 1) : ""}`;
		lone.lastIndex = before.length;
		const bad = lone.exec(text);
		if (bad !== null && bad.index < before.length + pieces[i].length) throw forbidden(bad[0]);
		yield;
	}
}
/** Builds the tree from the scan's events (the scan has checked nesting, names and limits already). */
class TreeBuilder {
	maxDepth;
	root = undefined;
	#open = [];
	#top = new NamespaceScope(undefined, new Map([["xml", XML_NAMESPACE]]));
	constructor(maxDepth) {
		this.maxDepth = maxDepth;
	}
	start(qname, raw) {
		// The scan counts open elements; an empty-element tag one deeper is caught here.
		if (this.#open.length >= this.maxDepth) throw new XmlParseError(`XML nesting deeper than ${this.maxDepth} levels`);
		const parent = this.#open.length === 0 ? undefined : this.#open[this.#open.length - 1];
		const { name, namespace, prefix, attributes, nil, scope } = startElement(qname, raw, parent?.scope ?? this.#top);
		this.#open.push({
			name,
			namespace,
			prefix,
			attributes,
			nil,
			scope,
			children: [],
			text: "",
			pieces: undefined
		});
	}
	end() {
		const open = this.#open.pop();
		const element = {
			name: open.name,
			namespace: open.namespace,
			prefix: open.prefix,
			attributes: open.attributes,
			children: open.children,
			text: open.text,
			nil: open.nil,
			namespaces: open.scope
		};
		// Not enumerable: the tree compares and prints as before; only a reader that asks for the pieces sees them.
		if (open.pieces !== undefined) Object.defineProperty(element, "textPieces", {
			value: open.pieces,
			enumerable: false
		});
		if (this.#open.length === 0) this.root = element;
		else this.#open[this.#open.length - 1].children.push(element);
	}
	text(xml, from, to) {
		this.#add(decodeXmlText(xml, from, to));
	}
	cdata(text) {
		this.#add(text);
	}
	/** Appends to the open element's text (a rope, never flattened here) and keeps the pieces once there are two. */
	#add(text) {
		if (text === "") return;
		const open = this.#open[this.#open.length - 1];
		if (open.pieces !== undefined) open.pieces.push(text);
		else if (open.text !== "") open.pieces = [open.text, text];
		open.text += text;
	}
}
/** The same tree through fast-xml-parser over the scan's shell: the reference the direct builder is tested against. */
export function parseXmlByParser(xml, options = {}) {
	const limits = xmlLimits(options);
	const { maxDepth } = limits;
	checkCharacters(xml);
	// The scan is the well-formedness gate; fast-xml-parser then only builds the tree of a checked document.
	const { xml: shell, texts, attributes } = scanXml(xml, limits);
	let nodes;
	try {
		nodes = parserFor(maxDepth).parse(shell);
	} catch (error) {
		if (error instanceof Error && /nested/i.test(error.message)) {
			throw new XmlParseError(`XML nesting deeper than ${maxDepth} levels`);
		}
		throw new XmlParseError("Malformed XML");
	}
	// The scan admitted exactly one root element and no text beside it: the root is the one element node.
	let root;
	for (const node of nodes) {
		const key = tagKey(node);
		if (key !== undefined && key !== "#text" && key !== "#cdata" && key !== MARKER_KEY && !key.startsWith("?")) root = node;
	}
	if (!root) throw new XmlParseError("No root element");
	const cursor = {
		texts,
		nextText: 0,
		attributes,
		nextElement: 0
	};
	const scope = new NamespaceScope(undefined, new Map([["xml", XML_NAMESPACE]]));
	try {
		return buildElement(root, scope, 1, maxDepth, cursor);
	} catch (error) {
		if (error instanceof XmlEntityError) throw new XmlParseError(`Malformed XML: ${error.message}`);
		throw error;
	}
}
/** Characters XML 1.0 does not allow anywhere in a document, written raw (references are checked when decoded). */
const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const SURROGATE = /[\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Refuses a document holding a character XML 1.0 cannot carry (one linear regex pass, about 10 ms for 30 MB). */
function checkCharacters(xml) {
	const bad = NOT_XML_CHAR.exec(xml) ?? (SURROGATE.test(xml) ? LONE_SURROGATE.exec(xml) : null);
	if (bad !== null) throw forbidden(bad[0]);
}
function forbidden(character) {
	const code = character.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0");
	return new XmlParseError(`Malformed XML: character U+${code} is not allowed in XML 1.0`);
}
function tagKey(node) {
	for (const key in node) if (key !== ":@") return key;
	return undefined;
}
function splitQName(qname) {
	const colon = qname.indexOf(":");
	return colon === -1 ? ["", qname] : [qname.slice(0, colon), qname.slice(colon + 1)];
}
/**
* The namespace bindings in scope at an element: its own declarations, then its ancestors'. A chain rather than
* a copy per declaring element, so a document with many declarations costs linear time and memory (a copy
* costs the bindings of every ancestor again). A lookup walks at most one link per declaring ancestor.
*/
class NamespaceScope {
	parent;
	own;
	#flat;
	constructor(parent, own) {
		this.parent = parent;
		this.own = own;
	}
	get(prefix) {
		for (let scope = this; scope !== undefined; scope = scope.parent) {
			const bound = scope.own.get(prefix);
			if (bound !== undefined) return bound;
		}
		return undefined;
	}
	has(prefix) {
		return this.get(prefix) !== undefined;
	}
	/** Every binding, nearest first wins; built only when iterated (rare: diagnostics, tests). */
	#all() {
		if (this.#flat === undefined) {
			const flat = new Map(this.parent === undefined ? undefined : this.parent.#all());
			for (const [prefix, uri] of this.own) flat.set(prefix, uri);
			this.#flat = flat;
		}
		return this.#flat;
	}
	get size() {
		return this.#all().size;
	}
	forEach(callback, thisArg) {
		for (const [key, value] of this.#all()) callback.call(thisArg, value, key, this);
	}
	entries() {
		return this.#all().entries();
	}
	keys() {
		return this.#all().keys();
	}
	values() {
		return this.#all().values();
	}
	[Symbol.iterator]() {
		return this.#all().entries();
	}
}
function buildElement(node, parentScope, depth, maxDepth, cursor) {
	if (depth > maxDepth) throw new XmlParseError(`XML nesting deeper than ${maxDepth} levels`);
	const qname = tagKey(node);
	// fast-xml-parser makes one node per start tag, visited here in document order: the scan's attributes line up.
	const raw = cursor.attributes[cursor.nextElement++];
	const { name, namespace, prefix, attributes, nil, scope } = startElement(qname, raw, parentScope);
	const children = [];
	let text = "";
	for (const child of node[qname]) {
		const key = tagKey(child);
		if (key === "#text") text += decodeXmlEntities(child["#text"]);
		else if (key === MARKER_KEY) text += decodeXmlEntities(cursor.texts[cursor.nextText++]);
		else if (key === "#cdata") {
			for (const part of child["#cdata"]) text += part["#text"];
		} else if (key !== undefined && key.charCodeAt(0) !== 63) {
			children.push(buildElement(child, scope, depth + 1, maxDepth, cursor));
		}
	}
	return {
		name,
		namespace,
		prefix,
		attributes,
		children,
		text,
		nil,
		namespaces: scope
	};
}
/** An element's name, namespace and attributes from its start tag (namespace declarations apply to it first). */
function startElement(qname, raw, parentScope) {
	let scope = parentScope;
	let declared;
	let plain = 0;
	for (let i = 0; i < raw.length; i += 2) {
		const name = raw[i];
		if (name === "xmlns" || name.startsWith("xmlns:")) {
			declared ??= new Map();
			declared.set(name === "xmlns" ? "" : name.slice(6), decodeXmlEntities(raw[i + 1]));
		} else plain++;
	}
	if (declared !== undefined) scope = new NamespaceScope(parentScope, declared);
	const colon = qname.indexOf(":");
	const prefix = colon === -1 ? "" : qname.slice(0, colon);
	const name = colon === -1 ? qname : qname.slice(colon + 1);
	const namespace = scope.get(prefix);
	if (namespace === undefined && prefix !== "") throw unbound(prefix);
	let nil = false;
	const attributes = plain === 0 ? NO_ATTRIBUTES : [];
	if (plain !== 0) {
		for (let i = 0; i < raw.length; i += 2) {
			const attrName = raw[i];
			if (attrName === "xmlns" || attrName.startsWith("xmlns:")) continue;
			const value = decodeXmlEntities(raw[i + 1]);
			const [attrPrefix, local] = splitQName(attrName);
			let attrNamespace = "";
			if (attrPrefix !== "") {
				const bound = scope.get(attrPrefix);
				if (bound === undefined) throw unbound(attrPrefix);
				attrNamespace = bound === XMLNS_NAMESPACE ? "" : bound;
			}
			if (attrNamespace === XSI_NAMESPACE && local === "nil") nil = value.trim() === "true" || value.trim() === "1";
			attributes.push({
				name: local,
				namespace: attrNamespace,
				value
			});
		}
	}
	return {
		name,
		namespace: namespace ?? "",
		prefix,
		attributes,
		nil,
		scope
	};
}
function unbound(prefix) {
	return new XmlParseError(`Unbound namespace prefix "${prefix.length > 64 ? `${prefix.slice(0, 64)}...` : prefix}"`);
}
/** Shared by every element without attributes (most of them); never written to. */
const NO_ATTRIBUTES = Object.freeze([]);
/** Resolves a QName written in content (e.g. `soap:Client`) against the element's in-scope namespaces. */
export function resolveQName(element, qname) {
	const [prefix, name] = splitQName(qname.trim());
	return {
		name,
		namespace: element.namespaces.get(prefix) ?? ""
	};
}
