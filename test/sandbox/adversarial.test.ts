// Hostile input to the generated sandboxes over HTTP on 127.0.0.1: statements built to be slow or huge, huge
// batches, hostile fault headers and tokens, and more tenants than the sandbox keeps. Each case asserts the exact
// answer, in the interface's own error format, and that the sandbox still answers a normal request afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountingSandbox } from '@svc/accounting';
import { createPaymentsSandbox } from '@svc/payments';
import { parseFault } from '../../templates/sandbox/faults.ts';

let accounting: { url: string; close(): Promise<void> };
let payments: { url: string; close(): Promise<void> };
const auth = { authorization: 'Bearer adversary' };

beforeAll(async () => {
  accounting = await createAccountingSandbox({ rateLimits: false, store: { maxTenants: 20 } }).listen(0, '127.0.0.1');
  payments = await createPaymentsSandbox({ rateLimits: false }).listen(0, '127.0.0.1');
});
afterAll(async () => {
  await accounting.close();
  await payments.close();
});

async function query(statement: string, realm = 'hostile'): Promise<{ status: number; body: { Fault?: { Error: { code: string; Detail: string }[] }; QueryResponse?: unknown } }> {
  const response = await fetch(`${accounting.url}/v3/company/${realm}/query?query=${encodeURIComponent(statement)}`, { headers: auth });
  return { status: response.status, body: (await response.json()) as never };
}

async function stillServes(): Promise<void> {
  const ok = await query('SELECT COUNT(*) FROM Customer');
  expect(ok).toEqual({ status: 200, body: { QueryResponse: { totalCount: 5 }, time: expect.any(String) } });
}

const parserError = (detail: RegExp) => ({
  status: 400,
  body: { Fault: { Error: [{ Message: 'Error parsing query', Detail: expect.stringMatching(detail), code: '4000', element: '' }], type: 'ValidationFault' }, time: expect.any(String) },
});

describe('sandbox query dialect under attack', () => {
  it('refuses an IN list past 1000 values', async () => {
    const values = Array.from({ length: 1001 }, (_, i) => `'${i}'`).join(',');
    expect(await query(`SELECT * FROM Invoice WHERE Id IN (${values})`)).toEqual(parserError(/^QueryParserError: Encountered "1000"; expected at most 1000 values in IN at position \d+$/));
    await stillServes();
  });

  it('refuses nesting (the dialect has no parentheses) at its position', async () => {
    expect(await query(`SELECT * FROM Invoice WHERE ${'('.repeat(5000)}Id = '1'${')'.repeat(5000)}`)).toEqual(
      parserError(/^QueryParserError: Encountered "\("; expected a field name at position 29$/),
    );
    await stillServes();
  });

  it('refuses a 10,000-character identifier', async () => {
    expect(await query(`SELECT * FROM Invoice WHERE ${'x'.repeat(10_000)} = '1'`)).toEqual(parserError(/^QueryParserError: Identifier longer than 128 characters at position 29$/));
    await stillServes();
  });

  it('refuses an unterminated string at the quote', async () => {
    expect(await query("SELECT * FROM Customer WHERE DisplayName = 'O\\'Brien")).toEqual(parserError(/^QueryParserError: Unterminated string at position 44$/));
    await stillServes();
  });

  it('answers LIKE patterns that would backtrack a regular expression at once', async () => {
    const c = await fetch(`${accounting.url}/v3/company/like/customer`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ DisplayName: 'a'.repeat(500) }),
    });
    expect(c.status).toBe(200);
    const started = performance.now();
    const pattern = `${'%a'.repeat(200)}%b`;
    expect(await query(`SELECT COUNT(*) FROM Customer WHERE DisplayName LIKE '${pattern}'`, 'like')).toEqual({ status: 200, body: { QueryResponse: { totalCount: 0 }, time: expect.any(String) } });
    expect(performance.now() - started).toBeLessThan(2000);
    const { body } = await query('SELECT COUNT(*) FROM Customer', 'like');
    expect(body.QueryResponse).toEqual({ totalCount: 6 });
    await stillServes();
  });

  it('refuses more than 50 conditions and unknown entities', async () => {
    const conditions = Array.from({ length: 51 }, () => "Id = '1'").join(' AND ');
    expect(await query(`SELECT * FROM Invoice WHERE ${conditions}`)).toEqual(parserError(/expected at most 50 conditions/));
    expect(await query('SELECT * FROM Secrets')).toEqual(parserError(/^QueryParserError: Unknown entity "Secrets" at position 15$/));
    await stillServes();
  });
});

