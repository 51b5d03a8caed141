/**
 * Properties of the generated REST servers (fast-check): to every route of @svc/accounting and @svc/payments,
 * arbitrary methods, path values, query strings, headers and bodies (arbitrary bytes, arbitrary JSON) never crash
 * the server, never answer 5xx (every handler here answers at once, so no documented 5xx case applies), always
 * answer an error in the interface's own format, and each within a bounded time. Afterwards a normal request
 * still succeeds. Issue 9, the standing suite.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountingServer, operations as accountingOperations } from '@svc/accounting';
import { createPaymentsServer, operations as paymentsOperations } from '@svc/payments';
import { send } from '../support/raw-http.ts';

type Listening = { url: string; close(): Promise<void> };
const RUNS = 400;
const MAX_MS = 2000;

interface Target {
  readonly name: string;
  readonly operations: { readonly [name: string]: { kind: string; method?: string; path?: string } };
  /** Whether a parsed error body has the interface's shape. */
  readonly isError: (body: unknown) => boolean;
  server?: Listening;
}

const targets: Target[] = [
  {
    name: 'accounting',
    operations: accountingOperations as never,
    isError: (b) => Array.isArray((b as { Fault?: { Error?: unknown } })?.Fault?.Error) && typeof (b as { Fault: { type?: unknown } }).Fault.type === 'string',
  },
  {
    name: 'payments',
    operations: paymentsOperations as never,
    isError: (b) => Array.isArray((b as { errors?: unknown })?.errors) && (b as { errors: { code?: unknown }[] }).errors.every((e) => typeof e.code === 'string'),
  },
];

/** A handler for every operation, answering at once with a value the wrappers accept. */
function everyHandler(operations: Target['operations']): never {
  return Object.fromEntries(Object.keys(operations).map((name) => [name, () => ({})])) as never;
}

beforeAll(async () => {
  for (const t of targets) {
    const create = t.name === 'accounting' ? createAccountingServer : createPaymentsServer;
    t.server = await create(everyHandler(t.operations), { rateLimits: false, onError: () => undefined }).listen(0, '127.0.0.1');
  }
});
afterAll(async () => {
  for (const t of targets) await t.server?.close();
});

const text = fc.string({ maxLength: 40, unit: 'binary' });
const segment = fc.oneof(fc.constant('1'), fc.string({ maxLength: 12 }), fc.constantFrom('..', '.', '%2e%2e', '%00', '%ff', '\\', 'a%2fb', '__proto__', 'constructor'));
const methods = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS');
const query = fc.array(fc.tuple(fc.oneof(text, fc.constantFrom('operation', 'minorversion', 'requestid', 'query', '__proto__', 'constructor')), text), { maxLength: 6 });
const contentType = fc.constantFrom(undefined, 'application/json', 'application/json; charset=iso-8859-1', 'text/plain', 'application/xml', 'application/octet-stream', 'application/text', 'multipart/form-data');
const body = fc.oneof(
  fc.constant(undefined),
  fc.uint8Array({ maxLength: 512 }).map((b) => Buffer.from(b)),
  fc.json({ maxDepth: 6 }).map((j) => Buffer.from(j)),
  fc.jsonValue({ maxDepth: 4 }).map((v) => Buffer.from(JSON.stringify({ Line: [v], Name: v, amount: v, currency: v }))),
);

/** `/a/{x}/b` with each placeholder replaced by an arbitrary (percent-encoded, or raw) value. */
function fillPath(template: string, values: string[], raw: boolean): string {
  let i = 0;
  return template.replace(/\{[^}]+\}/g, () => {
    const v = values[i++ % values.length] ?? '';
    return raw ? v.replace(/[\s?#]/g, '_').replace(/[^\x21-\xff]/g, '_') : encodeURIComponent(v);
  });
}

describe.each(targets)('$name server', (target) => {
  const routes = Object.values(target.operations).filter((o) => o.kind === 'http') as { method: string; path: string }[];

  it(`answers ${RUNS} arbitrary requests to every route without a 5xx, in its error format, in bounded time`, async () => {
    const url = target.server!.url;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        fc.oneof(methods, fc.constant('route')),
        query,
        contentType,
        body,
        fc.boolean(),
        async (route, values, raw, methodChoice, pairs, type, payload, withToken) => {
          const method = methodChoice === 'route' ? route.method : methodChoice;
          const qs = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
          const path = fillPath(route.path, values, raw) + (qs === '' ? '' : `?${qs}`);
          const headers: { [name: string]: string | number } = {};
          if (withToken) headers.authorization = 'Bearer prop-token';
          if (type !== undefined) headers['content-type'] = type;
          headers['request-id'] = 'prop-1';
          const sentBody = payload !== undefined && method !== 'GET' && method !== 'HEAD' ? payload : undefined;
          if (sentBody !== undefined) headers['content-length'] = sentBody.byteLength;
          const start = performance.now();
          const r = await send(url, { method, path, headers, body: sentBody, timeoutMs: MAX_MS * 2 });
          const elapsed = performance.now() - start;
          expect(r.status, `${method} ${path} -> ${r.text.slice(0, 200)}`).toBeGreaterThanOrEqual(200);
          expect(r.status, `${method} ${path} -> ${r.text.slice(0, 200)}`).toBeLessThan(500);
          expect(elapsed).toBeLessThan(MAX_MS);
          if (r.status >= 400 && method !== 'HEAD') expect(target.isError(r.json), r.text.slice(0, 200)).toBe(true);
        },
      ),
      { numRuns: RUNS, seed: 9 },
    );
    // Still serving a normal request.
    const first = routes.find((r) => r.method === 'GET' && !r.path.includes('pdf'))!;
    const ok = await send(url, { path: fillPath(first.path, ['1'], false), headers: { authorization: 'Bearer t' } });
    expect(ok.status).toBe(200);
  }, 90_000);
});
