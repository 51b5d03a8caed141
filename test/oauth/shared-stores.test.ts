/**
 * Several processes (child processes, not threads) share one grant through a token store, against a local
 * authorization server that rotates the refresh token on every refresh and refuses the previous one at once, with
 * 2 s access tokens. Nothing may lose the grant: zero invalid_grant, zero failed API calls, about one refresh per
 * expiry; a process killed while holding the refresh lease blocks the others for one lease TTL at most.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileTokenStore, createOAuthClient, createRedisTokenStore, type TokenStore } from '@svc/accounting';
import { startRedis } from '../support/redis-server.ts';
import { consent, startOAuthServer, type OAuthTestServer } from '../support/oauth-server.ts';
import { repoRoot } from '../support/run-cli.ts';

const WORKER = resolve(import.meta.dirname, 'grant-worker.ts');
const ACCESS_TTL_MS = 2_000;
const MARGIN_MS = 1_000;

let auth: OAuthTestServer;
const temp = mkdtempSync(join(tmpdir(), 'svc-oauth-'));
const redis = await startRedis('test/oauth/shared-stores.test.ts (OAuth token store on Redis)');
beforeAll(async () => {
  auth = await startOAuthServer({ accessTtlMs: ACCESS_TTL_MS });
});
afterAll(async () => {
  await auth.close();
  await redis?.stop();
  rmSync(temp, { recursive: true, force: true });
});

async function connectInto(store: TokenStore): Promise<string> {
  const oauth = createOAuthClient({ clientId: auth.clientId, clientSecret: auth.clientSecret, redirectUri: 'http://127.0.0.1:8765/callback', endpoints: auth.endpoints, store });
  const request = oauth.authorizationUrl();
  return (await oauth.handleCallback(await consent(request.url), { state: request.state })).key;
}

function worker(env: Record<string, string>): { child: ChildProcess; output: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_NO_WARNINGS: '1',
      CLIENT_ID: auth.clientId,
      CLIENT_SECRET: auth.clientSecret,
      TOKEN_URL: auth.endpoints.token,
      API_URL: auth.apiUrl,
      MARGIN_MS: String(MARGIN_MS),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d));
  child.stderr!.on('data', (d: Buffer) => (err += d));
  const output = new Promise<string>((resolveOut, reject) =>
    child.on('exit', (code, signal) => (code === 0 || signal === 'SIGKILL' ? resolveOut(out) : reject(new Error(`worker exited ${code}: ${err}`)))),
  );
  return { child, output };
}

interface Summary {
  calls: number;
  failed: number;
  replays: number;
  grantErrors: number;
  errors: string[];
}

async function runMany(count: number, durationMs: number, env: Record<string, string>): Promise<{ summaries: Summary[]; refreshes: number; invalidGrants: number }> {
  const refreshesBefore = auth.refreshes;
  const invalidBefore = auth.invalidGrants;
  const outputs = await Promise.all(Array.from({ length: count }, () => worker({ ...env, DURATION_MS: String(durationMs) }).output));
  return {
    summaries: outputs.map((o) => JSON.parse(o.trim().split('\n').pop() ?? '{}') as Summary),
    refreshes: auth.refreshes - refreshesBefore,
    invalidGrants: auth.invalidGrants - invalidBefore,
  };
}

describe('a file token store shared by two processes', () => {
  it('keeps the grant through rotation: no invalid_grant, no failed call; the file is 0600', async () => {
    const file = join(temp, 'tokens.json');
    const realm = await connectInto(createFileTokenStore(file));
    const { summaries, refreshes, invalidGrants } = await runMany(2, 6_000, { STORE: file, REALM: realm });
    expect(invalidGrants).toBe(0);
    for (const s of summaries) {
      expect(s.errors).toEqual([]);
      expect(s.failed).toBe(0);
      expect(s.calls).toBeGreaterThan(10);
    }
    expect(refreshes).toBeGreaterThan(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe.skipIf(!redis)('a Redis token store shared by 8 processes', () => {
  it('20 s of calls with 2 s access tokens: zero invalid_grant, zero failed calls, about one refresh per expiry', async () => {
    const prefix = `t${Date.now()}:`;
    const store = await createRedisTokenStore({ url: redis!.url, prefix });
    const realm = await connectInto(store);
    await store.close?.();
    const durationMs = 20_000;
    const { summaries, refreshes, invalidGrants } = await runMany(8, durationMs, { STORE: redis!.url, PREFIX: prefix, REALM: realm });
    const calls = summaries.reduce((n, s) => n + s.calls, 0);
    const ideal = durationMs / (ACCESS_TTL_MS - MARGIN_MS);
    process.stdout.write(`[oauth] 8 processes, ${calls} API calls in ${durationMs / 1000} s: ${refreshes} refreshes (ideal ~${ideal}), ${invalidGrants} invalid_grant\n`);
    expect(invalidGrants).toBe(0);
    for (const s of summaries) {
      expect(s.errors).toEqual([]);
      expect(s.failed).toBe(0);
      expect(s.grantErrors).toBe(0);
    }
    // One refresh per expiry window, give or take scheduling on a loaded 2-core machine; never one per process.
    expect(refreshes).toBeGreaterThanOrEqual(ideal * 0.5);
    expect(refreshes).toBeLessThanOrEqual(ideal * 2);
  }, 90_000);

  it('a process killed while it holds the refresh lease blocks the others for one lease TTL at most', async () => {
    const prefix = `k${Date.now()}:`;
    const store = await createRedisTokenStore({ url: redis!.url, prefix });
    const realm = await connectInto(store);
    const leaseTtlMs = 1_500;
    auth.fail('hang');
    const victim = worker({ STORE: redis!.url, PREFIX: prefix, REALM: realm, MODE: 'refresh-once', LEASE_TTL_MS: String(leaseTtlMs) });
    await auth.hanging();
    victim.child.kill('SIGKILL');
    await victim.output;
    const before = (await store.get(realm))!;
    const survivor = createOAuthClient({
      clientId: auth.clientId,
      clientSecret: auth.clientSecret,
      redirectUri: 'http://127.0.0.1:8765/callback',
      endpoints: auth.endpoints,
      store,
      leaseTtlMs,
    });
    const started = Date.now();
    const refreshed = await survivor.refresh(realm);
    const waited = Date.now() - started;
    expect(refreshed.refreshToken).not.toBe(before.grant.refreshToken);
    expect(waited).toBeLessThan(leaseTtlMs + 3_000);
    expect((await store.get(realm))!.version).toBe(before.version + 1);
    await store.close?.();
  }, 30_000);
});
