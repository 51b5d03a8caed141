/**
 * Character-level XML helpers: escaping for text and attributes, and a single-pass entity decoder.
 *
 * Decoding happens here instead of inside fast-xml-parser so that every reference is resolved exactly once
 * (`&amp;lt;` stays `&lt;`), numeric references are always honoured, and no expansion limit can trip over a
 * multi-megabyte document full of `&lt;`. With DOCTYPE refused there are no user-defined entities to expand.
 */

/** Characters XML 1.0 cannot carry at all, not even as a character reference; also lone surrogates. */
const NOT_XML_CHAR =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Thrown when a value cannot be written as XML 1.0 (control characters, lone surrogates). */
export class XmlEncodingError extends TypeError {
  constructor(message: string) {
    super(message);
    this.name = 'XmlEncodingError';
  }
}

/** Throws an `XmlEncodingError` naming `where` when `value` holds a character XML 1.0 cannot represent. */
export function assertXmlChars(value: string, where: string): void {
  const bad = NOT_XML_CHAR.exec(value);
  if (bad) {
    const code = bad[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    throw new XmlEncodingError(`${where} contains U+${code}, which XML 1.0 cannot represent`);
  }
}

/** `value` holds only characters XML 1.0 can carry (the test behind `assertXmlChars`, without the error). */
export function isXmlText(value: string): boolean {
  return !NOT_XML_CHAR.test(value);
}

const TEXT_SPECIALS = /[&<>\r]/;
const ATTR_SPECIALS = /[&<>"\r\n\t]/;
const ATTR_SPECIALS_G = /[&<>"\r\n\t]/g;

const TEXT_ESCAPES: { readonly [ch: string]: string } = {
  '&': '&amp;',
  '<': '&lt;',
  // `>` only matters in `]]>`, but escaping it always is simpler and what most stacks do.
  '>': '&gt;',
  // A literal CR would be normalised to LF by every XML parser; the reference keeps it.
  '\r': '&#13;',
};

const ATTR_ESCAPES: { readonly [ch: string]: string } = {
  ...TEXT_ESCAPES,
  '"': '&quot;',
  // Attribute-value normalisation would turn these into spaces.
  '\n': '&#10;',
  '\t': '&#9;',
};

const AMP_G = /&/g;
const LT_G = /</g;
const GT_G = />/g;
const CR_G = /\r/g;

/**
 * Escapes character data; quotes stay raw (they need no escaping in text). One replace per character with a
 * constant replacement (the engine's fast path, no callback per match), `&` first so no reference the later
 * passes write is escaped again: faster than one pass with a callback once a document has many `<`.
 */
export function escapeXmlText(value: string): string {
  if (!TEXT_SPECIALS.test(value)) return value;
  let out = value.indexOf('&') === -1 ? value : value.replace(AMP_G, '&amp;');
  if (out.indexOf('<') !== -1) out = out.replace(LT_G, '&lt;');
  if (out.indexOf('>') !== -1) out = out.replace(GT_G, '&gt;');
  return out.indexOf('\r') === -1 ? out : out.replace(CR_G, '&#13;');
}

/** Escapes a value for a double-quoted attribute. */
export function escapeXmlAttribute(value: string): string {
  return ATTR_SPECIALS.test(value) ? value.replace(ATTR_SPECIALS_G, (ch) => ATTR_ESCAPES[ch]) : value;
}

/**
 * Thrown by `decodeXmlEntities` for a reference XML does not define or a stray `&`, and by `decodeXmlText` for a
 * character XML 1.0 does not allow as well.
 */
export class XmlEntityError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlEntityError';
  }
}

const PREDEFINED: { readonly [name: string]: string } = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/**
 * Replaces the five predefined entities and numeric character references, in one pass (a hand loop: a
 * regex replace with a callback costs seconds on a document with millions of `&lt;`).
 * Anything else after `&` (unknown names, unterminated or out-of-range references) is an error.
 */
export function decodeXmlEntities(value: string): string {
  let amp = value.indexOf('&');
  if (amp === -1) return value;
  if (value.length >= BYTES_TEXT && NodeBuffer !== undefined && !BEYOND_LATIN1.test(value)) {
    const decoded = decodeLatin1Text(value, amp, NodeBuffer);
    if (decoded !== undefined) return decoded;
  }
  // Text with other references (numeric ones, most often) goes to a UTF-16 buffer too: the string loop's rope
  // of two pieces per reference is mostly garbage-collector time once there are many of them.
  if (value.length >= BYTES_TEXT && LITTLE_ENDIAN) return decodeLargeText(value, amp);
  // String concatenation (V8 ropes) and a switch on the common names: a per-reference slice and lookup costs
  // more than the rest of parsing a typical escaped request document.
  let out = '';
  let copied = 0;
  while (amp !== -1) {
    out += value.slice(copied, amp);
    const next = value.charCodeAt(amp + 1);
    if (next === 108 /* l */ && value.startsWith('lt;', amp + 1)) {
      out += '<';
      copied = amp + 4;
    } else if (next === 103 /* g */ && value.startsWith('gt;', amp + 1)) {
      out += '>';
      copied = amp + 4;
    } else if (next === 97 /* a */ && value.startsWith('amp;', amp + 1)) {
      out += '&';
      copied = amp + 5;
    } else {
      const semi = value.indexOf(';', amp + 1);
      if (semi === -1 || semi - amp > 12) throw new XmlEntityError('stray "&" in character data');
      const code = next === 35 /* # */ ? numericReference(value, amp + 2, semi) : -1;
      out += code >= 0 ? String.fromCodePoint(code) : referenceValue(value.slice(amp + 1, semi));
      copied = semi + 1;
    }
    amp = value.indexOf('&', copied);
  }
  return copied === value.length ? out : out + value.slice(copied);
}

/**
 * Text of `BYTES_TEXT` characters or more that the Latin-1 path cannot take is decoded into a UTF-16 buffer:
 * the string concatenation of the loop builds one rope node per piece, and for a document with millions of
 * references those nodes outlive the young generation and garbage collection takes most of the time.
 */
const utf16 = new TextDecoder('utf-16le');
/** A `Uint16Array` holds UTF-16LE code units only on a little-endian machine (all common ones). */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Same result as the loop in `decodeXmlEntities` (parsed text holds no lone surrogates, which the UTF-16 decoder would replace). */
function decodeLargeText(value: string, firstAmp: number): string {
  const out = new Uint16Array(value.length); // decoding never lengthens the text
  let n = 0;
  for (let i = 0; i < firstAmp; i++) out[n++] = value.charCodeAt(i);
  const length = value.length;
  let i = firstAmp;
  while (i < length) {
    const c = value.charCodeAt(i);
    if (c !== 38 /* & */) {
      out[n++] = c;
      i++;
      continue;
    }
    const c1 = value.charCodeAt(i + 1);
    const c2 = value.charCodeAt(i + 2);
    const c3 = value.charCodeAt(i + 3);
    if (c1 === 108 /* l */ && c2 === 116 /* t */ && c3 === 59 /* ; */) {
      out[n++] = 60;
      i += 4;
    } else if (c1 === 103 /* g */ && c2 === 116 /* t */ && c3 === 59 /* ; */) {
      out[n++] = 62;
      i += 4;
    } else if (c1 === 97 /* a */ && c2 === 109 /* m */ && c3 === 112 /* p */ && value.charCodeAt(i + 4) === 59) {
      out[n++] = 38;
      i += 5;
    } else {
      const semi = value.indexOf(';', i + 1);
      if (semi === -1 || semi - i > 12) throw new XmlEntityError('stray "&" in character data');
      // Numeric references read in place: a slice and regexes per reference cost most of a document of them.
      const code = c1 === 35 /* # */ ? numericReference(value, i + 2, semi) : -1;
      if (code > 0xffff) {
        out[n++] = 0xd800 + ((code - 0x10000) >> 10);
        out[n++] = 0xdc00 + ((code - 0x10000) & 0x3ff);
      } else if (code >= 0) out[n++] = code;
      else {
        const decoded = referenceValue(value.slice(i + 1, semi));
        for (let k = 0; k < decoded.length; k++) out[n++] = decoded.charCodeAt(k);
      }
      i = semi + 1;
    }
  }
  return utf16.decode(out.subarray(0, n));
}

/**
 * From this length on, text with only Latin-1 characters (the usual escaped request document) is decoded in a
 * byte buffer: half the time of the string loop at 1 KB, a quarter at 10 MB, and the result is one flat
 * string instead of a rope of two pieces per reference. Below it, the buffer's setup costs more than it saves.
 */
const BYTES_TEXT = 256;
const BEYOND_LATIN1 = /[^\u0000-\u00FF]/;
/**
 * Node's `Buffer` (its Latin-1 copies are native), described by the calls used here so that the module needs no
 * Node types; the runtime's client may also run where there is none (browsers), and the string loop does it there.
 */
interface Latin1Bytes {
  [index: number]: number;
  readonly length: number;
  toString(encoding: 'latin1', start: number, end: number): string;
}
interface Latin1Buffers {
  from(text: string, encoding: 'latin1'): Latin1Bytes;
  from(memory: ArrayBufferLike, byteOffset: number, length: number): Utf16Writer;
  allocUnsafeSlow(size: number): Latin1Bytes;
}
/** A Node `Buffer` over a `Uint16Array`'s memory, to copy a string's code units into it natively. */
interface Utf16Writer {
  write(text: string, offset: number, encoding: 'utf16le'): number;
}
const NodeBuffer: Latin1Buffers | undefined = (globalThis as { Buffer?: Latin1Buffers }).Buffer;

/**
 * The five predefined references decoded in a Latin-1 byte copy of `value`, compacted in place; `undefined` at
 * the first other reference (numeric, unknown or malformed), which the string loop then handles and reports.
 */
function decodeLatin1Text(value: string, firstAmp: number, buffer: Latin1Buffers): string | undefined {
  const bytes = buffer.from(value, 'latin1');
  const length = bytes.length;
  let n = firstAmp;
  let i = firstAmp;
  while (i < length) {
    const c = bytes[i];
    if (c !== 38 /* & */) {
      bytes[n++] = c;
      i++;
      continue;
    }
    const c1 = bytes[i + 1];
    const c2 = bytes[i + 2];
    const c3 = bytes[i + 3];
    if (c1 === 108 /* l */ && c2 === 116 /* t */ && c3 === 59 /* ; */) {
      bytes[n++] = 60;
      i += 4;
    } else if (c1 === 103 /* g */ && c2 === 116 /* t */ && c3 === 59 /* ; */) {
      bytes[n++] = 62;
      i += 4;
    } else if (c1 === 97 /* a */ && c2 === 109 /* m */ && c3 === 112 /* p */ && bytes[i + 4] === 59) {
      bytes[n++] = 38;
      i += 5;
    } else if (c1 === 113 /* q */ && c2 === 117 /* u */ && c3 === 111 /* o */ && bytes[i + 4] === 116 && bytes[i + 5] === 59) {
      bytes[n++] = 34;
      i += 6;
    } else if (c1 === 97 /* a */ && c2 === 112 /* p */ && c3 === 111 /* o */ && bytes[i + 4] === 115 && bytes[i + 5] === 59) {
      bytes[n++] = 39;
      i += 6;
    } else return undefined;
  }
  return bytes.toString('latin1', 0, n);
}

/**
 * The code point of the numeric reference between `from` (after `&#`) and `semi`, or -1 when it is not a
 * well-formed reference to an XML character (the caller then lets `referenceValue` name the problem).
 */
function numericReference(value: string, from: number, semi: number): number {
  let code = 0;
  let i = from;
  if (value.charCodeAt(i) === 120 /* x */) {
    i++;
    if (i === semi || semi - i > 6) return -1;
    for (; i < semi; i++) {
      const c = value.charCodeAt(i);
      const digit = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : c >= 65 && c <= 70 ? c - 55 : -1;
      if (digit < 0) return -1;
      code = code * 16 + digit;
    }
  } else {
    if (i === semi || semi - i > 7) return -1;
    for (; i < semi; i++) {
      const c = value.charCodeAt(i);
      if (c < 48 || c > 57) return -1;
      code = code * 10 + (c - 48);
    }
  }
  return isXmlCodePoint(code) ? code : -1;
}

function referenceValue(name: string): string {
  const predefined = PREDEFINED[name];
  if (predefined !== undefined) return predefined;
  let code = NaN;
  if (/^#x[0-9A-Fa-f]{1,6}$/.test(name)) code = parseInt(name.slice(2), 16);
  else if (/^#[0-9]{1,7}$/.test(name)) code = parseInt(name.slice(1), 10);
  else if (name.startsWith('#')) throw new XmlEntityError(`malformed character reference "&${name};"`);
  else throw new XmlEntityError(`undefined entity "&${name};"`);
  if (!isXmlCodePoint(code)) throw new XmlEntityError(`character reference "&${name};" is not an XML character`);
  return String.fromCodePoint(code);
}

function isXmlCodePoint(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

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
export function decodeXmlText(xml: string, from: number, to: number): string {
  const length = to - from;
  // A long run is checked and searched natively (a regex, `indexOf`): faster than a loop over every character.
  if (NodeBuffer === undefined || !LITTLE_ENDIAN || length > SCRATCH_CHARS) return decodeTextRun(xml.slice(from, to));
  let i = from;
  // Most runs (names, numbers, tickets) need nothing rewritten: checked and returned as they are.
  for (; i < to; i++) {
    const c = xml.charCodeAt(i);
    if (c < 0x20 ? c !== 0x0a && c !== 0x09 : c === 38 /* & */ || c > 0xff) break;
  }
  if (i === to) return xml.slice(from, to);
  const text = SCRATCH_UNITS as Uint16Array;
  const bytes = SCRATCH_BYTES as Latin1Bytes;
  (SCRATCH_WRITER as Utf16Writer).write(xml.slice(from, to), 0, 'utf16le');
  let n = 0;
  let k = 0;
  while (k < length) {
    let c = text[k];
    // Plain characters (all but `&`, CR and what XML forbids) in a tight loop of their own: 2.5x faster than
    // telling every character apart in the one loop below.
    while ((c > 38 && c <= 0xff) || (c >= 0x20 && c < 38) || c === 0x0a || c === 0x09) {
      bytes[n++] = c;
      if (++k === length) return bytes.toString('latin1', 0, n);
      c = text[k];
    }
    if (c === 38 /* & */) {
      // Bounds first: past `length` the buffer holds an earlier run's characters.
      const left = length - k;
      const c1 = text[k + 1];
      if (left >= 4 && c1 === 108 /* l */ && text[k + 2] === 116 /* t */ && text[k + 3] === 59 /* ; */) {
        bytes[n++] = 60;
        k += 4;
      } else if (left >= 4 && c1 === 103 /* g */ && text[k + 2] === 116 /* t */ && text[k + 3] === 59 /* ; */) {
        bytes[n++] = 62;
        k += 4;
      } else if (left >= 5 && c1 === 97 /* a */ && text[k + 2] === 109 /* m */ && text[k + 3] === 112 /* p */ && text[k + 4] === 59) {
        bytes[n++] = 38;
        k += 5;
      } else if (left >= 6 && c1 === 113 /* q */ && text[k + 2] === 117 && text[k + 3] === 111 && text[k + 4] === 116 && text[k + 5] === 59) {
        bytes[n++] = 34;
        k += 6;
      } else if (left >= 6 && c1 === 97 /* a */ && text[k + 2] === 112 && text[k + 3] === 111 && text[k + 4] === 115 && text[k + 5] === 59) {
        bytes[n++] = 39;
        k += 6;
      } else {
        const code = c1 === 35 /* # */ ? numericUnits(text, k + 2, Math.min(length, k + 13)) : -1;
        if (code < 0) return decodeTextRun(xml.slice(from, to));
        bytes[n++] = code & 0xff;
        k = code >>> 8;
      }
    } else if (c === 13 /* \r */) {
      bytes[n++] = 10;
      k += k + 1 < length && text[k + 1] === 10 ? 2 : 1;
    } else return decodeTextRun(xml.slice(from, to));
  }
  return bytes.toString('latin1', 0, n);
}

/**
 * The numeric reference whose digits start at `from` (after `&#`), its `;` before `limit`: its code point (up to
 * U+00FF, an XML character) in the low byte and the position after the `;` above it, or -1 for anything else (the
 * general path then decodes it or names the problem).
 */
function numericUnits(text: Uint16Array, from: number, limit: number): number {
  let i = from;
  let code = 0;
  const hex = text[i] === 120; /* x */
  if (hex) i++;
  const digits = i;
  for (; i < limit; i++) {
    const c = text[i];
    if (c === 59 /* ; */) break;
    const digit = c >= 48 && c <= 57 ? c - 48 : !hex ? -1 : c >= 97 && c <= 102 ? c - 87 : c >= 65 && c <= 70 ? c - 55 : -1;
    if (digit < 0) return -1;
    code = code * (hex ? 16 : 10) + digit;
    if (code > 0xff) return -1;
  }
  // As `numericReference`: at most 6 hexadecimal or 7 decimal digits.
  if (i === limit || i === digits || i - digits > (hex ? 6 : 7) || !isXmlCodePoint(code)) return -1;
  return ((i + 1) << 8) | code;
}

/** `decodeXmlText` of a run the byte path does not take: the same result, or the error that names the problem. */
function decodeTextRun(raw: string): string {
  const bad = NOT_XML_CHAR.exec(raw);
  if (bad !== null) {
    const code = bad[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    throw new XmlEntityError(`character U+${code} is not allowed in XML 1.0`);
  }
  return decodeXmlEntities(raw.indexOf('\r') === -1 ? raw : raw.replace(LINE_END_G, '\n'));
}

const LINE_END_G = /\r\n?/g;

/** Runs up to this many characters are decoded in buffers kept between calls; longer ones by the general path. */
const SCRATCH_CHARS = 1 << 15;

/**
 * A run's UTF-16 copy (one memory: as Node bytes to write it, as code units to read it) and the bytes decoded, made
 * once with the module (96 KiB, where there is a Node `Buffer`): constants, which the compiled loop reads faster
 * than buffers it must first load from a variable (a third of its time).
 */
const SCRATCH_UNITS: Uint16Array | undefined = NodeBuffer === undefined ? undefined : new Uint16Array(SCRATCH_CHARS);
const SCRATCH_WRITER: Utf16Writer | undefined =
  NodeBuffer === undefined || SCRATCH_UNITS === undefined ? undefined : NodeBuffer.from(SCRATCH_UNITS.buffer, 0, SCRATCH_UNITS.byteLength);
const SCRATCH_BYTES: Latin1Bytes | undefined = NodeBuffer === undefined ? undefined : NodeBuffer.allocUnsafeSlow(SCRATCH_CHARS);
