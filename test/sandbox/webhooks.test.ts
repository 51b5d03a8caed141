// The webhooks the sandbox sends (issue 24): a user's endpoint, the generated receiver in an Express app mounted as
// the README shows, receives, verifies and de-duplicates what `npm run sandbox -- --webhook <url> --webhook-token
// <t>` sends for every write: each declared payload format, signed, one company's events in order, a payload
// answered 500 sent again (the same events, so the receiver skips those it handled), every attempt in the
// request log (printed, and over HTTP). The same from code: `createAccountingSandbox({ webhooks })`. The real
// service's timing by default (a company's events gathered for 1 s, a refused payload sent again after 10 s), and
// Void and Delete as events of their own.
// Verifies: each payload's `intuit-signature` is the HMAC-SHA256 of its exact bytes; the same bytes under a wrong
// signature are refused 401 and run nothing; a replay of a delivered payload runs nothing again.
import { createHmac } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccountingSandbox, createAccountingWebhookReceiver, type AccountingWebhookEvent } from '@svc/accounting';
import { call } from './http.ts';
import { startSandboxProcess, type SandboxProcess } from './support.ts';

const VERIFIER_TOKEN = 'webhook-verifier-1c9e';
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  while (closers.length > 0) await closers.pop()!();
});

interface Endpoint {
  readonly url: string;
  /** Events handled, in the order handled, and how often each id was handled. */
  readonly events: AccountingWebhookEvent[];
  readonly handled: Map<string, number>;
  readonly statuses: number[];
  /** Every payload as it arrived, parsed. */
  readonly payloads: unknown[];
  /** Every delivery as it arrived: the raw bytes, the signature header, and the receiver's answer (parsed). */
  readonly deliveries: { readonly raw: Buffer; readonly signature: string; readonly status: number; readonly reply: any; readonly at: number; readonly answeredAt: number }[];
}

