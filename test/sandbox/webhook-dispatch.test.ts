// The sandbox's webhook dispatcher over real HTTP on 127.0.0.1 with the generated signed sender: the retry
// schedule (its last delay repeating), one company's payloads one at a time and in order while another company's
// go on, a bounded queue that says what it dropped, and close() stopping everything.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendAccountingWebhook } from '@svc/accounting';
import { RequestLog } from '../../templates/sandbox/request-log.ts';
import { WebhookDispatcher, type DeliverPayload } from '../../templates/sandbox/webhook-dispatch.ts';

const closers: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

/** A local endpoint answering each request with `answer()`; records the entity ids of each legacy payload. */
async function endpoint(answer: (realm: string) => number): Promise<{ url: string; received: { at: number; realm: string; ids: string[] }[] }> {
  const received: { at: number; realm: string; ids: string[] }[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const payload = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { eventNotifications: { realmId: string; dataChangeEvent: { entities: { id: string }[] } }[] };
      for (const n of payload.eventNotifications) received.push({ at: Date.now(), realm: n.realmId, ids: n.dataChangeEvent.entities.map((e) => e.id) });
      res.writeHead(answer(payload.eventNotifications[0]?.realmId ?? '')).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received };
}

const deliverTo = (url: string): DeliverPayload => (events, signal) => sendAccountingWebhook(url, events as never, { verifierToken: 'k', format: 'legacy', retries: 0, signal });
const event = (realm: string, id: string) => ({ realmId: realm, entity: 'Vendor', entityId: id, operation: 'Create' as const, time: `2026-01-01T00:00:0${id}.000Z` });

async function until(condition: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('WebhookDispatcher', () => {
  it('retries an unacknowledged payload on the schedule, the last delay repeating, and holds the company behind it', async () => {
    let failures = 3;
    const hook = await endpoint((realm) => (realm === 'a' && failures-- > 0 ? 500 : 200));
    const log = new RequestLog();
    const dispatcher = new WebhookDispatcher({ url: hook.url, format: 'legacy', windowMs: 20, retryDelaysMs: [50, 250] }, deliverTo(hook.url), log);
    closers.push(() => dispatcher.close());
    dispatcher.enqueue('a', event('a', '1'));
    await until(() => hook.received.length >= 1);
    dispatcher.enqueue('a', event('a', '2'));
    dispatcher.enqueue('b', event('b', '3'));
    await until(() => hook.received.filter((r) => r.realm === 'a').length >= 5 && dispatcher.pending() === 0);
    const a = hook.received.filter((r) => r.realm === 'a');
    // Four sendings of the first payload (3 answered 500), then the second: the company waited its turn.
    expect(a.map((r) => r.ids)).toEqual([['1'], ['1'], ['1'], ['1'], ['2']]);
    expect(a[2].at - a[1].at).toBeGreaterThanOrEqual(240);
    expect(a[3].at - a[2].at).toBeGreaterThanOrEqual(240);
    const attempts = log.list().filter((e) => e.company === 'a').map((e) => [e.status, e.attempt]);
    expect(attempts).toEqual([
      [500, 1],
      [500, 2],
      [500, 3],
      [200, 4],
      [200, 1],
    ]);
    // The other company was not held up by the first one's failures.
    expect(hook.received.find((r) => r.realm === 'b')!.at).toBeLessThan(a[3].at);
  });

  it('keeps at most maxQueuedEvents waiting per company and logs what it drops; close() stops retrying', async () => {
    const hook = await endpoint(() => 503);
    const log = new RequestLog();
    const dispatcher = new WebhookDispatcher({ url: hook.url, format: 'legacy', windowMs: 10, retryDelaysMs: [60_000], maxQueuedEvents: 3 }, deliverTo(hook.url), log);
    dispatcher.enqueue('a', event('a', '1'));
    await until(() => log.list().length >= 1);
    for (let i = 2; i <= 7; i++) dispatcher.enqueue('a', event('a', String(i)));
    expect(log.list().filter((e) => e.error?.startsWith('dropped')).length).toBe(3);
    expect(dispatcher.pending()).toBe(4);
    dispatcher.close();
    expect(dispatcher.pending()).toBe(0);
    dispatcher.enqueue('a', event('a', '8'));
    await new Promise((r) => setTimeout(r, 100));
    expect(hook.received).toHaveLength(1);
  });
});
