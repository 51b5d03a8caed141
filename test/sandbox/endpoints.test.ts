// Issue 22 against `npm run sandbox` as a child process: the sandbox's own endpoints (reset, request log) need
// its token when it has one and refuse pages of other origins (Origin, Sec-Fetch-Site; no CORS for them, even
// with --cors *); bearer tokens of the payments sandbox never reach its data log; the idempotency fingerprint
// does not depend on the order of a body's members. Each case fails on the sandbox before issue 22.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf, faultOf } from './http.ts';
import { startSandboxProcess, type SandboxProcess } from './support.ts';

const TOKEN = 'sandbox-secret-7f3a9c2e';
const dir = mkdtempSync(join(tmpdir(), 'svc-sandbox-endpoints-'));
let running: SandboxProcess;
const auth = { authorization: `Bearer ${TOKEN}` };
const realm = (name: string): string => `${running.urls.accounting}/v3/company/${name}`;

beforeAll(async () => {
  running = await startSandboxProcess(['--no-rate-limits', '--quiet', '--token', TOKEN, '--data', dir, '--cors', '*']);
}, 90_000);
afterAll(async () => {
  await running?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the sandbox endpoints', () => {
  it('refuse a reset without the token, and from a page of another origin even with it; the data survives', async () => {
    const created = await call('POST', `${realm('keep')}/vendor`, { DisplayName: 'Survivor' }, auth);
    expect(created.status).toBe(200);
    const reset = `${running.urls.accounting}/__sandbox/reset`;
    const noToken = await call('POST', reset, undefined, { authorization: '' });
    expect([noToken.status, noToken.headers.get('www-authenticate')]).toEqual([401, 'Bearer']);
    expect((await call('POST', reset, undefined, { authorization: 'Bearer wrong-token' })).status).toBe(401);
    // What a cross-origin form POST carries: its Origin and Sec-Fetch-Site, a form body, no credential header.
    const form = await call('POST', reset, 'x=1', { authorization: '', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(403);
    expect((await call('POST', reset, undefined, { ...auth, origin: 'https://evil.example' })).status).toBe(403);
    expect((await call('POST', reset, undefined, { ...auth, 'sec-fetch-site': 'same-site' })).status).toBe(403);
    const preflight = await fetch(reset, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(405);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect((await call('GET', `${realm('keep')}/vendor/${created.body.Vendor.Id}`, undefined, auth)).status).toBe(200);
    // The sandbox's own client, with the token and no page around it, may.
    const done = await call('POST', reset, undefined, auth);
    expect([done.status, done.body]).toEqual([200, { reset: true }]);
    expect(faultOf(await call('GET', `${realm('keep')}/vendor/${created.body.Vendor.Id}`, undefined, auth)).code).toBe('610');
  });

  it('guard the request log the same way, and it lists requests without their credentials', async () => {
    const requests = `${running.urls.accounting}/__sandbox/requests`;
    expect((await call('GET', requests, undefined, { authorization: '' })).status).toBe(401);
    expect((await call('GET', requests, undefined, { ...auth, origin: 'https://evil.example' })).status).toBe(403);
    await call('GET', `${realm('logged')}/customer/1?minorversion=75`, undefined, auth);
    const log = await call('GET', requests, undefined, auth);
    expect(log.status).toBe(200);
    expect(log.body.requests).toContainEqual(expect.objectContaining({ kind: 'request', method: 'GET', path: '/accounting/v3/company/logged/customer/1', status: 200 }));
    expect(log.text).not.toContain(TOKEN);
  });
});

describe('the payments data log', () => {
  it('never holds a bearer token in plain text (companies are keyed by its digest)', async () => {
    const pay = (body: unknown) => call('POST', `${running.urls.payments}/svc/v4/payments/charges`, body, { ...auth, 'request-id': crypto.randomUUID() });
    const charge = await pay({ amount: '3.00', currency: 'USD', card: { number: '4111111111111111', expMonth: '12', expYear: '2040', cvc: '123' } });
    expect(charge.status).toBe(201);
    const log = readFileSync(join(dir, 'payments', 'events.jsonl'), 'utf8');
    expect(log).toContain(charge.body.id);
    expect(log).not.toContain(TOKEN);
  });
});

describe('idempotency keys', () => {
  it('treat the same body with its members in another order as the same request; another body is refused', async () => {
    const requestId = crypto.randomUUID().replaceAll('-', '');
    const pay = (body: string) => call('POST', `${running.urls.payments}/svc/v4/payments/charges`, body, { ...auth, 'request-id': requestId });
    const first = await pay('{"amount":"9.00","currency":"USD","card":{"number":"4111111111111111","expMonth":"12","expYear":"2040","cvc":"123"}}');
    const reordered = await pay('{"card":{"cvc":"123","expYear":"2040","expMonth":"12","number":"4111111111111111"},"currency":"USD","amount":"9.00"}');
    expect(first.status).toBe(201);
    expect([reordered.status, reordered.body]).toEqual([201, first.body]);
    const other = await pay('{"amount":"9.01","currency":"USD","card":{"number":"4111111111111111","expMonth":"12","expYear":"2040","cvc":"123"}}');
    expect([other.status, errorOf(other).code]).toEqual([400, 'PMT-4002']);
    const write = (body: string) => call('POST', `${realm('idem')}/vendor?requestid=${requestId}`, body, auth);
    const vendor = await write('{"DisplayName":"Ordered Ltd","CompanyName":"Ordered"}');
    expect((await write('{"CompanyName":"Ordered","DisplayName":"Ordered Ltd"}')).body.Vendor.Id).toBe(vendor.body.Vendor.Id);
  });
});
