/**
 * Typed client of Payments API 4.
 *
 * Generated from the definition; do not edit.
 */
import {
  ApiError,
  brandThrottled,
  type ApiErrorInit,
  type ErrorFactory,
} from './runtime/rest-client/errors.js';
import {
  createHttpClient,
  type AccessToken,
  type HttpClient,
  type OutgoingRequest,
} from './runtime/rest-client/http-client.js';
import { RateLimiter, type KeyValues } from './runtime/rest-client/rate-limiter.js';
import type { RetryOptions } from './runtime/rest-client/retry.js';
import type { HttpOperationDescriptor } from './operations.js';
import {
  endpoints,
  operations,
  rateLimitKeys,
  rateLimits,
  type OperationName,
  type Operations,
} from './operations.js';

/** An error answer of the Payments API: HTTP status, the parsed error body, the trace id and the operation. */
export class PaymentsError extends ApiError {
  declare readonly body: Operations[OperationName]['error'] | undefined;

  /** An error to throw from a server handler: answered with this status and body. */
  static of(status: number, body: Operations[OperationName]['error']): PaymentsError {
    return new PaymentsError({ status, body, operation: '', throttled: status === 429 });
  }
}

/** The Payments API throttled the call (HTTP 429), whatever the body's format. Also an `instanceof ThrottleError`. */
export class PaymentsThrottleError extends PaymentsError {
  constructor(init: ApiErrorInit) {
    super(init);
    brandThrottled(this);
  }
}

const errorFactory: ErrorFactory = (init) =>
  init.throttled ? new PaymentsThrottleError(init) : new PaymentsError(init);

/** Where the client sends its calls: a named endpoint of the definition, or any base URL (`name` selects that endpoint's rate limits). */
export type PaymentsEnvironment =
  | 'production'
  | 'sandbox'
  | { readonly baseUrl: string; readonly name?: string };

/** Options of `new PaymentsClient(...)`. */
export interface PaymentsClientOptions {
  /** Endpoint: `'production'`, `'sandbox'` or `{ baseUrl }`. Default: the first endpoint of the definition. */
  readonly environment?: PaymentsEnvironment;

  /** Bearer token, a function returning a fresh one (called again once after a 401, shared by concurrent calls), or a provider asked on every call (an OAuth helper's `forGrant(key)`). */
  readonly accessToken?: AccessToken;
  /** Same as `accessToken` (`auth: oauth.forGrant(key)` reads better); `accessToken` wins when both are given. */
  readonly auth?: AccessToken;
  /** `fetch` to use; default the global one. */
  readonly fetch?: typeof fetch;
  /** Per attempt, in milliseconds; default 30 s, 0 = none. */
  readonly timeoutMs?: number;
  /** Largest response body read, in bytes; beyond it the call fails with reason `response-too-large`. Default 50 MiB. */
  readonly maxResponseBytes?: number;
  /** Retry policy for 429/502/503/504 and network errors; `false` = never retry. */
  readonly retry?: RetryOptions | false;
  /** Sees (and may change the headers of) every request before it is sent. */
  readonly onRequest?: (request: OutgoingRequest) => void | Promise<void>;
  /** Query values sent with every call whose operation declares the parameter (e.g. a version). */
  readonly defaultQuery?: { readonly [name: string]: string };
  /** Values of the rate-limit keys no request carries (the app, the workspace ...); default: one value for this client. */
  readonly keyValues?: KeyValues;
  /** Share one limiter between clients that count against the same limits. */
  readonly limiter?: RateLimiter;
}

/** Per-call options: optional query and header parameters, an explicit idempotency key, an abort signal. */
export interface PaymentsCallOptions<Q = Record<never, never>, H = Record<never, never>> {
  readonly query?: Q;
  readonly headers?: H;
  /** Idempotency key for this logical call (default: a fresh one, reused on retries). */
  readonly idempotencyKey?: string;
  readonly signal?: AbortSignal;
}

/** What each method resolves to: the success body, unwrapped from its response wrapper where the definition has one. */
export interface PaymentsResults {
  createCharge: Operations['createCharge']['response'];
  readCharge: Operations['readCharge']['response'];
  captureCharge: Operations['captureCharge']['response'];
  refundCharge: Operations['refundCharge']['response'];
  readRefund: Operations['readRefund']['response'];
  voidTransaction: Operations['voidTransaction']['response'];
  createCard: Operations['createCard']['response'];
  listCards: Operations['listCards']['response'];
  createCardFromToken: Operations['createCardFromToken']['response'];
  readCard: Operations['readCard']['response'];
  deleteCard: Operations['deleteCard']['response'];
  createBankAccount: Operations['createBankAccount']['response'];
  listBankAccounts: Operations['listBankAccounts']['response'];
  createBankAccountFromToken: Operations['createBankAccountFromToken']['response'];
  readBankAccount: Operations['readBankAccount']['response'];
  deleteBankAccount: Operations['deleteBankAccount']['response'];
  createToken: Operations['createToken']['response'];
}

const RESULT_MEMBERS: { readonly [operation: string]: string } = {};

