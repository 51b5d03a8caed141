// The generated AccountingClient's query builder and batch() over HTTP against the generated accounting server,
// whose handlers really interpret the statements they receive over a small in-memory set (a tiny interpreter of
// the query language of ../shared/facts/accounting.md below): what the builder writes is what the server reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountingClient, createAccountingServer, type AccountingHandlers } from '@svc/accounting';

type Row = { [name: string]: unknown };

// --- a small interpreter of the select language ---------------------------------------------------------------
type Token = { kind: 'word' | 'string' | 'number' | 'op' | 'punct'; text: string; value?: string | number };

function tokenize(statement: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < statement.length) {
    const ch = statement[i];
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === "'") {
      let value = '';
      i++;
      for (;;) {
        if (i >= statement.length) throw new Error('unterminated string');
        const c = statement[i];
        if (c === '\\') {
          value += statement[i + 1];
          i += 2;
        } else if (c === "'") {
          i++;
          break;
        } else {
          value += c;
          i++;
        }
      }
      tokens.push({ kind: 'string', text: value, value });
    } else if (/[0-9.-]/.test(ch)) {
      const m = /^-?[0-9.]+/.exec(statement.slice(i))![0];
      tokens.push({ kind: 'number', text: m, value: Number(m) });
      i += m.length;
    } else if (/[<>=]/.test(ch)) {
      const m = /^(<=|>=|=|<|>)/.exec(statement.slice(i))![0];
      tokens.push({ kind: 'op', text: m });
      i += m.length;
    } else if (/[(),*]/.test(ch)) {
      tokens.push({ kind: 'punct', text: ch });
      i++;
    } else if (/[A-Za-z_]/.test(ch)) {
      const m = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(statement.slice(i))![0];
      tokens.push({ kind: 'word', text: m });
      i += m.length;
    } else {
      throw new Error(`unexpected ${ch}`);
    }
  }
  return tokens;
}

interface Parsed {
  entity: string;
  where: { field: string; op: string; values: (string | number)[] }[];
  orderBy?: { field: string; desc: boolean };
  start: number;
  max: number;
}

function parse(statement: string): Parsed {
  const t = tokenize(statement);
  let i = 0;
  const word = (w: string) => t[i]?.kind === 'word' && t[i].text.toUpperCase() === w;
  const expect = (w: string) => {
    if (!word(w)) throw new Error(`expected ${w} at ${t[i]?.text}`);
    i++;
  };
  expect('SELECT');
  if (t[i++]?.text !== '*') throw new Error('only SELECT *');
  expect('FROM');
  const entity = t[i++].text;
  const out: Parsed = { entity, where: [], start: 1, max: 100 };
  if (word('WHERE')) {
    i++;
    for (;;) {
      const field = t[i++].text;
      const opToken = t[i++];
      const op = opToken.text.toUpperCase();
      const values: (string | number)[] = [];
      if (op === 'IN') {
        if (t[i++].text !== '(') throw new Error('IN needs (');
        while (t[i].text !== ')') {
          if (t[i].text !== ',') values.push(t[i].value as string | number);
          i++;
        }
        i++;
      } else {
        const v = t[i++];
        if (v.kind !== 'string' && v.kind !== 'number' && !(v.kind === 'word' && /^(true|false)$/i.test(v.text))) throw new Error(`bad value ${v.text}`);
        values.push(v.kind === 'word' ? v.text.toLowerCase() : (v.value as string | number));
      }
      out.where.push({ field, op, values });
      if (!word('AND')) break;
      i++;
    }
  }
  if (word('ORDERBY')) {
    i++;
    const field = t[i++].text;
    let desc = false;
    if (word('DESC') || word('ASC')) desc = t[i++].text.toUpperCase() === 'DESC';
    out.orderBy = { field, desc };
  }
  if (word('STARTPOSITION')) {
    i++;
    out.start = Number(t[i++].text);
  }
  if (word('MAXRESULTS')) {
    i++;
    out.max = Number(t[i++].text);
  }
  if (i !== t.length) throw new Error(`unexpected ${t[i].text}`);
  if (out.max > 1000) throw new Error('MAXRESULTS at most 1000');
  return out;
}

