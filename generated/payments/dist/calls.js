import * as D from "./operation-descriptors.js";
export { connectPayments } from "./client.js";
/**
* Create a charge
*
* Charge a card (given as card details, a token or a stored card). With `capture: "true"` (the default) the
* charge is captured at once (status `CAPTURED`); with `capture: "false"` it is only authorized
* (`AUTHORIZED`) and must be captured with `captureCharge` within 30 days. Body: the charge JSON object;
* reply: the created charge. Send a `Request-Id`: a retry must reuse it, and a charge whose create timed
* out can be voided by it (`voidTransaction`).
*
*
* `PaymentsClient.createCharge` as a function of a connection (`connectPayments(options)`).
*/
export function createCharge(connection, chargeRequest, options) {
	return connection.http.call(D.createChargeOperation, {
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
*
* `PaymentsClient.readCharge` as a function of a connection (`connectPayments(options)`).
*/
export function readCharge(connection, chargeId, options) {
	return connection.http.call(D.readChargeOperation, {
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
*
*
* `PaymentsClient.captureCharge` as a function of a connection (`connectPayments(options)`).
*/
export function captureCharge(connection, chargeId, captureRequest, options) {
	return connection.http.call(D.captureChargeOperation, {
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
*
* `PaymentsClient.refundCharge` as a function of a connection (`connectPayments(options)`).
*/
export function refundCharge(connection, chargeId, refundRequest, options) {
	return connection.http.call(D.refundChargeOperation, {
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
*
* `PaymentsClient.readRefund` as a function of a connection (`connectPayments(options)`).
*/
export function readRefund(connection, chargeId, refundId, options) {
	return connection.http.call(D.readRefundOperation, {
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
*
* `PaymentsClient.voidTransaction` as a function of a connection (`connectPayments(options)`).
*/
export function voidTransaction(connection, requestId, options) {
	return connection.http.call(D.voidTransactionOperation, {
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
*
* `PaymentsClient.createCard` as a function of a connection (`connectPayments(options)`).
*/
export function createCard(connection, customerId, card, options) {
	return connection.http.call(D.createCardOperation, {
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
*
* `PaymentsClient.listCards` as a function of a connection (`connectPayments(options)`).
*/
export function listCards(connection, customerId, options) {
	return connection.http.call(D.listCardsOperation, {
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
*
* `PaymentsClient.createCardFromToken` as a function of a connection (`connectPayments(options)`).
*/
export function createCardFromToken(connection, customerId, token, options) {
	return connection.http.call(D.createCardFromTokenOperation, {
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
*
* `PaymentsClient.readCard` as a function of a connection (`connectPayments(options)`).
*/
export function readCard(connection, customerId, cardId, options) {
	return connection.http.call(D.readCardOperation, {
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
*
* `PaymentsClient.deleteCard` as a function of a connection (`connectPayments(options)`).
*/
export function deleteCard(connection, customerId, cardId, options) {
	return connection.http.call(D.deleteCardOperation, {
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
*
* `PaymentsClient.createBankAccount` as a function of a connection (`connectPayments(options)`).
*/
export function createBankAccount(connection, customerId, bankAccount, options) {
	return connection.http.call(D.createBankAccountOperation, {
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
*
* `PaymentsClient.listBankAccounts` as a function of a connection (`connectPayments(options)`).
*/
export function listBankAccounts(connection, customerId, options) {
	return connection.http.call(D.listBankAccountsOperation, {
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
*
* `PaymentsClient.createBankAccountFromToken` as a function of a connection (`connectPayments(options)`).
*/
export function createBankAccountFromToken(connection, customerId, token, options) {
	return connection.http.call(D.createBankAccountFromTokenOperation, {
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
*
* `PaymentsClient.readBankAccount` as a function of a connection (`connectPayments(options)`).
*/
export function readBankAccount(connection, customerId, bankAccountId, options) {
	return connection.http.call(D.readBankAccountOperation, {
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
*
* `PaymentsClient.deleteBankAccount` as a function of a connection (`connectPayments(options)`).
*/
export function deleteBankAccount(connection, customerId, bankAccountId, options) {
	return connection.http.call(D.deleteBankAccountOperation, {
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
*
* `PaymentsClient.createToken` as a function of a connection (`connectPayments(options)`).
*/
export function createToken(connection, tokenRequest, options) {
	return connection.http.call(D.createTokenOperation, {
		path: {},
		query: options?.query,
		headers: options?.headers,
		body: tokenRequest,
		idempotencyKey: options?.idempotencyKey,
		signal: options?.signal
	});
}
