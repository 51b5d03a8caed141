import { describe, expect, it } from 'vitest';
import { createSymbolTable } from '../../generator/part-kit/symbols.ts';
import { typeExpression, type Shape } from '../../generator/part-kit/type-expression.ts';
import { analyseModel } from '../../generator/model/analyse.ts';
import type { ApiModel, NamedTypeNode, TypeNode } from '../../generator/model/types.ts';

const at = { file: 'm.yaml', line: 1, column: 1, pointer: '' };
const named = (name: string, type: TypeNode): NamedTypeNode => ({
  name,
  originalName: name,
  type,
  recursive: false,
  hasAccessScoped: false,
  inRequest: false,
  source: at,
});
const types = [
  named('Cat', {
    kind: 'object',
    additionalProperties: false,
    properties: [{ name: 'kind', required: true, type: { kind: 'literal', value: 'cat' } }],
  }),
  named('Dog', {
    kind: 'object',
    additionalProperties: false,
    properties: [
      { name: 'kind', required: true, type: { kind: 'string' } },
      { name: 'id', required: true, access: 'read', type: { kind: 'string' } },
    ],
  }),
];
// Every type here stands in a request, as if an operation sent it (write shapes exist only for such types).
const analysed: ApiModel = analyseModel({
  name: 'm',
  title: 'M',
  version: '1',
  source: at,
  services: [],
  types,
  securitySchemes: [],
  rateLimits: [],
  rateLimitKeys: [],
  extensions: {},
});
const model: ApiModel = {
  ...analysed,
  types: analysed.types.map((t) => ({ ...t, inRequest: true })),
};
const symbols = createSymbolTable(model);
const lookup = new Map(model.types.map((t) => [t.name, t]));
const render = (type: TypeNode, shape: Shape = 'read'): string =>
  typeExpression(type, { symbols, types: lookup, shape }).replace(/\s*\n\s*/g, ' ');

const str: TypeNode = { kind: 'string' };
const cases: [string, { given: TypeNode; shape?: Shape; want: string }][] = [
  ['string', { given: str, want: 'string' }],
  ['integer', { given: { kind: 'number', integer: true }, want: 'number' }],
  ['string enum', { given: { kind: 'string', enum: ['a', "it's"] }, want: "'a' | 'it\\'s'" }],
  ['number enum', { given: { kind: 'number', integer: true, enum: [1, 2] }, want: '1 | 2' }],
  [
    'nullable enum',
    {
      given: { kind: 'string', enum: ['a'], nullable: true },
      want: "'a' | null",
    },
  ],
  ['nullable unknown stays unknown', { given: { kind: 'unknown', nullable: true }, want: 'unknown' }],
  ['binary', { given: { kind: 'binary' }, want: 'Uint8Array' }],
  ['literal', { given: { kind: 'literal', value: 'x' }, want: "'x'" }],
  [
    'array of a union is parenthesised',
    {
      given: { kind: 'array', items: { ...str, nullable: true } },
      want: '(string | null)[]',
    },
  ],
  [
    'optional vs nullable properties',
    {
      given: {
        kind: 'object',
        additionalProperties: false,
        properties: [
          { name: 'a', required: false, type: str },
          { name: 'b', required: true, type: { ...str, nullable: true } },
          { name: 'c-d', required: false, type: { ...str, nullable: true } },
        ],
      },
      want: "{ a?: string; b: string | null; 'c-d'?: string | null; }",
    },
  ],
  [
    'free-form object',
    {
      given: { kind: 'object', properties: [], additionalProperties: true },
      want: '{ [key: string]: unknown; }',
    },
  ],
  [
    'closed empty object',
    {
      given: { kind: 'object', properties: [], additionalProperties: false },
      want: 'Record<string, never>',
    },
  ],
  [
    'map of strings',
    {
      given: { kind: 'object', properties: [], additionalProperties: str },
      want: '{ [key: string]: string; }',
    },
  ],
  [
    'index signature kept when every property fits',
    {
      given: {
        kind: 'object',
        properties: [{ name: 'a', required: true, type: str }],
        additionalProperties: str,
      },
      want: '{ a: string; [key: string]: string; }',
    },
  ],
  [
    'index signature widened when an optional property would not fit',
    {
      given: {
        kind: 'object',
        properties: [{ name: 'a', required: false, type: str }],
        additionalProperties: str,
      },
      want: '{ a?: string; /** Other properties: `string` (widened: the declared properties do not all fit it). */ [key: string]: unknown; }',
    },
  ],
  [
    'intersection with a union member',
    {
      given: {
        kind: 'intersection',
        members: [
          { kind: 'ref', name: 'Cat' },
          { kind: 'union', mode: 'anyOf', variants: [str, { kind: 'null' }] },
        ],
      },
      want: 'Cat & (string | null)',
    },
  ],
  [
    'discriminated union: narrows only variants that do not fix the tag',
    {
      given: {
        kind: 'union',
        mode: 'oneOf',
        variants: [
          { kind: 'ref', name: 'Cat' },
          { kind: 'ref', name: 'Dog' },
        ],
        discriminator: {
          property: 'kind',
          mapping: [
            { value: 'cat', type: 'Cat' },
            { value: 'dog', type: 'Dog' },
            { value: 'hound', type: 'Dog' },
          ],
        },
      },
      want: "Cat | (Dog & { kind: 'dog' | 'hound' })",
    },
  ],
  [
    'write shape drops read-only properties and points refs at write shapes',
    {
      given: {
        kind: 'object',
        additionalProperties: false,
        properties: [
          { name: 'id', required: true, access: 'read', type: str },
          { name: 'pw', required: true, access: 'write', type: str },
          { name: 'dog', required: false, type: { kind: 'ref', name: 'Dog' } },
        ],
      },
      shape: 'write',
      want: '{ /** Write-only: sent by clients, never returned by the server. */ pw: string; dog?: DogWrite; }',
    },
  ],
  [
    'full shape: readonly modifier, write-only optional',
    {
      given: {
        kind: 'object',
        additionalProperties: false,
        properties: [
          { name: 'id', required: true, access: 'read', type: str },
          { name: 'pw', required: true, access: 'write', type: str },
        ],
      },
      want: '{ /** Read-only: set by the server. */ readonly id: string; /** Write-only: sent by clients, never returned by the server (hence optional here). */ pw?: string; }',
    },
  ],
];

describe('typeExpression', () => {
  it.each(cases)('%s', (_name, { given, shape, want }) => {
    expect(render(given, shape)).toBe(want);
  });
});
