/**
* Typed client of Payments API 4.
*
* Generated from the definition; do not edit.
*/
import { ApiError, brandThrottled } from "./runtime/rest-client/errors.js";
import { createHttpClient } from "./runtime/rest-client/http-client.js";
import { RateLimiter } from "./runtime/rest-client/rate-limiter.js";
import { settleCall } from "./runtime/rest-client/outcome.js";
import { endpoints, rateLimitKeys, rateLimits } from "./operations.js";
import * as descriptors from "./operation-descriptors.js";
/** An error answer of the Payments API: HTTP status, the parsed error body, the trace id and the operation. */
export class PaymentsError extends ApiError {
	/** Written out: a minifier may rename the class, not the error. */
	name = "PaymentsError";
	/** Whether this answers `operation`: then `status` narrows `body` to that status's declared error body. */
	isFrom(operation) {
		return this.operation === operation;
	}
	/** An error to throw from a server handler: answered with this status and body. */
	static of(status, body) {
		return new PaymentsError({
			status,
			body,
			operation: "",
			throttled: status === 429
		});
	}
}
/** The Payments API throttled the call (HTTP 429), whatever the body's format. Also an `instanceof ThrottleError`. */
export class PaymentsThrottleError extends PaymentsError {
	name = "PaymentsThrottleError";
	constructor(init) {
		super(init);
		brandThrottled(this);
	}
}
const errorFactory = (init) => init.throttled ? new PaymentsThrottleError(init) : new PaymentsError(init);
/** The result of a success body: its member named by the descriptor (`x-svc-result`), else the body. */
function unwrap(operation, body) {
	const member = operation.result;
	if (member === undefined || body === null || typeof body !== "object") return body;
	return body[member];
}
/** A connection to the Payments API (see `PaymentsConnection`). */
export function connectPayments(options) {
	const environment = options.environment;
	const named = typeof environment === "string" ? endpoints.find((e) => e.name === environment) : undefined;
	if (typeof environment === "string" && named === undefined) {
		throw new TypeError(`Unknown environment "${environment}" (known: ${endpoints.flatMap((e) => e.name === undefined ? [] : [e.name]).join(", ") || "none"}; or give { baseUrl })`);
	}
	const endpoint = typeof environment === "object" ? undefined : named ?? endpoints[0];
	if (typeof environment !== "object" && endpoint === undefined) throw new TypeError("The definition names no server: give environment: { baseUrl }");
	const baseUrl = typeof environment === "object" ? environment.baseUrl : endpoint.url;
	const ownKeys = {
		app: "client",
		realm: "client"
	};
	const http = createHttpClient({
		baseUrl,
		accessToken: options.accessToken ?? options.auth,
		fetch: options.fetch,
		timeoutMs: options.timeoutMs,
		maxResponseBytes: options.maxResponseBytes,
		maxDepth: options.maxDepth,
		retry: options.retry,
		onRequest: options.onRequest,
		limits: rateLimits,
		rateLimitKeys,
		environment: typeof environment === "object" ? environment.name : endpoint?.name,
		limiter: options.limiter,
		rateLimitStore: options.rateLimitStore,
		keyValues: {
			...ownKeys,
			...options.keyValues
		},
		errorFactory,
		idempotency: {
			in: "header",
			name: "Request-Id"
		},
		traceHeader: "svc_tid",
		unwrap,
		defaultQuery: options.defaultQuery
	});
	return {
		http,
		pathValues: {}
	};
}
/**
* Client of Payments API 4: one method per operation, typed from the definition.
*
* Calls wait for the declared rate limits, retry what is safe to repeat, refresh the token once on 401 and throw
* `PaymentsError` (`PaymentsThrottleError` on 429), `NetworkError` or `TimeoutError`.
*/
export class PaymentsClient {
	http;
	pathValues;
	constructor(options) {
		const connection = connectPayments(options);
		this.http = connection.http;
		this.pathValues = connection.pathValues;
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
	createCharge(chargeRequest, options) {
		return this.http.call(descriptors.createChargeOperation, {
			path: {},
			query: options?.query,
			headers: options?.headers,
			body: chargeRequest,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Read a charge
	*
	* Read one charge by its id, with its current status, capture and refund details.
	*/
	readCharge(chargeId, options) {
		return this.http.call(descriptors.readChargeOperation, {
			path: { chargeId },
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Capture an authorized charge
	*
	* Capture a charge created with `capture: "false"` (status `AUTHORIZED`), giving `CAPTURED`. The amount
	* may be at most 150% of the authorized amount (else error `PMT-5000`). Authorizations expire after 30 days.
	*/
	captureCharge(chargeId, captureRequest, options) {
		return this.http.call(descriptors.captureChargeOperation, {
			path: { chargeId },
			query: options?.query,
			headers: options?.headers,
			body: captureRequest,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Refund a charge
	*
	* Refund all or part of a captured or settled charge. Before settlement the service may void the charge instead (refund `type: VOID`).
	*/
	refundCharge(chargeId, refundRequest, options) {
		return this.http.call(descriptors.refundChargeOperation, {
			path: { chargeId },
			query: options?.query,
			headers: options?.headers,
			body: refundRequest,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Read a refund of a charge
	*
	* Read one refund of a charge by the charge id and the refund id.
	*/
	readRefund(chargeId, refundId, options) {
		return this.http.call(descriptors.readRefundOperation, {
			path: {
				chargeId,
				refundId
			},
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Void a transaction by its request id
	*
	* Void a charge identified by the `Request-Id` it was created with: for a create call that timed out, where the client does not know whether (or under which id) the charge exists. No body. The void is itself a write and carries its own `Request-Id`.
	*/
	voidTransaction(requestId, options) {
		return this.http.call(descriptors.voidTransactionOperation, {
			path: { requestId },
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Store a card under a customer
	*
	* Store a card in the customer's wallet. Writes to one customer's wallet are serial (name-list rule: `x-svc-serialize` keyed by customer).
	*/
	createCard(customerId, card, options) {
		return this.http.call(descriptors.createCardOperation, {
			path: { customerId },
			query: options?.query,
			headers: options?.headers,
			body: card,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* List the cards of a customer
	*
	* All cards stored under the customer, newest first; sensitive numbers masked.
	*/
	listCards(customerId, options) {
		return this.http.call(descriptors.listCardsOperation, {
			path: { customerId },
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Store a card from a token
	*
	* Store the card behind a token from `createToken` (body `{"value": "<token>"}`) in the customer's wallet. Serial per customer like `createCard`.
	*/
	createCardFromToken(customerId, token, options) {
		return this.http.call(descriptors.createCardFromTokenOperation, {
			path: { customerId },
			query: options?.query,
			headers: options?.headers,
			body: token,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Read a stored card
	*
	* Read one card stored under the customer; sensitive numbers masked.
	*/
	readCard(customerId, cardId, options) {
		return this.http.call(descriptors.readCardOperation, {
			path: {
				customerId,
				cardId
			},
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Delete a stored card
	*
	* Remove the card from the customer's wallet. Serial per customer like `createCard`.
	*/
	deleteCard(customerId, cardId, options) {
		return this.http.call(descriptors.deleteCardOperation, {
			path: {
				customerId,
				cardId
			},
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Store a bank account under a customer
	*
	* Store a bank account in the customer's wallet. Writes to one customer's wallet are serial (name-list rule: `x-svc-serialize` keyed by customer).
	*/
	createBankAccount(customerId, bankAccount, options) {
		return this.http.call(descriptors.createBankAccountOperation, {
			path: { customerId },
			query: options?.query,
			headers: options?.headers,
			body: bankAccount,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* List the bank accounts of a customer
	*
	* All bank accounts stored under the customer, newest first; sensitive numbers masked.
	*/
	listBankAccounts(customerId, options) {
		return this.http.call(descriptors.listBankAccountsOperation, {
			path: { customerId },
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Store a bank account from a token
	*
	* Store the bank account behind a token from `createToken` (body `{"value": "<token>"}`) in the customer's wallet. Serial per customer like `createBankAccount`.
	*/
	createBankAccountFromToken(customerId, token, options) {
		return this.http.call(descriptors.createBankAccountFromTokenOperation, {
			path: { customerId },
			query: options?.query,
			headers: options?.headers,
			body: token,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Read a stored bank account
	*
	* Read one bank account stored under the customer; sensitive numbers masked.
	*/
	readBankAccount(customerId, bankAccountId, options) {
		return this.http.call(descriptors.readBankAccountOperation, {
			path: {
				customerId,
				bankAccountId
			},
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Delete a stored bank account
	*
	* Remove the bank account from the customer's wallet. Serial per customer like `createBankAccount`.
	*/
	deleteBankAccount(customerId, bankAccountId, options) {
		return this.http.call(descriptors.deleteBankAccountOperation, {
			path: {
				customerId,
				bankAccountId
			},
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Create a token
	*
	* Exchange card or bank account details for an opaque single-use token (`{"value": ...}`), to charge (`ChargeRequest.token`) or to store (`createCardFromToken`, `createBankAccountFromToken`) without the details passing through the merchant's server. Sent without the `Authorization` header.
	*/
	createToken(tokenRequest, options) {
		return this.http.call(descriptors.createTokenOperation, {
			path: {},
			query: options?.query,
			headers: options?.headers,
			body: tokenRequest,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* The non-throwing form of a method: `await client.safe('<operation>', ...its arguments)` answers
	* `{ ok, status, data | error, headers }`: an error status is returned, its body typed by `status`, and the declared
	* response headers typed by their schemas. Network failures and timeouts still throw.
	*/
	safe(operation, ...args) {
		const call = (descriptor, input) => settleCall(this.http, descriptor, input, unwrap);
		const method = PaymentsClient.prototype[operation];
		return method.apply({
			http: {
				...this.http,
				call
			},
			pathValues: this.pathValues
		}, args);
	}
}
export { ApiError, ThrottleError, NetworkError, TimeoutError } from "./runtime/rest-client/errors.js";
export { RateLimiter } from "./runtime/rest-client/rate-limiter.js";
export { RedisRateLimitStore, createRedisRateLimitStore, RateLimitStoreError } from "./runtime/rest-client/redis-rate-limit-store.js";
