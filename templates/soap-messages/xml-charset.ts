/**
 * The character encoding of an XML message body, and decoding it strictly. In order: a byte order mark (it
 * cannot lie), the charset parameter of Content-Type, the encoding of the XML declaration (what libxml2 reads
 * when the transport says nothing), UTF-8. ISO-8859-1 is decoded as itself (WHATWG decoders read it as
 * windows-1252, which differs in 0x80-0x9F); any other label a `TextDecoder` knows is accepted. Bytes that are
 * not valid in the encoding are an error, never replacement characters.
 */
import { Slicer, SLICED_FROM, XmlPieces } from './xml-slices.ts';

/** The body cannot be decoded; `message` is safe to send back to the peer. */
export class XmlCharsetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlCharsetError';
  }
}

/** The charset parameter of a Content-Type value, lower-cased, or `undefined`. */
export function charsetParameter(contentType: string | undefined): string | undefined {
  if (contentType === undefined) return undefined;
  return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1]?.toLowerCase();
}

const LATIN1_LABELS = new Set(['iso-8859-1', 'iso8859-1', 'iso_8859-1', 'latin1', 'l1', 'iso-ir-100', 'cp819', 'ibm819', 'csisolatin1', 'iso_8859-1:1987']);

const WINDOWS_1252_LABELS = new Set(['windows-1252', 'cp1252', 'x-cp1252']);

/** `label` names an encoding this module can decode. */
export function isSupportedCharset(label: string): boolean {
  return decoderOf(label.toLowerCase()) !== undefined;
}

type Decode = (bytes: Uint8Array) => string;

const cache = new Map<string, Decode | null>();

/** The strict decoder for an encoding label (lower case), or `undefined` when unknown. */
function decoderOf(label: string): Decode | undefined {
  const known = cache.get(label);
  if (known !== undefined) return known ?? undefined;
  let decode: Decode | undefined;
  if (LATIN1_LABELS.has(label)) decode = decodeLatin1;
  else if (WINDOWS_1252_LABELS.has(label)) decode = decodeWindows1252;
  else {
    try {
      const decoder = new TextDecoder(label, { fatal: true });
      decode = (bytes) => decoder.decode(bytes);
    } catch {
      decode = undefined;
    }
  }
  // A peer choosing labels must not grow the cache without bound.
  if (cache.size < 64) cache.set(label, decode ?? null);
  return decode;
}

/**
 * Node's `Buffer`, where there is one (its Latin-1 decoding is native), described by the one call used here so
 * that the module needs no Node types: browsers have no `Buffer`, and the loop below does the same there.
 */
interface Latin1Buffers {
  from(buffer: ArrayBufferLike, byteOffset: number, length: number): { toString(encoding: 'latin1'): string };
}
const NodeBuffer: Latin1Buffers | undefined = (globalThis as { Buffer?: Latin1Buffers }).Buffer;

function decodeLatin1(bytes: Uint8Array): string {
  if (NodeBuffer !== undefined) return NodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) out += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return out;
}

/** windows-1252 at 0x80-0x9F (WHATWG table; the five unassigned bytes stay C1 controls). */
const CP1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';
const C1 = /[\u0080-\u009F]/;
const C1_G = /[\u0080-\u009F]/g;

/** Node's own windows-1252 decoder reads the bytes as ISO-8859-1 (Node 20-24), so the table is applied here. */
function decodeWindows1252(bytes: Uint8Array): string {
  const text = decodeLatin1(bytes);
  return C1.test(text) ? text.replace(C1_G, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]) : text;
}