function fieldValue(row: Row, field: string): unknown {
  const v = row[field];
  return v !== null && typeof v === 'object' && 'value' in (v as Row) ? (v as Row).value : v;
}

function matches(row: Row, c: Parsed['where'][number]): boolean {
  const v = fieldValue(row, c.field);
  const x = c.values[0];
  const cmp = (a: unknown, b: unknown) => (typeof a === 'number' ? a - Number(b) : String(a).localeCompare(String(b)));
  switch (c.op) {
    case '=':
      return String(v) === String(x);
    case '<':
      return cmp(v, x) < 0;
    case '>':
      return cmp(v, x) > 0;
    case '<=':
      return cmp(v, x) <= 0;
    case '>=':
      return cmp(v, x) >= 0;
    case 'IN':
      return c.values.map(String).includes(String(v));
    case 'LIKE':
      return new RegExp(`^${String(x).split('%').map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`).test(String(v));
    default:
      throw new Error(`operator ${c.op}`);
  }
}

function run(db: Record<string, Row[]>, statement: string): Record<string, unknown> {
  const q = parse(statement);
  let rows = (db[q.entity] ?? []).filter((r) => q.where.every((c) => matches(r, c)));
  if (q.orderBy) {
    const { field, desc } = q.orderBy;
    const order = (a: unknown, b: unknown) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)));
    rows = [...rows].sort((a, b) => order(fieldValue(a, field), fieldValue(b, field)) * (desc ? -1 : 1));
  }
  const page = rows.slice(q.start - 1, q.start - 1 + q.max);
  return page.length === 0 ? { startPosition: q.start, maxResults: 0 } : { [q.entity]: page, startPosition: q.start, maxResults: page.length };
}

// --- the in-memory company --------------------------------------------------------------------------------------
function company(): Record<string, Row[]> {
  const invoices: Row[] = Array.from({ length: 25 }, (_, k) => ({
    Id: String(k + 1),
    SyncToken: '0',
    DocNumber: `INV-${k + 1}`,
    TxnDate: `2024-01-${String(k + 1).padStart(2, '0')}`,
    TotalAmt: (k + 1) * 10,
    CustomerRef: { value: String((k % 3) + 1) },
  }));
  const customers: Row[] = [
    { Id: '1', SyncToken: '0', DisplayName: "O'Brien & Sons" },
    { Id: '2', SyncToken: '0', DisplayName: 'Back\\slash Ltd' },
    { Id: '3', SyncToken: '0', DisplayName: 'Plain Co' },
  ];
  return { Invoice: invoices, Customer: customers };
}

const db = company();
const statements: string[] = [];
const batchSizes: number[] = [];

const handlers = {
  query: ({ query }: { query: { query: string } }) => {
    statements.push(query.query);
    return run(db, query.query);
  },
  batch: ({ body }: { body: { BatchItemRequest: Row[] } }) => {
    batchSizes.push(body.BatchItemRequest.length);
    return body.BatchItemRequest.map((item) => {
      const bId = item.bId as string;
      if (typeof item.Query === 'string') {
        try {
          return { bId, QueryResponse: run(db, item.Query) };
        } catch (e) {
          return { bId, Fault: { Error: [{ Message: 'Query parser error', Detail: String(e), code: '4000' }], type: 'ValidationFault' } };
        }
      }
      const entity = Object.keys(item).find((k) => !['bId', 'operation', 'optionsData'].includes(k))!;
      const value = item[entity] as Row;
      const table = (db[entity] ??= []);
      if (item.operation === 'create') {
        const created = { ...value, Id: String(table.length + 1), SyncToken: '0' };
        table.push(created);
        return { bId, [entity]: created };
      }
      const found = table.find((r) => r.Id === value.Id);
      if (found === undefined) return { bId, Fault: { Error: [{ Message: 'Object Not Found', Detail: `${entity} ${String(value.Id)}`, code: '610' }], type: 'ValidationFault' } };
      Object.assign(found, value, { SyncToken: String(Number(found.SyncToken) + 1) });
      return { bId, [entity]: found };
    });
  },
} as unknown as AccountingHandlers;

