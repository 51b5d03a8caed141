/** The sandbox's select dialect: parsing (positions of errors, bounds) and evaluation (filters, order, paging). */
import { describe, expect, it } from 'vitest';
import { likeMatch, parseQuery, QUERY_LIMITS, QueryError, runQuery, type QueryDialect } from '../../templates/sandbox/query.ts';

const dialect: QueryDialect = {
  operators: ['=', '<', '>', '<=', '>=', 'IN', 'LIKE'],
  orderByKeyword: 'ORDERBY',
  offsetKeyword: 'STARTPOSITION',
  offsetBase: 1,
  limitKeyword: 'MAXRESULTS',
  defaultLimit: 100,
  maxLimit: 1000,
  quote: "'",
  escape: '\\',
};
const parse = (text: string) => parseQuery(text, dialect, ['Invoice', 'Customer']);
const positionOf = (text: string): number => {
  try {
    parse(text);
  } catch (error) {
    if (error instanceof QueryError) return error.position;
  }
  return -1;
};

const rows = [
  { Id: '1', TotalAmt: 50, TxnDate: '2024-01-03', CustomerRef: { value: '7' }, Name: "O'Brien", Active: true },
  { Id: '2', TotalAmt: 150, TxnDate: '2024-01-01', CustomerRef: { value: '8' }, Name: 'Acme', Active: true },
  { Id: '3', TotalAmt: 250, TxnDate: '2024-01-02', CustomerRef: { value: '7' }, Name: 'acme west', Active: false },
];

describe('parseQuery', () => {
  it('reads every clause, case-insensitively', () => {
    const q = parse("select * from invoice where TotalAmt > '100' and CustomerRef IN ('7', '8') orderby TxnDate desc startposition 2 maxresults 5");
    expect(q).toMatchObject({ entity: 'Invoice', select: '*', offset: 1, limit: 5, startPosition: 2 });
    expect(q.where).toEqual([
      { field: 'TotalAmt', operator: '>', values: ['100'] },
      { field: 'CustomerRef', operator: 'IN', values: ['7', '8'] },
    ]);
    expect(q.orderBy).toEqual([{ field: 'TxnDate', descending: true }]);
  });

  it('reads COUNT(*), field lists, escapes and the default and largest page size', () => {
    expect(parse('SELECT COUNT(*) FROM Customer').select).toBe('count');
    expect(parse('SELECT Id, TotalAmt FROM Invoice').select).toEqual(['Id', 'TotalAmt']);
    expect(parse("SELECT * FROM Customer WHERE Name = 'O\\'Brien \\\\'").where[0].values).toEqual(["O'Brien \\"]);
    expect(parse('SELECT * FROM Invoice').limit).toBe(100);
    expect(parse('SELECT * FROM Invoice MAXRESULTS 5000').limit).toBe(1000);
  });

  it('names the position of a malformed statement', () => {
    expect(positionOf('SELECT * FROM Invoice WHERE')).toBe(28);
    expect(positionOf("SELECT * FROM Invoice WHERE Name = 'open")).toBe(36);
    expect(positionOf('SELECT * FROM Nothing')).toBe(15);
    expect(positionOf('SELECT * FROM Invoice WHERE TotalAmt ~ 3')).toBe(38);
    expect(positionOf('SELECT * FROM Invoice STARTPOSITION 0')).toBe(23);
    expect(positionOf('SELECT * FROM Invoice garbage')).toBe(23);
    expect(positionOf('SELECT * FROM Invoice WHERE (TotalAmt > 1)')).toBe(29);
  });

  it('bounds identifiers, IN lists and conditions', () => {
    expect(() => parse(`SELECT * FROM Invoice WHERE ${'a'.repeat(10_000)} = 1`)).toThrow(/Identifier longer/);
    const many = Array.from({ length: QUERY_LIMITS.maxInItems + 1 }, (_, i) => `'${i}'`).join(',');
    expect(() => parse(`SELECT * FROM Invoice WHERE Id IN (${many})`)).toThrow(/at most 1000 values/);
    const conditions = Array.from({ length: QUERY_LIMITS.maxConditions + 1 }, () => 'Id = 1').join(' AND ');
    expect(() => parse(`SELECT * FROM Invoice WHERE ${conditions}`)).toThrow(/at most 50 conditions/);
  });
});

describe('runQuery', () => {
  it('filters, orders and pages; references compare by id; inactive rows hidden by default', () => {
    const options = { hiddenField: 'Active', isHidden: (e: { readonly [k: string]: unknown }) => e.Active === false };
    const all = runQuery(parse('SELECT * FROM Invoice ORDERBY TxnDate DESC'), rows, options);
    expect(all.page?.map((r) => r.Id)).toEqual(['1', '2']);
    expect(runQuery(parse("SELECT * FROM Invoice WHERE Active = false"), rows, options).page?.map((r) => r.Id)).toEqual(['3']);
    expect(runQuery(parse("SELECT * FROM Invoice WHERE CustomerRef = '7'"), rows).page?.map((r) => r.Id)).toEqual(['1', '3']);
    expect(runQuery(parse('SELECT * FROM Invoice WHERE TotalAmt >= 150 ORDERBY TotalAmt DESC'), rows).page?.map((r) => r.Id)).toEqual(['3', '2']);
    expect(runQuery(parse("SELECT * FROM Invoice WHERE name LIKE 'acme%'"), rows).page?.map((r) => r.Id)).toEqual(['2', '3']);
    expect(runQuery(parse('SELECT * FROM Invoice STARTPOSITION 2 MAXRESULTS 1'), rows).page?.map((r) => r.Id)).toEqual(['2']);
    expect(runQuery(parse('SELECT COUNT(*) FROM Invoice WHERE TotalAmt > 100'), rows)).toEqual({ totalCount: 2 });
    expect(runQuery(parse('SELECT Id FROM Invoice MAXRESULTS 1'), rows).page).toEqual([{ Id: '1' }]);
  });

  it('matches LIKE in linear time, without regular expressions', () => {
    expect(likeMatch('abcabc', '%b%c')).toBe(true);
    expect(likeMatch('abc', 'a%c%')).toBe(true);
    expect(likeMatch('abc', '%d%')).toBe(false);
    expect(likeMatch('ab', 'a%b%b')).toBe(false);
    const started = performance.now();
    expect(likeMatch('a'.repeat(100_000), `${'%a'.repeat(2000)}b`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
