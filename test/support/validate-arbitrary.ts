/**
 * fast-check arbitraries built from a model type: values that are mostly valid, with every node now and then
 * bent out of shape (wrong type, a bound crossed, an enum missed, a required property left out, an unknown
 * property added), so that both accepting and refusing paths of a validator are exercised.
 */
import fc from 'fast-check';
import type { ApiModel, NamedTypeNode, ObjectTypeNode, TypeNode } from '../../generator/model/types.ts';

export type Shape = 'read' | 'write';

export interface ArbitraryOptions {
  /** Nesting of named types before the builder stops descending into optional parts. */
  maxDepth?: number;
  /** Weight of a broken value against a well-formed one at each node (0 = always well-formed). */
  breakWeight?: number;
}

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -5, max: 5 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
  fc.string({ maxLength: 6 }),
  fc.constant([]),
  fc.constant({}),
);

/** Strings that look like what a format wants, or nearly. */
const formatSamples: Record<string, string[]> = {
  date: ['2015-07-24', '2024-02-29', '2023-02-29', '24/07/2015', '2015-13-01', '2015-7-24'],
  'date-time': [
    '2015-07-24T10:33:39-07:00',
    '2017-09-29T09:17:31.892-07:00',
    '2016-10-05T03:09:04.000Z',
    '2015-07-24 10:33:39Z',
    '2015-07-24T25:00:00Z',
    '2015-07-24T10:33:39',
    '2015-07-24t10:33:39z',
    '2015-02-30T10:33:39Z',
  ],
  email: ['name@example.com', 'a.b@c.example.org', 'not-an-email', 'a@b'],
  uuid: ['123e4567-e89b-12d3-a456-426614174000', 'urn:uuid:123e4567-e89b-12d3-a456-426614174000', '123'],
  uri: ['https://example.com/x?y=1', 'mailto:a@b.c', 'not a uri', '/relative'],
  decimal: ['10.55', '-3', '1.', '.5', '1e3'],
  byte: ['aGVsbG8=', 'aGVsbG8', '!!'],
};

const patternCache = new Map<string, fc.Arbitrary<string> | undefined>();

function patternArbitrary(pattern: string): fc.Arbitrary<string> | undefined {
  if (!patternCache.has(pattern)) {
    let arbitrary: fc.Arbitrary<string> | undefined;
    try {
      arbitrary = fc.stringMatching(new RegExp(pattern, 'u'), { size: 'xsmall' });
    } catch {
      arbitrary = undefined;
    }
    patternCache.set(pattern, arbitrary);
  }
  return patternCache.get(pattern);
}

