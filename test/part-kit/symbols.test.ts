import { describe, expect, it } from 'vitest';
import { createSymbolTable, toIdentifier } from '../../generator/part-kit/symbols.ts';
import type { ApiModel, NamedTypeNode } from '../../generator/model/types.ts';

const at = { file: 'm.yaml', line: 1, column: 1, pointer: '' };
const named = (name: string, hasAccessScoped = false): NamedTypeNode => ({
  name,
  originalName: name,
  type: { kind: 'string' },
  recursive: false,
  hasAccessScoped,
  inRequest: hasAccessScoped,
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

describe('symbol registry', () => {
  it('keeps plain names and derives write shapes', () => {
    const symbols = createSymbolTable(model([named('Pet', true), named('Tag')]));
    expect([symbols.typeName('Pet'), symbols.writeName('Pet'), symbols.inputName('Pet')]).toEqual([
      'Pet',
      'PetWrite',
      'PetWrite',
    ]);
    expect([symbols.typeName('Tag'), symbols.writeName('Tag'), symbols.inputName('Tag')]).toEqual([
      'Tag',
      undefined,
      'Tag',
    ]);
  });

  it('resolves collisions with package exports and derived names deterministically', () => {
    const types = [
      named('Operations'),
      named('Pet', true),
      named('PetWrite'),
      named('RateLimit', true),
      named('string'),
    ];
    // What the package's parts export is claimed first (here two names of the operations part).
    const reserved = ['Operations', 'RateLimit'];
    const symbols = createSymbolTable(model(types), reserved);
    expect(types.map((t) => [symbols.typeName(t.name), symbols.writeName(t.name)])).toEqual([
      ['Operations2', undefined],
      ['Pet', 'PetWrite2'],
      ['PetWrite', undefined],
      ['RateLimit2', 'RateLimit2Write'],
      ['string_', undefined],
    ]);
    // Same model, same answer.
    const again = createSymbolTable(model(types), reserved);
    expect(types.map((t) => again.writeName(t.name))).toEqual(types.map((t) => symbols.writeName(t.name)));
  });

  it('rejects unknown names loudly', () => {
    expect(() => createSymbolTable(model([])).typeName('Nope')).toThrow(/Unknown named type/);
  });

  it.each([
    ['Pet', 'Pet'],
    ['pet-store', 'pet_store'],
    ['1st', '_1st'],
    ['class', 'class_'],
    ['Uint8Array', 'Uint8Array_'],
    ['', '_'],
  ])('toIdentifier(%j) = %j', (given, want) => {
    expect(toIdentifier(given)).toBe(want);
  });
});
