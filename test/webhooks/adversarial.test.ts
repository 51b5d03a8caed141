// Hostile input against the generated accounting webhook receiver over HTTP on 127.0.0.1: every case asserts the
// exact answer, that no handler ran for anything unverified or invalid, and that the receiver still answers a
// normal delivery afterwards.
import { createHmac } from 'node:crypto';
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountingWebhookReceiver, type AccountingWebhookEvent } from '@svc/accounting';

const TOKEN = 'adversarial-token';
const sign = (body: Uint8Array | string): string => createHmac('sha256', TOKEN).update(body).digest('base64');
const runs: AccountingWebhookEvent[] = [];
let url: string;
let close: () => Promise<void>;
let serial = 0;

function notification(count: number, realm = 'r1'): string {
  const entities = Array.from({ length: count }, (_, i) => ({ name: 'Invoice', id: String(i), operation: 'Update', lastUpdated: `2026-01-01T00:00:${String(serial % 60).padStart(2, '0')}.000Z` }));
  serial++;
  return JSON.stringify({ eventNotifications: [{ realmId: realm, dataChangeEvent: { entities } }] });
}

interface Answer {
  status: number;
  body: string;
}

function post(body: Uint8Array | string, headers: Record<string, string>, target = url, method = 'POST'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(target, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const signed = (body: Uint8Array | string, extra: Record<string, string> = {}): Promise<Answer> =>
  post(body, { 'content-type': 'application/json', 'intuit-signature': sign(body), ...extra });

const reason = (answer: Answer): string => JSON.parse(answer.body).error.reason;

async function stillServes(): Promise<void> {
  const before = runs.length;
  const answer = await signed(notification(1, 'still-serving'));
  expect(answer.status).toBe(200);
  expect(runs.length).toBe(before + 1);
}

beforeAll(async () => {
  const receiver = createAccountingWebhookReceiver({ verifierToken: TOKEN, bodyTimeoutMs: 300, on: { Invoice: { Create: () => {} } }, onEvent: (e) => void runs.push(e), onError: () => {} });
  ({ url, close } = await receiver.listen(0, '127.0.0.1'));
});
afterAll(() => close());

describe('webhook receiver under hostile input', () => {
  it('a declared huge body is refused with 413 before it is read', async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024), 'intuit-signature': 'x' }, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('error', reject);
      req.write(Buffer.alloc(1024));
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: { status: 413, reason: 'payload-too-large', message: 'Request body exceeds 1048576 bytes' } });
    await stillServes();
  });

  it('a chunked body growing past the cap is cut off with 413', async () => {
    const before = runs.length;
    const answer = await new Promise<Answer>((resolve, reject) => {
      const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'intuit-signature': 'x' }, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('error', () => {});
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const pump = (): void => {
        while (sent < 4 * 1024 * 1024 && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
      setTimeout(() => reject(new Error('no answer')), 5000).unref();
    });
    expect(answer.status).toBe(413);
    expect(reason(answer)).toBe('payload-too-large');
    expect(runs.length).toBe(before);
    await stillServes();
  });

  it('deep JSON (signed) is a 400 before it is parsed', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const answer = await signed(deep);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: { status: 400, reason: 'too-deep', message: 'JSON nesting deeper than 64' } });
    await stillServes();
  });

  it('100k events in one payload: over the default cap of the body; with a larger body cap, over the event cap (400, nothing run)', async () => {
    const body = notification(100_000);
    expect(Buffer.byteLength(body)).toBeGreaterThan(1024 * 1024);
    const tooBig = await signed(body);
    expect(tooBig.status).toBe(413);
    const before = runs.length;
    const big = createAccountingWebhookReceiver({ verifierToken: TOKEN, maxBodyBytes: 32 * 1024 * 1024, onEvent: (e) => void runs.push(e), onError: () => {} });
    const listening = await big.listen(0, '127.0.0.1');
    try {
      const answer = await signed(body, {});
      expect(answer.status).toBe(413);
      const direct = await post(body, { 'content-type': 'application/json', 'intuit-signature': sign(body) }, listening.url);
      expect(direct.status).toBe(400);
      expect(JSON.parse(direct.body)).toEqual({ error: { status: 400, reason: 'too-many-events', message: 'The payload carries 100000 events; at most 10000 are accepted' } });
      expect(runs.length).toBe(before);
    } finally {
      await listening.close();
    }
    await stillServes();
  });

  it('invalid UTF-8 (signed) is a 400', async () => {
    const bytes = Buffer.concat([Buffer.from('{"eventNotifications":[{"realmId":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('","dataChangeEvent":{"entities":[]}}]}')]);
    const answer = await signed(bytes);
    expect(answer.status).toBe(400);
    expect(reason(answer)).toBe('invalid-utf8');
    await stillServes();
  });

  it('wrong content types: signed is a 415, unsigned is a 401 (verification comes first)', async () => {
    const body = notification(1);
    const before = runs.length;
    for (const type of ['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded']) {
      const answer = await signed(body, { 'content-type': type });
      expect(answer.status).toBe(415);
      expect(reason(answer)).toBe('unsupported-media-type');
      const unsigned = await post(body, { 'content-type': type });
      expect(unsigned.status).toBe(401);
      expect(reason(unsigned)).toBe('missing-signature');
    }
    expect(runs.length).toBe(before);
    await stillServes();
  });

  it('signatures of every wrong length are 401 malformed-signature, and nothing runs', async () => {
    const body = notification(1);
    const good = sign(body);
    const before = runs.length;
    for (let length = 1; length <= 100; length++) {
      if (length === good.length) continue;
      const value = (good + good + good + good).slice(0, length);
      const answer = await post(body, { 'content-type': 'application/json', 'intuit-signature': value });
      expect(answer.status).toBe(401);
      expect(reason(answer)).toBe('malformed-signature');
    }
    expect(runs.length).toBe(before);
    await stillServes();
  });

  it('a slow sender is cut off with 408 and the receiver keeps serving', async () => {
    const { port } = new URL(url);
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`POST / HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 1000\r\nintuit-signature: x\r\n\r\n{"event`);
      });
      let text = '';
      socket.on('data', (c: Buffer) => (text += c.toString('latin1')));
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(text));
    });
    expect(answer.startsWith('HTTP/1.1 408')).toBe(true);
    expect(answer).toContain('"reason":"body-timeout"');
    await stillServes();
  });

  it('other methods are 405; hostile entity names do not reach Object.prototype', async () => {
    const get = await post('', {}, url, 'GET');
    expect(get.status).toBe(405);
    expect(reason(get)).toBe('method-not-allowed');
    const before = runs.length;
    const body = JSON.stringify({ eventNotifications: [{ realmId: 'r', dataChangeEvent: { entities: [{ name: '__proto__', id: '1', operation: 'Create' }, { name: 'constructor', id: '2', operation: 'Update' }] } }] });
    const answer = await signed(body);
    expect(answer.status).toBe(200);
    expect(runs.length).toBe(before + 2);
    await stillServes();
  });
});
