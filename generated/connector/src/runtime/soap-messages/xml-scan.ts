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
 * Entity references are checked where they are decoded (`decodeXmlEntities`), so text runs are not read here.
 * Every step is linear in the document (duplicate attributes are found with a set once an element has many).
 */
/** The document is not acceptable XML; `message` is safe to send back to the peer. */
export class XmlParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlParseError';
  }
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

const NO_ATTRIBUTES: readonly string[] = [];

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
export const DEFAULT_XML_LIMITS: XmlLimits = {
  maxDepth: 64,
  maxElements: 50_000,
  maxAttributesPerElement: 256,
  maxAttributes: 100_000,
};

/**
 * Text runs longer than this are lifted out before fast-xml-parser sees the document, because it builds text
 * one character at a time (about 20 ns a character: seconds for a 10 MB document) while a lifted run is
 * decoded in one go. A marker costs fast-xml-parser about as much as 8 characters of text. Runs contain no
 * `<` by construction.
 */
const LIFT_THRESHOLD = 16;
/**
 * The marker that stands for a lifted run: an empty comment, the construct fast-xml-parser reads cheapest
 * (a processing instruction costs four times as much). Comments of the document itself are left out of the
 * shell, so every comment fast-xml-parser reports is a marker.
 */
export const TEXT_MARKER: string = '<!---->';

// XML 1.0 (5th edition) NameStartChar / NameChar, BMP part; prefixes are split later by the tree builder.
const NAME_START = ':A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD';
const NAME = `[${NAME_START}][${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F\\u2040]*`;
/** A start tag's name, right after `<`. */
const START_NAME = new RegExp(NAME, 'y');
/** One attribute, including the whitespace before it; group 1 is its name, group 2 or 3 its value. */
const ATTRIBUTE = new RegExp(`[ \\t\\r\\n]+(${NAME})[ \\t\\r\\n]*=[ \\t\\r\\n]*(?:"([^"<]*)"|'([^'<]*)')`, 'y');
/** The end of a start tag (`/>` for an empty-element tag). Tests only: a match array per tag is garbage. */
const START_END = /[ \t\r\n]*\/?>/y;
/** What follows an end tag's name, once the name is known to be the open element's. */
const END_TAG_REST = /[ \t\r\n]*>/y;
/** A processing instruction's target after `<?`, and the whitespace or `?>` that must follow it. */
const PI_TARGET = new RegExp(`(${NAME})(?:[ \\t\\r\\n]|\\?>)`, 'y');
const NOT_WHITESPACE = /[^ \t\r\n]/;

/**
 * What a scan tells a tree builder, in document order, instead of making a shell for fast-xml-parser: start
 * tags with their attributes (`[name, value, ...]`, values still escaped), end tags (an empty-element tag gives
 * both), text runs inside the root (still escaped, line ends normalised; comments and processing instructions
 * end a run) and CDATA sections (verbatim, line ends normalised).
 */
export interface XmlSink {
  start(name: string, attributes: readonly string[]): void;
  end(): void;
  text(raw: string): void;
  cdata(text: string): void;
}

/**
 * Scans `xml` (see the module comment). Throws `XmlParseError` with a message safe to send back. With a `sink`,
 * the document is told to it as it is checked, and the shell, texts and attributes returned are empty.
 */
