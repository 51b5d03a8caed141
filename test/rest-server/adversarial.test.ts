/**
 * The generated REST server stubs (@svc/accounting, @svc/payments) against hostile requests, over real HTTP on
 * 127.0.0.1. Every case asserts the exact answer (status and the interface's own error format) and that the
 * server still answers a normal request afterwards. Issue 9, findings 1, 4, 5 and 8 (REST).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountingServer, fixtures as accountingFixtures, validate as accountingValidate, type AccountingHandlers } from '@svc/accounting';
import { createPaymentsServer, fixtures as paymentsFixtures, validate as paymentsValidate, type PaymentsHandlers } from '@svc/payments';
import { rawExchange, send, statusesOf, type RawResponse } from '../support/raw-http.ts';

type Listening = { url: string; close(): Promise<void> };
const AUTH = { authorization: 'Bearer adversary-token' };
const JSON_TYPE = { 'content-type': 'application/json' };

// Which handlers ran, with what: a hostile request must never reach the wrong one.
const reached: { operation: string; query?: unknown; body?: unknown }[] = [];
const errors: { message: string; kind: string }[] = [];

let accounting: Listening;
let payments: Listening;

function cyclic(): unknown {
  const value: { [k: string]: unknown } = { Id: 'c' };
  value.self = value;
  return value;
}

beforeAll(async () => {
  const accountingHandlers = {
    readInvoice: ({ params }: { params: { id: string } }) => {
      if (params.id === 'hang') return new Promise(() => undefined);
      if (params.id === 'undefined') return undefined;
      if (params.id === 'cyclic') return cyclic();
      if (params.id === 'throws-range') throw new RangeError('Invalid string length');
      return { ...accountingFixtures.Invoice(), Id: params.id };
    },
    readCustomer: ({ params, query }: { params: { id: string }; query: unknown }) => {
      reached.push({ operation: 'readCustomer', query });
      return { ...accountingFixtures.Customer(), Id: params.id };
    },
    createInvoice: ({ body }: { body: unknown }) => {
      reached.push({ operation: 'createInvoice', body });
      return accountingFixtures.Invoice();
    },
    updateInvoice: ({ body }: { body: unknown }) => {
      reached.push({ operation: 'updateInvoice', body });
      return accountingFixtures.Invoice();
    },
    deleteInvoice: () => {
      reached.push({ operation: 'deleteInvoice' });
      return accountingFixtures.InvoiceDeleteResponse().Invoice;
    },
    createItem: ({ body }: { body: unknown }) => {
      reached.push({ operation: 'createItem', body });
      return body;
    },
  } as unknown as AccountingHandlers;
  accounting = await createAccountingServer(accountingHandlers, {
    validateResponses: true,
    rateLimits: false,
    handlerTimeoutMs: 400,
    bodyTimeoutMs: 400,
    onError: (error, fault) => void errors.push({ message: error instanceof Error ? error.message : String(error), kind: fault.kind }),
  }).listen(0, '127.0.0.1');

  const paymentsHandlers = {
    createCharge: ({ body }: { body: unknown }) => {
      reached.push({ operation: 'createCharge', body });
      return paymentsFixtures.Charge();
    },
    readCharge: ({ params }: { params: { chargeId: string } }) => ({ ...paymentsFixtures.Charge(), id: params.chargeId }),
  } as unknown as PaymentsHandlers;
  payments = await createPaymentsServer(paymentsHandlers, {
    rateLimits: false,
    onError: (error, fault) => void errors.push({ message: error instanceof Error ? error.message : String(error), kind: fault.kind }),
  }).listen(0, '127.0.0.1');
});
afterAll(async () => {
  await accounting?.close();
  await payments?.close();
});

interface AccountingFault {
  Fault: { Error: { Message: string; Detail: string; code: string }[]; type: string };
  time: string;
}
interface PaymentsFault {
  errors: { code: string; type: string; message: string; detail: string }[];
}

/** The accounting `Fault` body with this status, code and type. */
function accountingFault(r: RawResponse, status: number, code: string, type: string): AccountingFault {
  expect(r.status, r.text.slice(0, 300)).toBe(status);
  expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(r.headers['svc_tid']).toMatch(/^[0-9a-f-]{36}$/);
  const body = r.json as AccountingFault;
  expect(body.Fault.type).toBe(type);
  expect(body.Fault.Error.length).toBeGreaterThan(0);
  for (const e of body.Fault.Error) expect(e.code).toBe(code);
  expect(r.text).not.toMatch(/\bat .*\.(js|ts):\d+/);
  return body;
}

