/**
 * Operations of Accounting API 3.75.0.
 *
 * Generated from the definition; do not edit.
 */
import type {
  EndpointDescriptor,
  HttpOperationDescriptor,
  RateLimit,
  RateLimitKey,
  SecuritySchemeDescriptor,
} from './runtime/operations/operation-table.js';
import * as descriptors from './operation-descriptors.js';
import type {
  AccountResponse,
  AccountUpdateWrite,
  AccountWrite,
  BatchRequest,
  BatchResponse,
  BillDeleteResponse,
  BillResponse,
  BillUpdateWrite,
  BillWrite,
  CdcResponse,
  CustomerResponse,
  CustomerUpdateWrite,
  CustomerWrite,
  DateTime,
  EntityDeleteRequest,
  EntityVoidRequest,
  Fault,
  GatewayFault,
  InvoiceDeleteResponse,
  InvoiceResponse,
  InvoiceUpdateWrite,
  InvoiceWrite,
  ItemResponse,
  ItemUpdateWrite,
  ItemWrite,
  PaymentDeleteResponse,
  PaymentResponse,
  PaymentUpdateWrite,
  PaymentWrite,
  QueryResponse,
  VendorResponse,
  VendorUpdateWrite,
  VendorWrite,
} from './types.js';

/** Every operation by name: the transport facts clients and servers read at run time. */
export const operations: {
  readonly createCustomer: HttpOperationDescriptor;
  readonly updateCustomer: HttpOperationDescriptor;
  readonly readCustomer: HttpOperationDescriptor;
  readonly createInvoice: HttpOperationDescriptor;
  readonly updateInvoice: HttpOperationDescriptor;
  readonly deleteInvoice: HttpOperationDescriptor;
  readonly voidInvoice: HttpOperationDescriptor;
  readonly readInvoice: HttpOperationDescriptor;
  readonly pdfInvoice: HttpOperationDescriptor;
  readonly sendInvoice: HttpOperationDescriptor;
  readonly createItem: HttpOperationDescriptor;
  readonly updateItem: HttpOperationDescriptor;
  readonly readItem: HttpOperationDescriptor;
  readonly createPayment: HttpOperationDescriptor;
  readonly updatePayment: HttpOperationDescriptor;
  readonly deletePayment: HttpOperationDescriptor;
  readonly voidPayment: HttpOperationDescriptor;
  readonly readPayment: HttpOperationDescriptor;
  readonly createVendor: HttpOperationDescriptor;
  readonly updateVendor: HttpOperationDescriptor;
  readonly readVendor: HttpOperationDescriptor;
  readonly createBill: HttpOperationDescriptor;
  readonly updateBill: HttpOperationDescriptor;
  readonly deleteBill: HttpOperationDescriptor;
  readonly readBill: HttpOperationDescriptor;
  readonly createAccount: HttpOperationDescriptor;
  readonly updateAccount: HttpOperationDescriptor;
  readonly readAccount: HttpOperationDescriptor;
  readonly query: HttpOperationDescriptor;
  readonly batch: HttpOperationDescriptor;
  readonly cdc: HttpOperationDescriptor;
} = {
  /**
   * Create a customer
   *
   * Create a customer. Read-only members sent are silently ignored.
   */
  createCustomer: descriptors.createCustomerOperation,
  /**
   * Update a customer (full or sparse)
   *
   * Update a customer: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change (`{"Id": "2", "SyncToken": "0", "sparse": true, "MiddleName": "Mark"}`). Make it inactive with `{"Id", "SyncToken", "sparse": true, "Active": false}` (there is no delete).
   */
  updateCustomer: descriptors.updateCustomerOperation,
  /**
   * Read one customer
   *
   * Read the customer with the given Id (`GET .../customer/<entity_id>`). To read several at once use `query`.
   */
  readCustomer: descriptors.readCustomerOperation,
  /**
   * Create an invoice
   *
   * Create an invoice. Read-only members sent are silently ignored.
   */
  createInvoice: descriptors.createInvoiceOperation,
  /**
   * Update an invoice (full or sparse)
   *
   * Update an invoice: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change.
   */
  updateInvoice: descriptors.updateInvoiceOperation,
  /**
   * Delete an invoice
   *
   * `POST .../invoice?operation=delete` with `Id` and `SyncToken`. The reply holds only `status: Deleted`, `domain` and `Id`.
   */
  deleteInvoice: descriptors.deleteInvoiceOperation,
  /**
   * Void an invoice
   *
   * `POST .../invoice?operation=void` with `Id` and `SyncToken`: keeps the invoice but zeroes its amounts and marks it voided. The reply is the voided invoice.
   */
  voidInvoice: descriptors.voidInvoiceOperation,
  /**
   * Read one invoice
   *
   * Read the invoice with the given Id (`GET .../invoice/<entity_id>`). To read several at once use `query`.
   */
  readInvoice: descriptors.readInvoiceOperation,
  /**
   * Read an invoice as PDF
   *
   * The invoice rendered as a PDF document (`GET .../invoice/<entity_id>/pdf` with `Accept: application/pdf`). The reply body is binary; errors still come back as a JSON `Fault`, so a client must look at the status and `Content-Type` before treating the body as PDF. The seed says some transaction entities can be returned as PDF; the path is the vendor's.
   */
  pdfInvoice: descriptors.pdfInvoiceOperation,
  /**
   * E-mail an invoice
   *
   * E-mails the invoice (`POST .../invoice/<entity_id>/send?sendTo=<address>`), to `sendTo` or, without it, to the invoice's `BillEmail`. No request body. The reply is the invoice with `EmailStatus: EmailSent` and `DeliveryInfo` set. The sandbox allows 40 e-mails per day per realm (`x-svc-rate-limits`).
   */
  sendInvoice: descriptors.sendInvoiceOperation,
  /**
   * Create an item
   *
   * Create an item. Read-only members sent are silently ignored.
   */
  createItem: descriptors.createItemOperation,
  /**
   * Update an item (full or sparse)
   *
   * Update an item: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change. Set `Active: false` to make it inactive (there is no delete).
   */
  updateItem: descriptors.updateItemOperation,
  /**
   * Read one item
   *
   * Read the item with the given Id (`GET .../item/<entity_id>`). To read several at once use `query`.
   */
  readItem: descriptors.readItemOperation,
  /**
   * Create a payment
   *
   * Create a payment. Read-only members sent are silently ignored.
   */
  createPayment: descriptors.createPaymentOperation,
  /**
   * Update a payment (full or sparse)
   *
   * Update a payment: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change.
   */
  updatePayment: descriptors.updatePaymentOperation,
  /**
   * Delete a payment
   *
   * `POST .../payment?operation=delete` with `Id` and `SyncToken`. The reply holds only `status: Deleted`, `domain` and `Id`.
   */
  deletePayment: descriptors.deletePaymentOperation,
  /**
   * Void a payment
   *
   * `POST .../payment?operation=void` with `Id` and `SyncToken`: keeps the payment but zeroes its amounts and marks it voided. The reply is the voided payment. The vendor's reference also shows a payment void as `?operation=update&include=void` with `sparse: true`; this definition uses the invoice form, `operation=void`, for both.
   */
  voidPayment: descriptors.voidPaymentOperation,
  /**
   * Read one payment
   *
   * Read the payment with the given Id (`GET .../payment/<entity_id>`). To read several at once use `query`.
   */
  readPayment: descriptors.readPaymentOperation,
  /**
   * Create a vendor
   *
   * Create a vendor. Read-only members sent are silently ignored.
   */
  createVendor: descriptors.createVendorOperation,
  /**
   * Update a vendor (full or sparse)
   *
   * Update a vendor: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change. Set `Active: false` to make it inactive (there is no delete).
   */
  updateVendor: descriptors.updateVendorOperation,
  /**
   * Read one vendor
   *
   * Read the vendor with the given Id (`GET .../vendor/<entity_id>`). To read several at once use `query`.
   */
  readVendor: descriptors.readVendorOperation,
  /**
   * Create a bill
   *
   * Create a bill. Read-only members sent are silently ignored.
   */
  createBill: descriptors.createBillOperation,
  /**
   * Update a bill (full or sparse)
   *
   * Update a bill: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change.
   */
  updateBill: descriptors.updateBillOperation,
  /**
   * Delete a bill
   *
   * `POST .../bill?operation=delete` with `Id` and `SyncToken`. The reply holds only `status: Deleted`, `domain` and `Id`.
   */
  deleteBill: descriptors.deleteBillOperation,
  /**
   * Read one bill
   *
   * Read the bill with the given Id (`GET .../bill/<entity_id>`). To read several at once use `query`.
   */
  readBill: descriptors.readBillOperation,
  /**
   * Create an account
   *
   * Create an account. Read-only members sent are silently ignored.
   */
  createAccount: descriptors.createAccountOperation,
  /**
   * Update an account (full or sparse)
   *
   * Update an account: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change. Set `Active: false` to make it inactive (there is no delete).
   */
  updateAccount: descriptors.updateAccountOperation,
  /**
   * Read one account
   *
   * Read the account with the given Id (`GET .../account/<entity_id>`). To read several at once use `query`.
   */
  readAccount: descriptors.readAccountOperation,
  /**
   * Query entities
   *
   * Read several entities with a select statement (`GET .../query?query=<select_stmt>`). The reply holds the entities under the queried entity's name (`QueryResponse.Invoice`), with `startPosition` and `maxResults`; `SELECT COUNT(*)` answers `totalCount` alone, and an empty result is `"QueryResponse": {}`. Long statements can instead be sent as `POST .../query` with the statement as the body (`Content-Type: application/text`); the reply is the same. That form is not a separate operation here (`x-svc-query.post` says a sandbox takes it).
   */
  query: descriptors.queryOperation,
  /**
   * Run several operations in one request
   *
   * Up to 30 items (`BatchItemRequest`), each a create, update or delete of one entity or a query, run one by one; each item succeeds or fails on its own and its outcome (the entity, a `QueryResponse` or a `Fault`) comes back in `BatchItemResponse`, matched by `bId`. The batch endpoint has its own limits: 40 batch requests per minute per realm and app, 120 per realm (`x-svc-rate-limits`). The seed names the endpoint but not its path or payload; both are the vendor's.
   */
  batch: descriptors.batchOperation,
  /**
   * List entities changed since a time
   *
   * Change data capture (`GET .../cdc?entities=Invoice,Customer&changedSince=<timestamp>`): the entities of the given kinds created, updated or deleted after `changedSince` (at most 30 days back). Deleted entities come as `{"Id", "status": "Deleted"}`. Useful to catch up after missed webhook notifications.
   */
  cdc: descriptors.cdcOperation,
};

