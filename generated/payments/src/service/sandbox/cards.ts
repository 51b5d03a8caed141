/**
 * Cards and bank accounts in the payments sandbox: what a card does when charged, masking of stored numbers
 * (`xxxxxxxxxxxx1111`, cvc `xxx`, account numbers `xxxxxxxx9012`), card brands, the checks the real sandbox makes
 * of every card (a number passing the Luhn check, an expiry not before the sandbox clock's month), and single-use
 * tokens. A token is the card (or bank account) sealed with AES-256-GCM under a fixed sandbox key, so it needs no
 * shared state between the unauthenticated token endpoint and the company that uses it, and survives restarts.
 * Never put real card data into a sandbox.
 *
 * Outcomes, the vendor's way first: the cardholder name `emulate=<code>` (the vendor's test guide and its own
 * test suite), then these test card numbers (any expiry in the future, any cvc):
 * | name / number            | outcome                                                       |
 * |--------------------------|---------------------------------------------------------------|
 * | `emulate=0`              | approved                                                      |
 * | `emulate=10401`          | declined: the charge is created with status DECLINED          |
 * | `emulate=10301`          | card number invalid: 400, PMT-4000                            |
 * | `emulate=10304/10306/10309` | invalid request: 400, PMT-4000                             |
 * | `emulate=10200/10201/10500` | payment system error: 500, PMT-6000                        |
 * | `emulate=10000.avscvdfail`  | address check failed: 400, PMT-2002 `fraud_error`          |
 * | 4000000000000002         | declined: the charge is created with status DECLINED          |
 * | 4000000000009995         | insufficient funds: 402, PMT-5001                             |
 * | 4100000000000019         | fraud: 400, PMT-2000                                          |
 * | 4000000000000119         | system error: 500, PMT-6000                                   |
 * | any other valid          | approved                                                      |
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { sandboxFault, type Json, type SandboxFault } from '../../runtime/sandbox/contract.js';

export type CardOutcome = 'approved' | 'declined' | 'insufficient-funds' | 'fraud' | 'address-failed' | 'invalid-number' | 'invalid-request' | 'system-error';

export const TEST_CARDS: { readonly [number: string]: CardOutcome } = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient-funds',
  '4100000000000019': 'fraud',
  '4000000000000119': 'system-error',
};

/** The emulation codes of the cardholder name `emulate=<code>`, as the vendor's sandbox answers them. */
export const EMULATION_CODES: { readonly [code: string]: CardOutcome } = {
  '0': 'approved',
  '10401': 'declined',
  '10301': 'invalid-number',
  '10304': 'invalid-request',
  '10306': 'invalid-request',
  '10309': 'invalid-request',
  '10200': 'system-error',
  '10201': 'system-error',
  '10500': 'system-error',
  '10000.avscvdfail': 'address-failed',
};

/** What charging a card does: its name's emulation code first, then its test number. */
export function outcomeOf(number: string, name?: unknown): CardOutcome {
  const emulated = typeof name === 'string' ? /^emulate=(.+)$/.exec(name.trim()) : null;
  if (emulated !== null) {
    const outcome = EMULATION_CODES[emulated[1]];
    if (outcome !== undefined) return outcome;
  }
  return TEST_CARDS[number] ?? 'approved';
}