/** The encoding a byte order mark (or, for UTF-16 without one, the first `<`) gives away, and its length. */
function byteOrderMark(bytes: Uint8Array): { encoding: string; length: number } | undefined {
  const [b0, b1, b2, b3] = bytes;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (b0 === 0xff && b1 === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (b0 === 0xfe && b1 === 0xff) return { encoding: 'utf-16be', length: 2 };
  if (b0 === 0x3c && b1 === 0 && b2 === 0x3f && b3 === 0) return { encoding: 'utf-16le', length: 0 };
  if (b0 === 0 && b1 === 0x3c && b2 === 0 && b3 === 0x3f) return { encoding: 'utf-16be', length: 0 };
  return undefined;
}

const DECLARATION_ENCODING = /^<\?xml[ \t\r\n][^>]*?encoding[ \t\r\n]*=[ \t\r\n]*(?:"([A-Za-z][A-Za-z0-9._-]*)"|'([A-Za-z][A-Za-z0-9._-]*)')/;

/** The encoding named by an XML declaration at the start of ASCII-compatible bytes, lower-cased. */
function declaredEncoding(bytes: Uint8Array): string | undefined {
  if (bytes[0] !== 0x3c || bytes[1] !== 0x3f) return undefined;
  let head = '';
  // A declaration is short; 200 bytes hold any real one.
  for (let i = 0; i < bytes.length && i < 200; i++) head += String.fromCharCode(bytes[i]);
  const match = DECLARATION_ENCODING.exec(head);
  return (match?.[1] ?? match?.[2])?.toLowerCase();
}

/**
 * Decodes an XML body: by its byte order mark, else `charset` (the Content-Type parameter), else its XML
 * declaration, else as UTF-8. Throws `XmlCharsetError` for an unknown encoding or bytes invalid in it.
 */
export function decodeXmlBytes(bytes: Uint8Array, charset: string | undefined): string {
  const encoding = encodingOf(bytes, charset);
  const decode = decoderOf(encoding);
  if (decode === undefined) throw new XmlCharsetError(`Unsupported character encoding ${encoding}`);
  try {
    return decode(bytes);
  } catch {
    throw new XmlCharsetError(`The body is not valid ${encoding}`);
  }
}

/** The encoding label `decodeXmlBytes` decodes `bytes` with (see there). Throws `XmlCharsetError`. */
function encodingOf(bytes: Uint8Array, charset: string | undefined): string {
  let encoding: string;
  const mark = byteOrderMark(bytes);
  if (mark !== undefined) encoding = mark.encoding;
  else if (charset !== undefined) encoding = charset;
  else {
    encoding = declaredEncoding(bytes) ?? 'utf-8';
    // The declaration was read as ASCII: a UTF-16 document would have had a byte order mark.
    if (encoding === 'utf-16' || encoding === 'utf-32' || encoding.startsWith('utf-16') || encoding.startsWith('ucs')) {
      throw new XmlCharsetError(`The XML declaration says ${encoding}, but the body has no byte order mark`);
    }
  }
  if (encoding === 'utf8') encoding = 'utf-8';
  // UTF-16 with a mark: its decoder drops the mark (TextDecoder ignores a BOM of its own encoding).
  if (encoding === 'utf-16' && mark !== undefined) encoding = mark.encoding;
  return encoding;
}

/** Bytes decoded in one step of `decodeXmlBytesInSlices`. */
const DECODE_STEP = 1024 * 1024;
/** Bytes of a body's start that decide its encoding (byte order mark, XML declaration: see `declaredEncoding`). */
const HEAD_BYTES = 256;

/**
 * `decodeXmlBytes` in steps of about a mebibyte, yielding to the event loop between them when a slice is spent;
 * the same text and the same errors. The body may be given as the chunks it arrived in, which spares copying them
 * into one buffer. The text is returned as the pieces it was decoded in (`XmlPieces`: joining them would be one
 * long step). Below `SLICED_FROM` bytes it is `decodeXmlBytes` (no turn), a string.
 */
export async function decodeXmlBytesInSlices(body: Uint8Array | readonly Uint8Array[], charset: string | undefined): Promise<string | XmlPieces> {
  const chunks = body instanceof Uint8Array ? [body] : body;
  let size = 0;
  for (const chunk of chunks) size += chunk.byteLength;
  if (size < SLICED_FROM) return decodeXmlBytes(joinBytes(chunks, size, size), charset);
  const encoding = encodingOf(joinBytes(chunks, size, HEAD_BYTES), charset);
  const decode = decoderOf(encoding);
  if (decode === undefined) throw new XmlCharsetError(`Unsupported character encoding ${encoding}`);
  const slicer = new Slicer();
  const pieces: string[] = [];
  try {
    // A streaming decoder keeps a character cut between two steps whole (and drops a byte order mark once); the
    // single-byte decoders can cut anywhere.
    const decoder = decode === decodeLatin1 || decode === decodeWindows1252 ? undefined : new TextDecoder(encoding, { fatal: true });
    let done = 0;
    for (const chunk of chunks) {
      for (let at = 0; at < chunk.byteLength; at += DECODE_STEP) {
        const part = chunk.subarray(at, Math.min(at + DECODE_STEP, chunk.byteLength));
        done += part.byteLength;
        const piece = decoder === undefined ? decode(part) : decoder.decode(part, { stream: done < size });
        if (piece !== '') pieces.push(piece);
        await slicer.pause();
      }
    }
  } catch {
    throw new XmlCharsetError(`The body is not valid ${encoding}`);
  }
  return new XmlPieces(pieces);
}

/** The first `length` bytes of `chunks` (of `size` in all) in one buffer. */
function joinBytes(chunks: readonly Uint8Array[], size: number, length: number): Uint8Array {
  if (chunks.length === 1) return chunks[0].subarray(0, length);
  const out = new Uint8Array(Math.min(size, length));
  let at = 0;
  for (const chunk of chunks) {
    if (at >= out.length) break;
    const part = chunk.subarray(0, out.length - at);
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}
