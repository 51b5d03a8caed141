/**
 * The accounting sandbox's service module (loaded by the generated `createAccountingSandbox`): the rules of
 * rules.ts before each write, the document operations, the service's fault codes and 429 body, the seed data,
 * and timestamps in the service's format (`2015-07-24T10:33:39-07:00`, the sandbox's Pacific offset).
 */
import { pdf, send } from './documents.ts';
import { accountingFault, throttleXml } from './faults.ts';
import { prepare } from './rules.ts';
import { seed } from './seed.ts';
import type { Json, SandboxService } from '#runtime/sandbox/contract.ts';

function pacific(date: Date): string {
  return `${new Date(date.getTime() - 7 * 3600_000).toISOString().slice(0, 19)}-07:00`;
}

export const sandbox: SandboxService = {
  prepare,
  operations: { pdfInvoice: pdf, sendInvoice: send },
  deleted: (_entity: string, record: Json): Json => ({ status: 'Deleted', domain: 'QBO', Id: String(record.Id) }),
  fault: accountingFault,
  seed,
  timestamp: pacific,
  throttled: (): { contentType: string; body: string } => ({ contentType: 'application/xml', body: throttleXml(pacific(new Date())) }),
};
