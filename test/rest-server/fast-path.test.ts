/**
 * The server core's synchronous path (issue 25): a request that needs nothing awaited is answered before the
 * listener returns, with every header in one `writeHead`; what it skips must not change what a client sees.
 * Covered here: headers and keep-alive of answers written that way, the handler's lazily made `signal` (the
 * client going away, the deadline), hooks that answer with or without a promise, and headers a definition
 * repeats (answered by the slower path, later ones winning as before).
 */
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationDescriptor } from '../../templates/operations/operation-table.ts';
import { createServerCore, type HandlerContext, type ListeningServer } from '../../templates/rest-server/server.ts';
import { op } from '../support/scripted-server.ts';

const operations: Record<string, OperationDescriptor> = {
  readThing: op({ name: 'readThing', path: '/v1/thing/{id}' }),
  createThing: op({ name: 'createThing', method: 'POST', path: '/v1/thing', requestBody: { required: true, mediaTypes: ['application/json'] } }),
  slowThing: op({ name: 'slowThing', path: '/v1/slow/{id}' }),
  hangThing: op({ name: 'hangThing', path: '/v1/hang' }),
  signalThing: op({ name: 'signalThing', path: '/v1/signal' }),
};

const seen: { signal?: AbortSignal; reason?: unknown; finished?: boolean }[] = [];
const tokens: string[] = [];
let server: ListeningServer;
let repeated: ListeningServer;

function handlers() {
  return {
    readThing: ({ params }: HandlerContext) => ({ id: params.id }),
    createThing: ({ body }: HandlerContext) => ({ created: body }),
    slowThing: async ({ params, signal }: HandlerContext) => {
      const entry: (typeof seen)[number] = { signal };
      seen.push(entry);
      signal.addEventListener('abort', () => (entry.reason = signal.reason));
      await new Promise((resolve) => setTimeout(resolve, 300));
      entry.finished = true;
      return { id: params.id };
    },
    hangThing: ({ signal }: HandlerContext) => {
      const entry: (typeof seen)[number] = { signal };
      seen.push(entry);
      signal.addEventListener('abort', () => (entry.reason = signal.reason));
      return new Promise(() => undefined);
    },
    signalThing: ({ signal }: HandlerContext) => ({ aborted: signal.aborted }),
  };
}