export function scanXml(xml: string, limits: XmlLimits, sink?: XmlSink): ScannedXml {
  const { maxDepth, maxElements } = limits;
  const parts: string[] = [];
  const texts: string[] = [];
  const attributes: (readonly string[])[] = [];
  const open: string[] = [];
  let rootSeen = false;
  let copied = 0;
  let pos = 0;
  let nodes = 0;
  const budget: AttributeBudget = {
    left: limits.maxAttributes,
    total: limits.maxAttributes,
    perElement: limits.maxAttributesPerElement,
  };
  for (;;) {
    const lt = xml.indexOf('<', pos);
    const end = lt === -1 ? xml.length : lt;
    if (open.length === 0) {
      if (end > pos && NOT_WHITESPACE.test(xml.slice(pos, end))) {
        throw new XmlParseError(rootSeen ? 'Text after the root element' : 'Text outside the root element');
      }
    } else if (sink !== undefined) {
      if (end > pos) sink.text(normaliseLineEnds(xml.slice(pos, end)));
    } else if (end - pos > LIFT_THRESHOLD) {
      parts.push(xml.slice(copied, pos), TEXT_MARKER);
      texts.push(normaliseLineEnds(xml.slice(pos, end)));
      copied = end;
    }
    if (lt === -1) break;
    const next = xml.charCodeAt(lt + 1);
    // Everything but an end tag is one more node of the tree fast-xml-parser will build.
    if (next !== 47 /* / */ && ++nodes > maxElements) {
      throw new XmlParseError(`XML with more than ${maxElements} elements (comments, CDATA and processing instructions included)`);
    }
    if (next === 33 /* ! */) {
      if (xml.startsWith('<!--', lt)) {
        pos = after(xml, '-->', lt + 4, 'Unterminated comment');
        parts.push(xml.slice(copied, lt));
        copied = pos;
      } else if (xml.startsWith('<![CDATA[', lt)) {
        if (open.length === 0) throw new XmlParseError('CDATA outside the root element');
        pos = after(xml, ']]>', lt + 9, 'Unterminated CDATA section');
        sink?.cdata(normaliseLineEnds(xml.slice(lt + 9, pos - 3)));
      } else throw new XmlParseError('Document type declarations are not allowed');
    } else if (next === 63 /* ? */) {
      PI_TARGET.lastIndex = lt + 2;
      const target = PI_TARGET.exec(xml)?.[1];
      if (target === undefined) throw malformed(xml, lt);
      const declaration = target.toLowerCase() === 'xml';
      if (declaration && lt !== 0) throw malformed(xml, lt);
      pos = after(xml, '?>', lt + 2 + target.length, 'Unterminated processing instruction');
      // fast-xml-parser would parse the declaration's attributes only to ignore them: leave it out.
      if (declaration) {
        copied = pos;
        nodes--; // not a node of the tree
      }
    } else if (next === 47 /* / */) {
      // The name must be the open element's, followed by nothing but whitespace and `>`.
      const name = open.pop();
      if (name === undefined || !xml.startsWith(name, lt + 2)) throw malformed(xml, lt);
      END_TAG_REST.lastIndex = lt + 2 + name.length;
      if (!END_TAG_REST.test(xml)) throw malformed(xml, lt);
      pos = END_TAG_REST.lastIndex;
      sink?.end();
    } else {
      START_NAME.lastIndex = lt + 1;
      if (!START_NAME.test(xml)) throw malformed(xml, lt);
      if (open.length === 0 && rootSeen) throw new XmlParseError('More than one root element');
      const nameEnd = START_NAME.lastIndex;
      const name = xml.slice(lt + 1, nameEnd);
      pos = readAttributes(xml, nameEnd, attributes, budget);
      if (pos !== nameEnd) {
        parts.push(xml.slice(copied, nameEnd));
        copied = pos;
      }
      START_END.lastIndex = pos;
      if (!START_END.test(xml)) throw xml.indexOf('>', pos) === -1 ? new XmlParseError('Unterminated tag') : malformed(xml, pos);
      pos = START_END.lastIndex;
      rootSeen = true;
      const empty = xml.charCodeAt(pos - 2) === 47; /* / */
      if (!empty) {
        open.push(name);
        if (open.length > maxDepth) throw new XmlParseError(`XML nesting deeper than ${maxDepth} levels`);
      }
      if (sink !== undefined) {
        sink.start(name, attributes[attributes.length - 1]);
        attributes.length = 0;
        if (empty) sink.end();
      }
    }
  }
  if (open.length > 0) throw new XmlParseError(`Malformed XML: element ${open[open.length - 1]} is not closed`);
  if (!rootSeen) throw new XmlParseError('No root element');
  if (sink !== undefined) return { xml: '', texts, attributes };
  if (parts.length === 0) return { xml: copied === 0 ? xml : xml.slice(copied), texts, attributes };
  parts.push(xml.slice(copied));
  return { xml: parts.join(''), texts, attributes };
}

/** Attributes still allowed in the document, and per element. */
interface AttributeBudget {
  left: number;
  readonly total: number;
  readonly perElement: number;
}

/** Up to this many attributes on one element, duplicates are looked for by comparing names; beyond, with a set. */
const LINEAR_DUPLICATE_CHECK = 8;

/**
 * Reads the attributes starting at `from` (checking each name is new) and appends them to `into` as one
 * `[name, value, ...]` entry; returns where they end.
 */
