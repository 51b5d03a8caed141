/**
 * The document operations of the accounting sandbox: an entity as a PDF (a real document naming its number,
 * customer, lines and total) and sending it by e-mail (records `EmailStatus: EmailSent`, `DeliveryInfo` and the
 * address; no mail leaves the machine). Generic over transaction entities: the operation's entity is read off
 * its name (`pdfInvoice` -> `Invoice`).
 */
import { businessRule, objectNotFound } from './faults.js';
import { renderPdf } from './pdf.js';
import type { Json, SandboxCall } from '../../runtime/sandbox/contract.js';

const entityOf = (operation: string, prefix: string): string => operation.slice(prefix.length);

function money(value: unknown): string {
  return typeof value === 'number' ? value.toFixed(2) : String(value ?? '');
}

export function pdf(call: SandboxCall): Uint8Array {
  const entity = entityOf(call.operation, 'pdf');
  const record = call.tenant.get(entity, call.params.id);
  if (record === undefined) throw objectNotFound(entity, call.params.id);
  const customer = record.CustomerRef as Json | undefined;
  const customerName =
    typeof customer?.value === 'string' ? (call.tenant.get('Customer', customer.value)?.DisplayName ?? customer.name ?? customer.value) : '';
  const lines: string[] = [
    `${entity} number: ${String(record.DocNumber ?? record.Id)}`,
    `Date: ${String(record.TxnDate ?? '')}    Due: ${String(record.DueDate ?? '')}`,
    `Customer: ${String(customerName)}`,
    '',
  ];
  for (const line of Array.isArray(record.Line) ? (record.Line as Json[]) : []) {
    const detail = line.SalesItemLineDetail as Json | undefined;
    const item = (detail?.ItemRef as Json | undefined)?.name ?? line.DetailType ?? '';
    lines.push(`${String(line.Description ?? item)}  ${money(line.Amount)}`);
  }
  lines.push('', `Total: ${money(record.TotalAmt)}`, `Balance due: ${money(record.Balance)}`);
  return renderPdf(`${entity} ${String(record.DocNumber ?? record.Id)}`, lines);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function send(call: SandboxCall): Json {
  const entity = entityOf(call.operation, 'send');
  const record = call.tenant.get(entity, call.params.id);
  if (record === undefined) throw objectNotFound(entity, call.params.id);
  const sendTo = typeof call.query.sendTo === 'string' ? call.query.sendTo : ((record.BillEmail as Json | undefined)?.Address as string | undefined);
  if (sendTo === undefined || !EMAIL.test(sendTo)) throw businessRule('no e-mail address to send to: give sendTo or set BillEmail');
  const stamp = call.timestamp();
  return call.tenant.save(entity, {
    ...record,
    BillEmail: { Address: sendTo },
    EmailStatus: 'EmailSent',
    DeliveryInfo: { DeliveryType: 'Email', DeliveryTime: stamp },
    SyncToken: String(Number(record.SyncToken ?? '0') + 1),
    MetaData: { ...(record.MetaData as Json), LastUpdatedTime: stamp },
  });
}
