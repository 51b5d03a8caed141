/**
 * Sandbox of Accounting API 3.75.0: a stateful server that behaves like the service, built from the
 * definition's operation kinds and entity facts and its service module (`service/sandbox/`).
 *
 * Generated from the definition; do not edit.
 */
/// <reference types="node" />
import { fixtures } from './fixtures.js';
import {
  createAccountingServer,
  type AccountingHandlers,
  type AccountingServerOptions,
} from './server.js';
import {
  createSandboxCore,
  type SandboxDefinition,
  type SandboxOptions,
  type SandboxServer,
} from './runtime/sandbox/core.js';
import { sandbox as service } from './service/sandbox/index.js';

const ENTITIES: SandboxDefinition['entities'] = {
  Account: {
    id: 'Id',
    version: 'SyncToken',
    created: 'MetaData.CreateTime',
    updated: 'MetaData.LastUpdatedTime',
    sparse: 'sparse',
    active: 'Active',
    unique: {
      Name: 'account-name',
    },
    writable: [
      'sparse',
      'Name',
      'AccountType',
      'AccountSubType',
      'Classification',
      'Description',
      'AcctNum',
      'SubAccount',
      'ParentRef',
      'Active',
      'CurrencyRef',
      'TaxCodeRef',
    ],
    seedType: 'AccountWrite',
  },
  Bill: {
    id: 'Id',
    version: 'SyncToken',
    created: 'MetaData.CreateTime',
    updated: 'MetaData.LastUpdatedTime',
    sparse: 'sparse',
    writable: [
      'sparse',
      'VendorRef',
      'Line',
      'APAccountRef',
      'DocNumber',
      'TxnDate',
      'DueDate',
      'SalesTermRef',
      'CurrencyRef',
      'ExchangeRate',
      'DepartmentRef',
      'PrivateNote',
      'TxnTaxDetail',
      'GlobalTaxCalculation',
      'VendorAddr',
      'RemitToAddr',
      'LinkedTxn',
    ],
    seedType: 'BillWrite',
  },
  Customer: {
    id: 'Id',
    version: 'SyncToken',
    created: 'MetaData.CreateTime',
    updated: 'MetaData.LastUpdatedTime',
    sparse: 'sparse',
    active: 'Active',
    unique: {
      DisplayName: 'display-name',
    },
    writable: [
      'sparse',
      'DisplayName',
      'Title',
      'GivenName',
      'MiddleName',
      'FamilyName',
      'Suffix',
      'CompanyName',
      'PrintOnCheckName',
      'Active',
      'PrimaryEmailAddr',
      'PrimaryPhone',
      'AlternatePhone',
      'Mobile',
      'Fax',
      'WebAddr',
      'BillAddr',
      'ShipAddr',
      'Notes',
      'CurrencyRef',
      'AcctNum',
      'DefaultTaxCodeRef',
      'OpenBalanceDate',
      'Taxable',
      'Job',
      'BillWithParent',
      'ParentRef',
      'SalesTermRef',
      'PaymentMethodRef',
      'PreferredDeliveryMethod',
      'ResaleNum',
      'CreditLimit',
    ],
    seedType: 'CustomerWrite',
  },
  Invoice: {
    id: 'Id',
    version: 'SyncToken',
    created: 'MetaData.CreateTime',
    updated: 'MetaData.LastUpdatedTime',
    sparse: 'sparse',
    unique: {
      DocNumber: 'invoice-doc-number',
    },
    writable: [
      'sparse',
      'CustomerRef',
      'Line',
      'DocNumber',
      'TxnDate',
      'DueDate',
      'CurrencyRef',
      'ExchangeRate',
      'BillAddr',
      'ShipAddr',
      'ShipFromAddr',
      'BillEmail',
      'BillEmailCc',
      'BillEmailBcc',
      'EmailStatus',
      'PrintStatus',
      'TxnTaxDetail',
      'LinkedTxn',
      'PrivateNote',
      'CustomerMemo',
      'ApplyTaxAfterDiscount',
      'Deposit',
      'DepositToAccountRef',
      'SalesTermRef',
      'ClassRef',
      'DepartmentRef',
      'ProjectRef',
      'ShipMethodRef',
      'ShipDate',
      'TrackingNum',
      'GlobalTaxCalculation',
      'AllowOnlinePayment',
      'AllowOnlineCreditCardPayment',
      'AllowOnlineACHPayment',
      'CustomField',
    ],
    seedType: 'InvoiceWrite',
  },
  Item: {
    id: 'Id',
    version: 'SyncToken',
    created: 'MetaData.CreateTime',
    updated: 'MetaData.LastUpdatedTime',
    sparse: 'sparse',
    active: 'Active',
    unique: {
      Name: 'item-name',
    },
    writable: [
      'sparse',
      'Name',
      'Type',
      'Sku',
      'Description',
      'Active',
      'SubItem',
      'ParentRef',
      'Taxable',
      'SalesTaxIncluded',
      'UnitPrice',
      'IncomeAccountRef',
      'PurchaseDesc',
      'PurchaseTaxIncluded',
      'PurchaseCost',
      'ExpenseAccountRef',
      'AssetAccountRef',
      'PrefVendorRef',
      'TrackQtyOnHand',
      'QtyOnHand',
      'ReorderPoint',
      'InvStartDate',
      'SalesTaxCodeRef',
      'PurchaseTaxCodeRef',
      'ClassRef',
    ],
    seedType: 'ItemWrite',
  },
  Payment: {
    id: 'Id',
    version: 'SyncToken',
    created: 'MetaData.CreateTime',
    updated: 'MetaData.LastUpdatedTime',
    sparse: 'sparse',
    writable: [
      'sparse',
      'CustomerRef',
      'TotalAmt',
      'Line',
      'TxnDate',
      'PaymentRefNum',
      'PaymentMethodRef',
      'DepositToAccountRef',
      'ARAccountRef',
      'CurrencyRef',
      'ExchangeRate',
      'PrivateNote',
      'ProcessPayment',
      'TxnStatus',
      'LinkedTxn',
    ],
    seedType: 'PaymentWrite',
  },
  Vendor: {
    id: 'Id',
    version: 'SyncToken',
    created: 'MetaData.CreateTime',
    updated: 'MetaData.LastUpdatedTime',
    sparse: 'sparse',
    active: 'Active',
    unique: {
      DisplayName: 'display-name',
    },
    writable: [
      'sparse',
      'DisplayName',
      'Title',
      'GivenName',
      'MiddleName',
      'FamilyName',
      'Suffix',
      'CompanyName',
      'PrintOnCheckName',
      'Active',
      'PrimaryEmailAddr',
      'PrimaryPhone',
      'AlternatePhone',
      'Mobile',
      'Fax',
      'WebAddr',
      'BillAddr',
      'ShipAddr',
      'Notes',
      'CurrencyRef',
      'AcctNum',
      'DefaultTaxCodeRef',
      'OpenBalanceDate',
      'TaxIdentifier',
      'TermRef',
      'APAccountRef',
      'Vendor1099',
      'BillRate',
      'CostRate',
    ],
    seedType: 'VendorWrite',
  },
};

