/**
 * The fixtures runtime copied into every package: seeded PRNG, deep merge, the regex-subset generator, dates,
 * strings and numbers within constraints, builders and invalid-case assembly.
 */
import { describe, expect, it } from 'vitest';
import {
  cloneValue,
  dateOf,
  dateTimeOf,
  deepMerge,
  FixtureGen,
  fixtureBuilder,
  fixtureSeed,
  invalidCases,
  invalidList,
  type InvalidList,
  mulberry32,
  stringMatching,
  type TextKind,
} from '../../templates/fixtures-runtime.ts';

describe('mulberry32 and fixtureSeed', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    // Pinned: the same numbers on every machine.
    expect(mulberry32(1)().toFixed(8)).toBe(mulberry32(1)().toFixed(8));
    expect(fixtureSeed('Invoice', 0)).toBe(fixtureSeed('Invoice', 0));
    expect(fixtureSeed('Invoice', 0)).not.toBe(fixtureSeed('Invoice', 1));
    expect(fixtureSeed('Invoice', 0)).not.toBe(fixtureSeed('Customer', 0));
  });
});

describe('deepMerge', () => {
  it.each([
    ['objects merge', { a: 1, b: { c: 2, d: 3 } }, { b: { c: 9 } }, { a: 1, b: { c: 9, d: 3 } }],
    ['arrays replace', { a: [1, 2, 3] }, { a: [4] }, { a: [4] }],
    ['null replaces', { a: { b: 1 } }, { a: null }, { a: null }],
    ['undefined keeps', { a: 1 }, { a: undefined }, { a: 1 }],
    ['new keys added', { a: 1 }, { b: { c: 1 } }, { a: 1, b: { c: 1 } }],
    ['scalar base', 'x', 'y', 'y'],
  ])('%s', (_, base, overrides, want) => {
    const before = JSON.stringify(base);
    expect(deepMerge(base, overrides)).toEqual(want);
    expect(JSON.stringify(base)).toBe(before);
  });

  it('clones nested override values, so later changes do not leak', () => {
    const override = { a: { b: [1] } };
    const merged = deepMerge({}, override) as typeof override;
    merged.a.b.push(2);
    expect(override.a.b).toEqual([1]);
    expect(cloneValue(new Uint8Array([1, 2]))).toEqual(new Uint8Array([1, 2]));
  });
});

describe('stringMatching', () => {
  it.each([
    '^[0-9]+(\\.[0-9]+)?$',
    '^(0[1-9]|1[0-2])$',
    '^([0-9]{12,19}|x+[0-9]{4})$',
    '^([0-9]{3,4}|x{3,4})$',
    '^([0-9]{4,17}|[x*]+[0-9]{4})$',
    '^[A-Z]{3}$',
    '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$',
    '^-?[0-9]+(\\.[0-9]{1,2})?$',
    '^[a-z][a-z0-9_-]{2,15}$',
    '^\\d{3}-\\d{2}-\\d{4}$',
    '^(?:[A-Z]{2}|[a-z]+)\\w*$',
    '^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$',
    'abc',
    '^a.b*c?$',
  ])('%s: 200 draws all match', (pattern) => {
    const random = mulberry32(7);
    const re = new RegExp(pattern);
    for (let i = 0; i < 200; i++) {
      const value = stringMatching(pattern, random);
      expect(re.test(value), value).toBe(true);
    }
  });

  it('refuses what it does not support instead of producing a wrong value', () => {
    expect(() => stringMatching('^(?=a)a$', mulberry32(1))).toThrow(/lookaround/);
  });
});

describe('dates', () => {
  it('writes calendar dates and timestamps with an offset', () => {
    expect(dateOf(0)).toBe('2016-01-01');
    expect(dateOf(59)).toBe('2016-02-29');
    expect(dateTimeOf(0, 3661, '-07:00')).toBe('2016-01-01T01:01:01-07:00');
    expect(dateTimeOf(10, 0, 'Z')).toBe('2016-01-11T00:00:00Z');
  });
});

