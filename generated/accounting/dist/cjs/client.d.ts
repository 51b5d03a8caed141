/**
* Typed client of Accounting API 3.75.0.
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
import type { Account, AccountUpdateWrite, AccountWrite, BatchItemResponse, Bill, BillUpdateWrite, BillWrite, CdcResult, Customer, CustomerUpdateWrite, CustomerWrite, DateTime, DeletedEntity, EntityDeleteRequest, EntityVoidRequest, Fault, GatewayFault, Invoice, InvoiceUpdateWrite, InvoiceWrite, Item, ItemUpdateWrite, ItemWrite, Payment, PaymentUpdateWrite, PaymentWrite, QueryResult, Vendor, VendorUpdateWrite, VendorWrite } from "./types.js";
import { type SelectQuery } from "./runtime/rest-client/query.js";
import { type BatchOutcome } from "./runtime/rest-client/batch.js";
/** An error answer of the Accounting API: HTTP status, the parsed error body, the trace id and the operation. */
export declare class AccountingError extends ApiError {
	readonly body: Operations[OperationName]["error"] | undefined;
	/** Written out: a minifier may rename the class, not the error. */
	override name: string;
	/** Whether this answers `operation`: then `status` narrows `body` to that status's declared error body. */
	isFrom<Name extends keyof AccountingErrorBodies>(operation: Name): this is AccountingFailure<Name>;
	/** An error to throw from a server handler: answered with this status and body. */
	static of(status: number, body: Operations[OperationName]["error"]): AccountingError;
}
/** The Accounting API throttled the call (HTTP 429), whatever the body's format. Also an `instanceof ThrottleError`. */
export declare class AccountingThrottleError extends AccountingError {
	override name: string;
	constructor(init: ApiErrorInit);
}
/** Where the client sends its calls: a named endpoint of the definition, or any base URL (`name` selects that endpoint's rate limits). */
export type AccountingEnvironment = "production" | "sandbox" | {
	readonly baseUrl: string;
	readonly name?: string;
};
/** Options of `new AccountingClient(...)` and `connectAccounting(...)`. */
export interface AccountingClientOptions {
	/** Endpoint: `'production'`, `'sandbox'` or `{ baseUrl }`. Default: the first server of the definition (`https://accounting.api.svc.example`). */
	readonly environment?: AccountingEnvironment;
	/** The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm. */
	readonly realmId: string;
	/** Bearer token, a function returning a fresh one (called again once after a 401, shared by concurrent calls), or a provider asked on every call (an OAuth helper's `forGrant(key)`). */
	readonly accessToken?: AccessToken;
	/** Same as `accessToken` (`auth: oauth.forGrant(key)` reads better); `accessToken` wins when both are given. */
	readonly auth?: AccessToken;
	/**
	* Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
	*
	* Sent as the `minorversion` query parameter of every call; a call's own `query.minorversion` wins. Unset: none is sent.
	*/
	readonly minorversion?: number;
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
export interface AccountingCallOptions<
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
export interface AccountingResults {
	createCustomer: Customer;
	updateCustomer: Customer;
	readCustomer: Customer;
	createInvoice: Invoice;
	updateInvoice: Invoice;
	deleteInvoice: DeletedEntity;
	voidInvoice: Invoice;
	readInvoice: Invoice;
	pdfInvoice: Uint8Array;
	sendInvoice: Invoice;
	createItem: Item;
	updateItem: Item;
	readItem: Item;
	createPayment: Payment;
	updatePayment: Payment;
	deletePayment: DeletedEntity;
	voidPayment: Payment;
	readPayment: Payment;
	createVendor: Vendor;
	updateVendor: Vendor;
	readVendor: Vendor;
	createBill: Bill;
	updateBill: Bill;
	deleteBill: DeletedEntity;
	readBill: Bill;
	createAccount: Account;
	updateAccount: Account;
	readAccount: Account;
	query: QueryResult;
	batch: BatchItemResponse[];
	cdc: CdcResult[];
}
/** Per operation, its declared error answers, discriminated by `status` (`default` and ranges as `number`). */
export interface AccountingErrorBodies {
	createCustomer: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	updateCustomer: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	readCustomer: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	createInvoice: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	updateInvoice: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	deleteInvoice: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	voidInvoice: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	readInvoice: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	pdfInvoice: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	sendInvoice: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	createItem: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	updateItem: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	readItem: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	createPayment: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	updatePayment: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	deletePayment: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	voidPayment: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	readPayment: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	createVendor: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	updateVendor: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	readVendor: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	createBill: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	updateBill: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	deleteBill: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	readBill: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	createAccount: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	updateAccount: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	readAccount: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	query: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	batch: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
	cdc: {
		readonly status: 400;
		readonly body: Fault;
	} | {
		readonly status: 401;
		readonly body: Fault | GatewayFault;
	} | {
		readonly status: 403;
		readonly body: Fault;
	} | {
		readonly status: 404;
		readonly body: Fault;
	} | {
		readonly status: 429;
		readonly body: Fault | string;
	} | {
		readonly status: 500;
		readonly body: Fault;
	};
}
/** Per operation, the headers its success responses declare (lower-cased names), typed by their schemas. */
export interface AccountingResponseHeaders {
	createCustomer: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	updateCustomer: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	readCustomer: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	createInvoice: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	updateInvoice: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	deleteInvoice: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	voidInvoice: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	readInvoice: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	pdfInvoice: {
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	sendInvoice: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	createItem: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	updateItem: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	readItem: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	createPayment: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	updatePayment: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	deletePayment: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	voidPayment: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	readPayment: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	createVendor: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	updateVendor: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	readVendor: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	createBill: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	updateBill: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	deleteBill: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	readBill: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	createAccount: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	updateAccount: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	readAccount: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	query: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	batch: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
	cdc: {
		readonly "content-type"?: string;
		readonly "svc-version"?: string;
		readonly svc_tid: string;
	};
}
/** The error an operation's call throws, narrowed by `status` (`if (e instanceof AccountingError && e.isFrom('<operation>') && e.status === 404)`). */
export type AccountingFailure<Name extends keyof AccountingErrorBodies> = AccountingError & AccountingErrorBodies[Name] & {
	readonly operation: Name;
};
/** What `client.safe(...)` answers: the result and headers, or the error status with its typed body (`cause` is the error a call throws). */
export type AccountingOutcome<Name extends keyof AccountingResults & keyof AccountingErrorBodies> = {
	readonly ok: true;
	readonly status: number;
	readonly data: AccountingResults[Name];
	readonly headers: AccountingResponseHeaders[Name] & OutcomeHeaders;
} | (AccountingErrorBodies[Name] extends infer F ? F extends {
	readonly status: infer S;
	readonly body: infer B;
} ? {
	readonly ok: false;
	readonly status: S;
	readonly error: B;
	readonly headers: OutcomeHeaders;
	readonly cause: AccountingError;
} : never : never);
/**
* What a Accounting API client is underneath: the HTTP client (rate limits, retries, token refresh, typed errors) and the path values
* every call carries. `AccountingClient` is one; the functions of the `calls` entry take one, so a bundle keeps only the operations it calls.
*/
export interface AccountingConnection {
	/** The generic HTTP client underneath, for calls the generated methods do not cover. */
	readonly http: HttpClient;
	/** Values of the path parameters every operation carries. */
	readonly pathValues: {
		readonly [name: string]: string;
	};
}
/** A connection to the Accounting API (see `AccountingConnection`). */
export declare function connectAccounting(options: AccountingClientOptions): AccountingConnection;
/**
* Client of Accounting API 3.75.0: one method per operation, typed from the definition.
*
* Calls wait for the declared rate limits, retry what is safe to repeat, refresh the token once on 401 and throw
* `AccountingError` (`AccountingThrottleError` on 429), `NetworkError` or `TimeoutError`.
*
* Parameters every operation declares are given once as options (`minorversion`) and sent on every call; a call's own value wins.
*/
export declare class AccountingClient implements AccountingConnection {
	readonly http: HttpClient;
	readonly pathValues: {
		readonly [name: string]: string;
	};
	constructor(options: AccountingClientOptions);
	/**
	* Create a customer
	*
	* Create a customer. Read-only members sent are silently ignored.
	*/
	createCustomer(customer: CustomerWrite, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<Customer>;
	/**
	* Update a customer (full or sparse)
	*
	* Update a customer: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change (`{"Id": "2", "SyncToken": "0", "sparse": true, "MiddleName": "Mark"}`). Make it inactive with `{"Id", "SyncToken", "sparse": true, "Active": false}` (there is no delete).
	*/
	updateCustomer(customerUpdate: CustomerUpdateWrite, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>> & {
		/** Sets `sparse` in the request body. */
		readonly sparse?: boolean;
	}): Promise<Customer>;
	/**
	* Read one customer
	*
	* Read the customer with the given Id (`GET .../customer/<entity_id>`). To read several at once use `query`.
	*/
	readCustomer(id: string, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<Customer>;
	/**
	* Create an invoice
	*
	* Create an invoice. Read-only members sent are silently ignored.
	*/
	createInvoice(invoice: InvoiceWrite, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<Invoice>;
	/**
	* Update an invoice (full or sparse)
	*
	* Update an invoice: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change.
	*/
	updateInvoice(invoiceUpdate: InvoiceUpdateWrite, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>> & {
		/** Sets `sparse` in the request body. */
		readonly sparse?: boolean;
	}): Promise<Invoice>;
	/**
	* Delete an invoice
	*
	* `POST .../invoice?operation=delete` with `Id` and `SyncToken`. The reply holds only `status: Deleted`, `domain` and `Id`.
	*/
	deleteInvoice(entityDeleteRequest: EntityDeleteRequest, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<DeletedEntity>;
	/**
	* Void an invoice
	*
	* `POST .../invoice?operation=void` with `Id` and `SyncToken`: keeps the invoice but zeroes its amounts and marks it voided. The reply is the voided invoice.
	*/
	voidInvoice(entityVoidRequest: EntityVoidRequest, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<Invoice>;
	/**
	* Read one invoice
	*
	* Read the invoice with the given Id (`GET .../invoice/<entity_id>`). To read several at once use `query`.
	*/
	readInvoice(id: string, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<Invoice>;
	/**
	* Read an invoice as PDF
	*
	* The invoice rendered as a PDF document (`GET .../invoice/<entity_id>/pdf` with `Accept: application/pdf`). The reply body is binary; errors still come back as a JSON `Fault`, so a client must look at the status and `Content-Type` before treating the body as PDF. The seed says some transaction entities can be returned as PDF; the path is the vendor's.
	*/
	pdfInvoice(id: string, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<Uint8Array>;
	/**
	* E-mail an invoice
	*
	* E-mails the invoice (`POST .../invoice/<entity_id>/send?sendTo=<address>`), to `sendTo` or, without it, to the invoice's `BillEmail`. No request body. The reply is the invoice with `EmailStatus: EmailSent` and `DeliveryInfo` set. The sandbox allows 40 e-mails per day per realm (`x-svc-rate-limits`).
	*/
	sendInvoice(id: string, options?: AccountingCallOptions<{
		readonly sendTo?: string;
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<Invoice>;
	/**
	* Create an item
	*
	* Create an item. Read-only members sent are silently ignored.
	*/
	createItem(item: ItemWrite, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<Item>;
	/**
	* Update an item (full or sparse)
	*
	* Update an item: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change. Set `Active: false` to make it inactive (there is no delete).
	*/
	updateItem(itemUpdate: ItemUpdateWrite, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>> & {
		/** Sets `sparse` in the request body. */
		readonly sparse?: boolean;
	}): Promise<Item>;
	/**
	* Read one item
	*
	* Read the item with the given Id (`GET .../item/<entity_id>`). To read several at once use `query`.
	*/
	readItem(id: string, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<Item>;
	/**
	* Create a payment
	*
	* Create a payment. Read-only members sent are silently ignored.
	*/
	createPayment(payment: PaymentWrite, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<Payment>;
	/**
	* Update a payment (full or sparse)
	*
	* Update a payment: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change.
	*/
	updatePayment(paymentUpdate: PaymentUpdateWrite, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>> & {
		/** Sets `sparse` in the request body. */
		readonly sparse?: boolean;
	}): Promise<Payment>;
	/**
	* Delete a payment
	*
	* `POST .../payment?operation=delete` with `Id` and `SyncToken`. The reply holds only `status: Deleted`, `domain` and `Id`.
	*/
	deletePayment(entityDeleteRequest: EntityDeleteRequest, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<DeletedEntity>;
	/**
	* Void a payment
	*
	* `POST .../payment?operation=void` with `Id` and `SyncToken`: keeps the payment but zeroes its amounts and marks it voided. The reply is the voided payment. The vendor's reference also shows a payment void as `?operation=update&include=void` with `sparse: true`; this definition uses the invoice form, `operation=void`, for both.
	*/
	voidPayment(entityVoidRequest: EntityVoidRequest, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<Payment>;
	/**
	* Read one payment
	*
	* Read the payment with the given Id (`GET .../payment/<entity_id>`). To read several at once use `query`.
	*/
	readPayment(id: string, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<Payment>;
	/**
	* Create a vendor
	*
	* Create a vendor. Read-only members sent are silently ignored.
	*/
	createVendor(vendor: VendorWrite, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<Vendor>;
	/**
	* Update a vendor (full or sparse)
	*
	* Update a vendor: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change. Set `Active: false` to make it inactive (there is no delete).
	*/
	updateVendor(vendorUpdate: VendorUpdateWrite, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>> & {
		/** Sets `sparse` in the request body. */
		readonly sparse?: boolean;
	}): Promise<Vendor>;
	/**
	* Read one vendor
	*
	* Read the vendor with the given Id (`GET .../vendor/<entity_id>`). To read several at once use `query`.
	*/
	readVendor(id: string, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<Vendor>;
	/**
	* Create a bill
	*
	* Create a bill. Read-only members sent are silently ignored.
	*/
	createBill(bill: BillWrite, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<Bill>;
	/**
	* Update a bill (full or sparse)
	*
	* Update a bill: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change.
	*/
	updateBill(billUpdate: BillUpdateWrite, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>> & {
		/** Sets `sparse` in the request body. */
		readonly sparse?: boolean;
	}): Promise<Bill>;
	/**
	* Delete a bill
	*
	* `POST .../bill?operation=delete` with `Id` and `SyncToken`. The reply holds only `status: Deleted`, `domain` and `Id`.
	*/
	deleteBill(entityDeleteRequest: EntityDeleteRequest, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<DeletedEntity>;
	/**
	* Read one bill
	*
	* Read the bill with the given Id (`GET .../bill/<entity_id>`). To read several at once use `query`.
	*/
	readBill(id: string, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<Bill>;
	/**
	* Create an account
	*
	* Create an account. Read-only members sent are silently ignored.
	*/
	createAccount(account: AccountWrite, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<Account>;
	/**
	* Update an account (full or sparse)
	*
	* Update an account: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change. Set `Active: false` to make it inactive (there is no delete).
	*/
	updateAccount(accountUpdate: AccountUpdateWrite, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>> & {
		/** Sets `sparse` in the request body. */
		readonly sparse?: boolean;
	}): Promise<Account>;
	/**
	* Read one account
	*
	* Read the account with the given Id (`GET .../account/<entity_id>`). To read several at once use `query`.
	*/
	readAccount(id: string, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<Account>;
	/**
	* Query entities
	*
	* Read several entities with a select statement (`GET .../query?query=<select_stmt>`). The reply holds the entities under the queried entity's name (`QueryResponse.Invoice`), with `startPosition` and `maxResults`; `SELECT COUNT(*)` answers `totalCount` alone, and an empty result is `"QueryResponse": {}`. Long statements can instead be sent as `POST .../query` with the statement as the body (`Content-Type: application/text`); the reply is the same. That form is not a separate operation here (`x-svc-query.post` says a sandbox takes it).
	*/
	query(query: string, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<QueryResult>;
	/**
	* List entities changed since a time
	*
	* Change data capture (`GET .../cdc?entities=Invoice,Customer&changedSince=<timestamp>`): the entities of the given kinds created, updated or deleted after `changedSince` (at most 30 days back). Deleted entities come as `{"Id", "status": "Deleted"}`. Useful to catch up after missed webhook notifications.
	*/
	cdc(entities: string[], changedSince: DateTime, options?: AccountingCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<CdcResult[]>;
	/**
	* The non-throwing form of a method: `await client.safe('<operation>', ...its arguments)` answers
	* `{ ok, status, data | error, headers }`: an error status is returned, its body typed by `status`, and the declared
	* response headers typed by their schemas. Network failures and timeouts still throw.
	*/
	safe<Name extends Exclude<keyof AccountingResults, "batch">>(operation: Name, ...args: AccountingClient[Name] extends (...a: infer A) => unknown ? A : never): Promise<AccountingOutcome<Name>>;
	/**
	* A typed select statement over one entity, run by `query`: `where`, `orderBy`, `limit`, then `fetch()` for one page
	* or `for await (const e of ….all())` for every result (pages of up to 1000 with STARTPOSITION/MAXRESULTS).
	* Field names are checked against the entity type; values are quoted and escaped by the builder.
	*/
	select<E extends keyof AccountingQueryEntities>(entity: E): SelectQuery<AccountingQueryEntities[E], AccountingQueryOperator>;
	/**
	* Run several operations in one request
	*
	* Takes any number of items and sends them in chunks of the largest size the rate limits allow, paced by the limiter; resolves
	* to one outcome per item, in input order. Each request gets its own idempotency key. A request that fails as a whole rejects.
	*/
	batch<const I extends readonly AccountingBatchItem[]>(items: I, options?: Omit<AccountingCallOptions<Pick<Operations["batch"]["query"], "minorversion">>, "idempotencyKey">): Promise<{ -readonly [K in keyof I]: AccountingBatchOutcome<I[K]> }>;
}
/** Entities `select()` can query, each with the type of one result of `query`. */
export interface AccountingQueryEntities {
	Account: NonNullable<AccountingResults["query"]["Account"]>[number];
	Bill: NonNullable<AccountingResults["query"]["Bill"]>[number];
	Customer: NonNullable<AccountingResults["query"]["Customer"]>[number];
	Invoice: NonNullable<AccountingResults["query"]["Invoice"]>[number];
	Item: NonNullable<AccountingResults["query"]["Item"]>[number];
	Payment: NonNullable<AccountingResults["query"]["Payment"]>[number];
	Vendor: NonNullable<AccountingResults["query"]["Vendor"]>[number];
}
/** Comparison operators of the query language. */
export type AccountingQueryOperator = "=" | "<" | ">" | "<=" | ">=" | "IN" | "LIKE";
/** One item of `batch()`: an entity with what to do with it, or a query (a statement or a `select()` builder). Ids are assigned by the client. */
export type AccountingBatchItem = { [E in keyof AccountingQueryEntities]: {
	readonly operation: NonNullable<Operations["batch"]["request"]["BatchItemRequest"][number]["operation"]>;
} & { readonly [K in E]: AccountingQueryEntities[E] } }[keyof AccountingQueryEntities] | {
	readonly Query: string | {
		toString(): string;
	};
};
/** Why one batch item failed, as the service reports it. */
export type AccountingBatchFault = NonNullable<AccountingResults["batch"][number]["Fault"]>;
/** Outcome of batch item `I`: `{ ok: true, value }` or `{ ok: false, fault }` (`fault` undefined when the service returned no outcome for it). */
export type AccountingBatchOutcome<I> = BatchOutcome<I extends {
	readonly Query: unknown;
} ? NonNullable<AccountingResults["batch"][number]["QueryResponse"]> : { [E in keyof AccountingQueryEntities]: I extends { readonly [K in E]: unknown } ? AccountingQueryEntities[E] : never }[keyof AccountingQueryEntities], AccountingBatchFault>;
export { ApiError, ThrottleError, NetworkError, TimeoutError } from "./runtime/rest-client/errors.js";
export { RateLimiter } from "./runtime/rest-client/rate-limiter.js";
export type { RateLimitStore, SharedRateLimitStore } from "./runtime/rest-client/rate-limit-store.js";
export { RedisRateLimitStore, createRedisRateLimitStore, RateLimitStoreError } from "./runtime/rest-client/redis-rate-limit-store.js";
export type { RedisRateLimitStoreOptions, RedisRateLimitClient } from "./runtime/rest-client/redis-rate-limit-store.js";
export { SelectQuery } from "./runtime/rest-client/query.js";
export type { BatchOutcome } from "./runtime/rest-client/batch.js";
