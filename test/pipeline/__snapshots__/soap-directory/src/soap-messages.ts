/**
 * XML codecs of the SOAP messages of Directory Service 1.0.0. Generated from the definition; do not edit.
 *
 * `decode<Type>(element)` reads a message element into its typed value; `encode<Type>(value)` gives the
 * element's children, in sequence order, for `writeEnvelope`.
 */
import {
  readField,
  XmlEncodingError,
  type Field,
  type ReadSpec,
  type ReadValue,
  type XmlElement,
} from './runtime/soap-messages/index.js';
import type * as T from './types.js';

/** A required value: refuses `undefined` (and `null` where the element is not nillable). */
function present<V>(value: V, where: string, nillable: boolean): V {
  if (value === undefined || (value === null && !nillable))
    throw new XmlEncodingError(`${where} is required`);
  return value;
}

const specsOfLookupPerson: readonly ReadSpec[] = [
  { name: 'personId', kind: 'int', required: true },
  { name: 'region', kind: 'string' },
  { name: 'includeHistory', kind: 'boolean' },
];

/** Reads the `LookupPerson` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeLookupPerson(element: XmlElement): T.LookupPerson {
  const out: { [key: string]: unknown } = {};
  let v: ReadValue | undefined;
  if ((v = readField(element, specsOfLookupPerson[0])) !== undefined) out['personId'] = v;
  if ((v = readField(element, specsOfLookupPerson[1])) !== undefined) out['region'] = v;
  if ((v = readField(element, specsOfLookupPerson[2])) !== undefined) out['includeHistory'] = v;
  return out as unknown as T.LookupPerson;
}

/** Children of the `LookupPerson` element, in sequence order. */
export function encodeLookupPerson(value: T.LookupPerson): Field[] {
  return [
    {
      name: 'personId',
      kind: 'int',
      value: present(value.personId, 'LookupPerson.personId', false),
    },
    { name: 'region', kind: 'string', value: value.region },
    { name: 'includeHistory', kind: 'boolean', value: value.includeHistory },
  ];
}

const specsOfLookupPersonResponse: readonly ReadSpec[] = [
  { name: 'lookupPersonResult', kind: 'element' },
];

/** Reads the `LookupPersonResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeLookupPersonResponse(element: XmlElement): T.LookupPersonResponse {
  const out: { [key: string]: unknown } = {};
  let v: ReadValue | undefined;
  if ((v = readField(element, specsOfLookupPersonResponse[0])) !== undefined)
    out['lookupPersonResult'] = v === null ? null : decodePerson(v as XmlElement);
  return out as unknown as T.LookupPersonResponse;
}

/** Children of the `LookupPersonResponse` element, in sequence order. */
export function encodeLookupPersonResponse(value: T.LookupPersonResponse): Field[] {
  return [
    {
      name: 'lookupPersonResult',
      kind: 'element',
      value: ((x) => (x === undefined || x === null ? x : encodePerson(x)))(
        value.lookupPersonResult,
      ),
    },
  ];
}

const specsOfPerson: readonly ReadSpec[] = [
  { name: 'id', kind: 'int', required: true },
  { name: 'firstName', kind: 'string' },
  { name: 'lastName', kind: 'string' },
  { name: 'nickname', kind: 'string', nillable: true },
  { name: 'kind', kind: 'attribute', valueKind: 'string' },
  { name: 'aliases', kind: 'array', itemName: 'string', itemKind: 'string' },
];

/** Reads the `Person` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodePerson(element: XmlElement): T.Person {
  const out: { [key: string]: unknown } = {};
  let v: ReadValue | undefined;
  if ((v = readField(element, specsOfPerson[0])) !== undefined) out['id'] = v;
  if ((v = readField(element, specsOfPerson[1])) !== undefined) out['firstName'] = v;
  if ((v = readField(element, specsOfPerson[2])) !== undefined) out['lastName'] = v;
  if ((v = readField(element, specsOfPerson[3])) !== undefined) out['nickname'] = v;
  if ((v = readField(element, specsOfPerson[4])) !== undefined) out['kind'] = v;
  if ((v = readField(element, specsOfPerson[5])) !== undefined) out['aliases'] = v;
  return out as unknown as T.Person;
}

/** Children of the `Person` element, in sequence order. */
export function encodePerson(value: T.Person): Field[] {
  return [
    { name: 'id', kind: 'int', value: present(value.id, 'Person.id', false) },
    { name: 'firstName', kind: 'string', value: value.firstName },
    { name: 'lastName', kind: 'string', value: value.lastName },
    { name: 'nickname', kind: 'string', nillable: true, value: value.nickname },
    { name: 'kind', kind: 'attribute', valueKind: 'string', value: value.kind },
    {
      name: 'aliases',
      kind: 'array',
      itemName: 'string',
      itemKind: 'string',
      value: value.aliases,
    },
  ];
}

const specsOfListNames: readonly ReadSpec[] = [
  { name: 'maxCount', kind: 'int', required: true },
  { name: 'prefix', kind: 'string' },
];

/** Reads the `ListNames` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeListNames(element: XmlElement): T.ListNames {
  const out: { [key: string]: unknown } = {};
  let v: ReadValue | undefined;
  if ((v = readField(element, specsOfListNames[0])) !== undefined) out['maxCount'] = v;
  if ((v = readField(element, specsOfListNames[1])) !== undefined) out['prefix'] = v;
  return out as unknown as T.ListNames;
}

/** Children of the `ListNames` element, in sequence order. */
export function encodeListNames(value: T.ListNames): Field[] {
  return [
    { name: 'maxCount', kind: 'int', value: present(value.maxCount, 'ListNames.maxCount', false) },
    { name: 'prefix', kind: 'string', value: value.prefix },
  ];
}

const specsOfListNamesResponse: readonly ReadSpec[] = [
  { name: 'listNamesResult', kind: 'array', itemName: 'string', itemKind: 'string' },
];

/** Reads the `ListNamesResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeListNamesResponse(element: XmlElement): T.ListNamesResponse {
  const out: { [key: string]: unknown } = {};
  let v: ReadValue | undefined;
  if ((v = readField(element, specsOfListNamesResponse[0])) !== undefined)
    out['listNamesResult'] = v;
  return out as unknown as T.ListNamesResponse;
}

/** Children of the `ListNamesResponse` element, in sequence order. */
export function encodeListNamesResponse(value: T.ListNamesResponse): Field[] {
  return [
    {
      name: 'listNamesResult',
      kind: 'array',
      itemName: 'string',
      itemKind: 'string',
      value: value.listNamesResult,
    },
  ];
}
