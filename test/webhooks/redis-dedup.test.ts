// The Redis de-duplication store (node-redis `redis` client) against a real private redis-server: two receivers
// sharing one store run each event once, a failed event is released for the retry, the window expires, and an
// unreachable Redis makes the delivery fail (500, retried) instead of running events unguarded.
import { createHmac } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountingWebhookReceiver, RedisDedupStore, type AccountingWebhookEvent } from '@svc/accounting';
import { startRedis } from '../support/redis-server.ts';

const redis = await startRedis('test/webhooks/redis-dedup.test.ts');
const TOKEN = 'redis-token';
let client: ReturnType<typeof createClient>;

function delivery(ids: string[], realm = 'r1'): [string, Record<string, string>] {
  const body = JSON.stringify({
    eventNotifications: [{ realmId: realm, dataChangeEvent: { entities: ids.map((id) => ({ name: 'Invoice', id, operation: 'Create', lastUpdated: '2026-01-01T00:00:00Z' })) } }],
  });
  return [body, { 'content-type': 'application/json', 'intuit-signature': createHmac('sha256', TOKEN).update(body).digest('base64') }];
}

beforeAll(async () => {
  if (!redis) return;
  client = createClient({ url: redis.url });
  await client.connect();
});
afterAll(async () => {
  await client?.quit();
  await redis?.stop();
});

describe.skipIf(!redis)('RedisDedupStore', () => {
  it('two receivers sharing it run each event once; a failure is released and runs again on the retry', async () => {
    const store = new RedisDedupStore(client, { prefix: 'test:a:' });
    const runs: string[] = [];
    let fail = true;
    const onEvent = (e: AccountingWebhookEvent): void => {
      runs.push(e.entityId);
      if (e.entityId === '2' && fail) throw new Error('boom');
    };
    const a = createAccountingWebhookReceiver({ verifierToken: TOKEN, dedup: store, onEvent, onError: () => {} });
    const b = createAccountingWebhookReceiver({ verifierToken: TOKEN, dedup: store, onEvent, onError: () => {} });
    const [body, headers] = delivery(['1', '2', '3']);
    expect((await a.handle(body, headers)).status).toBe(500);
    fail = false;
    const retry = await b.handle(body, headers);
    expect(retry.status).toBe(200);
    expect(JSON.parse(retry.body)).toEqual({ received: 3, handled: 1, duplicates: 2 });
    expect((await a.handle(body, headers)).status).toBe(200);
    expect(runs).toEqual(['1', '2', '3', '2']);
    const keys = (await client.keys('test:a:*')).sort();
    expect(keys).toHaveLength(3);
    for (const key of keys) {
      expect(await client.get(key)).toBe('done');
      const ttl = await client.pTTL(key);
      expect(ttl).toBeGreaterThan(23 * 3600 * 1000);
    }
  });

  it('concurrent deliveries of the same payload run each event once', async () => {
    const store = new RedisDedupStore(client, { prefix: 'test:b:' });
    const runs: string[] = [];
    const receiver = createAccountingWebhookReceiver({
      verifierToken: TOKEN,
      dedup: store,
      onEvent: async (e) => {
        runs.push(e.entityId);
        await new Promise((r) => setTimeout(r, 20));
      },
    });
    const [body, headers] = delivery(['1', '2', '3', '4']);
    const answers = await Promise.all([receiver.handle(body, headers), receiver.handle(body, headers), receiver.handle(body, headers)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(runs.sort()).toEqual(['1', '2', '3', '4']);
  });

  it('the window expires', async () => {
    const store = new RedisDedupStore(client, { prefix: 'test:c:' });
    const runs: string[] = [];
    const receiver = createAccountingWebhookReceiver({ verifierToken: TOKEN, dedup: store, dedupWindowMs: 50, onEvent: (e) => void runs.push(e.entityId) });
    const [body, headers] = delivery(['9']);
    await receiver.handle(body, headers);
    await receiver.handle(body, headers);
    await new Promise((r) => setTimeout(r, 120));
    await receiver.handle(body, headers);
    expect(runs).toEqual(['9', '9']);
  });

  it('when Redis cannot answer, events do not run and the reply is 500', async () => {
    const broken = createClient({ url: redis!.url, socket: { reconnectStrategy: false } });
    await broken.connect();
    await broken.quit();
    const runs: string[] = [];
    const receiver = createAccountingWebhookReceiver({ verifierToken: TOKEN, dedup: new RedisDedupStore(broken), onEvent: (e) => void runs.push(e.entityId), onError: () => {} });
    const [body, headers] = delivery(['5']);
    const answer = await receiver.handle(body, headers);
    expect(answer.status).toBe(500);
    expect(runs).toEqual([]);
  });
});