export function typeArbitrary(model: ApiModel, root: string, shape: Shape, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  const types = new Map<string, NamedTypeNode>(model.types.map((t) => [t.name, t]));
  const maxDepth = options.maxDepth ?? 3;
  const breakWeight = options.breakWeight ?? 1;

  const refCache = new Map<string, fc.Arbitrary<unknown>>();
  const bent = (good: fc.Arbitrary<unknown>, bad: fc.Arbitrary<unknown>[]): fc.Arbitrary<unknown> =>
    breakWeight === 0 ? good : fc.oneof({ arbitrary: good, weight: 30 }, ...bad.map((arbitrary) => ({ arbitrary, weight: breakWeight })));

  const build = (type: TypeNode, depth: number): fc.Arbitrary<unknown> => {
    const core = buildCore(type, depth);
    return type.nullable ? fc.oneof({ arbitrary: core, weight: 5 }, { arbitrary: fc.constant(null), weight: 1 }) : core;
  };

  const buildCore = (type: TypeNode, depth: number): fc.Arbitrary<unknown> => {
    switch (type.kind) {
      case 'unknown':
        return anyJson;
      case 'null':
        return bent(fc.constant(null), [anyJson]);
      case 'boolean':
        return bent(fc.boolean(), [anyJson]);
      case 'literal':
        return bent(fc.constant(type.value), [anyJson]);
      case 'binary':
        return fc.uint8Array({ maxLength: 4 });
      case 'string': {
        const options: fc.Arbitrary<unknown>[] = [];
        if (type.enum && type.enum.length > 0) options.push(fc.constantFrom(...type.enum));
        const fromPattern = type.pattern === undefined ? undefined : patternArbitrary(type.pattern);
        if (fromPattern) options.push(fromPattern);
        if (type.format && formatSamples[type.format]) options.push(fc.constantFrom(...formatSamples[type.format]));
        const min = type.minLength ?? 0;
        const max = type.maxLength ?? min + 8;
        // Astral characters check that lengths count code points.
        options.push(fc.string({ minLength: min, maxLength: Math.min(max, min + 8), unit: fc.constantFrom('a', 'Z', '0', '😀') }));
        const bad: fc.Arbitrary<unknown>[] = [anyJson, fc.string({ maxLength: 3 })];
        if (type.maxLength !== undefined) bad.push(fc.constant('x'.repeat(type.maxLength + 1)), fc.constant('😀'.repeat(type.maxLength)));
        if (min > 0) bad.push(fc.constant('😀'.repeat(min - 1)));
        return bent(fc.oneof(...options), bad);
      }
      case 'number': {
        const lo = type.minimum ?? type.exclusiveMinimum ?? -1000;
        const hi = type.maximum ?? type.exclusiveMaximum ?? 1000;
        const good: fc.Arbitrary<unknown>[] = [
          fc.integer({ min: Math.ceil(Math.max(lo, -1e9)), max: Math.floor(Math.min(hi, 1e9)) }),
        ];
        if (type.enum && type.enum.length > 0) good.push(fc.constantFrom(...type.enum));
        if (!type.integer) good.push(fc.double({ noNaN: true, noDefaultInfinity: true, min: Math.max(lo, -1e9), max: Math.min(hi, 1e9) }));
        const bad: fc.Arbitrary<unknown>[] = [anyJson, fc.constantFrom(lo - 1, hi + 1, lo, hi, 0.5, 2 ** 31, -(2 ** 31) - 1)];
        return bent(fc.oneof(...good), bad);
      }
      case 'array': {
        const items = depth > maxDepth ? fc.constant([]) : fc.array(build(type.items, depth + 1), { maxLength: 3 });
        const sized =
          type.minItems !== undefined && type.minItems > 0 && depth <= maxDepth
            ? fc.array(build(type.items, depth + 1), { minLength: type.minItems, maxLength: type.minItems + 2 })
            : items;
        const bad: fc.Arbitrary<unknown>[] = [anyJson];
        if (type.uniqueItems && depth <= maxDepth) bad.push(build(type.items, depth + 1).map((x) => [x, x]));
        return bent(sized, bad);
      }
      case 'object':
        return objectArbitrary(type, depth);
      case 'ref': {
        const target = types.get(type.name);
        if (target === undefined) return anyJson;
        // Built once per type and depth (depth is bounded, so recursion ends).
        const key = `${type.name}:${Math.min(depth + 1, maxDepth + 2)}`;
        let arbitrary = refCache.get(key);
        if (arbitrary === undefined) {
          arbitrary = build(target.type, Math.min(depth + 1, maxDepth + 2));
          refCache.set(key, arbitrary);
        }
        return arbitrary;
      }
      case 'union':
        return fc.oneof(...type.variants.map((v) => build(v, depth)));
      case 'intersection': {
        if (type.members.length === 0) return anyJson;
        return fc.tuple(...type.members.map((m) => build(m, depth))).map((parts) => {
          if (parts.every((p) => p !== null && typeof p === 'object' && !Array.isArray(p))) return Object.assign({}, ...parts);
          return parts[0];
        });
      }
    }
  };

  const objectArbitrary = (type: ObjectTypeNode, depth: number): fc.Arbitrary<unknown> => {
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    const required: string[] = [];
    for (const property of type.properties) {
      const scoped = (shape === 'write' && property.access === 'read') || (shape === 'read' && property.access === 'write');
      if (!property.required && depth > maxDepth) continue;
      record[property.name] = build(property.type, depth + 1);
      // Scoped properties are sometimes present (dropped / forbidden), never required.
      if (property.required && !scoped) required.push(property.name);
    }
    const good = fc.record(record, { requiredKeys: required.filter(() => breakWeight === 0 || true) });
    const extraValue = typeof type.additionalProperties === 'object' ? build(type.additionalProperties, depth + 1) : anyJson;
    const withExtra = fc
      .tuple(good, fc.constantFrom('extra', 'x-note', 'a/b~c'), extraValue)
      .map(([o, k, v]) => ({ ...(o as object), [k]: v }));
    const bad: fc.Arbitrary<unknown>[] = [anyJson, withExtra];
    if (required.length > 0) {
      bad.push(
        fc.tuple(good, fc.constantFrom(...required)).map(([o, k]) => {
          const copy = { ...(o as Record<string, unknown>) };
          delete copy[k];
          return copy;
        }),
      );
    }
    return bent(good, bad);
  };

  const named = types.get(root);
  if (named === undefined) throw new Error(`no type ${root}`);
  return build(named.type, 0);
}

/** A value nested `depth` levels deep along the first array or object the value allows (for depth caps). */
export function deepArray(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}
