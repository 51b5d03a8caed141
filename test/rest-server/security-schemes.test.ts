/**
 * Issue 23, class 1: every OpenAPI security scheme, not only bearer. The generated client sends each scheme's
 * credential where the scheme says (Authorization Bearer / Basic, an API key in a header, the query or a cookie)
 * for the first requirement it holds; the generated server checks each scheme with its own `authenticate` hook,
 * alternatives (OR), combinations (AND), per-operation overrides, `security: []` and optional security (`{}`).
 * Generated client -> generated server over HTTP on 127.0.0.1; a missing or refused credential answers 401 in the
 * API's error format and never reaches the handler.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typeCheck } from '../support/emit-typecheck.ts';
import { repoRoot, runCli } from '../support/run-cli.ts';

const temp = mkdtempSync(join(repoRoot, 'test', '.tmp-security-schemes-'));
const pkgDir = join(temp, 'security-schemes');

type Credential = string | { username: string; password: string };
type Handler = (request: { credentials: Record<string, Credential>; token?: string }) => unknown;
type Call = () => Promise<{ schemes: string[] }>;
interface ClientOptions {
  environment: { baseUrl: string };
  accessToken?: string;
  credentials?: Record<string, Credential | (() => Credential | Promise<Credential>)>;
  retry?: false;
}
interface Package {
  SecuritySchemesClient: new (options: ClientOptions) => Record<string, Call>;
  createSecuritySchemesServer(
    handlers: Record<string, Handler>,
    options: { authenticate?: Record<string, (credential: never) => boolean> },
  ): { listen(): Promise<{ url: string; close(): Promise<void> }> };
}

const OPERATIONS = ['bearerDefault', 'basicOnly', 'headerKey', 'queryKey', 'cookieKey', 'oauthScoped', 'openId', 'either', 'both', 'openAccess', 'optional'];
const reached: string[] = [];
let pkg: Package;
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  const result = runCli(['--input', 'test/samples/openapi/security-schemes/openapi.yaml', '--out', temp]);
  expect(result.status, result.stderr).toBe(0);
  pkg = (await import(pathToFileURL(join(pkgDir, 'dist', 'index.js')).href)) as Package;
  const handlers = Object.fromEntries(
    OPERATIONS.map((name): [string, Handler] => [
      name,
      ({ credentials }) => {
        reached.push(name);
        return { schemes: Object.keys(credentials).sort() };
      },
    ]),
  );
  server = await pkg
    .createSecuritySchemesServer(handlers, {
      authenticate: {
        bearer: (token: string) => token === 'tok',
        basic: (c: { username: string; password: string }) => c.username === 'ann' && c.password === 'p:w',
        headerKey: (key: string) => key === 'hk',
        queryKey: (key: string) => key === 'qk',
        cookieKey: (key: string) => key === 'ck',
        oauth: (token: string) => token === 'tok',
      } as Record<string, (credential: never) => boolean>,
    })
    .listen();
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(temp, { recursive: true, force: true });
});

const client = (options: Omit<ClientOptions, 'environment'>) => new pkg.SecuritySchemesClient({ environment: { baseUrl: server.url }, retry: false, ...options });

async function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown; challenge: string | null }> {
  const response = await fetch(`${server.url}${path}`, { headers });
  return { status: response.status, body: await response.json(), challenge: response.headers.get('www-authenticate') };
}
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('security schemes', () => {
  it('the package type-checks, with a typed credentials option per scheme', () => {
    expect(typeCheck(pkgDir)).toBe('');
  });

  it('round-trip: the client sends each scheme where it goes, the server hands the handler each credential', async () => {
    const all = client({
      accessToken: 'tok',
      credentials: { basic: { username: 'ann', password: 'p:w' }, headerKey: 'hk', queryKey: async () => 'qk', cookieKey: () => 'ck' },
    });
    expect(await all.bearerDefault()).toEqual({ schemes: ['bearer'] });
    expect(await all.basicOnly()).toEqual({ schemes: ['basic'] });
    expect(await all.headerKey()).toEqual({ schemes: ['headerKey'] });
    expect(await all.queryKey()).toEqual({ schemes: ['queryKey'] });
    expect(await all.cookieKey()).toEqual({ schemes: ['cookieKey'] });
    expect(await all.oauthScoped()).toEqual({ schemes: ['oauth'] });
    expect(await all.openId()).toEqual({ schemes: ['oidc'] });
    expect(await all.either()).toEqual({ schemes: ['headerKey'] });
    expect(await all.both()).toEqual({ schemes: ['bearer', 'headerKey'] });
    expect(await all.openAccess()).toEqual({ schemes: [] });
    expect(await all.optional()).toEqual({ schemes: ['headerKey'] });
  });

  it('OR: the client uses the first requirement it holds; AND needs every scheme', async () => {
    expect(await client({ credentials: { basic: { username: 'ann', password: 'p:w' } } }).either()).toEqual({ schemes: ['basic'] });
    expect(await client({}).openAccess()).toEqual({ schemes: [] });
    expect(await client({}).optional()).toEqual({ schemes: [] });
    await expect(client({ credentials: { headerKey: 'hk' } }).both()).rejects.toMatchObject({ status: 401 });
  });

  it('a missing or refused credential of each kind answers 401 in the error format and reaches no handler', async () => {
    reached.length = 0;
    const cases: [string, Record<string, string>][] = [
      ['/default', {}],
      ['/default', { authorization: 'Bearer nope' }],
      ['/default', { authorization: 'Token tok' }],
      ['/basic', {}],
      ['/basic', { authorization: basic('ann', 'wrong') }],
      ['/basic', { authorization: 'Basic !!!' }],
      ['/basic', { authorization: 'Bearer tok' }],
      ['/header-key', {}],
      ['/header-key', { 'x-api-key': 'nope' }],
      ['/query-key', {}],
      ['/query-key?api_key=nope', {}],
      ['/query-key?api_key=qk&api_key=qk', {}],
      ['/cookie-key', {}],
      ['/cookie-key', { cookie: 'other=ck; session=nope' }],
      ['/oauth', { authorization: 'Bearer nope' }],
      ['/oidc', {}],
      ['/either', {}],
      ['/either', { 'x-api-key': 'nope' }],
      ['/both', { 'x-api-key': 'hk' }],
      ['/both', { authorization: 'Bearer tok' }],
      ['/optional', { 'x-api-key': 'nope' }],
    ];
    for (const [path, headers] of cases) {
      const answer = await get(path, headers);
      expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(401);
      expect(answer.body).toMatchObject({ error: { status: '401' } });
    }
    expect(reached).toEqual([]);
    expect((await get('/basic')).challenge).toMatch(/^Basic /);
    expect((await get('/default')).challenge).toBe('Bearer');
    expect((await get('/header-key')).challenge).toBeNull();
  });

  it('accepted by hand as well: each scheme as a raw request sends it', async () => {
    expect((await get('/basic', { authorization: basic('ann', 'p:w') })).body).toEqual({ schemes: ['basic'] });
    expect((await get('/query-key?api_key=qk')).body).toEqual({ schemes: ['queryKey'] });
    expect((await get('/cookie-key', { cookie: 'a=b; session=ck' })).body).toEqual({ schemes: ['cookieKey'] });
    expect((await get('/either', { authorization: basic('ann', 'p:w') })).body).toEqual({ schemes: ['basic'] });
    expect((await get('/both', { authorization: 'Bearer tok', 'x-api-key': 'hk' })).body).toEqual({ schemes: ['bearer', 'headerKey'] });
    expect((await get('/public', { authorization: 'Bearer anything' })).body).toEqual({ schemes: [] });
  });
});
