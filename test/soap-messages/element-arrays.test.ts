/**
 * Arrays of complex items in the SOAP runtime: a wrapper of item elements (`element-array`, nil items allowed)
 * and complex elements repeated in their parent (`repeated-element`), written by `writeEnvelope` and read back
 * by `readField`; a wrapper holding anything but its items is a Client fault.
 */
import { describe, expect, it } from 'vitest';
import { parseEnvelope, writeEnvelope, type Field } from '../../templates/soap-messages/envelope.ts';
import { SoapFault } from '../../templates/soap-messages/fault.ts';
import { readField, readFields, type ReadSpec } from '../../templates/soap-messages/fields.ts';
import type { XmlElement } from '../../templates/soap-messages/xml-tree.ts';

const NS = 'urn:example:people/';

function body(fields: readonly Field[]): XmlElement {
  const parsed = parseEnvelope(writeEnvelope({ namespace: NS, element: 'save', fields }));
  if (parsed.kind !== 'body') throw parsed.fault;
  return parsed.body;
}

const person = (name: string, age: number): Field[] => [
  { name: 'name', kind: 'string', value: name },
  { name: 'age', kind: 'int', value: age },
];
const PERSON: readonly ReadSpec[] = [
  { name: 'name', kind: 'string', required: true },
  { name: 'age', kind: 'int', required: true },
];
const decode = (items: unknown) =>
  (items as (XmlElement | null)[]).map((item) => (item === null ? null : readFields(item, PERSON)));

describe('arrays of complex items', () => {
  it('writes a wrapper of items, nil ones as xsi:nil, and reads them back', () => {
    const xml = writeEnvelope({
      namespace: NS,
      element: 'save',
      fields: [
        {
          name: 'people',
          kind: 'element-array',
          itemName: 'Person',
          value: [person('A <&>', 1), null, person('', -2)],
        },
      ],
    });
    expect(xml).toContain(
      '<tns:people><tns:Person><tns:name>A &lt;&amp;&gt;</tns:name><tns:age>1</tns:age></tns:Person>' +
        '<tns:Person xsi:nil="true"/><tns:Person><tns:name/><tns:age>-2</tns:age></tns:Person></tns:people>',
    );
    const parsed = parseEnvelope(xml);
    if (parsed.kind !== 'body') throw parsed.fault;
    const items = readField(parsed.body, { name: 'people', kind: 'element-array', itemName: 'Person' });
    expect(decode(items)).toEqual([{ name: 'A <&>', age: 1 }, null, { name: '', age: -2 }]);
  });

  it('writes repeated complex elements in the parent and reads them back, none as an empty list', () => {
    const element = body([
      { name: 'id', kind: 'int', value: 5 },
      { name: 'friend', kind: 'repeated-element', value: [person('B', 2), person('C', 3)] },
    ]);
    expect(decode(readField(element, { name: 'friend', kind: 'repeated-element' }))).toEqual([
      { name: 'B', age: 2 },
      { name: 'C', age: 3 },
    ]);
    const none = body([{ name: 'friend', kind: 'repeated-element', value: [] }]);
    expect(readField(none, { name: 'friend', kind: 'repeated-element' })).toEqual([]);
    expect(() => readField(none, { name: 'friend', kind: 'repeated-element', required: true })).toThrow(SoapFault);
  });

  it('refuses a wrapper holding other elements than its items, naming it', () => {
    const element = body([{ name: 'people', kind: 'element', value: [{ name: 'Dog', kind: 'string', value: 'x' }] }]);
    let fault: unknown;
    try {
      readField(element, { name: 'people', kind: 'element-array', itemName: 'Person' });
    } catch (error) {
      fault = error;
    }
    expect(fault).toBeInstanceOf(SoapFault);
    expect((fault as SoapFault).faultcode).toMatch(/Client$/);
    expect((fault as SoapFault).faultstring).toBe('Element people may only contain Person elements');
  });

  it('reads a nil wrapper as null where it is nillable', () => {
    const element = body([{ name: 'people', kind: 'element-array', itemName: 'Person', nillable: true, value: null }]);
    expect(
      readField(element, { name: 'people', kind: 'element-array', itemName: 'Person', nillable: true }),
    ).toBeNull();
  });
});

describe('attributes and simple content', () => {
  it('writes attribute fields on their element, text as its content, and reads both back', () => {
    const xml = writeEnvelope({
      namespace: NS,
      element: 'save',
      fields: [
        { kind: 'attribute', name: 'batch', valueKind: 'string', value: 'a "b" <&>' },
        {
          name: 'price',
          kind: 'element',
          value: [
            { kind: 'text', name: '#text', valueKind: 'string', value: ' 12.50 & <x> ' },
            { kind: 'attribute', name: 'currency', valueKind: 'string', value: 'EUR' },
            { kind: 'attribute', name: 'rank', valueKind: 'int', value: undefined },
          ],
        },
      ],
    });
    expect(xml).toContain('<tns:save xmlns:tns="urn:example:people/" batch="a &quot;b&quot; &lt;&amp;&gt;">');
    expect(xml).toContain('<tns:price currency="EUR"> 12.50 &amp; &lt;x&gt; </tns:price>');
    const parsed = parseEnvelope(xml);
    if (parsed.kind !== 'body') throw parsed.fault;
    expect(readField(parsed.body, { name: 'batch', kind: 'attribute', valueKind: 'string' })).toBe('a "b" <&>');
    const price = readField(parsed.body, { name: 'price', kind: 'element' }) as XmlElement;
    expect(
      readFields(price, [
        { name: '#text', kind: 'text', valueKind: 'string' },
        { name: 'currency', kind: 'attribute', valueKind: 'string', required: true },
        { name: 'rank', kind: 'attribute', valueKind: 'int' },
      ]),
    ).toEqual({ '#text': ' 12.50 & <x> ', currency: 'EUR' });
  });

  it('refuses a missing required attribute and a mistyped one as Client faults', () => {
    const element = body([{ kind: 'attribute', name: 'rank', valueKind: 'string', value: 'x' }]);
    expect(() => readField(element, { name: 'other', kind: 'attribute', valueKind: 'int', required: true })).toThrow(
      'Missing required attribute other',
    );
    expect(() => readField(element, { name: 'rank', kind: 'attribute', valueKind: 'int' })).toThrow(
      'Attribute rank must be an xs:int, got "x"',
    );
  });
});
