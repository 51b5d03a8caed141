// The accounting sandbox behaves like the real service where integrations break (issue 24; sources in
// definitions/SANDBOX.md), each behaviour against `npm run sandbox` as a child process over HTTP: required and
// unknown members, line amounts, payments and invoice balances, unsupported operations, inactive customers,
// query forms and replies, change data capture's window, batch voids and checks, the 401 and stale-object
// bodies; and issue 22's invalid writes ({"PrivateNote"} as an invoice, an Id without a SyncToken).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, faultOf } from './http.ts';
import { freshRealm } from './scenarios.ts';
import { startSandboxProcess, type SandboxProcess } from './support.ts';

let running: SandboxProcess;
const company = (prefix: string): string => `${running.urls.accounting}/v3/company/${freshRealm(prefix)}`;
const salesLine = (amount: number, detail: Record<string, unknown> = {}) => ({ DetailType: 'SalesItemLineDetail', Amount: amount, SalesItemLineDetail: { ItemRef: { value: '1' }, ...detail } });

beforeAll(async () => {
  running = await startSandboxProcess(['--no-rate-limits', '--quiet']);
}, 90_000);
afterAll(() => running?.stop());

describe('required members (x-svc-entity.required)', () => {
  it('refuses {"PrivateNote":"x"} as an invoice (2020) and creates nothing', async () => {
    const base = company('req');
    const before = await call('GET', `${base}/query?query=${encodeURIComponent('SELECT COUNT(*) FROM Invoice')}`);
    const refused = await call('POST', `${base}/invoice`, { PrivateNote: 'x' });
    expect(refused.status).toBe(400);
    expect(faultOf(refused)).toEqual({
      Message: 'Required param missing, need to supply the required value for the API',
      Detail: 'Required parameter CustomerRef is missing in the request',
      code: '2020',
      element: 'CustomerRef',
    });
    expect(faultOf(await call('POST', `${base}/invoice`, { CustomerRef: { value: '1' } })).Detail).toBe('Required parameter Line is missing in the request');
    expect(faultOf(await call('POST', `${base}/invoice`, { CustomerRef: { value: '1' }, Line: [] })).code).toBe('2020');
    expect(faultOf(await call('POST', `${base}/customer`, { Notes: 'no name' })).Detail).toBe('Required parameter DisplayName is missing in the request');
    expect(faultOf(await call('POST', `${base}/payment`, { CustomerRef: { value: '1' } })).Detail).toBe('Required parameter TotalAmt is missing in the request');
    const after = await call('GET', `${base}/query?query=${encodeURIComponent('SELECT COUNT(*) FROM Invoice')}`);
    expect(after.body.QueryResponse.totalCount).toBe(before.body.QueryResponse.totalCount);
  });

  it('refuses a full update {Id, SyncToken} of a paid invoice (2020) and changes nothing; a sparse one is fine', async () => {
    const base = company('full');
    const invoice = (await call('POST', `${base}/invoice`, { CustomerRef: { value: '2' }, Line: [salesLine(80)] })).body.Invoice;
    await call('POST', `${base}/payment`, { CustomerRef: { value: '2' }, TotalAmt: 80, Line: [{ Amount: 80, LinkedTxn: [{ TxnId: invoice.Id, TxnType: 'Invoice' }] }] });
    const paid = (await call('GET', `${base}/invoice/${invoice.Id}`)).body.Invoice;
    expect(paid.Balance).toBe(0);
    const wipe = await call('POST', `${base}/invoice`, { Id: paid.Id, SyncToken: paid.SyncToken });
    expect([wipe.status, faultOf(wipe).code]).toEqual([400, '2020']);
    expect((await call('GET', `${base}/invoice/${invoice.Id}`)).body.Invoice).toEqual(paid);
    const sparse = await call('POST', `${base}/invoice`, { Id: paid.Id, SyncToken: paid.SyncToken, sparse: true, PrivateNote: 'kept' });
    expect(sparse.status).toBe(200);
    expect(sparse.body.Invoice).toMatchObject({ PrivateNote: 'kept', CustomerRef: { value: '2' }, TotalAmt: 80 });
  });

  it('refuses an update with an Id but no SyncToken (2020) instead of creating a new invoice', async () => {
    const base = company('nosync');
    const count = async (): Promise<number> => (await call('GET', `${base}/query?query=${encodeURIComponent('SELECT COUNT(*) FROM Invoice')}`)).body.QueryResponse.totalCount;
    const before = await count();
    const refused = await call('POST', `${base}/invoice`, { Id: '1', CustomerRef: { value: '1' }, Line: [salesLine(5)] });
    expect(refused.status).toBe(400);
    expect(faultOf(refused)).toMatchObject({ code: '2020', Detail: 'Required parameter SyncToken is missing in the request' });
    expect(faultOf(await call('POST', `${base}/invoice`, { Id: '1', PrivateNote: 'x' })).Detail).toBe('Required parameter SyncToken is missing in the request');
    expect(await count()).toBe(before);
  });
});

