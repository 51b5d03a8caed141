/**
 * One process of an app, for test/rest-client/redis-rate-limit.test.ts: a generated client on one realm of the
 * sandbox (SANDBOX_URL, REALM), its rate-limit windows on Redis (REDIS_URL) or, without it, in its own memory.
 * Prints `ready`, waits for a line on stdin (so all processes start together), makes CALLS calls one after
 * another with retries off (a 429 is seen, not retried), then prints one JSON line: `{ ok, throttled, failed }`.
 */
import { createInterface } from 'node:readline';
import { AccountingClient, AccountingThrottleError, RedisRateLimitStore } from '@svc/accounting';

const env = (name: string): string => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
};
const calls = Number(env('CALLS'));
const store = process.env.REDIS_URL ? new RedisRateLimitStore({ url: process.env.REDIS_URL }) : undefined;
if (store) await store.connect();
const client = new AccountingClient({
  environment: { baseUrl: env('SANDBOX_URL'), name: 'sandbox' },
  realmId: env('REALM'),
  accessToken: 'worker-token',
  retry: false,
  rateLimitStore: store,
});

process.stdout.write('ready\n');
await new Promise<void>((resolve) => createInterface({ input: process.stdin }).once('line', () => resolve()));

let ok = 0;
let throttled = 0;
const failed: string[] = [];
for (let i = 0; i < calls; i++) {
  try {
    await client.readCustomer('1');
    ok++;
  } catch (error) {
    if (error instanceof AccountingThrottleError) throttled++;
    else failed.push(String((error as Error)?.message ?? error));
  }
}
process.stdout.write(`${JSON.stringify({ ok, throttled, failed })}\n`);
await store?.close();
process.exit(0);