function readAttributes(xml: string, from: number, into: (readonly string[])[], budget: AttributeBudget): number {
  let pos = from;
  let found: string[] | undefined;
  let names: Set<string> | undefined;
  for (;;) {
    ATTRIBUTE.lastIndex = pos;
    const match = ATTRIBUTE.exec(xml);
    if (match === null) break;
    const name = match[1];
    const value = normaliseLineEnds(match[2] ?? match[3]);
    if (--budget.left < 0) throw new XmlParseError(`XML with more than ${budget.total} attributes`);
    const count = found === undefined ? 0 : found.length / 2;
    if (count >= budget.perElement) throw new XmlParseError(`XML element with more than ${budget.perElement} attributes`);
    if (found === undefined) found = [name, value];
    else {
      if (names !== undefined) {
        if (names.has(name)) throw duplicate(name);
        names.add(name);
      } else {
        for (let i = 0; i < found.length; i += 2) if (found[i] === name) throw duplicate(name);
        if (count >= LINEAR_DUPLICATE_CHECK) {
          names = new Set<string>();
          for (let i = 0; i < found.length; i += 2) names.add(found[i]);
          names.add(name);
        }
      }
      found.push(name, value);
    }
    pos = ATTRIBUTE.lastIndex;
  }
  into.push(found ?? NO_ATTRIBUTES);
  return pos;
}

function duplicate(name: string): XmlParseError {
  return new XmlParseError(`Malformed XML: duplicate attribute ${name.length > 64 ? `${name.slice(0, 64)}...` : name}`);
}

const CR_G = /\r\n?/g;

/** XML's end-of-line handling (CRLF and lone CR read as LF); `&#13;` is decoded later and stays a CR. */
function normaliseLineEnds(text: string): string {
  return text.indexOf('\r') === -1 ? text : text.replace(CR_G, '\n');
}

function after(xml: string, terminator: string, from: number, problem: string): number {
  const at = xml.indexOf(terminator, from);
  if (at === -1) throw new XmlParseError(problem);
  return at + terminator.length;
}

/** The error for a construct that is not well-formed at `offset`; the position is computed only now. */
function malformed(xml: string, offset: number): XmlParseError {
  let line = 1;
  let lineStart = 0;
  for (let nl = xml.indexOf('\n'); nl !== -1 && nl < offset; nl = xml.indexOf('\n', nl + 1)) {
    line++;
    lineStart = nl + 1;
  }
  return new XmlParseError(`Malformed XML at line ${line}, column ${offset - lineStart + 1}`);
}

/** Text runs at least this long are told to a sliced scan's sink in pieces of about this many characters. */
export const TEXT_PIECE: number = 1 << 20;
/** Tags a sliced scan reads between two chances to yield (a few hundred microseconds of work). */
const TAGS_PER_STEP = 512;

/**
 * The scan of `scanXml` with a sink, as steps: it pauses (yields) every few hundred tags and between the pieces of
 * a long text run, so a driver (`parseXmlInSlices`) can let the event loop turn. Same checks, same events, same
 * errors; a long run is told as several `text` calls, each cut where no entity reference, CRLF pair or surrogate
 * pair is split, so decoding the pieces gives what decoding the run does. `piece` is smaller in tests only.
 */
