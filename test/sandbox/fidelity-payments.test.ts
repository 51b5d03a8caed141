// The payments sandbox behaves like the real service (issue 24; sources in definitions/SANDBOX.md), each
// behaviour against `npm run sandbox` as a child process over HTTP: outcomes by the card name `emulate=<code>`,
// expired cards and numbers failing the Luhn check refused, refunding an authorisation voids it, a void by
// Request-Id is ISSUED/VOID, a capture above 150% is a `transaction_declined` PMT-5000. The sandbox clock decides
// expiry: in-process with `clock`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsSandbox } from '@svc/payments';
import { call, errorOf } from './http.ts';
import { startSandboxProcess, type SandboxProcess } from './support.ts';

let running: SandboxProcess;
let companies = 0;
const nextYear = String(new Date().getUTCFullYear() + 1);
const card = (extra: Record<string, string> = {}) => ({ number: '4111111111111111', expMonth: '12', expYear: nextYear, cvc: '123', name: 'Pat Payer', ...extra });

/** A payments call as a fresh company (each bearer token is one) with a fresh Request-Id. */
function payments(token = `company-${++companies}-${Date.now()}`) {
  return (method: string, path: string, body?: unknown, requestId = crypto.randomUUID().replaceAll('-', '')) =>
    call(method, `${running.urls.payments}/svc/v4/${path}`, body, { authorization: `Bearer ${token}`, 'request-id': requestId });
}

beforeAll(async () => {
  running = await startSandboxProcess(['--no-rate-limits', '--quiet']);
}, 90_000);
afterAll(() => running?.stop());

describe('outcomes by the card name emulate=<code>', () => {
  it('declines, refuses and fails as the vendor test guide and its own tests say', async () => {
    const p = payments();
    const charge = (name: string) => p('POST', 'payments/charges', { amount: '10.00', currency: 'USD', card: card({ name }) });
    const approved = await charge('emulate=0');
    expect([approved.status, approved.body.status]).toEqual([201, 'CAPTURED']);
    const declined = await charge('emulate=10401');
    expect([declined.status, declined.body.status, declined.body.authCode]).toEqual([201, 'DECLINED', undefined]);
    const invalid = await charge('emulate=10301');
    expect([invalid.status, errorOf(invalid)]).toEqual([400, { code: 'PMT-4000', type: 'invalid_request', message: 'card.number is invalid.', detail: 'card.number' }]);
    const system = await charge('emulate=10201');
    expect([system.status, errorOf(system).code]).toEqual([500, 'PMT-6000']);
    const avs = await charge('emulate=10000.avscvdfail');
    expect([avs.status, errorOf(avs)]).toEqual([400, { code: 'PMT-2002', type: 'fraud_error', message: 'Incorrect address information.', detail: '' }]);
    // A stored card keeps what its name does.
    const stored = await p('POST', 'customers/c1/cards', card({ name: 'emulate=10401' }));
    expect((await p('POST', 'payments/charges', { amount: '1.00', currency: 'USD', cardOnFile: stored.body.id })).body.status).toBe('DECLINED');
  });
});

