import { describe, expect, it } from 'vitest';
import { analyseModel, validateModel } from '../../generator/model/analyse.ts';
import type { ApiModel, NamedTypeNode, TypeNode } from '../../generator/model/types.ts';
import { loadModelFixture } from '../support/emit-fixtures.ts';

const at = { file: 'm.yaml', line: 1, column: 1, pointer: '' };
const ref = (name: string): TypeNode => ({ kind: 'ref', name });
const object = (props: [string, TypeNode, ('read' | 'write')?][]): TypeNode => ({
  kind: 'object',
  additionalProperties: false,
  properties: props.map(([name, type, access]) => ({
    name,
    type,
    required: true,
    access,
  })),
});
const named = (name: string, type: TypeNode): NamedTypeNode => ({
  name,
  originalName: name,
  type,
  recursive: false,
  hasAccessScoped: false,
  inRequest: false,
  source: at,
});
const model = (types: NamedTypeNode[]): ApiModel => ({
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
const facts = (m: ApiModel): Record<string, [boolean, boolean]> =>
  Object.fromEntries(analyseModel(m).types.map((t) => [t.name, [t.recursive, t.hasAccessScoped]]));

describe('analyseModel', () => {
  it.each<
    [
      string,
      {
        given: NamedTypeNode[];
        want: Record<string, [recursive: boolean, scoped: boolean]>;
      },
    ]
  >([
    [
      'plain types',
      {
        given: [named('A', object([['x', { kind: 'string' }]]))],
        want: { A: [false, false] },
      },
    ],
    [
      'self reference',
      {
        given: [named('A', object([['next', ref('A')]]))],
        want: { A: [true, false] },
      },
    ],
    [
      'mutual recursion through an array, and a type that only reaches the cycle',
      {
        given: [
          named('A', object([['bs', { kind: 'array', items: ref('B') }]])),
          named('B', object([['a', ref('A')]])),
          named('C', ref('A')),
        ],
        want: { A: [true, false], B: [true, false], C: [false, false] },
      },
    ],
    [
      'readOnly nested inline, and reached through refs and unions',
      {
        given: [
          named('Leaf', object([['meta', object([['id', { kind: 'string' }, 'read']])]])),
          named('Mid', {
            kind: 'union',
            mode: 'oneOf',
            variants: [ref('Leaf'), { kind: 'null' }],
          }),
          named('Top', { kind: 'intersection', members: [ref('Mid')] }),
          named('Other', object([['x', { kind: 'number', integer: true }]])),
        ],
        want: {
          Leaf: [false, true],
          Mid: [false, true],
          Top: [false, true],
          Other: [false, false],
        },
      },
    ],
    [
      'writeOnly inside a cycle marks the whole cycle and what reaches it',
      {
        given: [
          named('A', object([['b', ref('B')]])),
          named(
            'B',
            object([
              ['a', ref('A')],
              ['secret', { kind: 'string' }, 'write'],
            ]),
          ),
          named('C', { kind: 'array', items: ref('A') }),
          named('D', object([['x', { kind: 'string' }]])),
        ],
        want: {
          A: [true, true],
          B: [true, true],
          C: [false, true],
          D: [false, false],
        },
      },
    ],
    [
      'additionalProperties schema is followed',
      {
        given: [
          named('Map', {
            kind: 'object',
            properties: [],
            additionalProperties: ref('Item'),
          }),
          named('Item', object([['id', { kind: 'string' }, 'read']])),
        ],
        want: { Map: [false, true], Item: [false, true] },
      },
    ],
  ])('%s', (_name, { given, want }) => {
    expect(facts(model(given))).toEqual(want);
  });

  it('returns a new model and leaves the input untouched', () => {
    const input = model([named('A', object([['next', ref('A')]]))]);
    const snapshot = JSON.stringify(input);
    const output = analyseModel(input);
    expect(output).not.toBe(input);
    expect(JSON.stringify(input)).toBe(snapshot);
  });

  it('handles a deep chain without overflowing the stack', () => {
    const count = 20_000;
    const types = Array.from({ length: count }, (_, i) =>
      named(`T${i}`, i + 1 < count ? object([['n', ref(`T${i + 1}`)]]) : object([['id', { kind: 'string' }, 'read']])),
    );
    const result = analyseModel(model(types)).types;
    expect(result.every((t) => t.hasAccessScoped && !t.recursive)).toBe(true);
  });

  it('computes the fixtures as expected', () => {
    const types = analyseModel(loadModelFixture('rest-petstore')).types;
    const pick = (flag: 'recursive' | 'hasAccessScoped'): string[] => types.filter((t) => t[flag]).map((t) => t.name);
    expect(pick('recursive')).toEqual(['Category']);
    expect(pick('hasAccessScoped')).toEqual(['Animal', 'Bird', 'Cat', 'Dog', 'Owner', 'Page', 'PetBase', 'PetList']);
  });
});

describe('validateModel', () => {
  it('accepts the fixtures', () => {
    expect(validateModel(loadModelFixture('rest-petstore'))).toEqual([]);
    expect(validateModel(loadModelFixture('soap-directory'))).toEqual([]);
  });

  it('reports duplicate names, unknown refs and bad discriminator mappings with codes', () => {
    const bad = model([
      named('A', {
        kind: 'union',
        mode: 'oneOf',
        variants: [ref('B')],
        discriminator: { property: 'k', mapping: [{ value: 'c', type: 'C' }] },
      }),
      named('A', ref('Missing')),
      named('B', object([])),
    ]);
    expect(validateModel(bad).map((d) => d.code)).toEqual(['SVC010', 'SVC014', 'SVC002']);
  });
});
