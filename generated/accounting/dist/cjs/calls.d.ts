/**
* One function per operation of Accounting API 3.75.0: `createCustomer(connection, ...)`, the same calls as `AccountingClient`'s
* methods, each its own export, so a bundle keeps only the operations a program calls.
*
* ```ts
* const connection = connectAccounting({ ... });
* const result = await createCustomer(connection, ...);
* ```
*
* Generated from the definition; do not edit.
*/
import type * as C from "./client.js";
import type * as T from "./types.js";
export { connectAccounting, type AccountingConnection } from "./client.js";
/**
* Create a customer
*
* Create a customer. Read-only members sent are silently ignored.
*
* `AccountingClient.createCustomer` as a function of a connection (`connectAccounting(options)`).
*/
export declare function createCustomer(connection: C.AccountingConnection, customer: T.CustomerWrite, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.Customer>;
/**
* Update a customer (full or sparse)
*
* Update a customer: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change (`{"Id": "2", "SyncToken": "0", "sparse": true, "MiddleName": "Mark"}`). Make it inactive with `{"Id", "SyncToken", "sparse": true, "Active": false}` (there is no delete).
*
* `AccountingClient.updateCustomer` as a function of a connection (`connectAccounting(options)`).
*/
export declare function updateCustomer(connection: C.AccountingConnection, customerUpdate: T.CustomerUpdateWrite, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>> & {
	/** Sets `sparse` in the request body. */
	readonly sparse?: boolean;
}): Promise<T.Customer>;
/**
* Read one customer
*
* Read the customer with the given Id (`GET .../customer/<entity_id>`). To read several at once use `query`.
*
* `AccountingClient.readCustomer` as a function of a connection (`connectAccounting(options)`).
*/
export declare function readCustomer(connection: C.AccountingConnection, id: string, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.Customer>;
/**
* Create an invoice
*
* Create an invoice. Read-only members sent are silently ignored.
*
* `AccountingClient.createInvoice` as a function of a connection (`connectAccounting(options)`).
*/
export declare function createInvoice(connection: C.AccountingConnection, invoice: T.InvoiceWrite, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.Invoice>;
/**
* Update an invoice (full or sparse)
*
* Update an invoice: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change.
*
* `AccountingClient.updateInvoice` as a function of a connection (`connectAccounting(options)`).
*/
export declare function updateInvoice(connection: C.AccountingConnection, invoiceUpdate: T.InvoiceUpdateWrite, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>> & {
	/** Sets `sparse` in the request body. */
	readonly sparse?: boolean;
}): Promise<T.Invoice>;
/**
* Delete an invoice
*
* `POST .../invoice?operation=delete` with `Id` and `SyncToken`. The reply holds only `status: Deleted`, `domain` and `Id`.
*
* `AccountingClient.deleteInvoice` as a function of a connection (`connectAccounting(options)`).
*/
export declare function deleteInvoice(connection: C.AccountingConnection, entityDeleteRequest: T.EntityDeleteRequest, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.DeletedEntity>;
/**
* Void an invoice
*
* `POST .../invoice?operation=void` with `Id` and `SyncToken`: keeps the invoice but zeroes its amounts and marks it voided. The reply is the voided invoice.
*
* `AccountingClient.voidInvoice` as a function of a connection (`connectAccounting(options)`).
*/
export declare function voidInvoice(connection: C.AccountingConnection, entityVoidRequest: T.EntityVoidRequest, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.Invoice>;
/**
* Read one invoice
*
* Read the invoice with the given Id (`GET .../invoice/<entity_id>`). To read several at once use `query`.
*
* `AccountingClient.readInvoice` as a function of a connection (`connectAccounting(options)`).
*/
export declare function readInvoice(connection: C.AccountingConnection, id: string, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.Invoice>;
/**
* Read an invoice as PDF
*
* The invoice rendered as a PDF document (`GET .../invoice/<entity_id>/pdf` with `Accept: application/pdf`). The reply body is binary; errors still come back as a JSON `Fault`, so a client must look at the status and `Content-Type` before treating the body as PDF. The seed says some transaction entities can be returned as PDF; the path is the vendor's.
*
* `AccountingClient.pdfInvoice` as a function of a connection (`connectAccounting(options)`).
*/
export declare function pdfInvoice(connection: C.AccountingConnection, id: string, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<Uint8Array>;
/**
* E-mail an invoice
*
* E-mails the invoice (`POST .../invoice/<entity_id>/send?sendTo=<address>`), to `sendTo` or, without it, to the invoice's `BillEmail`. No request body. The reply is the invoice with `EmailStatus: EmailSent` and `DeliveryInfo` set. The sandbox allows 40 e-mails per day per realm (`x-svc-rate-limits`).
*
* `AccountingClient.sendInvoice` as a function of a connection (`connectAccounting(options)`).
*/
export declare function sendInvoice(connection: C.AccountingConnection, id: string, options?: C.AccountingCallOptions<{
	readonly sendTo?: string;
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.Invoice>;
/**
* Create an item
*
* Create an item. Read-only members sent are silently ignored.
*
* `AccountingClient.createItem` as a function of a connection (`connectAccounting(options)`).
*/
export declare function createItem(connection: C.AccountingConnection, item: T.ItemWrite, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.Item>;
/**
* Update an item (full or sparse)
*
* Update an item: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change. Set `Active: false` to make it inactive (there is no delete).
*
* `AccountingClient.updateItem` as a function of a connection (`connectAccounting(options)`).
*/
export declare function updateItem(connection: C.AccountingConnection, itemUpdate: T.ItemUpdateWrite, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>> & {
	/** Sets `sparse` in the request body. */
	readonly sparse?: boolean;
}): Promise<T.Item>;
/**
* Read one item
*
* Read the item with the given Id (`GET .../item/<entity_id>`). To read several at once use `query`.
*
* `AccountingClient.readItem` as a function of a connection (`connectAccounting(options)`).
*/
export declare function readItem(connection: C.AccountingConnection, id: string, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.Item>;
/**
* Create a payment
*
* Create a payment. Read-only members sent are silently ignored.
*
* `AccountingClient.createPayment` as a function of a connection (`connectAccounting(options)`).
*/
export declare function createPayment(connection: C.AccountingConnection, payment: T.PaymentWrite, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.Payment>;
/**
* Update a payment (full or sparse)
*
* Update a payment: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change.
*
* `AccountingClient.updatePayment` as a function of a connection (`connectAccounting(options)`).
*/
export declare function updatePayment(connection: C.AccountingConnection, paymentUpdate: T.PaymentUpdateWrite, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>> & {
	/** Sets `sparse` in the request body. */
	readonly sparse?: boolean;
}): Promise<T.Payment>;
/**
* Delete a payment
*
* `POST .../payment?operation=delete` with `Id` and `SyncToken`. The reply holds only `status: Deleted`, `domain` and `Id`.
*
* `AccountingClient.deletePayment` as a function of a connection (`connectAccounting(options)`).
*/
export declare function deletePayment(connection: C.AccountingConnection, entityDeleteRequest: T.EntityDeleteRequest, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.DeletedEntity>;
/**
* Void a payment
*
* `POST .../payment?operation=void` with `Id` and `SyncToken`: keeps the payment but zeroes its amounts and marks it voided. The reply is the voided payment. The vendor's reference also shows a payment void as `?operation=update&include=void` with `sparse: true`; this definition uses the invoice form, `operation=void`, for both.
*
* `AccountingClient.voidPayment` as a function of a connection (`connectAccounting(options)`).
*/
export declare function voidPayment(connection: C.AccountingConnection, entityVoidRequest: T.EntityVoidRequest, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.Payment>;
/**
* Read one payment
*
* Read the payment with the given Id (`GET .../payment/<entity_id>`). To read several at once use `query`.
*
* `AccountingClient.readPayment` as a function of a connection (`connectAccounting(options)`).
*/
export declare function readPayment(connection: C.AccountingConnection, id: string, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.Payment>;
/**
* Create a vendor
*
* Create a vendor. Read-only members sent are silently ignored.
*
* `AccountingClient.createVendor` as a function of a connection (`connectAccounting(options)`).
*/
export declare function createVendor(connection: C.AccountingConnection, vendor: T.VendorWrite, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.Vendor>;
/**
* Update a vendor (full or sparse)
*
* Update a vendor: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change. Set `Active: false` to make it inactive (there is no delete).
*
* `AccountingClient.updateVendor` as a function of a connection (`connectAccounting(options)`).
*/
export declare function updateVendor(connection: C.AccountingConnection, vendorUpdate: T.VendorUpdateWrite, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>> & {
	/** Sets `sparse` in the request body. */
	readonly sparse?: boolean;
}): Promise<T.Vendor>;
/**
* Read one vendor
*
* Read the vendor with the given Id (`GET .../vendor/<entity_id>`). To read several at once use `query`.
*
* `AccountingClient.readVendor` as a function of a connection (`connectAccounting(options)`).
*/
export declare function readVendor(connection: C.AccountingConnection, id: string, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.Vendor>;
/**
* Create a bill
*
* Create a bill. Read-only members sent are silently ignored.
*
* `AccountingClient.createBill` as a function of a connection (`connectAccounting(options)`).
*/
export declare function createBill(connection: C.AccountingConnection, bill: T.BillWrite, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.Bill>;
/**
* Update a bill (full or sparse)
*
* Update a bill: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change.
*
* `AccountingClient.updateBill` as a function of a connection (`connectAccounting(options)`).
*/
export declare function updateBill(connection: C.AccountingConnection, billUpdate: T.BillUpdateWrite, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>> & {
	/** Sets `sparse` in the request body. */
	readonly sparse?: boolean;
}): Promise<T.Bill>;
/**
* Delete a bill
*
* `POST .../bill?operation=delete` with `Id` and `SyncToken`. The reply holds only `status: Deleted`, `domain` and `Id`.
*
* `AccountingClient.deleteBill` as a function of a connection (`connectAccounting(options)`).
*/
export declare function deleteBill(connection: C.AccountingConnection, entityDeleteRequest: T.EntityDeleteRequest, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.DeletedEntity>;
/**
* Read one bill
*
* Read the bill with the given Id (`GET .../bill/<entity_id>`). To read several at once use `query`.
*
* `AccountingClient.readBill` as a function of a connection (`connectAccounting(options)`).
*/
export declare function readBill(connection: C.AccountingConnection, id: string, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.Bill>;
/**
* Create an account
*
* Create an account. Read-only members sent are silently ignored.
*
* `AccountingClient.createAccount` as a function of a connection (`connectAccounting(options)`).
*/
export declare function createAccount(connection: C.AccountingConnection, account: T.AccountWrite, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.Account>;
/**
* Update an account (full or sparse)
*
* Update an account: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change. Set `Active: false` to make it inactive (there is no delete).
*
* `AccountingClient.updateAccount` as a function of a connection (`connectAccounting(options)`).
*/
export declare function updateAccount(connection: C.AccountingConnection, accountUpdate: T.AccountUpdateWrite, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>> & {
	/** Sets `sparse` in the request body. */
	readonly sparse?: boolean;
}): Promise<T.Account>;
/**
* Read one account
*
* Read the account with the given Id (`GET .../account/<entity_id>`). To read several at once use `query`.
*
* `AccountingClient.readAccount` as a function of a connection (`connectAccounting(options)`).
*/
export declare function readAccount(connection: C.AccountingConnection, id: string, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.Account>;
/**
* Query entities
*
* Read several entities with a select statement (`GET .../query?query=<select_stmt>`). The reply holds the entities under the queried entity's name (`QueryResponse.Invoice`), with `startPosition` and `maxResults`; `SELECT COUNT(*)` answers `totalCount` alone, and an empty result is `"QueryResponse": {}`. Long statements can instead be sent as `POST .../query` with the statement as the body (`Content-Type: application/text`); the reply is the same. That form is not a separate operation here (`x-svc-query.post` says a sandbox takes it).
*
* `AccountingClient.query` as a function of a connection (`connectAccounting(options)`).
*/
export declare function query(connection: C.AccountingConnection, query: string, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.QueryResult>;
/**
* Run several operations in one request
*
* Up to 30 items (`BatchItemRequest`), each a create, update or delete of one entity or a query, run one by one; each item succeeds or fails on its own and its outcome (the entity, a `QueryResponse` or a `Fault`) comes back in `BatchItemResponse`, matched by `bId`. The batch endpoint has its own limits: 40 batch requests per minute per realm and app, 120 per realm (`x-svc-rate-limits`). The seed names the endpoint but not its path or payload; both are the vendor's.
*
* `AccountingClient.batch` as a function of a connection (`connectAccounting(options)`).
*/
export declare function batch(connection: C.AccountingConnection, batchRequest: T.BatchRequest, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.BatchItemResponse[]>;
/**
* List entities changed since a time
*
* Change data capture (`GET .../cdc?entities=Invoice,Customer&changedSince=<timestamp>`): the entities of the given kinds created, updated or deleted after `changedSince` (at most 30 days back). Deleted entities come as `{"Id", "status": "Deleted"}`. Useful to catch up after missed webhook notifications.
*
* `AccountingClient.cdc` as a function of a connection (`connectAccounting(options)`).
*/
export declare function cdc(connection: C.AccountingConnection, entities: string[], changedSince: T.DateTime, options?: C.AccountingCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.CdcResult[]>;
