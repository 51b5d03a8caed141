/**
 * SOAP envelopes (1.1, and 1.2 where asked) for document/literal wrapped operations: writing one from a field
 * list, parsing one into its Body element (or a fault) and the version it came in.
 */
import { envelopeNamespace, readFault, SOAP11_ENVELOPE_NAMESPACE, SOAP12_ENVELOPE_NAMESPACE, SoapFault, type SoapVersion } from './fault.js';
import { assertXmlChars, escapeXmlAttribute, escapeXmlText, isXmlText, XmlEncodingError } from './xml-text.js';
import { parseXml, parseXmlInSlices, XmlParseError, XSI_NAMESPACE, type XmlElement, type XmlParseOptions } from './xml-tree.js';
import type { XmlPieces } from './xml-slices.js';

/** Simple content kinds a field or array item can have. */
export type ScalarKind = 'string' | 'int' | 'long' | 'double' | 'boolean';
export type ScalarValue = string | number | boolean;

interface FieldBase {
  /** Element local name. */
  readonly name: string;
  /** `null` is written as `xsi:nil="true"` when set; otherwise `null` is omitted like `undefined`. */
  readonly nillable?: boolean;
  /** The schema type stated as `xsi:type` on the element (SOAP encoding: a part of an rpc/encoded message). */
  readonly xsiType?: { readonly namespace: string; readonly name: string };
  /**
   * The element's namespace when it is not the wrapper's: a child of a type declared in another schema whose
   * elements are qualified. Written with a prefix of its own (`q:`), declared where it changes.
   */
  readonly namespace?: string;
}

export interface ScalarField extends FieldBase {
  readonly kind: ScalarKind;
  readonly value: ScalarValue | null | undefined;
}

/** A wrapper element holding repeated items (`ArrayOfString` and the like). `null` items are written nil. */
export interface ArrayField extends FieldBase {
  readonly kind: 'array';
  readonly itemName: string;
  readonly itemKind: ScalarKind;
  readonly value: readonly (ScalarValue | null)[] | null | undefined;
}

/** Repeated elements directly in the parent (`maxOccurs="unbounded"` without a wrapper). */
export interface RepeatedField extends FieldBase {
  readonly kind: 'repeated';
  readonly itemKind: ScalarKind;
  readonly value: readonly (ScalarValue | null)[] | null | undefined;
}

/** A nested complex element. */
export interface ElementField extends FieldBase {
  readonly kind: 'element';
  readonly value: readonly Field[] | null | undefined;
}

/** A wrapper element holding repeated complex items (`ArrayOfCustomer` and the like). `null` items are written nil. */
export interface ElementArrayField extends FieldBase {
  readonly kind: 'element-array';
  readonly itemName: string;
  readonly value: readonly (readonly Field[] | null)[] | null | undefined;
}

/** Repeated complex elements directly in the parent (`maxOccurs="unbounded"` without a wrapper). */
export interface RepeatedElementField extends FieldBase {
  readonly kind: 'repeated-element';
  readonly value: readonly (readonly Field[] | null)[] | null | undefined;
}

/**
 * An XML attribute of the element whose field list holds it (written on that element's start tag, in field
 * order, before its children). Unqualified unless `qualified` (then in the wrapper's namespace).
 */
export interface AttributeField {
  readonly kind: 'attribute';
  readonly name: string;
  readonly valueKind: ScalarKind;
  readonly qualified?: boolean;
  /** `null` and `undefined` leave the attribute out (attributes cannot be nil). */
  readonly value: ScalarValue | null | undefined;
}

/** The text content of the element whose field list holds it (XML Schema simpleContent). */
export interface TextField {
  readonly kind: 'text';
  readonly name: string;
  readonly valueKind: ScalarKind;
  readonly value: ScalarValue | null | undefined;
}

/** One child of an operation's wrapper element, in sequence order (attributes and text: of the element itself). */
export type Field =
  | AttributeField
  | TextField
  | ScalarField
  | ArrayField
  | RepeatedField
  | ElementField
  | ElementArrayField
  | RepeatedElementField;

