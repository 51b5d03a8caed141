import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClientOptions } from '../../templates/rest-client/http-client.ts';
import { ApiError, NetworkError, THROTTLED, ThrottleError, TimeoutError, type ApiErrorInit } from '../../templates/rest-client/errors.ts';
import { json, op, startScripted, type Script, type ScriptedServer } from '../support/scripted-server.ts';

const THROTTLE_XML = readFileSync('/work/shared/vectors/accounting/fault-throttle-429.xml');

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(script: Script): Promise<ScriptedServer> {
  server = await startScripted(script);
  return server;
}

function client(url: string, extra: Partial<HttpClientOptions> = {}) {
  return createHttpClient({ baseUrl: url, accessToken: 'tok', traceHeader: 'svc_tid', ...extra });
}

const read = op({
  name: 'readThing',
  path: '/v1/{tenant}/thing/{id}',
  parameters: [
    { name: 'tenant', in: 'path', required: true },
    { name: 'id', in: 'path', required: true },
    { name: 'tags', in: 'query', required: false },
  ],
});
const write = op({ name: 'createThing', method: 'POST', path: '/v1/thing', requestBody: { required: true, mediaTypes: ['application/json'] } });
const writeWithHeaderKey = op({
  ...write,
  name: 'createKeyed',
  parameters: [{ name: 'Request-Id', in: 'header', required: false }],
});
const writeWithQueryKey = op({
  ...write,
  name: 'deleteKeyed',
  selector: { operation: 'delete' },
  parameters: [{ name: 'requestid', in: 'query', required: false }],
});
const pdf = op({
  name: 'pdfThing',
  path: '/v1/thing/{id}/pdf',
  parameters: [{ name: 'id', in: 'path', required: true }],
  responses: { '200': { mediaTypes: ['application/pdf'], headers: [] } },
});

describe('requests', () => {
  it('fills the path, encodes the query, sends the bearer token and JSON body', async () => {
    const s = await serve((_req, res) => json(res, 200, { ok: true }));
    const c = client(s.url, { defaultQuery: { minorversion: '75' }, idempotency: { in: 'query', name: 'requestid' } });
    await c.call(read, { path: { tenant: 'a b', id: 'x/y' }, query: { tags: ['p', 'q r'], empty: undefined } });
    await c.call(writeWithQueryKey, { body: { name: 'Zoë' } });
    expect(s.received[0].url).toBe('/v1/a%20b/thing/x%2Fy?tags=p&tags=q%20r');
    expect(s.received[0].headers.authorization).toBe('Bearer tok');
    expect(s.received[0].headers.accept).toBe('application/json');
    expect(s.received[1].url).toMatch(/^\/v1\/thing\?operation=delete&requestid=[0-9a-f]{32}$/);
    expect(s.received[1].headers['content-type']).toBe('application/json');
    expect(JSON.parse(s.received[1].body.toString('utf8'))).toEqual({ name: 'Zoë' });
  });

  it('sends no Authorization header to operations without security, and lets onRequest add headers', async () => {
    const s = await serve((_req, res) => json(res, 200, {}));
    const open = op({ name: 'open', path: '/open', security: [] });
    await client(s.url, { onRequest: (r) => void (r.headers['x-extra'] = `${r.operation}#${r.attempt}`) }).call(open);
    expect(s.received[0].headers.authorization).toBeUndefined();
    expect(s.received[0].headers['x-extra']).toBe('open#1');
  });

  it('unwraps results with the interface rule', async () => {
    const s = await serve((_req, res) => json(res, 200, { Thing: { Id: '1' }, time: 't' }));
    const c = client(s.url, { unwrap: (_op, body) => (body as { Thing: unknown }).Thing });
    expect(await c.call(read, { path: { tenant: 't', id: '1' } })).toEqual({ Id: '1' });
    expect((await c.request(read, { path: { tenant: 't', id: '1' } })).traceId).toBeUndefined();
  });
});

describe('charsets', () => {
  const names = { DisplayName: 'Müller & Söhne, Señor Café', Note: 'déjà vu' };
  it('decodes an ISO-8859-1 body by its declared charset', async () => {
    const s = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json;charset=ISO-8859-1' }).end(Buffer.from(JSON.stringify(names), 'latin1'));
    });
    expect(Buffer.from(JSON.stringify(names), 'latin1').toString('utf8')).not.toContain('Müller'); // the bytes really differ
    expect(await client(s.url).call(read, { path: { tenant: 't', id: '1' } })).toEqual(names);
  });

  it('decodes UTF-8 by default', async () => {
    const s = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(Buffer.from(JSON.stringify(names), 'utf8'));
    });
    expect(await client(s.url).call(read, { path: { tenant: 't', id: '1' } })).toEqual(names);
  });
});

