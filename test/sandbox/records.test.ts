import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copy, seal } from '../../templates/sandbox/records.ts';

// JSON-ish values with what JSON treats specially: undefined and functions (dropped, or null in arrays), non-finite
// numbers and -0, escapes and lone surrogates in strings and keys, a member named __proto__.
const key = fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'a"b', '\u0000', '\ud800', 'é'));
const leaf = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string(),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constant(-0),
  fc.constant(() => 1),
);
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.array(fc.tuple(key, tie('value')), { maxLength: 5 }).map((entries) => {
    const out: { [member: string]: unknown } = {};
    for (const [k, v] of entries) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    return out;
  }),
}));

/** Each object's and array's kind and member names, in order, and each leaf's type (-0 and 0 apart). */
function shape(v: unknown): unknown {
  if (Array.isArray(v)) return ['array', ...v.map(shape)];
  if (v !== null && typeof v === 'object') {
    return ['object', Object.getPrototypeOf(v) === Object.prototype, ...Object.keys(v).map((k) => [k, shape((v as { [m: string]: unknown })[k])])];
  }
  return Object.is(v, -0) ? '-0' : typeof v;
}

describe('stored records', () => {
  it('copy equals a JSON round trip, and seal tells the length JSON.stringify gives', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(value), fc.dictionary(key, value)), (v) => {
        const expected = JSON.parse(JSON.stringify(v)) as unknown;
        const copied = copy(v);
        // Same text (members, order, values) and the same plain objects and arrays all the way down.
        expect(JSON.stringify(copied)).toBe(JSON.stringify(expected));
        expect(shape(copied)).toEqual(shape(expected));
        expect(Object.isFrozen(copied)).toBe(false);
        expect(seal(copied)).toBe(JSON.stringify(expected).length);
        expect(Object.isFrozen(copied)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('a member named __proto__ stays a member, never the prototype of the copy', () => {
    const v = JSON.parse('{"__proto__":{"polluted":true},"a":1}') as object;
    const copied = copy(v) as { [member: string]: unknown };
    expect(Object.getPrototypeOf(copied)).toBe(Object.prototype);
    expect(Object.keys(copied)).toEqual(['__proto__', 'a']);
    expect((copied as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('shares frozen parts, but the copy itself is always new and changeable', () => {
    const stored = { a: { b: [1, 2] }, c: 'x' };
    seal(stored);
    const copied = copy(stored);
    expect(copied).not.toBe(stored);
    expect(copied.a).toBe(stored.a);
    copied.c = 'y';
    expect(stored.c).toBe('x');
    expect(() => {
      (copied.a.b as number[]).push(3);
    }).toThrow(TypeError);
  });

  it('copies what is not plain data (a Date, a class) as JSON writes it, and seals it whole', () => {
    class Money {
      constructor(readonly amount: number) {}
    }
    const v = { when: new Date(0), money: new Money(5), nested: { list: [new Date(1)] } };
    expect(copy(v)).toEqual(JSON.parse(JSON.stringify(v)));
    const raw = { when: new Date(0), money: new Money(5) };
    expect(seal(raw)).toBe(JSON.stringify(raw).length);
    expect(Object.isFrozen(raw.money)).toBe(true);
  });
});
