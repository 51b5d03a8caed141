/**
 * The script of the page browser.test.ts opens in headless Chromium. It imports the generated packages only
 * through their browser entries (client, validators, fixtures, operations), is bundled by esbuild for the browser
 * and runs there; the test calls its exports through `window.svcPage` and checks what they return.
 */
import { AccountingClient } from '@svc/accounting/client';
import { fixtures as accountingFixtures } from '@svc/accounting/fixtures';
import { operations as accountingOperations } from '@svc/accounting/operations';
import { validate as accountingValidate } from '@svc/accounting/validators';
import { ConnectorClient } from '@svc/connector/client';
import { fixtures as connectorFixtures } from '@svc/connector/fixtures';
import { validate as connectorValidate } from '@svc/connector/validators';
import { NetworkError, PaymentsClient, PaymentsError, PaymentsThrottleError } from '@svc/payments/client';
import { fixtures as paymentsFixtures } from '@svc/payments/fixtures';
import { validate as paymentsValidate } from '@svc/payments/validators';

/** What the generated fixtures and validators modules are, read generically (every type by name). */
type Fixture = { (): unknown; seed(k: number): unknown };
type Fixtures = { readonly [name: string]: Fixture } & {
  readonly invalid: { readonly [name: string]: () => readonly { readonly value: unknown; readonly path: string; readonly code: string }[] };
};
type Validate = { readonly [name: string]: (value: unknown) => { readonly ok: boolean; readonly errors?: readonly { readonly path: string; readonly code: string }[] } };

const PACKAGES: { readonly [name: string]: { readonly fixtures: Fixtures; readonly validate: Validate } } = {
  payments: { fixtures: paymentsFixtures as unknown as Fixtures, validate: paymentsValidate as unknown as Validate },
  accounting: { fixtures: accountingFixtures as unknown as Fixtures, validate: accountingValidate as unknown as Validate },
  connector: { fixtures: connectorFixtures as unknown as Fixtures, validate: connectorValidate as unknown as Validate },
};

/** Seeds of each type's fixture checked (and returned, for the test to compare with Node's values). */
export const SEEDS = 3;

export interface FixtureVerdicts {
  readonly types: number;
  /** Fixture values (every type, `SEEDS` seeds) that their validator accepted, and those it did not. */
  readonly valid: number;
  readonly invalidCases: number;
  /** Invalid cases refused with the stated code at the stated path. */
  readonly refusedAsStated: number;
  /** The first problems: fixtures refused, invalid cases accepted or refused otherwise. */
  readonly problems: readonly string[];
  /** JSON of every fixture value checked, in order: the same as Node's (fixtures are seeded, not random). */
  readonly values: string;
}

/**
 * Validates every fixture and (unless `invalid` is false) every invalid fixture of one package with its
 * validators, here in the browser. The invalid cases of the large composite types take seconds to make.
 */
export function checkFixtures(name: string, invalid = true): FixtureVerdicts {
  const { fixtures, validate } = PACKAGES[name];
  const names = Object.keys(fixtures).filter((k) => k !== 'invalid');
  const problems: string[] = [];
  const values: unknown[] = [];
  let valid = 0;
  let invalidCases = 0;
  let refusedAsStated = 0;
  for (const type of names) {
    for (let seed = 0; seed < SEEDS; seed++) {
      const value = fixtures[type].seed(seed);
      values.push(value);
      if (validate[type](value).ok) valid++;
      else if (problems.length < 10) problems.push(`${type} seed ${seed} refused: ${JSON.stringify(validate[type](value).errors)}`);
    }
    for (const c of invalid ? fixtures.invalid[type]() : []) {
      invalidCases++;
      const result = validate[type](c.value);
      if (!result.ok && (result.errors ?? []).some((e) => e.path === c.path && e.code === c.code)) refusedAsStated++;
      else if (problems.length < 10) problems.push(`${type} invalid ${c.code} at '${c.path}': ${result.ok ? 'accepted' : JSON.stringify(result.errors)}`);
    }
  }
  return { types: names.length, valid, invalidCases, refusedAsStated, problems, values: JSON.stringify(values) };
}

export interface SandboxSession {
  readonly secureContext: boolean;
  readonly hasRandomUUID: boolean;
  readonly authorized: { readonly status: unknown; readonly valid: boolean };
  readonly captured: { readonly status: unknown };
  readonly read: { readonly status: unknown; readonly sameId: boolean };
  /** The same idempotency key twice: the sandbox answers the first charge again. */
  readonly replayedSameCharge: boolean;
  /** Request-Id values the client generated (one per logical call). */
  readonly generatedKeys: readonly string[];
  readonly notFound: { readonly isPaymentsError: boolean; readonly status: number; readonly traceId: string | undefined; readonly code: string | undefined };
  readonly throttled: { readonly isThrottleError: boolean; readonly status: number; readonly retryAfterMs: number | undefined; readonly traceId: string | undefined };
}

