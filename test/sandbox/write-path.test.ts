// The sandbox's write path without whole-record copies (issue 25, round 2): a record made from the stored one (an
// update, a customer's balance moved by `patch`) is measured by the members it changed, and what it stores is still
// what every reader sees: reads, the client, change data capture, the store's byte count, a restart from the log.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountingSandbox } from '@svc/accounting';
import { accountingClient, freshRealm, type Target } from './scenarios.ts';

const dir = mkdtempSync(join(tmpdir(), 'svc-write-path-'));
const sandbox = createAccountingSandbox({ rateLimits: false, store: { dataDir: dir } });
let server: { url: string; close(): Promise<void> };
const target: Target = { accounting: () => server.url, payments: () => '' };

beforeAll(async () => {
  server = await sandbox.listen(0, '127.0.0.1');
});
afterAll(async () => {
  await server.close();
  sandbox.store.close();
  rmSync(dir, { recursive: true, force: true });
});

const line = (amount: number) => ({ DetailType: 'SalesItemLineDetail' as const, Amount: amount, SalesItemLineDetail: { ItemRef: { value: '1' } } });

/** Bytes of every record a tenant holds, as JSON.stringify writes them. */
function jsonBytes(data: ReturnType<typeof sandbox.tenant>['data']): number {
  let total = 0;
  for (const name of data.collectionNames()) for (const record of data.values(name)) total += JSON.stringify(record).length;
  return total;
}