describe('FixtureGen', () => {
  const gen = (index = 0, complete = false): FixtureGen => new FixtureGen('T', { index, complete });

  it('draws strings of every kind, realistic and within constraints', () => {
    const kinds: TextKind[] = ['personName', 'email', 'phone', 'street', 'city', 'postalCode', 'country', 'date', 'dateTime', 'uuid', 'url', 'amount'];
    const g = gen();
    for (const kind of kinds) expect(g.text(kind).length).toBeGreaterThan(0);
    expect(g.text('email')).toMatch(/^[a-z]+\.[a-z]+@[a-z.]+$/);
    expect(g.text('uuid')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(g.text('text', { format: 'date' })).toMatch(/^20[12][0-9]-[01][0-9]-[0-3][0-9]$/);
    expect(g.text('text', { format: 'date-time' })).toMatch(/T[0-9]{2}:[0-9]{2}:[0-9]{2}(Z|[+-][0-9]{2}:[0-9]{2})$/);
    for (let i = 0; i < 50; i++) {
      expect(g.text('sentence', { maxLength: 5 }).length).toBeLessThanOrEqual(5);
      expect(g.text('word', { minLength: 12 }).length).toBeGreaterThanOrEqual(12);
      expect(g.text('city', { pattern: /^[A-Z]{3}$/ })).toMatch(/^[A-Z]{3}$/);
    }
  });

  it('keeps a city, region and postal code of one object from one place', () => {
    const g = gen(3);
    const address = g.ref((h) => ({ city: h.text('city'), region: h.text('region'), postalCode: h.text('postalCode') }));
    const again = new FixtureGen('T', { index: 3 }).ref((h) => ({ city: h.text('city'), region: h.text('region'), postalCode: h.text('postalCode') }));
    expect(again).toEqual(address);
  });

  it('draws numbers within bounds and on multipleOf', () => {
    const g = gen();
    for (let i = 0; i < 200; i++) {
      const n = g.number('amount', { minimum: 10, maximum: 20, multipleOf: 0.25 });
      expect(n).toBeGreaterThanOrEqual(10);
      expect(n).toBeLessThanOrEqual(20);
      expect(Number.isInteger(n / 0.25)).toBe(true);
      const k = g.number('count', { integer: true, exclusiveMinimum: 0, exclusiveMaximum: 3 });
      expect([1, 2]).toContain(k);
      const big = g.number('integer', { integer: true, minimum: 5000 });
      expect(Number.isInteger(big) && big >= 5000).toBe(true);
    }
  });

  it('fills arrays within minItems/maxItems, unique when asked', () => {
    const g = gen();
    for (let i = 0; i < 50; i++) {
      const items = g.array({ minItems: 2, maxItems: 4, uniqueItems: true }, () => g.int(1, 100));
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items.length).toBeLessThanOrEqual(4);
      expect(new Set(items).size).toBe(items.length);
    }
    expect(g.array({ maxItems: 0 }, () => 1)).toEqual([]);
  });

  it('complete mode includes every optional member and never null', () => {
    const g = gen(0, true);
    for (let i = 0; i < 20; i++) {
      expect(g.optional('a', () => 1)).toEqual({ a: 1 });
      expect(g.nullable(() => 1)).toBe(1);
    }
  });

  it('uses the k-th example for the k-th top-level fixture', () => {
    expect(gen(0).example(['x', 'y'], () => 'z')).toBe('x');
    expect(gen(1).example(['x', 'y'], () => 'z')).toBe('y');
    expect(gen(2).example(['x', 'y'], () => 'z')).toBe('z');
  });

  it('stops a recursion that cannot end, with a message', () => {
    const endless = (g: FixtureGen): unknown => ({ next: g.ref(endless) });
    expect(() => gen().ref(endless)).toThrow(/does not terminate/);
  });
});

describe('fixtureBuilder and invalidCases', () => {
  const build = (g: FixtureGen): unknown => ({ id: g.int(1, 1_000_000), tags: g.array({ minItems: 1 }, () => g.text('word')), nested: { a: 1 } });

  it('builds, seeds, many and overrides', () => {
    const fixture = fixtureBuilder<{ id: number; tags: string[]; nested: { a: number; b?: number } }>('X', build);
    expect(fixture()).toEqual(fixture.seed(0));
    expect(fixture.many(3)[2]).toEqual(fixture.seed(2));
    expect(fixture({ nested: { b: 2 } }).nested).toEqual({ a: 1, b: 2 });
    expect(fixture({ tags: [] }).tags).toEqual([]);
  });

  it('applies each mutation to its own copy of the complete value', () => {
    const cases = invalidCases('X', build, [
      { at: '/id', path: '/id', code: 'required', remove: true },
      { at: '/nested/a', path: '/nested/a', code: 'type', set: 'x' },
      { at: '/tags', path: '/tags', code: 'maxItems', resize: 5 },
      { at: '/tags', path: '/tags/1', code: 'uniqueItems', duplicate: true },
      { at: '', path: '', code: 'type', set: 'text' },
    ]);
    expect(cases.map((c) => c.code)).toEqual(['required', 'type', 'maxItems', 'uniqueItems', 'type']);
    expect(cases[0].value).not.toHaveProperty('id');
    expect((cases[1].value as { nested: { a: unknown } }).nested.a).toBe('x');
    expect((cases[2].value as { tags: unknown[] }).tags).toHaveLength(5);
    const dup = (cases[3].value as { tags: unknown[] }).tags;
    expect(dup[0]).toEqual(dup[1]);
    expect(cases[4].value).toBe('text');
    expect((cases[1].value as { id: number }).id).toBe((cases[2].value as { id: number }).id);
  });

  it('expands compact lists: delegations moved under their pointer, skipNull, recursion cut, no duplicates', () => {
    const child = (g: FixtureGen): unknown => ({ name: g.text('word'), kids: [{ name: 'k', kids: [{ name: 'j' }] }] });
    const parent = (g: FixtureGen): unknown => ({ id: 1, child: g.ref(child), other: g.ref(child) });
    const invalidChild: InvalidList = invalidList('Child', child, () => [
      ['', 'nullable', null],
      ['', 'type', 'not an object'],
      ['/name', 'required'],
      ['/kids/0', invalidChild],
    ]);
    const invalidParent: InvalidList = invalidList('Parent', parent, () => [
      ['/id', 'type', 'x'],
      ['/child', invalidChild],
      ['/other', invalidChild, 'skipNull'],
      ['/id', 'type', 'x'],
    ]);
    const cases = invalidParent().map((c) => `${c.code} ${c.path}`);
    expect(cases).toEqual([
      'type /id',
      'nullable /child',
      'type /child',
      'required /child/name',
      // Child inside Child: the recursion is cut there, keeping only its root cases.
      'nullable /child/kids/0',
      'type /child/kids/0',
      'type /other',
      'required /other/name',
      'nullable /other/kids/0',
      'type /other/kids/0',
    ]);
    const removed = invalidParent()[3].value as { child: Record<string, unknown> };
    expect(removed.child).not.toHaveProperty('name');
    // At the top, Child itself is not on the stack yet: its own kids are expanded once (and not taken from the
    // cut expansion above: a result that depended on the stack is not memoised).
    expect(invalidChild().map((c) => c.path)).toEqual(['', '', '/name', '/kids/0', '/kids/0', '/kids/0/name', '/kids/0/kids/0', '/kids/0/kids/0']);
  });
});