describe('unknown members (x-svc-entity.unknownMembers: refuse)', () => {
  it('refuses a member the definition does not declare, at any depth (2010), and stores nothing', async () => {
    const base = company('unknown');
    const top = await call('POST', `${base}/invoice`, { CustomerRef: { value: '1' }, Line: [salesLine(5)], Colour: 'red' });
    expect(top.status).toBe(400);
    expect(faultOf(top)).toMatchObject({ code: '2010', Message: 'Request has invalid or unsupported property', element: 'Colour' });
    expect(faultOf(top).Detail).toContain('Unrecognized field "Colour"');
    const nested = await call('POST', `${base}/invoice`, { CustomerRef: { value: '1', nmae: 'typo' }, Line: [salesLine(5, { Qtty: 2 })] });
    expect(faultOf(nested)).toMatchObject({ code: '2010', element: 'CustomerRef/nmae' });
    const inLine = await call('POST', `${base}/invoice`, { CustomerRef: { value: '1' }, Line: [salesLine(5, { Qtty: 2 })] });
    expect(faultOf(inLine)).toMatchObject({ code: '2010', element: 'Line/0/SalesItemLineDetail/Qtty' });
    const customer = await call('POST', `${base}/customer`, { DisplayName: 'Spelled Wrong', PrimaryEmailAdr: { Address: 'a@example.com' } });
    expect(faultOf(customer)).toMatchObject({ code: '2010', element: 'PrimaryEmailAdr' });
    // Read-only members are known: accepted and silently replaced, as the seed says.
    const readOnly = await call('POST', `${base}/invoice`, { CustomerRef: { value: '1' }, Line: [salesLine(5)], TotalAmt: 999, Balance: 1 });
    expect(readOnly.status).toBe(200);
    expect(readOnly.body.Invoice).toMatchObject({ TotalAmt: 5, Balance: 5 });
    const echoed = (await call('GET', `${base}/query?query=${encodeURIComponent("SELECT * FROM Customer WHERE DisplayName = 'Spelled Wrong'")}`)).body;
    expect(echoed.QueryResponse).toEqual({});
  });
});

describe('lines', () => {
  it('refuses a line whose Amount is not Qty x UnitPrice (6070), rounding half up to cents as the service does', async () => {
    const base = company('amount');
    const wrong = await call('POST', `${base}/invoice`, { CustomerRef: { value: '1' }, Line: [salesLine(100, { Qty: 7, UnitPrice: 225 })] });
    expect(wrong.status).toBe(400);
    expect(faultOf(wrong)).toEqual({ code: '6070', Message: 'Amount calculation incorrect in the request.', Detail: 'Amount is not equal to UnitPrice * Qty. Supplied value:100', element: 'Line.Amount' });
    const half = await call('POST', `${base}/invoice`, { CustomerRef: { value: '1' }, Line: [salesLine(1861.08, { Qty: 128.35, UnitPrice: 14.5 })] });
    expect([half.status, half.body.Invoice?.TotalAmt]).toEqual([200, 1861.08]);
    const halfDown = await call('POST', `${base}/invoice`, { CustomerRef: { value: '1' }, Line: [salesLine(1861.07, { Qty: 128.35, UnitPrice: 14.5 })] });
    expect(faultOf(halfDown).code).toBe('6070');
  });
});

describe('payments and invoice balances', () => {
  it('lists applied payments in the invoice LinkedTxn; deleting or voiding a payment gives the balance back', async () => {
    const base = company('pay');
    const invoice = (await call('POST', `${base}/invoice`, { CustomerRef: { value: '3' }, Line: [salesLine(100)] })).body.Invoice;
    const customerBefore = (await call('GET', `${base}/customer/3`)).body.Customer.Balance;
    const pay = async (amount: number) =>
      (await call('POST', `${base}/payment`, { CustomerRef: { value: '3' }, TotalAmt: amount, Line: [{ Amount: amount, LinkedTxn: [{ TxnId: invoice.Id, TxnType: 'Invoice' }] }] })).body.Payment;
    const first = await pay(30);
    const second = await pay(20);
    let read = (await call('GET', `${base}/invoice/${invoice.Id}`)).body.Invoice;
    expect(read.Balance).toBe(50);
    expect(read.LinkedTxn).toEqual([
      { TxnId: first.Id, TxnType: 'Payment' },
      { TxnId: second.Id, TxnType: 'Payment' },
    ]);
    const deleted = await call('POST', `${base}/payment?operation=delete`, { Id: first.Id, SyncToken: first.SyncToken });
    expect(deleted.body.Payment).toMatchObject({ status: 'Deleted', Id: first.Id });
    read = (await call('GET', `${base}/invoice/${invoice.Id}`)).body.Invoice;
    expect(read.Balance).toBe(80);
    expect(read.LinkedTxn).toEqual([{ TxnId: second.Id, TxnType: 'Payment' }]);
    await call('POST', `${base}/payment?operation=void`, { Id: second.Id, SyncToken: second.SyncToken });
    read = (await call('GET', `${base}/invoice/${invoice.Id}`)).body.Invoice;
    expect([read.Balance, read.LinkedTxn]).toEqual([100, []]);
    expect((await call('GET', `${base}/customer/3`)).body.Customer.Balance).toBe(customerBefore);
  });
});

