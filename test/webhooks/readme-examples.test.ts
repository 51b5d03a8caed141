// The README's "Receiving webhooks" examples, run as written: the Express mount of handle() (express.raw, the
// reply passed through) and a plain node:http mount, each fed by the generated sender, each refusing a wrong
// signature.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccountingWebhookReceiver, sendAccountingWebhook, WebhookDeliveryError, type AccountingWebhookEvent } from '@svc/accounting';

const VERIFIER_TOKEN = 'readme-token';
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});
const change = [{ realmId: '9130', entity: 'Invoice', entityId: '130', operation: 'Update' as const, time: '2026-01-02T03:04:05Z' }];

describe('README: Receiving webhooks', () => {
  it('the Express example receives signed deliveries and refuses others', async () => {
    const events: AccountingWebhookEvent[] = [];
    const handleEvent = (e: AccountingWebhookEvent): void => void events.push(e);
    // --- as in the README ---
    const app = express();
    const receiver = createAccountingWebhookReceiver({ verifierToken: VERIFIER_TOKEN, onEvent: handleEvent });
    app.post('/webhooks', express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
      const reply = await receiver.handle(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), req.headers);
      res.status(reply.status).set(reply.headers).send(reply.body);
    });
    // ---
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
    for (const format of ['legacy', 'cloudevents'] as const) {
      const result = await sendAccountingWebhook(url, change, { verifierToken: VERIFIER_TOKEN, format, retries: 0 });
      expect(result.status).toBe(200);
    }
    expect(events.map((e) => [e.format, e.entity, e.entityId, e.operation])).toEqual([
      ['legacy', 'Invoice', '130', 'Update'],
      ['cloudevents', 'Invoice', '130', 'Update'],
    ]);
    const refused = await sendAccountingWebhook(url, change, { verifierToken: 'wrong', format: 'legacy', retries: 0 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(WebhookDeliveryError);
    expect((refused as WebhookDeliveryError).attempts).toEqual([{ status: 401 }]);
    expect(events).toHaveLength(2);
  });

  it('the same mount on plain node:http', async () => {
    const events: AccountingWebhookEvent[] = [];
    const receiver = createAccountingWebhookReceiver({ verifierToken: VERIFIER_TOKEN, onEvent: (e) => void events.push(e) });
    const readAll = async (req: IncomingMessage): Promise<Buffer> => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };
    const server = createServer(async (req, res) => {
      const reply = await receiver.handle(await readAll(req), req.headers);
      res.writeHead(reply.status, reply.headers).end(reply.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    expect((await sendAccountingWebhook(url, change, { verifierToken: VERIFIER_TOKEN, format: 'cloudevents', retries: 0 })).status).toBe(200);
    expect(events).toHaveLength(1);
  });
});
