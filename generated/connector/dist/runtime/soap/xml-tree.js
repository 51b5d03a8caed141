/**
 * Parses an XML document into a namespace-resolved element tree, on top of fast-xml-parser.
 *
 * fast-xml-parser does not resolve namespaces and is lenient in places (it accepts entity-free DOCTYPEs,
 * several root elements, unknown entities), so this module adds: a DOCTYPE refusal, the validator as a gate,
 * a single-root check, entity decoding (`xml-text.ts`), prefix resolution and a nesting-depth cap.
 * Error messages are short and safe to show to a remote caller (no parser internals).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { decodeXmlEntities, XmlEntityError } from './xml-text.js';
export const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';
/** The document is not acceptable XML; `message` is safe to send back to the peer. */
export class XmlParseError extends Error {
    constructor(message) {
        super(message);
        this.name = 'XmlParseError';
    }
}
export const DEFAULT_MAX_DEPTH = 64;
const parsers = new Map();
function parserFor(maxDepth) {
    let parser = parsers.get(maxDepth);
    if (!parser) {
        parser = new XMLParser({
            preserveOrder: true,
            ignoreAttributes: false,
            attributeNamePrefix: '',
            allowBooleanAttributes: false,
            parseTagValue: false,
            parseAttributeValue: false,
            trimValues: false,
            // Entities are decoded by `decodeXmlEntities`, exactly once, with no expansion limits to trip.
            processEntities: false,
            htmlEntities: false,
            cdataPropName: '#cdata',
            commentPropName: false,
            ignoreDeclaration: true,
            // Kept: the text markers of `liftTexts` are processing instructions; other ones are skipped below.
            ignorePiTags: false,
            removeNSPrefix: false,
            maxNestedTags: maxDepth,
            jPath: false,
        });
        parsers.set(maxDepth, parser);
    }
    return parser;
}
/** Parses `xml` (already decoded to a string) into its root element. Throws `XmlParseError`. */
export function parseXml(xml, options = {}) {
    const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
    const { xml: shell, texts } = liftTexts(xml);
    const validation = XMLValidator.validate(shell, { allowBooleanAttributes: false });
    if (validation !== true) {
        // Positions in the shell are shifted; validate the original (slow path, errors only) for the caller.
        const original = XMLValidator.validate(xml, { allowBooleanAttributes: false });
        const err = original === true ? validation.err : original.err;
        throw new XmlParseError(`Malformed XML at line ${err.line}, column ${err.col}`);
    }
    let nodes;
    try {
        nodes = parserFor(maxDepth).parse(shell);
    }
    catch (error) {
        if (error instanceof Error && /nested/i.test(error.message)) {
            throw new XmlParseError(`XML nesting deeper than ${maxDepth} levels`);
        }
        throw new XmlParseError('Malformed XML');
    }
    const cursor = { texts, next: 0 };
    let root;
    for (const node of nodes) {
        const key = tagKey(node);
        if (key === '#text' || key === TEXT_PI_KEY) {
            const text = key === '#text' ? node['#text'] : cursor.texts[cursor.next++];
            if (text.trim() !== '')
                throw new XmlParseError('Text outside the root element');
        }
        else if (key !== undefined && !key.startsWith('?') && key !== '#cdata') {
            if (root)
                throw new XmlParseError('More than one root element');
            root = node;
        }
    }
    if (!root)
        throw new XmlParseError('No root element');
    const scope = new Map([['xml', XML_NAMESPACE]]);
    try {
        return buildElement(root, scope, 1, maxDepth, cursor);
    }
    catch (error) {
        if (error instanceof XmlEntityError)
            throw new XmlParseError(`Malformed XML: ${error.message}`);
        throw error;
    }
}
/** Text runs longer than this are lifted out of the document before fast-xml-parser sees it. */
const LIFT_THRESHOLD = 128;
const TEXT_PI = 'svc-text';
const TEXT_PI_KEY = `?${TEXT_PI}`;
const TEXT_MARKER = `<?${TEXT_PI}?>`;
/** The rest of a start or end tag after `<`, quote-aware (attribute values may contain `>`). */
const TAG_REST = /[^"'>]*(?:(?:"[^"]*"|'[^']*')[^"'>]*)*>/y;
/**
 * One linear pass (indexOf jumps) over the document that
 * - refuses every `<!` construct other than comments and CDATA: SOAP 1.1 forbids a document type declaration,
 *   and refusing it closes XXE and entity-expansion attacks before any parser sees them;
 * - replaces each long text run by a marker processing instruction and keeps the run aside, because
 *   fast-xml-parser builds text one character at a time (seconds for a 10 MB document) while the lifted run
 *   is decoded in one go. Runs contain no `<` by construction; `decodeXmlEntities` checks their `&`.
 */
