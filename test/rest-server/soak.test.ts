/**
 * Bounded soak of the generated accounting server (default options: the definition's rate limits, counters in
 * memory): 50,000 requests, each with a new bearer token and a new realm, so every request would open new
 * rate-limit counters. The server runs in its own process; its heap and RSS after GC are taken at 10,000 and at
 * 50,000 requests and must not grow beyond the stated bounds. Issue 9, finding 3 (state bounded) and the suite.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';

const TOTAL = 50_000;
const FIRST = 10_000;
const CONCURRENCY = 32;
/** Growth allowed between the two measurements (the counters are capped at 10,000 well before 10k requests). */
const HEAP_GROWTH_BYTES = 6 * 1024 * 1024;
const RSS_GROWTH_BYTES = 40 * 1024 * 1024;

let child: ChildProcess;
let url: URL;
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function message<T>(): Promise<T> {
  return new Promise((resolve) => child.once('message', (m) => resolve(m as T)));
}

beforeAll(async () => {
  child = fork(fileURLToPath(new URL('./soak-server.mjs', import.meta.url)), [], { execArgv: ['--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  url = new URL((await message<{ url: string }>()).url);
});
afterAll(async () => {
  agent.destroy();
  child?.send('stop');
  await new Promise((resolve) => setTimeout(resolve, 50));
  child?.kill();
});

function get(i: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: `/v3/company/realm-${i}/invoice/${i}`, headers: { authorization: `Bearer token-${i}-${Math.random().toString(36).slice(2)}` }, agent },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function run(from: number, to: number, statuses: Map<number, number>): Promise<void> {
  let next = from;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < to) {
        const status = await get(next++);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
}

async function measure(): Promise<{ rss: number; heapUsed: number }> {
  child.send('measure');
  return message();
}

it(`keeps its memory bounded over ${TOTAL} requests with rotating tokens and realms`, async () => {
  const statuses = new Map<number, number>();
  const start = performance.now();
  await run(0, FIRST, statuses);
  const early = await measure();
  await run(FIRST, TOTAL, statuses);
  const late = await measure();
  const seconds = (performance.now() - start) / 1000;
  const mb = (n: number): string => (n / 1024 / 1024).toFixed(1);
  console.log(
    `soak: ${TOTAL} requests in ${seconds.toFixed(1)} s; heap ${mb(early.heapUsed)} -> ${mb(late.heapUsed)} MB, rss ${mb(early.rss)} -> ${mb(late.rss)} MB; statuses ${JSON.stringify([...statuses])}`,
  );
  // Every realm is new, so no per-realm limit is reached; the shared app bucket of each realm is fresh too.
  expect(statuses.get(200)).toBe(TOTAL);
  expect(late.heapUsed - early.heapUsed).toBeLessThan(HEAP_GROWTH_BYTES);
  expect(late.rss - early.rss).toBeLessThan(RSS_GROWTH_BYTES);
  // The server still answers, and still counts: one realm, 11 quick requests, the per-second limit of 10 holds.
  const burst = await Promise.all(Array.from({ length: 11 }, () => get(7)));
  expect(burst.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
}, 120_000);