let server: { url: string; close(): Promise<void> };
let client: AccountingClient;
const errors: unknown[] = [];

beforeAll(async () => {
  server = await createAccountingServer(handlers, { validateResponses: true, onError: (e) => errors.push(e) }).listen(0, '127.0.0.1');
  client = new AccountingClient({ environment: { baseUrl: server.url }, realmId: '4620816365', accessToken: 'token' });
});
afterAll(() => server.close());

describe('select(): the typed query builder', () => {
  it('writes the statement of the issue', () => {
    const q = client.select('Invoice').where('TotalAmt', '>', 100).where('CustomerRef', '=', '1').orderBy('TxnDate', 'DESC').limit(50);
    expect(q.toString()).toBe("SELECT * FROM Invoice WHERE TotalAmt > 100 AND CustomerRef = '1' ORDERBY TxnDate DESC MAXRESULTS 50");
  });

  it('checks field names against the entity type at compile time', () => {
    const q = client.select('Invoice');
    // @ts-expect-error: Invoice has no member NoSuchField
    expect(() => q.where('NoSuchField', '=', 1)).not.toThrow();
    // @ts-expect-error: TotalAmt is a number
    q.where('TotalAmt', '=', 'ten');
    // @ts-expect-error: not an operator of the language (refused at run time too)
    expect(() => q.where('TotalAmt', '!=', 1)).toThrow(TypeError);
    // @ts-expect-error: not a queryable entity
    expect(() => client.select('Nothing')).not.toThrow();
    // At run time a name that is not an identifier is refused whatever the types say.
    expect(() => q.where("TotalAmt = 1 OR Id" as 'TotalAmt', '>', 0)).toThrow(TypeError);
    expect(() => q.where('TotalAmt', 'OR' as '=', 0)).toThrow(TypeError);
    expect(() => q.where('TotalAmt', '>', Number.NaN)).toThrow(RangeError);
  });

  it('runs over HTTP and the server reads back the same conditions', async () => {
    const invoices = await client.select('Invoice').where('TotalAmt', '>', 100).where('CustomerRef', '=', '1').orderBy('TxnDate', 'DESC').limit(50).fetch();
    expect(invoices.map((i) => i.Id)).toEqual(['25', '22', '19', '16', '13']);
    expect(statements.at(-1)).toBe("SELECT * FROM Invoice WHERE TotalAmt > 100 AND CustomerRef = '1' ORDERBY TxnDate DESC MAXRESULTS 50");
    const some = await client.select('Invoice').where('Id', 'IN', ['2', '4', '6']).where('DocNumber', 'LIKE', 'INV-%').fetch();
    expect(some.map((i) => i.Id)).toEqual(['2', '4', '6']);
    expect(await client.select('Invoice').where('TotalAmt', '>', 1e6).fetch()).toEqual([]);
  });

  it("escapes values: a name with ' (or a backslash) matches itself and cannot break out", async () => {
    const obrien = await client.select('Customer').where('DisplayName', '=', "O'Brien & Sons").fetch();
    expect(obrien.map((c) => c.Id)).toEqual(['1']);
    expect(statements.at(-1)).toBe("SELECT * FROM Customer WHERE DisplayName = 'O\\'Brien & Sons'");
    const slash = await client.select('Customer').where('DisplayName', '=', 'Back\\slash Ltd').fetch();
    expect(slash.map((c) => c.Id)).toEqual(['2']);
    // An attempt to close the string and add a condition stays one string value: nothing matches.
    const injected = await client.select('Customer').where('DisplayName', '=', "x' OR Id > '0").fetch();
    expect(injected).toEqual([]);
    const trailing = await client.select('Customer').where('DisplayName', '=', "x\\' AND Id > '0").fetch();
    expect(trailing).toEqual([]);
    expect(parse(statements.at(-1)!).where).toEqual([{ field: 'DisplayName', op: '=', values: ["x\\' AND Id > '0"] }]);
  });

  it('all() pages with STARTPOSITION/MAXRESULTS until done', async () => {
    const before = statements.length;
    const ids: string[] = [];
    for await (const inv of client.select('Invoice').orderBy('Id').pageSize(10).all()) ids.push(inv.Id as string);
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    expect(statements.slice(before)).toEqual([
      'SELECT * FROM Invoice ORDERBY Id ASC STARTPOSITION 1 MAXRESULTS 10',
      'SELECT * FROM Invoice ORDERBY Id ASC STARTPOSITION 11 MAXRESULTS 10',
      'SELECT * FROM Invoice ORDERBY Id ASC STARTPOSITION 21 MAXRESULTS 10',
    ]);
    // Default page size is the largest the language allows; limit() caps the total.
    const capped: unknown[] = [];
    for await (const inv of client.select('Invoice').pageSize(5).limit(12).all()) capped.push(inv);
    expect(capped).toHaveLength(12);
    expect(statements.at(-1)).toBe('SELECT * FROM Invoice STARTPOSITION 11 MAXRESULTS 2');
    const all: unknown[] = [];
    for await (const inv of client.select('Invoice').all()) all.push(inv);
    expect(all).toHaveLength(25);
    expect(statements.at(-1)).toBe('SELECT * FROM Invoice STARTPOSITION 1 MAXRESULTS 1000');
    // A page exactly full asks once more and stops on the empty page.
    const exact: unknown[] = [];
    for await (const inv of client.select('Invoice').pageSize(5).where('TotalAmt', '<=', 100).all()) exact.push(inv);
    expect(exact).toHaveLength(10);
    expect(() => client.select('Invoice').pageSize(1001)).toThrow(RangeError);
    expect(() => client.select('Invoice').limit(1001).toString()).toThrow(RangeError);
  });
});