/** Name of an operation of this package. */
export type OperationName = keyof typeof operations;

/** Request and response types of every operation, by name. `request` is a write shape (no read-only properties). */
export interface Operations {
  /**
   * Create a customer
   *
   * Create a customer. Read-only members sent are silently ignored.
   */
  createCustomer: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
    };
    query: {
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
      /**
       * Idempotency key chosen by the caller (at most 50 characters, unique per request of a realm): a retried request with the same value returns the first request's result instead of writing again. Use one for every write that may be retried.
       *
       * @minLength 1
       * @maxLength 50
       */
      requestid?: string;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: CustomerWrite;
    response: CustomerResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Update a customer (full or sparse)
   *
   * Update a customer: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change (`{"Id": "2", "SyncToken": "0", "sparse": true, "MiddleName": "Mark"}`). Make it inactive with `{"Id", "SyncToken", "sparse": true, "Active": false}` (there is no delete).
   */
  updateCustomer: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
    };
    query: {
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
      /**
       * Idempotency key chosen by the caller (at most 50 characters, unique per request of a realm): a retried request with the same value returns the first request's result instead of writing again. Use one for every write that may be retried.
       *
       * @minLength 1
       * @maxLength 50
       */
      requestid?: string;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: CustomerUpdateWrite;
    response: CustomerResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Read one customer
   *
   * Read the customer with the given Id (`GET .../customer/<entity_id>`). To read several at once use `query`.
   */
  readCustomer: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
      /**
       * Id of the entity (the seed's `<entity_id>`), as returned in its `Id` member.
       *
       * @minLength 1
       */
      id: string;
    };
    query: {
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: CustomerResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Create an invoice
   *
   * Create an invoice. Read-only members sent are silently ignored.
   */
  createInvoice: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
    };
    query: {
      /** Selects a write other than create/update: `delete` or `void`. Absent for create and update. */
      operation?: 'delete' | 'void';
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
      /**
       * Idempotency key chosen by the caller (at most 50 characters, unique per request of a realm): a retried request with the same value returns the first request's result instead of writing again. Use one for every write that may be retried.
       *
       * @minLength 1
       * @maxLength 50
       */
      requestid?: string;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: InvoiceWrite;
    response: InvoiceResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Update an invoice (full or sparse)
   *
   * Update an invoice: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change.
   */
  updateInvoice: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
    };
    query: {
      /** Selects a write other than create/update: `delete` or `void`. Absent for create and update. */
      operation?: 'delete' | 'void';
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
      /**
       * Idempotency key chosen by the caller (at most 50 characters, unique per request of a realm): a retried request with the same value returns the first request's result instead of writing again. Use one for every write that may be retried.
       *
       * @minLength 1
       * @maxLength 50
       */
      requestid?: string;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: InvoiceUpdateWrite;
    response: InvoiceResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Delete an invoice
   *
   * `POST .../invoice?operation=delete` with `Id` and `SyncToken`. The reply holds only `status: Deleted`, `domain` and `Id`.
   */
  deleteInvoice: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
    };
    query: {
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
      /**
       * Idempotency key chosen by the caller (at most 50 characters, unique per request of a realm): a retried request with the same value returns the first request's result instead of writing again. Use one for every write that may be retried.
       *
       * @minLength 1
       * @maxLength 50
       */
      requestid?: string;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: EntityDeleteRequest;
    response: InvoiceDeleteResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Void an invoice
   *
   * `POST .../invoice?operation=void` with `Id` and `SyncToken`: keeps the invoice but zeroes its amounts and marks it voided. The reply is the voided invoice.
   */
  voidInvoice: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
    };
    query: {
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
      /**
       * Idempotency key chosen by the caller (at most 50 characters, unique per request of a realm): a retried request with the same value returns the first request's result instead of writing again. Use one for every write that may be retried.
       *
       * @minLength 1
       * @maxLength 50
       */
      requestid?: string;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: EntityVoidRequest;
    response: InvoiceResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Read one invoice
   *
   * Read the invoice with the given Id (`GET .../invoice/<entity_id>`). To read several at once use `query`.
   */
  readInvoice: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
      /**
       * Id of the entity (the seed's `<entity_id>`), as returned in its `Id` member.
       *
       * @minLength 1
       */
      id: string;
    };
    query: {
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: InvoiceResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Read an invoice as PDF
   *
   * The invoice rendered as a PDF document (`GET .../invoice/<entity_id>/pdf` with `Accept: application/pdf`). The reply body is binary; errors still come back as a JSON `Fault`, so a client must look at the status and `Content-Type` before treating the body as PDF. The seed says some transaction entities can be returned as PDF; the path is the vendor's.
   */
  pdfInvoice: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
      /**
       * Id of the entity (the seed's `<entity_id>`), as returned in its `Id` member.
       *
       * @minLength 1
       */
      id: string;
    };
    query: {
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: Uint8Array;
    error: Fault | GatewayFault | string;
  };
  /**
   * E-mail an invoice
   *
   * E-mails the invoice (`POST .../invoice/<entity_id>/send?sendTo=<address>`), to `sendTo` or, without it, to the invoice's `BillEmail`. No request body. The reply is the invoice with `EmailStatus: EmailSent` and `DeliveryInfo` set. The sandbox allows 40 e-mails per day per realm (`x-svc-rate-limits`).
   */
  sendInvoice: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
      /**
       * Id of the entity (the seed's `<entity_id>`), as returned in its `Id` member.
       *
       * @minLength 1
       */
      id: string;
    };
    query: {
      /**
       * E-mail address to send to; without it the invoice goes to its `BillEmail`. The sandbox sends at most 40 e-mails per day per realm.
       *
       * @format email
       * @maxLength 100
       */
      sendTo?: string;
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
      /**
       * Idempotency key chosen by the caller (at most 50 characters, unique per request of a realm): a retried request with the same value returns the first request's result instead of writing again. Use one for every write that may be retried.
       *
       * @minLength 1
       * @maxLength 50
       */
      requestid?: string;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: InvoiceResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Create an item
   *
   * Create an item. Read-only members sent are silently ignored.
   */
  createItem: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
    };
    query: {
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
      /**
       * Idempotency key chosen by the caller (at most 50 characters, unique per request of a realm): a retried request with the same value returns the first request's result instead of writing again. Use one for every write that may be retried.
       *
       * @minLength 1
       * @maxLength 50
       */
      requestid?: string;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: ItemWrite;
    response: ItemResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Update an item (full or sparse)
   *
   * Update an item: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change. Set `Active: false` to make it inactive (there is no delete).
   */
  updateItem: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
    };
    query: {
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
      /**
       * Idempotency key chosen by the caller (at most 50 characters, unique per request of a realm): a retried request with the same value returns the first request's result instead of writing again. Use one for every write that may be retried.
       *
       * @minLength 1
       * @maxLength 50
       */
      requestid?: string;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: ItemUpdateWrite;
    response: ItemResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Read one item
   *
   * Read the item with the given Id (`GET .../item/<entity_id>`). To read several at once use `query`.
   */
  readItem: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
      /**
       * Id of the entity (the seed's `<entity_id>`), as returned in its `Id` member.
       *
       * @minLength 1
       */
      id: string;
    };
    query: {
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: ItemResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Create a payment
   *
   * Create a payment. Read-only members sent are silently ignored.
   */
  createPayment: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
    };
    query: {
      /** Selects a write other than create/update: `delete` or `void`. Absent for create and update. */
      operation?: 'delete' | 'void';
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
      /**
       * Idempotency key chosen by the caller (at most 50 characters, unique per request of a realm): a retried request with the same value returns the first request's result instead of writing again. Use one for every write that may be retried.
       *
       * @minLength 1
       * @maxLength 50
       */
      requestid?: string;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: PaymentWrite;
    response: PaymentResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Update a payment (full or sparse)
   *
   * Update a payment: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change.
   */
  updatePayment: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
    };
    query: {
      /** Selects a write other than create/update: `delete` or `void`. Absent for create and update. */
      operation?: 'delete' | 'void';
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
      /**
       * Idempotency key chosen by the caller (at most 50 characters, unique per request of a realm): a retried request with the same value returns the first request's result instead of writing again. Use one for every write that may be retried.
       *
       * @minLength 1
       * @maxLength 50
       */
      requestid?: string;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: PaymentUpdateWrite;
    response: PaymentResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Delete a payment
   *
   * `POST .../payment?operation=delete` with `Id` and `SyncToken`. The reply holds only `status: Deleted`, `domain` and `Id`.
   */
  deletePayment: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
    };
    query: {
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
      /**
       * Idempotency key chosen by the caller (at most 50 characters, unique per request of a realm): a retried request with the same value returns the first request's result instead of writing again. Use one for every write that may be retried.
       *
       * @minLength 1
       * @maxLength 50
       */
      requestid?: string;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: EntityDeleteRequest;
    response: PaymentDeleteResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Void a payment
   *
   * `POST .../payment?operation=void` with `Id` and `SyncToken`: keeps the payment but zeroes its amounts and marks it voided. The reply is the voided payment. The vendor's reference also shows a payment void as `?operation=update&include=void` with `sparse: true`; this definition uses the invoice form, `operation=void`, for both.
   */
  voidPayment: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
    };
    query: {
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
      /**
       * Idempotency key chosen by the caller (at most 50 characters, unique per request of a realm): a retried request with the same value returns the first request's result instead of writing again. Use one for every write that may be retried.
       *
       * @minLength 1
       * @maxLength 50
       */
      requestid?: string;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: EntityVoidRequest;
    response: PaymentResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Read one payment
   *
   * Read the payment with the given Id (`GET .../payment/<entity_id>`). To read several at once use `query`.
   */
  readPayment: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
      /**
       * Id of the entity (the seed's `<entity_id>`), as returned in its `Id` member.
       *
       * @minLength 1
       */
      id: string;
    };
    query: {
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: PaymentResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Create a vendor
   *
   * Create a vendor. Read-only members sent are silently ignored.
   */
  createVendor: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
    };
    query: {
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
      /**
       * Idempotency key chosen by the caller (at most 50 characters, unique per request of a realm): a retried request with the same value returns the first request's result instead of writing again. Use one for every write that may be retried.
       *
       * @minLength 1
       * @maxLength 50
       */
      requestid?: string;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: VendorWrite;
    response: VendorResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Update a vendor (full or sparse)
   *
   * Update a vendor: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change. Set `Active: false` to make it inactive (there is no delete).
   */
  updateVendor: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
    };
    query: {
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
      /**
       * Idempotency key chosen by the caller (at most 50 characters, unique per request of a realm): a retried request with the same value returns the first request's result instead of writing again. Use one for every write that may be retried.
       *
       * @minLength 1
       * @maxLength 50
       */
      requestid?: string;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: VendorUpdateWrite;
    response: VendorResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Read one vendor
   *
   * Read the vendor with the given Id (`GET .../vendor/<entity_id>`). To read several at once use `query`.
   */
  readVendor: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
      /**
       * Id of the entity (the seed's `<entity_id>`), as returned in its `Id` member.
       *
       * @minLength 1
       */
      id: string;
    };
    query: {
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: VendorResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Create a bill
   *
   * Create a bill. Read-only members sent are silently ignored.
   */
  createBill: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
    };
    query: {
      /** Selects a write other than create/update: `delete`. Absent for create and update. */
      operation?: 'delete';
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
      /**
       * Idempotency key chosen by the caller (at most 50 characters, unique per request of a realm): a retried request with the same value returns the first request's result instead of writing again. Use one for every write that may be retried.
       *
       * @minLength 1
       * @maxLength 50
       */
      requestid?: string;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: BillWrite;
    response: BillResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Update a bill (full or sparse)
   *
   * Update a bill: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change.
   */
  updateBill: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
    };
    query: {
      /** Selects a write other than create/update: `delete`. Absent for create and update. */
      operation?: 'delete';
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
      /**
       * Idempotency key chosen by the caller (at most 50 characters, unique per request of a realm): a retried request with the same value returns the first request's result instead of writing again. Use one for every write that may be retried.
       *
       * @minLength 1
       * @maxLength 50
       */
      requestid?: string;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: BillUpdateWrite;
    response: BillResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Delete a bill
   *
   * `POST .../bill?operation=delete` with `Id` and `SyncToken`. The reply holds only `status: Deleted`, `domain` and `Id`.
   */
  deleteBill: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
    };
    query: {
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
      /**
       * Idempotency key chosen by the caller (at most 50 characters, unique per request of a realm): a retried request with the same value returns the first request's result instead of writing again. Use one for every write that may be retried.
       *
       * @minLength 1
       * @maxLength 50
       */
      requestid?: string;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: EntityDeleteRequest;
    response: BillDeleteResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Read one bill
   *
   * Read the bill with the given Id (`GET .../bill/<entity_id>`). To read several at once use `query`.
   */
  readBill: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
      /**
       * Id of the entity (the seed's `<entity_id>`), as returned in its `Id` member.
       *
       * @minLength 1
       */
      id: string;
    };
    query: {
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: BillResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Create an account
   *
   * Create an account. Read-only members sent are silently ignored.
   */
  createAccount: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
    };
    query: {
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
      /**
       * Idempotency key chosen by the caller (at most 50 characters, unique per request of a realm): a retried request with the same value returns the first request's result instead of writing again. Use one for every write that may be retried.
       *
       * @minLength 1
       * @maxLength 50
       */
      requestid?: string;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: AccountWrite;
    response: AccountResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Update an account (full or sparse)
   *
   * Update an account: send `Id` and the current `SyncToken`. A full update sets writable members left out to null; with `sparse: true` only the members sent change. Set `Active: false` to make it inactive (there is no delete).
   */
  updateAccount: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
    };
    query: {
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
      /**
       * Idempotency key chosen by the caller (at most 50 characters, unique per request of a realm): a retried request with the same value returns the first request's result instead of writing again. Use one for every write that may be retried.
       *
       * @minLength 1
       * @maxLength 50
       */
      requestid?: string;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: AccountUpdateWrite;
    response: AccountResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Read one account
   *
   * Read the account with the given Id (`GET .../account/<entity_id>`). To read several at once use `query`.
   */
  readAccount: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
      /**
       * Id of the entity (the seed's `<entity_id>`), as returned in its `Id` member.
       *
       * @minLength 1
       */
      id: string;
    };
    query: {
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: AccountResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Query entities
   *
   * Read several entities with a select statement (`GET .../query?query=<select_stmt>`). The reply holds the entities under the queried entity's name (`QueryResponse.Invoice`), with `startPosition` and `maxResults`; `SELECT COUNT(*)` answers `totalCount` alone, and an empty result is `"QueryResponse": {}`. Long statements can instead be sent as `POST .../query` with the statement as the body (`Content-Type: application/text`); the reply is the same. That form is not a separate operation here (`x-svc-query.post` says a sandbox takes it).
   */
  query: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
    };
    query: {
      /**
       * The select statement (the seed's `<select_stmt>`), URL-encoded: `SELECT * | COUNT(*) FROM <Entity> [WHERE <prop> <op> <value> [AND ...]] [ORDERBY <prop> [ASC|DESC]] [STARTPOSITION <n>] [MAXRESULTS <n>]`. Operators `=`, `<`, `>`, `<=`, `>=`, `IN (...)`, `LIKE` (`%` wildcard only); no OR, no joins. Keywords and property names are case-insensitive; string values are in single quotes, `\'` escapes a quote. MAXRESULTS defaults to 100, at most 1000; STARTPOSITION is 1-based.
       *
       * @minLength 1
       */
      query: string;
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: QueryResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * Run several operations in one request
   *
   * Up to 30 items (`BatchItemRequest`), each a create, update or delete of one entity or a query, run one by one; each item succeeds or fails on its own and its outcome (the entity, a `QueryResponse` or a `Fault`) comes back in `BatchItemResponse`, matched by `bId`. The batch endpoint has its own limits: 40 batch requests per minute per realm and app, 120 per realm (`x-svc-rate-limits`). The seed names the endpoint but not its path or payload; both are the vendor's.
   */
  batch: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
    };
    query: {
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
      /**
       * Idempotency key chosen by the caller (at most 50 characters, unique per request of a realm): a retried request with the same value returns the first request's result instead of writing again. Use one for every write that may be retried.
       *
       * @minLength 1
       * @maxLength 50
       */
      requestid?: string;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: BatchRequest;
    response: BatchResponse;
    error: Fault | GatewayFault | string;
  };
  /**
   * List entities changed since a time
   *
   * Change data capture (`GET .../cdc?entities=Invoice,Customer&changedSince=<timestamp>`): the entities of the given kinds created, updated or deleted after `changedSince` (at most 30 days back). Deleted entities come as `{"Id", "status": "Deleted"}`. Useful to catch up after missed webhook notifications.
   */
  cdc: {
    path: {
      /**
       * The company (realm ID) whose data the request reads or writes: the seed's `<realm_id>` path segment. Rate limits and serial writes are counted per realm.
       *
       * @minLength 1
       */
      realmId: string;
    };
    query: {
      /**
       * Entity names to report changes for, comma-separated (`Invoice,Customer`).
       *
       * @minItems 1
       */
      entities: string[];
      /** Report changes made after this time (DateTime format; at most 30 days back). */
      changedSince: DateTime;
      /**
       * Minor version of the API that the request and the reply follow: it selects which entity members exist (each minor version has its own XML schema definitions). The current one is 75; omitting the parameter means 75. The seed says minor versions exist but not how a request selects one; this is the vendor's documented way.
       *
       * @integer
       * @minimum 1
       * @default 75
       */
      minorversion?: number;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: CdcResponse;
    error: Fault | GatewayFault | string;
  };
}