describe('name-list entities', () => {
  it('answers ?operation=delete on a customer as an unsupported operation and changes nothing', async () => {
    const base = company('del');
    const before = (await call('GET', `${base}/customer/1`)).body.Customer;
    const refused = await call('POST', `${base}/customer?operation=delete`, { Id: before.Id, SyncToken: before.SyncToken });
    expect(refused.status).toBe(400);
    expect(faultOf(refused)).toEqual({ code: '500', Message: 'Unsupported Operation', Detail: 'Operation Delete is not supported for Customer.', element: '' });
    expect((await call('GET', `${base}/customer/1`)).body.Customer).toEqual(before);
  });

  it('refuses to make a customer with an open balance inactive; one without a balance can be', async () => {
    const base = company('inactive');
    const owing = (await call('POST', `${base}/customer`, { DisplayName: 'Owes Money' })).body.Customer;
    await call('POST', `${base}/invoice`, { CustomerRef: { value: owing.Id }, Line: [salesLine(12)] });
    const current = (await call('GET', `${base}/customer/${owing.Id}`)).body.Customer;
    expect(current.Balance).toBe(12);
    const refused = await call('POST', `${base}/customer`, { Id: current.Id, SyncToken: current.SyncToken, sparse: true, Active: false });
    expect(refused.status).toBe(400);
    expect(faultOf(refused)).toMatchObject({ code: '6000', Message: 'Delete List Has Balance Error' });
    expect((await call('GET', `${base}/customer/${owing.Id}`)).body.Customer.Active).toBe(true);
    const clear = (await call('POST', `${base}/customer`, { DisplayName: 'Owes Nothing' })).body.Customer;
    const inactive = await call('POST', `${base}/customer`, { Id: clear.Id, SyncToken: clear.SyncToken, sparse: true, Active: false });
    expect([inactive.status, inactive.body.Customer?.Active]).toEqual([200, false]);
  });
});

describe('query', () => {
  it('takes the statement as a POST body with Content-Type application/text, as one popular SDK sends every query', async () => {
    const base = company('qpost');
    const statement = "SELECT * FROM Customer WHERE Active = true ORDERBY DisplayName MAXRESULTS 2";
    const viaGet = await call('GET', `${base}/query?query=${encodeURIComponent(statement)}&minorversion=75`);
    const viaPost = await call('POST', `${base}/query?minorversion=75`, statement, { 'content-type': 'application/text' });
    expect(viaPost.status).toBe(200);
    expect(viaPost.body.QueryResponse).toEqual(viaGet.body.QueryResponse);
    expect(viaPost.headers.get('svc_tid')).toMatch(/^[0-9a-f-]{36}$/);
    // A statement far past what a URL carries (the GET form gets 431 at 32 KiB).
    const long = `SELECT COUNT(*) FROM Customer WHERE DisplayName IN (${Array.from({ length: 900 }, (_, i) => `'${'n'.repeat(50)}${i}'`).join(',')})`;
    expect(long.length).toBeGreaterThan(40_000);
    const big = await call('POST', `${base}/query`, long, { 'content-type': 'application/text' });
    expect([big.status, big.body.QueryResponse]).toEqual([200, { totalCount: 0 }]);
    const parseError = await call('POST', `${base}/query`, 'SELECT * FROM', { 'content-type': 'application/text' });
    expect(faultOf(parseError).code).toBe('4000');
    // Another media type is not the query form: the path has no other POST.
    expect((await call('POST', `${base}/query`, statement, { 'content-type': 'application/json' })).status).toBe(405);
  });

  it('answers an empty result with "QueryResponse": {} and gives totalCount only for COUNT(*)', async () => {
    const base = company('qreply');
    const empty = await call('GET', `${base}/query?query=${encodeURIComponent("SELECT * FROM Invoice WHERE DocNumber = 'none'")}`);
    expect(empty.body.QueryResponse).toEqual({});
    const page = (await call('GET', `${base}/query?query=${encodeURIComponent('SELECT * FROM Customer STARTPOSITION 2 MAXRESULTS 2')}`)).body.QueryResponse;
    expect(Object.keys(page).sort()).toEqual(['Customer', 'maxResults', 'startPosition']);
    expect([page.startPosition, page.maxResults, page.Customer.length]).toEqual([2, 2, 2]);
    const count = (await call('GET', `${base}/query?query=${encodeURIComponent('SELECT COUNT(*) FROM Customer')}`)).body.QueryResponse;
    expect(count).toEqual({ totalCount: 5 });
  });
});

