// Scenarios with the generated clients against a running sandbox (in-process or `npm run sandbox` as a child
// process): every operation of both APIs, the stale-SyncToken conflict and its resolution, a retried create
// with one requestid, paging 2,500 invoices, a charge's whole life. Each call registers vitest cases.
import { expect, it } from 'vitest';
import { AccountingClient, AccountingError, RateLimiter as AccountingLimiter, type Invoice } from '@svc/accounting';
import { PaymentsClient, PaymentsError } from '@svc/payments';

export interface Target {
  /** Base URL of accounting and payments (the CLI prints both). */
  accounting(): string;
  payments(): string;
}

let realmCounter = 0;
/** A fresh realm per test: each is its own company. */
export const freshRealm = (prefix: string): string => `${prefix}${Date.now() % 1_000_000}${++realmCounter}`;

const noLimits = (): AccountingLimiter => new AccountingLimiter({ limits: [] });
export const accountingClient = (target: Target, realmId: string): AccountingClient =>
  new AccountingClient({ environment: { baseUrl: target.accounting() }, realmId, accessToken: 'sandbox-token', limiter: noLimits(), retry: false });

async function fault(promise: Promise<unknown>): Promise<{ status: number; code: string; detail: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AccountingError || error instanceof PaymentsError) {
      const body = error.body as { Fault?: { Error: { code: string; Detail: string }[] }; errors?: { code: string; detail: string }[] };
      if (body?.Fault) return { status: error.status, code: body.Fault.Error[0].code, detail: body.Fault.Error[0].Detail };
      if (body?.errors) return { status: error.status, code: body.errors[0].code, detail: body.errors[0].detail };
      return { status: error.status, code: '', detail: JSON.stringify(error.body) };
    }
    throw error;
  }
  throw new Error('expected a failure');
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
const line = (amount: number, item = '1') => ({ DetailType: 'SalesItemLineDetail' as const, Amount: amount, SalesItemLineDetail: { ItemRef: { value: item } } });