describe('records made from stored ones', () => {
  it('a balance moved by an invoice is what reads, the client, the change list and a restart see; the old record stays', async () => {
    const realm = freshRealm('patch');
    const client = accountingClient(target, realm);
    const tenant = sandbox.tenant(realm);
    const customer = await client.createCustomer({ DisplayName: `Patched ${realm}`, BillAddr: { City: 'Oslo' } });
    const handedOut = tenant.get('Customer', customer.Id!)!;
    const invoice = await client.createInvoice({ CustomerRef: { value: customer.Id! }, Line: [line(120)] });
    await client.createInvoice({ CustomerRef: { value: customer.Id! }, Line: [line(30.25)] });

    const stored = tenant.get('Customer', customer.Id!)!;
    expect(stored).toMatchObject({ Balance: 150.25, BalanceWithJobs: 150.25, DisplayName: `Patched ${realm}` });
    // The members the balance did not touch are the stored record's own (shared, not copied), and all frozen.
    expect(stored.BillAddr).toBe(handedOut.BillAddr);
    expect(Object.isFrozen(stored)).toBe(true);
    expect(handedOut.Balance).toBe(0);
    expect((await client.readCustomer(customer.Id!)).Balance).toBe(150.25);
    const changes = tenant.data.changes().filter((c) => c.collection === 'Customer' && c.id === customer.Id);
    expect(changes.map((c) => c.operation)).toEqual(['Create', 'Update', 'Update']);

    // An update, a sparse update and a void of the invoice move the balance again, each measured by what changed.
    const updated = await client.updateInvoice({ Id: invoice.Id!, SyncToken: '0', CustomerRef: { value: customer.Id! }, Line: [line(100)] });
    await client.updateInvoice({ Id: invoice.Id!, SyncToken: updated.SyncToken!, PrivateNote: 'sparse' }, { sparse: true });
    expect((await client.readCustomer(customer.Id!)).Balance).toBe(130.25);
    expect(jsonBytes(tenant.data)).toBe(tenant.data.recordBytes());

    const restarted = createAccountingSandbox({ rateLimits: false, store: { dataDir: dir } });
    try {
      const replayed = restarted.tenant(realm);
      expect(replayed.get('Customer', customer.Id!)).toEqual(tenant.get('Customer', customer.Id!));
      expect(replayed.get('Customer', customer.Id!)?.Balance).toBe(130.25);
      expect(replayed.data.recordBytes()).toBe(tenant.data.recordBytes());
    } finally {
      restarted.store.close();
    }
  });

  it('patch copies what it is given, keeps the id, and answers undefined for a record that is not there', () => {
    const tenant = sandbox.tenant(freshRealm('patch'));
    const created = tenant.create('Customer', { DisplayName: 'Given' });
    const members = { Notes: 'n', BillAddr: { City: 'Bergen' }, Id: 'other' };
    const patched = tenant.patch('Customer', String(created.Id), members)!;
    expect(patched).toMatchObject({ Id: created.Id, Notes: 'n', BillAddr: { City: 'Bergen' }, DisplayName: 'Given' });
    expect(Object.isFrozen(patched.BillAddr)).toBe(true);
    expect(Object.isFrozen(members.BillAddr)).toBe(false);
    members.BillAddr.City = 'changed later';
    expect((tenant.get('Customer', String(created.Id))?.BillAddr as { City: string }).City).toBe('Bergen');
    expect(created.Notes).toBeUndefined();
    expect(tenant.patch('Customer', 'no-such-id', { Notes: 'x' })).toBeUndefined();
    expect(jsonBytes(tenant.data)).toBe(tenant.data.recordBytes());
  });

  it('a create that names the id without its token is refused however the name is spelt, and one that does not is not', async () => {
    const realm = freshRealm('patch');
    const post = (body: string) =>
      fetch(`${server.url}/v3/company/${realm}/customer`, { method: 'POST', headers: { authorization: 'Bearer t', 'content-type': 'application/json' }, body });
    const plain = await post('{"Id":"1","DisplayName":"Plain"}');
    const escaped = await post('{"\\u0049d":"1","DisplayName":"Escaped"}');
    expect([plain.status, escaped.status]).toEqual([400, 400]);
    expect(await escaped.text()).toContain('SyncToken');
    // A value that merely contains the name is no member of that name.
    const named = await post('{"DisplayName":"\\"Id\\" Co"}');
    expect(named.status).toBe(200);
  });

  it('a full update clears the writable members it leaves out and a sparse one keeps them, members in their order', async () => {
    const realm = freshRealm('patch');
    const client = accountingClient(target, realm);
    const tenant = sandbox.tenant(realm);
    const created = await client.createCustomer({ DisplayName: `Order ${realm}`, CompanyName: 'Co', Notes: 'kept?', BillAddr: { City: 'Oslo' } });
    const before = tenant.get('Customer', created.Id!)!;
    const full = await client.updateCustomer({ Id: created.Id!, SyncToken: '0', DisplayName: `Order ${realm}`, CompanyName: 'Co 2' });
    expect(full).toMatchObject({ SyncToken: '1', CompanyName: 'Co 2', Balance: 0, Active: true });
    expect(full.Notes).toBeUndefined();
    expect(full.BillAddr).toBeUndefined();
    const afterFull = tenant.get('Customer', created.Id!)!;
    // Members the update kept stay where they were; the ones it sent (or the rules set) again follow, as before.
    expect(Object.keys(afterFull)).toEqual(['Id', 'SyncToken', 'MetaData', 'domain', 'FullyQualifiedName', 'Level', 'Balance', 'BalanceWithJobs', 'DisplayName', 'CompanyName', 'sparse', 'Active', 'Job']);
    const sparse = await client.updateCustomer({ Id: created.Id!, SyncToken: '1', Notes: 'back', BillAddr: { City: 'Bergen' } }, { sparse: true });
    expect(sparse).toMatchObject({ SyncToken: '2', CompanyName: 'Co 2', Notes: 'back', BillAddr: { City: 'Bergen' } });
    const stored = tenant.get('Customer', created.Id!)!;
    expect(Object.isFrozen(stored.BillAddr)).toBe(true);
    expect(stored.MetaData).not.toBe(before.MetaData);
    expect(before.SyncToken).toBe('0');
    expect(jsonBytes(tenant.data)).toBe(tenant.data.recordBytes());
  });
});
