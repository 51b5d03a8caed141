/**
 * Server stub of Accounting API 3.75.0.
 *
 * Generated from the definition; do not edit.
 */
/// <reference types="node" />
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { AccountingError, type AccountingResults } from './client.js';
import {
  operations,
  rateLimitKeys,
  rateLimits,
  securitySchemes,
  type OperationName,
  type Operations,
  type RateLimit,
} from './operations.js';
import {
  createServerCore,
  type BasicCredentials,
  type CorsOptions,
  type ExchangeHooks,
  type KeyValues,
  type OperationHandler,
  type RateLimitStore,
  type HttpServerCore,
  type Reply,
  type ServerFault,
  type WindowAlgorithm,
} from './runtime/rest-server/server.js';
import {
  bindServerTables,
  type ParameterSpec,
  type ServerTables,
} from './runtime/rest-server/server-tables.js';
import { validate } from './validators.js';

/** What a handler of `Name` receives: validated, typed parts of the request (read-only members of the body already dropped). */
export interface AccountingRequest<Name extends OperationName> {
  readonly params: Operations[Name]['path'];
  readonly query: Operations[Name]['query'];
  readonly headers: IncomingHttpHeaders;
  readonly body: Operations[Name]['request'];
  readonly traceId: string;
  /** The bearer token, when the security requirement met has a bearer-like scheme (http bearer, oauth2, openIdConnect). */
  readonly token?: string;
  /** The credential of each scheme of the security requirement the request met, by scheme name (basic: `{ username, password }`). */
  readonly credentials: { readonly [scheme: string]: string | BasicCredentials };
  readonly request: IncomingMessage;
}

/**
 * One function per operation: returns the result as a client sees it (the stub wraps it as the definition says), or a `Reply` for another status; throws
 * `AccountingError` (`AccountingError.of(status, body)`) to answer an error. A missing handler answers 501.
 */
export type AccountingHandlers = {
  readonly [Name in OperationName]?: (
    request: AccountingRequest<Name>,
  ) => AccountingResults[Name] | Reply | Promise<AccountingResults[Name] | Reply>;
};

/** Options of `createAccountingServer`. */
export interface AccountingServerOptions {
  /** Check handler results against the definition (a mismatch answers 500 and is reported). Default false; turn on in tests. */
  readonly validateResponses?: boolean;
  /**
   * Accepts or refuses a well-formed credential: one function for bearer tokens (http bearer, oauth2 and openIdConnect schemes),
   * or one per security scheme. A scheme without a function accepts any well-formed credential; a refusal answers 401.
   */
  readonly authenticate?:
    | ((token: string, request: IncomingMessage) => boolean | Promise<boolean>)
    | {
        /** Scheme `oauth2` (oauth2). */
        readonly oauth2?: (
          credential: string,
          request: IncomingMessage,
        ) => boolean | Promise<boolean>;
        /** Scheme `bearerAuth` (http-bearer). */
        readonly bearerAuth?: (
          credential: string,
          request: IncomingMessage,
        ) => boolean | Promise<boolean>;
      };
  /** Request body limit in bytes; default 1 MiB (larger: 413, also before `100 Continue`). */
  readonly maxBodyBytes?: number;
  /** Request line and headers together, in bytes; default 16 KiB (larger: 431 in the API's format). */
  readonly maxHeaderBytes?: number;
  /** A body not received within this many milliseconds answers 408; default 30 s, 0 = none. */
  readonly bodyTimeoutMs?: number;
  /** A handler not done within this many milliseconds answers 504 and its connection is closed; default 30 s, 0 = none. */
  readonly handlerTimeoutMs?: number;
  /** JSON bodies nested deeper than this answer 400; default 64. */
  readonly maxDepth?: number;
  /** Error bodies list the first problems and count the rest to stay under this size; default 64 KiB. */
  readonly maxErrorBodyBytes?: number;
  /** Endpoint name whose rate limits are enforced (all when omitted); `false` turns limits off. */
  readonly environment?: string;
  readonly rateLimits?: false | readonly RateLimit[];
  readonly limiterAlgorithm?: WindowAlgorithm;
  /** Where rate-limit counters live: default in memory; `new RedisRateLimitStore({ url })` shares them between processes (or implement `RateLimitStore`). */
  readonly rateLimitStore?: RateLimitStore;
  /** Counters the in-memory store keeps at most, least recently used evicted; default 10,000. */
  readonly maxRateLimitCounters?: number;
  /**
   * Values of `credential` rate-limit keys (the app, the workspace ...) for a token. Default: one shared value for each,
   * so a client cannot open new counters by inventing tokens; give a resolver to count per app.
   */
  readonly credentialKeyValues?: (
    token: string | undefined,
    request: IncomingMessage,
  ) => KeyValues | Promise<KeyValues>;
  /** Told about handler exceptions and invalid responses; default one line on stderr. */
  readonly onError?: (error: unknown, fault: ServerFault) => void;
  /** Path prefix the operations are served under. */
  readonly basePath?: string;
  /**
   * Pages of these origins may call the server from a browser (CORS): `{ origins: ['https://app.example.com'] }` or `'*'`,
   * with `credentials`, `maxAgeSeconds`, `allowHeaders`, `exposeHeaders`. Default none: no CORS header is written.
   */
  readonly cors?: CorsOptions;
  /**
   * Told about each exchange as the server handles it: the body as sent, every answer as written, and a body to send instead of an
   * error answer's (a logging or fake layer in front of the server; the sandbox uses it). Hooks must not throw.
   */
  readonly exchangeHooks?: ExchangeHooks;
}

