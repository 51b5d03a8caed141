/**
* Typed client of Payments API 4.
*
* Generated from the definition; do not edit.
*/
import { ApiError, type ApiErrorInit } from "./runtime/rest-client/errors.js";
import { type AccessToken, type HttpClient, type OutgoingRequest } from "./runtime/rest-client/http-client.js";
import { RateLimiter, type KeyValues } from "./runtime/rest-client/rate-limiter.js";
import type { SharedRateLimitStore } from "./runtime/rest-client/rate-limit-store.js";
import { type OutcomeHeaders } from "./runtime/rest-client/outcome.js";
import type { RetryOptions } from "./runtime/rest-client/retry.js";
import { type OperationName, type Operations } from "./operations.js";
import type { BankAccount, BankAccountList, BankAccountWrite, CaptureRequest, Card, CardList, CardWrite, Charge, ChargeRequestWrite, ErrorResponse, Refund, RefundRequest, Token, TokenRequestWrite } from "./types.js";
/** An error answer of the Payments API: HTTP status, the parsed error body, the trace id and the operation. */
export declare class PaymentsError extends ApiError {
	readonly body: Operations[OperationName]["error"] | undefined;
	/** Written out: a minifier may rename the class, not the error. */
	override name: string;
	/** Whether this answers `operation`: then `status` narrows `body` to that status's declared error body. */
	isFrom<Name extends keyof PaymentsErrorBodies>(operation: Name): this is PaymentsFailure<Name>;
	/** An error to throw from a server handler: answered with this status and body. */
	static of(status: number, body: Operations[OperationName]["error"]): PaymentsError;
}
/** The Payments API throttled the call (HTTP 429), whatever the body's format. Also an `instanceof ThrottleError`. */
export declare class PaymentsThrottleError extends PaymentsError {
	override name: string;
	constructor(init: ApiErrorInit);
}
/** Where the client sends its calls: a named endpoint of the definition, or any base URL (`name` selects that endpoint's rate limits). */
export type PaymentsEnvironment = "production" | "sandbox" | {
	readonly baseUrl: string;
	readonly name?: string;
};
/** Options of `new PaymentsClient(...)` and `connectPayments(...)`. */
export interface PaymentsClientOptions {
	/** Endpoint: `'production'`, `'sandbox'` or `{ baseUrl }`. Default: the first server of the definition (`https://api.svc.example`). */
	readonly environment?: PaymentsEnvironment;
	/** Bearer token, a function returning a fresh one (called again once after a 401, shared by concurrent calls), or a provider asked on every call (an OAuth helper's `forGrant(key)`). */
	readonly accessToken?: AccessToken;
	/** Same as `accessToken` (`auth: oauth.forGrant(key)` reads better); `accessToken` wins when both are given. */
	readonly auth?: AccessToken;
	/** `fetch` to use; default the global one. */
	readonly fetch?: typeof fetch;
	/** Per attempt, in milliseconds, from asking for the access token until the whole body is read; default 30 s, 0 = none. */
	readonly timeoutMs?: number;
	/** Largest response body read, in bytes; beyond it the call fails with reason `response-too-large`. Default 50 MiB. */
	readonly maxResponseBytes?: number;
	/** JSON or XML bodies nested deeper than this fail with reason `too-deep` and are never built. Default 64. */
	readonly maxDepth?: number;
	/** Retry policy for 429/502/503/504 and network errors; `false` = never retry. */
	readonly retry?: RetryOptions | false;
	/** Sees (and may change the headers of) every request before it is sent. */
	readonly onRequest?: (request: OutgoingRequest) => void | Promise<void>;
	/** Query values sent with every call whose operation declares the parameter (e.g. a version). */
	readonly defaultQuery?: {
		readonly [name: string]: string;
	};
	/** Values of the rate-limit keys no request carries (the app, the workspace ...); default: one value for this client. */
	readonly keyValues?: KeyValues;
	/** Share one limiter between clients that count against the same limits. */
	readonly limiter?: RateLimiter;
	/** Rate-limit windows shared with the app's other processes (`new RedisRateLimitStore({ url })`); default this client's memory. */
	readonly rateLimitStore?: SharedRateLimitStore;
}
/** Per-call options: optional query and header parameters, an explicit idempotency key, an abort signal. */
export interface PaymentsCallOptions<
	Q = Record<never, never>,
	H = Record<never, never>
