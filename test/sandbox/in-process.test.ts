// The generated sandboxes started in-process (`create<Api>Sandbox().listen(0)`), driven by the generated clients
// over HTTP on 127.0.0.1: the shared scenarios, paging 2,500 invoices, faults by rule, the write hook, and reset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountingSandbox } from '@svc/accounting';
import { createPaymentsSandbox } from '@svc/payments';
import { accountingClient, accountingScenarios, freshRealm, pageInvoices, paymentsScenarios, type Target } from './scenarios.ts';

const errors: unknown[] = [];
const writes: { entity: string; operation: string }[] = [];
let accounting: { url: string; close(): Promise<void> };
let payments: { url: string; close(): Promise<void> };
const target: Target = { accounting: () => accounting.url, payments: () => payments.url };
const sandbox = createAccountingSandbox({
  rateLimits: false,
  onWrite: (e) => writes.push({ entity: e.entity, operation: e.operation }),
  server: { validateResponses: true, onError: (e) => errors.push(e) },
});

beforeAll(async () => {
  accounting = await sandbox.listen(0, '127.0.0.1');
  payments = await createPaymentsSandbox({ rateLimits: false, server: { validateResponses: true, onError: (e) => errors.push(e) } }).listen(0, '127.0.0.1');
});
afterAll(async () => {
  await accounting.close();
  await payments.close();
  expect(errors).toEqual([]);
});

describe('accounting sandbox, in-process', () => {
  accountingScenarios(target);
  it('pages 2,500 invoices with select().all()', () => pageInvoices(target, 2500), 60_000);

  it('seeds each company the same way on first use, tells the write hook, and starts over on reset', async () => {
    const a = sandbox.tenant('seed-a').list('Customer');
    const b = sandbox.tenant('seed-b').list('Customer');
    expect(a.map((c) => c.DisplayName)).toEqual(b.map((c) => c.DisplayName));
    expect(['Account', 'Item', 'Customer', 'Vendor', 'Invoice', 'Bill', 'Payment'].map((e) => sandbox.tenant('seed-a').list(e).length)).toEqual([6, 4, 5, 3, 5, 2, 2]);
    const c = accountingClient(target, freshRealm('hook'));
    writes.length = 0;
    await c.createVendor({ DisplayName: 'Hooked' });
    expect(writes).toContainEqual({ entity: 'Vendor', operation: 'Create' });
    const reset = await fetch(`${accounting.url}/__sandbox/reset`, { method: 'POST' });
    expect(await reset.json()).toEqual({ reset: true });
    expect(sandbox.store.tenantKeys()).toEqual([]);
  });
});

describe('accounting sandbox: faults by rule', () => {
  it('fails every n-th call of an operation', async () => {
    const ruled = await createAccountingSandbox({ faults: [{ operation: 'readCustomer', every: 2, fault: '503' }] }).listen(0, '127.0.0.1');
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const r = await fetch(`${ruled.url}/v3/company/1/customer/1`, { headers: { authorization: 'Bearer t' } });
        statuses.push(r.status);
        await r.arrayBuffer();
      }
      expect(statuses).toEqual([200, 503, 200, 503]);
    } finally {
      await ruled.close();
    }
  });
});

describe('payments sandbox, in-process', () => {
  paymentsScenarios(target);
});
