/**
 * The OAuth helper when what it depends on misbehaves (issue 22, items 7, 9 and 10): a Redis that is down,
 * unreachable or paused (every store operation, the store's creation and `npm run connect` settle within their
 * documented times; a client call settles within its `timeoutMs`), a file store asked for keys named like
 * Object.prototype's members, and token endpoints that issue tokens shorter than the refresh margin or echo the
 * request (a refresh token) into their error replies.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountingClient,
  createFileTokenStore,
  createOAuthClient,
  createRedisTokenStore,
  MemoryTokenStore,
  OAuthError,
  OAuthGrantError,
  TokenStoreError,
  type OAuthGrant,
} from '@svc/accounting';
import { startRedis } from '../support/redis-server.ts';
import { repoRoot } from '../support/run-cli.ts';

const redis = await startRedis('OAuth token store outages');
const temp = mkdtempSync(join(tmpdir(), 'svc-oauth-hostile-'));
afterAll(async () => {
  await redis?.stop();
  rmSync(temp, { recursive: true, force: true });
});

const grant = (key: string, expiresAt = Date.now() + 3600_000): OAuthGrant => ({
  key,
  accessToken: `at-${key}`,
  refreshToken: `rt-${key}`,
  tokenType: 'bearer',
  expiresAt,
  scopes: [],
  obtainedAt: Date.now(),
});

/** A port nothing listens on (bound, then closed). */
async function refusedPort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** How long `work` takes to settle, and how. */
async function settle<T>(work: Promise<T>): Promise<{ ms: number; value?: T; error?: unknown }> {
  const start = performance.now();
  try {
    const value = await work;
    return { ms: performance.now() - start, value };
  } catch (error) {
    return { ms: performance.now() - start, error };
  }
}

/** Runs `work` while redis-server is stopped (SIGSTOP: connections stay open, nothing answers). */
async function whilePaused<T>(work: () => Promise<T>): Promise<T> {
  redis!.process.kill('SIGSTOP');
  try {
    return await work();
  } finally {
    redis!.process.kill('SIGCONT');
  }
}

describe.skipIf(!redis)('a Redis token store that is down, unreachable or paused (item 7)', () => {
  it('creating the store against a port nobody listens on fails within connectTimeoutMs (on main: never settles)', async () => {
    const port = await refusedPort();
    const outcome = await settle(createRedisTokenStore({ url: `redis://127.0.0.1:${port}`, connectTimeoutMs: 1000 }));
    expect(outcome.error).toBeInstanceOf(TokenStoreError);
    expect(outcome.ms).toBeGreaterThanOrEqual(900);
    expect(outcome.ms).toBeLessThan(5000);
  });

  it('creating the store against a paused Redis fails within connectTimeoutMs', async () => {
    const outcome = await whilePaused(() => settle(createRedisTokenStore({ url: redis!.url, connectTimeoutMs: 1000 })));
    expect((outcome.error as TokenStoreError).code).toBe('timeout');
    expect(outcome.ms).toBeLessThan(5000);
  });

  // (A write that timed out may still be applied when Redis resumes: it was sent. Compare-and-swap keeps that safe.)
  it('every operation on a paused Redis fails within commandTimeoutMs, and works again when it resumes', async () => {
    const store = await createRedisTokenStore({ url: redis!.url, prefix: `paused${Date.now()}:`, commandTimeoutMs: 1000 });
    try {
      await store.compareAndSwap('k', null, grant('k'));
      const outcomes = await whilePaused(() =>
        Promise.all([
          settle(store.get('k')),
          settle(store.compareAndSwap('k', 1, grant('k'))),
          settle(store.acquireLease('k', 'me', 5000)),
          settle(store.releaseLease('k', 'me')),
          settle(store.list()),
        ]),
      );
      for (const outcome of outcomes) {
        expect((outcome.error as TokenStoreError).code).toBe('timeout');
        expect(outcome.ms).toBeLessThan(4000);
      }
      expect((await store.get('k'))?.grant.accessToken).toBe('at-k');
    } finally {
      await store.close?.();
    }
  });

  it('with Redis down (killed), operations fail at once rather than queue for its return', async () => {
    const own = await startRedis('OAuth token store outages');
    const store = await createRedisTokenStore({ url: own!.url, commandTimeoutMs: 1000 });
    await own!.stop();
    await new Promise((r) => setTimeout(r, 200));
    const outcome = await settle(store.get('k'));
    expect(outcome.error).toBeInstanceOf(TokenStoreError);
    expect(outcome.ms).toBeLessThan(2000);
    await store.close?.();
  });

  it('readInvoice with timeoutMs 2000 over a paused Redis settles in about 2 s (on main: as long as the pause, 8 s here)', async () => {
    const store = await createRedisTokenStore({ url: redis!.url, prefix: `client${Date.now()}:` });
    const api = createServer((_req, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end('{"Invoice":{"Id":"1"}}'));
    await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
    try {
      await store.compareAndSwap('9130', null, grant('9130'));
      const oauth = createOAuthClient({ clientId: 'c', clientSecret: 's', redirectUri: 'http://localhost/cb', store });
      const client = new AccountingClient({
        environment: { baseUrl: `http://127.0.0.1:${(api.address() as { port: number }).port}` },
        realmId: '9130',
        auth: oauth.forGrant('9130'),
        timeoutMs: 2000,
        retry: false,
      });
      expect((await client.readInvoice('1')).Id).toBe('1');
      redis!.process.kill('SIGSTOP');
      const resume = setTimeout(() => redis!.process.kill('SIGCONT'), 8000);
      const outcome = await settle(client.readInvoice('1'));
      expect(outcome.error).toBeInstanceOf(Error);
      expect(outcome.ms).toBeLessThan(5000);
      clearTimeout(resume);
      redis!.process.kill('SIGCONT');
      expect((await client.readInvoice('1')).Id).toBe('1');
    } finally {
      redis!.process.kill('SIGCONT');
      api.close();
      await store.close?.();
    }
  });

  it('npm run connect --store redis://<nobody> exits 1 with a message instead of running on (on main: still running at 40 s)', async () => {
    const port = await refusedPort();
    const started = performance.now();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', resolve(repoRoot, 'generator/tools/connect.ts'), '--client-id', 'c', '--client-secret', 's', '--port', '0', '--store', `redis://127.0.0.1:${port}`],
      { cwd: repoRoot, env: { ...process.env, NODE_NO_WARNINGS: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    const killer = setTimeout(() => child.kill('SIGKILL'), 40_000);
    const code = await new Promise<number | null>((ok) => child.on('exit', (c) => ok(c)));
    clearTimeout(killer);
    expect(code).toBe(1);
    expect(stderr).toContain(`Redis did not answer a connection (redis://127.0.0.1:${port}) within 5000 ms`);
    // Start-up of tsx and the package, plus the 5 s connect timeout.
    expect(performance.now() - started).toBeLessThan(35_000);
  });
});

describe('the file token store looks up stored keys only (item 9)', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'key %s: no_grant before it is stored, the grant after (on main: a TypeError, or {} for __proto__)',
    async (key) => {
      const store = createFileTokenStore(join(temp, `grants-${key}.json`));
      expect(await store.get(key)).toBeUndefined();
      const oauth = createOAuthClient({ clientId: 'c', clientSecret: 's', redirectUri: 'http://localhost/cb', store });
      const error = await oauth.getAccessToken(key).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OAuthGrantError);
      expect((error as OAuthGrantError).code).toBe('no_grant');
      await store.compareAndSwap(key, null, grant(key));
      expect(await oauth.getAccessToken(key)).toBe(`at-${key}`);
      expect((await store.list()).map((s) => s.grant.key)).toEqual([key]);
      await store.delete(key);
      expect(await store.get(key)).toBeUndefined();
      expect(({} as { accessToken?: unknown }).accessToken).toBeUndefined();
    },
  );
});

