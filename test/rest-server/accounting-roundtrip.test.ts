// Generated AccountingClient against the generated accounting server stub, over HTTP on 127.0.0.1: every
// operation, with fixtures, and response validation on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountingClient,
  AccountingError,
  AccountingThrottleError,
  ThrottleError,
  createAccountingServer,
  fixtures,
  type AccountingHandlers,
} from '@svc/accounting';

const ENTITIES = ['Customer', 'Invoice', 'Item', 'Payment', 'Vendor', 'Bill', 'Account'] as const;
const WITH_DELETE = new Set(['Invoice', 'Payment', 'Bill']);
const WITH_VOID = new Set(['Invoice', 'Payment']);
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0xff, 0x00]);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const fx = fixtures as unknown as Record<string, (o?: unknown) => any>;
const seen: { operation: string; body: unknown; query: unknown; params: unknown }[] = [];

function handlers(): AccountingHandlers {
  const table: Record<string, (r: { body: unknown; query: unknown; params: unknown }) => unknown> = {};
  const record = (operation: string, result: () => unknown) => (r: { body: unknown; query: unknown; params: unknown }) => {
    seen.push({ operation, body: r.body, query: r.query, params: r.params });
    return result();
  };
  for (const e of ENTITIES) {
    const entity = () => fx[`${e}Response`]()[e];
    table[`create${e}`] = record(`create${e}`, entity);
    table[`update${e}`] = record(`update${e}`, entity);
    table[`read${e}`] = record(`read${e}`, entity);
    if (WITH_DELETE.has(e)) table[`delete${e}`] = record(`delete${e}`, () => fx[`${e}DeleteResponse`]()[e]);
    if (WITH_VOID.has(e)) table[`void${e}`] = record(`void${e}`, entity);
  }
  table.pdfInvoice = record('pdfInvoice', () => PDF);
  table.sendInvoice = record('sendInvoice', () => fx.InvoiceResponse().Invoice);
  table.query = record('query', () => fx.QueryResponse().QueryResponse);
  // batch() numbers the items it sends; answer each with the fixture's outcome under its own id.
  table.batch = (r: { body: unknown; query: unknown; params: unknown }) => {
    seen.push({ operation: 'batch', body: r.body, query: r.query, params: r.params });
    const items = (r.body as { BatchItemRequest: { bId: string }[] }).BatchItemRequest;
    return items.map((item) => ({ ...fx.BatchResponse().BatchItemResponse[0], bId: item.bId, Fault: undefined, QueryResponse: fx.QueryResponse().QueryResponse }));
  };
  table.cdc = record('cdc', () => fx.CdcResponse().CDCResponse);
  return table as AccountingHandlers;
}

let server: { url: string; close(): Promise<void> };
let client: AccountingClient;
const errors: unknown[] = [];

beforeAll(async () => {
  server = await createAccountingServer(handlers(), { validateResponses: true, onError: (e) => errors.push(e) }).listen(0, '127.0.0.1');
  client = new AccountingClient({ environment: { baseUrl: server.url }, realmId: '4620816365', accessToken: 'token-1' });
});
afterAll(() => server.close());