/** The README's Express mount of the generated receiver; `failOnce` makes one event's handler throw once. */
async function endpoint(failOnce?: (e: AccountingWebhookEvent) => boolean): Promise<Endpoint> {
  const events: AccountingWebhookEvent[] = [];
  const handled = new Map<string, number>();
  const statuses: number[] = [];
  const payloads: unknown[] = [];
  const deliveries: Endpoint['deliveries'][number][] = [];
  let failed = false;
  const handleEvent = (e: AccountingWebhookEvent): void => {
    if (!failed && failOnce?.(e)) {
      failed = true;
      throw new Error('the database is down');
    }
    events.push(e);
    handled.set(e.id, (handled.get(e.id) ?? 0) + 1);
  };
  // --- as in the README ---
  const app = express();
  const receiver = createAccountingWebhookReceiver({ verifierToken: VERIFIER_TOKEN, onEvent: handleEvent });
  app.post('/webhooks', express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const at = Date.now();
    const reply = await receiver.handle(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), req.headers);
    statuses.push(reply.status);
    payloads.push(JSON.parse(String(req.body)));
    deliveries.push({ raw: Buffer.from(req.body), signature: String(req.headers['intuit-signature']), status: reply.status, reply: JSON.parse(String(reply.body)), at, answeredAt: Date.now() });
    res.status(reply.status).set(reply.headers).send(reply.body);
  });
  // ---
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`, events, handled, statuses, payloads, deliveries };
}

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const summary = (events: readonly AccountingWebhookEvent[], realm: string): string[] =>
  events.filter((e) => e.realmId === realm).map((e) => `${e.entity} ${e.entityId} ${e.operation}`);

/** The order a company's changes were sent in: legacy payloads' entries, in payload order, each first sending only. */
function sentOrder(payloads: readonly unknown[], realm: string): string[] {
  const seen = new Set<string>();
  const order: string[] = [];
  for (const payload of payloads as { eventNotifications: { realmId: string; dataChangeEvent: { entities: { name: string; id: string; operation: string; lastUpdated: string }[] } }[] }[]) {
    for (const n of payload.eventNotifications.filter((x) => x.realmId === realm)) {
      for (const e of n.dataChangeEvent.entities) {
        const key = `${e.name} ${e.id} ${e.operation} ${e.lastUpdated}`;
        if (!seen.has(key)) order.push(`${e.name} ${e.id} ${e.operation}`);
        seen.add(key);
      }
    }
  }
  return order;
}

describe('npm run sandbox -- --webhook <url> --webhook-token <t>', () => {
  let running: SandboxProcess;

  it('delivers signed legacy notifications, in order per company, and sends a payload answered 500 again', async () => {
    // The first invoice event fails once: its payload is answered 500 and comes again.
    const hook = await endpoint((e) => e.entity === 'Invoice');
    running = await startSandboxProcess(['--no-rate-limits', '--webhook', hook.url, '--webhook-token', VERIFIER_TOKEN, '--webhook-window', '200', '--webhook-retry', '400']);
    closers.push(() => running.stop());
    const a = `${running.urls.accounting}/v3/company/hooks-a`;
    const b = `${running.urls.accounting}/v3/company/hooks-b`;
    const customer = (await call('POST', `${a}/customer`, { DisplayName: 'Hooked Customer' })).body.Customer;
    const other = (await call('POST', `${b}/vendor`, { DisplayName: 'Other Company Vendor' })).body.Vendor;
    await call('POST', `${a}/customer`, { Id: customer.Id, SyncToken: '0', sparse: true, Notes: 'edited' });
    const invoice = (await call('POST', `${a}/invoice`, { CustomerRef: { value: customer.Id }, Line: [{ DetailType: 'SalesItemLineDetail', Amount: 25, SalesItemLineDetail: { ItemRef: { value: '1' } } }] })).body.Invoice;
    const vendor = (await call('POST', `${a}/vendor`, { DisplayName: 'Hooked Vendor' })).body.Vendor;

    const expectedA = [
      `Customer ${customer.Id} Create`,
      `Customer ${customer.Id} Update`,
      // The invoice moves its customer's balance (a write of the customer) before it is stored itself.
      `Customer ${customer.Id} Update`,
      `Invoice ${invoice.Id} Create`,
      `Vendor ${vendor.Id} Create`,
    ];
    await until(() => summary(hook.events, 'hooks-a').length >= expectedA.length && summary(hook.events, 'hooks-b').length >= 1, 'every event');
    // Sent in the order written; handled as the receiver runs them (it goes on past a failed event).
    expect(sentOrder(hook.payloads, 'hooks-a')).toEqual(expectedA);
    expect(summary(hook.events, 'hooks-a').sort()).toEqual([...expectedA].sort());
    expect(summary(hook.events, 'hooks-b')).toEqual([`Vendor ${other.Id} Create`]);
    expect(hook.events.every((e) => e.format === 'legacy')).toBe(true);
    // At least once, handled once: the retried payload's events handled the first time were duplicates.
    expect([...hook.handled.values()].every((n) => n === 1)).toBe(true);
    expect(hook.statuses).toContain(500);

    // The sandbox logs an attempt once it has read the answer: wait for the retry's to be there.
    type Attempt = { kind: string; company: string; status: number; attempt: number; format: string };
    let attempts: Attempt[] = [];
    await until(async () => {
      const log = await call('GET', `${running.urls.accounting}/__sandbox/requests`);
      attempts = (log.body.requests as Attempt[]).filter((r) => r.kind === 'webhook');
      return attempts.some((r) => r.company === 'hooks-a' && r.attempt === 2) && attempts.some((r) => r.company === 'hooks-b' && r.status === 200);
    }, 'the retry in the request log');
    const failedAttempt = attempts.findIndex((r) => r.status === 500);
    expect(failedAttempt).toBeGreaterThanOrEqual(0);
    expect(attempts[failedAttempt]).toMatchObject({ company: 'hooks-a', attempt: 1, format: 'legacy' });
    expect(attempts.slice(failedAttempt + 1).find((r) => r.company === 'hooks-a')).toMatchObject({ status: 200, attempt: 2 });
    expect(attempts.filter((r) => r.company === 'hooks-b').map((r) => r.status)).toEqual([200]);
    expect(running.output()).toMatch(new RegExp(`\\[accounting\\] \\S+ webhook POST ${hook.url.replaceAll('.', '\\.')} 500 .* company hooks-a events \\d+ attempt 1 legacy`));

    // Signed: every payload's signature is the base64 HMAC-SHA256 of its exact bytes with the verifier token.
    for (const d of hook.deliveries) expect(d.signature).toBe(createHmac('sha256', VERIFIER_TOKEN).update(d.raw).digest('base64'));
    // Batched: the invoice's write moved its customer's balance; both changes came in the one payload answered 500.
    const refused = hook.deliveries.find((d) => d.status === 500)!;
    await until(() => hook.deliveries.filter((d) => d.raw.equals(refused.raw)).length >= 2, 'the retried delivery');
    const refusedEntries = (JSON.parse(String(refused.raw)) as { eventNotifications: { dataChangeEvent: { entities: { name: string; id: string; operation: string }[] } }[] }).eventNotifications.flatMap((n) =>
      n.dataChangeEvent.entities.map((e) => `${e.name} ${e.id} ${e.operation}`),
    );
    expect(refusedEntries).toEqual(expect.arrayContaining([`Customer ${customer.Id} Update`, `Invoice ${invoice.Id} Create`]));
    expect(refused.reply.error).toMatchObject({ status: 500, reason: 'handler-failed' });
    expect(refused.reply.error.failed).toHaveLength(1);
    expect(refused.reply.error.failed[0]).toContain(`Invoice:${invoice.Id}:Create`);
    // De-duplicated: the same bytes again ran only the event that had failed; the others were duplicates.
    const retried = hook.deliveries.find((d) => d !== refused && d.raw.equals(refused.raw))!;
    expect(retried.status).toBe(200);
    expect(retried.reply).toEqual({ received: refusedEntries.length, handled: 1, duplicates: refusedEntries.length - 1 });
    expect(retried.reply.duplicates).toBeGreaterThanOrEqual(1);

    // Verified: the same bytes under a signature made with another token are refused, and run nothing.
    const handledBefore = hook.events.length;
    const forged = await fetch(hook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'intuit-signature': createHmac('sha256', 'not-the-token').update(refused.raw).digest('base64') },
      body: refused.raw.toString('utf8'),
    });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { error: { reason: string } }).error.reason).toBe('wrong-signature');
    const unsigned = await fetch(hook.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: refused.raw.toString('utf8') });
    expect(unsigned.status).toBe(401);
    // A replay of a delivered payload, correctly signed, is acknowledged and runs nothing again.
    const replay = await fetch(hook.url, { method: 'POST', headers: { 'content-type': 'application/json', 'intuit-signature': refused.signature }, body: refused.raw.toString('utf8') });
    expect([replay.status, await replay.json()]).toEqual([200, { received: refusedEntries.length, handled: 0, duplicates: refusedEntries.length }]);
    expect(hook.events.length).toBe(handledBefore);
    expect([...hook.handled.values()].every((n) => n === 1)).toBe(true);
  }, 60_000);

  it('gathers for 1 s and retries after 10 s by default, as the real service', async () => {
    // Lower bounds only (10 ms of slack for clock rounding): nothing here depends on how loaded the machine is.
    const hook = await endpoint((e) => e.entity === 'Vendor');
    const real = await startSandboxProcess(['--no-rate-limits', '--quiet', '--webhook', hook.url, '--webhook-token', VERIFIER_TOKEN]);
    closers.push(() => real.stop());
    const written = Date.now();
    const vendor = (await call('POST', `${real.urls.accounting}/v3/company/defaults-1/vendor`, { DisplayName: 'Defaults Vendor' })).body.Vendor;
    await until(() => hook.deliveries.length >= 2, 'the first sending and its retry', 45_000);
    const [first, retry] = hook.deliveries;
    expect(first.at - written).toBeGreaterThanOrEqual(990);
    expect(first.status).toBe(500);
    expect(retry.at - first.answeredAt).toBeGreaterThanOrEqual(9_990);
    expect([retry.status, retry.raw.equals(first.raw)]).toEqual([200, true]);
    expect(summary(hook.events, 'defaults-1')).toEqual([`Vendor ${vendor.Id} Create`]);
  }, 60_000);

  it('delivers CloudEvents with --webhook-format cloudevents', async () => {
    const hook = await endpoint();
    const cloud = await startSandboxProcess(['--no-rate-limits', '--quiet', '--webhook', hook.url, '--webhook-token', VERIFIER_TOKEN, '--webhook-format', 'cloudevents', '--webhook-window', '100']);
    closers.push(() => cloud.stop());
    const base = `${cloud.urls.accounting}/v3/company/cloud-1`;
    const item = (await call('POST', `${base}/item`, { Name: 'Cloud Item', Type: 'Service', UnitPrice: 5, IncomeAccountRef: { value: '1' } })).body.Item;
    await call('POST', `${base}/item`, { Id: item.Id, SyncToken: '0', sparse: true, UnitPrice: 6 });
    await until(() => hook.events.length >= 2, 'two CloudEvents');
    expect(hook.events.map((e) => [e.format, e.entity, e.entityId, e.operation, e.realmId])).toEqual([
      ['cloudevents', 'Item', item.Id, 'Create', 'cloud-1'],
      ['cloudevents', 'Item', item.Id, 'Update', 'cloud-1'],
    ]);
    expect((hook.events[0].raw as { type: string }).type).toBe('qbo.item.created.v1');
    // Void and Delete are events of their own.
    const invoice = (await call('POST', `${base}/invoice`, { CustomerRef: { value: '1' }, Line: [{ DetailType: 'SalesItemLineDetail', Amount: 9, SalesItemLineDetail: { ItemRef: { value: '1' } } }] })).body.Invoice;
    const voided = (await call('POST', `${base}/invoice?operation=void`, { Id: invoice.Id, SyncToken: invoice.SyncToken })).body.Invoice;
    expect((await call('POST', `${base}/invoice?operation=delete`, { Id: invoice.Id, SyncToken: voided.SyncToken })).status).toBe(200);
    const invoiceEvents = () => hook.events.filter((e) => e.entity === 'Invoice');
    await until(() => invoiceEvents().length >= 3, 'the invoice events');
    expect(invoiceEvents().map((e) => [e.entityId, e.operation, (e.raw as { type: string }).type])).toEqual([
      [invoice.Id, 'Create', 'qbo.invoice.created.v1'],
      [invoice.Id, 'Void', 'qbo.invoice.voided.v1'],
      [invoice.Id, 'Delete', 'qbo.invoice.deleted.v1'],
    ]);
  }, 60_000);
});

describe('createAccountingSandbox({ webhooks })', () => {
  it('sends the same webhooks from code, and tells nothing for the seed data of a new company', async () => {
    const hook = await endpoint();
    const sandbox = createAccountingSandbox({ rateLimits: false, webhooks: { url: hook.url, verifierToken: VERIFIER_TOKEN, windowMs: 50 } });
    const { url, close } = await sandbox.listen(0, '127.0.0.1');
    closers.push(close);
    const vendor = (await call('POST', `${url}/v3/company/code-1/vendor`, { DisplayName: 'From Code' })).body.Vendor;
    await until(() => hook.events.length >= 1 && sandbox.pendingWebhooks() === 0, 'the vendor event');
    expect(summary(hook.events, 'code-1')).toEqual([`Vendor ${vendor.Id} Create`]);
    expect(sandbox.requests().filter((r) => r.kind === 'webhook').map((r) => [r.status, r.events])).toEqual([[200, 1]]);
  });
});