function liftTexts(xml) {
    const parts = [];
    const texts = [];
    let copied = 0;
    let pos = 0;
    for (;;) {
        const lt = xml.indexOf('<', pos);
        const end = lt === -1 ? xml.length : lt;
        if (end - pos > LIFT_THRESHOLD) {
            parts.push(xml.slice(copied, pos), TEXT_MARKER);
            texts.push(xml.slice(pos, end));
            copied = end;
        }
        if (lt === -1)
            break;
        if (xml.startsWith('<!--', lt))
            pos = after(xml, '-->', lt + 4, 'Unterminated comment');
        else if (xml.startsWith('<![CDATA[', lt))
            pos = after(xml, ']]>', lt + 9, 'Unterminated CDATA section');
        else if (xml.startsWith('<!', lt))
            throw new XmlParseError('Document type declarations are not allowed');
        else if (xml.startsWith('<?', lt)) {
            if (xml.startsWith(TEXT_MARKER.slice(0, -2), lt))
                throw new XmlParseError('Reserved processing instruction');
            pos = after(xml, '?>', lt + 2, 'Unterminated processing instruction');
        }
        else {
            TAG_REST.lastIndex = lt + 1;
            if (!TAG_REST.test(xml))
                throw new XmlParseError('Unterminated tag');
            pos = TAG_REST.lastIndex;
        }
    }
    if (texts.length === 0)
        return { xml, texts };
    parts.push(xml.slice(copied));
    return { xml: parts.join(''), texts };
}
function after(xml, terminator, from, problem) {
    const at = xml.indexOf(terminator, from);
    if (at === -1)
        throw new XmlParseError(problem);
    return at + terminator.length;
}
function tagKey(node) {
    for (const key in node)
        if (key !== ':@')
            return key;
    return undefined;
}
function splitQName(qname) {
    const colon = qname.indexOf(':');
    return colon === -1 ? ['', qname] : [qname.slice(0, colon), qname.slice(colon + 1)];
}
function buildElement(node, parentScope, depth, maxDepth, cursor) {
    if (depth > maxDepth)
        throw new XmlParseError(`XML nesting deeper than ${maxDepth} levels`);
    const qname = tagKey(node);
    const rawAttributes = (node[':@'] ?? {});
    // Namespace declarations first: they apply to the element's own name and attributes.
    let scope = parentScope;
    const plain = [];
    for (const name in rawAttributes) {
        const value = decodeXmlEntities(rawAttributes[name]);
        if (name === 'xmlns' || name.startsWith('xmlns:')) {
            if (scope === parentScope)
                scope = new Map(parentScope);
            scope.set(name === 'xmlns' ? '' : name.slice(6), value);
        }
        else {
            plain.push([name, value]);
        }
    }
    const [prefix, name] = splitQName(qname);
    const namespace = scope.get(prefix);
    if (namespace === undefined && prefix !== '')
        throw new XmlParseError(`Unbound namespace prefix "${prefix}"`);
    let nil = false;
    const attributes = plain.map(([attrName, value]) => {
        const [attrPrefix, local] = splitQName(attrName);
        let attrNamespace = '';
        if (attrPrefix !== '') {
            const bound = scope.get(attrPrefix);
            if (bound === undefined)
                throw new XmlParseError(`Unbound namespace prefix "${attrPrefix}"`);
            attrNamespace = bound === XMLNS_NAMESPACE ? '' : bound;
        }
        if (attrNamespace === XSI_NAMESPACE && local === 'nil')
            nil = value.trim() === 'true' || value.trim() === '1';
        return { name: local, namespace: attrNamespace, value };
    });
    const children = [];
    const text = [];
    for (const child of node[qname]) {
        const key = tagKey(child);
        if (key === '#text')
            text.push(decodeXmlEntities(child['#text']));
        else if (key === TEXT_PI_KEY)
            text.push(decodeXmlEntities(cursor.texts[cursor.next++]));
        else if (key === '#cdata') {
            for (const part of child['#cdata'])
                text.push(part['#text']);
        }
        else if (key !== undefined && !key.startsWith('?')) {
            children.push(buildElement(child, scope, depth + 1, maxDepth, cursor));
        }
    }
    return {
        name,
        namespace: namespace ?? '',
        prefix,
        attributes,
        children,
        text: text.length === 1 ? text[0] : text.join(''),
        nil,
        namespaces: scope,
    };
}
/** Resolves a QName written in content (e.g. `soap:Client`) against the element's in-scope namespaces. */
export function resolveQName(element, qname) {
    const [prefix, name] = splitQName(qname.trim());
    return { name, namespace: element.namespaces.get(prefix) ?? '' };
}