describe('AccountingClient <-> createAccountingServer', () => {
  for (const e of ENTITIES) {
    it(`create/update/read${WITH_DELETE.has(e) ? '/delete' : ''}${WITH_VOID.has(e) ? '/void' : ''} ${e}`, async () => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const c = client as unknown as Record<string, (...args: unknown[]) => Promise<any>>;
      const expected = JSON.parse(JSON.stringify(fx[`${e}Response`]()[e]));
      expect(await c[`create${e}`](fx[`${e}Write`]())).toEqual(expected);
      expect(await c[`update${e}`](fx[`${e}UpdateWrite`]({ sparse: true }))).toEqual(expected);
      expect(await c[`read${e}`]('42')).toEqual(expected);
      expect(seen.at(-1)?.params).toEqual({ realmId: '4620816365', id: '42' });
      if (WITH_DELETE.has(e)) {
        expect(await c[`delete${e}`](fx.EntityDeleteRequest())).toEqual(JSON.parse(JSON.stringify(fx[`${e}DeleteResponse`]()[e])));
        expect(seen.at(-1)?.operation).toBe(`delete${e}`);
      }
      if (WITH_VOID.has(e)) {
        expect(await c[`void${e}`](fx.EntityVoidRequest())).toEqual(expected);
        expect(seen.at(-1)?.operation).toBe(`void${e}`);
      }
    });
  }

  it('pdfInvoice returns the bytes', async () => {
    const pdf = await client.pdfInvoice('7');
    expect(pdf).toBeInstanceOf(Uint8Array);
    expect([...pdf]).toEqual([...PDF]);
  });

  it('sendInvoice, query, batch, cdc', async () => {
    expect(await client.sendInvoice('7', { query: { sendTo: 'a@example.com' } })).toEqual(JSON.parse(JSON.stringify(fx.InvoiceResponse().Invoice)));
    expect(seen.at(-1)?.query).toMatchObject({ sendTo: 'a@example.com' });
    const result = await client.query("select * from Invoice where DocNumber = 'a\\'b'", { query: { minorversion: 75 } });
    expect(result).toEqual(JSON.parse(JSON.stringify(fx.QueryResponse().QueryResponse)));
    // Query values arrive converted to their declared types.
    expect(seen.at(-1)?.query).toEqual({ query: "select * from Invoice where DocNumber = 'a\\'b'", minorversion: 75 });
    const items = fx.BatchRequest().BatchItemRequest.map(({ bId: _, ...item }: { bId: string }) => ({ ...item, Query: 'select * from Invoice' }));
    const outcomes = await client.batch(items);
    expect(outcomes).toHaveLength(items.length);
    expect(outcomes[0]).toEqual({ ok: true, value: JSON.parse(JSON.stringify(fx.QueryResponse().QueryResponse)) });
    expect(await client.cdc(['Invoice', 'Customer'], '2024-01-01T00:00:00Z')).toEqual(JSON.parse(JSON.stringify(fx.CdcResponse().CDCResponse)));
  });

  it('updateInvoice(invoice, { sparse: true }) sets the body\'s sparse flag; without it the body is sent as given', async () => {
    const update = { ...fx.InvoiceUpdateWrite(), sparse: undefined };
    delete update.sparse;
    await client.updateInvoice(update, { sparse: true });
    expect((seen.at(-1)?.body as { sparse?: boolean }).sparse).toBe(true);
    await client.updateInvoice(update);
    expect((seen.at(-1)?.body as { sparse?: boolean }).sparse).toBeUndefined();
    await client.updateInvoice({ ...update, sparse: true }, { sparse: false });
    expect((seen.at(-1)?.body as { sparse?: boolean }).sparse).toBe(false);
    expect(update.sparse).toBeUndefined(); // the caller's object is not changed
  });

  it('drops read-only members of a request body before the handler', async () => {
    const invoice = { ...fx.InvoiceWrite(), Id: '99', TotalAmt: 1234, Balance: 5 } as never;
    await client.createInvoice(invoice);
    const body = seen.at(-1)?.body as Record<string, unknown>;
    expect(body.Id).toBeUndefined();
    expect(body.TotalAmt).toBeUndefined();
    expect(body.Balance).toBeUndefined();
    expect(seen.at(-1)?.operation).toBe('createInvoice');
    expect(body.CustomerRef).toBeDefined();
  });

  it('sends the idempotency key as the requestid query parameter on writes', async () => {
    const keys: string[] = [];
    const c = new AccountingClient({
      environment: { baseUrl: server.url },
      realmId: 'r1',
      accessToken: 't',
      onRequest: (r) => void keys.push(new URL(r.url).searchParams.get('requestid') ?? ''),
    });
    await c.createItem(fx.ItemWrite());
    await c.readItem('1');
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe('');
  });

  it('answers errors in the Fault format, with the trace header and Svc-Version', async () => {
    const res = await fetch(`${server.url}/v3/company/1/invoice/1`);
    expect(res.status).toBe(401);
    expect(res.headers.get('svc_tid')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(res.headers.get('svc-version')).toMatch(/^\d+\.\d+\.\d+$/);
    const body = await res.json();
    expect(body.Fault.type).toBe('AuthenticationFault');
    expect(body.Fault.Error[0].code).toBe('3200');
    expect(typeof body.time).toBe('string');
  });

  it('a handler error reaches the client as a typed AccountingError with the parsed Fault', async () => {
    const fault = { Fault: { Error: [{ Message: 'Stale', Detail: 'SyncToken mismatch', code: '5010' }], type: 'ValidationFault' as const }, time: '2024-01-01T00:00:00Z' };
    const s = await createAccountingServer({
      updateInvoice: () => {
        throw AccountingError.of(400, fault);
      },
    }).listen();
    try {
      const c = new AccountingClient({ environment: { baseUrl: s.url }, realmId: '1', accessToken: 't' });
      const error = await c.updateInvoice(fx.InvoiceUpdateWrite()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AccountingError);
      expect((error as AccountingError).status).toBe(400);
      expect((error as AccountingError).body).toEqual(fault);
      expect((error as AccountingError).traceId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect((error as AccountingError).operation).toBe('updateInvoice');
      // A missing handler answers 501 in the Fault format.
      const missing = await c.readInvoice('1').catch((e: unknown) => e);
      expect((missing as AccountingError).status).toBe(501);
      expect(((missing as AccountingError).body as { Fault: { Error: { code: string }[] } }).Fault.Error[0].code).toBe('500');
    } finally {
      await s.close();
    }
  });

  it('a 429 is a typed throttle error, also with an XML body', async () => {
    const { createServer } = await import('node:http');
    const xml = '<?xml version="1.0"?><IntuitResponse><Fault type="SERVICE"><Error code="3001"><Message>ThrottleExceeded</Message></Error></Fault></IntuitResponse>';
    const s = createServer((_req, res) => {
      res.writeHead(429, { 'content-type': 'application/xml', svc_tid: 'tid-429' }).end(xml);
    });
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
    try {
      const port = (s.address() as { port: number }).port;
      const c = new AccountingClient({ environment: { baseUrl: `http://127.0.0.1:${port}` }, realmId: '1', accessToken: 't', retry: false });
      const error = await c.readInvoice('1').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AccountingThrottleError);
      expect(error).toBeInstanceOf(AccountingError);
      expect(error).toBeInstanceOf(ThrottleError);
      expect((error as AccountingError).traceId).toBe('tid-429');
    } finally {
      s.close();
    }
  });

  it('reported no invalid responses', () => {
    expect(errors).toEqual([]);
  });
});
