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
export function scanXml(xml: string, limits: XmlLimits, sink?: XmlSink, checkMarkup = false): ScannedXml {
  const shell = sink === undefined ? new ShellSink() : undefined;
  const steps = scanXmlSteps([xml], limits, sink ?? (shell as ShellSink), checkMarkup);
  while (!steps.next().done);
  return shell === undefined ? { xml: '', texts: [], attributes: [] } : shell.scanned();
}

/**
 * Rebuilds, from the scan's events, the shell fast-xml-parser reads (`ScannedXml`): tags without their attributes,
 * short text runs in place, long ones lifted out and marked, CDATA kept; comments, processing instructions and the
 * declaration left out (fast-xml-parser would ignore them).
 */
class ShellSink implements XmlSink {
  readonly #parts: string[] = [];
  readonly #texts: string[] = [];
  readonly #attributes: (readonly string[])[] = [];
  readonly #open: string[] = [];
  start(name: string, attributes: readonly string[]): void {
    this.#parts.push(`<${name}>`);
    this.#open.push(name);
    this.#attributes.push(attributes);
  }
  end(): void {
    this.#parts.push(`</${this.#open.pop() as string}>`);
  }
  text(xml: string, from: number, to: number): void {
    const raw = normaliseLineEnds(xml.slice(from, to));
    if (raw.length > LIFT_THRESHOLD) {
      this.#parts.push(TEXT_MARKER);
      this.#texts.push(raw);
    } else this.#parts.push(raw);
  }
  cdata(text: string): void {
    this.#parts.push(`<![CDATA[${text}]]>`);
  }
  scanned(): ScannedXml {
    return { xml: this.#parts.join(''), texts: this.#texts, attributes: this.#attributes };
  }
}

/** Tags read between two chances to yield (a few hundred microseconds of work). */
const TAGS_PER_STEP = 512;

/**
 * The document as the scan sees it: a window onto `pieces` (the text as decoded, a piece at a time, never joined
 * into one string). `xml` holds what is being read, from `base` in the document; `next` is the first piece not in
 * it yet. When a construct or a text run reaches the window's end, what is left of it is carried over into the next
 * window with the next piece: a few characters for a text run, a tag at most.
 */
interface Window {
  readonly pieces: readonly string[];
  xml: string;
  base: number;
  next: number;
}

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
export function* scanXmlSteps(pieces: readonly string[], limits: XmlLimits, sink: XmlSink, checkMarkup = false): Generator<void, void, void> {
  const { maxDepth, maxElements } = limits;
  const attributes: (readonly string[])[] = [];
  const open: string[] = [];
  const window: Window = { pieces, xml: pieces.length === 0 ? '' : pieces[0], base: 0, next: 1 };
  let xml = window.xml;
  /** Pieces are left after the window (a local: the one-piece path tests nothing more per tag). */
  let more = pieces.length > 1;
  let rootSeen = false;
  let pos = 0;
  let nodes = 0;
  let tags = 0;
  /** Where the characters outside text runs are checked up to (with `checkMarkup`, one piece). */
  let checked = 0;
  const budget: AttributeBudget = {
    left: limits.maxAttributes,
    total: limits.maxAttributes,
    perElement: limits.maxAttributesPerElement,
  };
  for (;;) {
    if (++tags % TAGS_PER_STEP === 0) yield;
    let lt = xml.indexOf('<', pos);
    if (lt === -1 && more) {
      // The run goes on in the next piece: what is safe to tell now is told, the rest carried over.
      let cut = xml.length;
      if (open.length === 0) {
        if (NOT_WHITESPACE.test(xml.slice(pos))) throw new XmlParseError(rootSeen ? 'Text after the root element' : 'Text outside the root element');
      } else {
        cut = textCut(xml, pos);
        if (cut > pos) sink.text(xml, pos, cut);
      }
      xml = carry(window, cut, undefined);
      more = window.next < pieces.length;
      pos = 0;
      yield;
      continue;
    }
    const end = lt === -1 ? xml.length : lt;
    if (open.length === 0) {
      if (end > pos && NOT_WHITESPACE.test(xml.slice(pos, end))) {
        throw new XmlParseError(rootSeen ? 'Text after the root element' : 'Text outside the root element');
      }
    } else if (end > pos) {
      if (checkMarkup) {
        if (pos > checked) checkCharacters(xml, checked, pos);
        checked = end;
      }
      sink.text(xml, pos, end);
    }
    if (lt === -1) break;
    if (more && xml.indexOf('>', lt + 1) === -1) {
      // The construct may end in a later piece. Its first characters are read whole first (what it is), then a
      // tag, end tag or processing instruction is carried over up to a `>`, so that the checks below read it whole
      // (bounded by MAX_TAG_CHARS); a comment or CDATA section, which may be any length, is read on by skipTo.
      if (xml.length - lt < 9) {
        xml = carry(window, lt, undefined);
        more = window.next < pieces.length;
        lt = 0;
      }
      if (more && xml.indexOf('>', lt + 1) === -1 && !xml.startsWith('<!--', lt) && !xml.startsWith('<![CDATA[', lt)) {
        xml = carry(window, lt, '>');
        more = window.next < pieces.length;
        lt = 0;
      }
    }
    const next = xml.charCodeAt(lt + 1);
    // Everything but an end tag is one more node of the tree.
    if (next !== 47 /* / */ && ++nodes > maxElements) {
      throw new XmlParseError(`XML with more than ${maxElements} elements (comments, CDATA and processing instructions included)`);
    }
    if (next === 33 /* ! */) {
      if (xml.startsWith('<!--', lt)) {
        const close = xml.indexOf('-->', lt + 4);
        if (close !== -1) pos = close + 3;
        else {
          pos = yield* skipTo(window, '-->', lt + 4, 'Unterminated comment', undefined);
          xml = window.xml;
          more = window.next < pieces.length;
        }
      } else if (xml.startsWith('<![CDATA[', lt)) {
        if (open.length === 0) throw new XmlParseError('CDATA outside the root element');
        const close = xml.indexOf(']]>', lt + 9);
        if (close !== -1) {
          sink.cdata(normaliseLineEnds(xml.slice(lt + 9, close)));
          pos = close + 3;
        } else {
          pos = yield* skipTo(window, ']]>', lt + 9, 'Unterminated CDATA section', sink);
          xml = window.xml;
          more = window.next < pieces.length;
        }
      } else throw new XmlParseError('Document type declarations are not allowed');
    } else if (next === 63 /* ? */) {
      PI_TARGET.lastIndex = lt + 2;
      const target = PI_TARGET.exec(xml)?.[1];
      if (target === undefined) throw malformed(window, lt);
      const declaration = target.toLowerCase() === 'xml';
      if (declaration && window.base + lt !== 0) throw malformed(window, lt);
      const close = xml.indexOf('?>', lt + 2 + target.length);
      if (close !== -1) pos = close + 2;
      else {
        pos = yield* skipTo(window, '?>', lt + 2 + target.length, 'Unterminated processing instruction', undefined);
        xml = window.xml;
        more = window.next < pieces.length;
      }
      if (declaration) nodes--; // not a node of the tree
    } else if (next === 47 /* / */) {
      // The name must be the open element's, followed by nothing but whitespace and `>`.
      const name = open.pop();
      if (name === undefined || !xml.startsWith(name, lt + 2)) throw malformed(window, lt);
      END_TAG_REST.lastIndex = lt + 2 + name.length;
      if (!END_TAG_REST.test(xml)) throw malformed(window, lt);
      pos = END_TAG_REST.lastIndex;
      sink.end();
    } else {
      START_NAME.lastIndex = lt + 1;
      if (!START_NAME.test(xml)) throw malformed(window, lt);
      if (open.length === 0 && rootSeen) throw new XmlParseError('More than one root element');
      const nameEnd = START_NAME.lastIndex;
      const name = xml.slice(lt + 1, nameEnd);
      const left = budget.left;
      pos = readAttributes(xml, nameEnd, attributes, budget);
      START_END.lastIndex = pos;
      let ended = START_END.test(xml);
      if (!ended && more && xml.indexOf('<', pos) === -1) {
        // A `>` inside an attribute value, and the tag goes on in a later piece: read it again with everything up
        // to the next `<` (no tag holds one).
        attributes.pop();
        budget.left = left;
        xml = carry(window, lt, '<');
        more = window.next < pieces.length;
        pos = readAttributes(xml, nameEnd - lt, attributes, budget);
        lt = 0;
        START_END.lastIndex = pos;
        ended = START_END.test(xml);
      }
      if (!ended) throw indexAfter(window, '>', pos) === -1 ? new XmlParseError('Unterminated tag') : malformed(window, pos);
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
  if (checkMarkup && checked < xml.length) checkCharacters(xml, checked, xml.length);
}

/** Characters XML 1.0 does not allow anywhere in a document, written raw; also lone surrogates. */
const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Refuses `xml[from, to)` if it holds a character XML 1.0 does not allow (the message `parseXml` has always given). */
function checkCharacters(xml: string, from: number, to: number): void {
  const bad = NOT_XML_CHAR.exec(from === 0 && to === xml.length ? xml : xml.slice(from, to));
  if (bad !== null) {
    const code = bad[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    throw new XmlParseError(`Malformed XML: character U+${code} is not allowed in XML 1.0`);
  }
}

/**
 * Moves the window on: keeps its text from `from`, adds the next piece, or with `until` the pieces up to the
 * first that holds it (or all that are left), joined once. Returns the new window text.
 */
function carry(window: Window, from: number, until: string | undefined): string {
  const { pieces } = window;
  const kept = window.xml.slice(from);
  let text: string;
  if (until === undefined) text = kept + pieces[window.next++];
  else {
    // A tag is read whole: one over MAX_TAG_CHARS is refused before it is joined (a 30 MiB attribute value took
    // one step of 80 ms and more to join and match).
    let length = kept.length;
    if (length > MAX_TAG_CHARS) throw tooLong();
    const parts = [kept];
    while (window.next < pieces.length) {
      const piece = pieces[window.next++];
      parts.push(piece);
      const at = piece.indexOf(until);
      if (at !== -1) {
        if (length + at > MAX_TAG_CHARS) throw tooLong();
        break;
      }
      length += piece.length;
      if (length > MAX_TAG_CHARS) throw tooLong();
    }
    text = parts.join('');
  }
  window.base += from;
  window.xml = text;
  return text;
}

/**
 * Characters one tag (a start tag with its attributes, an end tag, a processing instruction, an XML declaration)
 * may take: far above any real message's, and the most a document read in pieces joins in one step. A document
 * under a mebibyte is read whole and cannot hold a longer one.
 */
export const MAX_TAG_CHARS: number = 1 << 20;

const tooLong = (): XmlParseError => new XmlParseError(`XML tag longer than ${MAX_TAG_CHARS} characters`);

/**
 * Finds `terminator` from `from` on (reading on into later pieces) and returns the window position after it;
 * a comment, CDATA section or processing instruction may be any length. With a `sink`, the text up to the
 * terminator is told to it as CDATA, a part per piece (line ends normalised; a CR is kept with the LF after it).
 */
function* skipTo(window: Window, terminator: string, from: number, problem: string, sink: XmlSink | undefined): Generator<void, number, void> {
  const keep = terminator.length - 1;
  for (;;) {
    const xml = window.xml;
    const at = xml.indexOf(terminator, from);
    if (at !== -1) {
      sink?.cdata(normaliseLineEnds(xml.slice(from, at)));
      return at + terminator.length;
    }
    if (window.next >= window.pieces.length) throw new XmlParseError(problem);
    // The terminator may begin in the last characters: they are kept for the next window.
    let cut = Math.max(from, xml.length - keep);
    if (cut > from && xml.charCodeAt(cut - 1) === 13 /* \r */) cut--;
    if (sink !== undefined && cut > from) sink.cdata(normaliseLineEnds(xml.slice(from, cut)));
    carry(window, cut, undefined);
    from = 0;
    yield;
  }
}

/**
 * Where to end the part of the text run from `from` to the window's end told now, so that decoding the parts one by
 * one gives what decoding the run does (results and errors): not between CR and LF, not inside a surrogate pair (the
 * decoder of long text would replace a half), and not inside a reference: a `&` within the 12 characters before the
 * cut (how far `decodeXmlEntities` looks for its `;`) with no `;` between it and the cut moves the cut before it.
 */
function textCut(xml: string, from: number): number {
  const end = xml.length;
  let cut = end;
  const last = xml.charCodeAt(cut - 1);
  if (last === 13 /* \r */ || (last >= 0xd800 && last <= 0xdbff)) cut--;
  for (;;) {
    if (cut <= from) return from;
    const amp = xml.lastIndexOf('&', cut - 1);
    // A `&` further back than 12 from the window's end has no `;` within reach either way: refused both ways.
    if (amp < from || amp < cut - 12 || amp < end - 13 || xml.lastIndexOf(';', cut - 1) > amp) return Math.max(cut, from);
    cut = amp;
  }
}

/** Where `search` first is at or after window position `from`, reading on into the pieces not in the window; -1 if nowhere. */
function indexAfter(window: Window, search: string, from: number): number {
  const found = window.xml.indexOf(search, from);
  if (found !== -1) return found;
  for (let i = window.next; i < window.pieces.length; i++) if (window.pieces[i].indexOf(search) !== -1) return i;
  return -1;
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

/** The error for a construct that is not well-formed at window position `offset`; the position is computed only now. */
function malformed(window: Window, offset: number): XmlParseError {
  const target = window.base + offset;
  let line = 1;
  let lineStart = 0;
  let start = 0;
  for (const piece of window.pieces) {
    if (start >= target) break;
    for (let nl = piece.indexOf('\n'); nl !== -1 && start + nl < target; nl = piece.indexOf('\n', nl + 1)) {
      line++;
      lineStart = start + nl + 1;
    }
    start += piece.length;
  }
  return new XmlParseError(`Malformed XML at line ${line}, column ${target - lineStart + 1}`);
}