function unwrap(operation: HttpOperationDescriptor, body: unknown): unknown {
  const member = RESULT_MEMBERS[operation.name];
  if (member === undefined || body === null || typeof body !== 'object') return body;
  return (body as { readonly [name: string]: unknown })[member];
}

/**
 * Client of Payments API 4: one method per operation, typed from the definition.
 *
 * Calls wait for the declared rate limits, retry what is safe to repeat, refresh the token once on 401 and throw
 * `PaymentsError` (`PaymentsThrottleError` on 429), `NetworkError` or `TimeoutError`.
 */
export class PaymentsClient {
  /** The generic HTTP client underneath, for calls this class does not cover. */
  readonly http: HttpClient;
  private readonly pathValues: { readonly [name: string]: string };

  constructor(options: PaymentsClientOptions) {
    const environment = options.environment ?? 'production';
    const named =
      typeof environment === 'string' ? endpoints.find((e) => e.name === environment) : undefined;
    if (typeof environment === 'string' && named === undefined)
      throw new TypeError(`Unknown environment "${environment}"`);
    const baseUrl =
      typeof environment === 'string' ? (named as { url: string }).url : environment.baseUrl;
    const environmentName = typeof environment === 'string' ? environment : environment.name;
    this.pathValues = {};
    const ownKeys: KeyValues = { app: 'client', realm: 'client' };
    this.http = createHttpClient({
      baseUrl,
      accessToken: options.accessToken ?? options.auth,
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
      maxResponseBytes: options.maxResponseBytes,
      retry: options.retry,
      onRequest: options.onRequest,
      limits: rateLimits,
      rateLimitKeys,
      environment: environmentName,
      limiter: options.limiter,
      keyValues: { ...ownKeys, ...options.keyValues },
      errorFactory,
      idempotency: { in: 'header', name: 'Request-Id' },
      traceHeader: 'svc_tid',
      unwrap,
      defaultQuery: options.defaultQuery,
    });
  }