/**
 * Addresses the services are reached at.
 *
 * - `production`: Production (`{base_url}` of the live service). Replace the host to point at a real service.
 * - `sandbox`: Sandbox, for development against test companies.
 */
export const endpoints: readonly EndpointDescriptor[] = [
  { service: 'AccountingAPI', name: 'production', url: 'https://accounting.api.svc.example' },
  { service: 'AccountingAPI', name: 'sandbox', url: 'https://sandbox.accounting.api.svc.example' },
];

/**
 * Rate limits the interface declares; `keyedBy` names entries of `rateLimitKeys`.
 *
 * - `api-per-minute`: 500 requests per minute per realm ID (sandbox and production).
 * - `api-per-second`: 10 requests per second per realm ID and app (sandbox and production). The vendor also reads this as at most 10 concurrent requests.
 * - `batch-per-minute-realm-app`: The batch endpoint is throttled at 40 batch requests per minute per realm ID and app; a batch request should carry at most 30 items (the recommended maximum payloads per batch request).
 * - `batch-per-minute-realm`: 120 batch requests per minute per realm ID; at most 30 items per batch request.
 * - `sandbox-emails-per-day`: The sandbox sends at most 40 e-mails per day per realm (the send operations).
 * - `monthly-allowance`: Apps in the entry tier of the partner program have 500,000 core-plus API calls per workspace per month; calls beyond that are throttled with HTTP 429. The window is a calendar month, approximated here as 30 days; higher tiers have larger or no allowances, and which calls count as core-plus is the vendor's classification (this limit counts every call).
 */
