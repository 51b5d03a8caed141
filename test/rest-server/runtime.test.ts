import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationDescriptor } from '../../templates/operations/operation-table.ts';
import { ApiError } from '../../templates/rest-client/errors.ts';
import { createServerCore, Reply, type ListeningServer, type ServerFault } from '../../templates/rest-server/server.ts';
import { op } from '../support/scripted-server.ts';

const json = { required: true, mediaTypes: ['application/json'] };
const operations: Record<string, OperationDescriptor> = {
  readThing: op({ name: 'readThing', path: '/v1/{tenant}/thing/{id}', parameters: [{ name: 'tenant', in: 'path', required: true }, { name: 'id', in: 'path', required: true }] }),
  createThing: op({ name: 'createThing', method: 'POST', path: '/v1/{tenant}/thing', requestBody: json, responses: { '201': { mediaTypes: ['application/json'], headers: [] } } }),
  deleteThing: op({ name: 'deleteThing', method: 'POST', path: '/v1/{tenant}/thing', selector: { operation: 'delete' }, requestBody: json }),
  queryThings: op({ name: 'queryThings', path: '/v1/{tenant}/query', parameters: [{ name: 'q', in: 'query', required: true }] }),
  openThing: op({ name: 'openThing', path: '/open', security: [] }),
  textThing: op({ name: 'textThing', method: 'POST', path: '/v1/{tenant}/text', requestBody: { required: true, mediaTypes: ['application/text'] } }),
  boom: op({ name: 'boom', path: '/v1/{tenant}/boom' }),
  unimplemented: op({ name: 'unimplemented', path: '/v1/{tenant}/later' }),
  pdfThing: op({ name: 'pdfThing', path: '/v1/{tenant}/thing/{id}/pdf', responses: { '200': { mediaTypes: ['application/pdf'], headers: [] } } }),
  badResult: op({ name: 'badResult', path: '/v1/{tenant}/bad' }),
  refuse: op({ name: 'refuse', path: '/v1/{tenant}/refuse' }),
  limited: op({ name: 'limited', path: '/v1/{tenant}/limited' }),
};

const faults: { error: unknown; fault: ServerFault }[] = [];
let server: ListeningServer;
let base: string;

beforeAll(async () => {
  const core = createServerCore({
    operations,
    traceHeader: 'svc_tid',
    headers: { 'svc-version': '1.2.3' },
    maxBodyBytes: 1024,
    limits: [{ id: 'limited-per-tenant', limit: 3, windowSeconds: 60, keyedBy: ['tenant'], appliesTo: ['limited'], environments: [] }],
    rateLimitKeys: [{ name: 'tenant', in: 'path', param: 'tenant' }],
    formatError: (f) => ({ Fault: { Error: [{ Message: f.message, code: f.kind, Detail: f.details?.join('\n') }], type: f.kind }, time: 'now' }),
    wrap: (operation, result) => (operation.name === 'readThing' || operation.name === 'badResult' ? { Thing: result, time: 'now' } : result),
    validateRequest: (name, parts) => {
      if (name !== 'createThing') return { ok: true };
      const body = parts.body as Record<string, unknown>;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, errors: ['/ must be object'] };
      if ('amount' in body && typeof body.amount !== 'number') return { ok: false, errors: ['/amount must be number'] };
      const { Id: _dropped, ...rest } = body; // a read-only field, dropped before the handler sees it
      return { ok: true, parts: { ...parts, body: rest }, dropped: ['/Id'] };
    },
    validateResponse: (_name, _status, body) =>
      (body as { Thing?: { id?: unknown } })?.Thing?.id === 'wrong' ? { ok: false, errors: ['/Thing/id must be number'] } : { ok: true },
    onError: (error, fault) => void faults.push({ error, fault }),
    handlers: {
      readThing: ({ params, query, token }) => ({ id: params.id, tenant: params.tenant, query, token }),
      createThing: ({ body, params }) => ({ created: body, tenant: params.tenant }),
      deleteThing: ({ body, query }) => ({ deleted: body, query }),
      queryThings: ({ query }) => ({ q: query.q }),
      openThing: () => ({ open: true }),
      textThing: ({ body }) => ({ text: body }),
      boom: () => {
        throw new Error('secret internal detail');
      },
      pdfThing: () => new Uint8Array(Buffer.from('%PDF-1.4 ...')),
      badResult: () => ({ id: 'wrong' }),
      refuse: () => {
        throw new ApiError({ status: 404, body: { Fault: { Error: [{ code: '610' }] } }, operation: 'refuse', throttled: false });
      },
      limited: () => new Reply(202, { accepted: true }, { 'x-custom': 'y' }),
    },
  });
  server = await core.listen();
  base = server.url;
});
afterAll(() => server.close());