export interface WriteEnvelopeOptions {
  /** Namespace of the wrapper element (the schema's targetNamespace). */
  readonly namespace: string;
  /** Local name of the wrapper element (`<operation>` or `<operation>Response`). */
  readonly element: string;
  readonly fields: readonly Field[];
  /** `elementFormDefault="qualified"`: children in `namespace` (default true); otherwise unqualified. */
  readonly qualified?: boolean;
  /** SOAP Header entries, in order; none (or an empty list) writes no Header. */
  readonly headers?: readonly HeaderEntry[];
  /** The envelope's version (its namespace); default 1.1. */
  readonly soapVersion?: SoapVersion;
}

/**
 * One SOAP Header entry: an element in its own namespace whose content is a field list (a simple-typed entry is
 * one `text` field).
 */
export interface HeaderEntry {
  readonly namespace: string;
  readonly element: string;
  /** Children in `namespace` (default true); otherwise unqualified. */
  readonly qualified?: boolean;
  /** Written `soap:mustUnderstand="1"`: a receiver that does not understand the entry must fault. */
  readonly mustUnderstand?: boolean;
  readonly fields: readonly Field[];
}

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

/** Writes a SOAP 1.1 envelope whose Body holds one wrapper element with `fields`. Throws `XmlEncodingError`. */
export function writeEnvelope(options: WriteEnvelopeOptions): string {
  return writeEnvelopeIn(envelopeFrame(options), options.fields, options.headers);
}

/**
 * The whole envelope for `frame` with `fields`: attribute fields on the wrapper, the rest as its children, and
 * `headers` (when there are any) in a SOAP Header before the Body.
 */
export function writeEnvelopeIn(frame: EnvelopeFrame, fields: readonly Field[], headers?: readonly HeaderEntry[]): string {
  const attributes = attributesXml(fields, frame.element);
  let head = attributes === '' ? frame.head : `${frame.head.slice(0, -1)}${attributes}>`;
  if (headers !== undefined && headers.length > 0) {
    head = `${head.slice(0, frame.bodyAt)}<soap:Header>${headers.map(headerXml).join('')}</soap:Header>${head.slice(frame.bodyAt)}`;
  }
  return head + writeEnvelopeFields(fields, frame) + frame.tail;
}

/** One Header entry, its namespace declared on itself (children and qualified attributes use its prefix). */
function headerXml(entry: HeaderEntry): string {
  const tag = `tns:${entry.element}`;
  const mustUnderstand = entry.mustUnderstand === true ? ' soap:mustUnderstand="1"' : '';
  const prefix = entry.qualified === false ? '' : 'tns:';
  return (
    `<${tag} xmlns:tns="${escapeXmlAttribute(entry.namespace)}"${mustUnderstand}${attributesXml(entry.fields, entry.element)}>` +
    `${writeFields(entry.fields, prefix, entry.element)}</${tag}>`
  );
}

/**
 * The Header entry `{namespace}element` of a received message, or undefined when it is absent; one given twice
 * is a Client fault (which of the two would count is not said).
 */
export function findHeader(headers: readonly XmlElement[], namespace: string, element: string): XmlElement | undefined {
  let found: XmlElement | undefined;
  for (const header of headers) {
    if (header.name !== element || header.namespace !== namespace) continue;
    if (found !== undefined) throw SoapFault.client(`Header ${element} appears more than once`);
    found = header;
  }
  return found;
}

/** The first entry marked mustUnderstand="1" that is none of `understood` (`{namespace}name` keys), if any. */
export function notUnderstood(
  headers: readonly XmlElement[],
  understood: ReadonlySet<string>,
  version: SoapVersion = '1.1',
): XmlElement | undefined {
  return mustUnderstandHeaders(headers, version).find((h) => !understood.has(`{${h.namespace}}${h.name}`));
}

/** Everything of an envelope but the wrapper's children: constant per operation, so a server builds it once. */
export interface EnvelopeFrame {
  /** From the XML declaration to the wrapper's start tag. */
  readonly head: string;
  /** From the wrapper's end tag to the end. */
  readonly tail: string;
  /** Prefix of the children's tags (`tns:`, or `''` when unqualified). */
  readonly childPrefix: string;
  /** Wrapper local name, for error messages. */
  readonly element: string;
  /** Where in `head` the Body starts (a Header goes there). */
  readonly bodyAt: number;
}

