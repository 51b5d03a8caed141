/**
 * Accounting rules the definition cannot state, applied before every stored write: references must point at
 * existing entities (2500), computed members (`TotalAmt` = sum of the lines, `Balance`, `FullyQualifiedName`,
 * `UnappliedAmt`, a customer's `Balance`), a line's `Amount` = `Qty` x `UnitPrice` (6070), defaults (`domain`,
 * `Active`, `TxnDate`, a `DocNumber` when none is given, `EmailStatus`), voiding (amounts zeroed), payments
 * applied to the invoices they link (and listed in the invoice's `LinkedTxn`) and given back when the payment is
 * voided or deleted, and no customer made inactive while it owes anything.
 */
import { amountIncorrect, businessRule, hasBalance, invalidReference } from './faults.ts';
import type { Json, SandboxChange, SandboxTenant } from '#runtime/sandbox/contract.ts';

/** Reference members and the entity each points at (others, such as TaxCodeRef, are not checked). */
const REFERENCES: { readonly [member: string]: string } = {
  CustomerRef: 'Customer',
  VendorRef: 'Vendor',
  ItemRef: 'Item',
  AccountRef: 'Account',
  IncomeAccountRef: 'Account',
  ExpenseAccountRef: 'Account',
  AssetAccountRef: 'Account',
  APAccountRef: 'Account',
  ARAccountRef: 'Account',
  DepositToAccountRef: 'Account',
  DiscountAccountRef: 'Account',
};

const NAME_LISTS = new Set(['Customer', 'Vendor', 'Item', 'Account']);
const TRANSACTIONS = new Set(['Invoice', 'Bill', 'Payment']);
const round = (n: number): number => Math.round(n * 100) / 100;

// Defaults shared by every record that takes them: frozen, as stored records are, so one object serves them all
// (the store keeps tens of thousands of invoices; each would otherwise hold three objects more).
const USD: Json = Object.freeze({ value: 'USD', name: 'United States Dollar' });
const NO_TAX: Json = Object.freeze({ TotalTax: 0 });
const NO_LINKS: readonly Json[] = Object.freeze([]);

/** Checks every reference in a record (nested lines included); `ParentRef` points at the record's own entity. */
export function checkReferences(tenant: SandboxTenant, entity: string, value: unknown, depth = 0): void {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) checkReferences(tenant, entity, item, depth + 1);
    return;
  }
  const record = value as Json;
  for (const member of Object.keys(record)) {
    const child = record[member];
    const target = member === 'ParentRef' ? entity : REFERENCES[member];
    if (target !== undefined && child !== null && typeof child === 'object') {
      const id = (child as Json).value;
      if (typeof id !== 'string' || tenant.get(target, id) === undefined) throw invalidReference(member, target, String(id));
    } else checkReferences(tenant, entity, child, depth + 1);
  }
}

function lineTotal(lines: unknown): number {
  if (!Array.isArray(lines)) return 0;
  let total = 0;
  for (const line of lines as Json[]) {
    const amount = typeof line.Amount === 'number' ? line.Amount : 0;
    if (line.DetailType === 'SubTotalLineDetail') continue;
    if (line.DetailType === 'DiscountLineDetail') total -= amount;
    else total += amount;
  }
  return round(total);
}

function displayName(v: Json): string | undefined {
  if (typeof v.DisplayName === 'string' && v.DisplayName.trim() !== '') return v.DisplayName;
  const parts = [v.Title, v.GivenName, v.MiddleName, v.FamilyName, v.Suffix].filter((p): p is string => typeof p === 'string' && p !== '');
  return parts.length > 0 ? parts.join(' ') : typeof v.CompanyName === 'string' ? v.CompanyName : undefined;
}

/** Moves a customer's open balance by `delta` (an invoice's balance changed by that much). */
function adjustCustomerBalance(tenant: SandboxTenant, customerId: unknown, delta: number): void {
  if (typeof customerId !== 'string' || delta === 0) return;
  const customer = tenant.get('Customer', customerId);
  if (customer === undefined) return;
  const balance = round((typeof customer.Balance === 'number' ? customer.Balance : 0) + delta);
  // Only the two members change: the rest of the customer is stored as it is, not copied or measured again.
  tenant.patch('Customer', customerId, { Balance: balance, BalanceWithJobs: balance });
}

const balanceOf = (v: Json | undefined): number => (typeof v?.Balance === 'number' ? v.Balance : 0);
const customerOf = (v: Json | undefined): unknown => (v?.CustomerRef as Json | undefined)?.value;

