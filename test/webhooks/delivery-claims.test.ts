// The receiver's work per delivery (issue 25): a store that claims a delivery's ids at once is called once per
// delivery, a repeated id in one payload runs once, events left at the deadline are released so the retry runs
// them, and headers given to `handle` in any case verify as node's lower-case ones do.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAccountingWebhookReceiver } from '@svc/accounting';
import { MemoryDedupStore } from '../../templates/webhooks/dedup.ts';

const TOKEN = 'claims-token';
const sign = (body: string): string => createHmac('sha256', TOKEN).update(body).digest('base64');

function payload(ids: readonly string[]): string {
  const entities = ids.map((id) => ({ name: 'Invoice', id, operation: 'Update', lastUpdated: '2026-01-01T00:00:00.000Z' }));
  return JSON.stringify({ eventNotifications: [{ realmId: 'r1', dataChangeEvent: { entities } }] });
}

/** The memory store, counting its calls. */
class CountingStore extends MemoryDedupStore {
  claims = 0;
  batches = 0;
  released: string[] = [];
  override claim(id: string, claimMs: number, windowMs: number): boolean {
    this.claims++;
    return super.claim(id, claimMs, windowMs);
  }
  override claimAll(ids: readonly string[], claimMs: number, windowMs: number): boolean[] {
    this.batches++;
    return super.claimAll(ids, claimMs, windowMs);
  }
  override release(id: string): void {
    this.released.push(id);
    super.release(id);
  }
}

describe('claims per delivery', () => {
  it('one claimAll for a delivery of many events, one claim for a single event; a repeated id runs once', async () => {
    const store = new CountingStore();
    const ran: string[] = [];
    const receiver = createAccountingWebhookReceiver({ verifierToken: TOKEN, dedup: store, onEvent: (e) => void ran.push(e.entityId) });
    const many = payload(['1', '2', '1', '3']);
    const answer = await receiver.handle(many, { 'content-type': 'application/json', 'intuit-signature': sign(many) });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ received: 4, handled: 3, duplicates: 1 });
    expect(ran).toEqual(['1', '2', '3']);
    expect([store.batches, store.claims]).toEqual([1, 0]);
    const one = payload(['9']);
    expect((await receiver.handle(one, { 'content-type': 'application/json', 'intuit-signature': sign(one) })).status).toBe(200);
    expect([store.batches, store.claims]).toEqual([1, 1]);
    // The same delivery again: every event is a duplicate.
    const again = await receiver.handle(many, { 'content-type': 'application/json', 'intuit-signature': sign(many) });
    expect(JSON.parse(again.body)).toEqual({ received: 4, handled: 0, duplicates: 4 });
  });

  it('events claimed up front but left at the deadline are released, and a retry runs exactly those', async () => {
    const store = new CountingStore();
    const ran: string[] = [];
    const receiver = createAccountingWebhookReceiver({
      verifierToken: TOKEN,
      dedup: store,
      deadlineMs: 150,
      onError: () => undefined,
      onEvent: async (e) => {
        ran.push(e.entityId);
        // The first event takes the whole deadline the first time.
        if (e.entityId === 'a' && ran.filter((id) => id === 'a').length === 1) await new Promise((resolve) => setTimeout(resolve, 200));
      },
    });
    const body = payload(['a', 'b', 'c']);
    const headers = { 'content-type': 'application/json', 'intuit-signature': sign(body) };
    const first = await receiver.handle(body, headers);
    expect(first.status).toBe(500);
    expect(JSON.parse(first.body).error.failed).toEqual(expect.arrayContaining([expect.stringContaining(':b:'), expect.stringContaining(':c:')]));
    expect(store.released.length).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const retry = await receiver.handle(body, headers);
    expect(retry.status).toBe(200);
    expect(ran.slice(1)).toEqual(['a', 'b', 'c']);
  });

  it('headers given to handle in mixed case verify as lower-case ones do', async () => {
    const receiver = createAccountingWebhookReceiver({ verifierToken: TOKEN, onEvent: () => undefined });
    const body = payload(['m1']);
    const answer = await receiver.handle(body, { 'Content-Type': 'application/json', 'Intuit-Signature': sign(body) });
    expect(answer.status).toBe(200);
    const wrong = await receiver.handle(body, { 'Content-Type': 'application/json', 'INTUIT-SIGNATURE': sign(`${body} `) });
    expect(wrong.status).toBe(401);
  });
});