  /**
   * Create a charge
   *
   * Charge a card (given as card details, a token or a stored card). With `capture: "true"` (the default) the
   * charge is captured at once (status `CAPTURED`); with `capture: "false"` it is only authorized
   * (`AUTHORIZED`) and must be captured with `captureCharge` within 30 days. Body: the charge JSON object;
   * reply: the created charge. Send a `Request-Id`: a retry must reuse it, and a charge whose create timed
   * out can be voided by it (`voidTransaction`).
   */
  createCharge(
    chargeRequest: Operations['createCharge']['request'],
    options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<PaymentsResults['createCharge']> {
    return this.http.call(operations.createCharge, {
      path: {},
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      body: chargeRequest,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /**
   * Read a charge
   *
   * Read one charge by its id, with its current status, capture and refund details.
   */
  readCharge(
    chargeId: Operations['readCharge']['path']['chargeId'],
    options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<PaymentsResults['readCharge']> {
    return this.http.call(operations.readCharge, {
      path: { chargeId: chargeId },
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /**
   * Capture an authorized charge
   *
   * Capture a charge created with `capture: "false"` (status `AUTHORIZED`), giving `CAPTURED`. The amount
   * may be at most 150% of the authorized amount (else error `PMT-5000`). Authorizations expire after 30 days.
   */
  captureCharge(
    chargeId: Operations['captureCharge']['path']['chargeId'],
    captureRequest: Operations['captureCharge']['request'],
    options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<PaymentsResults['captureCharge']> {
    return this.http.call(operations.captureCharge, {
      path: { chargeId: chargeId },
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      body: captureRequest,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /**
   * Refund a charge
   *
   * Refund all or part of a captured or settled charge. Before settlement the service may void the charge instead (refund `type: VOID`).
   */
  refundCharge(
    chargeId: Operations['refundCharge']['path']['chargeId'],
    refundRequest: Operations['refundCharge']['request'],
    options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<PaymentsResults['refundCharge']> {
    return this.http.call(operations.refundCharge, {
      path: { chargeId: chargeId },
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      body: refundRequest,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /**
   * Read a refund of a charge
   *
   * Read one refund of a charge by the charge id and the refund id.
   */
  readRefund(
    chargeId: Operations['readRefund']['path']['chargeId'],
    refundId: Operations['readRefund']['path']['refundId'],
    options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<PaymentsResults['readRefund']> {
    return this.http.call(operations.readRefund, {
      path: { chargeId: chargeId, refundId: refundId },
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /**
   * Void a transaction by its request id
   *
   * Void a charge identified by the `Request-Id` it was created with: for a create call that timed out, where the client does not know whether (or under which id) the charge exists. No body. The void is itself a write and carries its own `Request-Id`.
   */
  voidTransaction(
    requestId: Operations['voidTransaction']['path']['requestId'],
    options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<PaymentsResults['voidTransaction']> {
    return this.http.call(operations.voidTransaction, {
      path: { requestId: requestId },
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /**
   * Store a card under a customer
   *
   * Store a card in the customer's wallet. Writes to one customer's wallet are serial (name-list rule: `x-svc-serialize` keyed by customer).
   */
  createCard(
    customerId: Operations['createCard']['path']['customerId'],
    card: Operations['createCard']['request'],
    options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<PaymentsResults['createCard']> {
    return this.http.call(operations.createCard, {
      path: { customerId: customerId },
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      body: card,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /**
   * List the cards of a customer
   *
   * All cards stored under the customer, newest first; sensitive numbers masked.
   */
  listCards(
    customerId: Operations['listCards']['path']['customerId'],
    options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<PaymentsResults['listCards']> {
    return this.http.call(operations.listCards, {
      path: { customerId: customerId },
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /**
   * Store a card from a token
   *
   * Store the card behind a token from `createToken` (body `{"value": "<token>"}`) in the customer's wallet. Serial per customer like `createCard`.
   */
  createCardFromToken(
    customerId: Operations['createCardFromToken']['path']['customerId'],
    token: Operations['createCardFromToken']['request'],
    options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<PaymentsResults['createCardFromToken']> {
    return this.http.call(operations.createCardFromToken, {
      path: { customerId: customerId },
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      body: token,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /**
   * Read a stored card
   *
   * Read one card stored under the customer; sensitive numbers masked.
   */
  readCard(
    customerId: Operations['readCard']['path']['customerId'],
    cardId: Operations['readCard']['path']['cardId'],
    options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<PaymentsResults['readCard']> {
    return this.http.call(operations.readCard, {
      path: { customerId: customerId, cardId: cardId },
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /**
   * Delete a stored card
   *
   * Remove the card from the customer's wallet. Serial per customer like `createCard`.
   */
  deleteCard(
    customerId: Operations['deleteCard']['path']['customerId'],
    cardId: Operations['deleteCard']['path']['cardId'],
    options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<PaymentsResults['deleteCard']> {
    return this.http.call(operations.deleteCard, {
      path: { customerId: customerId, cardId: cardId },
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /**
   * Store a bank account under a customer
   *
   * Store a bank account in the customer's wallet. Writes to one customer's wallet are serial (name-list rule: `x-svc-serialize` keyed by customer).
   */
  createBankAccount(
    customerId: Operations['createBankAccount']['path']['customerId'],
    bankAccount: Operations['createBankAccount']['request'],
    options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<PaymentsResults['createBankAccount']> {
    return this.http.call(operations.createBankAccount, {
      path: { customerId: customerId },
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      body: bankAccount,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /**
   * List the bank accounts of a customer
   *
   * All bank accounts stored under the customer, newest first; sensitive numbers masked.
   */
  listBankAccounts(
    customerId: Operations['listBankAccounts']['path']['customerId'],
    options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<PaymentsResults['listBankAccounts']> {
    return this.http.call(operations.listBankAccounts, {
      path: { customerId: customerId },
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /**
   * Store a bank account from a token
   *
   * Store the bank account behind a token from `createToken` (body `{"value": "<token>"}`) in the customer's wallet. Serial per customer like `createBankAccount`.
   */
  createBankAccountFromToken(
    customerId: Operations['createBankAccountFromToken']['path']['customerId'],
    token: Operations['createBankAccountFromToken']['request'],
    options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<PaymentsResults['createBankAccountFromToken']> {
    return this.http.call(operations.createBankAccountFromToken, {
      path: { customerId: customerId },
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      body: token,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /**
   * Read a stored bank account
   *
   * Read one bank account stored under the customer; sensitive numbers masked.
   */
  readBankAccount(
    customerId: Operations['readBankAccount']['path']['customerId'],
    bankAccountId: Operations['readBankAccount']['path']['bankAccountId'],
    options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<PaymentsResults['readBankAccount']> {
    return this.http.call(operations.readBankAccount, {
      path: { customerId: customerId, bankAccountId: bankAccountId },
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /**
   * Delete a stored bank account
   *
   * Remove the bank account from the customer's wallet. Serial per customer like `createBankAccount`.
   */
  deleteBankAccount(
    customerId: Operations['deleteBankAccount']['path']['customerId'],
    bankAccountId: Operations['deleteBankAccount']['path']['bankAccountId'],
    options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<PaymentsResults['deleteBankAccount']> {
    return this.http.call(operations.deleteBankAccount, {
      path: { customerId: customerId, bankAccountId: bankAccountId },
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /**
   * Create a token
   *
   * Exchange card or bank account details for an opaque single-use token (`{"value": ...}`), to charge (`ChargeRequest.token`) or to store (`createCardFromToken`, `createBankAccountFromToken`) without the details passing through the merchant's server. Sent without the `Authorization` header.
   */
  createToken(
    tokenRequest: Operations['createToken']['request'],
    options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<PaymentsResults['createToken']> {
    return this.http.call(operations.createToken, {
      path: {},
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      body: tokenRequest,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }
}

export {
  ApiError,
  ThrottleError,
  NetworkError,
  TimeoutError,
} from './runtime/rest-client/errors.js';
export { RateLimiter } from './runtime/rest-client/rate-limiter.js';
