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
    try {
      decoder = new TextDecoder(label);
    } catch {
      decoder = new TextDecoder('utf-8');
    }
    decoders.set(label, decoder);
  }
  return decoder.decode(bytes);
}

/** A decoded body: JSON value, XML as a plain object, text, or bytes. */
export type DecodedBody =
  | { readonly kind: 'empty' }
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'xml'; readonly value: unknown }
  | { readonly kind: 'text'; readonly value: string }
  | { readonly kind: 'binary'; readonly value: Uint8Array };

/**
 * Decodes a response body by its declared type. A body that says JSON but does not parse, or says nothing and
 * looks like XML, still decodes (as text or XML): error paths must never throw on a surprising body.
 */
export function decodeBody(bytes: Uint8Array, contentType: string | null | undefined): DecodedBody {
  if (bytes.byteLength === 0) return { kind: 'empty' };
  const { mediaType, charset } = parseContentType(contentType);
  if (mediaType !== '' && !isTextMediaType(mediaType)) return { kind: 'binary', value: bytes };
  const text = decodeText(bytes, charset);
  const trimmed = text.trimStart();
  if (isJsonMediaType(mediaType) || (mediaType === '' && /^[[{]/.test(trimmed))) {
    try {
      return { kind: 'json', value: JSON.parse(text) };
    } catch {
      return trimmed.startsWith('<') ? xmlOrText(text) : { kind: 'text', value: text };
    }
  }
  if (isXmlMediaType(mediaType) || trimmed.startsWith('<')) return xmlOrText(text);
  return { kind: 'text', value: text };
}

function xmlOrText(text: string): DecodedBody {
  try {
    return { kind: 'xml', value: xmlToObject(text) };
  } catch {
    return { kind: 'text', value: text };
  }
}

/** Encodes a request body as JSON in UTF-8; bytes and strings go as they are. */
export function encodeJson(value: unknown): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(value));
}

// --- A small XML reader: enough for error bodies, not a general-purpose parser. ---

type XmlValue = string | { [name: string]: XmlValue | XmlValue[] };

const ENTITIES: { [name: string]: string } = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (match, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[ref] ?? match;
  });
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

interface XmlElement {
  readonly name: string;
  readonly attributes: { [name: string]: string };
  readonly children: XmlElement[];
  text: string;
}

/**
 * Turns an XML document into a plain object: `{root: value}` where an element with neither attributes nor child
 * elements is its text, and otherwise an object of its attributes and child elements by local name (repeated
 * children become arrays; text beside them goes under `#text`). Namespace declarations and prefixes are dropped.
 * Every object has a null prototype (`<__proto__>` is a member, not a prototype). Throws on malformed input.
 */
export function xmlToObject(xml: string): { [name: string]: XmlValue } {
  const root = parseXmlElement(xml);
  const document: { [name: string]: XmlValue } = Object.create(null);
  document[root.name] = elementValue(root);
  return document;
}

function elementValue(element: XmlElement): XmlValue {
  const attributes = Object.entries(element.attributes);
  const text = element.text.trim();
  if (attributes.length === 0 && element.children.length === 0) return text;
  // Null prototype: an element named `__proto__` or `constructor` is a member like any other.
  const value: { [name: string]: XmlValue | XmlValue[] } = Object.create(null);
  for (const [name, attr] of attributes) value[name] = attr;
  for (const child of element.children) {
    const childValue = elementValue(child);
    const existing = Object.hasOwn(value, child.name) ? value[child.name] : undefined;
    if (existing === undefined) value[child.name] = childValue;
    else if (Array.isArray(existing)) existing.push(childValue);
    else value[child.name] = [existing, childValue];
  }
  if (text !== '') value['#text'] = text;
  return value;
}

function parseXmlElement(xml: string): XmlElement {
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const textEnd = lt < 0 ? xml.length : lt;
    if (stack.length > 0 && textEnd > i) stack[stack.length - 1].text += unescapeXml(xml.slice(i, textEnd));
    if (lt < 0) break;
    if (xml.startsWith('<?', lt)) i = skipPast(xml, lt, '?>');
    else if (xml.startsWith('<!--', lt)) i = skipPast(xml, lt, '-->');
    else if (xml.startsWith('<![CDATA[', lt)) {
      const end = skipPast(xml, lt, ']]>');
      if (stack.length > 0) stack[stack.length - 1].text += xml.slice(lt + 9, end - 3);
      i = end;
    } else if (xml.startsWith('<!', lt)) i = skipPast(xml, lt, '>');
    else if (xml[lt + 1] === '/') {
      const end = skipPast(xml, lt, '>');
      const name = localName(xml.slice(lt + 2, end - 1).trim());
      const open = stack.pop();
      if (open === undefined || open.name !== name) throw new Error(`XML: unexpected </${name}>`);
      i = end;
    } else {
      const end = tagEnd(xml, lt);
      const selfClosing = xml[end - 2] === '/';
      const inner = xml.slice(lt + 1, selfClosing ? end - 2 : end - 1);
      const element = openTag(inner);
      if (stack.length > 0) stack[stack.length - 1].children.push(element);
      else if (root === undefined) root = element;
      else throw new Error('XML: more than one root element');
      if (!selfClosing) stack.push(element);
      i = end;
    }
  }
  if (root === undefined || stack.length > 0) throw new Error('XML: no complete root element');
  return root;
}

function skipPast(xml: string, from: number, terminator: string): number {
  const at = xml.indexOf(terminator, from);
  if (at < 0) throw new Error(`XML: unterminated construct at ${from}`);
  return at + terminator.length;
}

/** Index just past the `>` closing a start tag, skipping `>` inside quoted attribute values. */
function tagEnd(xml: string, from: number): number {
  let quote = '';
  for (let j = from + 1; j < xml.length; j++) {
    const c = xml[j];
    if (quote !== '') {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return j + 1;
  }
  throw new Error('XML: unterminated start tag');
}

function openTag(inner: string): XmlElement {
  const nameMatch = /^\s*([^\s/>]+)/.exec(inner);
  if (nameMatch === null) throw new Error('XML: element without a name');
  const attributes: { [name: string]: string } = Object.create(null);
  const attrPattern = /([^\s=]+)\s*=\s*("([^"]*)"|'([^']*)')/g;
  const rest = inner.slice(nameMatch[0].length);
  for (let m = attrPattern.exec(rest); m !== null; m = attrPattern.exec(rest)) {
    const name = m[1];
    if (name === 'xmlns' || name.startsWith('xmlns:')) continue;
    attributes[localName(name)] = unescapeXml(m[3] ?? m[4] ?? '');
  }
  return { name: localName(nameMatch[1]), attributes, children: [], text: '' };
}