const OPERATIONS: SandboxDefinition['operations'] = {
  createCustomer: {
    kind: 'create',
    entity: 'Customer',
    scope: [],
    idempotencyKey: {
      in: 'query',
      name: 'requestid',
    },
  },
  updateCustomer: {
    kind: 'update',
    entity: 'Customer',
    scope: [],
    idempotencyKey: {
      in: 'query',
      name: 'requestid',
    },
  },
  readCustomer: {
    kind: 'read',
    entity: 'Customer',
    idParam: 'id',
    scope: [],
  },
  createInvoice: {
    kind: 'create',
    entity: 'Invoice',
    scope: [],
    idempotencyKey: {
      in: 'query',
      name: 'requestid',
    },
  },
  updateInvoice: {
    kind: 'update',
    entity: 'Invoice',
    scope: [],
    idempotencyKey: {
      in: 'query',
      name: 'requestid',
    },
  },
  deleteInvoice: {
    kind: 'delete',
    entity: 'Invoice',
    scope: [],
    idempotencyKey: {
      in: 'query',
      name: 'requestid',
    },
  },
  voidInvoice: {
    kind: 'void',
    entity: 'Invoice',
    scope: [],
    idempotencyKey: {
      in: 'query',
      name: 'requestid',
    },
  },
  readInvoice: {
    kind: 'read',
    entity: 'Invoice',
    idParam: 'id',
    scope: [],
  },
  pdfInvoice: {
    kind: 'action',
    scope: ['id'],
  },
  sendInvoice: {
    kind: 'action',
    entity: 'Invoice',
    scope: ['id'],
    idempotencyKey: {
      in: 'query',
      name: 'requestid',
    },
  },
  createItem: {
    kind: 'create',
    entity: 'Item',
    scope: [],
    idempotencyKey: {
      in: 'query',
      name: 'requestid',
    },
  },
  updateItem: {
    kind: 'update',
    entity: 'Item',
    scope: [],
    idempotencyKey: {
      in: 'query',
      name: 'requestid',
    },
  },
  readItem: {
    kind: 'read',
    entity: 'Item',
    idParam: 'id',
    scope: [],
  },
  createPayment: {
    kind: 'create',
    entity: 'Payment',
    scope: [],
    idempotencyKey: {
      in: 'query',
      name: 'requestid',
    },
  },
  updatePayment: {
    kind: 'update',
    entity: 'Payment',
    scope: [],
    idempotencyKey: {
      in: 'query',
      name: 'requestid',
    },
  },
  deletePayment: {
    kind: 'delete',
    entity: 'Payment',
    scope: [],
    idempotencyKey: {
      in: 'query',
      name: 'requestid',
    },
  },
  voidPayment: {
    kind: 'void',
    entity: 'Payment',
    scope: [],
    idempotencyKey: {
      in: 'query',
      name: 'requestid',
    },
  },
  readPayment: {
    kind: 'read',
    entity: 'Payment',
    idParam: 'id',
    scope: [],
  },
  createVendor: {
    kind: 'create',
    entity: 'Vendor',
    scope: [],
    idempotencyKey: {
      in: 'query',
      name: 'requestid',
    },
  },
  updateVendor: {
    kind: 'update',
    entity: 'Vendor',
    scope: [],
    idempotencyKey: {
      in: 'query',
      name: 'requestid',
    },
  },
  readVendor: {
    kind: 'read',
    entity: 'Vendor',
    idParam: 'id',
    scope: [],
  },
  createBill: {
    kind: 'create',
    entity: 'Bill',
    scope: [],
    idempotencyKey: {
      in: 'query',
      name: 'requestid',
    },
  },
  updateBill: {
    kind: 'update',
    entity: 'Bill',
    scope: [],
    idempotencyKey: {
      in: 'query',
      name: 'requestid',
    },
  },
  deleteBill: {
    kind: 'delete',
    entity: 'Bill',
    scope: [],
    idempotencyKey: {
      in: 'query',
      name: 'requestid',
    },
  },
  readBill: {
    kind: 'read',
    entity: 'Bill',
    idParam: 'id',
    scope: [],
  },
  createAccount: {
    kind: 'create',
    entity: 'Account',
    scope: [],
    idempotencyKey: {
      in: 'query',
      name: 'requestid',
    },
  },
  updateAccount: {
    kind: 'update',
    entity: 'Account',
    scope: [],
    idempotencyKey: {
      in: 'query',
      name: 'requestid',
    },
  },
  readAccount: {
    kind: 'read',
    entity: 'Account',
    idParam: 'id',
    scope: [],
  },
  query: {
    kind: 'query',
    scope: [],
    query: {
      parameter: 'query',
      operators: ['=', '<', '>', '<=', '>=', 'IN', 'LIKE'],
      orderByKeyword: 'ORDERBY',
      offsetKeyword: 'STARTPOSITION',
      offsetBase: 1,
      limitKeyword: 'MAXRESULTS',
      defaultLimit: 100,
      maxLimit: 1000,
      quote: "'",
      escape: '\\',
    },
  },
  batch: {
    kind: 'batch',
    scope: [],
    idempotencyKey: {
      in: 'query',
      name: 'requestid',
    },
    batch: {
      items: 'BatchItemRequest',
      id: 'bId',
      operation: 'operation',
      query: 'Query',
      queryResult: 'QueryResponse',
      fault: 'Fault',
      maxItems: 30,
    },
  },
  cdc: {
    kind: 'cdc',
    scope: [],
    cdc: {
      entitiesParam: 'entities',
      sinceParam: 'changedSince',
      member: 'QueryResponse',
    },
  },
};

