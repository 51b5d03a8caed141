/**
 * The payments sandbox's service module (loaded by the generated `createPaymentsSandbox`): the charge state
 * machine (charges.ts), cards, bank accounts and tokens (wallet.ts, cards.ts: test card numbers and masking),
 * ids shaped like the service's (`E` + 11 characters), and the service's error codes for generic failures.
 * A company starts empty: charges and wallets are what a test creates.
 */
import { badRequest, notFound } from './cards.ts';
import { captureCharge, createCharge, readRefund, refundCharge, voidTransaction } from './charges.ts';
import { sandboxFault, type GenericFaultInfo, type GenericFaultKind, type Json, type SandboxChange, type SandboxFault, type SandboxService } from '#runtime/sandbox/contract.ts';
import { createBankAccountFromToken, createCardFromToken, createToken, prepareWallet } from './wallet.ts';

export const sandbox: SandboxService = {
  prepare: (change: SandboxChange): Json | undefined => prepareWallet(change),
  operations: { createCharge, captureCharge, refundCharge, readRefund, voidTransaction, createToken, createCardFromToken, createBankAccountFromToken },
  newId: (entity: string, n: number): string => `${entity.charAt(0).toUpperCase()}${n.toString(36).toUpperCase().padStart(11, '0')}`,
  seed: (): void => {},
  fault: (kind: GenericFaultKind, info: GenericFaultInfo): SandboxFault | undefined => {
    switch (kind) {
      case 'not-found':
        return notFound(info.entity ?? 'Resource', info.id ?? '');
      case 'idempotency-conflict':
        return sandboxFault(400, 'default', { code: 'PMT-4002', type: 'invalid_request', message: 'Request-Id was used before with a different request', detail: info.message });
      case 'not-supported':
      case 'duplicate':
        return badRequest(info.message);
      default:
        return undefined;
    }
  },
};
