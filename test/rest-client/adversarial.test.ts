/**
 * The generated REST clients (@svc/accounting, @svc/payments) against hostile servers on 127.0.0.1: oversized
 * replies, 2xx answers that are not results (HTML, empty, text/plain, broken JSON), redirects (same-origin 307/308
 * with a body, cross-origin), XML error bodies naming `__proto__`. Each case asserts the typed error the client
 * throws (the interface's error class, `reason`, status, headers, a bounded excerpt) and that the client still
 * completes a normal call afterwards. Issue 9, finding 6.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { AccountingClient, AccountingError, fixtures as accountingFixtures } from '@svc/accounting';
import { PaymentsClient, PaymentsError, fixtures as paymentsFixtures } from '@svc/payments';
import { DEFAULT_MAX_RESPONSE_BYTES } from '../../templates/rest-client/http-client.ts';
import { json, startScripted, type Script, type ScriptedServer } from '../support/scripted-server.ts';

const REALM = '9130';
const customer = (id: string) => ({ Customer: { ...accountingFixtures.Customer(), Id: id }, time: '2024-01-01T00:00:00.000-07:00' });

let servers: ScriptedServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

/** A scripted server whose path `/normal/...` always answers a valid customer (the call made after each case). */
async function scripted(script: Script): Promise<ScriptedServer> {
  const s = await startScripted((req, res, i) => {
    if (req.url.includes('/customer/normal')) return json(res, 200, customer('normal'));
    return script(req, res, i);
  });
  servers.push(s);
  return s;
}

function accountingClient(url: string, extra: { maxResponseBytes?: number } = {}): AccountingClient {
  return new AccountingClient({ environment: { baseUrl: url }, realmId: REALM, accessToken: 'secret-token', ...extra });
}

async function failure(promise: Promise<unknown>): Promise<AccountingError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AccountingError);
  return error as AccountingError;
}

async function stillWorks(client: AccountingClient): Promise<void> {
  expect((await client.readCustomer('normal')).Id).toBe('normal');
}

describe('response size', () => {
  it('defaults to 50 MiB', () => {
    expect(DEFAULT_MAX_RESPONSE_BYTES).toBe(50 * 1024 * 1024);
  });

  it('a reply declared larger than maxResponseBytes is a typed error, not read', async () => {
    const s = await scripted((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': 4 * 1024 * 1024 });
      res.write('{"Customer":{"DisplayName":"');
      res.write('x'.repeat(64 * 1024));
      // The rest never comes: the client must not wait for it.
    });
    const client = accountingClient(s.url, { maxResponseBytes: 1024 * 1024 });
    const error = await failure(client.readCustomer('1'));
    expect(error).toMatchObject({ status: 200, reason: 'response-too-large', operation: 'readCustomer' });
    expect(error.headers['content-type']).toBe('application/json');
    await stillWorks(client);
  });

  it('a chunked reply growing past maxResponseBytes is cut off with the same error', async () => {
    const s = await scripted((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = 'x'.repeat(256 * 1024);
      let sent = 0;
      const more = (): void => {
        if (res.destroyed || sent++ > 64) return void res.end();
        res.write(chunk, () => setImmediate(more));
      };
      more();
    });
    const client = accountingClient(s.url, { maxResponseBytes: 1024 * 1024 });
    const error = await failure(client.readCustomer('1'));
    expect(error.reason).toBe('response-too-large');
    await stillWorks(client);
  });
});

