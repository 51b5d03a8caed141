/**
 * The runtime descriptor of each operation of Accounting API 3.75.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

const $1 = {
  name: 'realmId',
  in: 'path',
  required: true,
  style: 'simple',
  explode: false,
} as const;

const $2 = {
  name: 'minorversion',
  in: 'query',
  required: false,
  style: 'form',
  explode: true,
} as const;

const $3 = {
  name: 'requestid',
  in: 'query',
  required: false,
  style: 'form',
  explode: true,
} as const;

const $4 = [$1, $2, $3] as const;

const $5 = { required: true, mediaTypes: ['application/json'] } as const;

const $6 = { name: 'svc_tid', required: true } as const;

const $7 = { name: 'Svc-Version', required: false } as const;

const $8 = { name: 'Content-Type', required: false } as const;

const $9 = [$6, $7, $8] as const;

const $10 = { mediaTypes: ['application/json'], headers: $9 } as const;

const $11 = ['application/json', 'application/xml'] as const;

const $12 = { name: 'Retry-After', required: false, kind: 'integer' } as const;

const $13 = [$6, $7, $8, $12] as const;

const $14 = { mediaTypes: $11, headers: $13 } as const;

const $15 = {
  '200': $10,
  '400': $10,
  '401': $10,
  '403': $10,
  '404': $10,
  '429': $14,
  '500': $10,
} as const;

const $16 = ['api-per-minute', 'api-per-second', 'monthly-allowance'] as const;

const $17 = { name: 'id', in: 'path', required: true, style: 'simple', explode: false } as const;

const $18 = [$1, $17, $2] as const;

const $19 = {
  name: 'operation',
  in: 'query',
  required: false,
  style: 'form',
  explode: true,
} as const;

const $20 = [$1, $19, $2, $3] as const;

/** `createCustomer`: POST /v3/company/{realmId}/customer. */
export const createCustomerOperation: HttpOperationDescriptor = {
  name: 'createCustomer',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/customer',
  selector: {},
  parameters: $4,
  requestBody: $5,
  responses: $15,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['realm'] },
  rateLimits: $16,
  result: 'Customer',
};

/** `updateCustomer`: POST /v3/company/{realmId}/customer. */
export const updateCustomerOperation: HttpOperationDescriptor = {
  name: 'updateCustomer',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/customer',
  selector: {},
  parameters: $4,
  requestBody: $5,
  responses: $15,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['realm'] },
  rateLimits: $16,
  result: 'Customer',
};

/** `readCustomer`: GET /v3/company/{realmId}/customer/{id}. */
export const readCustomerOperation: HttpOperationDescriptor = {
  name: 'readCustomer',
  kind: 'http',
  method: 'GET',
  path: '/v3/company/{realmId}/customer/{id}',
  selector: {},
  parameters: $18,
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $16,
  result: 'Customer',
};

/** `createInvoice`: POST /v3/company/{realmId}/invoice. */
export const createInvoiceOperation: HttpOperationDescriptor = {
  name: 'createInvoice',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/invoice',
  selector: {},
  parameters: $20,
  requestBody: $5,
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $16,
  result: 'Invoice',
};

/** `updateInvoice`: POST /v3/company/{realmId}/invoice. */
export const updateInvoiceOperation: HttpOperationDescriptor = {
  name: 'updateInvoice',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/invoice',
  selector: {},
  parameters: $20,
  requestBody: $5,
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $16,
  result: 'Invoice',
};

/** `deleteInvoice`: POST /v3/company/{realmId}/invoice. */
export const deleteInvoiceOperation: HttpOperationDescriptor = {
  name: 'deleteInvoice',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/invoice',
  selector: { operation: 'delete' },
  parameters: $4,
  requestBody: $5,
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $16,
  result: 'Invoice',
};

/** `voidInvoice`: POST /v3/company/{realmId}/invoice. */
export const voidInvoiceOperation: HttpOperationDescriptor = {
  name: 'voidInvoice',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/invoice',
  selector: { operation: 'void' },
  parameters: $4,
  requestBody: $5,
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $16,
  result: 'Invoice',
};

/** `readInvoice`: GET /v3/company/{realmId}/invoice/{id}. */
export const readInvoiceOperation: HttpOperationDescriptor = {
  name: 'readInvoice',
  kind: 'http',
  method: 'GET',
  path: '/v3/company/{realmId}/invoice/{id}',
  selector: {},
  parameters: $18,
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $16,
  result: 'Invoice',
};

