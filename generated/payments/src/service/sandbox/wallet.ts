/**
 * Stored cards and bank accounts of the payments sandbox: masking before anything is stored, what a stored
 * card's number does when charged later (kept beside it, not the number), tokens, and cards or bank accounts
 * created from a token.
 */
import { badRequest, checkCard, maskBankAccount, maskCard, openToken, outcomeOf, sealToken } from './cards.js';
import { useToken } from './charges.js';
import type { Json, SandboxCall, SandboxChange } from '../../runtime/sandbox/contract.js';

/** Runs before a card or bank account is stored. */
export function prepareWallet(change: SandboxChange): Json | undefined {
  if (change.entity === 'Card') {
    const number = String(change.value.number ?? '');
    if (change.kind === 'create') {
      // The real sandbox checks a card's number and expiry before it keeps it.
      checkCard(change.value, change.now, '');
      change.tenant.side('cards').put(String(change.value.id), { customerId: String(change.scope.customerId), outcome: outcomeOf(number, change.value.name) });
    }
    return { default: false, isBusiness: false, status: 'ACTIVE', ...maskCard(change.value) };
  }
  if (change.entity === 'BankAccount') return { default: false, ...maskBankAccount(change.value) };
  return undefined;
}

export function createToken(call: SandboxCall): Json {
  const body = (call.body ?? {}) as Json;
  const kinds = ['card', 'bankAccount'].filter((k) => body[k] !== undefined && body[k] !== null);
  if (kinds.length !== 1) throw badRequest('Send exactly one of card or bankAccount', kinds.join(','));
  return { value: sealToken({ [kinds[0]]: body[kinds[0]] }) };
}

function fromToken(call: SandboxCall, kind: 'card' | 'bankAccount', entity: string): Json {
  const value = ((call.body ?? {}) as Json).value;
  const details = openToken(value)?.[kind] as Json | undefined;
  if (details === undefined) throw badRequest(`value is not a ${kind} token of this sandbox`, 'value');
  useToken(call, String(value));
  return call.tenant.create(entity, details, { customerId: call.params.customerId });
}

export const createCardFromToken = (call: SandboxCall): Json => fromToken(call, 'card', 'Card');
export const createBankAccountFromToken = (call: SandboxCall): Json => fromToken(call, 'bankAccount', 'BankAccount');
