import * as D from "./operation-descriptors.js";
export { connectAccounting } from "./client.js";
/** The body with the flags given in the call options set (flags left undefined keep the body's own value). */
function withFlags(body, flags) {
	const set = Object.entries(flags).filter(([, v]) => v !== undefined);
	return set.length === 0 || body === null || typeof body !== "object" ? body : {
		...body,
		...Object.fromEntries(set)
	};
}
/**
* Create a customer
*
* Create a customer. Read-only members sent are silently ignored.
*
* `AccountingClient.createCustomer` as a function of a connection (`connectAccounting(options)`).
*/
export function createCustomer(connection, customer, options) {
	return connection.http.call(D.createCustomerOperation, {
		path: { realmId: connection.pathValues["realmId"] },
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
*
* `AccountingClient.updateCustomer` as a function of a connection (`connectAccounting(options)`).
*/
export function updateCustomer(connection, customerUpdate, options) {
	return connection.http.call(D.updateCustomerOperation, {
		path: { realmId: connection.pathValues["realmId"] },
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
*
* `AccountingClient.readCustomer` as a function of a connection (`connectAccounting(options)`).
*/
export function readCustomer(connection, id, options) {
	return connection.http.call(D.readCustomerOperation, {
		path: {
			realmId: connection.pathValues["realmId"],
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
*
* `AccountingClient.createInvoice` as a function of a connection (`connectAccounting(options)`).
*/
export function createInvoice(connection, invoice, options) {
	return connection.http.call(D.createInvoiceOperation, {
		path: { realmId: connection.pathValues["realmId"] },
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
*
* `AccountingClient.updateInvoice` as a function of a connection (`connectAccounting(options)`).
*/
export function updateInvoice(connection, invoiceUpdate, options) {
	return connection.http.call(D.updateInvoiceOperation, {
		path: { realmId: connection.pathValues["realmId"] },
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
*
* `AccountingClient.deleteInvoice` as a function of a connection (`connectAccounting(options)`).
*/
export function deleteInvoice(connection, entityDeleteRequest, options) {
	return connection.http.call(D.deleteInvoiceOperation, {
		path: { realmId: connection.pathValues["realmId"] },
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
*
* `AccountingClient.voidInvoice` as a function of a connection (`connectAccounting(options)`).
*/
export function voidInvoice(connection, entityVoidRequest, options) {
	return connection.http.call(D.voidInvoiceOperation, {
		path: { realmId: connection.pathValues["realmId"] },
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
*
* `AccountingClient.readInvoice` as a function of a connection (`connectAccounting(options)`).
*/
export function readInvoice(connection, id, options) {
	return connection.http.call(D.readInvoiceOperation, {
		path: {
			realmId: connection.pathValues["realmId"],
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
*
* `AccountingClient.pdfInvoice` as a function of a connection (`connectAccounting(options)`).
*/
export function pdfInvoice(connection, id, options) {
	return connection.http.call(D.pdfInvoiceOperation, {
		path: {
			realmId: connection.pathValues["realmId"],
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
*
* `AccountingClient.sendInvoice` as a function of a connection (`connectAccounting(options)`).
*/
export function sendInvoice(connection, id, options) {
	return connection.http.call(D.sendInvoiceOperation, {
		path: {
			realmId: connection.pathValues["realmId"],
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
*
* `AccountingClient.createItem` as a function of a connection (`connectAccounting(options)`).
*/
export function createItem(connection, item, options) {
	return connection.http.call(D.createItemOperation, {
		path: { realmId: connection.pathValues["realmId"] },
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
*
* `AccountingClient.updateItem` as a function of a connection (`connectAccounting(options)`).
*/
export function updateItem(connection, itemUpdate, options) {
	return connection.http.call(D.updateItemOperation, {
		path: { realmId: connection.pathValues["realmId"] },
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
*
* `AccountingClient.readItem` as a function of a connection (`connectAccounting(options)`).
*/
export function readItem(connection, id, options) {
	return connection.http.call(D.readItemOperation, {
		path: {
			realmId: connection.pathValues["realmId"],
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
*
* `AccountingClient.createPayment` as a function of a connection (`connectAccounting(options)`).
*/
export function createPayment(connection, payment, options) {
	return connection.http.call(D.createPaymentOperation, {
		path: { realmId: connection.pathValues["realmId"] },
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
*
* `AccountingClient.updatePayment` as a function of a connection (`connectAccounting(options)`).
*/
export function updatePayment(connection, paymentUpdate, options) {
	return connection.http.call(D.updatePaymentOperation, {
		path: { realmId: connection.pathValues["realmId"] },
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
*
* `AccountingClient.deletePayment` as a function of a connection (`connectAccounting(options)`).
*/
export function deletePayment(connection, entityDeleteRequest, options) {
	return connection.http.call(D.deletePaymentOperation, {
		path: { realmId: connection.pathValues["realmId"] },
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
*
* `AccountingClient.voidPayment` as a function of a connection (`connectAccounting(options)`).
*/
export function voidPayment(connection, entityVoidRequest, options) {
	return connection.http.call(D.voidPaymentOperation, {
		path: { realmId: connection.pathValues["realmId"] },
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
*
* `AccountingClient.readPayment` as a function of a connection (`connectAccounting(options)`).
*/
export function readPayment(connection, id, options) {
	return connection.http.call(D.readPaymentOperation, {
		path: {
			realmId: connection.pathValues["realmId"],
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
*
* `AccountingClient.createVendor` as a function of a connection (`connectAccounting(options)`).
*/
export function createVendor(connection, vendor, options) {
	return connection.http.call(D.createVendorOperation, {
		path: { realmId: connection.pathValues["realmId"] },
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
*
* `AccountingClient.updateVendor` as a function of a connection (`connectAccounting(options)`).
*/
export function updateVendor(connection, vendorUpdate, options) {
	return connection.http.call(D.updateVendorOperation, {
		path: { realmId: connection.pathValues["realmId"] },
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
*
* `AccountingClient.readVendor` as a function of a connection (`connectAccounting(options)`).
*/
export function readVendor(connection, id, options) {
	return connection.http.call(D.readVendorOperation, {
		path: {
			realmId: connection.pathValues["realmId"],
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
*
* `AccountingClient.createBill` as a function of a connection (`connectAccounting(options)`).
*/
export function createBill(connection, bill, options) {
	return connection.http.call(D.createBillOperation, {
		path: { realmId: connection.pathValues["realmId"] },
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
*
* `AccountingClient.updateBill` as a function of a connection (`connectAccounting(options)`).
*/
export function updateBill(connection, billUpdate, options) {
	return connection.http.call(D.updateBillOperation, {
		path: { realmId: connection.pathValues["realmId"] },
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
*
* `AccountingClient.deleteBill` as a function of a connection (`connectAccounting(options)`).
*/
export function deleteBill(connection, entityDeleteRequest, options) {
	return connection.http.call(D.deleteBillOperation, {
		path: { realmId: connection.pathValues["realmId"] },
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
*
* `AccountingClient.readBill` as a function of a connection (`connectAccounting(options)`).
*/
export function readBill(connection, id, options) {
	return connection.http.call(D.readBillOperation, {
		path: {
			realmId: connection.pathValues["realmId"],
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
*
* `AccountingClient.createAccount` as a function of a connection (`connectAccounting(options)`).
*/
export function createAccount(connection, account, options) {
	return connection.http.call(D.createAccountOperation, {
		path: { realmId: connection.pathValues["realmId"] },
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
*
* `AccountingClient.updateAccount` as a function of a connection (`connectAccounting(options)`).
*/
export function updateAccount(connection, accountUpdate, options) {
	return connection.http.call(D.updateAccountOperation, {
		path: { realmId: connection.pathValues["realmId"] },
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
*
* `AccountingClient.readAccount` as a function of a connection (`connectAccounting(options)`).
*/
export function readAccount(connection, id, options) {
	return connection.http.call(D.readAccountOperation, {
		path: {
			realmId: connection.pathValues["realmId"],
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
*
* `AccountingClient.query` as a function of a connection (`connectAccounting(options)`).
*/
export function query(connection, query, options) {
	return connection.http.call(D.queryOperation, {
		path: { realmId: connection.pathValues["realmId"] },
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
* Run several operations in one request
*
* Up to 30 items (`BatchItemRequest`), each a create, update or delete of one entity or a query, run one by one; each item succeeds or fails on its own and its outcome (the entity, a `QueryResponse` or a `Fault`) comes back in `BatchItemResponse`, matched by `bId`. The batch endpoint has its own limits: 40 batch requests per minute per realm and app, 120 per realm (`x-svc-rate-limits`). The seed names the endpoint but not its path or payload; both are the vendor's.
*
* `AccountingClient.batch` as a function of a connection (`connectAccounting(options)`).
*/
export function batch(connection, batchRequest, options) {
	return connection.http.call(D.batchOperation, {
		path: { realmId: connection.pathValues["realmId"] },
		query: options?.query,
		headers: options?.headers,
		body: batchRequest,
		idempotencyKey: options?.idempotencyKey,
		signal: options?.signal
	});
}
/**
* List entities changed since a time
*
* Change data capture (`GET .../cdc?entities=Invoice,Customer&changedSince=<timestamp>`): the entities of the given kinds created, updated or deleted after `changedSince` (at most 30 days back). Deleted entities come as `{"Id", "status": "Deleted"}`. Useful to catch up after missed webhook notifications.
*
* `AccountingClient.cdc` as a function of a connection (`connectAccounting(options)`).
*/
export function cdc(connection, entities, changedSince, options) {
	return connection.http.call(D.cdcOperation, {
		path: { realmId: connection.pathValues["realmId"] },
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
