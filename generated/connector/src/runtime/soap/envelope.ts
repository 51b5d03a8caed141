/**
 * SOAP 1.1 envelopes for document/literal wrapped operations: writing one from a field list, parsing one
 * into its Body element (or a fault).
 */
import { readFault, SOAP11_ENVELOPE_NAMESPACE, SoapFault } from './fault.js';
import { assertXmlChars, escapeXmlAttribute, escapeXmlText, XmlEncodingError } from './xml-text.js';
import {
  parseXml,
  XmlParseError,
  XSI_NAMESPACE,
  type XmlElement,
  type XmlParseOptions,
} from './xml-tree.js';

/** Simple content kinds a field or array item can have. */
export type ScalarKind = 'string' | 'int' | 'long' | 'double' | 'boolean';
export type ScalarValue = string | number | boolean;

interface FieldBase {
  /** Element local name. */
  readonly name: string;
  /** `null` is written as `xsi:nil="true"` when set; otherwise `null` is omitted like `undefined`. */
  readonly nillable?: boolean;
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

/** One child of an operation's wrapper element, in sequence order. */
export type Field = ScalarField | ArrayField | RepeatedField | ElementField;

export interface WriteEnvelopeOptions {
  /** Namespace of the wrapper element (the schema's targetNamespace). */
  readonly namespace: string;
  /** Local name of the wrapper element (`<operation>` or `<operation>Response`). */
  readonly element: string;
  readonly fields: readonly Field[];
  /** `elementFormDefault="qualified"`: children in `namespace` (default true); otherwise unqualified. */
  readonly qualified?: boolean;
}

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

/** Writes a SOAP 1.1 envelope whose Body holds one wrapper element with `fields`. Throws `XmlEncodingError`. */
export function writeEnvelope(options: WriteEnvelopeOptions): string {
  const childPrefix = options.qualified === false ? '' : 'tns:';
  const out: string[] = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<soap:Envelope xmlns:soap="${SOAP11_ENVELOPE_NAMESPACE}" xmlns:xsi="${XSI_NAMESPACE}">`,
    `<soap:Body><tns:${options.element} xmlns:tns="${escapeXmlAttribute(options.namespace)}">`,
  ];
  writeFields(out, options.fields, childPrefix, options.element);
  out.push(`</tns:${options.element}></soap:Body></soap:Envelope>`);
  return out.join('');
}

function writeFields(out: string[], fields: readonly Field[], prefix: string, path: string): void {
  for (const field of fields) {
    const where = `${path}.${field.name}`;
    const tag = prefix + field.name;
    if (field.value === undefined) continue;
    if (field.value === null) {
      if (field.nillable) out.push(`<${tag} xsi:nil="true"/>`);
      continue;
    }
    switch (field.kind) {
      case 'array':
        out.push(`<${tag}>`);
        field.value.forEach((item, i) =>
          writeScalar(out, prefix + field.itemName, field.itemKind, item, `${where}[${i}]`),
        );
        out.push(`</${tag}>`);
        break;
      case 'repeated':
        field.value.forEach((item, i) =>
          writeScalar(out, tag, field.itemKind, item, `${where}[${i}]`),
        );
        break;
      case 'element':
        out.push(`<${tag}>`);
        writeFields(out, field.value, prefix, where);
        out.push(`</${tag}>`);
        break;
      default:
        writeScalar(out, tag, field.kind, field.value, where);
    }
  }
}

function writeScalar(
  out: string[],
  tag: string,
  kind: ScalarKind,
  value: ScalarValue | null,
  where: string,
): void {
  if (value === null) {
    out.push(`<${tag} xsi:nil="true"/>`);
    return;
  }
  const text = formatScalar(kind, value, where);
  out.push(text === '' ? `<${tag}/>` : `<${tag}>${escapeXmlText(text)}</${tag}>`);
}

/** The XML Schema lexical form of `value`; throws `XmlEncodingError` when it does not fit `kind`. */
export function formatScalar(kind: ScalarKind, value: ScalarValue, where: string): string {
  switch (kind) {
    case 'string':
      if (typeof value !== 'string') throw new XmlEncodingError(`${where} must be a string`);
      assertXmlChars(value, where);
      return value;
    case 'int':
      if (
        typeof value !== 'number' ||
        !Number.isInteger(value) ||
        value < INT_MIN ||
        value > INT_MAX
      ) {
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

/** A parsed message: the Body's element, or the fault it carries. */
export type ParsedEnvelope =
  | { readonly kind: 'body'; readonly body: XmlElement; readonly headers: readonly XmlElement[] }
  | { readonly kind: 'fault'; readonly fault: SoapFault; readonly headers: readonly XmlElement[] };

export interface ParseEnvelopeOptions extends XmlParseOptions {
  /** HTTP status the message came with, recorded on a fault read from it. */
  readonly httpStatus?: number;
}

/**
 * Parses a SOAP 1.1 message by namespace (any prefixes, default namespaces). The Body must hold exactly one
 * element. Throws a `Client` `SoapFault` (or `VersionMismatch` for a non-1.1 envelope) when the message is
 * not acceptable; its faultstring is safe to send back.
 */
export function parseEnvelope(xml: string, options: ParseEnvelopeOptions = {}): ParsedEnvelope {
  let root: XmlElement;
  try {
    root = parseXml(xml, options);
  } catch (error) {
    if (error instanceof XmlParseError) throw SoapFault.client(error.message);
    throw error;
  }
  if (root.name !== 'Envelope') throw SoapFault.client('The root element is not a SOAP Envelope');
  if (root.namespace !== SOAP11_ENVELOPE_NAMESPACE) {
    throw new SoapFault({
      faultcode: 'VersionMismatch',
      faultstring: `Expected a SOAP 1.1 Envelope in namespace ${SOAP11_ENVELOPE_NAMESPACE}`,
    });
  }
  let headers: readonly XmlElement[] = [];
  let body: XmlElement | undefined;
  for (const child of root.children) {
    if (child.namespace === SOAP11_ENVELOPE_NAMESPACE && child.name === 'Header' && !body)
      headers = child.children;
    else if (child.namespace === SOAP11_ENVELOPE_NAMESPACE && child.name === 'Body' && !body)
      body = child;
    else throw SoapFault.client(`Unexpected element ${child.name} in the SOAP Envelope`);
  }
  if (!body) throw SoapFault.client('The SOAP Envelope has no Body');
  if (body.children.length !== 1) {
    throw SoapFault.client(
      `The SOAP Body must hold exactly one element, found ${body.children.length}`,
    );
  }
  if (body.text.trim() !== '' || root.text.trim() !== '')
    throw SoapFault.client('Unexpected text in the SOAP Envelope');
  const element = body.children[0];
  if (element.namespace === SOAP11_ENVELOPE_NAMESPACE && element.name === 'Fault') {
    return { kind: 'fault', fault: readFault(element, options.httpStatus), headers };
  }
  return { kind: 'body', body: element, headers };
}

/** Header entries marked `soap:mustUnderstand="1"`; a receiver that understands none of them must fault. */
export function mustUnderstandHeaders(headers: readonly XmlElement[]): XmlElement[] {
  return headers.filter((header) =>
    header.attributes.some(
      (a) =>
        a.namespace === SOAP11_ENVELOPE_NAMESPACE &&
        a.name === 'mustUnderstand' &&
        a.value.trim() === '1',
    ),
  );
}
