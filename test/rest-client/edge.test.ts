// Edge cases of the GENERATED clients (@svc/accounting, @svc/payments) over HTTP on 127.0.0.1: a scripted server
// answers request by request (429 with and without Retry-After, XML throttle bodies, 401 then refresh, Latin-1
// vs UTF-8 bodies, a server that never answers, PDF vs JSON errors), and a burst against the generated server
// enforcing the definition's own rate limits.
import { afterEach, describe, expect, it } from 'vitest';
import {
  AccountingClient,
  AccountingError,
  AccountingThrottleError,
  NetworkError,
  ThrottleError,
  TimeoutError,
  createAccountingServer,
  fixtures as accountingFixtures,
} from '@svc/accounting';
import { PaymentsClient, PaymentsThrottleError, fixtures as paymentsFixtures } from '@svc/payments';
import { json, startScripted, type ScriptedServer } from '../support/scripted-server.ts';

const REALM = '4620816365';
const FAULT = { Fault: { Error: [{ Message: 'Object Not Found', Detail: 'Invoice 9', code: '610' }], type: 'ValidationFault' }, time: '2024-01-01T00:00:00.000-07:00' };
const THROTTLE_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><IntuitResponse time="2024-01-01T00:00:00.000-07:00"><Fault type="SERVICE"><Error code="3001"><Message>message=ThrottleExceeded; errorCode=003001; statusCode=429</Message><Detail>The request limit was reached.</Detail></Error></Fault></IntuitResponse>';

let servers: ScriptedServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

async function scripted(script: Parameters<typeof startScripted>[0]): Promise<ScriptedServer> {
  const s = await startScripted(script);
  servers.push(s);
  return s;
}

/** Retry options that record the waits instead of sleeping, with jitter at its midpoint. */
function recordingRetry(waits: number[], now?: number) {
  return {
    sleep: async (ms: number) => void waits.push(ms),
    random: () => 0.5,
    ...(now !== undefined ? { now: () => now } : {}),
  };
}

const customer = (name: string) => ({ Customer: { Id: '1', SyncToken: '0', DisplayName: name }, time: '2024-01-01T00:00:00.000-07:00' });

