/**
 * Reading and writing bodies: media types and charsets, JSON decoded by the charset the response declares, and a
 * small XML reader for error bodies that arrive as XML even to JSON clients (a throttle fault, for instance).
 */

export interface ContentType {
  /** Lower-cased `type/subtype`, parameters removed; '' when absent. */
  readonly mediaType: string;
  /** Lower-cased charset parameter, when given. */
  readonly charset?: string;
}

export function parseContentType(value: string | null | undefined): ContentType {
  if (!value) return { mediaType: '' };
  const [type, ...params] = value.split(';');
  let charset: string | undefined;
  for (const param of params) {
    const eq = param.indexOf('=');
    if (eq < 0) continue;
    if (param.slice(0, eq).trim().toLowerCase() === 'charset') {
      charset = param.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1').toLowerCase();
    }
  }
  return { mediaType: type.trim().toLowerCase(), charset };
}

/** `application/json`, `application/problem+json`, `text/json` ... */
export function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType === 'text/json' || mediaType.endsWith('+json');
}

export function isXmlMediaType(mediaType: string): boolean {
  return mediaType === 'application/xml' || mediaType === 'text/xml' || mediaType.endsWith('+xml');
}

export function isTextMediaType(mediaType: string): boolean {
  return mediaType.startsWith('text/') || isJsonMediaType(mediaType) || isXmlMediaType(mediaType);
}

const decoders = new Map<string, TextDecoder>();

/**
 * Decodes bytes by charset label. UTF-8 when none is given (JSON's default). Labels follow the WHATWG Encoding
 * standard, where `iso-8859-1`/`latin1` decode as windows-1252, a superset that is what such servers really send.
 * An unknown label falls back to UTF-8 rather than failing the call.
 */
export function decodeText(bytes: Uint8Array, charset: string | undefined): string {
  const label = charset ?? 'utf-8';
  let decoder = decoders.get(label);
  if (decoder === undefined) {
    decoder = newDecoder(label);
    decoders.set(label, decoder);
  }
  return decoder.decode(bytes);
}

/** A decoder of its own for a charset label (a streaming decode keeps state, so it is never shared). */
export function newDecoder(charset: string | undefined): TextDecoder {
  try {
    return new TextDecoder(charset ?? 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}

/** A decoded body: JSON value, XML as a plain object, text, or bytes. */
export type DecodedBody =
  | { readonly kind: 'empty' }
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'xml'; readonly value: unknown }
  /**
   * `tooDeep`: the body is JSON or XML nested deeper than the limit, kept as its text. `xml`: it is XML and no
   * reader was given (`decodeBody`'s `readXml`): load `xml-object.ts` and decode again.
   */
  | { readonly kind: 'text'; readonly value: string; readonly tooDeep?: boolean; readonly xml?: true }
  | { readonly kind: 'binary'; readonly value: Uint8Array };

/** Limits of what `decodeBody` builds from a body (a server is not trusted to send sane shapes). */
export interface DecodeLimits {
  /** Objects and arrays (JSON) or elements (XML) nested deeper than this are not built. Default 64. */
  readonly maxDepth?: number;
  /** XML elements (comments, CDATA and PIs count) in one document at most. Default 50,000. */
  readonly maxXmlElements?: number;
}

/** Reads an XML document into a plain object (`xmlToObject` of xml-object.ts); throws `XmlTooDeep` past `maxDepth`. */
export type XmlReader = (xml: string, limits: { readonly maxDepth?: number; readonly maxElements?: number }) => unknown;

/** Default `maxDepth` of decoded bodies (the validators' limit too). */
export const DEFAULT_MAX_DEPTH = 64;

/**
 * Decodes a response body by its declared type. A body that says JSON but does not parse, or says nothing and
 * looks like XML, still decodes (as text or XML): error paths must never throw on a surprising body. JSON or XML
 * nested deeper than `maxDepth` is never built (a caller walking it would overflow its stack): it stays text, and
 * `tooDeep` says why. Every step is linear in the body's length.
 */
export function decodeBody(bytes: Uint8Array, contentType: string | null | undefined, limits: DecodeLimits = {}, readXml?: XmlReader): DecodedBody {
  if (bytes.byteLength === 0) return { kind: 'empty' };
  const maxDepth = limits.maxDepth ?? DEFAULT_MAX_DEPTH;
  const { mediaType, charset } = parseContentType(contentType);
  if (mediaType !== '' && !isTextMediaType(mediaType)) return { kind: 'binary', value: bytes };
  const text = decodeText(bytes, charset);
  if (looksLikeJson(mediaType, text)) {
    if (jsonNestsDeeper(text, maxDepth)) return { kind: 'text', value: text, tooDeep: true };
    try {
      return { kind: 'json', value: JSON.parse(text) };
    } catch {
      return notJson(text, mediaType, limits, readXml);
    }
  }
  return notJson(text, mediaType, limits, readXml);
}

/** Whether a text body is to be read as JSON: it says so, or it says nothing and starts like JSON. */
export function looksLikeJson(mediaType: string, text: string): boolean {
  return isJsonMediaType(mediaType) || (mediaType === '' && /^\s*[[{]/.test(text));
}

/** A text body that is not JSON (or did not parse as JSON): XML when it says so or looks like it, else text. */
export function notJson(text: string, mediaType: string, limits: DecodeLimits, readXml: XmlReader | undefined): DecodedBody {
  const xml = isXmlMediaType(mediaType) || /^\s*</.test(text);
  return xml ? xmlOrText(text, limits.maxDepth ?? DEFAULT_MAX_DEPTH, limits, readXml) : { kind: 'text', value: text };
}

function xmlOrText(text: string, maxDepth: number, limits: DecodeLimits, readXml: XmlReader | undefined): DecodedBody {
  // Without the reader (xml-object.ts, loaded only when a body is XML) the caller is told to load it and ask again.
  if (readXml === undefined) return { kind: 'text', value: text, xml: true };
  try {
    return { kind: 'xml', value: readXml(text, { maxDepth, maxElements: limits.maxXmlElements }) };
  } catch (error) {
    return error instanceof Error && error.name === 'XmlTooDeep' ? { kind: 'text', value: text, tooDeep: true } : { kind: 'text', value: text };
  }
}

/**
 * Whether JSON text nests objects and arrays deeper than `maxDepth`: one pass over the characters, strings
 * skipped, before `JSON.parse` builds anything (a body of a million `[` would otherwise be a million nested arrays).
 */
export function jsonNestsDeeper(text: string, maxDepth: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      for (i++; i < text.length; i++) {
        const s = text.charCodeAt(i);
        if (s === 0x5c /* \ */) i++;
        else if (s === 0x22) break;
      }
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return false;
}

/** Encodes a request body as JSON in UTF-8; bytes and strings go as they are. */
export function encodeJson(value: unknown): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(value));
}