/** Keeps the customers' balances in step with an invoice's change (its customer may have changed too). */
function invoiceBalanceChanged(tenant: SandboxTenant, previous: Json | undefined, next: Json): void {
  if (previous !== undefined && customerOf(previous) !== customerOf(next)) {
    adjustCustomerBalance(tenant, customerOf(previous), -balanceOf(previous));
    adjustCustomerBalance(tenant, customerOf(next), balanceOf(next));
  } else adjustCustomerBalance(tenant, customerOf(next), balanceOf(next) - balanceOf(previous));
}

/** An invoice's `LinkedTxn` with the payment added (applied) or taken out (given back). */
function linkPayment(links: unknown, paymentId: string, sign: 1 | -1): Json[] {
  const others = (Array.isArray(links) ? (links as Json[]) : []).filter((l) => !(l.TxnType === 'Payment' && l.TxnId === paymentId));
  return sign === 1 ? [...others, { TxnId: paymentId, TxnType: 'Payment' }] : others;
}

/**
 * Moves `amount` off (or, with -1, back onto) the balance of each invoice a payment's lines link, and lists the
 * payment in (or takes it out of) the invoice's `LinkedTxn`.
 */
function applyPayment(tenant: SandboxTenant, paymentId: string, lines: unknown, sign: 1 | -1, stamp: string): void {
  if (!Array.isArray(lines)) return;
  for (const line of lines as Json[]) {
    const amount = typeof line.Amount === 'number' ? line.Amount : 0;
    for (const link of Array.isArray(line.LinkedTxn) ? (line.LinkedTxn as Json[]) : []) {
      if (link.TxnType !== 'Invoice' || typeof link.TxnId !== 'string') continue;
      const invoice = tenant.get('Invoice', link.TxnId);
      if (invoice === undefined) throw invalidReference('LinkedTxn', 'Invoice', link.TxnId);
      const balance = round((typeof invoice.Balance === 'number' ? invoice.Balance : 0) - sign * amount);
      if (balance < 0) throw businessRule(`the payment is more than the balance of invoice ${link.TxnId}`);
      const updated = {
        ...invoice,
        Balance: balance,
        LinkedTxn: linkPayment(invoice.LinkedTxn, paymentId, sign),
        SyncToken: String(Number(invoice.SyncToken ?? '0') + 1),
        MetaData: { ...(invoice.MetaData as Json), LastUpdatedTime: stamp },
      };
      tenant.save('Invoice', updated);
      invoiceBalanceChanged(tenant, invoice, updated);
    }
  }
}

/** Half-up rounding to cents, as the service rounds `Qty` x `UnitPrice` (exact for the decimals money has). */
const cents = (n: number): number => Math.round(Number((n * 100).toFixed(6))) / 100;

/** Each item line whose `Amount` is not its `Qty` x `UnitPrice` (when it gives both) is refused. */
function checkLineAmounts(lines: unknown): void {
  for (const line of Array.isArray(lines) ? (lines as Json[]) : []) {
    const detail = (line.SalesItemLineDetail ?? line.ItemBasedExpenseLineDetail) as Json | undefined;
    if (detail === undefined || typeof detail.Qty !== 'number' || typeof detail.UnitPrice !== 'number' || typeof line.Amount !== 'number') continue;
    if (cents(detail.Qty * detail.UnitPrice) !== cents(line.Amount)) throw amountIncorrect(line.Amount);
  }
}

/** What deleting an entity gives back: a payment's amounts to its invoices, an invoice's balance to its customer. */
function beforeDelete(change: SandboxChange): Json {
  const { tenant, entity, previous } = change;
  if (entity === 'Payment' && previous !== undefined) applyPayment(tenant, String(previous.Id), previous.Line, -1, change.timestamp());
  if (entity === 'Invoice' && previous !== undefined) adjustCustomerBalance(tenant, customerOf(previous), -balanceOf(previous));
  return change.value;
}

let stampSeen = '';
let dateSeen = '';

/** The date of a timestamp; the last one's is kept, so the invoices of a day share one string. */
function dateOf(stamp: string): string {
  if (stamp !== stampSeen) {
    dateSeen = stamp.slice(0, 10);
    stampSeen = stamp;
  }
  return dateSeen;
}