const auth = { authorization: 'Bearer abc.DEF-123' };
async function call(method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}) {
  const res = await fetch(base + path, { method, headers: { ...auth, ...init.headers }, body: init.body });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, headers: res.headers, body, text };
}

describe('routing', () => {
  it('routes by method and path template, decoding parameters', async () => {
    const r = await call('GET', '/v1/t%201/thing/42?x=1&x=2');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ Thing: { id: '42', tenant: 't 1', query: { x: ['1', '2'] }, token: 'abc.DEF-123' }, time: 'now' });
    expect(r.headers.get('svc_tid')).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.headers.get('svc-version')).toBe('1.2.3');
  });

  it('selects the variant by selector query value, and hides the selector from the handler', async () => {
    const created = await call('POST', '/v1/t/thing', { body: '{"name":"x"}', headers: { 'content-type': 'application/json' } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ created: { name: 'x' }, tenant: 't' });
    const deleted = await call('POST', '/v1/t/thing?operation=delete&minor=1', { body: '{"Id":"1"}', headers: { 'content-type': 'application/json' } });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: { Id: '1' }, query: { minor: '1' } });
  });

  it('answers 404 for unknown paths and 405 for known paths with another method', async () => {
    const missing = await call('GET', '/nope');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('svc_tid')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(missing.body).toMatchObject({ Fault: { type: 'not-found' } });
    expect((await call('DELETE', '/v1/t/thing/1')).status).toBe(405);
  });

  it('accepts text bodies for operations declaring a text media type', async () => {
    const r = await call('POST', '/v1/t/text', { body: "select * from Thing where Name = 'Zoë'", headers: { 'content-type': 'application/text' } });
    expect(r.body).toEqual({ text: "select * from Thing where Name = 'Zoë'" });
  });
});

