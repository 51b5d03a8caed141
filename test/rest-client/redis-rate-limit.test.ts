/**
 * Rate limits shared across processes (`RedisRateLimitStore`) with a real redis-server: the store's script is
 * atomic (concurrent hits from several connections never exceed a limit; a held call counts until settled), a
 * Redis that is down or paused fails a call with `RateLimitStoreError` instead of holding it, two sandboxes
 * sharing one store enforce one limit, and 8 client processes of one app hammering one realm of the accounting
 * sandbox together stay within its per-second limit (no 429), where 8 processes with their own memory do not.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountingClient, createAccountingSandbox, rateLimits, type SandboxServer } from '@svc/accounting';
import type { CounterSpec } from '../../templates/rest-client/rate-limit-store.ts';
import { RateLimitStoreError, RedisRateLimitStore } from '../../templates/rest-client/redis-rate-limit-store.ts';
import { startSandbox } from '../../sandbox/server.ts';
import { startRedis } from '../support/redis-server.ts';

const redis = await startRedis('rate limits on Redis');
const WORKER = fileURLToPath(new URL('./redis-rate-limit-worker.ts', import.meta.url));
const stores: RedisRateLimitStore[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const store of stores) await store.close();
  await redis?.stop();
});

function store(prefix: string, options: { commandTimeoutMs?: number; connectTimeoutMs?: number; url?: string } = {}): RedisRateLimitStore {
  const created = new RedisRateLimitStore({ url: options.url ?? redis!.url, prefix, ...options });
  stores.push(created);
  return created;
}

/** The declared per-second limit counted per app and realm: what 8 processes of one app share on one realm. */
const perSecond = rateLimits.find((l) => l.windowSeconds === 1 && l.keyedBy.includes('realm') && l.appliesTo.length === 0)!;