export function prepare(change: SandboxChange): Json {
  const { tenant, entity, kind, previous } = change;
  if (kind === 'delete') return beforeDelete(change);
  checkReferences(tenant, entity, change.value);
  // An entity this module has no rules for (a new one in the definition) is stored as the generic sandbox made it.
  if (!NAME_LISTS.has(entity) && !TRANSACTIONS.has(entity)) return change.value;
  // The value is this write's own copy (see SandboxChange), so it is completed in place: on Node 20 adding members
  // to an object made by spreading is a slow path (about 1 us a member), and a write adds up to a dozen.
  const v = change.value as { [member: string]: unknown };
  v.domain = 'QBO';
  v.sparse = false;
  const today = dateOf(change.timestamp());
  if (NAME_LISTS.has(entity)) {
    if (v.Active === undefined || v.Active === null) v.Active = true;
    const name = entity === 'Item' || entity === 'Account' ? (typeof v.Name === 'string' ? v.Name : undefined) : displayName(v);
    if (name === undefined) throw businessRule(`a ${entity} needs a name`);
    if (entity === 'Customer' || entity === 'Vendor') v.DisplayName = name;
    const parent = v.ParentRef as Json | undefined;
    const parentRecord = parent !== undefined && typeof parent.value === 'string' ? tenant.get(entity, parent.value) : undefined;
    v.FullyQualifiedName = parentRecord !== undefined ? `${String(parentRecord.FullyQualifiedName)}:${name}` : name;
    if (entity === 'Customer') {
      v.Level = parentRecord !== undefined ? Number(parentRecord.Level ?? 0) + 1 : 0;
      v.Job = parentRecord !== undefined;
    }
    if (entity === 'Customer' || entity === 'Vendor') {
      v.Balance = typeof previous?.Balance === 'number' ? previous.Balance : 0;
      if (entity === 'Customer') v.BalanceWithJobs = v.Balance;
    }
    if (entity === 'Account') v.CurrentBalance = typeof previous?.CurrentBalance === 'number' ? previous.CurrentBalance : 0;
    // The service keeps a customer that owes money active (it would vanish from lists while its invoices stay open).
    if (entity === 'Customer' && kind === 'update' && v.Active === false && previous?.Active !== false && balanceOf(previous) !== 0) throw hasBalance(entity);
    return v;
  }
  v.TxnDate ??= today;
  v.CurrencyRef ??= USD;
  if (kind !== 'void') checkLineAmounts(v.Line);
  if (entity === 'Invoice') {
    if (kind === 'void') {
      v.Line = (Array.isArray(v.Line) ? (v.Line as Json[]) : []).map((l) => ({ ...l, Amount: 0 }));
      v.PrivateNote = 'Voided';
    }
    if (typeof v.DocNumber !== 'string' || v.DocNumber === '') v.DocNumber = String(1000 + tenant.next('invoice-number'));
    const total = lineTotal(v.Line);
    const paid = previous !== undefined ? Number(previous.TotalAmt ?? 0) - Number(previous.Balance ?? 0) : 0;
    v.TotalAmt = total;
    v.Balance = kind === 'void' ? 0 : round(Math.max(0, total - paid));
    v.Deposit ??= 0;
    v.EmailStatus ??= 'NotSet';
    v.PrintStatus ??= 'NotSet';
    v.TxnTaxDetail ??= NO_TAX;
    v.LinkedTxn ??= NO_LINKS;
    if (v.DueDate === undefined) v.DueDate = v.TxnDate;
    invoiceBalanceChanged(tenant, previous, v);
  } else if (entity === 'Bill') {
    v.TotalAmt = lineTotal(v.Line);
    const paid = previous !== undefined ? Number(previous.TotalAmt ?? 0) - Number(previous.Balance ?? 0) : 0;
    v.Balance = round(Math.max(0, Number(v.TotalAmt) - paid));
  } else if (entity === 'Payment') {
    const paymentId = String(v.Id);
    if (kind === 'create') applyPayment(tenant, paymentId, v.Line, 1, change.timestamp());
    if (kind === 'update' && previous !== undefined) {
      applyPayment(tenant, paymentId, previous.Line, -1, change.timestamp());
      applyPayment(tenant, paymentId, v.Line, 1, change.timestamp());
    }
    if (kind === 'void') {
      applyPayment(tenant, paymentId, previous?.Line, -1, change.timestamp());
      v.TotalAmt = 0;
      v.Line = (Array.isArray(v.Line) ? (v.Line as Json[]) : []).map((l) => ({ ...l, Amount: 0 }));
      v.PrivateNote = 'Voided';
    }
    const applied = lineTotal(v.Line);
    const total = typeof v.TotalAmt === 'number' ? v.TotalAmt : applied;
    v.TotalAmt = total;
    v.UnappliedAmt = round(Math.max(0, total - applied));
  }
  return v;
}