function paymentsFault(r: RawResponse, status: number, code: string, type: string): PaymentsFault {
  expect(r.status, r.text.slice(0, 300)).toBe(status);
  expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = r.json as PaymentsFault;
  expect(body.errors.length).toBeGreaterThan(0);
  for (const e of body.errors) expect(e).toMatchObject({ code, type });
  return body;
}

/** The server still serves: a normal read answers 200 with the requested entity. */
async function accountingStillServes(): Promise<void> {
  const r = await send(accounting.url, { path: '/v3/company/1/invoice/7', headers: AUTH });
  expect(r.status).toBe(200);
  expect((r.json as { Invoice: { Id: string } }).Invoice.Id).toBe('7');
}

async function paymentsStillServes(): Promise<void> {
  const r = await send(payments.url, { path: '/svc/v4/payments/charges/ch-1', headers: AUTH });
  expect(r.status).toBe(200);
  expect((r.json as { id: string }).id).toBe('ch-1');
}

describe('finding 1: error bodies are bounded, the process lives', () => {
  it('the generated validators report at most 100 errors, whatever the value', () => {
    const invoice = accountingValidate.InvoiceWrite({ CustomerRef: { value: '1' }, Line: Array.from({ length: 2000 }, () => 1) });
    expect(invoice.ok).toBe(false);
    if (!invoice.ok) expect(invoice.errors).toHaveLength(100);
    const charge = paymentsValidate.ChargeRequestWrite({ ...paymentsFixtures.ChargeRequest(), ...Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`x${i}`, i])) });
    if (!charge.ok) expect(charge.errors.length).toBeLessThanOrEqual(100);
  });

  it('2000 invalid invoice lines (30 KB) answer one bounded 400: the first problems and a count of the rest', async () => {
    const body = JSON.stringify({ CustomerRef: { value: '1' }, Line: Array.from({ length: 2000 }, () => ({ Amount: 'x' })) });
    const r = await send(accounting.url, { method: 'POST', path: '/v3/company/1/invoice', headers: { ...AUTH, ...JSON_TYPE }, body });
    const fault = accountingFault(r, 400, '2020', 'ValidationFault');
    expect(r.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(fault.Fault.Error.length).toBeLessThanOrEqual(101);
    expect(fault.Fault.Error[fault.Fault.Error.length - 1].Detail).toMatch(/^\.\.\. and \d+ more problems? not shown$/);
    // Each problem is its own detail; the joined message of all of them is not repeated in each.
    expect(fault.Fault.Error[0].Message.length).toBeLessThan(1100);
    await accountingStillServes();
  });

  it('1400 empty requestid parameters answer one short 400', async () => {
    const query = Array.from({ length: 1400 }, () => 'requestid=').join('&');
    const r = await send(accounting.url, { method: 'POST', path: `/v3/company/1/invoice?${query}`, headers: { ...AUTH, ...JSON_TYPE }, body: '{}' });
    const fault = accountingFault(r, 400, '2020', 'ValidationFault');
    expect(fault.Fault.Error[0].Message).toContain('"requestid": given 1400 times, expected once');
    expect(r.bytes).toBeLessThan(4096);
    await accountingStillServes();
  });

  it('a handler result that cannot be serialised (cyclic) answers 500 in the Fault format', async () => {
    const r = await send(accounting.url, { path: '/v3/company/1/invoice/cyclic', headers: AUTH });
    accountingFault(r, 500, '10000', 'SystemFault');
    expect(r.text).not.toContain('circular');
    await accountingStillServes();
  });

  it('a RangeError thrown by a handler answers 500 in the Fault format', async () => {
    const r = await send(accounting.url, { path: '/v3/company/1/invoice/throws-range', headers: AUTH });
    accountingFault(r, 500, '10000', 'SystemFault');
    expect(r.text).not.toContain('Invalid string length');
    await accountingStillServes();
  });
});

