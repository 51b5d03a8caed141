// The generated accounting webhook receiver and sender over HTTP on 127.0.0.1: the vendor's two real signature
// vectors, both payload formats round-tripped sender -> receiver into the same events, de-duplication of
// redeliveries, a throwing handler retried, rotation, typed handlers, validation, the deadline.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createAccountingWebhookReceiver,
  sendAccountingWebhook,
  MemoryDedupStore,
  WebhookDeliveryError,
  type AccountingWebhookEvent,
  type WebhookReceiver,
} from '@svc/accounting';

const VECTORS = new URL('../../../shared/vectors/webhooks/', import.meta.url);
const read = (name: string): Buffer => readFileSync(new URL(name, VECTORS));
const vector1 = JSON.parse(read('legacy.signature-vector-2.json').toString('utf8')) as { verifierToken: string; payload: string; 'intuit-signature': string };
const vector2 = JSON.parse(read('legacy.signature-vector.json').toString('utf8')) as { verifierToken: string; payloadFile: string; 'intuit-signature': string };
const legacyRaw = read(vector2.payloadFile);
const cloudRaw = read('cloudevents.payload.raw.json');
const TOKEN = vector2.verifierToken;
const sign = (body: Uint8Array | string, token = TOKEN): string => createHmac('sha256', token).update(body).digest('base64');
const quiet = { onError: () => {} };

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

async function listening(receiver: WebhookReceiver): Promise<string> {
  const { url, close } = await receiver.listen(0, '127.0.0.1');
  closers.push(close);
  return url;
}

describe('the real signature vectors', () => {
  it('vector 2 (legacy payload file) verifies, and one flipped byte, a wrong token, a re-serialised body or no header is a 401 with nothing run', async () => {
    const events: AccountingWebhookEvent[] = [];
    const receiver = createAccountingWebhookReceiver({ verifierToken: TOKEN, onEvent: (e) => void events.push(e), ...quiet });
    const headers = { 'content-type': 'application/json', 'intuit-signature': vector2['intuit-signature'] };
    const ok = await receiver.handle(legacyRaw, headers);
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toEqual({ received: 2, handled: 2, duplicates: 0 });
    expect(events.map((e) => [e.realmId, e.entity, e.entityId, e.operation, e.time])).toEqual([
      ['1269959970', 'Vendor', '40', 'Update', '2016-10-05T03:09:04.000Z'],
      ['1269959970', 'Customer', '43', 'Create', '2016-10-05T03:07:04.000Z'],
    ]);
    events.length = 0;

    const flipped = Buffer.from(legacyRaw);
    flipped[flipped.length >> 1] ^= 0x01;
    const reserialised = JSON.stringify(JSON.parse(legacyRaw.toString('utf8')), null, 2);
    const cases: [Uint8Array | string, Record<string, string>, string][] = [
      [flipped, headers, 'wrong-signature'],
      [legacyRaw, { ...headers, 'intuit-signature': sign(legacyRaw, `${TOKEN}x`) }, 'wrong-signature'],
      [reserialised, headers, 'wrong-signature'],
      [legacyRaw, { 'content-type': 'application/json' }, 'missing-signature'],
    ];
    for (const [body, h, reason] of cases) {
      const answer = await receiver.handle(body, h);
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body).error.reason).toBe(reason);
    }
    expect(events).toEqual([]);
  });

  it('vector 1 verifies its signature over its bytes and fails after a flipped byte (its payload is not a notification: 400 after verifying)', async () => {
    const receiver = createAccountingWebhookReceiver({ verifierToken: vector1.verifierToken, onEvent: () => {}, ...quiet });
    const good = await receiver.handle(vector1.payload, { 'intuit-signature': vector1['intuit-signature'] });
    expect(good.status).toBe(400);
    expect(JSON.parse(good.body).error.reason).toBe('invalid-payload');
    const flipped = vector1.payload.replace('5', '6');
    const bad = await receiver.handle(flipped, { 'intuit-signature': vector1['intuit-signature'] });
    expect(bad.status).toBe(401);
    const wrongToken = createAccountingWebhookReceiver({ verifierToken: 'verify_you', onEvent: () => {}, ...quiet });
    expect((await wrongToken.handle(vector1.payload, { 'intuit-signature': vector1['intuit-signature'] })).status).toBe(401);
  });

  it('accepts any token of a rotation list, and header names in any case', async () => {
    const receiver = createAccountingWebhookReceiver({ verifierToken: ['old-token', TOKEN], onEvent: () => {}, ...quiet });
    expect((await receiver.handle(legacyRaw, { 'Intuit-Signature': vector2['intuit-signature'] })).status).toBe(200);
  });
});