describe('batch(): any number of items, chunked by the batch limit, outcomes in input order', () => {
  it('sends chunks of at most 30 and returns per-item results or faults', async () => {
    batchSizes.length = 0;
    const items = [
      ...Array.from({ length: 62 }, (_, k) => ({ operation: 'create' as const, Customer: { DisplayName: `Batch ${k}` } })),
      { operation: 'update' as const, Customer: { Id: '9999', SyncToken: '0', DisplayName: 'Ghost' } },
      { Query: client.select('Invoice').where('CustomerRef', '=', '2').orderBy('TotalAmt', 'DESC').limit(3) },
      { Query: 'SELECT * FROM Invoice WHERE OR' },
    ];
    const outcomes = await client.batch(items);
    // Chunks go out concurrently (the limiter paces them), so arrival order is free; outcomes are in input order.
    expect([...batchSizes].sort((a, b) => b - a)).toEqual([30, 30, 5]);
    expect(outcomes).toHaveLength(65);
    for (let k = 0; k < 62; k++) {
      const o = outcomes[k];
      expect(o.ok).toBe(true);
      if (o.ok) expect((o.value as { DisplayName?: string }).DisplayName).toBe(`Batch ${k}`);
    }
    const ghost = outcomes[62];
    expect(ghost.ok).toBe(false);
    if (!ghost.ok) expect(ghost.fault?.Error[0].code).toBe('610');
    const query = outcomes[63];
    expect(query.ok).toBe(true);
    if (query.ok) expect((query.value as { Invoice?: { Id?: string }[] }).Invoice?.map((i) => i.Id)).toEqual(['23', '20', '17']);
    const bad = outcomes[64];
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.fault?.Error[0].Message).toBe('Query parser error');
    // The created customers are really there.
    const created = await client.select('Customer').where('DisplayName', 'LIKE', 'Batch %').fetch();
    expect(created).toHaveLength(62);
  });

  it('types each outcome by its item', async () => {
    const [created, found] = await client.batch([
      { operation: 'create', Customer: { DisplayName: 'Typed Co' } },
      { Query: "SELECT * FROM Customer WHERE DisplayName = 'Typed Co'" },
    ]);
    expect(created.ok && created.value.DisplayName).toBe('Typed Co');
    expect(found.ok && found.value.Customer?.[0].DisplayName).toBe('Typed Co');
  });

  it('no items, no request', async () => {
    batchSizes.length = 0;
    expect(await client.batch([])).toEqual([]);
    expect(batchSizes).toEqual([]);
  });

  it('reported no invalid responses', () => {
    expect(errors).toEqual([]);
  });
});