const PARAMETERS: { readonly [operation: string]: readonly ParameterSpec[] } = {
  createCustomer: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
    {
      name: 'requestid',
      in: 'query',
      required: false,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  updateCustomer: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
    {
      name: 'requestid',
      in: 'query',
      required: false,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  readCustomer: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'id',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
  ],
  createInvoice: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'operation',
      in: 'query',
      required: false,
      kind: 'string',
      enum: ['delete', 'void'],
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
    {
      name: 'requestid',
      in: 'query',
      required: false,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  updateInvoice: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'operation',
      in: 'query',
      required: false,
      kind: 'string',
      enum: ['delete', 'void'],
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
    {
      name: 'requestid',
      in: 'query',
      required: false,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  deleteInvoice: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
    {
      name: 'requestid',
      in: 'query',
      required: false,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  voidInvoice: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
    {
      name: 'requestid',
      in: 'query',
      required: false,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  readInvoice: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'id',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
  ],
  pdfInvoice: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'id',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
  ],
  sendInvoice: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'id',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'sendTo',
      in: 'query',
      required: false,
      kind: 'string',
      maxLength: 100,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
    {
      name: 'requestid',
      in: 'query',
      required: false,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  createItem: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
    {
      name: 'requestid',
      in: 'query',
      required: false,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  updateItem: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
    {
      name: 'requestid',
      in: 'query',
      required: false,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  readItem: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'id',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
  ],
  createPayment: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'operation',
      in: 'query',
      required: false,
      kind: 'string',
      enum: ['delete', 'void'],
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
    {
      name: 'requestid',
      in: 'query',
      required: false,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  updatePayment: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'operation',
      in: 'query',
      required: false,
      kind: 'string',
      enum: ['delete', 'void'],
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
    {
      name: 'requestid',
      in: 'query',
      required: false,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  deletePayment: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
    {
      name: 'requestid',
      in: 'query',
      required: false,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  voidPayment: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
    {
      name: 'requestid',
      in: 'query',
      required: false,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  readPayment: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'id',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
  ],
  createVendor: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
    {
      name: 'requestid',
      in: 'query',
      required: false,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  updateVendor: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
    {
      name: 'requestid',
      in: 'query',
      required: false,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  readVendor: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'id',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
  ],
  createBill: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'operation',
      in: 'query',
      required: false,
      kind: 'string',
      enum: ['delete'],
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
    {
      name: 'requestid',
      in: 'query',
      required: false,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  updateBill: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'operation',
      in: 'query',
      required: false,
      kind: 'string',
      enum: ['delete'],
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
    {
      name: 'requestid',
      in: 'query',
      required: false,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  deleteBill: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
    {
      name: 'requestid',
      in: 'query',
      required: false,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  readBill: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'id',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
  ],
  createAccount: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
    {
      name: 'requestid',
      in: 'query',
      required: false,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  updateAccount: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
    {
      name: 'requestid',
      in: 'query',
      required: false,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  readAccount: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'id',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
  ],
  query: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'query',
      in: 'query',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
  ],
  batch: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
    {
      name: 'requestid',
      in: 'query',
      required: false,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  cdc: [
    {
      name: 'realmId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'entities',
      in: 'query',
      required: true,
      kind: 'other',
      array: true,
    },
    {
      name: 'changedSince',
      in: 'query',
      required: true,
      kind: 'string',
    },
    {
      name: 'minorversion',
      in: 'query',
      required: false,
      kind: 'integer',
      minimum: 1,
    },
  ],
};

const REQUEST_BODIES: { readonly [operation: string]: keyof typeof validate } = {
  createCustomer: 'CustomerWrite',
  updateCustomer: 'CustomerUpdateWrite',
  createInvoice: 'InvoiceWrite',
  updateInvoice: 'InvoiceUpdateWrite',
  deleteInvoice: 'EntityDeleteRequest',
  voidInvoice: 'EntityVoidRequest',
  createItem: 'ItemWrite',
  updateItem: 'ItemUpdateWrite',
  createPayment: 'PaymentWrite',
  updatePayment: 'PaymentUpdateWrite',
  deletePayment: 'EntityDeleteRequest',
  voidPayment: 'EntityVoidRequest',
  createVendor: 'VendorWrite',
  updateVendor: 'VendorUpdateWrite',
  createBill: 'BillWrite',
  updateBill: 'BillUpdateWrite',
  deleteBill: 'EntityDeleteRequest',
  createAccount: 'AccountWrite',
  updateAccount: 'AccountUpdateWrite',
  batch: 'BatchRequest',
};

const RESPONSE_BODIES: { readonly [operation: string]: keyof typeof validate } = {
  createCustomer: 'CustomerResponse',
  updateCustomer: 'CustomerResponse',
  readCustomer: 'CustomerResponse',
  createInvoice: 'InvoiceResponse',
  updateInvoice: 'InvoiceResponse',
  deleteInvoice: 'InvoiceDeleteResponse',
  voidInvoice: 'InvoiceResponse',
  readInvoice: 'InvoiceResponse',
  sendInvoice: 'InvoiceResponse',
  createItem: 'ItemResponse',
  updateItem: 'ItemResponse',
  readItem: 'ItemResponse',
  createPayment: 'PaymentResponse',
  updatePayment: 'PaymentResponse',
  deletePayment: 'PaymentDeleteResponse',
  voidPayment: 'PaymentResponse',
  readPayment: 'PaymentResponse',
  createVendor: 'VendorResponse',
  updateVendor: 'VendorResponse',
  readVendor: 'VendorResponse',
  createBill: 'BillResponse',
  updateBill: 'BillResponse',
  deleteBill: 'BillDeleteResponse',
  readBill: 'BillResponse',
  createAccount: 'AccountResponse',
  updateAccount: 'AccountResponse',
  readAccount: 'AccountResponse',
  query: 'QueryResponse',
  batch: 'BatchResponse',
  cdc: 'CdcResponse',
};

const WRAPPERS: {
  readonly [operation: string]: { readonly member: string; readonly timestamps: readonly string[] };
} = {
  createCustomer: {
    member: 'Customer',
    timestamps: ['time'],
  },
  updateCustomer: {
    member: 'Customer',
    timestamps: ['time'],
  },
  readCustomer: {
    member: 'Customer',
    timestamps: ['time'],
  },
  createInvoice: {
    member: 'Invoice',
    timestamps: ['time'],
  },
  updateInvoice: {
    member: 'Invoice',
    timestamps: ['time'],
  },
  deleteInvoice: {
    member: 'Invoice',
    timestamps: ['time'],
  },
  voidInvoice: {
    member: 'Invoice',
    timestamps: ['time'],
  },
  readInvoice: {
    member: 'Invoice',
    timestamps: ['time'],
  },
  sendInvoice: {
    member: 'Invoice',
    timestamps: ['time'],
  },
  createItem: {
    member: 'Item',
    timestamps: ['time'],
  },
  updateItem: {
    member: 'Item',
    timestamps: ['time'],
  },
  readItem: {
    member: 'Item',
    timestamps: ['time'],
  },
  createPayment: {
    member: 'Payment',
    timestamps: ['time'],
  },
  updatePayment: {
    member: 'Payment',
    timestamps: ['time'],
  },
  deletePayment: {
    member: 'Payment',
    timestamps: ['time'],
  },
  voidPayment: {
    member: 'Payment',
    timestamps: ['time'],
  },
  readPayment: {
    member: 'Payment',
    timestamps: ['time'],
  },
  createVendor: {
    member: 'Vendor',
    timestamps: ['time'],
  },
  updateVendor: {
    member: 'Vendor',
    timestamps: ['time'],
  },
  readVendor: {
    member: 'Vendor',
    timestamps: ['time'],
  },
  createBill: {
    member: 'Bill',
    timestamps: ['time'],
  },
  updateBill: {
    member: 'Bill',
    timestamps: ['time'],
  },
  deleteBill: {
    member: 'Bill',
    timestamps: ['time'],
  },
  readBill: {
    member: 'Bill',
    timestamps: ['time'],
  },
  createAccount: {
    member: 'Account',
    timestamps: ['time'],
  },
  updateAccount: {
    member: 'Account',
    timestamps: ['time'],
  },
  readAccount: {
    member: 'Account',
    timestamps: ['time'],
  },
  query: {
    member: 'QueryResponse',
    timestamps: ['time'],
  },
  batch: {
    member: 'BatchItemResponse',
    timestamps: ['time'],
  },
  cdc: {
    member: 'CDCResponse',
    timestamps: ['time'],
  },
};

const VARIANTS: { readonly [operation: string]: readonly string[] } = {
  createCustomer: ['createCustomer', 'updateCustomer'],
  createInvoice: ['createInvoice', 'updateInvoice'],
  createItem: ['createItem', 'updateItem'],
  createPayment: ['createPayment', 'updatePayment'],
  createVendor: ['createVendor', 'updateVendor'],
  createBill: ['createBill', 'updateBill'],
  createAccount: ['createAccount', 'updateAccount'],
};

const ERROR_BODY: unknown = {
  Fault: {
    Error: [
      {
        Message: '{message}',
        Detail: '{detail}',
        code: '{code}',
        element: '{element}',
      },
    ],
    type: '{type}',
  },
  time: '{time}',
};

const ERROR_VALUES: { readonly [kind: string]: { readonly [name: string]: string } } = {
  'bad-request': {
    code: '2020',
    element: '',
    type: 'ValidationFault',
  },
  default: {
    code: '6000',
    element: '',
    type: 'ValidationFault',
  },
  internal: {
    code: '10000',
    element: '',
    type: 'SystemFault',
  },
  'method-not-allowed': {
    code: '500',
    element: '',
    type: 'ValidationFault',
  },
  'not-acceptable': {
    code: '500',
    element: '',
    type: 'ValidationFault',
  },
  'not-found': {
    code: '610',
    element: '',
    type: 'ValidationFault',
  },
  'not-implemented': {
    code: '500',
    element: '',
    type: 'ValidationFault',
  },
  'payload-too-large': {
    code: '6000',
    element: '',
    type: 'ValidationFault',
  },
  'request-timeout': {
    code: '6000',
    element: '',
    type: 'ValidationFault',
  },
  throttled: {
    code: '3001',
    element: '',
    type: 'SERVICE',
  },
  timeout: {
    code: '10000',
    element: '',
    type: 'SystemFault',
  },
  unauthorized: {
    code: '3200',
    element: '',
    type: 'AuthenticationFault',
  },
  'unsupported-media-type': {
    code: '500',
    element: '',
    type: 'ValidationFault',
  },
  validation: {
    code: '2020',
    element: '',
    type: 'ValidationFault',
  },
};

const REPLY_HEADERS: { readonly [name: string]: string } = {
  'Svc-Version': '3.75.0',
};

/** Validation, wrapping and error bodies from the tables above (`runtime/rest/server-tables.ts`). */
const glue = bindServerTables({
  parameters: PARAMETERS,
  requestBodies: REQUEST_BODIES,
  responseBodies: RESPONSE_BODIES,
  wrappers: WRAPPERS,
  variants: VARIANTS,
  errorBody: ERROR_BODY,
  errorValues: ERROR_VALUES,
  validate: validate as unknown as ServerTables['validate'],
});

/**
 * A server of Accounting API 3.75.0: routing, bearer check, rate limits, validation with the generated validators,
 * errors in the interface's own format. `listener` is a node:http request listener; `listen(port?, host?)` resolves to `{ url, close() }`.
 */
export function createAccountingServer(
  handlers: AccountingHandlers,
  options: AccountingServerOptions = {},
): HttpServerCore {
  return createServerCore({
    operations,
    handlers: glue.dispatch(handlers as { readonly [name: string]: OperationHandler | undefined }),
    formatError: glue.formatError,
    wrap: glue.wrap,
    validateRequest: glue.validateRequest,
    validateResponse: options.validateResponses ? glue.validateResponse : undefined,
    onError: options.onError,
    authenticate: options.authenticate,
    securitySchemes,
    traceHeader: 'svc_tid',
    headers: REPLY_HEADERS,
    maxBodyBytes: options.maxBodyBytes,
    maxHeaderBytes: options.maxHeaderBytes,
    bodyTimeoutMs: options.bodyTimeoutMs,
    handlerTimeoutMs: options.handlerTimeoutMs,
    maxDepth: options.maxDepth,
    maxErrorBodyBytes: options.maxErrorBodyBytes,
    basePath: options.basePath,
    limits: options.rateLimits === false ? undefined : (options.rateLimits ?? rateLimits),
    rateLimitKeys,
    environment: options.environment,
    limiterAlgorithm: options.limiterAlgorithm,
    rateLimitStore: options.rateLimitStore,
    maxRateLimitCounters: options.maxRateLimitCounters,
    credentialKeyValues: options.credentialKeyValues,
    cors: options.cors,
    exchangeHooks: options.exchangeHooks,
  });
}

export { Reply } from './runtime/rest-server/server.js';
export type { CorsOptions, ExchangeHooks, HttpServerCore } from './runtime/rest-server/server.js';
export { answerNodeRefusals } from './runtime/rest-server/node-refusals.js';
export type { NodeRefusal, RawAnswer } from './runtime/rest-server/node-refusals.js';
