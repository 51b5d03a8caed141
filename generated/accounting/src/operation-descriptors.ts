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

const $4 = {
  name: 'Accept',
  in: 'header',
  required: false,
  style: 'simple',
  explode: false,
} as const;

const $5 = {
  name: 'Content-Type',
  in: 'header',
  required: true,
  style: 'simple',
  explode: false,
} as const;

const $6 = [$1, $2, $3, $4, $5] as const;

const $7 = { required: true, mediaTypes: ['application/json'] } as const;

const $8 = { name: 'svc_tid', required: true } as const;

const $9 = { name: 'Svc-Version', required: false } as const;

const $10 = { name: 'Content-Type', required: false } as const;

const $11 = [$8, $9, $10] as const;

const $12 = { mediaTypes: ['application/json'], headers: $11 } as const;

const $13 = ['application/json', 'application/xml'] as const;

const $14 = { name: 'Retry-After', required: false, kind: 'integer' } as const;

const $15 = [$8, $9, $10, $14] as const;

const $16 = { mediaTypes: $13, headers: $15 } as const;

const $17 = {
  '200': $12,
  '400': $12,
  '401': $12,
  '403': $12,
  '404': $12,
  '429': $16,
  '500': $12,
} as const;

const $18 = ['api-per-minute', 'api-per-second', 'monthly-allowance'] as const;

const $19 = { name: 'id', in: 'path', required: true, style: 'simple', explode: false } as const;

const $20 = [$1, $19, $2, $4] as const;

const $21 = {
  name: 'operation',
  in: 'query',
  required: false,
  style: 'form',
  explode: true,
} as const;

const $22 = [$1, $21, $2, $3, $4, $5] as const;

/** `createCustomer`: POST /v3/company/{realmId}/customer. */
export const createCustomerOperation: HttpOperationDescriptor = {
  name: 'createCustomer',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/customer',
  selector: {},
  parameters: $6,
  requestBody: $7,
  responses: $17,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['realm'] },
  rateLimits: $18,
  result: 'Customer',
};

/** `updateCustomer`: POST /v3/company/{realmId}/customer. */
export const updateCustomerOperation: HttpOperationDescriptor = {
  name: 'updateCustomer',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/customer',
  selector: {},
  parameters: $6,
  requestBody: $7,
  responses: $17,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['realm'] },
  rateLimits: $18,
  result: 'Customer',
};

/** `readCustomer`: GET /v3/company/{realmId}/customer/{id}. */
export const readCustomerOperation: HttpOperationDescriptor = {
  name: 'readCustomer',
  kind: 'http',
  method: 'GET',
  path: '/v3/company/{realmId}/customer/{id}',
  selector: {},
  parameters: $20,
  responses: $17,
  security: [{ bearerAuth: [] }],
  rateLimits: $18,
  result: 'Customer',
};

/** `createInvoice`: POST /v3/company/{realmId}/invoice. */
export const createInvoiceOperation: HttpOperationDescriptor = {
  name: 'createInvoice',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/invoice',
  selector: {},
  parameters: $22,
  requestBody: $7,
  responses: $17,
  security: [{ bearerAuth: [] }],
  rateLimits: $18,
  result: 'Invoice',
};

/** `updateInvoice`: POST /v3/company/{realmId}/invoice. */
export const updateInvoiceOperation: HttpOperationDescriptor = {
  name: 'updateInvoice',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/invoice',
  selector: {},
  parameters: $22,
  requestBody: $7,
  responses: $17,
  security: [{ bearerAuth: [] }],
  rateLimits: $18,
  result: 'Invoice',
};

/** `deleteInvoice`: POST /v3/company/{realmId}/invoice. */
export const deleteInvoiceOperation: HttpOperationDescriptor = {
  name: 'deleteInvoice',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/invoice',
  selector: { operation: 'delete' },
  parameters: $6,
  requestBody: $7,
  responses: $17,
  security: [{ bearerAuth: [] }],
  rateLimits: $18,
  result: 'Invoice',
};

/** `voidInvoice`: POST /v3/company/{realmId}/invoice. */
export const voidInvoiceOperation: HttpOperationDescriptor = {
  name: 'voidInvoice',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/invoice',
  selector: { operation: 'void' },
  parameters: $6,
  requestBody: $7,
  responses: $17,
  security: [{ bearerAuth: [] }],
  rateLimits: $18,
  result: 'Invoice',
};