describe('change data capture', () => {
  it('refuses a changedSince more than 30 days back as the service does; 29 days back is answered', async () => {
    const base = company('cdc');
    const days = (n: number): string => new Date(Date.now() - n * 86_400_000).toISOString();
    const old = await call('GET', `${base}/cdc?entities=Invoice&changedSince=${encodeURIComponent(days(31))}`);
    expect(old.status).toBe(400);
    expect(faultOf(old)).toMatchObject({ code: '500', Message: 'Unsupported Operation' });
    expect(faultOf(old).Detail).toMatch(/^Operation cdc with changedSince date .* which is older than fixed days is not supported\.$/);
    const recent = await call('GET', `${base}/cdc?entities=Invoice&changedSince=${encodeURIComponent(days(29))}`);
    expect(recent.status).toBe(200);
  });
});

describe('batch', () => {
  it('voids with optionsData: "void", and checks each item exactly as the single operation', async () => {
    const base = company('batch');
    const invoice = (await call('POST', `${base}/invoice`, { CustomerRef: { value: '1' }, Line: [salesLine(40)] })).body.Invoice;
    const bad = { CustomerRef: { value: 1 }, Line: 'none' };
    const single = await call('POST', `${base}/invoice`, bad);
    const result = await call('POST', `${base}/batch`, {
      BatchItemRequest: [
        { bId: 'void', operation: 'update', optionsData: 'void', Invoice: { Id: invoice.Id, SyncToken: invoice.SyncToken } },
        { bId: 'bad', operation: 'create', Invoice: bad },
        { bId: 'unknown', operation: 'create', Invoice: { CustomerRef: { value: '1' }, Line: [salesLine(1)], Colour: 'red' } },
        { bId: 'nosync', operation: 'create', Invoice: { Id: invoice.Id, CustomerRef: { value: '1' }, Line: [salesLine(1)] } },
        { bId: 'what', operation: 'update', optionsData: 'frobnicate', Invoice: { Id: invoice.Id, SyncToken: '1' } },
      ],
    });
    expect(result.status).toBe(200);
    const [voided, badItem, unknownItem, nosync, what] = result.body.BatchItemResponse;
    expect(voided.Invoice).toMatchObject({ Id: invoice.Id, Balance: 0, TotalAmt: 0, PrivateNote: 'Voided', SyncToken: '1' });
    expect(single.status).toBe(400);
    expect(badItem.Fault).toEqual(single.body.Fault);
    expect(badItem.Fault.Error.length).toBeGreaterThan(1);
    expect(unknownItem.Fault.Error[0]).toMatchObject({ code: '2010', element: 'Colour' });
    expect(nosync.Fault.Error[0]).toMatchObject({ code: '2020', element: 'SyncToken' });
    expect(what.Fault.Error[0].code).toBe('6000');
  });
});

describe('error bodies as the service spells them', () => {
  it('answers 401 with the lower-case fault body, trace header kept', async () => {
    const base = company('auth');
    for (const headers of [{ authorization: '' }, { authorization: 'Basic abc' }]) {
      const answer = await call('GET', `${base}/customer/1`, undefined, headers);
      expect(answer.status).toBe(401);
      expect(answer.headers.get('svc_tid')).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.body).toMatchObject({
        fault: { error: [{ message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401', code: '3200', element: null }], type: 'AUTHENTICATION' },
        batchItemResponse: [],
        time: expect.any(Number),
      });
      expect(answer.body.Fault).toBeUndefined();
    }
  });

  it('spells the stale-object fault as the service does, with element', async () => {
    const base = company('stale');
    const customer = (await call('POST', `${base}/customer`, { DisplayName: 'Two Editors' })).body.Customer;
    await call('POST', `${base}/customer`, { Id: customer.Id, SyncToken: '0', sparse: true, Notes: 'first' });
    const stale = await call('POST', `${base}/customer`, { Id: customer.Id, SyncToken: '0', sparse: true, Notes: 'second' });
    expect(stale.status).toBe(400);
    expect(stale.body.Fault).toEqual({
      Error: [
        {
          Message: 'Stale Object Error',
          Detail: 'Stale Object Error : You and root were working on this at the same time. root finished before you did, so your work was not saved.',
          code: '5010',
          element: '',
        },
      ],
      type: 'ValidationFault',
    });
  });
});