const TENANT: SandboxDefinition['tenant'] = {
  in: 'path',
  param: 'realmId',
};

const ERRORS: SandboxDefinition['errors'] = {
  body: {
    Fault: {
      Error: [
        {
          Message: '{message}',
          Detail: '{detail}',
          code: '{code}',
        },
      ],
      type: '{type}',
    },
    time: '{time}',
  },
  kinds: {
    'bad-request': {
      code: '2020',
      type: 'ValidationFault',
    },
    default: {
      code: '6000',
      type: 'ValidationFault',
    },
    internal: {
      code: '10000',
      type: 'SystemFault',
    },
    'method-not-allowed': {
      code: '500',
      type: 'ValidationFault',
    },
    'not-acceptable': {
      code: '500',
      type: 'ValidationFault',
    },
    'not-found': {
      code: '610',
      type: 'ValidationFault',
    },
    'not-implemented': {
      code: '500',
      type: 'ValidationFault',
    },
    'payload-too-large': {
      code: '6000',
      type: 'ValidationFault',
    },
    'request-timeout': {
      code: '6000',
      type: 'ValidationFault',
    },
    throttled: {
      code: '3001',
      type: 'SERVICE',
    },
    timeout: {
      code: '10000',
      type: 'SystemFault',
    },
    unauthorized: {
      code: '3200',
      type: 'AuthenticationFault',
    },
    'unsupported-media-type': {
      code: '500',
      type: 'ValidationFault',
    },
    validation: {
      code: '2020',
      type: 'ValidationFault',
    },
  },
};