/** `readInvoice`: GET /v3/company/{realmId}/invoice/{id}. */
export const readInvoiceOperation: HttpOperationDescriptor = {
  name: 'readInvoice',
  kind: 'http',
  method: 'GET',
  path: '/v3/company/{realmId}/invoice/{id}',
  selector: {},
  parameters: $20,
  responses: $17,
  security: [{ bearerAuth: [] }],
  rateLimits: $18,
  result: 'Invoice',
};

/** `pdfInvoice`: GET /v3/company/{realmId}/invoice/{id}/pdf. */
export const pdfInvoiceOperation: HttpOperationDescriptor = {
  name: 'pdfInvoice',
  kind: 'http',
  method: 'GET',
  path: '/v3/company/{realmId}/invoice/{id}/pdf',
  selector: {},
  parameters: [
    $1,
    $19,
    $2,
    { name: 'Accept', in: 'header', required: true, style: 'simple', explode: false },
  ],
  responses: {
    '200': { mediaTypes: ['application/pdf'], headers: [$8, $9] },
    '400': $12,
    '401': $12,
    '403': $12,
    '404': $12,
    '429': $16,
    '500': $12,
  },
  security: [{ bearerAuth: [] }],
  rateLimits: $18,
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
    $19,
    { name: 'sendTo', in: 'query', required: false, style: 'form', explode: true },
    $2,
    $3,
    $4,
  ],
  responses: $17,
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
  parameters: $6,
  requestBody: $7,
  responses: $17,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['realm'] },
  rateLimits: $18,
  result: 'Item',
};

/** `updateItem`: POST /v3/company/{realmId}/item. */
export const updateItemOperation: HttpOperationDescriptor = {
  name: 'updateItem',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/item',
  selector: {},
  parameters: $6,
  requestBody: $7,
  responses: $17,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['realm'] },
  rateLimits: $18,
  result: 'Item',
};

/** `readItem`: GET /v3/company/{realmId}/item/{id}. */
export const readItemOperation: HttpOperationDescriptor = {
  name: 'readItem',
  kind: 'http',
  method: 'GET',
  path: '/v3/company/{realmId}/item/{id}',
  selector: {},
  parameters: $20,
  responses: $17,
  security: [{ bearerAuth: [] }],
  rateLimits: $18,
  result: 'Item',
};

/** `createPayment`: POST /v3/company/{realmId}/payment. */
export const createPaymentOperation: HttpOperationDescriptor = {
  name: 'createPayment',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/payment',
  selector: {},
  parameters: $22,
  requestBody: $7,
  responses: $17,
  security: [{ bearerAuth: [] }],
  rateLimits: $18,
  result: 'Payment',
};

/** `updatePayment`: POST /v3/company/{realmId}/payment. */
export const updatePaymentOperation: HttpOperationDescriptor = {
  name: 'updatePayment',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/payment',
  selector: {},
  parameters: $22,
  requestBody: $7,
  responses: $17,
  security: [{ bearerAuth: [] }],
  rateLimits: $18,
  result: 'Payment',
};

/** `deletePayment`: POST /v3/company/{realmId}/payment. */
export const deletePaymentOperation: HttpOperationDescriptor = {
  name: 'deletePayment',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/payment',
  selector: { operation: 'delete' },
  parameters: $6,
  requestBody: $7,
  responses: $17,
  security: [{ bearerAuth: [] }],
  rateLimits: $18,
  result: 'Payment',
};

/** `voidPayment`: POST /v3/company/{realmId}/payment. */
export const voidPaymentOperation: HttpOperationDescriptor = {
  name: 'voidPayment',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/payment',
  selector: { operation: 'void' },
  parameters: $6,
  requestBody: $7,
  responses: $17,
  security: [{ bearerAuth: [] }],
  rateLimits: $18,
  result: 'Payment',
};

/** `readPayment`: GET /v3/company/{realmId}/payment/{id}. */
export const readPaymentOperation: HttpOperationDescriptor = {
  name: 'readPayment',
  kind: 'http',
  method: 'GET',
  path: '/v3/company/{realmId}/payment/{id}',
  selector: {},
  parameters: $20,
  responses: $17,
  security: [{ bearerAuth: [] }],
  rateLimits: $18,
  result: 'Payment',
};