beforeAll(async () => {
  server = await createServerCore({
    operations,
    traceHeader: 'x-tid',
    headers: { 'svc-version': '2.0' },
    handlerTimeoutMs: 400,
    onError: () => undefined,
    formatError: (f) => ({ error: { message: f.message, kind: f.kind } }),
    // A hook answering with a promise for some tokens and at once for others: both paths decide the same way.
    authenticate: (token) => {
      tokens.push(token);
      if (token.startsWith('later-')) return new Promise((resolve) => setTimeout(() => resolve(token !== 'later-no'), 5));
      return token !== 'no';
    },
    handlers: handlers(),
  }).listen();
  // A definition whose constant headers repeat the trace header and Content-Type (in other cases).
  repeated = await createServerCore({
    operations,
    traceHeader: 'x-tid',
    headers: { 'X-Tid': 'fixed', 'Content-Type': 'text/plain', 'svc-version': '2.0' },
    formatError: (f) => ({ error: { message: f.message } }),
    handlers: handlers(),
  }).listen();
});
afterAll(async () => {
  await server.close();
  await repeated.close();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  raw: string[];
  body: string;
  reused: boolean;
}

function send(url: string, options: { method?: string; token?: string; body?: string; agent?: Agent } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${options.token ?? 'ok'}` };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const req = httpRequest(url, { method: options.method ?? 'GET', headers, agent: options.agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: res.rawHeaders, body: Buffer.concat(chunks).toString('utf8'), reused: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('answers written synchronously', () => {
  it('carry the trace id, the constant headers, the JSON type and length, each once', async () => {
    const answer = await send(`${server.url}/v1/thing/a%20b`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ id: 'a b' });
    expect(answer.headers['x-tid']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(answer.headers['svc-version']).toBe('2.0');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    const names = answer.raw.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase());
    expect(names.filter((n) => n === 'x-tid' || n === 'content-type' || n === 'content-length')).toHaveLength(3);
  });

  it('keep the connection for the next request, after a success, a 404 and a 401', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await send(`${server.url}/v1/thing/1`, { agent });
      const missing = await send(`${server.url}/v1/nothing/here`, { agent });
      const refused = await send(`${server.url}/v1/thing/1`, { agent, token: 'no' });
      const last = await send(`${server.url}/v1/thing/2`, { agent });
      // A refused request with a body: answered without reading it (the connection closes when it was not all there).
      const notAllowed = await send(`${server.url}/v1/thing/1`, { agent, method: 'POST', body: '{"a":1}' });
      expect([first.status, missing.status, refused.status, last.status, notAllowed.status]).toEqual([200, 404, 401, 200, 405]);
      expect([missing.reused, refused.reused, last.reused]).toEqual([true, true, true]);
      expect(notAllowed.headers.allow).toBe('GET, HEAD');
      expect(missing.headers['x-tid']).toBeDefined();
      expect(JSON.parse(refused.body)).toEqual({ error: { message: 'Bearer token refused', kind: 'unauthorized' } });
      expect(refused.headers['www-authenticate']).toBe('Bearer');
    } finally {
      agent.destroy();
    }
  });

  it('a hook answering with a promise decides as one answering at once', async () => {
    const accepted = await send(`${server.url}/v1/thing/1`, { token: 'later-yes' });
    const refused = await send(`${server.url}/v1/thing/1`, { token: 'later-no' });
    expect([accepted.status, refused.status]).toEqual([200, 401]);
    expect(JSON.parse(refused.body).error.message).toBe('Bearer token refused');
    expect(tokens).toContain('later-no');
  });

  it('a body is still read, parsed and required where the operation says so', async () => {
    const created = await send(`${server.url}/v1/thing`, { method: 'POST', body: '{"name":"n"}' });
    expect(created.status).toBe(200);
    expect(JSON.parse(created.body)).toEqual({ created: { name: 'n' } });
    const empty = await send(`${server.url}/v1/thing`, { method: 'POST' });
    expect(empty.status).toBe(400);
    expect(JSON.parse(empty.body).error.message).toBe('Request body is required');
  });

  it('repeated constant headers answer as before: the definition\'s later value wins, the JSON type is the answer\'s', async () => {
    const answer = await send(`${repeated.url}/v1/thing/1`);
    expect(answer.status).toBe(200);
    expect(answer.headers['x-tid']).toBe('fixed');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    const names = answer.raw.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase());
    expect(names.filter((n) => n === 'x-tid' || n === 'content-type')).toHaveLength(2);
  });
});

describe('the handler\'s signal, made when read', () => {
  it('is not aborted for a handler that reads it and answers at once', async () => {
    const answer = await send(`${server.url}/v1/signal`);
    expect(JSON.parse(answer.body)).toEqual({ aborted: false });
  });

  it('aborts when the client goes away before the handler is done', async () => {
    seen.length = 0;
    const req = httpRequest(`${server.url}/v1/slow/1`, { headers: { authorization: 'Bearer ok' } });
    req.on('error', () => undefined);
    req.end();
    await expect.poll(() => seen.length).toBe(1);
    req.destroy();
    await expect.poll(() => seen[0].reason !== undefined).toBe(true);
    expect(seen[0].signal?.aborted).toBe(true);
    expect(String((seen[0].reason as Error).message)).toBe('The client went away');
  });

  it('aborts at the deadline, which answers 504 and closes the connection', async () => {
    seen.length = 0;
    const answer = await send(`${server.url}/v1/hang`);
    expect(answer.status).toBe(504);
    expect(answer.headers.connection).toBe('close');
    expect(answer.headers['x-tid']).toBeDefined();
    expect(seen[0].signal?.aborted).toBe(true);
    expect(String((seen[0].reason as Error).message)).toBe('Handler deadline of 400 ms passed');
  });

  it('stays quiet for a handler that finished in time', async () => {
    seen.length = 0;
    const answer = await send(`${server.url}/v1/slow/7`);
    expect(answer.status).toBe(200);
    expect(seen[0].finished).toBe(true);
    expect(seen[0].signal?.aborted).toBe(false);
  });
});