export const rateLimits: readonly RateLimit[] = [
  {
    id: 'api-per-minute',
    limit: 500,
    windowSeconds: 60,
    keyedBy: ['realm'],
    appliesTo: [],
    environments: [],
  },
  {
    id: 'api-per-second',
    limit: 10,
    windowSeconds: 1,
    keyedBy: ['app', 'realm'],
    appliesTo: [],
    environments: [],
  },
  {
    id: 'batch-per-minute-realm-app',
    limit: 40,
    windowSeconds: 60,
    keyedBy: ['app', 'realm'],
    appliesTo: ['batch'],
    environments: [],
    maxItemsPerRequest: 30,
  },
  {
    id: 'batch-per-minute-realm',
    limit: 120,
    windowSeconds: 60,
    keyedBy: ['realm'],
    appliesTo: ['batch'],
    environments: [],
    maxItemsPerRequest: 30,
  },
  {
    id: 'sandbox-emails-per-day',
    limit: 40,
    windowSeconds: 86400,
    keyedBy: ['realm'],
    appliesTo: ['sendInvoice'],
    environments: ['sandbox'],
  },
  {
    id: 'monthly-allowance',
    limit: 500000,
    windowSeconds: 2592000,
    keyedBy: ['workspace'],
    appliesTo: [],
    environments: ['production'],
  },
];

