/**
 * XML for the Web Connector simulator: writes request envelopes the way the real client does (declaration,
 * `soap:` envelope with xsi/xsd declared, the operation element in a default namespace, empty strings as
 * self-closing elements) and reads replies strictly by namespace. The reader is a small linear scanner with
 * caps on depth and element count; it refuses DTDs and undefined entities, so a hostile server cannot make the
 * simulator expand, recurse or stall.
 */

export const SOAP_ENVELOPE_NS: string = 'http://schemas.xmlsoap.org/soap/envelope/';
const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';
const MAX_DEPTH = 64;
const MAX_ELEMENTS = 100_000;

/** A request field: absent (`undefined`, not written), a string (escaped text) or an int. */
export type FieldValue = string | number | undefined;

/** Escapes element text as the real client does: `&`, `<`, `>`; CR as a reference so it survives parsing. */
export function escapeText(value: string): string {
  return value.replace(/[&<>\r]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&#xD;'));
}

/** A request envelope, byte for byte in the real client's style. */
export function writeRequestEnvelope(
  namespace: string,
  operation: string,
  fields: ReadonlyArray<readonly [string, FieldValue]>,
): string {
  let body = '';
  for (const [name, value] of fields) {
    if (value === undefined) continue;
    const text = typeof value === 'number' ? String(value) : value;
    body += text === '' ? `<${name} />` : `<${name}>${escapeText(text)}</${name}>`;
  }
  const ns = namespace.replace(/[&<"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&quot;'));
  const element = body === '' ? `<${operation} xmlns="${ns}" />` : `<${operation} xmlns="${ns}">${body}</${operation}>`;
  return (
    '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">' +
    `<soap:Body>${element}</soap:Body></soap:Envelope>`
  );
}

/** An element of a reply: resolved namespace, local name, attributes by `{ns}name` or plain name, children. */
export interface ReplyElement {
  readonly namespace: string;
  readonly name: string;
  readonly attributes: ReadonlyMap<string, string>;
  readonly children: ReplyElement[];
  /** Text directly inside the element (joined). */
  text: string;
}

/** The reply is not XML the simulator accepts. */
export class ReplyXmlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReplyXmlError';
  }
}

const NAMED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&([^;&<]{0,12});?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) throw new ReplyXmlError('A bare & in text');
    if (ref[0] === '#') {
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!(code > 0 && code <= 0x10ffff) || (code >= 0xd800 && code <= 0xdfff)) {
        throw new ReplyXmlError(`Invalid character reference &${ref};`);
      }
      return String.fromCodePoint(code);
    }
    const named = NAMED[ref];
    if (named === undefined) throw new ReplyXmlError(`Undefined entity &${ref};`);
    return named;
  });
}

const NAME = '[A-Za-z_][\\w.-]*(?::[A-Za-z_][\\w.-]*)?';
const START = new RegExp(`<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`, 'y');
const END = new RegExp(`</(${NAME})\\s*>`, 'y');
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, 'g');

interface Open {
  readonly element: ReplyElement;
  readonly qname: string;
  readonly scope: ReadonlyMap<string, string>;
}

/** Parses a reply into its root element. */
export function parseReply(text: string): ReplyElement {
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const stack: Open[] = [];
  let root: ReplyElement | undefined;
  let elements = 0;
  const rootScope = new Map<string, string>([['xml', 'http://www.w3.org/XML/1998/namespace']]);
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    const end = lt < 0 ? text.length : lt;
    if (end > at) {
      const chunk = text.slice(at, end);
      const top = stack[stack.length - 1];
      if (top) top.element.text += decode(chunk);
      else if (chunk.trim() !== '') throw new ReplyXmlError('Text outside the root element');
      at = end;
      continue;
    }
    if (text.startsWith('<?', at)) {
      const close = text.indexOf('?>', at + 2);
      if (close < 0) throw new ReplyXmlError('Unterminated processing instruction');
      at = close + 2;
    } else if (text.startsWith('<!--', at)) {
      const close = text.indexOf('-->', at + 4);
      if (close < 0) throw new ReplyXmlError('Unterminated comment');
      at = close + 3;
    } else if (text.startsWith('<![CDATA[', at)) {
      const close = text.indexOf(']]>', at + 9);
      const top = stack[stack.length - 1];
      if (close < 0 || !top) throw new ReplyXmlError('Misplaced or unterminated CDATA section');
      top.element.text += text.slice(at + 9, close);
      at = close + 3;
    } else if (text.startsWith('<!', at)) {
      throw new ReplyXmlError('A document type declaration is not allowed in a SOAP message');
    } else if (text.startsWith('</', at)) {
      END.lastIndex = at;
      const match = END.exec(text);
      const top = stack.pop();
      if (!match || !top || match[1] !== top.qname) throw new ReplyXmlError('Mismatched end tag');
      at = END.lastIndex;
    } else {
      START.lastIndex = at;
      const match = START.exec(text);
      if (!match) throw new ReplyXmlError('Malformed start tag');
      at = START.lastIndex;
      if (++elements > MAX_ELEMENTS) throw new ReplyXmlError('Too many elements');
      if (stack.length >= MAX_DEPTH) throw new ReplyXmlError('Nesting too deep');
      if (root && stack.length === 0) throw new ReplyXmlError('More than one root element');
      const parentScope = stack[stack.length - 1]?.scope ?? rootScope;
      let scope: Map<string, string> | undefined;
      const raw: [string, string][] = [];
      for (const a of (match[2] ?? '').matchAll(ATTRIBUTE)) {
        const value = decode(a[2] ?? a[3] ?? '');
        const name = a[1] as string;
        if (name === 'xmlns' || name.startsWith('xmlns:')) {
          scope ??= new Map(parentScope);
          scope.set(name === 'xmlns' ? '' : name.slice(6), value);
        } else raw.push([name, value]);
      }
      const inScope = scope ?? parentScope;
      const qname = match[1] as string;
      const colon = qname.indexOf(':');
      const prefix = colon < 0 ? '' : qname.slice(0, colon);
      const namespace = inScope.get(prefix);
      if (namespace === undefined && prefix !== '') throw new ReplyXmlError(`Undeclared prefix ${prefix}`);
      const attributes = new Map<string, string>();
      for (const [name, value] of raw) {
        const c = name.indexOf(':');
        if (c < 0) attributes.set(name, value);
        else {
          const ns = inScope.get(name.slice(0, c));
          if (ns === undefined) throw new ReplyXmlError(`Undeclared prefix ${name.slice(0, c)}`);
          attributes.set(`{${ns}}${name.slice(c + 1)}`, value);
        }
      }
      const element: ReplyElement = { namespace: namespace ?? '', name: qname.slice(colon + 1), attributes, children: [], text: '' };
      const parent = stack[stack.length - 1];
      if (parent) parent.element.children.push(element);
      else root = element;
      if (match[3] !== '/') stack.push({ element, qname, scope: inScope });
    }
  }
  if (!root || stack.length > 0) throw new ReplyXmlError(root ? 'Unclosed element' : 'No root element');
  return root;
}

/** Whether an element carries `xsi:nil="true"`. */
export function isNil(element: ReplyElement): boolean {
  const nil = element.attributes.get(`{${XSI_NS}}nil`);
  return nil === 'true' || nil === '1';
}