/** A token endpoint whose replies a test scripts; counts the refreshes and keeps the last request body. */
interface Endpoint {
  url: string;
  refreshes: number;
  reply: (body: string) => { status: number; type: string; text: string };
}
let endpoint: Endpoint;
let endpointServer: Server;
beforeAll(async () => {
  endpoint = { url: '', refreshes: 0, reply: () => ({ status: 500, type: 'text/plain', text: '' }) };
  endpointServer = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => {
      endpoint.refreshes++;
      const { status, type, text } = endpoint.reply(`${req.headers.authorization ?? ''}\n${body}`);
      res.writeHead(status, { 'content-type': type }).end(text);
    });
  });
  await new Promise<void>((r) => endpointServer.listen(0, '127.0.0.1', r));
  endpoint.url = `http://127.0.0.1:${(endpointServer.address() as { port: number }).port}/token`;
});
afterAll(() => endpointServer.close());

async function clientWith(secret: string, stored: OAuthGrant) {
  const store = new MemoryTokenStore();
  await store.compareAndSwap(stored.key, null, stored);
  const oauth = createOAuthClient({ clientId: 'c', clientSecret: secret, redirectUri: 'http://localhost/cb', endpoints: { token: endpoint.url }, store, refreshAttempts: 1 });
  return { oauth, store };
}

describe('token endpoints that misbehave (item 10)', () => {
  it('tokens shorter than the refresh margin (expires_in 10 s against 5 minutes): 20 calls, 1 refresh (on main: 20)', async () => {
    let n = 0;
    endpoint.reply = () => ({ status: 200, type: 'application/json', text: JSON.stringify({ access_token: `short-${++n}`, refresh_token: `rt-${n}`, expires_in: 10 }) });
    endpoint.refreshes = 0;
    const { oauth } = await clientWith('s', grant('short', Date.now() - 1000));
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) tokens.push(await oauth.getAccessToken('short'));
    expect(endpoint.refreshes).toBe(1);
    expect(new Set(tokens)).toEqual(new Set(['short-1']));
  });

  it.each([
    ['a 500 page echoing the request', 500, 'text/plain', (body: string) => `upstream failed for request: ${body}`],
    ['a 400 whose error_description echoes it', 400, 'application/json', (body: string) => JSON.stringify({ error: 'invalid_request', error_description: body })],
    ['a 400 whose error code echoes it', 400, 'application/json', (body: string) => JSON.stringify({ error: body })],
    ['an invalid_grant whose description echoes it', 400, 'application/json', (body: string) => JSON.stringify({ error: 'invalid_grant', error_description: body })],
  ])('%s: no secret in the error or the stored grant (on main: the refresh token in the message)', async (_case, status, type, text) => {
    endpoint.reply = (body) => ({ status, type, text: text(body) });
    const refreshToken = 'rt-SECRET/+=value-0123456789';
    const secret = 'client-SECRET-abcdefgh';
    const { oauth, store } = await clientWith(secret, { ...grant('echo', 0), refreshToken });
    const error = (await oauth.refresh('echo').catch((e: unknown) => e)) as OAuthError;
    expect(error).toBeInstanceOf(OAuthError);
    const shown = JSON.stringify({ message: error.message, code: error.code, description: error.description, stored: (await store.get('echo'))?.grant.needsConsent });
    expect(shown).not.toContain('SECRET');
    expect(shown).not.toContain(encodeURIComponent(refreshToken));
    expect(shown).not.toContain(Buffer.from(`c:${secret}`).toString('base64'));
    expect((await store.get('echo'))?.grant.refreshToken).toBe(refreshToken);
  });
});