export function accountingScenarios(target: Target): void {
  it('creates, reads, updates (full and sparse), deletes and voids every entity', async () => {
    const c = accountingClient(target, freshRealm('crud'));
    const unique = `${Date.now()}`;
    const customer = await c.createCustomer({ DisplayName: `Ann ${unique}`, CompanyName: 'Ann Co' });
    expect(customer).toMatchObject({ SyncToken: '0', FullyQualifiedName: `Ann ${unique}`, Active: true, Balance: 0, domain: 'QBO' });
    expect(customer.MetaData?.CreateTime).toMatch(TIMESTAMP);
    expect(await c.readCustomer(customer.Id!)).toEqual(customer);
    // A full update clears the writable members it leaves out.
    const full = await c.updateCustomer({ Id: customer.Id!, SyncToken: '0', DisplayName: `Ann B ${unique}` });
    expect(full).toMatchObject({ SyncToken: '1', DisplayName: `Ann B ${unique}` });
    expect(full.CompanyName).toBeUndefined();
    const sparse = await c.updateCustomer({ Id: customer.Id!, SyncToken: '1', CompanyName: 'Back' }, { sparse: true });
    expect(sparse).toMatchObject({ SyncToken: '2', DisplayName: `Ann B ${unique}`, CompanyName: 'Back' });

    const vendor = await c.createVendor({ DisplayName: `Vend ${unique}` });
    expect((await c.updateVendor({ Id: vendor.Id!, SyncToken: '0', PrintOnCheckName: 'V' }, { sparse: true })).SyncToken).toBe('1');
    const account = await c.createAccount({ Name: `Bank ${unique}`, AccountType: 'Bank' });
    expect(account).toMatchObject({ CurrentBalance: 0, FullyQualifiedName: `Bank ${unique}` });
    expect((await c.readAccount(account.Id!)).Name).toBe(`Bank ${unique}`);
    await c.updateAccount({ Id: account.Id!, SyncToken: '0', Description: 'x' }, { sparse: true });
    const item = await c.createItem({ Name: `Item ${unique}`, Type: 'Service', UnitPrice: 10, IncomeAccountRef: { value: account.Id! } });
    expect((await c.readItem(item.Id!)).Name).toBe(`Item ${unique}`);
    await c.updateItem({ Id: item.Id!, SyncToken: '0', UnitPrice: 11 }, { sparse: true });

    const invoice = await c.createInvoice({ CustomerRef: { value: customer.Id! }, Line: [line(100, item.Id!), line(50.5, item.Id!)] });
    expect(invoice).toMatchObject({ TotalAmt: 150.5, Balance: 150.5, SyncToken: '0', EmailStatus: 'NotSet' });
    expect((await c.readCustomer(customer.Id!)).Balance).toBe(150.5);
    const payment = await c.createPayment({
      CustomerRef: { value: customer.Id! },
      TotalAmt: 60,
      Line: [{ Amount: 50, LinkedTxn: [{ TxnId: invoice.Id!, TxnType: 'Invoice' }] }],
    });
    expect(payment).toMatchObject({ TotalAmt: 60, UnappliedAmt: 10 });
    const paid = await c.readInvoice(invoice.Id!);
    expect(paid.Balance).toBe(100.5);
    expect(await c.readPayment(payment.Id!)).toEqual(payment);
    const updatedPayment = await c.updatePayment({ Id: payment.Id!, SyncToken: '0', PrivateNote: 'n' }, { sparse: true });
    const voidedPayment = await c.voidPayment({ Id: payment.Id!, SyncToken: updatedPayment.SyncToken! });
    expect(voidedPayment).toMatchObject({ TotalAmt: 0, PrivateNote: 'Voided' });
    expect((await c.readInvoice(invoice.Id!)).Balance).toBe(150.5);

    const sent = await c.sendInvoice(invoice.Id!, { query: { sendTo: 'ann@example.com' } });
    expect(sent).toMatchObject({ EmailStatus: 'EmailSent', BillEmail: { Address: 'ann@example.com' } });
    const pdf = Buffer.from(await c.pdfInvoice(invoice.Id!)).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain(`(Invoice ${invoice.DocNumber})`);
    expect(pdf).toContain('Total: 150.50');
    // The cross-reference table is where startxref says, and each offset points at its object.
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    for (const [i, offset] of [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n/gm)].entries()) expect(pdf.startsWith(`${i + 1} 0 obj\n`, Number(offset[1]))).toBe(true);

    const current = await c.readInvoice(invoice.Id!);
    const voided = await c.voidInvoice({ Id: invoice.Id!, SyncToken: current.SyncToken! });
    expect(voided).toMatchObject({ TotalAmt: 0, Balance: 0, PrivateNote: 'Voided' });
    const deleted = await c.deleteInvoice({ Id: invoice.Id!, SyncToken: voided.SyncToken! });
    expect(deleted).toEqual({ status: 'Deleted', domain: 'QBO', Id: invoice.Id });
    expect(await fault(c.readInvoice(invoice.Id!))).toMatchObject({ status: 400, code: '610' });

    const bill = await c.createBill({
      VendorRef: { value: vendor.Id! },
      Line: [{ DetailType: 'AccountBasedExpenseLineDetail', Amount: 20, AccountBasedExpenseLineDetail: { AccountRef: { value: account.Id! } } }],
    });
    expect(bill).toMatchObject({ TotalAmt: 20, Balance: 20 });
    expect((await c.readBill(bill.Id!)).TotalAmt).toBe(20);
    const billUpdated = await c.updateBill({ Id: bill.Id!, SyncToken: '0', PrivateNote: 'p' }, { sparse: true });
    expect((await c.deleteBill({ Id: bill.Id!, SyncToken: billUpdated.SyncToken! })).status).toBe('Deleted');
    const p2 = await c.createPayment({ CustomerRef: { value: customer.Id! }, TotalAmt: 5, Line: [] });
    expect((await c.deletePayment({ Id: p2.Id!, SyncToken: '0' })).Id).toBe(p2.Id);
  });

  it('answers a stale SyncToken with 5010 and changes nothing; re-reading and re-applying a sparse change resolves it', async () => {
    const c = accountingClient(target, freshRealm('stale'));
    const created = await c.createCustomer({ DisplayName: 'Stale Test', Notes: 'first' });
    await c.updateCustomer({ Id: created.Id!, SyncToken: '0', Notes: 'second' }, { sparse: true });
    const conflict = await fault(c.updateCustomer({ Id: created.Id!, SyncToken: '0', Notes: 'mine' }, { sparse: true }));
    expect(conflict).toMatchObject({ status: 400, code: '5010' });
    expect((await c.readCustomer(created.Id!)).Notes).toBe('second');
    const fresh = await c.readCustomer(created.Id!);
    const resolved = await c.updateCustomer({ Id: fresh.Id!, SyncToken: fresh.SyncToken!, Notes: 'mine' }, { sparse: true });
    expect(resolved).toMatchObject({ SyncToken: '2', Notes: 'mine', DisplayName: 'Stale Test' });
  });

  it('creates one entity for a retried create with one requestid; the same id with another body is refused', async () => {
    const c = accountingClient(target, freshRealm('idem'));
    const body = { CustomerRef: { value: '1' }, Line: [line(42)] };
    const first = await c.createInvoice(body, { idempotencyKey: 'retry-1' });
    const again = await c.createInvoice(body, { idempotencyKey: 'retry-1' });
    expect(again).toEqual(first);
    expect((await c.query(`SELECT COUNT(*) FROM Invoice WHERE TotalAmt = 42`)).totalCount).toBe(1);
    expect(await fault(c.createInvoice({ ...body, Line: [line(43)] }, { idempotencyKey: 'retry-1' }))).toMatchObject({ status: 400, code: '6000' });
  });

  it('enforces references, unique names and document numbers, and inactive name-list entities', async () => {
    const c = accountingClient(target, freshRealm('rules'));
    expect(await fault(c.createInvoice({ CustomerRef: { value: '9999' }, Line: [line(1)] }))).toMatchObject({ status: 400, code: '2500' });
    const a = await c.createCustomer({ DisplayName: 'Twin Name' });
    expect(await fault(c.createCustomer({ DisplayName: 'twin name' }))).toMatchObject({ code: '6240' });
    expect(await fault(c.createVendor({ DisplayName: 'Twin Name' }))).toMatchObject({ code: '6240' });
    await c.createInvoice({ CustomerRef: { value: '1' }, DocNumber: 'D-1', Line: [line(1)] });
    expect(await fault(c.createInvoice({ CustomerRef: { value: '1' }, DocNumber: 'D-1', Line: [line(1)] }))).toMatchObject({ code: '6140' });
    await c.updateCustomer({ Id: a.Id!, SyncToken: '0', Active: false }, { sparse: true });
    const active = await c.select('Customer').where('DisplayName', '=', 'Twin Name').fetch();
    expect(active).toEqual([]);
    const inactive = await c.query("SELECT * FROM Customer WHERE Active = false AND DisplayName = 'Twin Name'");
    expect(inactive.Customer?.map((x) => x.Id)).toEqual([a.Id]);
  });

  it('evaluates the query dialect and answers a malformed statement with QueryParserError and its position', async () => {
    const c = accountingClient(target, freshRealm('query'));
    await c.createCustomer({ DisplayName: "O'Brien & Sons" });
    const quoted = await c.select('Customer').where('DisplayName', '=', "O'Brien & Sons").fetch();
    expect(quoted.map((x) => x.DisplayName)).toEqual(["O'Brien & Sons"]);
    const counted = await c.query('select count(*) from customer');
    expect(counted).toEqual({ totalCount: 6 });
    const fields = await c.query('SELECT DisplayName FROM Customer WHERE DisplayName LIKE \'O%Sons\'');
    expect(fields.Customer).toEqual([{ DisplayName: "O'Brien & Sons" }]);
    const none = await c.query("SELECT * FROM Invoice WHERE DocNumber = 'nothing'");
    expect(none).toEqual({});
    const bad = await fault(c.query('SELECT * FROM Invoice WHERE TotalAmt >'));
    expect(bad).toMatchObject({ status: 400, code: '4000' });
    expect(bad.detail).toMatch(/^QueryParserError: .*position 39/);
  });

  it('runs a batch item by item, in order, with per-item faults; refuses more than 30 items', async () => {
    const c = accountingClient(target, freshRealm('batch'));
    const outcomes = await c.batch([
      { operation: 'create', Vendor: { DisplayName: 'Batch Vendor' } },
      { operation: 'create', Invoice: { CustomerRef: { value: 'nope' }, Line: [line(1)] } },
      { Query: 'SELECT COUNT(*) FROM Vendor' },
      { operation: 'update', Customer: { Id: '1', SyncToken: '0', Notes: 'batched', sparse: true } },
    ]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true, true]);
    expect(outcomes[0].ok && (outcomes[0].value as { DisplayName?: string }).DisplayName).toBe('Batch Vendor');
    expect(!outcomes[1].ok && JSON.stringify(outcomes[1].fault)).toContain('2500');
    expect(outcomes[2].ok && outcomes[2].value).toEqual({ totalCount: 4 });
    const response = await fetch(`${target.accounting()}/v3/company/${freshRealm('big')}/batch`, {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: JSON.stringify({ BatchItemRequest: Array.from({ length: 31 }, (_, i) => ({ bId: String(i), Query: 'SELECT * FROM Item' })) }),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('at most 30 items');
  });

  it('lists changes since a time, deleted entities as status Deleted', async () => {
    const c = accountingClient(target, freshRealm('cdc'));
    await c.readCustomer('1'); // seeds the company first
    await new Promise((r) => setTimeout(r, 1100));
    const since = new Date().toISOString();
    const created = await c.createInvoice({ CustomerRef: { value: '1' }, Line: [line(5)] });
    const other = await c.createInvoice({ CustomerRef: { value: '1' }, Line: [line(6)] });
    await c.deleteInvoice({ Id: other.Id!, SyncToken: '0' });
    const changes = await c.cdc(['Invoice', 'Customer'], since);
    const invoices = (changes[0].QueryResponse?.[0] as { Invoice: { Id: string; status?: string }[] }).Invoice;
    expect(invoices.map((i) => [i.Id, i.status ?? 'live'])).toEqual([
      [created.Id, 'live'],
      [other.Id, 'Deleted'],
    ]);
    const quiet = await c.cdc(['Vendor'], since);
    expect(quiet).toEqual([{ QueryResponse: [{}] }]);
  });

  it('keeps realms apart', async () => {
    const a = accountingClient(target, freshRealm('a'));
    const b = accountingClient(target, freshRealm('b'));
    const mine = await a.createVendor({ DisplayName: 'Only In A' });
    expect(await fault(b.readVendor(mine.Id!))).toMatchObject({ code: '610' });
    expect((await b.query("SELECT COUNT(*) FROM Vendor WHERE DisplayName = 'Only In A'")).totalCount).toBe(0);
  });

  it('injects faults by header: 429 with the XML body, 500, 503, a slow reply', async () => {
    const url = `${target.accounting()}/v3/company/${freshRealm('faults')}/customer/1`;
    const get = (fault: string) => fetch(url, { headers: { authorization: 'Bearer t', 'svc-sandbox-fault': fault } });
    const throttled = await get('429');
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('content-type')).toBe('application/xml');
    expect(await throttled.text()).toContain('<Error code="3001">');
    expect((await get('500')).status).toBe(500);
    const unavailable = await get('503');
    expect([unavailable.status, unavailable.headers.get('retry-after')]).toEqual([503, '1']);
    const started = Date.now();
    expect((await get('slow=300')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect((await get('teapot')).status).toBe(400);
    const c = accountingClient(target, freshRealm('faults'));
    const throttleError = await c.readCustomer('1', { headers: { 'svc-sandbox-fault': '429' } } as never).catch((e: unknown) => e);
    expect((throttleError as { status?: number }).status).toBe(429);
  });
}

/** Creates `count` invoices through batch (30 a request) and pages them back with `select(...).all()`. */
export async function pageInvoices(target: Target, count: number): Promise<void> {
  const c = accountingClient(target, freshRealm('paging'));
  const seeded = (await c.query('SELECT COUNT(*) FROM Invoice')).totalCount ?? 0;
  const items = Array.from({ length: count }, (_, i) => ({ operation: 'create' as const, Invoice: { CustomerRef: { value: '1' }, DocNumber: `P-${i}`, Line: [line(i + 1)] } }));
  const outcomes = await c.batch(items);
  expect(outcomes.every((o) => o.ok)).toBe(true);
  const seen: Invoice[] = [];
  for await (const invoice of c.select('Invoice').where('DocNumber', 'LIKE', 'P-%').orderBy('TotalAmt', 'ASC').all()) seen.push(invoice);
  expect(seen.length).toBe(count);
  expect(seen.map((i) => i.TotalAmt)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
  expect((await c.query('SELECT COUNT(*) FROM Invoice')).totalCount).toBe(seeded + count);
}

export const paymentsClient = (target: Target, token = `company-${freshRealm('p')}`): PaymentsClient =>
  new PaymentsClient({ environment: { baseUrl: target.payments() }, accessToken: token, retry: false });

const card = (number = '4111111111111111') => ({ number, expMonth: '12', expYear: '2030', cvc: '123', name: 'Test Payer' });

export function paymentsScenarios(target: Target): void {
  it('authorizes, captures at most 150%, refunds up to what was captured', async () => {
    const p = paymentsClient(target);
    const auth = await p.createCharge({ amount: '100.00', currency: 'USD', card: card(), capture: 'false', context: { mobile: 'false', isEcommerce: 'true' } });
    expect(auth).toMatchObject({ status: 'AUTHORIZED', amount: '100.00', capture: false, context: { mobile: false, isEcommerce: true } });
    expect(auth.card?.number).toBe('xxxxxxxxxxxx1111');
    expect(auth.card?.cvc).toBe('xxx');
    expect(await fault(p.captureCharge(auth.id!, { amount: '150.01' }))).toMatchObject({ status: 400, code: 'PMT-5000' });
    const capturedCharge = await p.captureCharge(auth.id!, { amount: '120.00' });
    expect(capturedCharge).toMatchObject({ status: 'CAPTURED', captureDetail: { amount: '120.00' } });
    expect(await fault(p.captureCharge(auth.id!, { amount: '1.00' }))).toMatchObject({ status: 400 });
    const r1 = await p.refundCharge(auth.id!, { amount: '20.00' });
    expect(r1).toMatchObject({ amount: '20.00', status: 'ISSUED', type: 'REFUND' });
    await p.refundCharge(auth.id!, { amount: '70.50' });
    expect(await fault(p.refundCharge(auth.id!, { amount: '29.51' }))).toMatchObject({ status: 400, code: 'PMT-4000' });
    expect(await p.readRefund(auth.id!, r1.id!)).toEqual(r1);
    await p.refundCharge(auth.id!, { amount: '29.50' });
    const done = await p.readCharge(auth.id!);
    expect(done.status).toBe('REFUNDED');
    expect(done.refundDetail?.length).toBe(3);
  });

  it('voids a charge by the Request-Id it was created with; a repeated Request-Id returns the first charge', async () => {
    const p = paymentsClient(target);
    const body = { amount: '10.55', currency: 'USD', card: card() };
    const first = await p.createCharge(body, { idempotencyKey: 'req-abc' });
    const again = await p.createCharge(body, { idempotencyKey: 'req-abc' });
    expect(again).toEqual(first);
    expect(await fault(p.createCharge({ ...body, amount: '11.00' }, { idempotencyKey: 'req-abc' }))).toMatchObject({ status: 400, code: 'PMT-4002' });
    const voided = await p.voidTransaction('req-abc');
    expect(voided).toMatchObject({ type: 'VOID', status: 'ISSUED', amount: '10.55' });
    expect((await p.readCharge(first.id!)).status).toBe('CANCELLED');
    expect(await fault(p.voidTransaction('unknown-request'))).toMatchObject({ status: 404 });
  });

  it('decides outcomes by test card number', async () => {
    const p = paymentsClient(target);
    expect((await p.createCharge({ amount: '5.00', currency: 'USD', card: card('4000000000000002') })).status).toBe('DECLINED');
    expect(await fault(p.createCharge({ amount: '5.00', currency: 'USD', card: card('4000000000009995') }))).toMatchObject({ status: 402, code: 'PMT-5001' });
    expect(await fault(p.createCharge({ amount: '5.00', currency: 'USD', card: card('4100000000000019') }))).toMatchObject({ status: 400, code: 'PMT-2000' });
    expect(await fault(p.createCharge({ amount: '5.00', currency: 'USD', card: card('4000000000000119') }))).toMatchObject({ status: 500, code: 'PMT-6000' });
  });

  it('stores cards and bank accounts masked, from details or single-use tokens, lists, reads and deletes them', async () => {
    const p = paymentsClient(target);
    const direct = await p.createCard('cust-1', card('5555555555554444'));
    expect(direct).toMatchObject({ number: 'xxxxxxxxxxxx4444', cvc: 'xxx', cardType: 'MasterCard' });
    const token = await p.createToken({ card: card('4000000000000002') });
    expect(token.value).toMatch(/^tok_/);
    const fromToken = await p.createCardFromToken('cust-1', { value: token.value });
    expect(fromToken.number).toBe('xxxxxxxxxxxx0002');
    expect(await fault(p.createCardFromToken('cust-1', { value: token.value }))).toMatchObject({ status: 400 });
    expect((await p.listCards('cust-1')).map((x) => x.id)).toEqual([fromToken.id, direct.id]);
    expect(await p.readCard('cust-1', direct.id!)).toEqual(direct);
    expect(await fault(p.readCard('cust-2', direct.id!))).toMatchObject({ status: 404 });
    // The stored card keeps what its number does: the decline card declines when charged on file.
    expect((await p.createCharge({ amount: '1.00', currency: 'USD', cardOnFile: fromToken.id! })).status).toBe('DECLINED');
    expect((await p.createCharge({ amount: '1.00', currency: 'USD', cardOnFile: direct.id! })).status).toBe('CAPTURED');
    const chargeToken = await p.createToken({ card: card() });
    expect((await p.createCharge({ amount: '2.00', currency: 'USD', token: chargeToken.value })).card?.number).toBe('xxxxxxxxxxxx1111');
    await p.deleteCard('cust-1', direct.id!);
    expect(await fault(p.readCard('cust-1', direct.id!))).toMatchObject({ status: 404 });

    const account = { name: 'Pat Doe', routingNumber: '021000021', accountNumber: '123456789012', accountType: 'PERSONAL_CHECKING' as const, phone: '5555550100' };
    const bank = await p.createBankAccount('cust-1', account);
    expect(bank.accountNumber).toBe('xxxxxxxx9012');
    const bankToken = await p.createToken({ bankAccount: account });
    const bank2 = await p.createBankAccountFromToken('cust-1', { value: bankToken.value });
    expect((await p.listBankAccounts('cust-1')).map((x) => x.id)).toEqual([bank2.id, bank.id]);
    expect((await p.readBankAccount('cust-1', bank.id!)).accountNumber).toBe('xxxxxxxx9012');
    await p.deleteBankAccount('cust-1', bank.id!);
    expect(await fault(p.readBankAccount('cust-1', bank.id!))).toMatchObject({ status: 404 });
  });

  it('keeps companies (tokens) apart', async () => {
    const a = paymentsClient(target, 'company-a-token');
    const b = paymentsClient(target, 'company-b-token');
    const charge = await a.createCharge({ amount: '3.00', currency: 'USD', card: card() });
    expect(await fault(b.readCharge(charge.id!))).toMatchObject({ status: 404 });
  });
}
