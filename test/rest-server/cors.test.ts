/**
 * The `cors` option of the generated REST servers, over real HTTP on 127.0.0.1: off by default (no CORS header,
 * an OPTIONS is a 405 like any undeclared method); on, preflights are answered for the routes that exist with the
 * methods served there and the request headers their operations accept, answers carry the origin, the headers a
 * client reads (trace header, Retry-After, the headers on every reply) and `Vary: Origin`; refusals are in the
 * API's own error format, and a disallowed origin gets no CORS header. Hostile origins and preflight floods:
 * adversarial.test.ts. From a real browser: test/rest-client/browser.test.ts. Also: `startSandbox` (npm run sandbox)
 * with `cors`, and the README's example, type-checked and run.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountingServer, fixtures as accountingFixtures, type AccountingHandlers } from '@svc/accounting';
import { createPaymentsServer, fixtures as paymentsFixtures, type CorsOptions, type PaymentsHandlers } from '@svc/payments';
import { startSandbox } from '../../sandbox/server.ts';
import { send, type RawResponse } from '../support/raw-http.ts';
import { repoRoot } from '../support/run-cli.ts';
import { typecheck } from '../support/typecheck.ts';

const PAGE = 'https://app.example.com';
const CHARGES = '/svc/v4/payments/charges';
const AUTH = { authorization: 'Bearer t' };

const paymentsHandlers = {
  readCharge: ({ params }: { params: { chargeId: string } }) => ({ ...paymentsFixtures.Charge(), id: params.chargeId }),
  createCharge: () => paymentsFixtures.Charge(),
} as unknown as PaymentsHandlers;

type Listening = { url: string; close(): Promise<void> };
const servers: Listening[] = [];
async function payments(cors?: CorsOptions, extra: { rateLimits?: false } = { rateLimits: false }): Promise<Listening> {
  const server = await createPaymentsServer(paymentsHandlers, { ...extra, cors }).listen(0, '127.0.0.1');
  servers.push(server);
  return server;
}
afterAll(async () => {
  for (const s of servers) await s.close();
});

function corsHeaders(r: RawResponse): string[] {
  return Object.keys(r.headers).filter((name) => name.startsWith('access-control-'));
}

function preflight(base: string, path: string, origin: string, method: string, headers?: string): Promise<RawResponse> {
  return send(base, {
    method: 'OPTIONS',
    path: new URL(base).pathname.replace(/\/$/, '') + path,
    headers: { origin, 'access-control-request-method': method, ...(headers === undefined ? {} : { 'access-control-request-headers': headers }) },
  });
}

describe('off by default', () => {
  let server: Listening;
  beforeAll(async () => (server = await payments()));

  it('writes no CORS header and treats OPTIONS as any undeclared method (405)', async () => {
    const pre = await preflight(server.url, CHARGES, PAGE, 'POST', 'authorization, content-type, request-id');
    expect(pre.status).toBe(405);
    expect((pre.json as { errors: { code: string }[] }).errors[0].code).toBe('PMT-4000');
    expect(corsHeaders(pre)).toEqual([]);
    const get = await send(server.url, { path: `${CHARGES}/ch-1`, headers: { ...AUTH, origin: PAGE } });
    expect(get.status).toBe(200);
    expect(corsHeaders(get)).toEqual([]);
    expect(get.headers['vary']).toBeUndefined();
  });
});

describe('with a list of origins', () => {
  let server: Listening;
  beforeAll(async () => (server = await payments({ origins: [PAGE, 'http://localhost:5173/'], maxAgeSeconds: 600 })));

  it('answers a preflight for a route that exists: 204, the origin, the methods there, the headers its operations accept', async () => {
    const r = await preflight(server.url, CHARGES, PAGE, 'POST', 'Authorization, Content-Type, Request-Id');
    expect(r.status).toBe(204);
    expect(r.text).toBe('');
    expect(r.headers['access-control-allow-origin']).toBe(PAGE);
    expect(r.headers['access-control-allow-methods']).toBe('POST');
    expect(r.headers['access-control-allow-headers']).toBe('accept, authorization, content-type, request-id');
    expect(r.headers['access-control-max-age']).toBe('600');
    expect(r.headers['access-control-allow-credentials']).toBeUndefined();
    expect(r.headers['vary']).toBe('Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
    // A path with a parameter, GET (HEAD goes with it); a configured origin matches as browsers send it.
    const read = await preflight(server.url, `${CHARGES}/ch-9`, 'http://localhost:5173', 'GET', 'authorization');
    expect(read.status).toBe(204);
    expect(read.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(read.headers['access-control-allow-methods']).toBe('GET, HEAD');
  });

  it('answers calls from an allowed origin with the origin and the headers a client reads, errors included', async () => {
    const ok = await send(server.url, { path: `${CHARGES}/ch-1`, headers: { ...AUTH, origin: PAGE } });
    expect(ok.status).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe(PAGE);
    expect(ok.headers['vary']).toBe('Origin');
    const exposed = String(ok.headers['access-control-expose-headers']).split(', ');
    expect(exposed).toEqual(expect.arrayContaining(['svc_tid', 'retry-after', 'www-authenticate']));
    expect(exposed).not.toContain('content-type'); // safelisted: readable anyway
    const refused = await send(server.url, { path: `${CHARGES}/ch-1`, headers: { origin: PAGE } });
    expect(refused.status).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(PAGE);
    expect((refused.json as { errors: { type: string }[] }).errors[0].type).toBe('authentication_error');
  });

  it('gives a disallowed origin no CORS header: its preflight is a 403 in the API format, its calls are answered without them', async () => {
    const pre = await preflight(server.url, CHARGES, 'https://evil.example', 'POST', 'authorization');
    expect(pre.status).toBe(403);
    expect(pre.json).toMatchObject({ errors: [{ code: 'PMT-4000', type: 'invalid_request', message: 'Origin https://evil.example may not call this server' }] });
    expect(corsHeaders(pre)).toEqual([]);
    const call = await send(server.url, { path: `${CHARGES}/ch-1`, headers: { ...AUTH, origin: 'https://evil.example' } });
    expect(call.status).toBe(200);
    expect(corsHeaders(call)).toEqual([]);
    expect(call.headers['vary']).toBe('Origin'); // a cache must not hand this answer to an allowed origin
  });

  it('refuses preflights for what is not served, in the API format: unknown path 404, method 405 with Allow, header 403', async () => {
    const path = await preflight(server.url, '/svc/v4/nothing', PAGE, 'GET');
    expect(path.status).toBe(404);
    expect((path.json as { errors: unknown[] }).errors).toHaveLength(1);
    const method = await preflight(server.url, `${CHARGES}/ch-1`, PAGE, 'DELETE');
    expect(method.status).toBe(405);
    expect(method.headers['allow']).toBe('GET, HEAD');
    const header = await preflight(server.url, CHARGES, PAGE, 'POST', 'authorization, x-debug, x-trace');
    expect(header.status).toBe(403);
    expect((header.json as { errors: { message: string }[] }).errors[0].message).toBe(
      'POST /svc/v4/payments/charges does not accept the request headers "x-debug", "x-trace"',
    );
  });

  it('routes an OPTIONS that is not a preflight (no Access-Control-Request-Method) as before: 405', async () => {
    const r = await send(server.url, { method: 'OPTIONS', path: CHARGES, headers: { origin: PAGE } });
    expect(r.status).toBe(405);
    expect(r.headers['allow']).toBe('POST');
    expect(r.headers['access-control-allow-origin']).toBe(PAGE);
  });
});

describe("with '*', credentials and extra headers", () => {
  it("'*' answers '*' to any origin and never reflects it", async () => {
    const server = await payments({ origins: '*' });
    const r = await preflight(server.url, CHARGES, 'https://anyone.example', 'POST', 'content-type');
    expect(r.status).toBe(204);
    expect(r.headers['access-control-allow-origin']).toBe('*');
    const call = await send(server.url, { path: `${CHARGES}/ch-1`, headers: { ...AUTH, origin: 'null' } });
    expect(call.headers['access-control-allow-origin']).toBe('*');
  });

  it('credentials: Access-Control-Allow-Credentials on the preflight and the calls; allowHeaders and exposeHeaders add names', async () => {
    const server = await payments({ origins: [PAGE], credentials: true, allowHeaders: ['X-Client'], exposeHeaders: ['X-Extra'] });
    const r = await preflight(server.url, CHARGES, PAGE, 'POST', 'x-client, request-id');
    expect(r.status).toBe(204);
    expect(r.headers['access-control-allow-credentials']).toBe('true');
    expect(r.headers['access-control-allow-headers']).toContain('x-client');
    const call = await send(server.url, { path: `${CHARGES}/ch-1`, headers: { ...AUTH, origin: PAGE } });
    expect(call.headers['access-control-allow-credentials']).toBe('true');
    expect(String(call.headers['access-control-expose-headers']).split(', ')).toContain('x-extra');
  });

  it('refuses options that cannot be right when the server is created', () => {
    const make = (cors: CorsOptions) => () => createPaymentsServer(paymentsHandlers, { cors });
    expect(make({ origins: '*', credentials: true })).toThrow(/credentials need a list of origins/);
    expect(make({ origins: 'https://app.example.com' as unknown as string[] })).toThrow(/origins must be '\*' or a list of origins/);
    expect(make({ origins: ['app.example.com'] })).toThrow(/is not an origin/);
    expect(make({ origins: ['https://app.example.com/path'] })).toThrow(/is not an origin/);
    expect(make({ origins: ['null'] })).toThrow(/is not an origin/);
    expect(make({ origins: ['ftp://app.example.com'] })).toThrow(/is not an origin/);
    expect(make({ origins: [PAGE], maxAgeSeconds: -1 })).toThrow(/maxAgeSeconds/);
    expect(make({ origins: [PAGE], allowHeaders: ['bad header'] })).toThrow(/not a header name/);
  });
});

describe('accounting: its own headers and error format', () => {
  let url: string;
  beforeAll(async () => {
    const handlers = { readInvoice: ({ params }: { params: { id: string } }) => ({ ...accountingFixtures.Invoice(), Id: params.id }) } as unknown as AccountingHandlers;
    const server = await createAccountingServer(handlers, { rateLimits: false, cors: { origins: [PAGE] }, basePath: '/accounting' }).listen(0, '127.0.0.1');
    servers.push(server);
    url = server.url;
  });

  it('exposes Svc-Version (on every reply) and refuses a disallowed origin with a Fault', async () => {
    const ok = await send(url, { path: '/accounting/v3/company/1/invoice/7', headers: { ...AUTH, origin: PAGE } });
    expect(ok.status).toBe(200);
    expect(String(ok.headers['access-control-expose-headers']).split(', ')).toEqual(expect.arrayContaining(['svc-version', 'svc_tid']));
    const pre = await preflight(url, '/v3/company/1/invoice', 'https://evil.example', 'POST', 'content-type');
    expect(pre.status).toBe(403);
    expect(pre.json).toMatchObject({ Fault: { type: 'ValidationFault', Error: [{ Message: 'Origin https://evil.example may not call this server' }] } });
    expect(corsHeaders(pre)).toEqual([]);
    // The selector query of shared-POST operations does not change what a preflight allows.
    const shared = await preflight(url, '/v3/company/1/invoice?operation=delete', PAGE, 'POST', 'content-type, authorization');
    expect(shared.status).toBe(204);
    expect(shared.headers['access-control-allow-methods']).toBe('POST');
  });
});

describe('npm run sandbox (startSandbox) with cors', () => {
  it("allows the sandbox's fault header besides the operations' own, on both REST sandboxes", async () => {
    const running = await startSandbox({ port: 0, cors: [PAGE] });
    try {
      const pre = await preflight(running.urls.payments, `${CHARGES}/ch-1`, PAGE, 'GET', 'authorization, svc-sandbox-fault');
      expect(pre.status).toBe(204);
      expect(pre.headers['access-control-allow-headers']).toBe('accept, authorization, content-type, svc-sandbox-fault');
      const books = await preflight(running.urls.accounting, '/v3/company/1/invoice', PAGE, 'POST', 'content-type, svc-sandbox-fault');
      expect(books.status).toBe(204);
      const call = await send(running.urls.payments, { path: '/payments/svc/v4/payments/charges/none', headers: { ...AUTH, origin: PAGE, 'svc-sandbox-fault': '503' } });
      expect(call.status).toBe(503);
      expect(call.headers['access-control-allow-origin']).toBe(PAGE);
      expect(String(call.headers['access-control-expose-headers']).split(', ')).toContain('retry-after');
    } finally {
      await running.close();
    }
  });
});

describe('the README example', () => {
  const dir = mkdtempSync(join(repoRoot, 'test', '.tmp-readme-cors-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('type-checks and runs: a page of an allowed origin gets its preflight answered, another does not', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    const intro = readme.indexOf('Pages on other origins (CORS) call a server only when it is given `cors`');
    const block = /```ts\n([\s\S]*?)```/.exec(readme.slice(intro));
    expect(intro).toBeGreaterThan(0);
    const probe = `
const ask = (origin: string) =>
  fetch(\`\${url}/svc/v4/payments/charges/ch-1\`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });
const allowed = await ask('http://localhost:5173');
const other = await ask('https://elsewhere.example');
const read = await fetch(\`\${url}/svc/v4/payments/charges/ch-7\`, { headers: { authorization: 'Bearer t', origin: 'https://app.example.com' } });
console.log(JSON.stringify([allowed.status, allowed.headers.get('access-control-allow-origin'), allowed.headers.get('access-control-max-age'), other.status, other.headers.get('access-control-allow-origin'), read.status, read.headers.get('access-control-allow-origin'), ((await read.json()) as { id: string }).id]));
await close();
`;
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'readme-cors', private: true, type: 'module' }));
    writeFileSync(join(dir, 'example.ts'), `${block![1]}${probe}`);
    const checked = typecheck(dir, ['example.ts']);
    expect(checked.output).toBe('');
    const out = execFileSync(process.execPath, ['--import', 'tsx', join(dir, 'example.ts')], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    expect(JSON.parse(out)).toEqual([204, 'http://localhost:5173', '600', 403, null, 200, 'https://app.example.com', 'ch-7']);
  });
});