export function envelopeFrame(options: Omit<WriteEnvelopeOptions, 'fields' | 'headers'>): EnvelopeFrame {
  // The same `soap:` prefix in both versions: only the namespace it names differs.
  const namespace = options.soapVersion === '1.2' ? SOAP12_ENVELOPE_NAMESPACE : SOAP11_ENVELOPE_NAMESPACE;
  const start =
    '<?xml version="1.0" encoding="utf-8"?>' +
    `<soap:Envelope xmlns:soap="${namespace}" xmlns:xsi="${XSI_NAMESPACE}">`;
  return {
    bodyAt: start.length,
    head: `${start}<soap:Body><tns:${options.element} xmlns:tns="${escapeXmlAttribute(options.namespace)}">`,
    tail: `</tns:${options.element}></soap:Body></soap:Envelope>`,
    childPrefix: options.qualified === false ? '' : 'tns:',
    element: options.element,
  };
}

/** The wrapper's children for `frame`. Throws `XmlEncodingError`. */
export function writeEnvelopeFields(fields: readonly Field[], frame: EnvelopeFrame): string {
  return writeFields(fields, frame.childPrefix, frame.element);
}

/** `q` is the namespace the `q:` prefix names where these fields are written (`undefined`: none yet). */
function writeFields(fields: readonly Field[], prefix: string, path: string, q?: string): string {
  let out = '';
  for (const field of fields) {
    if (field.kind === 'attribute') continue; // on the parent's start tag (attributesXml)
    if (field.kind === 'text') {
      if (field.value !== undefined && field.value !== null) {
        out += escapeXmlText(formatScalar(field.valueKind, field.value, `${path} text`));
      }
      continue;
    }
    if (field.value === undefined) continue;
    let tag = prefix + field.name;
    let typed = field.xsiType === undefined ? '' : xsiTypeXml(field.xsiType);
    // A field in another namespace: `q:` names it here and in its descendants; its items are in it too.
    let inner = q;
    let itemPrefix = prefix;
    if (field.namespace !== undefined) {
      tag = `q:${field.name}`;
      itemPrefix = 'q:';
      if (field.namespace !== q) {
        typed = ` xmlns:q="${escapeXmlAttribute(field.namespace)}"${typed}`;
        inner = field.namespace;
      }
    }
    if (field.value === null) {
      if (field.nillable) out += `<${tag}${typed} xsi:nil="true"/>`;
      continue;
    }
    switch (field.kind) {
      case 'array': {
        const itemTag = itemPrefix + field.itemName;
        out += `<${tag}${typed}>`;
        for (let i = 0; i < field.value.length; i++) {
          out += scalarXml(itemTag, field.itemKind, field.value[i], path, field.name, i);
        }
        out += `</${tag}>`;
        break;
      }
      case 'repeated':
        for (let i = 0; i < field.value.length; i++)
          out += scalarXml(tag, field.itemKind, field.value[i], path, field.name, i, typed);
        break;
      case 'element':
        out += complexXml(tag, field.value, prefix, `${path}.${field.name}`, typed, inner);
        break;
      case 'element-array':
        out += `<${tag}${typed}>${elementItems(itemPrefix + field.itemName, field.value, prefix, `${path}.${field.name}`, '', inner)}</${tag}>`;
        break;
      case 'repeated-element':
        out += elementItems(tag, field.value, prefix, `${path}.${field.name}`, typed, inner);
        break;
      default:
        out += scalarXml(tag, field.kind, field.value, path, field.name, -1, typed);
    }
  }
  return out;
}

/** A complex element: its attribute fields on the start tag, the others as children. */
function complexXml(tag: string, fields: readonly Field[], prefix: string, path: string, typed = '', q?: string): string {
  return `<${tag}${typed}${attributesXml(fields, path)}>${writeFields(fields, prefix, path, q)}</${tag}>`;
}

/** ` xmlns:xt=".." xsi:type="xt:name"`: the type's namespace declared on the element that names it. */
function xsiTypeXml(type: { readonly namespace: string; readonly name: string }): string {
  return ` xmlns:xt="${escapeXmlAttribute(type.namespace)}" xsi:type="xt:${escapeXmlAttribute(type.name)}"`;
}

