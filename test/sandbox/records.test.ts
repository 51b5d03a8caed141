import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copy, resealFrom, seal } from '../../templates/sandbox/records.ts';

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

/** A deep copy that keeps what JSON would drop (resealFrom freezes what it is given; fast-check reuses its values). */
function fresh(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(fresh);
  if (v === null || typeof v !== 'object') return v;
  const out: { [member: string]: unknown } = {};
  for (const k of Object.keys(v)) Object.defineProperty(out, k, { value: fresh((v as { [m: string]: unknown })[k]), enumerable: true, writable: true, configurable: true });
  return out;
}

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

  it('resealFrom tells the length JSON.stringify gives for a record made from a sealed one, and freezes it', () => {
    const plainObject = fc.dictionary(key, value);
    // Each step: a member replaced by a new value, set to the same one, removed, or added.
    const edit = fc.tuple(fc.constantFrom('replace', 'same', 'remove', 'add'), fc.nat(), key, value);
    fc.assert(
      fc.property(plainObject, fc.array(edit, { maxLength: 6 }), (start, edits) => {
        const previous = copy(start);
        const previousLength = seal(previous);
        const next: { [member: string]: unknown } = { ...previous };
        for (const [kind, n, name, member] of edits) {
          const keys = Object.keys(next);
          const chosen = keys.length > 0 ? keys[n % keys.length] : name;
          if (kind === 'remove') delete next[chosen];
          else if (kind === 'same') {
            if (Object.hasOwn(previous, chosen)) Object.defineProperty(next, chosen, { value: previous[chosen], enumerable: true, writable: true, configurable: true });
          } else Object.defineProperty(next, kind === 'add' ? name : chosen, { value: fresh(member), enumerable: true, writable: true, configurable: true });
        }
        expect(resealFrom(next, previous, previousLength)).toBe(JSON.stringify(next).length);
        expect(Object.isFrozen(next)).toBe(true);
        for (const member of Object.values(next)) if (member !== null && typeof member === 'object') expect(Object.isFrozen(member)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('resealFrom seals whole what is not a plain object made from a sealed one', () => {
    const array = [1, { a: 'x' }];
    expect(resealFrom(array, { a: 1 }, 7)).toBe(JSON.stringify(array).length);
    const unsealed = { a: 1 };
    const next = { a: 2, b: [true] };
    expect(resealFrom(next, unsealed, 999)).toBe(JSON.stringify(next).length);
    expect(Object.isFrozen(next.b)).toBe(true);
  });
});