describe('finding 4: no validation bypass, no re-routing', () => {
  it('a JSON string body is validated like any other (400), never handed to createInvoice or createCharge', async () => {
    const before = reached.length;
    const a = await send(accounting.url, { method: 'POST', path: '/v3/company/1/invoice', headers: { ...AUTH, ...JSON_TYPE }, body: '"x"' });
    accountingFault(a, 400, '2020', 'ValidationFault');
    const p = await send(payments.url, { method: 'POST', path: '/svc/v4/payments/charges', headers: { ...AUTH, ...JSON_TYPE, 'request-id': 'r1' }, body: '"x"' });
    paymentsFault(p, 400, 'PMT-4000', 'invalid_request');
    expect(reached.slice(before)).toEqual([]);
    await accountingStillServes();
    await paymentsStillServes();
  });

  it.each(['operation=delete&operation=delete', 'operation=delete&operation=void'])('a selector given twice (%s) is a 400, not updateInvoice', async (query) => {
    const before = reached.length;
    const body = JSON.stringify({ Id: '1', SyncToken: '0' });
    const r = await send(accounting.url, { method: 'POST', path: `/v3/company/1/invoice?${query}`, headers: { ...AUTH, ...JSON_TYPE }, body });
    const fault = accountingFault(r, 400, '2020', 'ValidationFault');
    expect(fault.Fault.Error[0].Message).toContain('"operation" selects the operation and must be given once');
    expect(reached.slice(before)).toEqual([]);
    await accountingStillServes();
  });

  it('a single-valued query parameter given twice is a 400', async () => {
    const r = await send(accounting.url, { path: '/v3/company/1/invoice/7?minorversion=75&minorversion=70', headers: AUTH });
    accountingFault(r, 400, '2020', 'ValidationFault');
    await accountingStillServes();
  });

  it.each([
    '/v3/company/1/invoice\\..\\customer/5',
    '/v3/company/1/invoice/%2e%2e/customer/5',
    '/v3/company/1/invoice/.%2e/customer/5',
    '/v3/company/1/invoice/../customer/5',
    '/v3/company/1/invoice/./../../1/customer/5',
    '/v3/company/1/customer/%2E',
  ])('dot segments and backslashes never move a request to another route: %s', async (path) => {
    const before = reached.length;
    const r = await send(accounting.url, { path, headers: AUTH });
    const fault = accountingFault(r, 400, '2020', 'ValidationFault');
    expect(fault.Fault.Error[0].Message).toMatch(/Dot segments|Backslashes/);
    expect(reached.slice(before)).toEqual([]);
    await accountingStillServes();
  });

  it('query names such as constructor and __proto__ are plain values in a null-prototype object', async () => {
    const before = reached.length;
    const r = await send(accounting.url, { path: '/v3/company/1/customer/5?constructor=x&toString=y&__proto__=z&hasOwnProperty=w', headers: AUTH });
    expect(r.status).toBe(200);
    const query = reached.slice(before)[0]?.query as { [k: string]: unknown };
    expect(Object.getPrototypeOf(query)).toBe(null);
    expect({ ...query }).toEqual({ constructor: 'x', toString: 'y', ['__proto__']: 'z', hasOwnProperty: 'w' });
    await accountingStillServes();
  });

  it('a payments POST with a body and no Content-Type is a 415 (as accounting)', async () => {
    const before = reached.length;
    const body = Buffer.from(JSON.stringify(paymentsFixtures.ChargeRequest()));
    const r = await send(payments.url, { method: 'POST', path: '/svc/v4/payments/charges', headers: { ...AUTH, 'request-id': 'r2', 'content-length': body.byteLength }, body });
    paymentsFault(r, 415, 'PMT-4000', 'invalid_request');
    expect(reached.slice(before)).toEqual([]);
    await paymentsStillServes();
  });

  it('an object nested 10k deep under an open (additionalProperties) member is a 400, before any handler', async () => {
    const before = reached.length;
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const body = `{"Name":"Widget","Type":"Service","Extra":${deep}}`;
    const r = await send(accounting.url, { method: 'POST', path: '/v3/company/1/item', headers: { ...AUTH, ...JSON_TYPE }, body });
    const fault = accountingFault(r, 400, '2020', 'ValidationFault');
    expect(fault.Fault.Error[0].Message).toContain('nested deeper than the limit of 64 levels');
    const arrays = await send(payments.url, { method: 'POST', path: '/svc/v4/payments/charges', headers: { ...AUTH, ...JSON_TYPE, 'request-id': 'r3' }, body: '['.repeat(500_000) });
    paymentsFault(arrays, 400, 'PMT-4000', 'invalid_request');
    expect(reached.slice(before)).toEqual([]);
    await accountingStillServes();
    await paymentsStillServes();
  });
});