describe('auth', () => {
  it.each([
    ['missing', undefined, 'Missing Authorization header'],
    ['malformed', 'Bearer', 'Malformed Authorization header'],
    ['wrong scheme', 'Basic dXNlcjpwYXNz', 'Malformed Authorization header'],
    ['bad characters', 'Bearer a b', 'Malformed Authorization header'],
  ])('answers 401 in the interface format when the token is %s', async (_case, header, message) => {
    const res = await fetch(`${base}/v1/t/thing/1`, { headers: header === undefined ? {} : { authorization: header } });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(res.headers.get('svc_tid')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const body = (await res.json()) as { Fault: { Error: { Message: string }[]; type: string } };
    expect(body.Fault.type).toBe('unauthorized');
    expect(body.Fault.Error[0].Message).toContain(message);
  });

  it('needs no token for operations without security', async () => {
    const res = await fetch(`${base}/open`);
    expect(res.status).toBe(200);
  });
});

describe('bad requests', () => {
  it('answers malformed JSON with 400 and a clear message', async () => {
    const r = await call('POST', '/v1/t/thing', { body: '{"name": "x",', headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(400);
    const message = (r.body as { Fault: { Error: { Message: string }[] } }).Fault.Error[0].Message;
    expect(message).toMatch(/^Malformed JSON in request body: /);
  });

  it('answers validation failures with 400 listing the errors, and drops read-only fields', async () => {
    const bad = await call('POST', '/v1/t/thing', { body: '{"amount":"ten"}', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ Fault: { type: 'validation', Error: [{ Detail: '/amount must be number' }] } });
    const ok = await call('POST', '/v1/t/thing', { body: '{"Id":"9","amount":10}', headers: { 'content-type': 'application/json' } });
    expect(ok.body).toEqual({ created: { amount: 10 }, tenant: 't' });
  });

  it('answers a missing body, a missing required parameter and a wrong content type', async () => {
    expect((await call('POST', '/v1/t/thing', { headers: { 'content-type': 'application/json' } })).status).toBe(400);
    const q = await call('GET', '/v1/t/query');
    expect(q.status).toBe(400);
    expect(q.text).toContain('Missing required query parameter \\"q\\"');
    expect((await call('GET', '/v1/t/query?q=1')).body).toEqual({ q: '1' });
    expect((await call('POST', '/v1/t/thing', { body: '<x/>', headers: { 'content-type': 'application/xml' } })).status).toBe(415);
  });

  it('answers an oversized body with 413 and keeps serving', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(5000) });
    const r = await call('POST', '/v1/t/thing', { body: big, headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ Fault: { type: 'payload-too-large' } });
    // Chunked (no Content-Length): the limit applies while reading.
    const stream = new ReadableStream({
      start(controller) {
        // Several chunks, the first one already over the limit, so the server refuses mid-stream.
        for (let i = 0; i < 50; i++) controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = await fetch(`${base}/v1/t/thing`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(413);
    expect((await call('GET', '/v1/t/thing/1')).status).toBe(200);
  });
});

describe('handler outcomes', () => {
  it('answers 500 without a stack trace when a handler throws, reports it, and keeps serving', async () => {
    const r = await call('GET', '/v1/t/boom');
    expect(r.status).toBe(500);
    expect(r.text).not.toContain('secret');
    expect(r.text).not.toMatch(/\bat .*\.ts:\d+/);
    expect(r.body).toMatchObject({ Fault: { type: 'internal', Error: [{ Message: 'Internal server error' }] } });
    expect(faults.some((f) => (f.error as Error).message === 'secret internal detail' && f.fault.operation === 'boom')).toBe(true);
    expect((await call('GET', '/v1/t/thing/1')).status).toBe(200);
  });

  it('answers 501 in the interface format when no handler is given', async () => {
    const r = await call('GET', '/v1/t/later');
    expect(r.status).toBe(501);
    expect(r.body).toMatchObject({ Fault: { type: 'not-implemented' } });
  });

  it('answers an ApiError a handler throws with its status and body', async () => {
    const r = await call('GET', '/v1/t/refuse');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ Fault: { Error: [{ code: '610' }] } });
  });

  it('fails loudly when a response does not validate', async () => {
    const r = await call('GET', '/v1/t/bad');
    expect(r.status).toBe(500);
    expect(r.text).toContain('/Thing/id must be number');
    expect(faults.some((f) => f.fault.operation === 'badResult')).toBe(true);
  });

  it('writes binary results with the declared media type, and negotiates Accept', async () => {
    const res = await fetch(`${base}/v1/t/thing/1/pdf`, { headers: { ...auth, accept: 'application/pdf' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer()).toString('latin1')).toBe('%PDF-1.4 ...');
    expect((await call('GET', '/v1/t/thing/1/pdf', { headers: { accept: 'application/json' } })).status).toBe(406);
  });

  it('lets a handler choose status and headers with Reply', async () => {
    const r = await call('GET', '/v1/other/limited');
    expect(r.status).toBe(202);
    expect(r.headers.get('x-custom')).toBe('y');
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After per key once the limit is reached, other keys unaffected', async () => {
    for (let i = 0; i < 3; i++) expect((await call('GET', '/v1/busy/limited')).status).toBe(202);
    const throttled = await call('GET', '/v1/busy/limited');
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(throttled.body).toMatchObject({ Fault: { type: 'throttled' } });
    expect((await call('GET', '/v1/calm/limited')).status).toBe(202);
    expect((await call('GET', '/v1/busy/thing/1')).status).toBe(200);
  });
});
