// Unit tests of the runtime's query builder (templates/rest-client/query.ts) and batch helper (templates/rest-client/batch.ts).
import { describe, expect, it } from 'vitest';
import { renderQueryValue, selectFrom, type QueryDialect } from '../../templates/rest-client/query.ts';
import { runBatch, type BatchShape } from '../../templates/rest-client/batch.ts';

const dialect: QueryDialect = {
  operators: ['=', '<', '>', 'IN', 'LIKE'],
  orderByKeyword: 'ORDER BY',
  offsetKeyword: 'OFFSET',
  offsetBase: 0,
  limitKeyword: 'LIMIT',
  defaultLimit: 10,
  maxLimit: 3,
  quote: "'",
  escape: '\\',
};

type Thing = { name?: string; size?: number; ok?: boolean };

describe('query builder', () => {
  it.each([
    ['plain', 'abc', "'abc'"],
    ['quote', "it's", "'it\\'s'"],
    ['escape char', 'a\\', "'a\\\\'"],
    ['escape then quote', "\\'", "'\\\\\\''"],
    ['number', 1.5, '1.5'],
    ['boolean', true, 'true'],
  ] as const)('renders %s', (_name, value, want) => {
    expect(renderQueryValue(dialect, value)).toBe(want);
  });

  it('refuses non-finite numbers, odd operators and non-identifier names', () => {
    const q = selectFrom<Thing>(dialect, async () => ({}), 'Thing');
    expect(() => renderQueryValue(dialect, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => q.where('size', '<>', 1)).toThrow(TypeError);
    expect(() => q.where('size; DROP' as 'size', '=', 1)).toThrow(TypeError);
    expect(() => q.where('size', 'IN', [])).toThrow(RangeError);
    expect(() => selectFrom(dialect, async () => ({}), 'Thing x')).toThrow(TypeError);
  });

  it('is immutable and writes the dialect keywords', () => {
    const base = selectFrom<Thing>(dialect, async () => ({}), 'Thing');
    const q = base.where('name', 'like', 'a%').where('size', 'IN', [1, 2]).orderBy('size', 'DESC').offset(2).limit(3);
    expect(base.toString()).toBe('SELECT * FROM Thing');
    expect(q.toString()).toBe("SELECT * FROM Thing WHERE name LIKE 'a%' AND size IN (1, 2) ORDER BY size DESC OFFSET 2 LIMIT 3");
  });

  it('all() pages from the dialect base until a short page', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({ name: `n${i}` }));
    const sent: string[] = [];
    const q = selectFrom<Thing>(dialect, async (statement) => {
      sent.push(statement);
      const [, offset, limit] = /OFFSET (\d+) LIMIT (\d+)/.exec(statement)!.map(Number);
      const page = rows.slice(offset, offset + limit);
      return page.length > 0 ? { Thing: page } : {};
    }, 'Thing');
    const got: Thing[] = [];
    for await (const t of q.all()) got.push(t);
    expect(got).toEqual(rows);
    expect(sent).toEqual(['SELECT * FROM Thing OFFSET 0 LIMIT 3', 'SELECT * FROM Thing OFFSET 3 LIMIT 3', 'SELECT * FROM Thing OFFSET 6 LIMIT 3']);
  });
});

describe('runBatch', () => {
  const shape: BatchShape = { itemsMember: 'Items', idMember: 'id', operationMember: 'op', queryMember: 'Q', queryResultMember: 'QR', faultMember: 'Err' };

  it('chunks, numbers, matches by id (in any answer order) and keeps input order', async () => {
    const bodies: unknown[] = [];
    const items = Array.from({ length: 5 }, (_, i) => ({ op: 'create', Thing: { name: `t${i}` } }));
    const outcomes = await runBatch(shape, [...items, { Q: { toString: () => 'SELECT 1' } }], 2, async (body) => {
      bodies.push(body);
      const list = (body as { Items: { id: string; Thing?: { name: string }; Q?: string }[] }).Items;
      return list
        .map((it) => (it.Q !== undefined ? { id: it.id, QR: { q: it.Q } } : it.Thing?.name === 't3' ? { id: it.id, Err: { why: 'no' } } : { id: it.id, Thing: it.Thing }))
        .reverse();
    });
    expect(bodies.map((b) => (b as { Items: unknown[] }).Items.length)).toEqual([2, 2, 2]);
    expect((bodies[0] as { Items: { id: string }[] }).Items.map((i) => i.id)).toEqual(['1', '2']);
    expect(outcomes).toEqual([
      { ok: true, value: { name: 't0' } },
      { ok: true, value: { name: 't1' } },
      { ok: true, value: { name: 't2' } },
      { ok: false, fault: { why: 'no' } },
      { ok: true, value: { name: 't4' } },
      { ok: true, value: { q: 'SELECT 1' } },
    ]);
  });

  it('an item without an answer is a fault-less failure; a bad chunk size is refused', async () => {
    expect(await runBatch(shape, [{ op: 'create', Thing: {} }], 30, async () => [])).toEqual([{ ok: false, fault: undefined }]);
    await expect(runBatch(shape, [], 0, async () => [])).rejects.toThrow(RangeError);
  });
});