const CARD = { number: '4111111111111111', expMonth: '12', expYear: '2030', cvc: '123' };

/** A charge's life against the payments sandbox at `baseUrl`, from this page, with the generated client. */
export async function chargeThroughSandbox(baseUrl: string, company: string): Promise<SandboxSession> {
  const generatedKeys: string[] = [];
  const client = new PaymentsClient({
    environment: { baseUrl },
    accessToken: company,
    retry: false,
    onRequest: (request) => {
      const key = request.headers['request-id'];
      if (key !== undefined && request.attempt === 1) generatedKeys.push(key);
    },
  });
  const charge = await client.createCharge({ amount: '100.00', currency: 'USD', card: CARD, capture: 'false' });
  const captured = await client.captureCharge(charge.id!, { amount: '100.00' });
  const read = await client.readCharge(charge.id!);
  const first = await client.createCharge({ amount: '5.00', currency: 'USD', card: CARD }, { idempotencyKey: `page-${company}` });
  const again = await client.createCharge({ amount: '5.00', currency: 'USD', card: CARD }, { idempotencyKey: `page-${company}` });

  const notFound = await client.readCharge('no-such-charge').then(
    () => ({ isPaymentsError: false, status: 200, traceId: undefined, code: undefined }),
    (e: unknown) => {
      const error = e as PaymentsError;
      const body = error.body as { errors?: { code?: string }[] } | undefined;
      return { isPaymentsError: e instanceof PaymentsError, status: error.status, traceId: error.traceId, code: body?.errors?.[0]?.code };
    },
  );
  // The sandbox injects a 429 (with Retry-After) on every listCards: the header must be readable cross-origin.
  const throttled = await client.listCards('customer-1').then(
    () => ({ isThrottleError: false, status: 200, retryAfterMs: undefined, traceId: undefined }),
    (e: unknown) => {
      const error = e as PaymentsThrottleError;
      return { isThrottleError: e instanceof PaymentsThrottleError, status: error.status, retryAfterMs: error.retryAfterMs, traceId: error.traceId };
    },
  );
  return {
    secureContext: globalThis.isSecureContext,
    hasRandomUUID: typeof globalThis.crypto.randomUUID === 'function',
    authorized: { status: charge.status, valid: paymentsValidate.Charge(charge).ok },
    captured: { status: captured.status },
    read: { status: read.status, sameId: read.id === charge.id },
    replayedSameCharge: first.id === again.id,
    generatedKeys,
    notFound,
    throttled,
  };
}

/** A call the browser must block (a server that allows this page no CORS): the client's `NetworkError`, never an answer. */
export async function blockedCall(baseUrl: string): Promise<{ readonly error: string; readonly isNetworkError: boolean }> {
  const client = new PaymentsClient({ environment: { baseUrl }, accessToken: 'company-x', retry: false });
  try {
    await client.readCharge('ch-1');
    return { error: '', isNetworkError: false };
  } catch (e) {
    return { error: (e as Error).name, isNetworkError: e instanceof NetworkError };
  }
}

/** The other entries load and construct in the browser too (the accounting client, the SOAP client, an operation table). */
export function otherEntries(): { readonly accounting: boolean; readonly connector: boolean; readonly operations: number } {
  const accounting = new AccountingClient({ environment: { baseUrl: 'http://127.0.0.1:9/accounting' }, realmId: '1', accessToken: 't' });
  const connector = new ConnectorClient({ url: 'http://127.0.0.1:9/ConnectorSvc.asmx' });
  return {
    accounting: typeof accounting.readInvoice === 'function' && typeof accounting.select === 'function',
    connector: typeof connector.serverVersion === 'function',
    operations: Object.keys(accountingOperations).length,
  };
}

/** A read the server answers with a redirect: in a browser, fetch hides its target, so the client refuses it. */
export async function redirectedCall(baseUrl: string): Promise<{ readonly isPaymentsError: boolean; readonly reason: string | undefined; readonly status: number }> {
  const client = new PaymentsClient({ environment: { baseUrl }, accessToken: 'company-r', retry: false });
  try {
    await client.readCharge('moved');
    return { isPaymentsError: false, reason: undefined, status: 200 };
  } catch (e) {
    const error = e as PaymentsError;
    return { isPaymentsError: e instanceof PaymentsError, reason: error.reason, status: error.status };
  }
}
