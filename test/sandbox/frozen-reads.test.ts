// Stored records are read without copying (issue 25): what a read, a write or the write hook hands out is the
// stored record, frozen, so no caller or hook can change stored state through it; a change goes through a write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountingSandbox } from '@svc/accounting';
import { accountingClient, freshRealm, type Target } from './scenarios.ts';

const tampered: { threw: boolean }[] = [];
const sandbox = createAccountingSandbox({
  rateLimits: false,
  // A hook that tries to change what it was told: it cannot.
  onWrite: (event) => {
    try {
      (event.record as { [member: string]: unknown }).DisplayName = 'changed by the hook';
      tampered.push({ threw: false });
    } catch {
      tampered.push({ threw: true });
    }
  },
});
let server: { url: string; close(): Promise<void> };
const target: Target = { accounting: () => server.url, payments: () => '' };

beforeAll(async () => {
  server = await sandbox.listen(0, '127.0.0.1');
});
afterAll(() => server.close());

/** Tries a change; true when it was refused (the object is frozen). */
function refused(change: () => void): boolean {
  try {
    change();
    return false;
  } catch (error) {
    return error instanceof TypeError;
  }
}

describe('records handed out are the stored ones, frozen', () => {
  it('a caller changing what get, list and create returned changes nothing stored, nested members included', async () => {
    const realm = freshRealm('frozen');
    const tenant = sandbox.tenant(realm);
    const created = tenant.create('Customer', { DisplayName: 'Frozen Co', BillAddr: { City: 'Oslo' } });
    const id = String(created.Id);
    const read = tenant.get('Customer', id)!;
    const listed = tenant.list('Customer').find((c) => c.Id === id)!;
    expect(refused(() => ((created as { DisplayName: string }).DisplayName = 'x'))).toBe(true);
    expect(refused(() => ((read as { DisplayName: string }).DisplayName = 'x'))).toBe(true);
    expect(refused(() => ((read.BillAddr as { City: string }).City = 'x'))).toBe(true);
    expect(refused(() => delete (listed as { BillAddr?: unknown }).BillAddr)).toBe(true);
    expect(refused(() => ((listed as { extra?: number }).extra = 1))).toBe(true);
    const client = accountingClient(target, realm);
    const served = await client.readCustomer(id);
    expect(served.DisplayName).toBe('Frozen Co');
    expect(served.BillAddr?.City).toBe('Oslo');
  });

  it('a change made by spreading a record and saving it is stored, and the old record handed out stays as it was', async () => {
    const realm = freshRealm('frozen');
    const tenant = sandbox.tenant(realm);
    const before = tenant.create('Customer', { DisplayName: 'Before' });
    const id = String(before.Id);
    tenant.save('Customer', { ...before, DisplayName: 'After' });
    expect(before.DisplayName).toBe('Before');
    expect(tenant.get('Customer', id)?.DisplayName).toBe('After');
    expect((await accountingClient(target, realm).readCustomer(id)).DisplayName).toBe('After');
  });

  it('a write hook cannot change the record it is told about, and the client reads what was written', async () => {
    const realm = freshRealm('frozen');
    const client = accountingClient(target, realm);
    tampered.length = 0;
    const created = await client.createCustomer({ DisplayName: 'Hooked Co' });
    expect(tampered.length).toBeGreaterThan(0);
    expect(tampered.every((t) => t.threw)).toBe(true);
    expect((await client.readCustomer(created.Id!)).DisplayName).toBe('Hooked Co');
  });

  it('a body the client sent is copied on the way in: the request object is not frozen or kept', () => {
    const tenant = sandbox.tenant(freshRealm('frozen'));
    const body = { DisplayName: 'Input', BillAddr: { City: 'Bergen' } };
    const created = tenant.create('Customer', body);
    expect(Object.isFrozen(body)).toBe(false);
    body.BillAddr.City = 'changed later';
    expect((tenant.get('Customer', String(created.Id))?.BillAddr as { City: string }).City).toBe('Bergen');
  });
});