/** `createVendor`: POST /v3/company/{realmId}/vendor. */
export const createVendorOperation: HttpOperationDescriptor = {
  name: 'createVendor',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/vendor',
  selector: {},
  parameters: $6,
  requestBody: $7,
  responses: $17,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['realm'] },
  rateLimits: $18,
  result: 'Vendor',
};

/** `updateVendor`: POST /v3/company/{realmId}/vendor. */
export const updateVendorOperation: HttpOperationDescriptor = {
  name: 'updateVendor',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/vendor',
  selector: {},
  parameters: $6,
  requestBody: $7,
  responses: $17,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['realm'] },
  rateLimits: $18,
  result: 'Vendor',
};

/** `readVendor`: GET /v3/company/{realmId}/vendor/{id}. */
export const readVendorOperation: HttpOperationDescriptor = {
  name: 'readVendor',
  kind: 'http',
  method: 'GET',
  path: '/v3/company/{realmId}/vendor/{id}',
  selector: {},
  parameters: $20,
  responses: $17,
  security: [{ bearerAuth: [] }],
  rateLimits: $18,
  result: 'Vendor',
};

/** `createBill`: POST /v3/company/{realmId}/bill. */
export const createBillOperation: HttpOperationDescriptor = {
  name: 'createBill',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/bill',
  selector: {},
  parameters: $22,
  requestBody: $7,
  responses: $17,
  security: [{ bearerAuth: [] }],
  rateLimits: $18,
  result: 'Bill',
};

/** `updateBill`: POST /v3/company/{realmId}/bill. */
export const updateBillOperation: HttpOperationDescriptor = {
  name: 'updateBill',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/bill',
  selector: {},
  parameters: $22,
  requestBody: $7,
  responses: $17,
  security: [{ bearerAuth: [] }],
  rateLimits: $18,
  result: 'Bill',
};

/** `deleteBill`: POST /v3/company/{realmId}/bill. */
export const deleteBillOperation: HttpOperationDescriptor = {
  name: 'deleteBill',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/bill',
  selector: { operation: 'delete' },
  parameters: $6,
  requestBody: $7,
  responses: $17,
  security: [{ bearerAuth: [] }],
  rateLimits: $18,
  result: 'Bill',
};

/** `readBill`: GET /v3/company/{realmId}/bill/{id}. */
export const readBillOperation: HttpOperationDescriptor = {
  name: 'readBill',
  kind: 'http',
  method: 'GET',
  path: '/v3/company/{realmId}/bill/{id}',
  selector: {},
  parameters: $20,
  responses: $17,
  security: [{ bearerAuth: [] }],
  rateLimits: $18,
  result: 'Bill',
};

/** `createAccount`: POST /v3/company/{realmId}/account. */
export const createAccountOperation: HttpOperationDescriptor = {
  name: 'createAccount',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/account',
  selector: {},
  parameters: $6,
  requestBody: $7,
  responses: $17,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['realm'] },
  rateLimits: $18,
  result: 'Account',
};

/** `updateAccount`: POST /v3/company/{realmId}/account. */
export const updateAccountOperation: HttpOperationDescriptor = {
  name: 'updateAccount',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/account',
  selector: {},
  parameters: $6,
  requestBody: $7,
  responses: $17,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['realm'] },
  rateLimits: $18,
  result: 'Account',
};

/** `readAccount`: GET /v3/company/{realmId}/account/{id}. */
export const readAccountOperation: HttpOperationDescriptor = {
  name: 'readAccount',
  kind: 'http',
  method: 'GET',
  path: '/v3/company/{realmId}/account/{id}',
  selector: {},
  parameters: $20,
  responses: $17,
  security: [{ bearerAuth: [] }],
  rateLimits: $18,
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
    $4,
  ],
  responses: $17,
  security: [{ bearerAuth: [] }],
  rateLimits: $18,
  result: 'QueryResponse',
};

/** `batch`: POST /v3/company/{realmId}/batch. */
export const batchOperation: HttpOperationDescriptor = {
  name: 'batch',
  kind: 'http',
  method: 'POST',
  path: '/v3/company/{realmId}/batch',
  selector: {},
  parameters: $6,
  requestBody: $7,
  responses: $17,
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
    $4,
  ],
  responses: $17,
  security: [{ bearerAuth: [] }],
  rateLimits: $18,
  result: 'CDCResponse',
};
