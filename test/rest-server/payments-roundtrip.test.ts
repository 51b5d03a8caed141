// Generated PaymentsClient against the generated payments server stub, over HTTP on 127.0.0.1: every operation,
// with fixtures, response validation on; plus bad requests answered in the errors[] format.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentsClient, PaymentsError, createPaymentsServer, fixtures, type PaymentsHandlers } from '@svc/payments';

const seen: { operation: string; headers: Record<string, unknown>; params: unknown; body: unknown }[] = [];
const rec =
  <T>(operation: string, result: () => T) =>
  (r: { headers: Record<string, unknown>; params: unknown; body: unknown }): T => {
    seen.push({ operation, headers: r.headers, params: r.params, body: r.body });
    return result();
  };

const handlers: PaymentsHandlers = {
  createCharge: rec('createCharge', () => fixtures.Charge()),
  readCharge: rec('readCharge', () => fixtures.Charge()),
  captureCharge: rec('captureCharge', () => fixtures.Charge()),
  refundCharge: rec('refundCharge', () => fixtures.Refund()),
  readRefund: rec('readRefund', () => fixtures.Refund()),
  voidTransaction: rec('voidTransaction', () => fixtures.Refund()),
  createCard: rec('createCard', () => fixtures.Card()),
  listCards: rec('listCards', () => fixtures.CardList()),
  createCardFromToken: rec('createCardFromToken', () => fixtures.Card()),
  readCard: rec('readCard', () => fixtures.Card()),
  deleteCard: rec('deleteCard', () => undefined),
  createBankAccount: rec('createBankAccount', () => fixtures.BankAccount()),
  listBankAccounts: rec('listBankAccounts', () => fixtures.BankAccountList()),
  createBankAccountFromToken: rec('createBankAccountFromToken', () => fixtures.BankAccount()),
  readBankAccount: rec('readBankAccount', () => fixtures.BankAccount()),
  deleteBankAccount: rec('deleteBankAccount', () => undefined),
  createToken: rec('createToken', () => fixtures.Token()),
} as PaymentsHandlers;

let server: { url: string; close(): Promise<void> };
let client: PaymentsClient;
const errors: unknown[] = [];
const plain = (v: unknown) => JSON.parse(JSON.stringify(v));

beforeAll(async () => {
  server = await createPaymentsServer(handlers, { validateResponses: true, maxBodyBytes: 64 * 1024, onError: (e) => errors.push(e) }).listen();
  client = new PaymentsClient({ environment: { baseUrl: server.url }, accessToken: async () => 'token-1' });
});
afterAll(() => server.close());