/** The Luhn check digit test (ISO/IEC 7812): every valid card number passes it. */
export function passesLuhn(number: string): boolean {
  if (!/^[0-9]{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = number.charCodeAt(number.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Refuses a card the real sandbox refuses: a number failing the Luhn check, an expiry before `now`'s month. */
export function checkCard(card: Json, now: Date, prefix = 'card'): void {
  const field = (name: string): string => (prefix === '' ? name : `${prefix}.${name}`);
  const number = typeof card.number === 'string' ? card.number : '';
  if (!passesLuhn(number)) throw invalidField(field('number'));
  const month = Number(card.expMonth);
  const year = Number(card.expYear);
  if (!/^[0-9]{1,2}$/.test(String(card.expMonth ?? '')) || month < 1 || month > 12) throw invalidField(field('expMonth'));
  if (!/^[0-9]{4}$/.test(String(card.expYear ?? ''))) throw invalidField(field('expYear'));
  const thisYear = now.getUTCFullYear();
  if (year < thisYear) throw invalidField(field('expYear'));
  if (year === thisYear && month < now.getUTCMonth() + 1) throw invalidField(field('expMonth'));
}

/** The service's invalid-request error for one field: `<field> is invalid.` with the field as detail. */
export function invalidField(field: string): SandboxFault {
  return sandboxFault(400, 'default', { code: 'PMT-4000', type: 'invalid_request', message: `${field} is invalid.`, detail: field });
}

/** The failure a card's outcome answers with (undefined: approved or declined, which still creates a charge). */
export function outcomeFault(outcome: CardOutcome): SandboxFault | undefined {
  switch (outcome) {
    case 'invalid-number':
      return invalidField('card.number');
    case 'invalid-request':
      return sandboxFault(400, 'default', { code: 'PMT-4000', type: 'invalid_request', message: 'request is invalid.', detail: 'request' });
    case 'address-failed':
      return sandboxFault(400, 'default', { code: 'PMT-2002', type: 'fraud_error', message: 'Incorrect address information.', detail: '' });
    case 'insufficient-funds':
      return sandboxFault(402, 'default', { code: 'PMT-5001', type: 'card_declined', message: 'Card declined: insufficient funds', detail: 'card.number' });
    case 'fraud':
      return sandboxFault(400, 'default', { code: 'PMT-2000', type: 'fraud_error', message: 'Transaction refused: suspected fraud', detail: 'card.number' });
    case 'system-error':
      return sandboxFault(500, 'internal', { code: 'PMT-6000', type: 'system_error', message: 'Payment system error', detail: 'card.number' });
    default:
      return undefined;
  }
}

export function cardType(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MasterCard';
  if (/^3[47]/.test(number)) return 'AmericanExpress';
  if (/^6/.test(number)) return 'Discover';
  return 'Unknown';
}

export function mask(number: string, keep = 4): string {
  return number.length <= keep ? number : `${'x'.repeat(number.length - keep)}${number.slice(-keep)}`;
}

/** A card as stored and replied: number and cvc masked, brand set. */
export function maskCard(card: Json): Json {
  const number = typeof card.number === 'string' ? card.number : '';
  return {
    ...card,
    ...(number !== '' ? { number: mask(number), cardType: cardType(number) } : {}),
    ...(typeof card.cvc === 'string' ? { cvc: 'x'.repeat(card.cvc.length) } : {}),
  };
}

export function maskBankAccount(account: Json): Json {
  return typeof account.accountNumber === 'string' ? { ...account, accountNumber: mask(account.accountNumber) } : account;
}

export function badRequest(message: string, detail = ''): SandboxFault {
  return sandboxFault(400, 'default', { code: 'PMT-4000', type: 'invalid_request', message, detail });
}

export function notFound(what: string, id: string): SandboxFault {
  return sandboxFault(404, 'not-found', { code: 'PMT-4004', type: 'invalid_request', message: `${what} not found`, detail: id.slice(0, 100) });
}

const KEY = createHash('sha256').update('svc-codegen payments sandbox token key').digest();

/** Seals card or bank account details into an opaque token value. */
export function sealToken(details: Json): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', KEY, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(details), 'utf8'), cipher.final()]);
  return `tok_${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url')}`;
}

/** The details a token holds; undefined when it is not a token of this sandbox. */
export function openToken(value: unknown): Json | undefined {
  if (typeof value !== 'string' || !value.startsWith('tok_') || value.length > 8192) return undefined;
  try {
    const raw = Buffer.from(value.slice(4), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', KEY, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const details = JSON.parse(text) as unknown;
    return details !== null && typeof details === 'object' ? (details as Json) : undefined;
  } catch {
    return undefined;
  }
}