/** `pdfInvoice`: GET /v3/company/{realmId}/invoice/{id}/pdf. */
export const pdfInvoiceOperation: HttpOperationDescriptor = {
  name: 'pdfInvoice',
  kind: 'http',
  method: 'GET',
  path: '/v3/company/{realmId}/invoice/{id}/pdf',
  selector: {},
  parameters: $18,
  responses: {
    '200': { mediaTypes: ['application/pdf'], headers: [$6, $7] },
    '400': $10,
    '401': $10,
    '403': $10,
    '404': $10,
    '429': $14,
    '500': $10,
  },
  security: [{ bearerAuth: [] }],
  rateLimits: $16,
};

/** `sendInvoice`: POST /v3/company/{realmId}/invoice/{id}/send. */
export const sendInvoiceOperation: HttpOperationDescriptor = {
  name: 'sendInvoice',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/invoice/{id}/send',
  selector: {},
  parameters: [
    $1,
    $17,
    { name: 'sendTo', in: 'query', required: false, style: 'form', explode: true },
    $2,
    $3,
  ],
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: ['api-per-minute', 'api-per-second', 'sandbox-emails-per-day', 'monthly-allowance'],
  result: 'Invoice',
};

/** `createItem`: POST /v3/company/{realmId}/item. */
export const createItemOperation: HttpOperationDescriptor = {
  name: 'createItem',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/item',
  selector: {},
  parameters: $4,
  requestBody: $5,
  responses: $15,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['realm'] },
  rateLimits: $16,
  result: 'Item',
};

/** `updateItem`: POST /v3/company/{realmId}/item. */
export const updateItemOperation: HttpOperationDescriptor = {
  name: 'updateItem',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/item',
  selector: {},
  parameters: $4,
  requestBody: $5,
  responses: $15,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['realm'] },
  rateLimits: $16,
  result: 'Item',
};

/** `readItem`: GET /v3/company/{realmId}/item/{id}. */
export const readItemOperation: HttpOperationDescriptor = {
  name: 'readItem',
  kind: 'http',
  method: 'GET',
  path: '/v3/company/{realmId}/item/{id}',
  selector: {},
  parameters: $18,
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $16,
  result: 'Item',
};

/** `createPayment`: POST /v3/company/{realmId}/payment. */
export const createPaymentOperation: HttpOperationDescriptor = {
  name: 'createPayment',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/payment',
  selector: {},
  parameters: $20,
  requestBody: $5,
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $16,
  result: 'Payment',
};

/** `updatePayment`: POST /v3/company/{realmId}/payment. */
export const updatePaymentOperation: HttpOperationDescriptor = {
  name: 'updatePayment',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/payment',
  selector: {},
  parameters: $20,
  requestBody: $5,
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $16,
  result: 'Payment',
};

/** `deletePayment`: POST /v3/company/{realmId}/payment. */
export const deletePaymentOperation: HttpOperationDescriptor = {
  name: 'deletePayment',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/payment',
  selector: { operation: 'delete' },
  parameters: $4,
  requestBody: $5,
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $16,
  result: 'Payment',
};

/** `voidPayment`: POST /v3/company/{realmId}/payment. */
export const voidPaymentOperation: HttpOperationDescriptor = {
  name: 'voidPayment',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/payment',
  selector: { operation: 'void' },
  parameters: $4,
  requestBody: $5,
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $16,
  result: 'Payment',
};

/** `readPayment`: GET /v3/company/{realmId}/payment/{id}. */
export const readPaymentOperation: HttpOperationDescriptor = {
  name: 'readPayment',
  kind: 'http',
  method: 'GET',
  path: '/v3/company/{realmId}/payment/{id}',
  selector: {},
  parameters: $18,
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $16,
  result: 'Payment',
};

/** `createVendor`: POST /v3/company/{realmId}/vendor. */
export const createVendorOperation: HttpOperationDescriptor = {
  name: 'createVendor',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/vendor',
  selector: {},
  parameters: $4,
  requestBody: $5,
  responses: $15,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['realm'] },
  rateLimits: $16,
  result: 'Vendor',
};