describe('sender -> receiver over HTTP', () => {
  const changes = [
    { realmId: '9130', entity: 'Invoice', entityId: '130', operation: 'Update' as const, time: '2026-01-02T03:04:05.000Z' },
    { realmId: '9130', entity: 'Customer', entityId: '58', operation: 'Merge' as const, time: '2026-01-02T03:04:06.000Z', deletedId: '57' },
    { realmId: '4620', entity: 'Class', entityId: '7', operation: 'Create' as const, time: '2026-01-02T03:04:07.000Z' },
  ];
  const facts = (e: AccountingWebhookEvent) => ({ realmId: e.realmId, entity: e.entity, entityId: e.entityId, operation: e.operation, time: e.time, deletedId: e.deletedId });

  it('both payload formats arrive as the same events, in payload order', async () => {
    const got: Record<string, AccountingWebhookEvent[]> = { legacy: [], cloudevents: [] };
    const receiver = createAccountingWebhookReceiver({ verifierToken: TOKEN, onEvent: (e) => void got[e.format].push(e), ...quiet });
    const url = await listening(receiver);
    for (const format of ['legacy', 'cloudevents'] as const) {
      const result = await sendAccountingWebhook(url, changes, { verifierToken: TOKEN, format, retries: 0 });
      expect(result.status).toBe(200);
      expect(result.attempts).toHaveLength(1);
    }
    expect(got.legacy.map(facts)).toEqual(changes.map((c) => ({ deletedId: undefined, ...c })));
    expect(got.cloudevents.map(facts)).toEqual(got.legacy.map(facts));
    expect(new Set(got.cloudevents.map((e) => e.id)).size).toBe(3);
  });

  it('the real CloudEvents payload maps type, account and entity id', async () => {
    const got: AccountingWebhookEvent[] = [];
    const receiver = createAccountingWebhookReceiver({ verifierToken: TOKEN, onEvent: (e) => void got.push(e), ...quiet });
    const url = await listening(receiver);
    await sendAccountingWebhook(url, cloudRaw, { verifierToken: TOKEN, retries: 0 });
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ id: 'd1a3aedd-9670-41bf-a4f9-c148a1cc4e03', format: 'cloudevents', realmId: '310687', entity: 'Class', entityId: '1234', operation: 'Create', time: '2025-10-07T19:59:07.034359333Z' });
  });

  it('typed handlers run by entity and operation, before onEvent', async () => {
    const order: string[] = [];
    const receiver = createAccountingWebhookReceiver({
      verifierToken: TOKEN,
      on: { Invoice: { Update: (e) => void order.push(`on ${e.entity} ${e.entityId}`) } },
      onEvent: (e) => void order.push(`onEvent ${e.entity}`),
      ...quiet,
    });
    const url = await listening(receiver);
    await sendAccountingWebhook(url, changes, { verifierToken: TOKEN, format: 'legacy', retries: 0 });
    expect(order).toEqual(['on Invoice 130', 'onEvent Invoice', 'onEvent Customer', 'onEvent Class']);
  });

  it('a redelivered payload runs nothing twice', async () => {
    const runs: string[] = [];
    const receiver = createAccountingWebhookReceiver({ verifierToken: TOKEN, onEvent: (e) => void runs.push(e.entityId), ...quiet });
    const url = await listening(receiver);
    const first = await sendAccountingWebhook(url, legacyRaw, { verifierToken: TOKEN, retries: 0 });
    const again = await sendAccountingWebhook(url, legacyRaw, { verifierToken: TOKEN, retries: 0 });
    expect(runs).toEqual(['40', '43']);
    expect(JSON.parse(first.body)).toEqual({ received: 2, handled: 2, duplicates: 0 });
    expect(JSON.parse(again.body)).toEqual({ received: 2, handled: 0, duplicates: 2 });
  });

  it('a throwing handler makes the reply 500; the retry runs only that event, which then succeeds', async () => {
    const runs: string[] = [];
    let failures = 1;
    const receiver = createAccountingWebhookReceiver({
      verifierToken: TOKEN,
      onEvent: (e) => {
        runs.push(e.entityId);
        if (e.entityId === '43' && failures-- > 0) throw new Error('database down');
      },
      ...quiet,
    });
    const url = await listening(receiver);
    const result = await sendAccountingWebhook(url, legacyRaw, { verifierToken: TOKEN, retries: 2, backoffMs: 5 });
    expect(result.attempts.map((a) => a.status)).toEqual([500, 200]);
    expect(runs).toEqual(['40', '43', '43']);
  });

  it('the sender gives up after its retries with WebhookDeliveryError', async () => {
    const receiver = createAccountingWebhookReceiver({ verifierToken: 'another-token', onEvent: () => {}, ...quiet });
    const url = await listening(receiver);
    const error = await sendAccountingWebhook(url, legacyRaw, { verifierToken: TOKEN, retries: 2, backoffMs: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebhookDeliveryError);
    expect((error as WebhookDeliveryError).attempts.map((a) => a.status)).toEqual([401, 401, 401]);
  });

  it('the default error report names a legacy event by its id once (not legacy:legacy:...)', async () => {
    const reports: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void reports.push(args.join(' ')));
    try {
      const receiver = createAccountingWebhookReceiver({
        verifierToken: TOKEN,
        onEvent: () => {
          throw new Error('handler failed');
        },
      });
      const answer = await receiver.handle(legacyRaw, { 'intuit-signature': vector2['intuit-signature'] });
      expect(answer.status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(reports.length).toBeGreaterThan(0);
    for (const line of reports) {
      expect(line).toMatch(/^webhook receiver: event legacy:[^ ]+: handler failed$/);
      expect(line).not.toContain('legacy:legacy:');
    }
  });

  it('a handler past the deadline makes the reply 500 within the deadline, and later events are not run', async () => {
    const runs: string[] = [];
    const receiver = createAccountingWebhookReceiver({
      verifierToken: TOKEN,
      deadlineMs: 100,
      onEvent: async (e) => {
        runs.push(e.entityId);
        // Far past the deadline, so the bound below tells "cut at the deadline" from "waited" at any load.
        if (e.entityId === '40') await new Promise((r) => setTimeout(r, 5000).unref());
      },
      ...quiet,
    });
    const started = Date.now();
    const answer = await receiver.handle(legacyRaw, { 'intuit-signature': vector2['intuit-signature'] });
    expect(Date.now() - started).toBeLessThan(2500);
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body).error.failed).toHaveLength(2);
    expect(runs).toEqual(['40']);
  });

  it('a payload that verifies but does not validate is a 400 naming the problem, and nothing runs', async () => {
    const runs: unknown[] = [];
    const receiver = createAccountingWebhookReceiver({ verifierToken: TOKEN, onEvent: (e) => void runs.push(e), ...quiet });
    const body = JSON.stringify({ eventNotifications: [{ realmId: '1', dataChangeEvent: { entities: [{ name: 'Invoice', id: '1', operation: 'Explode' }] } }] });
    const answer = await receiver.handle(body, { 'intuit-signature': sign(body) });
    expect(answer.status).toBe(400);
    const error = JSON.parse(answer.body).error;
    expect(error.reason).toBe('invalid-payload');
    expect(error.message).toContain('/eventNotifications/0/dataChangeEvent/entities/0/operation');
    const cloud = JSON.stringify([{ specversion: '1.0', id: 'x', source: 's', type: 'qbo.invoice.exploded.v1' }]);
    const unmappable = await receiver.handle(cloud, { 'intuit-signature': sign(cloud) });
    expect(unmappable.status).toBe(400);
    expect(JSON.parse(unmappable.body).error.message).toContain('qbo.invoice.exploded.v1');
    expect(runs).toEqual([]);
  });

  it('the de-duplication window ends, and the in-memory store stays bounded', async () => {
    let now = 0;
    const store = new MemoryDedupStore({ maxEntries: 3, now: () => now });
    const runs: string[] = [];
    const receiver = createAccountingWebhookReceiver({ verifierToken: TOKEN, dedup: store, dedupWindowMs: 1000, onEvent: (e) => void runs.push(e.entityId), ...quiet });
    const headers = { 'intuit-signature': vector2['intuit-signature'] };
    await receiver.handle(legacyRaw, headers);
    now = 500;
    await receiver.handle(legacyRaw, headers);
    now = 2000;
    await receiver.handle(legacyRaw, headers);
    expect(runs).toEqual(['40', '43', '40', '43']);
    for (let i = 0; i < 10; i++) store.complete(`k${i}`, 10_000);
    expect(store.size).toBeLessThanOrEqual(3);
  });

  it('requires its verifier token', () => {
    expect(() => createAccountingWebhookReceiver({ verifierToken: [], onEvent: () => {} })).toThrow(/verifierToken is required/);
  });
});

describe('webhooks stay out of the client and the server', () => {
  it('are neither operations, client methods nor server routes', async () => {
    const pkg = await import('@svc/accounting');
    for (const name of ['entityChangeNotification', 'entityChangeCloudEvents']) {
      expect(Object.keys(pkg.operations)).not.toContain(name);
      expect(name in pkg.AccountingClient.prototype).toBe(false);
    }
    const server = pkg.createAccountingServer({});
    const { url, close } = await server.listen(0, '127.0.0.1');
    try {
      const answer = await fetch(new URL('entityChange', url), { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', authorization: 'Bearer t' } });
      expect(answer.status).toBe(404);
    } finally {
      await close();
    }
  });
});