describe('2xx answers that are not results', () => {
  it.each([
    ['an HTML page', 'text/html; charset=utf-8', `<html><body>${'Maintenance. '.repeat(500)}</body></html>`, 'unexpected-content-type'],
    ['text/plain', 'text/plain', 'OK', 'unexpected-content-type'],
    ['an empty body', 'application/json', '', 'unexpected-content-type'],
    ['invalid JSON', 'application/json', '{"Customer": {"Id": "1",', 'undecodable-body'],
    ['no Content-Type and not JSON', undefined, '<html>hi</html>', 'undecodable-body'],
  ])('a 200 with %s is the typed error with status, headers and a bounded excerpt', async (_case, type, body, reason) => {
    const s = await scripted((_req, res) => void res.writeHead(200, type === undefined ? {} : { 'content-type': type, svc_tid: 'tid-1' }).end(body));
    const client = accountingClient(s.url);
    const error = await failure(client.readCustomer('1'));
    expect(error.status).toBe(200);
    expect(error.reason).toBe(reason);
    expect(error.message).toContain('HTTP 200');
    if (type !== undefined) {
      expect(error.headers['content-type']).toBe(type);
      expect(error.traceId).toBe('tid-1');
    }
    if (body === '') expect(error.body).toBeUndefined();
    else {
      expect(typeof error.body).toBe('string');
      expect((error.body as string).length).toBeLessThanOrEqual(1024);
      expect(body.startsWith(error.body as string)).toBe(true);
    }
    expect(s.received).toHaveLength(1); // not retried
    await stillWorks(client);
  });

  it('payments: a 201 with HTML is a PaymentsError, not a Charge', async () => {
    const s = await scripted((_req, res) => void res.writeHead(201, { 'content-type': 'text/html' }).end('<h1>hi</h1>'));
    const client = new PaymentsClient({ environment: { baseUrl: s.url }, accessToken: 't' });
    const error = await client.createCharge(paymentsFixtures.ChargeRequest()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentsError);
    expect(error).toMatchObject({ status: 201, reason: 'unexpected-content-type', body: '<h1>hi</h1>' });
  });
});

describe('redirects', () => {
  it.each([307, 308])('a same-origin %i on a POST re-sends the body once, with the token, and returns the result', async (status) => {
    const s = await scripted((req, res) => {
      if (req.url.startsWith('/moved')) return json(res, 200, customer('moved'));
      res.writeHead(status, { location: `/moved${req.url}` }).end();
    });
    const client = accountingClient(s.url);
    const result = await client.createCustomer({ DisplayName: 'Moved Ltd' });
    expect(result.Id).toBe('moved');
    expect(s.received.map((r) => r.method)).toEqual(['POST', 'POST']);
    expect(JSON.parse(s.received[1].body.toString())).toEqual(JSON.parse(s.received[0].body.toString()));
    expect(s.received[1].headers.authorization).toBe('Bearer secret-token');
    await stillWorks(client);
  });

  it('a cross-origin redirect is not followed: a typed error, and the other origin sees nothing', async () => {
    const elsewhere = await scripted((_req, res) => json(res, 200, customer('attacker')));
    const s = await scripted((_req, res) => void res.writeHead(302, { location: `${elsewhere.url.replace('127.0.0.1', 'localhost')}/steal` }).end());
    const client = accountingClient(s.url);
    const error = await failure(client.readCustomer('1'));
    expect(error).toMatchObject({ status: 302, reason: 'cross-origin-redirect' });
    expect(error.headers['location']).toContain('/steal');
    expect(elsewhere.received).toHaveLength(0);
    const post = await failure(client.createCustomer({ DisplayName: 'x' }));
    expect(post.reason).toBe('cross-origin-redirect');
    expect(elsewhere.received).toHaveLength(0);
    await stillWorks(client);
  });

  it('a 303 on a POST is not turned into a GET, and a redirect loop ends', async () => {
    const s = await scripted((req, res) => void res.writeHead(req.method === 'POST' ? 303 : 302, { location: '/v3/company/9130/customer/loop' }).end());
    const client = accountingClient(s.url);
    expect((await failure(client.createCustomer({ DisplayName: 'x' }))).reason).toBe('redirect');
    expect((await failure(client.readCustomer('loop'))).reason).toBe('redirect');
    expect(s.received.length).toBeLessThanOrEqual(1 + 6);
    await stillWorks(client);
  });
});

describe('XML error bodies', () => {
  it('an element named __proto__ is a member of a null-prototype object, not a prototype', async () => {
    const xml = '<?xml version="1.0"?><Fault><__proto__><polluted>yes</polluted></__proto__><constructor>c</constructor><Error code="610"><Message>m</Message></Error></Fault>';
    const s = await scripted((_req, res) => void res.writeHead(400, { 'content-type': 'application/xml' }).end(xml));
    const client = accountingClient(s.url);
    const error = await failure(client.readCustomer('1'));
    const fault = (error.body as unknown as { Fault: { [k: string]: unknown } }).Fault;
    expect(Object.getPrototypeOf(fault)).toBe(null);
    expect(Object.getPrototypeOf(error.body)).toBe(null);
    expect(Object.hasOwn(fault, '__proto__')).toBe(true);
    expect((fault['__proto__'] as { polluted: string }).polluted).toBe('yes');
    expect(fault['constructor']).toBe('c');
    expect((fault as { polluted?: unknown }).polluted).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    await stillWorks(client);
  });
});