/**
 * How each rate-limit key is read off a request.
 *
 * - `app`: The OAuth app behind the bearer token.
 * - `realm`: The company (realm ID) in the request path.
 * - `workspace`: The developer workspace (partner-program account) that owns the app behind the bearer token.
 */
export const rateLimitKeys: readonly RateLimitKey[] = [
  { name: 'app', in: 'credential' },
  { name: 'realm', in: 'path', param: 'realmId' },
  { name: 'workspace', in: 'credential' },
];

/**
 * Security schemes by name, as operations' `security` requirements refer to them.
 *
 * - `oauth2`: OAuth 2.0 authorization-code grant of a company (realm) to the app. The consent redirect carries the realm id beside the code; access tokens live one hour; refresh tokens roll (a refresh may return a new one, and the previous one is then refused) and expire unused after about 100 days, and at the latest after five years.
 * - `bearerAuth`: OAuth 2.0 access token of the user's grant to the app, sent on every request as `Authorization: Bearer <ACCESS_TOKEN>`. How the token is obtained is not part of this API.
 */
export const securitySchemes: { readonly [name: string]: SecuritySchemeDescriptor } = {
  oauth2: { kind: 'oauth2' },
  bearerAuth: { kind: 'http-bearer' },
};

export {
  fillPath,
  matchHttpOperation,
  rateLimitsOf,
} from './runtime/operations/operation-table.js';
export type {
  OperationDescriptor,
  HttpOperationDescriptor,
  SoapOperationDescriptor,
  HttpMethod,
  ParameterDescriptor,
  RequestBodyDescriptor,
  ResponseDescriptor,
  ResponseHeaderDescriptor,
  SecurityRequirement,
  MessagePartDescriptor,
  EndpointDescriptor,
  RateLimit,
  RateLimitKey,
  SecuritySchemeDescriptor,
  OperationTypes,
  HttpOperationMatch,
} from './runtime/operations/operation-table.js';
