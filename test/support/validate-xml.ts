/**
 * Turns the body element of a SOAP message into the value a generated validator checks, guided by the model
 * type of the element: child elements become properties (text as strings, `xs:int` converted to numbers by
 * us, as a SOAP binding would), `ArrayOf...` wrappers become arrays of their item elements, `xsi:nil` becomes
 * null.
 */
import { XMLParser } from 'fast-xml-parser';
import type { ApiModel, TypeNode } from '../../generator/model/types.ts';

const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  trimValues: false,
  processEntities: true,
});

type Xml = string | { [key: string]: Xml | Xml[] };

/** The SOAP Body's element: its local name and content. */
export function soapBodyElement(xml: string): { element: string; content: Xml } {
  const doc = parser.parse(xml) as { Envelope: { Body: Record<string, Xml> } };
  const entries = Object.entries(doc.Envelope.Body).filter(([k]) => !k.startsWith('@'));
  if (entries.length !== 1) throw new Error(`expected one body element, got ${entries.length}`);
  return { element: entries[0][0], content: entries[0][1] };
}

export function xmlToValue(model: ApiModel, type: TypeNode, content: Xml | Xml[] | undefined): unknown {
  const types = new Map(model.types.map((t) => [t.name, t]));
  const convert = (t: TypeNode, node: Xml | Xml[] | undefined): unknown => {
    if (t.kind === 'ref') return convert(types.get(t.name)!.type, node);
    if (node !== undefined && typeof node === 'object' && !Array.isArray(node) && node['@nil'] === 'true') return null;
    switch (t.kind) {
      case 'object': {
        const out: Record<string, unknown> = {};
        if (typeof node !== 'object' || Array.isArray(node)) return out;
        for (const p of t.properties) {
          const child = node[p.xml?.name ?? p.name];
          if (child !== undefined) out[p.name] = convert(p.type, child);
        }
        return out;
      }
      case 'array': {
        const item = t.xmlItemName ?? 'item';
        const children = typeof node === 'object' && !Array.isArray(node) ? node[item] : undefined;
        const list = children === undefined ? [] : Array.isArray(children) ? children : [children];
        return list.map((c) => convert(t.items, c));
      }
      case 'number':
        return Number(text(node));
      case 'boolean':
        return text(node) === 'true' || text(node) === '1';
      default:
        return text(node);
    }
  };
  return convert(type, content);
}

function text(node: Xml | Xml[] | undefined): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return text(node[0]);
  const t = node['#text'];
  return typeof t === 'string' ? t : '';
}
