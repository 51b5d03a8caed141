/**
* A small XML reader for response bodies: enough for error bodies (an XML fault, a proxy's HTML page), not a
* general-purpose parser. Its own module so that a browser bundle loads it only when a body is XML (the client
* imports it dynamically); it reads each character a bounded number of times (no backtracking pattern runs over a
* tag), so a hostile body costs time linear in its length: a proxy's HTML page or an 80 KB start tag is read, or
* refused, in one pass.
*/
import { DEFAULT_MAX_DEPTH } from "./content.js";
const DEFAULT_MAX_XML_ELEMENTS = 5e4;
const ENTITIES = {
	lt: "<",
	gt: ">",
	amp: "&",
	quot: "\"",
	apos: "'"
};
function unescapeXml(text) {
	if (text.indexOf("&") < 0) return text;
	// Bounded repetitions: a reference is at most a few characters, so no run is scanned twice.
	return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]{1,8});/g, (match, ref) => {
		if (ref[0] === "#") {
			const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
			return code <= 1114111 ? String.fromCodePoint(code) : match;
		}
		return Object.hasOwn(ENTITIES, ref) ? ENTITIES[ref] : match;
	});
}
function sourceOf(xml) {
	return {
		length: xml.length,
		code: (at) => xml.charCodeAt(at),
		slice: (from, to) => xml.slice(from, to),
		indexOf: (search, from) => xml.indexOf(search, from)
	};
}
const startsAt = (xml, prefix, at) => xml.slice(at, at + prefix.length) === prefix;
function localName(name) {
	const colon = name.indexOf(":");
	return colon < 0 ? name : name.slice(colon + 1);
}
/** Thrown when a document nests deeper than the reader's `maxDepth` (content.ts knows it by its name). */
export class XmlTooDeep extends Error {
	name = "XmlTooDeep";
}
/**
* Turns an XML document into a plain object: `{root: value}` where an element with neither attributes nor child
* elements is its text, and otherwise an object of its attributes and child elements by local name (repeated
* children become arrays; text beside them goes under `#text`). Namespace declarations and prefixes are dropped.
* Every object has a null prototype (`<__proto__>` is a member, not a prototype). Throws on malformed input, and
* on more than `maxDepth` nested elements (default 64) or `maxElements` constructs (default 50,000).
*/
export function xmlToObject(xml, limits = {}) {
	const steps = parseXmlElement(sourceOf(xml), limits.maxDepth ?? DEFAULT_MAX_DEPTH, limits.maxElements ?? DEFAULT_MAX_XML_ELEMENTS);
	let step = steps.next();
	while (step.done !== true) step = steps.next();
	return documentOf(step.value);
}
/**
* `xmlToObject` in slices: the same reading, giving the event loop a turn whenever about `SLICE_MS` of work is done,
* for large bodies (a 50 MiB one would otherwise hold it for seconds).
*/
export async function xmlToObjectInSlices(xml, limits = {}) {
	const steps = parseXmlElement(typeof xml === "string" ? sourceOf(xml) : xml, limits.maxDepth ?? DEFAULT_MAX_DEPTH, limits.maxElements ?? DEFAULT_MAX_XML_ELEMENTS);
	let started = performance.now();
	let step = steps.next();
	while (step.done !== true) {
		if (performance.now() - started >= SLICE_MS) {
			await new Promise((resolve) => setTimeout(resolve, 0));
			started = performance.now();
		}
		step = steps.next();
	}
	return documentOf(step.value);
}
/** Work between two turns of the event loop in `xmlToObjectInSlices`, in milliseconds. */
const SLICE_MS = 8;
/** Constructs read, and characters of text decoded, between two chances to pause. */
const CONSTRUCTS_PER_STEP = 256;
const TEXT_PER_STEP = 64 * 1024;
function documentOf(root) {
	const document = Object.create(null);
	document[root.name] = elementValue(root);
	return document;
}
/** Text of pieces, without leading and trailing white space, joined as a rope (no piece but the ends is copied). */
function trimmedText(pieces) {
	let first = 0;
	let last = pieces.length - 1;
	while (first <= last && pieces[first].trim() === "") first++;
	while (last >= first && pieces[last].trim() === "") last--;
	if (first > last) return "";
	if (first === last) return pieces[first].trim();
	let text = pieces[first].trimStart();
	for (let i = first + 1; i < last; i++) text += pieces[i];
	return text + pieces[last].trimEnd();
}
/** Builds the value of an element (recursion is safe: the reader refused anything deeper than `maxDepth`). */
function elementValue(element) {
	const attributes = Object.entries(element.attributes);
	const text = trimmedText(element.text);
	if (attributes.length === 0 && element.children.length === 0) return text;
	// Null prototype: an element named `__proto__` or `constructor` is a member like any other.
	const value = Object.create(null);
	for (const [name, attr] of attributes) value[name] = attr;
	for (const child of element.children) {
		const childValue = elementValue(child);
		const existing = Object.hasOwn(value, child.name) ? value[child.name] : undefined;
		if (existing === undefined) value[child.name] = childValue;
		else if (Array.isArray(existing)) existing.push(childValue);
		else value[child.name] = [existing, childValue];
	}
	if (text !== "") value["#text"] = text;
	return value;
}
/**
* The reader, as a generator that yields between steps of bounded work (a few hundred constructs, or 64 Ki characters
* of text) so that a driver can pause there; it returns the root element.
*/
function* parseXmlElement(xml, maxDepth, maxElements) {
	const stack = [];
	let root;
	let constructs = 0;
	let i = 0;
	while (i < xml.length) {
		const lt = xml.indexOf("<", i);
		const textEnd = lt < 0 ? xml.length : lt;
		if (stack.length > 0 && textEnd > i) {
			const pieces = stack[stack.length - 1].text;
			for (let from = i; from < textEnd;) {
				const to = textCut(xml, from, textEnd);
				pieces.push(unescapeXml(xml.slice(from, to)));
				from = to;
				if (from < textEnd) yield;
			}
		}
		if (lt < 0) break;
		if (++constructs > maxElements) throw new Error(`XML: more than ${maxElements} elements`);
		if (constructs % CONSTRUCTS_PER_STEP === 0) yield;
		if (startsAt(xml, "<?", lt)) i = skipPast(xml, lt, "?>");
		else if (startsAt(xml, "<!--", lt)) i = skipPast(xml, lt, "-->");
		else if (startsAt(xml, "<![CDATA[", lt)) {
			const end = skipPast(xml, lt, "]]>");
			if (stack.length > 0) stack[stack.length - 1].text.push(xml.slice(lt + 9, end - 3));
			i = end;
		} else if (startsAt(xml, "<!", lt)) i = skipPast(xml, lt, ">");
		else if (xml.code(lt + 1) === 47) {
			const end = skipPast(xml, lt, ">");
			const name = localName(xml.slice(lt + 2, end - 1).trim());
			const open = stack.pop();
			if (open === undefined || open.name !== name) throw new Error(`XML: unexpected </${name.slice(0, 100)}>`);
			i = end;
		} else {
			const tag = readStartTag(xml, lt);
			if (stack.length > 0) stack[stack.length - 1].children.push(tag.element);
			else if (root === undefined) root = tag.element;
			else throw new Error("XML: more than one root element");
			if (!tag.selfClosing) {
				if (stack.length >= maxDepth) throw new XmlTooDeep(`XML: nested deeper than ${maxDepth} elements`);
				stack.push(tag.element);
			}
			i = tag.end;
		}
	}
	if (root === undefined || stack.length > 0) throw new Error("XML: no complete root element");
	return root;
}
/** Where to end the piece of text that starts at `from`: `TEXT_PER_STEP` on, moved back before a reference it would cut. */
function textCut(xml, from, end) {
	if (end - from <= TEXT_PER_STEP) return end;
	const cut = from + TEXT_PER_STEP;
	// A reference the reader decodes is at most 10 characters (`&#1114111;`): one that starts shortly before the cut
	// and is not closed before it would be split.
	const tail = xml.slice(cut - 10, cut);
	const amp = tail.lastIndexOf("&");
	if (amp >= 0 && cut - 10 + amp > from && !tail.slice(amp).includes(";")) return cut - 10 + amp;
	return cut;
}
function skipPast(xml, from, terminator) {
	const at = xml.indexOf(terminator, from);
	if (at < 0) throw new Error(`XML: unterminated construct at ${from}`);
	return at + terminator.length;
}
const isSpace = (c) => c === 32 || c === 9 || c === 10 || c === 13;
/**
* Reads the start tag at `from` (`<name attr="v" ...>` or `.../>`) in one forward pass: each character is looked
* at once. An attribute without `=` and a quoted value (HTML's `<input disabled>`) makes the document not XML.
*/
function readStartTag(xml, from) {
	const n = xml.length;
	let j = from + 1;
	while (j < n && !isSpace(xml.code(j)) && xml.code(j) !== 47 && xml.code(j) !== 62) j++;
	if (j === from + 1) throw new Error("XML: element without a name");
	const name = localName(xml.slice(from + 1, j));
	const attributes = Object.create(null);
	for (;;) {
		while (j < n && isSpace(xml.code(j))) j++;
		if (j >= n) throw new Error("XML: unterminated start tag");
		if (xml.code(j) === 62) return {
			element: {
				name,
				attributes,
				children: [],
				text: []
			},
			selfClosing: false,
			end: j + 1
		};
		if (xml.code(j) === 47) {
			if (xml.code(j + 1) !== 62) throw new Error("XML: stray \"/\" in a start tag");
			return {
				element: {
					name,
					attributes,
					children: [],
					text: []
				},
				selfClosing: true,
				end: j + 2
			};
		}
		const nameStart = j;
		while (j < n && !isSpace(xml.code(j)) && xml.code(j) !== 61 && xml.code(j) !== 62 && xml.code(j) !== 47) j++;
		const attribute = xml.slice(nameStart, j);
		while (j < n && isSpace(xml.code(j))) j++;
		if (xml.code(j) !== 61) throw new Error("XML: attribute without a value");
		j++;
		while (j < n && isSpace(xml.code(j))) j++;
		const quote = xml.code(j) === 34 ? "\"" : xml.code(j) === 39 ? "'" : "";
		if (quote === "") throw new Error("XML: unquoted attribute value");
		const close = xml.indexOf(quote, j + 1);
		if (close < 0) throw new Error("XML: unterminated attribute value");
		if (attribute !== "xmlns" && !attribute.startsWith("xmlns:")) attributes[localName(attribute)] = unescapeXml(xml.slice(j + 1, close));
		j = close + 1;
	}
}