/** ` name="value"` for each attribute field of `fields` that has a value; `''` when none has. */
function attributesXml(fields: readonly Field[], path: string): string {
  let out = '';
  for (const field of fields) {
    if (field.kind !== 'attribute' || field.value === undefined || field.value === null) continue;
    const text = formatScalar(field.valueKind, field.value, `${path}@${field.name}`);
    out += ` ${field.qualified ? 'tns:' : ''}${field.name}="${escapeXmlAttribute(text)}"`;
  }
  return out;
}

/** Complex items, each a `tag` element (nil for `null`); `path` names them in an error. */
function elementItems(
  tag: string,
  items: readonly (readonly Field[] | null)[],
  prefix: string,
  path: string,
  typed = '',
  q?: string,
): string {
  let out = '';
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    out += item === null ? `<${tag}${typed} xsi:nil="true"/>` : complexXml(tag, item, prefix, `${path}[${i}]`, typed, q);
  }
  return out;
}

/** One simple-content element; `path`, `name` and `index` (-1: not an item) only name it in an error. */
function scalarXml(
  tag: string,
  kind: ScalarKind,
  value: ScalarValue | null,
  path: string,
  name: string,
  index: number,
  typed = '',
): string {
  if (value === null) return `<${tag}${typed} xsi:nil="true"/>`;
  const text =
    lexicalForm(kind, value) ?? formatScalar(kind, value, index < 0 ? `${path}.${name}` : `${path}.${name}[${index}]`);
  return text === '' ? `<${tag}${typed}/>` : `<${tag}${typed}>${escapeXmlText(text)}</${tag}>`;
}

/** `formatScalar` without the error: `undefined` when `value` does not fit (the caller then asks `formatScalar` why). */
function lexicalForm(kind: ScalarKind, value: ScalarValue): string | undefined {
  switch (kind) {
    case 'string':
      return typeof value === 'string' && isXmlText(value) ? value : undefined;
    case 'int':
      return typeof value === 'number' && Number.isInteger(value) && value >= INT_MIN && value <= INT_MAX
        ? String(value)
        : undefined;
    default:
      return undefined;
  }
}

/** The XML Schema lexical form of `value`; throws `XmlEncodingError` when it does not fit `kind`. */
export function formatScalar(kind: ScalarKind, value: ScalarValue, where: string): string {
  switch (kind) {
    case 'string':
      if (typeof value !== 'string') throw new XmlEncodingError(`${where} must be a string`);
      assertXmlChars(value, where);
      return value;
    case 'int':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < INT_MIN || value > INT_MAX) {
        throw new XmlEncodingError(`${where} must be an integer from ${INT_MIN} to ${INT_MAX}`);
      }
      return String(value);
    case 'long':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
        throw new XmlEncodingError(`${where} must be a safe integer`);
      }
      return String(value);
    case 'double':
      if (typeof value !== 'number') throw new XmlEncodingError(`${where} must be a number`);
      if (Number.isNaN(value)) return 'NaN';
      if (value === Infinity) return 'INF';
      if (value === -Infinity) return '-INF';
      return String(value);
    case 'boolean':
      if (typeof value !== 'boolean') throw new XmlEncodingError(`${where} must be a boolean`);
      return value ? 'true' : 'false';
  }
}

/** A parsed message: the Body's element, or the fault it carries, and the SOAP version it came in. */
export type ParsedEnvelope =
  | { readonly kind: 'body'; readonly body: XmlElement; readonly headers: readonly XmlElement[]; readonly version: SoapVersion }
  | { readonly kind: 'fault'; readonly fault: SoapFault; readonly headers: readonly XmlElement[]; readonly version: SoapVersion };

export interface ParseEnvelopeOptions extends XmlParseOptions {
  /** HTTP status the message came with, recorded on a fault read from it. */
  readonly httpStatus?: number;
  /** The versions accepted; an envelope of another is a `VersionMismatch` fault. Default: 1.1 only. */
  readonly soapVersions?: readonly SoapVersion[];
}

/**
 * Parses a SOAP message by namespace (any prefixes, default namespaces), 1.1 unless `soapVersions` accepts 1.2.
 * The Body must hold exactly one element. Throws a `Client` `SoapFault` (or `VersionMismatch` for an envelope of
 * a version not accepted) when the message is not acceptable; its faultstring is safe to send back.
 */
