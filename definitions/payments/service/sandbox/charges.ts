/**
 * The charge state machine of the payments sandbox: create (by card, token or stored card; `capture: "false"`
 * authorizes only: AUTHORIZED, else CAPTURED; the card's name `emulate=<code>` and test card numbers decide
 * declines and errors; an expired card or a number failing the Luhn check is refused), capture (only an
 * AUTHORIZED charge, at most 150% of the authorized amount, else the `transaction_declined` PMT-5000), refunds
 * (several, never more than was captured in total; fully refunded -> REFUNDED; a refund of an AUTHORIZED charge
 * for its whole amount voids it: CANCELLED, the refund of type VOID), reading a refund, and voiding a charge by
 * the Request-Id it was created with (AUTHORIZED or CAPTURED -> CANCELLED, a VOID refund record ISSUED). A
 * cancelled charge can be neither captured nor refunded (`chargeId is invalid.`).
 */
import { badRequest, checkCard, invalidField, maskCard, notFound, openToken, outcomeFault, outcomeOf, type CardOutcome } from './cards.ts';
import { formatAmount, parseAmount } from './money.ts';
import { sandboxFault, type Json, type SandboxCall } from '#runtime/sandbox/contract.ts';

const LENIENT = new Set(['mobile', 'isEcommerce', 'recurring']);

/** Request context (strings) -> reply context (JSON booleans). */
function replyContext(context: unknown): Json | undefined {
  if (context === null || typeof context !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(context as Json).map(([k, v]) => [k, LENIENT.has(k) && (v === 'true' || v === 'false') ? v === 'true' : v]),
  );
}

function amountOf(value: unknown, member: string): bigint {
  const amount = parseAmount(value);
  if (amount === undefined || amount <= 0n) throw badRequest(`${member} must be a positive decimal amount such as "10.55"`, member);
  return amount;
}

function chargeOf(call: SandboxCall): Json {
  const charge = call.tenant.get('Charge', call.params.chargeId);
  if (charge === undefined) throw notFound('Charge', call.params.chargeId);
  return charge;
}

function captured(charge: Json): bigint {
  const detail = charge.captureDetail as Json | undefined;
  return parseAmount(detail?.amount) ?? (charge.status === 'CAPTURED' || charge.status === 'REFUNDED' || charge.status === 'SETTLED' ? (parseAmount(charge.amount) ?? 0n) : 0n);
}

function refunded(charge: Json): bigint {
  let total = 0n;
  for (const r of Array.isArray(charge.refundDetail) ? (charge.refundDetail as Json[]) : []) if (r.type === 'REFUND') total += parseAmount(r.amount) ?? 0n;
  return total;
}

/** The card a charge pays with, and what its number does. */
function paymentCard(call: SandboxCall, body: Json): { card: Json; outcome: CardOutcome } {
  const sources = ['card', 'token', 'cardOnFile'].filter((s) => body[s] !== undefined);
  if (sources.length !== 1) throw badRequest('Pay with exactly one of card, token or cardOnFile', sources.join(','));
  if (body.card !== undefined) {
    const card = body.card as Json;
    checkCard(card, call.now);
    return { card, outcome: outcomeOf(String(card.number ?? ''), card.name) };
  }
  if (body.token !== undefined) {
    const details = openToken(body.token);
    const card = details?.card as Json | undefined;
    // As the service answers a token it does not know or has seen used (the vendor's own tests): `Token is invalid.`
    if (card === undefined) throw badRequest('Token is invalid.', 'Token');
    checkCard(card, call.now);
    useToken(call, String(body.token));
    return { card, outcome: outcomeOf(String(card.number ?? ''), card.name) };
  }
  const stored = call.tenant.side('cards').get(String(body.cardOnFile));
  if (stored === undefined) throw badRequest('cardOnFile names no stored card', 'cardOnFile');
  const card = call.tenant.get('Card', String(body.cardOnFile), { customerId: String(stored.customerId) });
  if (card === undefined) throw badRequest('cardOnFile names a deleted card', 'cardOnFile');
  // A stored card expires too: its (unmasked) expiry is kept on the record.
  if (Number(card.expYear) < call.now.getUTCFullYear() || (Number(card.expYear) === call.now.getUTCFullYear() && Number(card.expMonth) < call.now.getUTCMonth() + 1)) {
    throw invalidField('cardOnFile');
  }
  return { card, outcome: stored.outcome as CardOutcome };
}

/** Tokens are single-use. */
export function useToken(call: SandboxCall, token: string): void {
  const key = token.slice(-43);
  if (call.tenant.side('used-tokens').get(key) !== undefined) throw badRequest('Token is invalid.', 'Token');
  call.tenant.side('used-tokens').put(key, { at: call.timestamp() });
}

