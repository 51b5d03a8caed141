/** QName values in attributes (`type="tns:Foo"`), resolved against the namespace declarations in scope. */
import type { XmlElement } from './load.ts';

export const NS = {
  xsd: 'http://www.w3.org/2001/XMLSchema',
  wsdl: 'http://schemas.xmlsoap.org/wsdl/',
  wsdl20: 'http://www.w3.org/ns/wsdl',
  soap11: 'http://schemas.xmlsoap.org/wsdl/soap/',
  soap12: 'http://schemas.xmlsoap.org/wsdl/soap12/',
  http: 'http://schemas.xmlsoap.org/wsdl/http/',
  mime: 'http://schemas.xmlsoap.org/wsdl/mime/',
  soapEncoding: 'http://schemas.xmlsoap.org/soap/encoding/',
  xml: 'http://www.w3.org/XML/1998/namespace',
} as const;

export interface QName {
  ns: string;
  local: string;
}

export type QNameResult = { ok: true; qname: QName } | { ok: false; prefix: string };

/**
 * Resolves `prefix:local` (or `local`, which takes the default namespace in scope, or none) as XSD and WSDL
 * define for QName-valued attributes.
 */
export function resolveQName(value: string, el: XmlElement): QNameResult {
  const trimmed = value.trim();
  const colon = trimmed.indexOf(':');
  const prefix = colon < 0 ? '' : trimmed.slice(0, colon);
  const local = colon < 0 ? trimmed : trimmed.slice(colon + 1);
  const ns = el.scope[prefix];
  if (ns === undefined) {
    // An unprefixed name with no default namespace is in no namespace; an unknown prefix is an error.
    if (prefix === '') return { ok: true, qname: { ns: '', local } };
    return { ok: false, prefix };
  }
  return { ok: true, qname: { ns, local } };
}

/** Map key for a QName. */
export function qnameKey(q: QName): string {
  return `{${q.ns}}${q.local}`;
}

/** Local names of the QName keys in `keys` that share `ns` (the candidates of a "did you mean"). */
export function localNamesIn(keys: Iterable<string>, ns: string): string[] {
  const prefix = `{${ns}}`;
  return [...keys].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
}