describe('PaymentsClient <-> createPaymentsServer', () => {
  it('charges and refunds', async () => {
    expect(await client.createCharge(fixtures.ChargeRequestWrite())).toEqual(plain(fixtures.Charge()));
    const key = seen.at(-1)?.headers['request-id'];
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(await client.readCharge('ch_1')).toEqual(plain(fixtures.Charge()));
    expect(seen.at(-1)?.params).toEqual({ chargeId: 'ch_1' });
    expect(await client.captureCharge('ch_1', fixtures.CaptureRequest())).toEqual(plain(fixtures.Charge()));
    expect(await client.refundCharge('ch_1', fixtures.RefundRequest())).toEqual(plain(fixtures.Refund()));
    expect(await client.readRefund('ch_1', 'rf_2')).toEqual(plain(fixtures.Refund()));
    expect(seen.at(-1)?.params).toEqual({ chargeId: 'ch_1', refundId: 'rf_2' });
    expect(await client.voidTransaction('req-1')).toEqual(plain(fixtures.Refund()));
  });

  it('cards and bank accounts', async () => {
    expect(await client.createCard('cu_1', fixtures.CardWrite())).toEqual(plain(fixtures.Card()));
    expect(await client.listCards('cu_1')).toEqual(plain(fixtures.CardList()));
    expect(await client.createCardFromToken('cu_1', fixtures.Token())).toEqual(plain(fixtures.Card()));
    expect(await client.readCard('cu_1', 'ca_1')).toEqual(plain(fixtures.Card()));
    expect(await client.deleteCard('cu_1', 'ca_1')).toBeUndefined();
    expect(await client.createBankAccount('cu_1', fixtures.BankAccountWrite())).toEqual(plain(fixtures.BankAccount()));
    expect(await client.listBankAccounts('cu_1')).toEqual(plain(fixtures.BankAccountList()));
    expect(await client.createBankAccountFromToken('cu_1', fixtures.Token())).toEqual(plain(fixtures.BankAccount()));
    expect(await client.readBankAccount('cu_1', 'ba_1')).toEqual(plain(fixtures.BankAccount()));
    expect(await client.deleteBankAccount('cu_1', 'ba_1')).toBeUndefined();
  });

  it('tokens are created without the Authorization header', async () => {
    expect(await client.createToken(fixtures.TokenRequestWrite())).toEqual(plain(fixtures.Token()));
    expect(seen.at(-1)?.headers.authorization).toBeUndefined();
  });

  describe('bad requests get the right status and an errors[] body, and the server keeps serving', () => {
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { authorization: 'Bearer t', 'content-type': 'application/json', 'request-id': 'r1', ...headers },
        body,
      });
    const check = async (res: Response, status: number) => {
      expect(res.status).toBe(status);
      expect(res.headers.get('svc_tid')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const body = await res.json();
      expect(Array.isArray(body.errors)).toBe(true);
      expect(typeof body.errors[0].code).toBe('string');
      expect(typeof body.errors[0].message).toBe('string');
      return body;
    };
    it('malformed JSON -> 400', async () => {
      const body = await check(await post('/svc/v4/payments/charges', '{"amount": '), 400);
      expect(body.errors[0].message).toMatch(/Malformed JSON/);
    });
    it('wrong types -> 400 with one error per problem', async () => {
      const body = await check(await post('/svc/v4/payments/charges', JSON.stringify({ amount: 10, currency: 5 })), 400);
      expect(body.errors.length).toBeGreaterThan(1);
    });
    it('a required header missing (or empty) -> 400 naming it, and the handler is not run', async () => {
      const before = seen.length;
      const valid = JSON.stringify(fixtures.ChargeRequestWrite());
      for (const requestId of [undefined, '']) {
        const headers: Record<string, string> = { authorization: 'Bearer t', 'content-type': 'application/json' };
        if (requestId !== undefined) headers['request-id'] = requestId;
        const res = await fetch(`${server.url}/svc/v4/payments/charges`, { method: 'POST', headers, body: valid });
        const body = await check(res, 400);
        expect(JSON.stringify(body.errors)).toMatch(/Request-Id/i);
      }
      expect(seen.length).toBe(before);
      // The same body with the header is taken: the refusal was the header's.
      expect((await post('/svc/v4/payments/charges', valid)).status).toBe(201);
      expect(seen.length).toBe(before + 1);
    });
    it('missing auth -> 401', async () => {
      await check(await fetch(`${server.url}/svc/v4/payments/charges/ch_1`), 401);
      const body = await check(await fetch(`${server.url}/svc/v4/payments/charges/ch_1`, { headers: { authorization: 'Basic x' } }), 401);
      expect(body.errors[0].code).toBe('PMT-4000');
    });
    it('unknown path -> 404', async () => {
      await check(await fetch(`${server.url}/svc/v4/nothing`, { headers: { authorization: 'Bearer t' } }), 404);
    });
    it('oversized body -> 413', async () => {
      await check(await post('/svc/v4/payments/charges', JSON.stringify({ description: 'x'.repeat(100_000) })), 413);
    });
    it('still serves', async () => {
      expect(await client.readCharge('ch_1')).toEqual(plain(fixtures.Charge()));
    });
  });

  it('a handler exception is a 500 without a stack trace', async () => {
    const s = await createPaymentsServer(
      {
        readCharge: () => {
          throw new Error('secret internals at /srv/app.js:10');
        },
      },
      { onError: () => {} },
    ).listen();
    try {
      const c = new PaymentsClient({ environment: { baseUrl: s.url }, accessToken: 't', retry: false });
      const error = (await c.readCharge('x').catch((e: unknown) => e)) as PaymentsError;
      expect(error).toBeInstanceOf(PaymentsError);
      expect(error.status).toBe(500);
      expect(JSON.stringify(error.body)).not.toMatch(/secret|app\.js/);
    } finally {
      await s.close();
    }
  });

  it('an invalid handler result is a loud failure with validateResponses', async () => {
    const reported: unknown[] = [];
    const s = await createPaymentsServer({ readCharge: () => ({ id: 5 }) as never }, { validateResponses: true, onError: (e) => reported.push(e) }).listen();
    try {
      const c = new PaymentsClient({ environment: { baseUrl: s.url }, accessToken: 't', retry: false });
      const error = (await c.readCharge('x').catch((e: unknown) => e)) as PaymentsError;
      expect(error.status).toBe(500);
      expect(reported.length).toBe(1);
    } finally {
      await s.close();
    }
  });

  it('reported no invalid responses', () => {
    expect(errors).toEqual([]);
  });
});
