/**
 * The first data of each accounting sandbox company (realm): a deterministic handful of accounts, items,
 * customers, vendors, invoices, bills and payments. Names and addresses come from the package's fixtures (the
 * same for the same seed on every machine); references are wired to the entities created here, so every seeded
 * entity passes the same rules as one created over HTTP.
 */
import type { Json, SandboxFixtures, SandboxTenant } from '../../runtime/sandbox/contract.js';

function pick(value: Json, members: readonly string[]): Json {
  return Object.fromEntries(members.filter((m) => value[m] !== undefined).map((m) => [m, value[m]]));
}

function tryCreate(tenant: SandboxTenant, entity: string, value: Json): Json | undefined {
  try {
    return tenant.create(entity, value);
  } catch {
    return undefined; // a fixture the rules refuse (a duplicate name) is left out
  }
}

export function seed(tenant: SandboxTenant, n: number, fixtures: SandboxFixtures): void {
  const accounts = [
    { Name: 'Sales of Product Income', AccountType: 'Income', AccountSubType: 'SalesOfProductIncome' },
    { Name: 'Services', AccountType: 'Income', AccountSubType: 'ServiceFeeIncome' },
    { Name: 'Cost of Goods Sold', AccountType: 'Cost of Goods Sold', AccountSubType: 'SuppliesMaterialsCogs' },
    { Name: 'Checking', AccountType: 'Bank', AccountSubType: 'Checking' },
    { Name: 'Accounts Receivable (A/R)', AccountType: 'Accounts Receivable', AccountSubType: 'AccountsReceivable' },
    { Name: 'Accounts Payable (A/P)', AccountType: 'Accounts Payable', AccountSubType: 'AccountsPayable' },
  ].map((a) => tryCreate(tenant, 'Account', a));
  const income = { value: String(accounts[0]?.Id ?? '1') };
  const expense = { value: String(accounts[2]?.Id ?? '3') };
  const items = [
    { Name: 'Services', Type: 'Service', UnitPrice: 75 },
    { Name: 'Hours', Type: 'Service', UnitPrice: 120 },
    { Name: 'Design', Type: 'Service', UnitPrice: 250 },
    { Name: 'Widgets', Type: 'NonInventory', UnitPrice: 12.5 },
  ].map((i) => tryCreate(tenant, 'Item', { ...i, IncomeAccountRef: income, ExpenseAccountRef: expense }));
  const customers: Json[] = [];
  for (let k = 0; k < 5; k++) {
    const f = fixtures('CustomerWrite', n * 1000 + k);
    const c = tryCreate(tenant, 'Customer', pick(f, ['DisplayName', 'GivenName', 'FamilyName', 'CompanyName', 'PrimaryEmailAddr', 'PrimaryPhone', 'BillAddr']));
    if (c !== undefined) customers.push(c);
  }
  const vendors: Json[] = [];
  for (let k = 0; k < 3; k++) {
    const f = fixtures('VendorWrite', n * 1000 + k);
    const v = tryCreate(tenant, 'Vendor', pick(f, ['DisplayName', 'GivenName', 'FamilyName', 'CompanyName', 'PrimaryEmailAddr', 'PrimaryPhone', 'BillAddr']));
    if (v !== undefined) vendors.push(v);
  }
  const invoices: Json[] = [];
  customers.forEach((customer, k) => {
    const item = items[k % items.length];
    if (item === undefined) return;
    const qty = 1 + ((n + k) % 4);
    const price = Number(item.UnitPrice);
    const invoice = tryCreate(tenant, 'Invoice', {
      CustomerRef: { value: String(customer.Id), name: String(customer.DisplayName) },
      BillEmail: { Address: `billing${k + 1}@example.com` },
      Line: [
        {
          DetailType: 'SalesItemLineDetail',
          Amount: qty * price,
          Description: String(item.Name),
          SalesItemLineDetail: { ItemRef: { value: String(item.Id), name: String(item.Name) }, Qty: qty, UnitPrice: price },
        },
      ],
    });
    if (invoice !== undefined) invoices.push(invoice);
  });
  vendors.slice(0, 2).forEach((vendor, k) => {
    tryCreate(tenant, 'Bill', {
      VendorRef: { value: String(vendor.Id), name: String(vendor.DisplayName) },
      Line: [{ DetailType: 'AccountBasedExpenseLineDetail', Amount: 100 * (k + 1), AccountBasedExpenseLineDetail: { AccountRef: expense } }],
    });
  });
  invoices.slice(0, 2).forEach((invoice) => {
    const amount = Number(invoice.TotalAmt) / 2;
    tryCreate(tenant, 'Payment', {
      CustomerRef: invoice.CustomerRef,
      TotalAmt: amount,
      Line: [{ Amount: amount, LinkedTxn: [{ TxnId: String(invoice.Id), TxnType: 'Invoice' }] }],
    });
  });
}
