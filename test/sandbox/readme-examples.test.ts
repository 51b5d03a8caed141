// The README's "Test against the sandbox" examples, run as written (the webhook endpoint's URL is the test's own
// receiver): the complete in-process test, printing what its comments say, and webhooks from code.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountingClient, AccountingError, createAccountingSandbox, createAccountingWebhookReceiver, type AccountingWebhookEvent } from '@svc/accounting';
import { PaymentsClient, createPaymentsSandbox } from '@svc/payments';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('README: Test against the sandbox', () => {
  it('the complete in-process test runs and prints what its comments say', async () => {
    const printed: unknown[][] = [];
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(args));
    // --- as in the README ---
    const accounting = await createAccountingSandbox({ seed: 1 }).listen(0, '127.0.0.1');
    const payments = await createPaymentsSandbox().listen(0, '127.0.0.1');
    const books = new AccountingClient({ environment: { baseUrl: accounting.url }, realmId: 'test-1', accessToken: 'any' });
    const pay = new PaymentsClient({ environment: { baseUrl: payments.url }, accessToken: 'company-1' });

    const invoice = await books.createInvoice({ CustomerRef: { value: '1' }, Line: [{ DetailType: 'SalesItemLineDetail', Amount: 150, SalesItemLineDetail: { ItemRef: { value: '1' } } }] });
    console.log(invoice.TotalAmt, invoice.Balance, invoice.SyncToken); // 150 150 '0'
    await books.updateInvoice({ Id: invoice.Id!, SyncToken: '0', PrivateNote: 'a' }, { sparse: true });
    try {
      await books.updateInvoice({ Id: invoice.Id!, SyncToken: '0', PrivateNote: 'b' }, { sparse: true });
    } catch (e) {
      if (e instanceof AccountingError) console.log(e.status, JSON.stringify(e.body)); // 400 ... "code":"5010" (stale)
      const fresh = await books.readInvoice(invoice.Id!); // re-read, re-apply
      await books.updateInvoice({ Id: fresh.Id!, SyncToken: fresh.SyncToken!, PrivateNote: 'b' }, { sparse: true });
    }
    for await (const i of books.select('Invoice').where('TotalAmt', '>', 100).orderBy('TxnDate', 'DESC').all()) console.log(i.DocNumber);
    const pdf = await books.pdfInvoice(invoice.Id!); // a real PDF naming number and total

    const card = { number: '4111111111111111', expMonth: '12', expYear: '2030', cvc: '123' };
    const charge = await pay.createCharge({ amount: '100.00', currency: 'USD', card, capture: 'false' }, { idempotencyKey: 'req-1' });
    await pay.captureCharge(charge.id!, { amount: '120.00' }); // AUTHORIZED -> CAPTURED (<= 150%)
    await pay.refundCharge(charge.id!, { amount: '20.00' }); // refunds never exceed what was captured
    await accounting.close();
    await payments.close();
    // ---
    expect(printed[0]).toEqual([150, 150, '0']);
    expect(printed[1][0]).toBe(400);
    expect(String(printed[1][1])).toContain('"code":"5010"');
    expect(printed.slice(2).map((p) => p[0])).toContain(invoice.DocNumber);
    expect(Buffer.from(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await pay.readCharge(charge.id!).catch((e: unknown) => e)) instanceof Error).toBe(true); // the sandbox is closed
  });

  it('webhooks from code reach the endpoint, signed, and show in the request log', async () => {
    const events: AccountingWebhookEvent[] = [];
    const receiver = createAccountingWebhookReceiver({ verifierToken: 'verifier', onEvent: (e) => void events.push(e) });
    const endpoint = createServer(receiver.listener);
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/webhooks`;
    const printed: unknown[][] = [];
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(args));
    try {
      // --- as in the README (the endpoint's URL is this test's) ---
      const sandbox = createAccountingSandbox({
        webhooks: { url: hookUrl, verifierToken: 'verifier', format: 'cloudevents', windowMs: 200 },
      });
      const { url, close } = await sandbox.listen(0, '127.0.0.1');
      // ... writes through url; each company's events arrive at the endpoint, signed
      const write = await fetch(`${url}/v3/company/readme/vendor`, { method: 'POST', headers: { authorization: 'Bearer t', 'content-type': 'application/json' }, body: '{"DisplayName":"From The README"}' });
      expect(write.status).toBe(200);
      for (let i = 0; i < 200 && (events.length === 0 || sandbox.pendingWebhooks() > 0); i++) await new Promise((r) => setTimeout(r, 50));
      console.log(sandbox.pendingWebhooks(), sandbox.requests().filter((r) => r.kind === 'webhook'));
      await close();
      // ---
      expect(events.map((e) => [e.format, e.realmId, e.entity, e.operation])).toEqual([['cloudevents', 'readme', 'Vendor', 'Create']]);
      expect(printed[0][0]).toBe(0);
      expect(printed[0][1]).toEqual([expect.objectContaining({ kind: 'webhook', status: 200, company: 'readme', events: 1, attempt: 1, format: 'cloudevents' })]);
    } finally {
      await new Promise((resolve) => endpoint.close(resolve));
    }
  });
});
