/**
 * Rate limits counted in a store (issue 25): what the limiter costs per call of the generated accounting server
 * (readInvoice, a stub handler) with its declared limits (10 a second and 500 a minute per realm and app ...)
 * counted in memory and in Redis, beside the same server with limits off; requests per second and the server
 * process's CPU time per request (autocannon, 16 connections), and for Redis the redis-server process's CPU per
 * request too (it does the counting). The load goes to REALMS companies in turn, as a server of many companies
 * sees it, so no company reaches its limits: the figure is the counting's cost, not the 429s'. The in-process cost
 * of one `hit` of each store, one at a time and 16 at once, follows.
 *
 * Process layout as in sandbox.ts: each server runs alone in a child process (this file, `--serve <mode>`).
 * Redis is a private redis-server on a free port; without one the Redis rows say so and are skipped.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { progress } from './progress.ts';
import { type Contender, formatRatio, type LoadResult, measureInRounds, ratioOf } from './server-rounds.ts';
import { MemoryRateLimitStore } from '../templates/rest-server/rate-limit-store.ts';
import { startRedis } from '../test/support/redis-server.ts';

type Mode = 'off' | 'memory' | 'redis';
const REALM = '9130';
/** Companies the load goes to in turn: at 30,000 req/s each gets 7.5 a second (its limit is 10); 8,000 counters. */
const REALMS = 4000;

async function serve(mode: Mode): Promise<void> {
  const { createAccountingServer, fixtures, rateLimits, RedisRateLimitStore } = await import('@svc/accounting');
  const invoice = fixtures.Invoice();
  const store = mode === 'redis' ? new RedisRateLimitStore({ url: process.env.REDIS_URL!, prefix: `bench:${process.pid}:` }) : undefined;
  if (store !== undefined) await store.connect();
  const server = createAccountingServer(
    { readInvoice: ({ params }) => ({ ...invoice, Id: params.id }) },
    { rateLimits: mode === 'off' ? false : rateLimits, environment: 'sandbox', ...(store !== undefined ? { rateLimitStore: store } : {}) },
  );
  const { url } = await server.listen(0, '127.0.0.1');
  process.on('message', (message) => {
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  });
  process.send?.(url);
}

function startChild(mode: Mode, env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolveStart, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--serve', mode], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', (url) => resolveStart({ child, url: String(url) }));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

/** CPU microseconds a process has used (Linux /proc; NaN elsewhere). */
function processCpuUs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return NaN;
  }
}

/** readInvoice of the companies in turn, so that none reaches its limits. */
function load(): (url: string, seconds: number) => Promise<LoadResult> {
  let next = 0;
  return async (url, seconds) => {
    const result = await autocannon({
      url,
      connections: 16,
      duration: seconds,
      headers: { authorization: 'Bearer bench' },
      requests: [{ setupRequest: (request) => ({ ...request, path: `/v3/company/${(next++ % REALMS) + 1}/invoice/1` }) }],
    });
    return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts, total: result.requests.total };
  };
}

/** One store's `hit` in this process: microseconds per call one at a time, and per call with 16 in flight. */
async function hitCost(store: { hit(counters: readonly { id: string; limit: number; windowMs: number }[], now: number): unknown }): Promise<{ serial: number; concurrent: number }> {
  const counters = [
    { id: `api-per-minute\nrealm=${REALM}`, limit: 500, windowMs: 60_000 },
    { id: `api-per-second\napp=\nrealm=${REALM}`, limit: 10, windowMs: 1000 },
  ];
  // Counted in companies in turn, as the server's load above: counters made by a warm-up, then each company
  // counted once one call at a time and once 16 at once (six hits each in all, below 10 a second).
  const sets = Array.from({ length: REALMS }, (_, i) => counters.map((c) => ({ ...c, id: `${c.id}-${i}` })));
  for (let i = 0; i < 4 * REALMS; i++) await store.hit(sets[i % REALMS]!, Date.now());
  const n = REALMS;
  let t0 = performance.now();
  for (let i = 0; i < n; i++) await store.hit(sets[i]!, Date.now());
  const serial = ((performance.now() - t0) * 1000) / n;
  t0 = performance.now();
  for (let i = 0; i < n / 16; i++) await Promise.all(Array.from({ length: 16 }, (_, j) => store.hit(sets[i * 16 + j]!, Date.now())));
  const concurrent = ((performance.now() - t0) * 1000) / n;
  return { serial, concurrent };
}

export async function benchRateLimits(): Promise<string[]> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 3);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const lines: string[] = [
    `${rounds} rounds of ${seconds} s per server, the servers in turn (bench/server-rounds.ts): medians of the rounds; the cost over limits off is taken within each round`,
  ];
  const redis = await startRedis('the Redis rate-limit store benchmark');
  const started: Partial<Record<Mode, Contender>> = {};
  try {
    for (const mode of ['off', 'memory', 'redis'] as const) {
      if (mode === 'redis' && redis === null) continue;
      started[mode] = await startChild(mode, redis !== null ? { REDIS_URL: redis.url } : {});
    }
    if (started.redis !== undefined) started.redis.sidecarCpu = () => processCpuUs(redis?.process.pid);
    const measured = await measureInRounds(started as Record<Mode, Contender>, load(), { rounds, seconds, progress });
    const off = measured.median.off;
    const row = (mode: Mode, label: string): string => {
      const f = measured.median[mode];
      if (f === undefined) return `${label}: skipped (redis-server is not installed; apt-get install -y redis-server)`;
      const over = measured.rounds.map((round) => round[mode].cpuUs - round.off.cpuUs).sort((a, b) => a - b);
      const extra = `${over[Math.floor(over.length / 2)]!.toFixed(1)} us over limits off (rounds ${over[0]!.toFixed(1)} to ${over[over.length - 1]!.toFixed(1)})`;
      const redisPart = Number.isNaN(f.sidecarUs) ? '' : `, redis-server ${f.sidecarUs.toFixed(1)} us CPU per request`;
      return `${label}: ${Math.round(f.rps).toLocaleString('en-US')} req/s (${formatRatio(ratioOf(measured, mode, 'off', 'rps'))} limits off), ${f.cpuUs.toFixed(1)} us server CPU per request (${extra})${redisPart}${f.errors > 0 ? `, ${f.errors} errors` : ''}`;
    };
    lines.push(
      `readInvoice with limits off: ${Math.round(off.rps).toLocaleString('en-US')} req/s, ${off.cpuUs.toFixed(1)} us server CPU per request`,
      row('memory', 'the declared limits counted in memory'),
      row('redis', 'the declared limits counted in Redis (RedisRateLimitStore)'),
    );
    for (const contender of Object.values(started)) contender?.child.kill();
    const { RedisRateLimitStore } = await import('@svc/accounting');
    const memory = await hitCost(new MemoryRateLimitStore());
    lines.push(`one hit() of two counters in this process, memory store: ${memory.serial.toFixed(2)} us one at a time, ${memory.concurrent.toFixed(2)} us per call 16 at once`);
    if (redis !== null) {
      const store = new RedisRateLimitStore({ url: redis.url, prefix: 'bench-hit:' });
      await store.connect();
      try {
        const shared = await hitCost(store);
        lines.push(`one hit() of two counters, Redis store: ${shared.serial.toFixed(1)} us one at a time (a round trip), ${shared.concurrent.toFixed(1)} us per call 16 at once`);
      } finally {
        await store.close();
      }
    }
  } finally {
    for (const contender of Object.values(started)) contender?.child.kill();
    await redis?.stop();
  }
  return lines;
}

if (process.argv[2] === '--serve') await serve(process.argv[3] as Mode);