> {
	readonly query?: Q;
	readonly headers?: H;
	/** Idempotency key for this logical call (default: a fresh one, reused on retries). */
	readonly idempotencyKey?: string;
	readonly signal?: AbortSignal;
}
/** What each operation resolves to: the success body, unwrapped from its response wrapper where the definition has one. */
export interface PaymentsResults {
	createCharge: Charge;
	readCharge: Charge;
	captureCharge: Charge;
	refundCharge: Refund;
	readRefund: Refund;
	voidTransaction: Refund;
	createCard: Card;
	listCards: CardList;
	createCardFromToken: Card;
	readCard: Card;
	deleteCard: undefined;
	createBankAccount: BankAccount;
	listBankAccounts: BankAccountList;
	createBankAccountFromToken: BankAccount;
	readBankAccount: BankAccount;
	deleteBankAccount: undefined;
	createToken: Token;
}
/** Per operation, its declared error answers, discriminated by `status` (`default` and ranges as `number`). */
export interface PaymentsErrorBodies {
	createCharge: {
		readonly status: 401;
		readonly body: ErrorResponse;
	} | {
		readonly status: 429;
		readonly body: ErrorResponse;
	} | {
		readonly status: number;
		readonly body: ErrorResponse;
	};
	readCharge: {
		readonly status: 401;
		readonly body: ErrorResponse;
	} | {
		readonly status: 429;
		readonly body: ErrorResponse;
	} | {
		readonly status: number;
		readonly body: ErrorResponse;
	};
	captureCharge: {
		readonly status: 401;
		readonly body: ErrorResponse;
	} | {
		readonly status: 429;
		readonly body: ErrorResponse;
	} | {
		readonly status: number;
		readonly body: ErrorResponse;
	};
	refundCharge: {
		readonly status: 401;
		readonly body: ErrorResponse;
	} | {
		readonly status: 429;
		readonly body: ErrorResponse;
	} | {
		readonly status: number;
		readonly body: ErrorResponse;
	};
	readRefund: {
		readonly status: 401;
		readonly body: ErrorResponse;
	} | {
		readonly status: 429;
		readonly body: ErrorResponse;
	} | {
		readonly status: number;
		readonly body: ErrorResponse;
	};
	voidTransaction: {
		readonly status: 401;
		readonly body: ErrorResponse;
	} | {
		readonly status: 429;
		readonly body: ErrorResponse;
	} | {
		readonly status: number;
		readonly body: ErrorResponse;
	};
	createCard: {
		readonly status: 401;
		readonly body: ErrorResponse;
	} | {
		readonly status: 429;
		readonly body: ErrorResponse;
	} | {
		readonly status: number;
		readonly body: ErrorResponse;
	};
	listCards: {
		readonly status: 401;
		readonly body: ErrorResponse;
	} | {
		readonly status: 429;
		readonly body: ErrorResponse;
	} | {
		readonly status: number;
		readonly body: ErrorResponse;
	};
	createCardFromToken: {
		readonly status: 401;
		readonly body: ErrorResponse;
	} | {
		readonly status: 429;
		readonly body: ErrorResponse;
	} | {
		readonly status: number;
		readonly body: ErrorResponse;
	};
	readCard: {
		readonly status: 401;
		readonly body: ErrorResponse;
	} | {
		readonly status: 429;
		readonly body: ErrorResponse;
	} | {
		readonly status: number;
		readonly body: ErrorResponse;
	};
	deleteCard: {
		readonly status: 401;
		readonly body: ErrorResponse;
	} | {
		readonly status: 429;
		readonly body: ErrorResponse;
	} | {
		readonly status: number;
		readonly body: ErrorResponse;
	};
	createBankAccount: {
		readonly status: 401;
		readonly body: ErrorResponse;
	} | {
		readonly status: 429;
		readonly body: ErrorResponse;
	} | {
		readonly status: number;
		readonly body: ErrorResponse;
	};
	listBankAccounts: {
		readonly status: 401;
		readonly body: ErrorResponse;
	} | {
		readonly status: 429;
		readonly body: ErrorResponse;
	} | {
		readonly status: number;
		readonly body: ErrorResponse;
	};
	createBankAccountFromToken: {
		readonly status: 401;
		readonly body: ErrorResponse;
	} | {
		readonly status: 429;
		readonly body: ErrorResponse;
	} | {
		readonly status: number;
		readonly body: ErrorResponse;
	};
	readBankAccount: {
		readonly status: 401;
		readonly body: ErrorResponse;
	} | {
		readonly status: 429;
		readonly body: ErrorResponse;
	} | {
		readonly status: number;
		readonly body: ErrorResponse;
	};
	deleteBankAccount: {
		readonly status: 401;
		readonly body: ErrorResponse;
	} | {
		readonly status: 429;
		readonly body: ErrorResponse;
	} | {
		readonly status: number;
		readonly body: ErrorResponse;
	};
	createToken: {
		readonly status: 429;
		readonly body: ErrorResponse;
	} | {
		readonly status: number;
		readonly body: ErrorResponse;
	};
}
/** Per operation, the headers its success responses declare (lower-cased names), typed by their schemas. */
export interface PaymentsResponseHeaders {
	createCharge: {
		readonly "content-type"?: string;
		readonly svc_tid?: string;
	};
	readCharge: {
		readonly "content-type"?: string;
		readonly svc_tid?: string;
	};
	captureCharge: {
		readonly "content-type"?: string;
		readonly svc_tid?: string;
	};
	refundCharge: {
		readonly "content-type"?: string;
		readonly svc_tid?: string;
	};
	readRefund: {
		readonly "content-type"?: string;
		readonly svc_tid?: string;
	};
	voidTransaction: {
		readonly "content-type"?: string;
		readonly svc_tid?: string;
	};
	createCard: {
		readonly "content-type"?: string;
		readonly svc_tid?: string;
	};
	listCards: {
		readonly "content-type"?: string;
		readonly svc_tid?: string;
	};
	createCardFromToken: {
		readonly "content-type"?: string;
		readonly svc_tid?: string;
	};
	readCard: {
		readonly "content-type"?: string;
		readonly svc_tid?: string;
	};
	deleteCard: {
		readonly svc_tid?: string;
	};
	createBankAccount: {
		readonly "content-type"?: string;
		readonly svc_tid?: string;
	};
	listBankAccounts: {
		readonly "content-type"?: string;
		readonly svc_tid?: string;
	};
	createBankAccountFromToken: {
		readonly "content-type"?: string;
		readonly svc_tid?: string;
	};
	readBankAccount: {
		readonly "content-type"?: string;
		readonly svc_tid?: string;
	};
	deleteBankAccount: {
		readonly svc_tid?: string;
	};
	createToken: {
		readonly "content-type"?: string;
		readonly svc_tid?: string;
	};
}
/** The error an operation's call throws, narrowed by `status` (`if (e instanceof PaymentsError && e.isFrom('<operation>') && e.status === 404)`). */
export type PaymentsFailure<Name extends keyof PaymentsErrorBodies> = PaymentsError & PaymentsErrorBodies[Name] & {
	readonly operation: Name;
};
/** What `client.safe(...)` answers: the result and headers, or the error status with its typed body (`cause` is the error a call throws). */
export type PaymentsOutcome<Name extends keyof PaymentsResults & keyof PaymentsErrorBodies> = {
	readonly ok: true;
	readonly status: number;
	readonly data: PaymentsResults[Name];
	readonly headers: PaymentsResponseHeaders[Name] & OutcomeHeaders;
} | (PaymentsErrorBodies[Name] extends infer F ? F extends {
	readonly status: infer S;
	readonly body: infer B;
} ? {
	readonly ok: false;
	readonly status: S;
	readonly error: B;
	readonly headers: OutcomeHeaders;
	readonly cause: PaymentsError;
} : never : never);
/**
* What a Payments API client is underneath: the HTTP client (rate limits, retries, token refresh, typed errors) and the path values
* every call carries. `PaymentsClient` is one; the functions of the `calls` entry take one, so a bundle keeps only the operations it calls.
*/
export interface PaymentsConnection {
	/** The generic HTTP client underneath, for calls the generated methods do not cover. */
	readonly http: HttpClient;
	/** Values of the path parameters every operation carries. */
	readonly pathValues: {
		readonly [name: string]: string;
	};
}
/** A connection to the Payments API (see `PaymentsConnection`). */
export declare function connectPayments(options: PaymentsClientOptions): PaymentsConnection;
/**
* Client of Payments API 4: one method per operation, typed from the definition.
*
* Calls wait for the declared rate limits, retry what is safe to repeat, refresh the token once on 401 and throw
* `PaymentsError` (`PaymentsThrottleError` on 429), `NetworkError` or `TimeoutError`.
*/
export declare class PaymentsClient implements PaymentsConnection {
	readonly http: HttpClient;
	readonly pathValues: {
		readonly [name: string]: string;
	};
	constructor(options: PaymentsClientOptions);
	/**
	* Create a charge
	*
	* Charge a card (given as card details, a token or a stored card). With `capture: "true"` (the default) the
	* charge is captured at once (status `CAPTURED`); with `capture: "false"` it is only authorized
	* (`AUTHORIZED`) and must be captured with `captureCharge` within 30 days. Body: the charge JSON object;
	* reply: the created charge. Send a `Request-Id`: a retry must reuse it, and a charge whose create timed
	* out can be voided by it (`voidTransaction`).
	*/
	createCharge(chargeRequest: ChargeRequestWrite, options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<Charge>;
	/**
	* Read a charge
	*
	* Read one charge by its id, with its current status, capture and refund details.
	*/
	readCharge(chargeId: string, options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<Charge>;
	/**
	* Capture an authorized charge
	*
	* Capture a charge created with `capture: "false"` (status `AUTHORIZED`), giving `CAPTURED`. The amount
	* may be at most 150% of the authorized amount (else error `PMT-5000`). Authorizations expire after 30 days.
	*/
	captureCharge(chargeId: string, captureRequest: CaptureRequest, options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<Charge>;
	/**
	* Refund a charge
	*
	* Refund all or part of a captured or settled charge. Before settlement the service may void the charge instead (refund `type: VOID`).
	*/
	refundCharge(chargeId: string, refundRequest: RefundRequest, options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<Refund>;
	/**
	* Read a refund of a charge
	*
	* Read one refund of a charge by the charge id and the refund id.
	*/
	readRefund(chargeId: string, refundId: string, options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<Refund>;
	/**
	* Void a transaction by its request id
	*
	* Void a charge identified by the `Request-Id` it was created with: for a create call that timed out, where the client does not know whether (or under which id) the charge exists. No body. The void is itself a write and carries its own `Request-Id`.
	*/
	voidTransaction(requestId: string, options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<Refund>;
	/**
	* Store a card under a customer
	*
	* Store a card in the customer's wallet. Writes to one customer's wallet are serial (name-list rule: `x-svc-serialize` keyed by customer).
	*/
	createCard(customerId: string, card: CardWrite, options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<Card>;
	/**
	* List the cards of a customer
	*
	* All cards stored under the customer, newest first; sensitive numbers masked.
	*/
	listCards(customerId: string, options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<CardList>;
	/**
	* Store a card from a token
	*
	* Store the card behind a token from `createToken` (body `{"value": "<token>"}`) in the customer's wallet. Serial per customer like `createCard`.
	*/
	createCardFromToken(customerId: string, token: Token, options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<Card>;
	/**
	* Read a stored card
	*
	* Read one card stored under the customer; sensitive numbers masked.
	*/
	readCard(customerId: string, cardId: string, options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<Card>;
	/**
	* Delete a stored card
	*
	* Remove the card from the customer's wallet. Serial per customer like `createCard`.
	*/
	deleteCard(customerId: string, cardId: string, options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<undefined>;
	/**
	* Store a bank account under a customer
	*
	* Store a bank account in the customer's wallet. Writes to one customer's wallet are serial (name-list rule: `x-svc-serialize` keyed by customer).
	*/
	createBankAccount(customerId: string, bankAccount: BankAccountWrite, options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<BankAccount>;
	/**
	* List the bank accounts of a customer
	*
	* All bank accounts stored under the customer, newest first; sensitive numbers masked.
	*/
	listBankAccounts(customerId: string, options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<BankAccountList>;
	/**
	* Store a bank account from a token
	*
	* Store the bank account behind a token from `createToken` (body `{"value": "<token>"}`) in the customer's wallet. Serial per customer like `createBankAccount`.
	*/
	createBankAccountFromToken(customerId: string, token: Token, options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<BankAccount>;
	/**
	* Read a stored bank account
	*
	* Read one bank account stored under the customer; sensitive numbers masked.
	*/
	readBankAccount(customerId: string, bankAccountId: string, options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<BankAccount>;
	/**
	* Delete a stored bank account
	*
	* Remove the bank account from the customer's wallet. Serial per customer like `createBankAccount`.
	*/
	deleteBankAccount(customerId: string, bankAccountId: string, options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<undefined>;
	/**
	* Create a token
	*
	* Exchange card or bank account details for an opaque single-use token (`{"value": ...}`), to charge (`ChargeRequest.token`) or to store (`createCardFromToken`, `createBankAccountFromToken`) without the details passing through the merchant's server. Sent without the `Authorization` header.
	*/
	createToken(tokenRequest: TokenRequestWrite, options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<Token>;
	/**
	* The non-throwing form of a method: `await client.safe('<operation>', ...its arguments)` answers
	* `{ ok, status, data | error, headers }`: an error status is returned, its body typed by `status`, and the declared
	* response headers typed by their schemas. Network failures and timeouts still throw.
	*/
	safe<Name extends keyof PaymentsResults>(operation: Name, ...args: PaymentsClient[Name] extends (...a: infer A) => unknown ? A : never): Promise<PaymentsOutcome<Name>>;
}
export { ApiError, ThrottleError, NetworkError, TimeoutError } from "./runtime/rest-client/errors.js";
export { RateLimiter } from "./runtime/rest-client/rate-limiter.js";
export type { RateLimitStore, SharedRateLimitStore } from "./runtime/rest-client/rate-limit-store.js";
export { RedisRateLimitStore, createRedisRateLimitStore, RateLimitStoreError } from "./runtime/rest-client/redis-rate-limit-store.js";
export type { RedisRateLimitStoreOptions, RedisRateLimitClient } from "./runtime/rest-client/redis-rate-limit-store.js";