describe('cards the real sandbox refuses', () => {
  it('refuses an expired card and a number failing the Luhn check with the invalid-request error naming the field', async () => {
    const p = payments();
    const now = new Date();
    const lastYear = String(now.getUTCFullYear() - 1);
    const expired = await p('POST', 'payments/charges', { amount: '5.00', currency: 'USD', card: card({ expYear: lastYear }) });
    expect([expired.status, errorOf(expired)]).toEqual([400, { code: 'PMT-4000', type: 'invalid_request', message: 'card.expYear is invalid.', detail: 'card.expYear' }]);
    const thisMonth = await p('POST', 'payments/charges', {
      amount: '5.00',
      currency: 'USD',
      card: card({ expYear: String(now.getUTCFullYear()), expMonth: String(now.getUTCMonth() + 1).padStart(2, '0') }),
    });
    expect(thisMonth.status).toBe(201);
    const luhn = await p('POST', 'payments/charges', { amount: '5.00', currency: 'USD', card: card({ number: '4111111111111112' }) });
    expect([luhn.status, errorOf(luhn).message]).toEqual([400, 'card.number is invalid.']);
    const storedExpired = await p('POST', 'customers/c2/cards', card({ expYear: lastYear }));
    expect([storedExpired.status, errorOf(storedExpired).detail]).toEqual([400, 'expYear']);
    const storedLuhn = await p('POST', 'customers/c2/cards', card({ number: '5555555555554445' }));
    expect([storedLuhn.status, errorOf(storedLuhn).detail]).toEqual([400, 'number']);
  });

  it('judges expiry by the sandbox clock', async () => {
    const sandbox = await createPaymentsSandbox({ rateLimits: false, clock: () => new Date('2031-03-15T12:00:00Z') }).listen(0, '127.0.0.1');
    try {
      const post = (expYear: string, expMonth: string) =>
        call('POST', `${sandbox.url}/svc/v4/payments/charges`, { amount: '1.00', currency: 'USD', card: card({ expYear, expMonth }) }, { authorization: 'Bearer clock', 'request-id': crypto.randomUUID() });
      expect(errorOf(await post('2030', '12')).message).toBe('card.expYear is invalid.');
      expect(errorOf(await post('2031', '02')).message).toBe('card.expMonth is invalid.');
      expect((await post('2031', '03')).status).toBe(201);
    } finally {
      await sandbox.close();
    }
  });
});

describe('refunds, voids and captures', () => {
  it('voids an AUTHORIZED charge refunded for its whole amount (ISSUED, VOID); a part or a second time is refused', async () => {
    const p = payments();
    const auth = (await p('POST', 'payments/charges', { amount: '10.00', currency: 'USD', card: card(), capture: 'false' })).body;
    expect(auth.status).toBe('AUTHORIZED');
    const part = await p('POST', `payments/charges/${auth.id}/refunds`, { amount: '5.00' });
    expect([part.status, errorOf(part)]).toEqual([400, { code: 'PMT-4000', type: 'invalid_request', message: 'chargeId is invalid.', detail: 'chargeId' }]);
    const voided = await p('POST', `payments/charges/${auth.id}/refunds`, { amount: '10.00', description: 'never shipped' });
    expect(voided.status).toBe(201);
    expect(voided.body).toMatchObject({ amount: '10.00', status: 'ISSUED', type: 'VOID', description: 'never shipped' });
    expect((await p('GET', `payments/charges/${auth.id}`)).body.status).toBe('CANCELLED');
    expect(errorOf(await p('POST', `payments/charges/${auth.id}/refunds`, { amount: '10.00' })).message).toBe('chargeId is invalid.');
    expect(errorOf(await p('POST', `payments/charges/${auth.id}/capture`, { amount: '10.00' })).message).toBe('chargeId is invalid.');
  });

  it('voids by Request-Id with a refund ISSUED of type VOID', async () => {
    const p = payments();
    const requestId = crypto.randomUUID().replaceAll('-', '');
    const charge = (await p('POST', 'payments/charges', { amount: '7.25', currency: 'USD', card: card() }, requestId)).body;
    const voided = await p('POST', `payments/txn-requests/${requestId}/void`, undefined);
    expect([voided.status, voided.body.status, voided.body.type, voided.body.amount]).toEqual([200, 'ISSUED', 'VOID', '7.25']);
    expect((await p('GET', `payments/charges/${charge.id}`)).body.status).toBe('CANCELLED');
  });

  it('declines a capture above 150% of the authorisation as transaction_declined PMT-5000', async () => {
    const p = payments();
    const auth = (await p('POST', 'payments/charges', { amount: '100.00', currency: 'USD', card: card(), capture: 'false' })).body;
    const over = await p('POST', `payments/charges/${auth.id}/capture`, { amount: '150.01' });
    expect(over.status).toBe(400);
    expect(errorOf(over)).toEqual({
      code: 'PMT-5000',
      type: 'transaction_declined',
      message: 'The request to process this transaction has been declined.',
      detail: 'This capture transaction could not be processed because it has exceeded the allowed authorization to capture amount difference.',
    });
    expect((await p('POST', `payments/charges/${auth.id}/capture`, { amount: '150.00' })).body.status).toBe('CAPTURED');
  });
});
