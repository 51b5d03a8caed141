/**
 * Child process of json-slices.test.ts: calls `GET <url>/big` (declared to answer the media type in argv[3], JSON by
 * default) with the REST client, as an application would, and prints what held its event loop longest and what
 * the call returned. A process of its own, so that the test's own data (the body it serves) is not in the heap
 * whose collections are measured; run with V8's `--single-threaded` (no collector or compiler
 * threads), so that the process's CPU time is the main thread's.
 *
 * Printed: `step`, the longest run of the client's own code between two turns of a 1 ms ticker, in ms of CPU with
 * the garbage collector's pauses in it taken out; `gc`, the longest pause of the collector (V8 bounds a pause by
 * its young generation, not by the body's size); `cpu` and `wall`, the longest interval between two turns as it
 * was, in CPU and wall-clock ms.
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { createHttpClient } from '../../templates/rest-client/http-client.ts';
import { op } from '../support/scripted-server.ts';

const client = createHttpClient({ baseUrl: process.argv[2], timeoutMs: 300_000 });
// Warm up as a running application is: fetch's first use loads undici, and the sliced readers are modules of their
// own (loaded here through tsx, whose compiling would otherwise be counted).
await client.call(op({ name: 'warmUp', path: '/warm', parameters: [] }), {});
await import('../../templates/rest-client/json-slices.ts');
await import('../../templates/rest-client/xml-object.ts');

const pauses: { start: number; end: number }[] = [];
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) pauses.push({ start: entry.startTime, end: entry.startTime + entry.duration });
});
observer.observe({ entryTypes: ['gc'] });

/** Each interval between two turns: when it began and ended (wall ms) and the CPU ms spent in it. */
const intervals: { start: number; end: number; cpu: number }[] = [];
let last = process.cpuUsage();
let lastAt = performance.now();
const ticker = setInterval(() => {
  const now = process.cpuUsage();
  const at = performance.now();
  intervals.push({ start: lastAt, end: at, cpu: (now.user - last.user + now.system - last.system) / 1000 });
  last = now;
  lastAt = at;
}, 1);
let outcome: { ok: true; value: unknown } | { ok: false; reason: unknown };
try {
  outcome = { ok: true, value: await client.call(op({ name: 'readBig', path: '/big', parameters: [], responses: { '200': { mediaTypes: [process.argv[3] ?? 'application/json'], headers: [] } } }), {}) };
} catch (error) {
  outcome = { ok: false, reason: (error as { reason?: unknown }).reason };
}
clearInterval(ticker);
await new Promise((resolve) => setTimeout(resolve, 50));
observer.disconnect();

let step = 0;
let cpu = 0;
let wall = 0;
let gc = 0;
for (const pause of pauses) gc = Math.max(gc, pause.end - pause.start);
for (const interval of intervals) {
  let collecting = 0;
  for (const pause of pauses) collecting += Math.max(0, Math.min(pause.end, interval.end) - Math.max(pause.start, interval.start));
  step = Math.max(step, interval.cpu - collecting);
  cpu = Math.max(cpu, interval.cpu);
  wall = Math.max(wall, interval.end - interval.start);
}
const json = outcome.ok ? JSON.stringify(outcome.value) : undefined;
process.stdout.write(JSON.stringify({ step, gc, cpu, wall, ok: outcome.ok, json, reason: outcome.ok ? undefined : outcome.reason }));