describe('sandbox batch and bodies under attack', () => {
  it('refuses a batch of 10,000 items as a whole, and a body over 1 MiB with 413', async () => {
    const items = Array.from({ length: 10_000 }, (_, i) => ({ bId: String(i), Query: 'SELECT * FROM Item' }));
    const big = await fetch(`${accounting.url}/v3/company/hostile/batch`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ BatchItemRequest: items }),
    });
    expect(big.status).toBe(400);
    expect(await big.json()).toEqual({
      Fault: {
        Error: [
          {
            Message: 'Invalid request: body/BatchItemRequest: expected at most 30 items, got an array of 10000',
            Detail: 'body/BatchItemRequest: expected at most 30 items, got an array of 10000',
            code: '2020',
            element: '',
          },
        ],
        type: 'ValidationFault',
      },
      time: expect.any(String),
    });
    const huge = await fetch(`${accounting.url}/v3/company/hostile/batch`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ BatchItemRequest: [{ bId: '1', Query: `SELECT * FROM Item WHERE Name = '${'z'.repeat(2 * 1024 * 1024)}'` }] }),
    });
    expect(huge.status).toBe(413);
    await stillServes();
  });

  it('answers a fault header it does not understand with 400, and caps injected delays', async () => {
    const response = await fetch(`${accounting.url}/v3/company/hostile/customer/1`, { headers: { ...auth, 'svc-sandbox-fault': 'slow=abc,418' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { Fault: { Error: { Message: string }[] } }).Fault.Error[0].Message).toBe(
      'svc-sandbox-fault must be 429, 500, 503 or slow=<ms> (comma-separated)',
    );
    expect(parseFault('slow=999999999')).toEqual({ slowMs: 20_000 });
    await stillServes();
  });

  it('refuses an idempotency key longer than the definition allows', async () => {
    const response = await fetch(`${accounting.url}/v3/company/hostile/vendor?requestid=${'k'.repeat(51)}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ DisplayName: 'Key Length' }),
    });
    expect(response.status).toBe(400);
    await stillServes();
  });
});

describe('sandbox tenants', () => {
  it('keeps at most the configured number of realms and says so in the API format; known realms keep working', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const r = await fetch(`${accounting.url}/v3/company/flood-${i}/customer/1`, { headers: auth });
      statuses.push(r.status);
      const body = (await r.json()) as { Fault?: { Error: { Detail: string }[] } };
      if (r.status === 503) expect(body.Fault?.Error[0].Detail).toBe('Sandbox capacity: the sandbox keeps at most 20 tenants; reset it or raise the limit');
    }
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    await stillServes();
  });
});

describe('payments sandbox under attack', () => {
  it('refuses forged tokens and non-decimal amounts, and keeps serving', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${payments.url}/svc/v4/${path}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'request-id': crypto.randomUUID().replaceAll('-', '') },
        body: JSON.stringify(body),
      });
    const forged = await post('customers/c1/cards/createFromToken', { value: `tok_${'A'.repeat(5000)}` });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ errors: [{ code: 'PMT-4000', type: 'invalid_request', message: 'value is not a card token of this sandbox', detail: 'value' }] });
    const amount = await post('payments/charges', { amount: '1e5', currency: 'USD', card: { number: '4111111111111111', expMonth: '01', expYear: '2030', cvc: '123' } });
    expect(amount.status).toBe(400);
    const ok = await post('payments/charges', { amount: '1.00', currency: 'USD', card: { number: '4111111111111111', expMonth: '01', expYear: '2030', cvc: '123' } });
    expect(ok.status).toBe(201);
  });
});