describe('finding 5: nothing hangs', () => {
  it('a handler that never resolves answers 504 in the Fault format at the deadline, and the connection is freed', async () => {
    const start = performance.now();
    const r = await send(accounting.url, { path: '/v3/company/1/invoice/hang', headers: AUTH });
    const elapsed = performance.now() - start;
    accountingFault(r, 504, '10000', 'SystemFault');
    expect(r.headers['connection']).toBe('close');
    expect(elapsed).toBeGreaterThanOrEqual(390);
    expect(elapsed).toBeLessThan(3000);
    expect(errors.some((e) => e.kind === 'timeout')).toBe(true);
    await accountingStillServes();
  });

  it('a body slower than bodyTimeoutMs answers 408 in the Fault format', async () => {
    const head = 'POST /v3/company/1/invoice HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer t\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"Line":';
    const start = performance.now();
    const raw = await rawExchange(accounting.url, head, { waitMs: 5000 });
    expect(statusesOf(raw)).toEqual([408]);
    expect(performance.now() - start).toBeLessThan(4000);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as AccountingFault;
    expect(body.Fault).toMatchObject({ type: 'ValidationFault', Error: [{ code: '6000' }] });
    await accountingStillServes();
  });

  it('Expect: 100-continue with a declared length over the cap answers 413 before any 100 Continue', async () => {
    const head = `POST /svc/v4/payments/charges HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer t\r\nRequest-Id: r4\r\nContent-Type: application/json\r\nContent-Length: ${10 * 1024 * 1024}\r\nExpect: 100-continue\r\n\r\n`;
    const raw = await rawExchange(payments.url, head, { waitMs: 3000 });
    expect(statusesOf(raw)).toEqual([413]);
    expect(raw).not.toContain('100 Continue');
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as PaymentsFault;
    expect(body.errors[0]).toMatchObject({ code: 'PMT-4000', type: 'invalid_request' });
    // Within the cap: 100 Continue, then the answer.
    const small = JSON.stringify(paymentsFixtures.ChargeRequest());
    const ok = await rawExchange(
      payments.url,
      `POST /svc/v4/payments/charges HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer t\r\nRequest-Id: r5\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(small)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
      { rest: small, restAfterMs: 100, waitMs: 3000 },
    );
    expect(statusesOf(ok)).toEqual([100, 201]);
    await paymentsStillServes();
  });
});

describe('finding 8: 405, HEAD, undefined results', () => {
  it('405 carries Allow', async () => {
    const r = await send(accounting.url, { method: 'DELETE', path: '/v3/company/1/invoice/7', headers: AUTH });
    accountingFault(r, 405, '500', 'ValidationFault');
    expect(r.headers['allow']).toBe('GET, HEAD');
    const p = await send(payments.url, { method: 'PUT', path: '/svc/v4/customers/c1/cards/k1', headers: AUTH });
    paymentsFault(p, 405, 'PMT-4000', 'invalid_request');
    expect(p.headers['allow']).toBe('DELETE, GET, HEAD');
    await accountingStillServes();
  });

  it('HEAD is served where GET is: same status and headers, no body', async () => {
    const get = await send(accounting.url, { path: '/v3/company/1/invoice/7', headers: AUTH });
    const head = await send(accounting.url, { method: 'HEAD', path: '/v3/company/1/invoice/7', headers: AUTH });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(100);
    expect(Math.abs(Number(head.headers['content-length']) - get.bytes)).toBeLessThan(40); // timestamps differ
    await accountingStillServes();
  });

  it('a handler returning undefined under validateResponses is reported like any other mismatch', async () => {
    const r = await send(accounting.url, { path: '/v3/company/1/invoice/undefined', headers: AUTH });
    const fault = accountingFault(r, 500, '10000', 'SystemFault');
    expect(fault.Fault.Error[0].Message).toContain('the handler returned undefined');
    expect(errors.some((e) => e.message.includes('invalid readInvoice response'))).toBe(true);
    await accountingStillServes();
  });
});

describe('finding 3: rate-limit keys cannot be minted, state is bounded', () => {
  const burst = (base: string, tokens: (i: number) => string, n: number, realm = '9130') =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        fetch(`${base}/v3/company/${realm}/invoice/${i}`, { headers: { authorization: `Bearer ${tokens(i)}` } }).then(async (r) => {
          const status = r.status;
          const body = (await r.json()) as { Fault?: { type: string; Error: { code: string }[] } };
          if (status === 429) expect(body.Fault).toMatchObject({ type: 'SERVICE', Error: [{ code: '3001' }] });
          return status;
        }),
      ),
    );
  // The definition's keys with a window long enough that a slow machine cannot spread a burst over two windows.
  const perApp = [{ id: 'per-realm-app', limit: 10, windowSeconds: 600, keyedBy: ['realm', 'app'], appliesTo: [], environments: [] }];
  const handlers = { readInvoice: ({ params }: { params: { id: string } }) => ({ ...accountingFixtures.Invoice(), Id: params.id }) } as unknown as AccountingHandlers;

  it('500 parallel requests to one realm with 500 made-up tokens: 10 pass, 490 are 429 (one app bucket without a resolver)', async () => {
    const server = await createAccountingServer(handlers, { onError: () => undefined }).listen(0, '127.0.0.1');
    try {
      const start = performance.now();
      const statuses = await burst(server.url, (i) => `made-up-${i}`, 500);
      // 10 per second per realm and app: 10 when the burst fits in one second, 10 more per second it takes.
      const seconds = Math.ceil((performance.now() - start) / 1000);
      const passed = statuses.filter((s) => s === 200).length;
      expect(passed).toBeGreaterThanOrEqual(10);
      expect(passed).toBeLessThanOrEqual(10 * (seconds + 1));
      expect(statuses.filter((s) => s === 429)).toHaveLength(500 - passed);
      // Another realm has its own counters.
      expect((await send(server.url, { path: '/v3/company/other/invoice/1', headers: AUTH })).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('with a credential resolver, the app behind the token is counted: two apps, two per-second buckets', async () => {
    const server = await createAccountingServer(handlers, {
      onError: () => undefined,
      rateLimits: perApp,
      credentialKeyValues: (token) => ({ app: token?.split('.')[0], workspace: 'w1' }),
    }).listen(0, '127.0.0.1');
    try {
      const statuses = await burst(server.url, (i) => `${i % 2 === 0 ? 'appA' : 'appB'}.${i}`, 30);
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    } finally {
      await server.close();
    }
  });

  it('rotating realms keep at most maxRateLimitCounters counters, and the server keeps counting', async () => {
    const server = await createAccountingServer(handlers, { onError: () => undefined, rateLimits: perApp, maxRateLimitCounters: 50 }).listen(0, '127.0.0.1');
    try {
      for (let round = 0; round < 4; round++) {
        const statuses = await Promise.all(
          Array.from({ length: 50 }, (_, i) => send(server.url, { path: `/v3/company/r${round}-${i}/invoice/1`, headers: AUTH }).then((r) => r.status)),
        );
        expect(statuses.every((s) => s === 200)).toBe(true);
      }
      const statuses = await burst(server.url, () => 't', 12, 'steady');
      expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});

describe('CORS: hostile origins, preflight floods, oversized header lists (the cors option on)', () => {
  const PAGE = 'https://app.example.com';
  const CHARGES = '/svc/v4/payments/charges';
  let server: Listening;
  beforeAll(async () => {
    const handlers = { readCharge: ({ params }: { params: { chargeId: string } }) => ({ ...paymentsFixtures.Charge(), id: params.chargeId }) } as unknown as PaymentsHandlers;
    // The definition's rate limits stay on: a preflight flood must not use up a caller's budget.
    server = await createPaymentsServer(handlers, { cors: { origins: [PAGE] }, onError: () => undefined }).listen(0, '127.0.0.1');
  });
  afterAll(() => server?.close());

  const preflightHeaders = (origin: string, requestHeaders = 'authorization') => ({
    origin,
    'access-control-request-method': 'GET',
    'access-control-request-headers': requestHeaders,
  });
  const corsHeaders = (r: RawResponse): string[] => Object.keys(r.headers).filter((name) => name.startsWith('access-control-'));
  const stillServes = async (): Promise<void> => {
    const r = await send(server.url, { path: `${CHARGES}/ch-1`, headers: { ...AUTH, origin: PAGE } });
    expect(r.status).toBe(200);
    expect(r.headers['access-control-allow-origin']).toBe(PAGE);
  };

  it.each([
    ['a longer host ending in the allowed one', 'https://evil.app.example.com'],
    ['the allowed one as a prefix', 'https://app.example.com.evil.example'],
    ['the allowed one in a path', 'https://evil.example/https://app.example.com'],
    ['a list holding the allowed one', 'https://app.example.com, https://evil.example'],
    ['another scheme', 'http://app.example.com'],
    ['an explicit default port', 'https://app.example.com:443'],
    ['upper case', 'HTTPS://APP.EXAMPLE.COM'],
    ['null (sandboxed frames, files)', 'null'],
    ['a wildcard', '*'],
    ['8 KB of junk', `https://${'a'.repeat(8192)}`],
  ])('never allows %s: the preflight is a 403 without CORS headers, a call gets none', async (_name, origin) => {
    const pre = await send(server.url, { method: 'OPTIONS', path: `${CHARGES}/ch-1`, headers: preflightHeaders(origin) });
    paymentsFault(pre, 403, 'PMT-4000', 'invalid_request');
    expect(corsHeaders(pre)).toEqual([]);
    expect(pre.bytes).toBeLessThan(1500); // the echoed origin is clipped
    const call = await send(server.url, { path: `${CHARGES}/ch-1`, headers: { ...AUTH, origin } });
    expect(call.status).toBe(200);
    expect(corsHeaders(call)).toEqual([]);
    await stillServes();
  });

  it('two Origin headers, or one with bytes outside ASCII, are not an allowed origin', async () => {
    for (const origins of [`Origin: ${PAGE}\r\nOrigin: ${PAGE}`, `Origin: https://app.example.com\xe9`]) {
      const raw = await rawExchange(
        server.url,
        `OPTIONS ${CHARGES} HTTP/1.1\r\nHost: x\r\n${origins}\r\nAccess-Control-Request-Method: POST\r\nConnection: close\r\n\r\n`,
      );
      expect(statusesOf(raw)).toEqual([403]);
      expect(raw.toLowerCase()).not.toContain('access-control-');
    }
    await stillServes();
  });

  it('2000 preflights (100 at a time) are all answered, count against no rate limit, and the server keeps serving', async () => {
    const before = process.memoryUsage().rss;
    let answered = 0;
    for (let round = 0; round < 20; round++) {
      const statuses = await Promise.all(
        Array.from({ length: 100 }, (_, i) => fetch(`${server.url}${CHARGES}/ch-${round}-${i}`, { method: 'OPTIONS', headers: preflightHeaders(PAGE) }).then((r) => r.status)),
      );
      answered += statuses.filter((s) => s === 204).length;
    }
    expect(answered).toBe(2000);
    // The definition's limits (100 and 200 a minute) are far below 2000: had preflights counted, this would be a 429.
    await stillServes();
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('a preflight naming 65 headers is a 400; 64 unknown ones a 403 naming five and counting the rest; a 10 KB name is clipped', async () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `x-h${i}`).join(', ');
    const tooMany = await send(server.url, { method: 'OPTIONS', path: CHARGES, headers: { ...preflightHeaders(PAGE, names(65)), 'access-control-request-method': 'POST' } });
    const body = paymentsFault(tooMany, 400, 'PMT-4000', 'invalid_request');
    expect(body.errors[0].message).toBe('Access-Control-Request-Headers names 65 headers; at most 64 are read');
    const unknown = await send(server.url, { method: 'OPTIONS', path: CHARGES, headers: { ...preflightHeaders(PAGE, names(64)), 'access-control-request-method': 'POST' } });
    expect(paymentsFault(unknown, 403, 'PMT-4000', 'invalid_request').errors[0].message).toBe(
      'POST /svc/v4/payments/charges does not accept the request headers "x-h0", "x-h1", "x-h2", "x-h3", "x-h4" and 59 more',
    );
    const long = await send(server.url, { method: 'OPTIONS', path: CHARGES, headers: { ...preflightHeaders(PAGE, `x-${'a'.repeat(10_000)}`), 'access-control-request-method': 'POST' } });
    paymentsFault(long, 403, 'PMT-4000', 'invalid_request');
    expect(long.bytes).toBeLessThan(1000);
    // Beyond node's header limit (16 KiB) node itself answers 431 before the server sees the request.
    const huge = await rawExchange(
      server.url,
      `OPTIONS ${CHARGES} HTTP/1.1\r\nHost: x\r\nOrigin: ${PAGE}\r\nAccess-Control-Request-Method: POST\r\nAccess-Control-Request-Headers: ${names(3000)}\r\nConnection: close\r\n\r\n`,
    );
    expect(statusesOf(huge)).toEqual([431]);
    await stillServes();
  });

  it('a requested method that is not a token is a 400, an unknown one a 405 with Allow, and neither reaches a handler', async () => {
    const notToken = await send(server.url, { method: 'OPTIONS', path: CHARGES, headers: { ...preflightHeaders(PAGE), 'access-control-request-method': 'PO ST' } });
    paymentsFault(notToken, 400, 'PMT-4000', 'invalid_request');
    const unknown = await send(server.url, { method: 'OPTIONS', path: CHARGES, headers: { ...preflightHeaders(PAGE), 'access-control-request-method': 'X'.repeat(2000) } });
    paymentsFault(unknown, 405, 'PMT-4000', 'invalid_request');
    expect(unknown.headers['allow']).toBe('POST');
    expect(unknown.bytes).toBeLessThan(1000);
    await stillServes();
  });
});