describe('errors', () => {
  it('gives status, body, trace id and operation on an error', async () => {
    const fault = { Fault: { Error: [{ Message: 'Object Not Found', code: '610' }], type: 'ValidationFault' } };
    const s = await serve((_req, res) => json(res, 400, fault, { svc_tid: 'trace-1' }));
    const error = await client(s.url).call(read, { path: { tenant: 't', id: '1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ThrottleError);
    expect(error).toMatchObject({ status: 400, body: fault, traceId: 'trace-1', operation: 'readThing' });
  });

  it('turns a 429 with an XML body into a typed throttle error of the interface', async () => {
    class IfaceError extends ApiError {}
    class IfaceThrottleError extends IfaceError {
      readonly [THROTTLED] = true as const;
    }
    const errorFactory = (init: ApiErrorInit) => (init.throttled ? new IfaceThrottleError(init) : new IfaceError(init));
    const s = await serve((_req, res) => {
      res.writeHead(429, { 'content-type': 'application/xml', svc_tid: 'tid-429' }).end(THROTTLE_XML);
    });
    const error = await client(s.url, { errorFactory, retry: false })
      .call(read, { path: { tenant: 't', id: '1' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IfaceThrottleError);
    expect(error).toBeInstanceOf(IfaceError);
    expect(error).toBeInstanceOf(ThrottleError);
    expect(error).toMatchObject({ status: 429, traceId: 'tid-429', body: { IntuitResponse: { Fault: { type: 'SERVICE', Error: { code: '3001' } } } } });
  });

  it('reads an XML throttle body even when it is labelled JSON, and lets the interface normalise it', async () => {
    const s = await serve((_req, res) => void res.writeHead(429, { 'content-type': 'application/json' }).end(THROTTLE_XML));
    const error = await client(s.url, {
      retry: false,
      errorBody: (decoded) => (decoded.kind === 'xml' ? { normalised: decoded.value } : decoded),
    })
      .call(read, { path: { tenant: 't', id: '1' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ThrottleError);
    expect((error as ApiError).body).toMatchObject({ normalised: { IntuitResponse: { Fault: { Error: { code: '3001' } } } } });
  });
});

describe('retries', () => {
  const recordSleep = (delays: number[]) => async (ms: number) => void delays.push(ms);

  it('honours Retry-After in seconds', async () => {
    const delays: number[] = [];
    const s = await serve((_req, res, i) => (i === 0 ? json(res, 429, {}, { 'retry-after': '2' }) : json(res, 200, { ok: 1 })));
    const result = await client(s.url, { retry: { sleep: recordSleep(delays) } }).call(read, { path: { tenant: 't', id: '1' } });
    expect(result).toEqual({ ok: 1 });
    expect(delays).toEqual([2000]);
  });

  it('honours Retry-After as an HTTP date', async () => {
    const delays: number[] = [];
    const now = Date.UTC(2025, 0, 1, 12, 0, 0);
    const s = await serve((_req, res, i) =>
      i === 0 ? json(res, 503, {}, { 'retry-after': new Date(now + 3000).toUTCString() }) : json(res, 200, { ok: 1 }),
    );
    await client(s.url, { retry: { sleep: recordSleep(delays), now: () => now } }).call(read, { path: { tenant: 't', id: '1' } });
    expect(delays).toEqual([3000]);
  });

  it('backs off with jitter without Retry-After, and gives up after maxAttempts with a throttle error', async () => {
    const delays: number[] = [];
    const s = await serve((_req, res) => json(res, 429, { errors: [] }));
    const error = await client(s.url, { retry: { sleep: recordSleep(delays), random: () => 0.5, baseDelayMs: 100, maxAttempts: 4 } })
      .call(read, { path: { tenant: 't', id: '1' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ThrottleError);
    expect(s.received).toHaveLength(4);
    expect(delays).toEqual([50, 100, 200]);
  });

  it('really waits between attempts (default sleep)', async () => {
    const s = await serve((_req, res, i) => (i === 0 ? json(res, 502, {}, { 'retry-after': '0.2' }) : json(res, 200, {})));
    const start = performance.now();
    await client(s.url).call(read, { path: { tenant: 't', id: '1' } });
    expect(performance.now() - start).toBeGreaterThanOrEqual(195);
  });

  it('does not retry a write without an idempotency key', async () => {
    const s = await serve((_req, res) => json(res, 503, {}));
    const error = await client(s.url, { retry: { sleep: async () => {} } }).call(write, { body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503 });
    expect(s.received).toHaveLength(1);
  });

  it('does not retry statuses other than 429/502/503/504', async () => {
    const s = await serve((_req, res) => json(res, 500, {}));
    const error = await client(s.url, { retry: { sleep: async () => {} } }).call(read, { path: { tenant: 't', id: '1' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, operation: 'readThing' });
    expect(s.received).toHaveLength(1);
  });

  it('retries a write carrying an idempotency header, reusing the same key each time', async () => {
    const s = await serve((_req, res, i) => (i < 2 ? json(res, i === 0 ? 503 : 429, {}) : json(res, 201, { id: 'c1' })));
    const c = client(s.url, { idempotency: { in: 'header', name: 'Request-Id' }, retry: { sleep: async () => {} } });
    expect(await c.call(writeWithHeaderKey, { body: { amount: '1.00' } })).toEqual({ id: 'c1' });
    const ids = s.received.map((r) => r.headers['request-id']);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(1);
    // A new logical call gets a new key.
    await c.call(writeWithHeaderKey, { body: {} });
    expect(s.received[3].headers['request-id']).not.toBe(ids[0]);
  });

  it('retries a write carrying an idempotency query parameter with the same value, or the caller’s key', async () => {
    const s = await serve((_req, res, i) => (i % 2 === 0 ? json(res, 504, {}) : json(res, 200, {})));
    const c = client(s.url, { idempotency: { in: 'query', name: 'requestid' }, retry: { sleep: async () => {} } });
    await c.call(writeWithQueryKey, { body: {} });
    expect(s.received[0].url).toBe(s.received[1].url);
    await c.call(writeWithQueryKey, { body: {}, idempotencyKey: 'mine-1' });
    expect(s.received.slice(2).map((r) => r.url)).toEqual(['/v1/thing?operation=delete&requestid=mine-1', '/v1/thing?operation=delete&requestid=mine-1']);
  });

  it('retries network errors for reads and keyed writes, but not for unkeyed writes', async () => {
    const s = await serve((req, res, i) => {
      if (i % 2 === 0) res.socket?.destroy();
      else json(res, 200, { attempt: i });
    });
    const c = client(s.url, { idempotency: { in: 'header', name: 'Request-Id' }, retry: { sleep: async () => {} } });
    expect(await c.call(read, { path: { tenant: 't', id: '1' } })).toEqual({ attempt: 1 });
    expect(await c.call(writeWithHeaderKey, { body: {} })).toEqual({ attempt: 3 });
    expect(s.received[2].headers['request-id']).toBe(s.received[3].headers['request-id']);
    const error = await c.call(write, { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect(s.received).toHaveLength(5);
  });

  it('reports a refused connection as a NetworkError', async () => {
    const s = await serve((_req, res) => json(res, 200, {}));
    const url = s.url;
    await s.close();
    server = undefined;
    const error = await client(url, { retry: false }).call(read, { path: { tenant: 't', id: '1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).operation).toBe('readThing');
  });
});

describe('timeouts', () => {
  it('throws a TimeoutError when no answer comes in time', async () => {
    const s = await serve((_req, res) => void setTimeout(() => json(res, 200, {}), 1000));
    const start = performance.now();
    const error = await client(s.url, { timeoutMs: 100, retry: false }).call(read, { path: { tenant: 't', id: '1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 100, operation: 'readThing' });
    expect(performance.now() - start).toBeLessThan(600);
  });

  it('retries a read that timed out', async () => {
    const s = await serve((_req, res, i) => (i === 0 ? void setTimeout(() => json(res, 200, { late: true }), 1000) : json(res, 200, { late: false })));
    const result = await client(s.url, { timeoutMs: 100, retry: { sleep: async () => {} } }).call(read, { path: { tenant: 't', id: '1' } });
    expect(result).toEqual({ late: false });
  });
});

describe('binary responses', () => {
  const PDF = Buffer.from('%PDF-1.4\n\x00\xff binary\n%%EOF', 'latin1');

  it('asks for application/pdf and returns the bytes', async () => {
    const s = await serve((_req, res) => void res.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF));
    const bytes = await client(s.url).call<Uint8Array>(pdf, { path: { id: '1' } });
    expect(s.received[0].headers.accept).toBe('application/pdf');
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(bytes).equals(PDF)).toBe(true);
  });

  it('still throws the typed error when a PDF operation answers a JSON error', async () => {
    const fault = { Fault: { Error: [{ Message: 'Object Not Found', code: '610' }], type: 'ValidationFault' } };
    const s = await serve((_req, res) => json(res, 404, fault, { svc_tid: 'pdf-tid' }));
    const error = await client(s.url).call(pdf, { path: { id: '1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body: fault, traceId: 'pdf-tid', operation: 'pdfThing' });
  });
});

describe('token refresh', () => {
  /** Accepts only the current token; counts provider calls. */
  function tokens() {
    let issued = 0;
    return {
      provider: async () => `token-${++issued}`,
      get issued() {
        return issued;
      },
    };
  }

  it('refreshes once on 401 and replays the request once', async () => {
    const t = tokens();
    const s = await serve((req, res) => (req.headers.authorization === 'Bearer token-2' ? json(res, 200, { ok: 1 }) : json(res, 401, { error: 'expired' })));
    expect(await client(s.url, { accessToken: t.provider }).call(read, { path: { tenant: 't', id: '1' } })).toEqual({ ok: 1 });
    expect(s.received.map((r) => r.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(t.issued).toBe(2);
  });

  it('shares one refresh among concurrent 401s', async () => {
    const t = tokens();
    const s = await serve((req, res) =>
      req.headers.authorization === 'Bearer token-2' ? json(res, 200, { ok: 1 }) : void setTimeout(() => json(res, 401, {}), 20),
    );
    const c = client(s.url, { accessToken: t.provider });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => c.call(read, { path: { tenant: 't', id: String(i) } })));
    expect(results).toEqual(Array(8).fill({ ok: 1 }));
    expect(t.issued).toBe(2);
    expect(s.received.filter((r) => r.headers.authorization === 'Bearer token-1')).toHaveLength(8);
    expect(s.received.filter((r) => r.headers.authorization === 'Bearer token-2')).toHaveLength(8);
  });

  it('gives up after one replay, and does not refresh a fixed token', async () => {
    const t = tokens();
    const s = await serve((_req, res) => json(res, 401, { code: 'AuthenticationFailed' }));
    const error = await client(s.url, { accessToken: t.provider }).call(read, { path: { tenant: 't', id: '1' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, body: { code: 'AuthenticationFailed' } });
    expect(s.received).toHaveLength(2);
    const fixed = await client(s.url).call(read, { path: { tenant: 't', id: '1' } }).catch((e: unknown) => e);
    expect(fixed).toMatchObject({ status: 401, body: { code: 'AuthenticationFailed' } });
    expect(s.received).toHaveLength(3);
  });
});

describe('serialized operations', () => {
  it('runs calls marked serialize one at a time per key value, other keys in parallel', async () => {
    let running = 0;
    let maxRunning = 0;
    const order: string[] = [];
    const s = await serve(async (req, res) => {
      running++;
      maxRunning = Math.max(maxRunning, running);
      order.push(req.url);
      await new Promise((r) => setTimeout(r, 30));
      running--;
      json(res, 200, {});
    });
    const serialWrite = op({
      name: 'writeNamed',
      method: 'POST',
      path: '/v1/{tenant}/named',
      parameters: [{ name: 'tenant', in: 'path', required: true }],
      serialize: { key: ['tenant'] },
    });
    const c = client(s.url, { rateLimitKeys: [{ name: 'tenant', in: 'path', param: 'tenant' }] });
    const start = performance.now();
    await Promise.all([1, 2, 3, 4].map((n) => c.call(serialWrite, { path: { tenant: 'a' }, query: { n } })));
    expect(order).toEqual(['/v1/a/named?n=1', '/v1/a/named?n=2', '/v1/a/named?n=3', '/v1/a/named?n=4']);
    expect(maxRunning).toBe(1);
    expect(performance.now() - start).toBeGreaterThanOrEqual(115);
    maxRunning = 0;
    await Promise.all(['a', 'b', 'c'].map((tenant) => c.call(serialWrite, { path: { tenant } })));
    expect(maxRunning).toBe(3);
  });
});