export function parseEnvelope(xml: string, options: ParseEnvelopeOptions = {}): ParsedEnvelope {
  let root: XmlElement;
  try {
    root = parseXml(xml, options);
  } catch (error) {
    if (error instanceof XmlParseError) throw SoapFault.client(error.message);
    throw error;
  }
  return envelopeOf(root, options);
}

/**
 * `parseEnvelope` for a message that may be large: from `SLICED_FROM` characters on, parsed in slices that yield
 * to the event loop (`parseXmlInSlices`), over a string or the pieces a body was decoded in; the same result and
 * the same faults.
 */
export async function parseEnvelopeInSlices(xml: string | XmlPieces, options: ParseEnvelopeOptions = {}): Promise<ParsedEnvelope> {
  let root: XmlElement;
  try {
    root = await parseXmlInSlices(xml, options);
  } catch (error) {
    if (error instanceof XmlParseError) throw SoapFault.client(error.message);
    throw error;
  }
  return envelopeOf(root, options);
}

/** The Body's element (or fault) and Header entries of a parsed document. */
function envelopeOf(root: XmlElement, options: ParseEnvelopeOptions): ParsedEnvelope {
  if (root.name !== 'Envelope') throw SoapFault.client('The root element is not a SOAP Envelope');
  const version = versionOf(root.namespace, options.soapVersions);
  const soapNamespace = envelopeNamespace(version); // the namespace of this message's own elements
  let headers: readonly XmlElement[] = [];
  let header: XmlElement | undefined;
  let body: XmlElement | undefined;
  // SOAP 1.1 section 4.1.1 (1.2 part 1, 5.1): at most one Header, first; then exactly one Body.
  for (const child of root.children) {
    if (child.namespace === soapNamespace && child.name === 'Header' && !body && !header) {
      header = child;
      headers = child.children;
    }
    else if (child.namespace === soapNamespace && child.name === 'Body' && !body) body = child;
    else throw SoapFault.client(`Unexpected element ${child.name.length > 64 ? `${child.name.slice(0, 64)}...` : child.name} in the SOAP Envelope`);
  }
  if (!body) throw SoapFault.client('The SOAP Envelope has no Body');
  if (body.children.length !== 1) {
    throw SoapFault.client(`The SOAP Body must hold exactly one element, found ${body.children.length}`);
  }
  if (body.text.trim() !== '' || root.text.trim() !== '')
    throw SoapFault.client('Unexpected text in the SOAP Envelope');
  const element = body.children[0];
  if (element.namespace === soapNamespace && element.name === 'Fault') {
    return { kind: 'fault', fault: readFault(element, options.httpStatus), headers, version };
  }
  return { kind: 'body', body: element, headers, version };
}

/** The version an envelope namespace names, when accepted; otherwise a `VersionMismatch` fault. */
function versionOf(namespace: string, accepted: readonly SoapVersion[] = ONLY_11): SoapVersion {
  if (namespace === SOAP11_ENVELOPE_NAMESPACE && accepted.includes('1.1')) return '1.1';
  if (namespace === SOAP12_ENVELOPE_NAMESPACE && accepted.includes('1.2')) return '1.2';
  const expected = accepted.map((v) => `SOAP ${v} Envelope in namespace ${envelopeNamespace(v)}`).join(' or a ');
  throw new SoapFault({ faultcode: 'VersionMismatch', faultstring: `Expected a ${expected}` });
}

const ONLY_11: readonly SoapVersion[] = ['1.1'];

/**
 * Header entries marked mustUnderstand (`"1"`, or in SOAP 1.2 also `"true"`) in the envelope namespace of
 * `version`; a receiver that understands none of them must fault.
 */
export function mustUnderstandHeaders(headers: readonly XmlElement[], version: SoapVersion = '1.1'): XmlElement[] {
  const namespace = envelopeNamespace(version);
  return headers.filter((header) =>
    header.attributes.some(
      (a) =>
        a.namespace === namespace &&
        a.name === 'mustUnderstand' &&
        (a.value.trim() === '1' || (version === '1.2' && a.value.trim() === 'true')),
    ),
  );
}
