// The generated clients against Prism serving our OpenAPI documents with request validation on: every operation
// must pass Prism's checks (no 422, no `sl-violations` header). Independent proof that the clients speak the
// definitions, not just our own servers.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountingClient, fixtures as acc } from '@svc/accounting';
import { PaymentsClient, fixtures as pay } from '@svc/payments';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function startPrism(definition: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn('node_modules/.bin/prism', ['mock', '-h', '127.0.0.1', '-p', String(port), definition], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`prism did not start:\n${out}`)), 50_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (/listening on/i.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`prism exited ${code}:\n${out}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

/** A fetch that records Prism's verdict on each request. */
function recordingFetch(violations: string[]): typeof fetch {
  return async (input, init) => {
    // Prism under load (two suites on two cores) now and then resets a connection of the 32 calls made at once
    // (ECONNRESET on a POST, which the client rightly does not retry): the transport is not what this test is
    // about, so a reset connection is tried again, twice at most; Prism's verdicts are what it asserts.
    let res: Response | undefined;
    for (let attempt = 1; res === undefined; attempt++) {
      try {
        // A fresh copy of the body each time: fetch may take over (detach) the buffer it is given.
        res = await fetch(input, init?.body instanceof Uint8Array ? { ...init, body: init.body.slice() } : init);
      } catch (error) {
        if (attempt >= 3 || (error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
      }
    }
    const v = res.headers.get('sl-violations');
    if (v !== null || res.status === 422) violations.push(`${init?.method ?? 'GET'} ${String(input)} -> ${res.status} ${v ?? (await res.clone().text())}`);
    return res;
  };
}

/** Calls that Prism answers with an example; only request violations matter here, not the mock's answer. */
async function settle(call: Promise<unknown>): Promise<void> {
  await call.catch((e: unknown) => {
    const status = (e as { status?: number }).status;
    if (status === 422 || status === undefined) throw e;
  });
}

describe('clients against Prism', () => {
  let accounting: { url: string; child: ChildProcess };
  let payments: { url: string; child: ChildProcess };
  beforeAll(async () => {
    [accounting, payments] = await Promise.all([startPrism('definitions/accounting/openapi.yaml'), startPrism('definitions/payments/openapi.yaml')]);
  });
  afterAll(() => {
    accounting?.child.kill();
    payments?.child.kill();
  });

  it('AccountingClient: every operation passes request validation', async () => {
    const violations: string[] = [];
    const c = new AccountingClient({ environment: { baseUrl: accounting.url }, realmId: '4620816365', accessToken: 'tok', fetch: recordingFetch(violations), retry: false });
    const a = acc as unknown as Record<string, () => never>;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const m = c as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const calls: Promise<void>[] = [];
    for (const e of ['Customer', 'Invoice', 'Item', 'Payment', 'Vendor', 'Bill', 'Account']) {
      calls.push(settle(m[`create${e}`](a[`${e}Write`]())));
      calls.push(settle(m[`update${e}`](a[`${e}UpdateWrite`]())));
      calls.push(settle(m[`read${e}`]('1')));
      if (m[`delete${e}`]) calls.push(settle(m[`delete${e}`](acc.EntityDeleteRequest())));
      if (m[`void${e}`]) calls.push(settle(m[`void${e}`](acc.EntityVoidRequest())));
    }
    calls.push(settle(c.pdfInvoice('1')));
    calls.push(settle(c.sendInvoice('1', { query: { sendTo: 'a@example.com' } })));
    calls.push(settle(c.query("select * from Invoice where TotalAmt > '100'", { query: { minorversion: 75 } })));
    // batch() numbers the items itself; the query builder's statement goes through Prism's validation too.
    const items = acc.BatchRequest().BatchItemRequest.map(({ bId: _, ...item }: { bId: string }) => item);
    calls.push(settle(c.batch(items as never)));
    calls.push(settle(c.select('Invoice').where('TotalAmt', '>', 100).orderBy('TxnDate', 'DESC').limit(10).fetch()));
    calls.push(settle(c.cdc(['Invoice', 'Customer'], '2024-01-01T00:00:00-07:00')));
    await Promise.all(calls);
    expect(calls.length).toBe(32);
    expect(violations).toEqual([]);
  });

  it('PaymentsClient: every operation passes request validation', async () => {
    const violations: string[] = [];
    const c = new PaymentsClient({ environment: { baseUrl: payments.url }, accessToken: 'tok', fetch: recordingFetch(violations), retry: false });
    await Promise.all([
      settle(c.createCharge(pay.ChargeRequestWrite())),
      settle(c.readCharge('ch1')),
      settle(c.captureCharge('ch1', pay.CaptureRequest())),
      settle(c.refundCharge('ch1', pay.RefundRequest())),
      settle(c.readRefund('ch1', 'rf1')),
      settle(c.voidTransaction('req1')),
      settle(c.createCard('cu1', pay.CardWrite())),
      settle(c.listCards('cu1')),
      settle(c.createCardFromToken('cu1', pay.Token())),
      settle(c.readCard('cu1', 'ca1')),
      settle(c.deleteCard('cu1', 'ca1')),
      settle(c.createBankAccount('cu1', pay.BankAccountWrite())),
      settle(c.listBankAccounts('cu1')),
      settle(c.createBankAccountFromToken('cu1', pay.Token())),
      settle(c.readBankAccount('cu1', 'ba1')),
      settle(c.deleteBankAccount('cu1', 'ba1')),
      settle(c.createToken(pay.TokenRequestWrite())),
    ]);
    expect(violations).toEqual([]);
  });

  it('control: Prism does flag a request the definition forbids', async () => {
    const violations: string[] = [];
    await recordingFetch(violations)(`${payments.url}/svc/v4/payments/charges`, {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 10 }),
    });
    expect(violations.length).toBe(1);
  });
});