describe('429 and Retry-After', () => {
  it('waits the Retry-After seconds, then succeeds', async () => {
    const s = await scripted((_req, res, i) => (i === 0 ? json(res, 429, FAULT, { 'retry-after': '3' }) : json(res, 200, customer('A'))));
    const waits: number[] = [];
    const c = new AccountingClient({ environment: { baseUrl: s.url }, realmId: REALM, accessToken: 't', retry: recordingRetry(waits) });
    expect((await c.readCustomer('1')).DisplayName).toBe('A');
    expect(waits).toEqual([3000]);
    expect(s.received).toHaveLength(2);
  });

  it('reads the HTTP-date form of Retry-After', async () => {
    const now = Date.parse('2024-05-01T10:00:00Z');
    const s = await scripted((_req, res, i) =>
      i === 0 ? json(res, 429, FAULT, { 'retry-after': new Date(now + 7000).toUTCString() }) : json(res, 200, customer('B')),
    );
    const waits: number[] = [];
    const c = new AccountingClient({ environment: { baseUrl: s.url }, realmId: REALM, accessToken: 't', retry: recordingRetry(waits, now) });
    expect((await c.readCustomer('1')).DisplayName).toBe('B');
    expect(waits).toEqual([7000]);
  });

  it('without Retry-After backs off exponentially with jitter, and gives up with a typed throttle error', async () => {
    const s = await scripted((_req, res) => json(res, 429, FAULT));
    const waits: number[] = [];
    const c = new AccountingClient({ environment: { baseUrl: s.url }, realmId: REALM, accessToken: 't', retry: { ...recordingRetry(waits), maxAttempts: 4 } });
    const error = await c.readCustomer('1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountingThrottleError);
    expect(error).toBeInstanceOf(ThrottleError);
    expect((error as AccountingError).status).toBe(429);
    expect((error as AccountingError).body).toEqual(FAULT);
    expect(s.received).toHaveLength(4);
    expect(waits).toEqual([100, 200, 400]); // 0.5 x 200 ms x 2^n
  });

  it('retries a write only with its idempotency key, the same key on every attempt (accounting: requestid)', async () => {
    const s = await scripted((_req, res, i) => (i === 0 ? json(res, 429, FAULT) : json(res, 200, customer('C'))));
    const c = new AccountingClient({ environment: { baseUrl: s.url }, realmId: REALM, accessToken: 't', retry: recordingRetry([]) });
    await c.createCustomer(accountingFixtures.CustomerWrite());
    const keys = s.received.map((r) => new URL(r.url, s.url).searchParams.get('requestid'));
    expect(keys).toHaveLength(2);
    // A v4 UUID's 32 hex digits (the client's newIdempotencyKey).
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('payments: Request-Id header reused on the retry; a 429 is a PaymentsThrottleError', async () => {
    const errors = { errors: [{ code: 'PMT-4290', type: 'rate_limit', message: 'Too many requests' }] };
    const s = await scripted((_req, res, i) => (i < 2 ? json(res, 429, errors) : json(res, 201, paymentsFixtures.Charge())));
    const c = new PaymentsClient({ environment: { baseUrl: s.url }, accessToken: 't', retry: recordingRetry([]) });
    await c.createCharge(paymentsFixtures.ChargeRequestWrite());
    const ids = s.received.map((r) => r.headers['request-id']);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
    const t = await scripted((_req, res) => json(res, 429, errors));
    const once = new PaymentsClient({ environment: { baseUrl: t.url }, accessToken: 't', retry: false });
    const error = await once.createCharge(paymentsFixtures.ChargeRequestWrite()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentsThrottleError);
    expect((error as { body: unknown }).body).toEqual(errors);
  });
});

describe('XML throttle body', () => {
  it('a 429 with an XML body is a typed throttle error with the trace id, and is retried like any 429', async () => {
    const xml = (res: Parameters<Parameters<typeof startScripted>[0]>[1]) =>
      void res.writeHead(429, { 'content-type': 'application/xml', svc_tid: 'tid-xml' }).end(THROTTLE_XML);
    const s = await scripted((_req, res) => void xml(res));
    const c = new AccountingClient({ environment: { baseUrl: s.url }, realmId: REALM, accessToken: 't', retry: false });
    const error = await c.readInvoice('1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountingThrottleError);
    expect((error as AccountingError).traceId).toBe('tid-xml');
    expect((error as AccountingError).operation).toBe('readInvoice');
    expect(JSON.stringify((error as AccountingError).body)).toContain('3001');

    const t = await scripted((_req, res, i) => void (i === 0 ? xml(res) : json(res, 200, customer('D'))));
    const retrying = new AccountingClient({ environment: { baseUrl: t.url }, realmId: REALM, accessToken: 't', retry: recordingRetry([]) });
    expect((await retrying.readCustomer('1')).DisplayName).toBe('D');
  });
});

describe('401 then refresh', () => {
  it('calls the token provider once more and replays once; concurrent 401s share one refresh', async () => {
    const s = await scripted((req, res) =>
      req.headers.authorization === 'Bearer fresh' ? json(res, 200, customer('E')) : json(res, 401, { Fault: { Error: [{ Message: 'AuthenticationFailed', code: '3200' }], type: 'AuthenticationFault' } }),
    );
    let calls = 0;
    const c = new AccountingClient({
      environment: { baseUrl: s.url },
      realmId: REALM,
      accessToken: async () => (++calls === 1 ? 'stale' : 'fresh'),
    });
    const results = await Promise.all([c.readCustomer('1'), c.readCustomer('2'), c.readCustomer('3')]);
    expect(results.map((r) => r.DisplayName)).toEqual(['E', 'E', 'E']);
    expect(calls).toBe(2);
    expect(s.received.filter((r) => r.headers.authorization === 'Bearer stale')).toHaveLength(3);
    expect(s.received.filter((r) => r.headers.authorization === 'Bearer fresh')).toHaveLength(3);
  });

  it('a second 401 after the refresh is thrown, not retried forever', async () => {
    const s = await scripted((_req, res) => json(res, 401, { Fault: { Error: [{ Message: 'AuthenticationFailed', code: '3200' }], type: 'AuthenticationFault' } }));
    let calls = 0;
    const c = new AccountingClient({ environment: { baseUrl: s.url }, realmId: REALM, accessToken: async () => `t${++calls}` });
    const error = await c.readCustomer('1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountingError);
    expect((error as AccountingError).status).toBe(401);
    expect(s.received).toHaveLength(2);
    expect(calls).toBe(2);
  });
});

describe('charsets', () => {
  const NAME = 'Café Müller – Ærø'; // – is not Latin-1: use a Latin-1-only name for that edition
  const LATIN = 'Café Müller Ærø ñ';

  it('decodes an ISO-8859-1 body by its declared charset', async () => {
    const s = await scripted((_req, res) =>
      void res.writeHead(200, { 'content-type': 'application/json; charset=ISO-8859-1' }).end(Buffer.from(JSON.stringify(customer(LATIN)), 'latin1')),
    );
    const c = new AccountingClient({ environment: { baseUrl: s.url }, realmId: REALM, accessToken: 't' });
    expect((await c.readCustomer('1')).DisplayName).toBe(LATIN);
  });

  it('decodes UTF-8 (declared, and by default)', async () => {
    const s = await scripted((_req, res, i) =>
      void res.writeHead(200, { 'content-type': i === 0 ? 'application/json; charset=utf-8' : 'application/json' }).end(Buffer.from(JSON.stringify(customer(NAME)), 'utf8')),
    );
    const c = new AccountingClient({ environment: { baseUrl: s.url }, realmId: REALM, accessToken: 't' });
    expect((await c.readCustomer('1')).DisplayName).toBe(NAME);
    expect((await c.readCustomer('1')).DisplayName).toBe(NAME);
  });

  it('sends non-ASCII names as UTF-8 JSON', async () => {
    const s = await scripted((_req, res) => json(res, 200, customer(NAME)));
    const c = new AccountingClient({ environment: { baseUrl: s.url }, realmId: REALM, accessToken: 't' });
    await c.createCustomer({ DisplayName: NAME });
    expect(JSON.parse(s.received[0].body.toString('utf8')).DisplayName).toBe(NAME);
  });
});

describe('timeouts and network errors', () => {
  it('a server that does not answer in time gives a TimeoutError, promptly', async () => {
    const s = await scripted(() => new Promise<void>(() => undefined)); // never answers
    const c = new AccountingClient({ environment: { baseUrl: s.url }, realmId: REALM, accessToken: 't', timeoutMs: 150, retry: false });
    const start = performance.now();
    const error = await c.readCustomer('1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(NetworkError);
    expect(performance.now() - start).toBeLessThan(1500);
  });

  it('a refused connection is a NetworkError, not a TimeoutError', async () => {
    const s = await startScripted(() => undefined);
    const url = s.url;
    await s.close();
    const c = new AccountingClient({ environment: { baseUrl: url }, realmId: REALM, accessToken: 't', retry: false });
    const error = await c.readCustomer('1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(TimeoutError);
  });
});

describe('PDF vs JSON error', () => {
  it('asks for application/pdf and returns the bytes', async () => {
    const pdf = Buffer.from('%PDF-1.4\n\xff\x00binary', 'latin1');
    const s = await scripted((_req, res) => void res.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf));
    const c = new AccountingClient({ environment: { baseUrl: s.url }, realmId: REALM, accessToken: 't' });
    const bytes = await c.pdfInvoice('9');
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(bytes).equals(pdf)).toBe(true);
    expect(s.received[0].headers.accept).toContain('application/pdf');
    expect(new URL(s.received[0].url, s.url).pathname).toBe(`/v3/company/${REALM}/invoice/9/pdf`);
  });

  it('a JSON error body on the PDF operation is a typed AccountingError with the parsed Fault', async () => {
    const s = await scripted((_req, res) => json(res, 404, FAULT, { svc_tid: 'tid-pdf' }));
    const c = new AccountingClient({ environment: { baseUrl: s.url }, realmId: REALM, accessToken: 't' });
    const error = await c.pdfInvoice('9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountingError);
    expect(error).not.toBeInstanceOf(ThrottleError);
    expect((error as AccountingError).status).toBe(404);
    expect((error as AccountingError).body).toEqual(FAULT);
    expect((error as AccountingError).traceId).toBe('tid-pdf');
    expect((error as AccountingError).operation).toBe('pdfInvoice');
  });
});

describe('the limiter under a burst', () => {
  it('draws no 429 from the generated server enforcing the definition\'s limits, and is not slower than they require', async () => {
    // The definition: 10 requests per second per realm and app, 500 per minute per realm. 30 reads need at least
    // two full waits of a second (10 at once, 10 after 1 s, 10 after 2 s).
    let throttled = 0;
    const server = await createAccountingServer(
      { readCustomer: ({ params }: { params: { id: string } }) => ({ Id: params.id, SyncToken: '0', DisplayName: `C${params.id}` }) } as never,
      { onError: () => undefined },
    ).listen(0, '127.0.0.1');
    try {
      const c = new AccountingClient({
        environment: { baseUrl: server.url },
        realmId: REALM,
        accessToken: 'app-token',
        retry: false, // a 429 would fail the call
        keyValues: { app: 'app-token', workspace: 'app-token' }, // the server keys credentials by the token
        onRequest: () => undefined,
      });
      const start = performance.now();
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          c.readCustomer(String(i)).catch((e: unknown) => {
            if (e instanceof ThrottleError) throttled++;
            throw e;
          }),
        ),
      );
      const elapsed = performance.now() - start;
      console.log(`burst: 30 reads in ${Math.round(elapsed)} ms; the limits require 2000 ms`);
      expect(results.map((r) => r.DisplayName)).toEqual(Array.from({ length: 30 }, (_, i) => `C${i}`));
      expect(throttled).toBe(0);
      expect(elapsed).toBeGreaterThanOrEqual(1990);
      expect(elapsed).toBeLessThan(2000 * 1.4 + 750);
      // Control: the same burst without the client's limiter does draw 429s from this server.
      const raw = await Promise.all(
        Array.from({ length: 30 }, (_, i) => fetch(`${server.url}/v3/company/${REALM}/customer/${i}`, { headers: { authorization: 'Bearer other-app' } }).then((r) => r.status)),
      );
      expect(raw.filter((status) => status === 429).length).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
