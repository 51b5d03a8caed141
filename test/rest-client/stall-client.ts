/**
 * Child process of json-slices.test.ts: calls `GET <url>/big` with the REST client, as an application would, and
 * prints the longest step the event loop was held for (ms of CPU between two turns of a 1 ms ticker, and wall
 * time) and what the call returned. A process of its own, so that the test's own data (the body it serves) is not
 * in the heap whose collections are measured.
 */
import { createHttpClient } from '../../templates/rest-client/http-client.ts';
import { op } from '../support/scripted-server.ts';

const client = createHttpClient({ baseUrl: process.argv[2], timeoutMs: 300_000 });
// Warm up as a running application is: fetch's first use loads undici, and the sliced parser is a module of its own.
await client.call(op({ name: 'warmUp', path: '/warm', parameters: [] }), {});
await import('../../templates/rest-client/json-slices.ts');
let cpu = 0;
let wall = 0;
let last = process.cpuUsage();
let lastAt = performance.now();
const ticker = setInterval(() => {
  const now = process.cpuUsage();
  const at = performance.now();
  cpu = Math.max(cpu, (now.user - last.user + now.system - last.system) / 1000);
  wall = Math.max(wall, at - lastAt);
  last = now;
  lastAt = at;
}, 1);
let outcome: { ok: true; value: unknown } | { ok: false; reason: unknown };
try {
  outcome = { ok: true, value: await client.call(op({ name: 'readBig', path: '/big', parameters: [] }), {}) };
} catch (error) {
  outcome = { ok: false, reason: (error as { reason?: unknown }).reason };
}
clearInterval(ticker);
if (outcome.ok) outcome = { ok: true, json: JSON.stringify(outcome.value) } as never;
process.stdout.write(JSON.stringify({ cpu, wall, ...outcome }));