/** Options of `createAccountingSandbox`. */
export interface AccountingSandboxOptions extends SandboxOptions {
  /** Options of the server underneath (base path, limits, body size ...). */
  readonly server?: AccountingServerOptions;
  /** Accept only this bearer token; default: any well-formed one. */
  readonly token?: string;
  /** `false` turns the definition's rate limits off (seeding many entities over HTTP, say). */
  readonly rateLimits?: boolean;
}

function fixture(type: string, k: number): { readonly [member: string]: unknown } {
  const builder = (
    fixtures as unknown as { readonly [type: string]: { seed(k: number): unknown } | undefined }
  )[type];
  if (builder === undefined) throw new Error(`No fixture ${type}`);
  return builder.seed(k) as { readonly [member: string]: unknown };
}

/**
 * A stateful sandbox of Accounting API: `listener` for node:http, `listen(port?, host?)` -> `{ url, close() }`, plus
 * `tenant(key)` (a tenant's data, seeded on first use), `reset()` and `store`.
 */
export function createAccountingSandbox(options: AccountingSandboxOptions = {}): SandboxServer {
  const core = createSandboxCore(
    {
      entities: ENTITIES,
      operations: OPERATIONS,
      tenant: TENANT,
      errors: ERRORS,
      fixtures: fixture,
      service,
    },
    options,
  );
  const token = options.token;
  const server = createAccountingServer(core.handlers as AccountingHandlers, {
    environment: 'sandbox',
    ...options.server,
    ...(options.rateLimits === false ? { rateLimits: false } : {}),
    ...(token !== undefined ? { authenticate: (given: string) => given === token } : {}),
  });
  return core.attach(server, options.server?.basePath, token);
}

export { SandboxStore } from './runtime/sandbox/store.js';
export type { SandboxServer } from './runtime/sandbox/core.js';
