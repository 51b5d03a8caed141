/**
* Typed client of Accounting API 3.75.0.
*
* Generated from the definition; do not edit.
*/
import { ApiError, brandThrottled } from "./runtime/rest-client/errors.js";
import { createHttpClient } from "./runtime/rest-client/http-client.js";
import { RateLimiter, maxItemsPerRequest } from "./runtime/rest-client/rate-limiter.js";
import { settleCall } from "./runtime/rest-client/outcome.js";
import { endpoints, rateLimitKeys, rateLimits } from "./operations.js";
import * as descriptors from "./operation-descriptors.js";
import { selectFrom, statementCall } from "./runtime/rest-client/query.js";
import { runBatch } from "./runtime/rest-client/batch.js";
/** An error answer of the Accounting API: HTTP status, the parsed error body, the trace id and the operation. */
export class AccountingError extends ApiError {
	/** Written out: a minifier may rename the class, not the error. */
	name = "AccountingError";
	/** Whether this answers `operation`: then `status` narrows `body` to that status's declared error body. */
	isFrom(operation) {
		return this.operation === operation;
	}
	/** An error to throw from a server handler: answered with this status and body. */
	static of(status, body) {
		return new AccountingError({
			status,
			body,
			operation: "",
			throttled: status === 429
		});
	}
}
/** The Accounting API throttled the call (HTTP 429), whatever the body's format. Also an `instanceof ThrottleError`. */
export class AccountingThrottleError extends AccountingError {
	name = "AccountingThrottleError";
	constructor(init) {
		super(init);
		brandThrottled(this);
	}
}
const errorFactory = (init) => init.throttled ? new AccountingThrottleError(init) : new AccountingError(init);
/** The result of a success body: its member named by the descriptor (`x-svc-result`), else the body. */
function unwrap(operation, body) {
	const member = operation.result;
	if (member === undefined || body === null || typeof body !== "object") return body;
	return body[member];
}
/** A connection to the Accounting API (see `AccountingConnection`). */
export function connectAccounting(options) {
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
		workspace: "client"
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
			in: "query",
			name: "requestid"
		},
		traceHeader: "svc_tid",
		unwrap,
		defaultQuery: {
			...options.defaultQuery,
			...options.minorversion === undefined ? {} : { minorversion: String(options.minorversion) }
		}
	});
	return {
		http,
		pathValues: { realmId: options["realmId"] }
	};
}
/**
* Client of Accounting API 3.75.0: one method per operation, typed from the definition.
*
* Calls wait for the declared rate limits, retry what is safe to repeat, refresh the token once on 401 and throw
* `AccountingError` (`AccountingThrottleError` on 429), `NetworkError` or `TimeoutError`.
*
* Parameters every operation declares are given once as options (`minorversion`) and sent on every call; a call's own value wins.
*/
export class AccountingClient {
	http;
	pathValues;
	constructor(options) {
		const connection = connectAccounting(options);
		this.http = connection.http;
		this.pathValues = connection.pathValues;
	}
	/**
	* Create a customer
	*
	* Create a customer. Read-only members sent are silently ignored.
	*/
	createCustomer(customer, options) {
		return this.http.call(descriptors.createCustomerOperation, {
			path: { realmId: this.pathValues["realmId"] },
			query: options?.query,
			headers: options?.headers,
			body: customer,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Update a customer (full or sparse)
	*
	* Update a customer: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change (`{"Id": "2", "SyncToken": "0", "sparse": true, "MiddleName": "Mark"}`). Make it inactive with `{"Id", "SyncToken", "sparse": true, "Active": false}` (there is no delete).
	*/
	updateCustomer(customerUpdate, options) {
		return this.http.call(descriptors.updateCustomerOperation, {
			path: { realmId: this.pathValues["realmId"] },
			query: options?.query,
			headers: options?.headers,
			body: withFlags(customerUpdate, { sparse: options?.sparse }),
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Read one customer
	*
	* Read the customer with the given Id (`GET .../customer/<entity_id>`). To read several at once use `query`.
	*/
	readCustomer(id, options) {
		return this.http.call(descriptors.readCustomerOperation, {
			path: {
				realmId: this.pathValues["realmId"],
				id
			},
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Create an invoice
	*
	* Create an invoice. Read-only members sent are silently ignored.
	*/
	createInvoice(invoice, options) {
		return this.http.call(descriptors.createInvoiceOperation, {
			path: { realmId: this.pathValues["realmId"] },
			query: options?.query,
			headers: options?.headers,
			body: invoice,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Update an invoice (full or sparse)
	*
	* Update an invoice: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change.
	*/
	updateInvoice(invoiceUpdate, options) {
		return this.http.call(descriptors.updateInvoiceOperation, {
			path: { realmId: this.pathValues["realmId"] },
			query: options?.query,
			headers: options?.headers,
			body: withFlags(invoiceUpdate, { sparse: options?.sparse }),
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Delete an invoice
	*
	* `POST .../invoice?operation=delete` with `Id` and `SyncToken`. The reply holds only `status: Deleted`, `domain` and `Id`.
	*/
	deleteInvoice(entityDeleteRequest, options) {
		return this.http.call(descriptors.deleteInvoiceOperation, {
			path: { realmId: this.pathValues["realmId"] },
			query: options?.query,
			headers: options?.headers,
			body: entityDeleteRequest,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Void an invoice
	*
	* `POST .../invoice?operation=void` with `Id` and `SyncToken`: keeps the invoice but zeroes its amounts and marks it voided. The reply is the voided invoice.
	*/
	voidInvoice(entityVoidRequest, options) {
		return this.http.call(descriptors.voidInvoiceOperation, {
			path: { realmId: this.pathValues["realmId"] },
			query: options?.query,
			headers: options?.headers,
			body: entityVoidRequest,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Read one invoice
	*
	* Read the invoice with the given Id (`GET .../invoice/<entity_id>`). To read several at once use `query`.
	*/
	readInvoice(id, options) {
		return this.http.call(descriptors.readInvoiceOperation, {
			path: {
				realmId: this.pathValues["realmId"],
				id
			},
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Read an invoice as PDF
	*
	* The invoice rendered as a PDF document (`GET .../invoice/<entity_id>/pdf` with `Accept: application/pdf`). The reply body is binary; errors still come back as a JSON `Fault`, so a client must look at the status and `Content-Type` before treating the body as PDF. The seed says some transaction entities can be returned as PDF; the path is the vendor's.
	*/
	pdfInvoice(id, options) {
		return this.http.call(descriptors.pdfInvoiceOperation, {
			path: {
				realmId: this.pathValues["realmId"],
				id
			},
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* E-mail an invoice
	*
	* E-mails the invoice (`POST .../invoice/<entity_id>/send?sendTo=<address>`), to `sendTo` or, without it, to the invoice's `BillEmail`. No request body. The reply is the invoice with `EmailStatus: EmailSent` and `DeliveryInfo` set. The sandbox allows 40 e-mails per day per realm (`x-svc-rate-limits`).
	*/
	sendInvoice(id, options) {
		return this.http.call(descriptors.sendInvoiceOperation, {
			path: {
				realmId: this.pathValues["realmId"],
				id
			},
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Create an item
	*
	* Create an item. Read-only members sent are silently ignored.
	*/
	createItem(item, options) {
		return this.http.call(descriptors.createItemOperation, {
			path: { realmId: this.pathValues["realmId"] },
			query: options?.query,
			headers: options?.headers,
			body: item,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Update an item (full or sparse)
	*
	* Update an item: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change. Set `Active: false` to make it inactive (there is no delete).
	*/
	updateItem(itemUpdate, options) {
		return this.http.call(descriptors.updateItemOperation, {
			path: { realmId: this.pathValues["realmId"] },
			query: options?.query,
			headers: options?.headers,
			body: withFlags(itemUpdate, { sparse: options?.sparse }),
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Read one item
	*
	* Read the item with the given Id (`GET .../item/<entity_id>`). To read several at once use `query`.
	*/
	readItem(id, options) {
		return this.http.call(descriptors.readItemOperation, {
			path: {
				realmId: this.pathValues["realmId"],
				id
			},
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Create a payment
	*
	* Create a payment. Read-only members sent are silently ignored.
	*/
	createPayment(payment, options) {
		return this.http.call(descriptors.createPaymentOperation, {
			path: { realmId: this.pathValues["realmId"] },
			query: options?.query,
			headers: options?.headers,
			body: payment,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Update a payment (full or sparse)
	*
	* Update a payment: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change.
	*/
	updatePayment(paymentUpdate, options) {
		return this.http.call(descriptors.updatePaymentOperation, {
			path: { realmId: this.pathValues["realmId"] },
			query: options?.query,
			headers: options?.headers,
			body: withFlags(paymentUpdate, { sparse: options?.sparse }),
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Delete a payment
	*
	* `POST .../payment?operation=delete` with `Id` and `SyncToken`. The reply holds only `status: Deleted`, `domain` and `Id`.
	*/
	deletePayment(entityDeleteRequest, options) {
		return this.http.call(descriptors.deletePaymentOperation, {
			path: { realmId: this.pathValues["realmId"] },
			query: options?.query,
			headers: options?.headers,
			body: entityDeleteRequest,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Void a payment
	*
	* `POST .../payment?operation=void` with `Id` and `SyncToken`: keeps the payment but zeroes its amounts and marks it voided. The reply is the voided payment. The vendor's reference also shows a payment void as `?operation=update&include=void` with `sparse: true`; this definition uses the invoice form, `operation=void`, for both.
	*/
	voidPayment(entityVoidRequest, options) {
		return this.http.call(descriptors.voidPaymentOperation, {
			path: { realmId: this.pathValues["realmId"] },
			query: options?.query,
			headers: options?.headers,
			body: entityVoidRequest,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Read one payment
	*
	* Read the payment with the given Id (`GET .../payment/<entity_id>`). To read several at once use `query`.
	*/
	readPayment(id, options) {
		return this.http.call(descriptors.readPaymentOperation, {
			path: {
				realmId: this.pathValues["realmId"],
				id
			},
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Create a vendor
	*
	* Create a vendor. Read-only members sent are silently ignored.
	*/
	createVendor(vendor, options) {
		return this.http.call(descriptors.createVendorOperation, {
			path: { realmId: this.pathValues["realmId"] },
			query: options?.query,
			headers: options?.headers,
			body: vendor,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Update a vendor (full or sparse)
	*
	* Update a vendor: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change. Set `Active: false` to make it inactive (there is no delete).
	*/
	updateVendor(vendorUpdate, options) {
		return this.http.call(descriptors.updateVendorOperation, {
			path: { realmId: this.pathValues["realmId"] },
			query: options?.query,
			headers: options?.headers,
			body: withFlags(vendorUpdate, { sparse: options?.sparse }),
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Read one vendor
	*
	* Read the vendor with the given Id (`GET .../vendor/<entity_id>`). To read several at once use `query`.
	*/
	readVendor(id, options) {
		return this.http.call(descriptors.readVendorOperation, {
			path: {
				realmId: this.pathValues["realmId"],
				id
			},
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Create a bill
	*
	* Create a bill. Read-only members sent are silently ignored.
	*/
	createBill(bill, options) {
		return this.http.call(descriptors.createBillOperation, {
			path: { realmId: this.pathValues["realmId"] },
			query: options?.query,
			headers: options?.headers,
			body: bill,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Update a bill (full or sparse)
	*
	* Update a bill: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change.
	*/
	updateBill(billUpdate, options) {
		return this.http.call(descriptors.updateBillOperation, {
			path: { realmId: this.pathValues["realmId"] },
			query: options?.query,
			headers: options?.headers,
			body: withFlags(billUpdate, { sparse: options?.sparse }),
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Delete a bill
	*
	* `POST .../bill?operation=delete` with `Id` and `SyncToken`. The reply holds only `status: Deleted`, `domain` and `Id`.
	*/
	deleteBill(entityDeleteRequest, options) {
		return this.http.call(descriptors.deleteBillOperation, {
			path: { realmId: this.pathValues["realmId"] },
			query: options?.query,
			headers: options?.headers,
			body: entityDeleteRequest,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Read one bill
	*
	* Read the bill with the given Id (`GET .../bill/<entity_id>`). To read several at once use `query`.
	*/
	readBill(id, options) {
		return this.http.call(descriptors.readBillOperation, {
			path: {
				realmId: this.pathValues["realmId"],
				id
			},
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Create an account
	*
	* Create an account. Read-only members sent are silently ignored.
	*/
	createAccount(account, options) {
		return this.http.call(descriptors.createAccountOperation, {
			path: { realmId: this.pathValues["realmId"] },
			query: options?.query,
			headers: options?.headers,
			body: account,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Update an account (full or sparse)
	*
	* Update an account: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change. Set `Active: false` to make it inactive (there is no delete).
	*/
	updateAccount(accountUpdate, options) {
		return this.http.call(descriptors.updateAccountOperation, {
			path: { realmId: this.pathValues["realmId"] },
			query: options?.query,
			headers: options?.headers,
			body: withFlags(accountUpdate, { sparse: options?.sparse }),
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Read one account
	*
	* Read the account with the given Id (`GET .../account/<entity_id>`). To read several at once use `query`.
	*/
	readAccount(id, options) {
		return this.http.call(descriptors.readAccountOperation, {
			path: {
				realmId: this.pathValues["realmId"],
				id
			},
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Query entities
	*
	* Read several entities with a select statement (`GET .../query?query=<select_stmt>`). The reply holds the entities under the queried entity's name (`QueryResponse.Invoice`), with `startPosition` and `maxResults`; `SELECT COUNT(*)` answers `totalCount` alone, and an empty result is `"QueryResponse": {}`. Long statements can instead be sent as `POST .../query` with the statement as the body (`Content-Type: application/text`); the reply is the same. That form is not a separate operation here (`x-svc-query.post` says a sandbox takes it).
	*/
	query(query, options) {
		return this.http.call(descriptors.queryOperation, {
			path: { realmId: this.pathValues["realmId"] },
			query: {
				...options?.query,
				query
			},
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* List entities changed since a time
	*
	* Change data capture (`GET .../cdc?entities=Invoice,Customer&changedSince=<timestamp>`): the entities of the given kinds created, updated or deleted after `changedSince` (at most 30 days back). Deleted entities come as `{"Id", "status": "Deleted"}`. Useful to catch up after missed webhook notifications.
	*/
	cdc(entities, changedSince, options) {
		return this.http.call(descriptors.cdcOperation, {
			path: { realmId: this.pathValues["realmId"] },
			query: {
				...options?.query,
				entities,
				changedSince
			},
			headers: options?.headers,
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
		const method = AccountingClient.prototype[operation];
		return method.apply({
			http: {
				...this.http,
				call
			},
			pathValues: this.pathValues
		}, args);
	}
	/**
	* A typed select statement over one entity, run by `query`: `where`, `orderBy`, `limit`, then `fetch()` for one page
	* or `for await (const e of ….all())` for every result (pages of up to 1000 with STARTPOSITION/MAXRESULTS).
	* Field names are checked against the entity type; values are quoted and escaped by the builder.
	*/
	select(entity) {
		return selectFrom(queryDialect, (statement, signal) => {
			const call = statementCall(descriptors.queryOperation, "query", statement, queryDialect.post);
			return this.http.call(call.operation, {
				path: { realmId: this.pathValues["realmId"] },
				query: call.query,
				body: call.body,
				headers: call.headers,
				signal
			});
		}, entity);
	}
	/**
	* Run several operations in one request
	*
	* Takes any number of items and sends them in chunks of the largest size the rate limits allow, paced by the limiter; resolves
	* to one outcome per item, in input order. Each request gets its own idempotency key. A request that fails as a whole rejects.
	*/
	batch(items, options) {
		const size = maxItemsPerRequest(rateLimits, "batch") ?? Math.max(1, items.length);
		const send = (body) => this.http.call(descriptors.batchOperation, {
			path: { realmId: this.pathValues["realmId"] },
			query: options?.query,
			body,
			signal: options?.signal
		});
		return runBatch(batchShape, items, size, send);
	}
}
/** The body with the flags given in the call options set (flags left undefined keep the body's own value). */
function withFlags(body, flags) {
	const set = Object.entries(flags).filter(([, v]) => v !== undefined);
	return set.length === 0 || body === null || typeof body !== "object" ? body : {
		...body,
		...Object.fromEntries(set)
	};
}
const queryDialect = {
	operators: [
		"=",
		"<",
		">",
		"<=",
		">=",
		"IN",
		"LIKE"
	],
	orderByKeyword: "ORDERBY",
	offsetKeyword: "STARTPOSITION",
	offsetBase: 1,
	limitKeyword: "MAXRESULTS",
	defaultLimit: 100,
	maxLimit: 1e3,
	quote: "'",
	escape: "\\",
	post: "application/text"
};
const batchShape = {
	itemsMember: "BatchItemRequest",
	idMember: "bId",
	operationMember: "operation",
	queryMember: "Query",
	queryResultMember: "QueryResponse",
	faultMember: "Fault"
};
export { ApiError, ThrottleError, NetworkError, TimeoutError } from "./runtime/rest-client/errors.js";
export { RateLimiter } from "./runtime/rest-client/rate-limiter.js";
export { RedisRateLimitStore, createRedisRateLimitStore, RateLimitStoreError } from "./runtime/rest-client/redis-rate-limit-store.js";
export { SelectQuery } from "./runtime/rest-client/query.js";
