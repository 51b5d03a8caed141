/**
* Typed client of Payments API 4.
*
* Generated from the definition; do not edit.
*/
import { ApiError, type ApiErrorInit } from "./runtime/rest-client/errors.js";
import { type AccessToken, type HttpClient, type OutgoingRequest } from "./runtime/rest-client/http-client.js";
import { RateLimiter, type KeyValues } from "./runtime/rest-client/rate-limiter.js";
import type { RetryOptions } from "./runtime/rest-client/retry.js";
import { type OperationName, type Operations } from "./operations.js";
/** An error answer of the Payments API: HTTP status, the parsed error body, the trace id and the operation. */
export declare class PaymentsError extends ApiError {
	readonly body: Operations[OperationName]["error"] | undefined;
	/** An error to throw from a server handler: answered with this status and body. */
	static of(status: number, body: Operations[OperationName]["error"]): PaymentsError;
}
/** The Payments API throttled the call (HTTP 429), whatever the body's format. Also an `instanceof ThrottleError`. */
export declare class PaymentsThrottleError extends PaymentsError {
	constructor(init: ApiErrorInit);
}
/** Where the client sends its calls: a named endpoint of the definition, or any base URL (`name` selects that endpoint's rate limits). */
export type PaymentsEnvironment = "production" | "sandbox" | {
	readonly baseUrl: string;
	readonly name?: string;
};
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
	readonly defaultQuery?: {
		readonly [name: string]: string;
	};
	/** Values of the rate-limit keys no request carries (the app, the workspace ...); default: one value for this client. */
	readonly keyValues?: KeyValues;
	/** Share one limiter between clients that count against the same limits. */
	readonly limiter?: RateLimiter;
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
/** What each method resolves to: the success body, unwrapped from its response wrapper where the definition has one. */
export interface PaymentsResults {
	createCharge: Operations["createCharge"]["response"];
	readCharge: Operations["readCharge"]["response"];
	captureCharge: Operations["captureCharge"]["response"];
	refundCharge: Operations["refundCharge"]["response"];
	readRefund: Operations["readRefund"]["response"];
	voidTransaction: Operations["voidTransaction"]["response"];
	createCard: Operations["createCard"]["response"];
	listCards: Operations["listCards"]["response"];
	createCardFromToken: Operations["createCardFromToken"]["response"];
	readCard: Operations["readCard"]["response"];
	deleteCard: Operations["deleteCard"]["response"];
	createBankAccount: Operations["createBankAccount"]["response"];
	listBankAccounts: Operations["listBankAccounts"]["response"];
	createBankAccountFromToken: Operations["createBankAccountFromToken"]["response"];
	readBankAccount: Operations["readBankAccount"]["response"];
	deleteBankAccount: Operations["deleteBankAccount"]["response"];
	createToken: Operations["createToken"]["response"];
}
/**
* Client of Payments API 4: one method per operation, typed from the definition.
*
* Calls wait for the declared rate limits, retry what is safe to repeat, refresh the token once on 401 and throw
* `PaymentsError` (`PaymentsThrottleError` on 429), `NetworkError` or `TimeoutError`.
*/
export declare class PaymentsClient {
	/** The generic HTTP client underneath, for calls this class does not cover. */
	readonly http: HttpClient;
	private readonly pathValues;
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
	createCharge(chargeRequest: Operations["createCharge"]["request"], options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<PaymentsResults["createCharge"]>;
	/**
	* Read a charge
	*
	* Read one charge by its id, with its current status, capture and refund details.
	*/
	readCharge(chargeId: Operations["readCharge"]["path"]["chargeId"], options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<PaymentsResults["readCharge"]>;
	/**
	* Capture an authorized charge
	*
	* Capture a charge created with `capture: "false"` (status `AUTHORIZED`), giving `CAPTURED`. The amount
	* may be at most 150% of the authorized amount (else error `PMT-5000`). Authorizations expire after 30 days.
	*/
	captureCharge(chargeId: Operations["captureCharge"]["path"]["chargeId"], captureRequest: Operations["captureCharge"]["request"], options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<PaymentsResults["captureCharge"]>;
	/**
	* Refund a charge
	*
	* Refund all or part of a captured or settled charge. Before settlement the service may void the charge instead (refund `type: VOID`).
	*/
	refundCharge(chargeId: Operations["refundCharge"]["path"]["chargeId"], refundRequest: Operations["refundCharge"]["request"], options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<PaymentsResults["refundCharge"]>;
	/**
	* Read a refund of a charge
	*
	* Read one refund of a charge by the charge id and the refund id.
	*/
	readRefund(chargeId: Operations["readRefund"]["path"]["chargeId"], refundId: Operations["readRefund"]["path"]["refundId"], options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<PaymentsResults["readRefund"]>;
	/**
	* Void a transaction by its request id
	*
	* Void a charge identified by the `Request-Id` it was created with: for a create call that timed out, where the client does not know whether (or under which id) the charge exists. No body. The void is itself a write and carries its own `Request-Id`.
	*/
	voidTransaction(requestId: Operations["voidTransaction"]["path"]["requestId"], options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<PaymentsResults["voidTransaction"]>;
	/**
	* Store a card under a customer
	*
	* Store a card in the customer's wallet. Writes to one customer's wallet are serial (name-list rule: `x-svc-serialize` keyed by customer).
	*/
	createCard(customerId: Operations["createCard"]["path"]["customerId"], card: Operations["createCard"]["request"], options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<PaymentsResults["createCard"]>;
	/**
	* List the cards of a customer
	*
	* All cards stored under the customer, newest first; sensitive numbers masked.
	*/
	listCards(customerId: Operations["listCards"]["path"]["customerId"], options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<PaymentsResults["listCards"]>;
	/**
	* Store a card from a token
	*
	* Store the card behind a token from `createToken` (body `{"value": "<token>"}`) in the customer's wallet. Serial per customer like `createCard`.
	*/
	createCardFromToken(customerId: Operations["createCardFromToken"]["path"]["customerId"], token: Operations["createCardFromToken"]["request"], options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<PaymentsResults["createCardFromToken"]>;
	/**
	* Read a stored card
	*
	* Read one card stored under the customer; sensitive numbers masked.
	*/
	readCard(customerId: Operations["readCard"]["path"]["customerId"], cardId: Operations["readCard"]["path"]["cardId"], options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<PaymentsResults["readCard"]>;
	/**
	* Delete a stored card
	*
	* Remove the card from the customer's wallet. Serial per customer like `createCard`.
	*/
	deleteCard(customerId: Operations["deleteCard"]["path"]["customerId"], cardId: Operations["deleteCard"]["path"]["cardId"], options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<PaymentsResults["deleteCard"]>;
	/**
	* Store a bank account under a customer
	*
	* Store a bank account in the customer's wallet. Writes to one customer's wallet are serial (name-list rule: `x-svc-serialize` keyed by customer).
	*/
	createBankAccount(customerId: Operations["createBankAccount"]["path"]["customerId"], bankAccount: Operations["createBankAccount"]["request"], options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<PaymentsResults["createBankAccount"]>;
	/**
	* List the bank accounts of a customer
	*
	* All bank accounts stored under the customer, newest first; sensitive numbers masked.
	*/
	listBankAccounts(customerId: Operations["listBankAccounts"]["path"]["customerId"], options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<PaymentsResults["listBankAccounts"]>;
	/**
	* Store a bank account from a token
	*
	* Store the bank account behind a token from `createToken` (body `{"value": "<token>"}`) in the customer's wallet. Serial per customer like `createBankAccount`.
	*/
	createBankAccountFromToken(customerId: Operations["createBankAccountFromToken"]["path"]["customerId"], token: Operations["createBankAccountFromToken"]["request"], options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<PaymentsResults["createBankAccountFromToken"]>;
	/**
	* Read a stored bank account
	*
	* Read one bank account stored under the customer; sensitive numbers masked.
	*/
	readBankAccount(customerId: Operations["readBankAccount"]["path"]["customerId"], bankAccountId: Operations["readBankAccount"]["path"]["bankAccountId"], options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<PaymentsResults["readBankAccount"]>;
	/**
	* Delete a stored bank account
	*
	* Remove the bank account from the customer's wallet. Serial per customer like `createBankAccount`.
	*/
	deleteBankAccount(customerId: Operations["deleteBankAccount"]["path"]["customerId"], bankAccountId: Operations["deleteBankAccount"]["path"]["bankAccountId"], options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<PaymentsResults["deleteBankAccount"]>;
	/**
	* Create a token
	*
	* Exchange card or bank account details for an opaque single-use token (`{"value": ...}`), to charge (`ChargeRequest.token`) or to store (`createCardFromToken`, `createBankAccountFromToken`) without the details passing through the merchant's server. Sent without the `Authorization` header.
	*/
	createToken(tokenRequest: Operations["createToken"]["request"], options?: PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<PaymentsResults["createToken"]>;
}
export { ApiError, ThrottleError, NetworkError, TimeoutError } from "./runtime/rest-client/errors.js";
export { RateLimiter } from "./runtime/rest-client/rate-limiter.js";
