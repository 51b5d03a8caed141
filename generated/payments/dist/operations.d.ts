/**
* Operations of Payments API 4.
*
* Generated from the definition; do not edit.
*/
import type { EndpointDescriptor, HttpOperationDescriptor, RateLimit, RateLimitKey, SecuritySchemeDescriptor } from "./runtime/operations/operation-table.js";
import type { BankAccount, BankAccountList, BankAccountWrite, CaptureRequest, Card, CardList, CardWrite, Charge, ChargeRequestWrite, ErrorResponse, Refund, RefundRequest, Token, TokenRequestWrite } from "./types.js";
/** Every operation by name: the transport facts clients and servers read at run time. */
export declare const operations: {
	readonly createCharge: HttpOperationDescriptor;
	readonly readCharge: HttpOperationDescriptor;
	readonly captureCharge: HttpOperationDescriptor;
	readonly refundCharge: HttpOperationDescriptor;
	readonly readRefund: HttpOperationDescriptor;
	readonly voidTransaction: HttpOperationDescriptor;
	readonly createCard: HttpOperationDescriptor;
	readonly listCards: HttpOperationDescriptor;
	readonly createCardFromToken: HttpOperationDescriptor;
	readonly readCard: HttpOperationDescriptor;
	readonly deleteCard: HttpOperationDescriptor;
	readonly createBankAccount: HttpOperationDescriptor;
	readonly listBankAccounts: HttpOperationDescriptor;
	readonly createBankAccountFromToken: HttpOperationDescriptor;
	readonly readBankAccount: HttpOperationDescriptor;
	readonly deleteBankAccount: HttpOperationDescriptor;
	readonly createToken: HttpOperationDescriptor;
};
/** Name of an operation of this package. */
export type OperationName = keyof typeof operations;
/** Request and response types of every operation, by name. `request` is a write shape (no read-only properties). */
export interface Operations {
	/**
	* Create a charge
	*
	* Charge a card (given as card details, a token or a stored card). With `capture: "true"` (the default) the
	* charge is captured at once (status `CAPTURED`); with `capture: "false"` it is only authorized
	* (`AUTHORIZED`) and must be captured with `captureCharge` within 30 days. Body: the charge JSON object;
	* reply: the created charge. Send a `Request-Id`: a retry must reuse it, and a charge whose create timed
	* out can be voided by it (`voidTransaction`).
	*/
	createCharge: {
		path: Record<string, never>;
		query: Record<string, never>;
		headers: {
			/**
			* Unique id of one logical write request (the vendor's Java SDK sends 32 hexadecimal characters). Sent on every
			* write (POST, DELETE).
			*
			* Idempotency: the service treats a repeat carrying the same `Request-Id` as the same request and does not
			* perform it twice. A client that retries after a timeout or a dropped connection must therefore reuse the id of
			* the original attempt; a new id means a new charge. The replay of an already processed request may come back
			* with an empty body; read the resource to learn its state. A charge whose create timed out can be voided by
			* this id (`voidTransaction`).
			*
			*
			* @minLength 1
			* @maxLength 50
			* @example "3b8ac0d5e8a34f1c9b6a2f0e4d7c1a92"
			*/
			"Request-Id": string;
		};
		cookies: Record<string, never>;
		request: ChargeRequestWrite;
		response: Charge;
		error: ErrorResponse;
	};
	/**
	* Read a charge
	*
	* Read one charge by its id, with its current status, capture and refund details.
	*/
	readCharge: {
		path: {
			/**
			* Id of the charge (`Charge.id`, e.g. `EAQX3720TN5J`).
			*
			* @minLength 1
			*/
			chargeId: string;
		};
		query: Record<string, never>;
		headers: Record<string, never>;
		cookies: Record<string, never>;
		request: never;
		response: Charge;
		error: ErrorResponse;
	};
	/**
	* Capture an authorized charge
	*
	* Capture a charge created with `capture: "false"` (status `AUTHORIZED`), giving `CAPTURED`. The amount
	* may be at most 150% of the authorized amount (else error `PMT-5000`). Authorizations expire after 30 days.
	*/
	captureCharge: {
		path: {
			/**
			* Id of the charge (`Charge.id`, e.g. `EAQX3720TN5J`).
			*
			* @minLength 1
			*/
			chargeId: string;
		};
		query: Record<string, never>;
		headers: {
			/**
			* Unique id of one logical write request (the vendor's Java SDK sends 32 hexadecimal characters). Sent on every
			* write (POST, DELETE).
			*
			* Idempotency: the service treats a repeat carrying the same `Request-Id` as the same request and does not
			* perform it twice. A client that retries after a timeout or a dropped connection must therefore reuse the id of
			* the original attempt; a new id means a new charge. The replay of an already processed request may come back
			* with an empty body; read the resource to learn its state. A charge whose create timed out can be voided by
			* this id (`voidTransaction`).
			*
			*
			* @minLength 1
			* @maxLength 50
			* @example "3b8ac0d5e8a34f1c9b6a2f0e4d7c1a92"
			*/
			"Request-Id": string;
		};
		cookies: Record<string, never>;
		request: CaptureRequest;
		response: Charge;
		error: ErrorResponse;
	};
	/**
	* Refund a charge
	*
	* Refund all or part of a captured or settled charge. Before settlement the service may void the charge instead (refund `type: VOID`).
	*/
	refundCharge: {
		path: {
			/**
			* Id of the charge (`Charge.id`, e.g. `EAQX3720TN5J`).
			*
			* @minLength 1
			*/
			chargeId: string;
		};
		query: Record<string, never>;
		headers: {
			/**
			* Unique id of one logical write request (the vendor's Java SDK sends 32 hexadecimal characters). Sent on every
			* write (POST, DELETE).
			*
			* Idempotency: the service treats a repeat carrying the same `Request-Id` as the same request and does not
			* perform it twice. A client that retries after a timeout or a dropped connection must therefore reuse the id of
			* the original attempt; a new id means a new charge. The replay of an already processed request may come back
			* with an empty body; read the resource to learn its state. A charge whose create timed out can be voided by
			* this id (`voidTransaction`).
			*
			*
			* @minLength 1
			* @maxLength 50
			* @example "3b8ac0d5e8a34f1c9b6a2f0e4d7c1a92"
			*/
			"Request-Id": string;
		};
		cookies: Record<string, never>;
		request: RefundRequest;
		response: Refund;
		error: ErrorResponse;
	};
	/**
	* Read a refund of a charge
	*
	* Read one refund of a charge by the charge id and the refund id.
	*/
	readRefund: {
		path: {
			/**
			* Id of the charge (`Charge.id`, e.g. `EAQX3720TN5J`).
			*
			* @minLength 1
			*/
			chargeId: string;
			/**
			* Id of a refund of the charge (`Refund.id`).
			*
			* @minLength 1
			*/
			refundId: string;
		};
		query: Record<string, never>;
		headers: Record<string, never>;
		cookies: Record<string, never>;
		request: never;
		response: Refund;
		error: ErrorResponse;
	};
	/**
	* Void a transaction by its request id
	*
	* Void a charge identified by the `Request-Id` it was created with: for a create call that timed out, where the client does not know whether (or under which id) the charge exists. No body. The void is itself a write and carries its own `Request-Id`.
	*/
	voidTransaction: {
		path: {
			/**
			* The `Request-Id` header value the transaction (a charge) was created with. Lets a client void a charge whose create call timed out, without knowing the charge id.
			*
			* @minLength 1
			* @maxLength 50
			*/
			requestId: string;
		};
		query: Record<string, never>;
		headers: {
			/**
			* Unique id of one logical write request (the vendor's Java SDK sends 32 hexadecimal characters). Sent on every
			* write (POST, DELETE).
			*
			* Idempotency: the service treats a repeat carrying the same `Request-Id` as the same request and does not
			* perform it twice. A client that retries after a timeout or a dropped connection must therefore reuse the id of
			* the original attempt; a new id means a new charge. The replay of an already processed request may come back
			* with an empty body; read the resource to learn its state. A charge whose create timed out can be voided by
			* this id (`voidTransaction`).
			*
			*
			* @minLength 1
			* @maxLength 50
			* @example "3b8ac0d5e8a34f1c9b6a2f0e4d7c1a92"
			*/
			"Request-Id": string;
		};
		cookies: Record<string, never>;
		request: never;
		response: Refund;
		error: ErrorResponse;
	};
	/**
	* Store a card under a customer
	*
	* Store a card in the customer's wallet. Writes to one customer's wallet are serial (name-list rule: `x-svc-serialize` keyed by customer).
	*/
	createCard: {
		path: {
			/**
			* Id of the customer whose wallet holds the stored cards and bank accounts (the customer id of the company's accounting data).
			*
			* @minLength 1
			*/
			customerId: string;
		};
		query: Record<string, never>;
		headers: {
			/**
			* Unique id of one logical write request (the vendor's Java SDK sends 32 hexadecimal characters). Sent on every
			* write (POST, DELETE).
			*
			* Idempotency: the service treats a repeat carrying the same `Request-Id` as the same request and does not
			* perform it twice. A client that retries after a timeout or a dropped connection must therefore reuse the id of
			* the original attempt; a new id means a new charge. The replay of an already processed request may come back
			* with an empty body; read the resource to learn its state. A charge whose create timed out can be voided by
			* this id (`voidTransaction`).
			*
			*
			* @minLength 1
			* @maxLength 50
			* @example "3b8ac0d5e8a34f1c9b6a2f0e4d7c1a92"
			*/
			"Request-Id": string;
		};
		cookies: Record<string, never>;
		request: CardWrite;
		response: Card;
		error: ErrorResponse;
	};
	/**
	* List the cards of a customer
	*
	* All cards stored under the customer, newest first; sensitive numbers masked.
	*/
	listCards: {
		path: {
			/**
			* Id of the customer whose wallet holds the stored cards and bank accounts (the customer id of the company's accounting data).
			*
			* @minLength 1
			*/
			customerId: string;
		};
		query: Record<string, never>;
		headers: Record<string, never>;
		cookies: Record<string, never>;
		request: never;
		response: CardList;
		error: ErrorResponse;
	};
	/**
	* Store a card from a token
	*
	* Store the card behind a token from `createToken` (body `{"value": "<token>"}`) in the customer's wallet. Serial per customer like `createCard`.
	*/
	createCardFromToken: {
		path: {
			/**
			* Id of the customer whose wallet holds the stored cards and bank accounts (the customer id of the company's accounting data).
			*
			* @minLength 1
			*/
			customerId: string;
		};
		query: Record<string, never>;
		headers: {
			/**
			* Unique id of one logical write request (the vendor's Java SDK sends 32 hexadecimal characters). Sent on every
			* write (POST, DELETE).
			*
			* Idempotency: the service treats a repeat carrying the same `Request-Id` as the same request and does not
			* perform it twice. A client that retries after a timeout or a dropped connection must therefore reuse the id of
			* the original attempt; a new id means a new charge. The replay of an already processed request may come back
			* with an empty body; read the resource to learn its state. A charge whose create timed out can be voided by
			* this id (`voidTransaction`).
			*
			*
			* @minLength 1
			* @maxLength 50
			* @example "3b8ac0d5e8a34f1c9b6a2f0e4d7c1a92"
			*/
			"Request-Id": string;
		};
		cookies: Record<string, never>;
		request: Token;
		response: Card;
		error: ErrorResponse;
	};
	/**
	* Read a stored card
	*
	* Read one card stored under the customer; sensitive numbers masked.
	*/
	readCard: {
		path: {
			/**
			* Id of the customer whose wallet holds the stored cards and bank accounts (the customer id of the company's accounting data).
			*
			* @minLength 1
			*/
			customerId: string;
			/**
			* Id of a stored card (`Card.id`).
			*
			* @minLength 1
			*/
			cardId: string;
		};
		query: Record<string, never>;
		headers: Record<string, never>;
		cookies: Record<string, never>;
		request: never;
		response: Card;
		error: ErrorResponse;
	};
	/**
	* Delete a stored card
	*
	* Remove the card from the customer's wallet. Serial per customer like `createCard`.
	*/
	deleteCard: {
		path: {
			/**
			* Id of the customer whose wallet holds the stored cards and bank accounts (the customer id of the company's accounting data).
			*
			* @minLength 1
			*/
			customerId: string;
			/**
			* Id of a stored card (`Card.id`).
			*
			* @minLength 1
			*/
			cardId: string;
		};
		query: Record<string, never>;
		headers: {
			/**
			* Unique id of one logical write request (the vendor's Java SDK sends 32 hexadecimal characters). Sent on every
			* write (POST, DELETE).
			*
			* Idempotency: the service treats a repeat carrying the same `Request-Id` as the same request and does not
			* perform it twice. A client that retries after a timeout or a dropped connection must therefore reuse the id of
			* the original attempt; a new id means a new charge. The replay of an already processed request may come back
			* with an empty body; read the resource to learn its state. A charge whose create timed out can be voided by
			* this id (`voidTransaction`).
			*
			*
			* @minLength 1
			* @maxLength 50
			* @example "3b8ac0d5e8a34f1c9b6a2f0e4d7c1a92"
			*/
			"Request-Id": string;
		};
		cookies: Record<string, never>;
		request: never;
		response: undefined;
		error: ErrorResponse;
	};
	/**
	* Store a bank account under a customer
	*
	* Store a bank account in the customer's wallet. Writes to one customer's wallet are serial (name-list rule: `x-svc-serialize` keyed by customer).
	*/
	createBankAccount: {
		path: {
			/**
			* Id of the customer whose wallet holds the stored cards and bank accounts (the customer id of the company's accounting data).
			*
			* @minLength 1
			*/
			customerId: string;
		};
		query: Record<string, never>;
		headers: {
			/**
			* Unique id of one logical write request (the vendor's Java SDK sends 32 hexadecimal characters). Sent on every
			* write (POST, DELETE).
			*
			* Idempotency: the service treats a repeat carrying the same `Request-Id` as the same request and does not
			* perform it twice. A client that retries after a timeout or a dropped connection must therefore reuse the id of
			* the original attempt; a new id means a new charge. The replay of an already processed request may come back
			* with an empty body; read the resource to learn its state. A charge whose create timed out can be voided by
			* this id (`voidTransaction`).
			*
			*
			* @minLength 1
			* @maxLength 50
			* @example "3b8ac0d5e8a34f1c9b6a2f0e4d7c1a92"
			*/
			"Request-Id": string;
		};
		cookies: Record<string, never>;
		request: BankAccountWrite;
		response: BankAccount;
		error: ErrorResponse;
	};
	/**
	* List the bank accounts of a customer
	*
	* All bank accounts stored under the customer, newest first; sensitive numbers masked.
	*/
	listBankAccounts: {
		path: {
			/**
			* Id of the customer whose wallet holds the stored cards and bank accounts (the customer id of the company's accounting data).
			*
			* @minLength 1
			*/
			customerId: string;
		};
		query: Record<string, never>;
		headers: Record<string, never>;
		cookies: Record<string, never>;
		request: never;
		response: BankAccountList;
		error: ErrorResponse;
	};
	/**
	* Store a bank account from a token
	*
	* Store the bank account behind a token from `createToken` (body `{"value": "<token>"}`) in the customer's wallet. Serial per customer like `createBankAccount`.
	*/
	createBankAccountFromToken: {
		path: {
			/**
			* Id of the customer whose wallet holds the stored cards and bank accounts (the customer id of the company's accounting data).
			*
			* @minLength 1
			*/
			customerId: string;
		};
		query: Record<string, never>;
		headers: {
			/**
			* Unique id of one logical write request (the vendor's Java SDK sends 32 hexadecimal characters). Sent on every
			* write (POST, DELETE).
			*
			* Idempotency: the service treats a repeat carrying the same `Request-Id` as the same request and does not
			* perform it twice. A client that retries after a timeout or a dropped connection must therefore reuse the id of
			* the original attempt; a new id means a new charge. The replay of an already processed request may come back
			* with an empty body; read the resource to learn its state. A charge whose create timed out can be voided by
			* this id (`voidTransaction`).
			*
			*
			* @minLength 1
			* @maxLength 50
			* @example "3b8ac0d5e8a34f1c9b6a2f0e4d7c1a92"
			*/
			"Request-Id": string;
		};
		cookies: Record<string, never>;
		request: Token;
		response: BankAccount;
		error: ErrorResponse;
	};
	/**
	* Read a stored bank account
	*
	* Read one bank account stored under the customer; sensitive numbers masked.
	*/
	readBankAccount: {
		path: {
			/**
			* Id of the customer whose wallet holds the stored cards and bank accounts (the customer id of the company's accounting data).
			*
			* @minLength 1
			*/
			customerId: string;
			/**
			* Id of a stored bank account (`BankAccount.id`).
			*
			* @minLength 1
			*/
			bankAccountId: string;
		};
		query: Record<string, never>;
		headers: Record<string, never>;
		cookies: Record<string, never>;
		request: never;
		response: BankAccount;
		error: ErrorResponse;
	};
	/**
	* Delete a stored bank account
	*
	* Remove the bank account from the customer's wallet. Serial per customer like `createBankAccount`.
	*/
	deleteBankAccount: {
		path: {
			/**
			* Id of the customer whose wallet holds the stored cards and bank accounts (the customer id of the company's accounting data).
			*
			* @minLength 1
			*/
			customerId: string;
			/**
			* Id of a stored bank account (`BankAccount.id`).
			*
			* @minLength 1
			*/
			bankAccountId: string;
		};
		query: Record<string, never>;
		headers: {
			/**
			* Unique id of one logical write request (the vendor's Java SDK sends 32 hexadecimal characters). Sent on every
			* write (POST, DELETE).
			*
			* Idempotency: the service treats a repeat carrying the same `Request-Id` as the same request and does not
			* perform it twice. A client that retries after a timeout or a dropped connection must therefore reuse the id of
			* the original attempt; a new id means a new charge. The replay of an already processed request may come back
			* with an empty body; read the resource to learn its state. A charge whose create timed out can be voided by
			* this id (`voidTransaction`).
			*
			*
			* @minLength 1
			* @maxLength 50
			* @example "3b8ac0d5e8a34f1c9b6a2f0e4d7c1a92"
			*/
			"Request-Id": string;
		};
		cookies: Record<string, never>;
		request: never;
		response: undefined;
		error: ErrorResponse;
	};
	/**
	* Create a token
	*
	* Exchange card or bank account details for an opaque single-use token (`{"value": ...}`), to charge (`ChargeRequest.token`) or to store (`createCardFromToken`, `createBankAccountFromToken`) without the details passing through the merchant's server. Sent without the `Authorization` header.
	*/
	createToken: {
		path: Record<string, never>;
		query: Record<string, never>;
		headers: {
			/**
			* Unique id of one logical write request (the vendor's Java SDK sends 32 hexadecimal characters). Sent on every
			* write (POST, DELETE).
			*
			* Idempotency: the service treats a repeat carrying the same `Request-Id` as the same request and does not
			* perform it twice. A client that retries after a timeout or a dropped connection must therefore reuse the id of
			* the original attempt; a new id means a new charge. The replay of an already processed request may come back
			* with an empty body; read the resource to learn its state. A charge whose create timed out can be voided by
			* this id (`voidTransaction`).
			*
			*
			* @minLength 1
			* @maxLength 50
			* @example "3b8ac0d5e8a34f1c9b6a2f0e4d7c1a92"
			*/
			"Request-Id": string;
		};
		cookies: Record<string, never>;
		request: TokenRequestWrite;
		response: Token;
		error: ErrorResponse;
	};
}
/**
* Addresses the services are reached at.
*
* - `production`: Production. `{base_url}` of the live service.
* - `sandbox`: Sandbox and testing.
*/
export declare const endpoints: readonly EndpointDescriptor[];
/**
* Rate limits the interface declares; `keyedBy` names entries of `rateLimitKeys`.
*
* - `production-per-realm-per-minute`: Production allows 200 requests per minute per realm ID.
* - `sandbox-per-app-per-minute`: Sandbox and testing allow 100 requests per minute per individual app.
*/
export declare const rateLimits: readonly RateLimit[];
/**
* How each rate-limit key is read off a request.
*
* - `app`: The OAuth app behind the bearer token.
* - `customer`: The customer whose wallet (stored cards and bank accounts) a write changes. Used by `x-svc-serialize`, not by a rate limit.
* - `realm`: The company (realm ID) the bearer token was granted for; payments paths do not carry it.
*/
export declare const rateLimitKeys: readonly RateLimitKey[];
/**
* Security schemes by name, as operations' `security` requirements refer to them.
*
* - `oauth2`: OAuth 2.0 authorization-code grant of a company (realm) to the app. The consent redirect carries the realm id beside the code; access tokens live one hour; refresh tokens roll (a refresh may return a new one, and the previous one is then refused) and expire unused after about 100 days, and at the latest after five years.
* - `bearerAuth`: OAuth 2.0 access token of the user's grant to the app, sent as `Authorization: Bearer <ACCESS_TOKEN>` on every request (except `createToken`). How the token is obtained is not part of this API.
*/
export declare const securitySchemes: {
	readonly [name: string]: SecuritySchemeDescriptor;
};
export { fillPath, matchHttpOperation, rateLimitsOf } from "./runtime/operations/operation-table.js";
export type { OperationDescriptor, HttpOperationDescriptor, SoapOperationDescriptor, HttpMethod, ParameterDescriptor, RequestBodyDescriptor, ResponseDescriptor, ResponseHeaderDescriptor, SecurityRequirement, MessagePartDescriptor, EndpointDescriptor, RateLimit, RateLimitKey, SecuritySchemeDescriptor, OperationTypes, HttpOperationMatch } from "./runtime/operations/operation-table.js";