export function* scanXmlSteps(xml: string, limits: XmlLimits, sink: XmlSink, piece: number = TEXT_PIECE): Generator<void, void, void> {
  const { maxDepth, maxElements } = limits;
  const attributes: (readonly string[])[] = [];
  const open: string[] = [];
  let rootSeen = false;
  let pos = 0;
  let nodes = 0;
  let tags = 0;
  const budget: AttributeBudget = {
    left: limits.maxAttributes,
    total: limits.maxAttributes,
    perElement: limits.maxAttributesPerElement,
  };
  for (;;) {
    if (++tags % TAGS_PER_STEP === 0) yield;
    const lt = xml.indexOf('<', pos);
    const end = lt === -1 ? xml.length : lt;
    if (open.length === 0) {
      if (end > pos && NOT_WHITESPACE.test(xml.slice(pos, end))) {
        throw new XmlParseError(rootSeen ? 'Text after the root element' : 'Text outside the root element');
      }
    } else {
      let from = pos;
      while (end - from > piece) {
        const cut = pieceEnd(xml, from, from + piece, end);
        sink.text(normaliseLineEnds(xml.slice(from, cut)));
        from = cut;
        yield;
      }
      if (end > from) sink.text(normaliseLineEnds(xml.slice(from, end)));
    }
    if (lt === -1) break;
    const next = xml.charCodeAt(lt + 1);
    if (next !== 47 /* / */ && ++nodes > maxElements) {
      throw new XmlParseError(`XML with more than ${maxElements} elements (comments, CDATA and processing instructions included)`);
    }
    if (next === 33 /* ! */) {
      if (xml.startsWith('<!--', lt)) {
        pos = after(xml, '-->', lt + 4, 'Unterminated comment');
      } else if (xml.startsWith('<![CDATA[', lt)) {
        if (open.length === 0) throw new XmlParseError('CDATA outside the root element');
        pos = after(xml, ']]>', lt + 9, 'Unterminated CDATA section');
        // Verbatim text: any cut that keeps CRLF pairs whole gives the same text once joined.
        let from = lt + 9;
        while (pos - 3 - from > piece) {
          let cut = from + piece;
          while (cut < pos - 3 && xml.charCodeAt(cut - 1) === 13 /* \r */) cut++;
          sink.cdata(normaliseLineEnds(xml.slice(from, cut)));
          from = cut;
          yield;
        }
        sink.cdata(normaliseLineEnds(xml.slice(from, pos - 3)));
      } else throw new XmlParseError('Document type declarations are not allowed');
    } else if (next === 63 /* ? */) {
      PI_TARGET.lastIndex = lt + 2;
      const target = PI_TARGET.exec(xml)?.[1];
      if (target === undefined) throw malformed(xml, lt);
      const declaration = target.toLowerCase() === 'xml';
      if (declaration && lt !== 0) throw malformed(xml, lt);
      pos = after(xml, '?>', lt + 2 + target.length, 'Unterminated processing instruction');
      if (declaration) nodes--;
    } else if (next === 47 /* / */) {
      const name = open.pop();
      if (name === undefined || !xml.startsWith(name, lt + 2)) throw malformed(xml, lt);
      END_TAG_REST.lastIndex = lt + 2 + name.length;
      if (!END_TAG_REST.test(xml)) throw malformed(xml, lt);
      pos = END_TAG_REST.lastIndex;
      sink.end();
    } else {
      START_NAME.lastIndex = lt + 1;
      if (!START_NAME.test(xml)) throw malformed(xml, lt);
      if (open.length === 0 && rootSeen) throw new XmlParseError('More than one root element');
      const nameEnd = START_NAME.lastIndex;
      const name = xml.slice(lt + 1, nameEnd);
      pos = readAttributes(xml, nameEnd, attributes, budget);
      START_END.lastIndex = pos;
      if (!START_END.test(xml)) throw xml.indexOf('>', pos) === -1 ? new XmlParseError('Unterminated tag') : malformed(xml, pos);
      pos = START_END.lastIndex;
      rootSeen = true;
      const empty = xml.charCodeAt(pos - 2) === 47; /* / */
      if (!empty) {
        open.push(name);
        if (open.length > maxDepth) throw new XmlParseError(`XML nesting deeper than ${maxDepth} levels`);
      }
      sink.start(name, attributes[attributes.length - 1]);
      attributes.length = 0;
      if (empty) sink.end();
    }
  }
  if (open.length > 0) throw new XmlParseError(`Malformed XML: element ${open[open.length - 1]} is not closed`);
  if (!rootSeen) throw new XmlParseError('No root element');
}

/**
 * Where to end a piece of the text run `[from, end)`, near `target`, so that decoding the pieces one by one gives
 * what decoding the run does (results and errors): not between CR and LF, not inside a surrogate pair (the decoder
 * of long text would replace a half), and not where a `&` within the 12 characters before the cut (how far
 * `decodeXmlEntities` looks for its `;`) has no `;` between it and the cut; then the cut moves before that `&`.
 */
function pieceEnd(xml: string, from: number, target: number, end: number): number {
  let cut = target;
  for (;;) {
    const last = xml.charCodeAt(cut - 1);
    if (cut >= end || !(last === 13 /* \r */ || (last >= 0xd800 && last <= 0xdbff))) break;
    cut++;
  }
  for (;;) {
    const amp = xml.lastIndexOf('&', cut - 1);
    if (amp < from || amp < cut - 12 || xml.lastIndexOf(';', cut - 1) > amp) return cut;
    if (amp > from) {
      cut = amp;
      continue;
    }
    // The piece would start with an unfinished reference (tests cut pieces this small): the reference alone is the piece.
    const semi = xml.indexOf(';', from + 1);
    return semi !== -1 && semi - from <= 12 && semi < end ? semi + 1 : cut;
  }
}