export function createCharge(call: SandboxCall): Json {
  const body = (call.body ?? {}) as Json;
  const amount = amountOf(body.amount, 'amount');
  const { card, outcome } = paymentCard(call, body);
  const refused = outcomeFault(outcome);
  if (refused !== undefined) throw refused;
  const capture = String(body.capture ?? 'true') !== 'false';
  const status = outcome === 'declined' ? 'DECLINED' : capture ? 'CAPTURED' : 'AUTHORIZED';
  const n = call.tenant.next('auth-code');
  const { token: _token, cardOnFile: _onFile, ...rest } = body;
  const record: Json = {
    ...rest,
    amount: formatAmount(amount),
    card: maskCard(card),
    capture,
    status,
    ...(body.context !== undefined ? { context: replyContext(body.context) } : {}),
    ...(status !== 'DECLINED' ? { authCode: String(100000 + ((n * 7919) % 900000)), avsStreet: 'Pass', avsZip: 'Pass', cardSecurityCodeMatch: 'NotAvailable' } : {}),
    ...(status === 'CAPTURED' ? { captureDetail: { amount: formatAmount(amount), created: call.timestamp() } } : {}),
    refundDetail: [],
  };
  const charge = call.tenant.create('Charge', record);
  if (call.idempotencyKey !== undefined) call.tenant.side('requests').put(call.idempotencyKey, { charge: String(charge.id) });
  return charge;
}

/** What the service answers for a charge that is no longer there to capture or refund (a voided one). */
const chargeInvalid = (): ReturnType<typeof invalidField> => invalidField('chargeId');

export function captureCharge(call: SandboxCall): Json {
  const charge = chargeOf(call);
  if (charge.status === 'CANCELLED') throw chargeInvalid();
  if (charge.status !== 'AUTHORIZED') throw badRequest(`Only an AUTHORIZED charge can be captured; this one is ${String(charge.status)}`, 'status');
  const body = (call.body ?? {}) as Json;
  const amount = amountOf(body.amount, 'amount');
  const authorized = parseAmount(charge.amount) ?? 0n;
  if (amount * 2n > authorized * 3n) {
    // As the service answers it (vector error-declined-PMT-5000.json): a decline, not an invalid request.
    throw sandboxFault(400, 'default', {
      code: 'PMT-5000',
      type: 'transaction_declined',
      message: 'The request to process this transaction has been declined.',
      detail: 'This capture transaction could not be processed because it has exceeded the allowed authorization to capture amount difference.',
    });
  }
  return call.tenant.save('Charge', {
    ...charge,
    status: 'CAPTURED',
    captureDetail: {
      amount: formatAmount(amount),
      created: call.timestamp(),
      ...(body.context !== undefined ? { context: replyContext(body.context) } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
    },
  });
}

/** A VOID record of a charge's authorisation, and the charge CANCELLED. */
function voidCharge(call: SandboxCall, charge: Json, extra: Json = {}): Json {
  const refund: Json = {
    id: `R${String(call.tenant.next('refund')).padStart(11, '0')}`,
    amount: String(charge.amount),
    status: 'ISSUED',
    type: 'VOID',
    created: call.timestamp(),
    ...extra,
  };
  const details = [...(Array.isArray(charge.refundDetail) ? (charge.refundDetail as Json[]) : []), refund];
  call.tenant.save('Charge', { ...charge, status: 'CANCELLED', refundDetail: details });
  return refund;
}

export function refundCharge(call: SandboxCall): Json {
  const charge = chargeOf(call);
  const body = (call.body ?? {}) as Json;
  const amount = amountOf(body.amount, 'amount');
  if (charge.status === 'CANCELLED') throw chargeInvalid();
  // Refunding an authorisation that was never captured voids it, for its whole amount only (the vendor's tests).
  if (charge.status === 'AUTHORIZED') {
    if (amount !== (parseAmount(charge.amount) ?? 0n)) throw chargeInvalid();
    return voidCharge(call, charge, {
      ...(body.context !== undefined ? { context: replyContext(body.context) } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
    });
  }
  if (!['CAPTURED', 'SETTLED', 'REFUNDED'].includes(String(charge.status))) {
    throw badRequest(`Only a captured charge can be refunded; this one is ${String(charge.status)}`, 'status');
  }
  const left = captured(charge) - refunded(charge);
  if (amount > left) throw badRequest(`Refunds cannot exceed the captured amount: ${formatAmount(left)} is left to refund`, 'amount');
  const refund: Json = {
    id: `R${String(call.tenant.next('refund')).padStart(11, '0')}`,
    amount: formatAmount(amount),
    status: 'ISSUED',
    type: 'REFUND',
    created: call.timestamp(),
    ...(body.context !== undefined ? { context: replyContext(body.context) } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
  };
  const details = [...(Array.isArray(charge.refundDetail) ? (charge.refundDetail as Json[]) : []), refund];
  call.tenant.save('Charge', { ...charge, refundDetail: details, status: amount === left ? 'REFUNDED' : charge.status });
  return refund;
}

export function readRefund(call: SandboxCall): Json {
  const charge = chargeOf(call);
  const refund = (Array.isArray(charge.refundDetail) ? (charge.refundDetail as Json[]) : []).find((r) => r.id === call.params.refundId);
  if (refund === undefined) throw notFound('Refund', call.params.refundId);
  return refund;
}

export function voidTransaction(call: SandboxCall): Json {
  const request = call.tenant.side('requests').get(call.params.requestId);
  if (request === undefined) throw notFound('Charge created with this Request-Id', call.params.requestId);
  const charge = call.tenant.get('Charge', String(request.charge));
  if (charge === undefined) throw notFound('Charge', String(request.charge));
  if (charge.status === 'CANCELLED') throw chargeInvalid();
  if (charge.status !== 'AUTHORIZED' && charge.status !== 'CAPTURED') {
    throw badRequest(`Only an AUTHORIZED or CAPTURED charge can be voided; this one is ${String(charge.status)}`, 'status');
  }
  return voidCharge(call, charge);
}