describe.skipIf(!redis)('RedisRateLimitStore', () => {
  it('counts concurrent hits from several connections atomically: never more than the limit', async () => {
    const connections = [0, 1, 2, 3].map(() => store('atomic:'));
    const counters: CounterSpec[] = [
      { id: 'a\u0000realm-1', limit: 50, windowMs: 60_000 },
      { id: 'b\u0000realm-1', limit: 80, windowMs: 60_000 },
    ];
    const verdicts = await Promise.all(Array.from({ length: 200 }, (_, i) => connections[i % 4]!.hit(counters, 0)));
    expect(verdicts.filter((v) => v.ok)).toHaveLength(50);
    const refused = verdicts.filter((v) => !v.ok);
    // Refused: named the full counter, counted nowhere, and told when a slot frees (within the window).
    expect(refused.every((v) => v.index === 0 && v.retryAfterMs! > 0 && v.retryAfterMs! <= 60_000)).toBe(true);
    // The second counter counted only the 50 admitted: 30 more fit there alone.
    const second = await Promise.all(Array.from({ length: 40 }, () => connections[0]!.hit([counters[1]!], 0)));
    expect(second.filter((v) => v.ok)).toHaveLength(30);
  });

  it('counts a held call while in flight, and from its answer on once settled', async () => {
    const shared = store('hold:');
    const counter: CounterSpec[] = [{ id: 'held', limit: 2, windowMs: 200 }];
    expect((await shared.hold(counter, 'call-1', 60_000, 0)).ok).toBe(true);
    expect((await shared.hold(counter, 'call-2', 60_000, 0)).ok).toBe(true);
    const full = await shared.hold(counter, 'call-3', 60_000, 0);
    // Waiting on calls in flight: asked again soon (they free at their answer), not after their whole hold.
    expect(full).toMatchObject({ ok: false, index: 0 });
    expect(full.retryAfterMs).toBeLessThanOrEqual(25);
    // Held well past the window: still counted.
    await new Promise((r) => setTimeout(r, 400));
    expect((await shared.hold(counter, 'call-3', 60_000, 0)).ok).toBe(false);
    await shared.settle(counter, 'call-1', 0);
    await shared.settle(counter, 'call-2', 0);
    // Settled: counted from the answer, so still full, and now the wait is the window's rest.
    const settled = await shared.hold(counter, 'call-3', 60_000, 0);
    expect(settled.ok).toBe(false);
    expect(settled.retryAfterMs).toBeGreaterThan(0);
    expect(settled.retryAfterMs).toBeLessThanOrEqual(201);
    await new Promise((r) => setTimeout(r, settled.retryAfterMs! + 5));
    expect((await shared.hold(counter, 'call-3', 60_000, 0)).ok).toBe(true);
  });

  it('fails with RateLimitStoreError when Redis is down or paused, never holding a call', async () => {
    // Nothing listens there: refused (node-redis goes on trying to connect; the store gives up after connectTimeoutMs).
    const down = store('down:', { url: 'redis://127.0.0.1:1', connectTimeoutMs: 500 });
    await expect(down.hit([{ id: 'x', limit: 1, windowMs: 1000 }], 0)).rejects.toBeInstanceOf(RateLimitStoreError);

    const connected = store('paused:', { commandTimeoutMs: 300, connectTimeoutMs: 300 });
    await connected.connect();
    const client = new AccountingClient({ environment: { baseUrl: 'http://127.0.0.1:1', name: 'sandbox' }, realmId: '1', accessToken: 't', rateLimitStore: connected, retry: false });
    redis!.process.kill('SIGSTOP');
    try {
      // A connected store: the command times out.
      const call = client.readCustomer('1').then(
        () => undefined,
        (error: unknown) => error,
      );
      const error = (await call) as RateLimitStoreError;
      expect(error).toBeInstanceOf(RateLimitStoreError);
      expect(error.code).toBe('timeout');
      expect(error.message).toMatch(/within 300 ms/);
      // A store that connects now: the connection times out.
      const fresh = store('paused:', { commandTimeoutMs: 300, connectTimeoutMs: 300 });
      await expect(fresh.hit([{ id: 'x', limit: 1, windowMs: 1000 }], 0)).rejects.toMatchObject({ name: 'RateLimitStoreError', code: 'timeout' });
    } finally {
      redis!.process.kill('SIGCONT');
    }
    // Back: the same store answers again.
    expect((await connected.hit([{ id: 'after', limit: 1, windowMs: 1000 }], 0)).ok).toBe(true);
  }, 30_000);

  it('shares one limit between two sandboxes on one store', async () => {
    const shared = store('servers:');
    const a = await createAccountingSandbox({ server: { rateLimitStore: shared } }).listen(0, '127.0.0.1');
    const b = await createAccountingSandbox({ server: { rateLimitStore: shared } }).listen(0, '127.0.0.1');
    try {
      const statuses: number[] = [];
      for (let i = 0; i < perSecond.limit + 1; i++) {
        const r = await fetch(`${(i % 2 === 0 ? a : b).url}/v3/company/shared-servers/customer/1`, { headers: { authorization: 'Bearer t' } });
        statuses.push(r.status);
        await r.arrayBuffer();
      }
      // Each sandbox alone saw at most 6 of the 11: only the shared count refuses the last one (when all 11 fall
      // within a second; on a machine too slow for that, none is refused and nothing is asserted).
      if (statuses.at(-1) === 429) expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
      expect(statuses.filter((s) => s === 429).length).toBeLessThanOrEqual(1);
      expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe.skipIf(!redis)('npm run sandbox -- --rate-limit-redis <url>', () => {
  it('counts the limits of two sandboxes together (as two processes would)', async () => {
    const one = await startSandbox({ port: 0, rateLimitRedis: redis!.url });
    const two = await startSandbox({ port: 0, rateLimitRedis: redis!.url });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < perSecond.limit + 1; i++) {
        const r = await fetch(`${(i % 2 === 0 ? one : two).urls.accounting}/v3/company/cli-shared/customer/1`, { headers: { authorization: 'Bearer t' } });
        statuses.push(r.status);
        await r.arrayBuffer();
      }
      // As above: only the shared count can refuse the last one; nothing else is ever refused.
      if (statuses.at(-1) === 429) expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
      expect(statuses.filter((s) => s === 429).length).toBeLessThanOrEqual(1);
      expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
      // The counters are on Redis, under the accounting sandbox's prefix.
      const inspect = createClient({ url: redis!.url });
      await inspect.connect();
      try {
        expect((await inspect.keys('svc:rl:sandbox:accounting:*')).some((k) => k.includes('cli-shared'))).toBe(true);
      } finally {
        await inspect.close();
      }
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('does not start on a Redis that is away', async () => {
    await expect(startSandbox({ port: 0, rateLimitRedis: 'redis://127.0.0.1:1' })).rejects.toMatchObject({ name: 'RateLimitStoreError' });
  }, 30_000);
});

interface WorkerResult {
  readonly ok: number;
  readonly throttled: number;
  readonly failed: readonly string[];
}

/** Starts `count` worker processes, releases them together once all are ready, and collects their results. */
async function runWorkers(count: number, env: Record<string, string>): Promise<WorkerResult[]> {
  const started = Array.from({ length: count }, () => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER], { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'inherit'] });
    children.push(child);
    const lines = createInterface({ input: child.stdout! });
    const ready = new Promise<void>((resolve, reject) => {
      lines.on('line', (line) => line === 'ready' && resolve());
      child.once('exit', (code) => reject(new Error(`worker exited with ${code} before it was ready`)));
    });
    const result = new Promise<WorkerResult>((resolve, reject) => {
      lines.on('line', (line) => line.startsWith('{') && resolve(JSON.parse(line) as WorkerResult));
      child.once('exit', (code) => reject(new Error(`worker exited with ${code} without a result`)));
    });
    return { child, ready, result };
  });
  await Promise.all(started.map((w) => w.ready));
  for (const w of started) w.child.stdin!.write('go\n');
  return Promise.all(started.map((w) => w.result));
}

/** The most arrivals in any span shorter than `windowMs` (times from one clock). */
function maxInWindow(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((x, y) => x - y);
  let most = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (sorted[i]! - sorted[j]! >= windowMs) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

describe.skipIf(!redis)('8 processes of one app on one realm of the sandbox', () => {
  let sandbox: SandboxServer;
  let server: Server;
  let url: string;
  /** Arrival time of each request (this process's clock) by realm. */
  const arrivals = new Map<string, number[]>();

  beforeAll(async () => {
    sandbox = createAccountingSandbox();
    server = createServer((req, res) => {
      const realm = /^\/v3\/company\/([^/]+)\//.exec(req.url ?? '')?.[1] ?? '';
      arrivals.set(realm, [...(arrivals.get(realm) ?? []), performance.now()]);
      sandbox.listener(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('stays within the declared per-second limit together: no 429 from the sandbox', async () => {
    const calls = 12;
    const results = await runWorkers(8, { SANDBOX_URL: url, REALM: 'shared-8', CALLS: String(calls), REDIS_URL: redis!.url });
    const total = results.reduce((sum, r) => sum + r.ok, 0);
    const throttled = results.reduce((sum, r) => sum + r.throttled, 0);
    const observed = maxInWindow(arrivals.get('shared-8') ?? [], perSecond.windowSeconds * 1000);
    console.log(`[redis rate limit] 8 processes, ${total} calls answered, ${throttled} 429s, at most ${observed} arrivals in any ${perSecond.windowSeconds} s (limit ${perSecond.limit})`);
    expect(results.flatMap((r) => r.failed)).toEqual([]);
    expect(throttled).toBe(0);
    expect(total).toBe(8 * calls);
    expect(observed).toBeLessThanOrEqual(perSecond.limit);
  }, 120_000);

  it('without the shared store, the same 8 processes are throttled (the test can tell)', async () => {
    const results = await runWorkers(8, { SANDBOX_URL: url, REALM: 'memory-8', CALLS: String(perSecond.limit) });
    const throttled = results.reduce((sum, r) => sum + r.throttled, 0);
    console.log(`[redis rate limit] control, 8 processes with their own memory: ${throttled} 429s of ${8 * perSecond.limit} calls`);
    expect(results.flatMap((r) => r.failed)).toEqual([]);
    expect(throttled).toBeGreaterThan(0);
  }, 120_000);
});