/** `updateVendor`: POST /v3/company/{realmId}/vendor. */
export const updateVendorOperation: HttpOperationDescriptor = {
  name: 'updateVendor',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/vendor',
  selector: {},
  parameters: $4,
  requestBody: $5,
  responses: $15,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['realm'] },
  rateLimits: $16,
  result: 'Vendor',
};

/** `readVendor`: GET /v3/company/{realmId}/vendor/{id}. */
export const readVendorOperation: HttpOperationDescriptor = {
  name: 'readVendor',
  kind: 'http',
  method: 'GET',
  path: '/v3/company/{realmId}/vendor/{id}',
  selector: {},
  parameters: $18,
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $16,
  result: 'Vendor',
};

/** `createBill`: POST /v3/company/{realmId}/bill. */
export const createBillOperation: HttpOperationDescriptor = {
  name: 'createBill',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/bill',
  selector: {},
  parameters: $20,
  requestBody: $5,
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $16,
  result: 'Bill',
};

/** `updateBill`: POST /v3/company/{realmId}/bill. */
export const updateBillOperation: HttpOperationDescriptor = {
  name: 'updateBill',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/bill',
  selector: {},
  parameters: $20,
  requestBody: $5,
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $16,
  result: 'Bill',
};

/** `deleteBill`: POST /v3/company/{realmId}/bill. */
export const deleteBillOperation: HttpOperationDescriptor = {
  name: 'deleteBill',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/bill',
  selector: { operation: 'delete' },
  parameters: $4,
  requestBody: $5,
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $16,
  result: 'Bill',
};

/** `readBill`: GET /v3/company/{realmId}/bill/{id}. */
export const readBillOperation: HttpOperationDescriptor = {
  name: 'readBill',
  kind: 'http',
  method: 'GET',
  path: '/v3/company/{realmId}/bill/{id}',
  selector: {},
  parameters: $18,
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $16,
  result: 'Bill',
};

/** `createAccount`: POST /v3/company/{realmId}/account. */
export const createAccountOperation: HttpOperationDescriptor = {
  name: 'createAccount',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/account',
  selector: {},
  parameters: $4,
  requestBody: $5,
  responses: $15,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['realm'] },
  rateLimits: $16,
  result: 'Account',
};

/** `updateAccount`: POST /v3/company/{realmId}/account. */
export const updateAccountOperation: HttpOperationDescriptor = {
  name: 'updateAccount',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/account',
  selector: {},
  parameters: $4,
  requestBody: $5,
  responses: $15,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['realm'] },
  rateLimits: $16,
  result: 'Account',
};

/** `readAccount`: GET /v3/company/{realmId}/account/{id}. */
export const readAccountOperation: HttpOperationDescriptor = {
  name: 'readAccount',
  kind: 'http',
  method: 'GET',
  path: '/v3/company/{realmId}/account/{id}',
  selector: {},
  parameters: $18,
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $16,
  result: 'Account',
};

/** `query`: GET /v3/company/{realmId}/query. */
export const queryOperation: HttpOperationDescriptor = {
  name: 'query',
  kind: 'http',
  method: 'GET',
  path: '/v3/company/{realmId}/query',
  selector: {},
  parameters: [
    $1,
    { name: 'query', in: 'query', required: true, style: 'form', explode: true },
    $2,
  ],
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $16,
  result: 'QueryResponse',
};

/** `batch`: POST /v3/company/{realmId}/batch. */
export const batchOperation: HttpOperationDescriptor = {
  name: 'batch',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/batch',
  selector: {},
  parameters: $4,
  requestBody: $5,
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: [
    'api-per-minute',
    'api-per-second',
    'batch-per-minute-realm-app',
    'batch-per-minute-realm',
    'monthly-allowance',
  ],
  result: 'BatchItemResponse',
};

/** `cdc`: GET /v3/company/{realmId}/cdc. */
export const cdcOperation: HttpOperationDescriptor = {
  name: 'cdc',
  kind: 'http',
  method: 'GET',
  path: '/v3/company/{realmId}/cdc',
  selector: {},
  parameters: [
    $1,
    { name: 'entities', in: 'query', required: true, style: 'form', explode: false },
    { name: 'changedSince', in: 'query', required: true, style: 'form', explode: true },
    $2,
  ],
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $16,
  result: 'CDCResponse',
};
