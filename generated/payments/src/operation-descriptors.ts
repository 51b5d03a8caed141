/**
 * The runtime descriptor of each operation of Payments API 4, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

const $1 = {
  name: 'Request-Id',
  in: 'header',
  required: true,
  style: 'simple',
  explode: false,
} as const;

const $2 = [$1] as const;

const $3 = { required: true, mediaTypes: ['application/json'] } as const;

const $4 = { name: 'svc_tid', required: false } as const;

const $5 = { name: 'Content-Type', required: false } as const;

const $6 = [$4, $5] as const;

const $7 = { mediaTypes: ['application/json'], headers: $6 } as const;

const $8 = { name: 'Retry-After', required: false, kind: 'integer' } as const;

const $9 = [$8, $4, $5] as const;

const $10 = { mediaTypes: ['application/json'], headers: $9 } as const;

const $11 = { '201': $7, '401': $7, '429': $10, '4XX': $7, '5XX': $7 } as const;

const $12 = ['production-per-realm-per-minute', 'sandbox-per-app-per-minute'] as const;

const $13 = {
  name: 'chargeId',
  in: 'path',
  required: true,
  style: 'simple',
  explode: false,
} as const;

const $14 = { '200': $7, '401': $7, '429': $10, '4XX': $7, '5XX': $7 } as const;

const $15 = [$13, $1] as const;

const $16 = {
  name: 'customerId',
  in: 'path',
  required: true,
  style: 'simple',
  explode: false,
} as const;

const $17 = [$16, $1] as const;

const $18 = [$16] as const;

const $19 = {
  name: 'cardId',
  in: 'path',
  required: true,
  style: 'simple',
  explode: false,
} as const;

const $20 = [$4] as const;

const $21 = { mediaTypes: [], headers: $20 } as const;

const $22 = { '204': $21, '401': $7, '429': $10, '4XX': $7, '5XX': $7 } as const;

const $23 = {
  name: 'bankAccountId',
  in: 'path',
  required: true,
  style: 'simple',
  explode: false,
} as const;

/** `createCharge`: POST /svc/v4/payments/charges. */
export const createChargeOperation: HttpOperationDescriptor = {
  name: 'createCharge',
  kind: 'http',
  method: 'POST',
  path: '/svc/v4/payments/charges',
  selector: {},
  parameters: $2,
  requestBody: $3,
  responses: $11,
  security: [{ bearerAuth: [] }],
  rateLimits: $12,
};

/** `readCharge`: GET /svc/v4/payments/charges/{chargeId}. */
export const readChargeOperation: HttpOperationDescriptor = {
  name: 'readCharge',
  kind: 'http',
  method: 'GET',
  path: '/svc/v4/payments/charges/{chargeId}',
  selector: {},
  parameters: [$13],
  responses: $14,
  security: [{ bearerAuth: [] }],
  rateLimits: $12,
};

/** `captureCharge`: POST /svc/v4/payments/charges/{chargeId}/capture. */
export const captureChargeOperation: HttpOperationDescriptor = {
  name: 'captureCharge',
  kind: 'http',
  method: 'POST',
  path: '/svc/v4/payments/charges/{chargeId}/capture',
  selector: {},
  parameters: $15,
  requestBody: $3,
  responses: $14,
  security: [{ bearerAuth: [] }],
  rateLimits: $12,
};

/** `refundCharge`: POST /svc/v4/payments/charges/{chargeId}/refunds. */
export const refundChargeOperation: HttpOperationDescriptor = {
  name: 'refundCharge',
  kind: 'http',
  method: 'POST',
  path: '/svc/v4/payments/charges/{chargeId}/refunds',
  selector: {},
  parameters: $15,
  requestBody: $3,
  responses: $11,
  security: [{ bearerAuth: [] }],
  rateLimits: $12,
};

/** `readRefund`: GET /svc/v4/payments/charges/{chargeId}/refunds/{refundId}. */
export const readRefundOperation: HttpOperationDescriptor = {
  name: 'readRefund',
  kind: 'http',
  method: 'GET',
  path: '/svc/v4/payments/charges/{chargeId}/refunds/{refundId}',
  selector: {},
  parameters: [
    $13,
    { name: 'refundId', in: 'path', required: true, style: 'simple', explode: false },
  ],
  responses: $14,
  security: [{ bearerAuth: [] }],
  rateLimits: $12,
};

/** `voidTransaction`: POST /svc/v4/payments/txn-requests/{requestId}/void. */
export const voidTransactionOperation: HttpOperationDescriptor = {
  name: 'voidTransaction',
  kind: 'http',
  method: 'POST',
  path: '/svc/v4/payments/txn-requests/{requestId}/void',
  selector: {},
  parameters: [
    { name: 'requestId', in: 'path', required: true, style: 'simple', explode: false },
    $1,
  ],
  responses: $14,
  security: [{ bearerAuth: [] }],
  rateLimits: $12,
};

/** `createCard`: POST /svc/v4/customers/{customerId}/cards. */
export const createCardOperation: HttpOperationDescriptor = {
  name: 'createCard',
  kind: 'http',
  method: 'POST',
  path: '/svc/v4/customers/{customerId}/cards',
  selector: {},
  parameters: $17,
  requestBody: $3,
  responses: $11,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['customer'] },
  rateLimits: $12,
};

/** `listCards`: GET /svc/v4/customers/{customerId}/cards. */
export const listCardsOperation: HttpOperationDescriptor = {
  name: 'listCards',
  kind: 'http',
  method: 'GET',
  path: '/svc/v4/customers/{customerId}/cards',
  selector: {},
  parameters: $18,
  responses: $14,
  security: [{ bearerAuth: [] }],
  rateLimits: $12,
};

/** `createCardFromToken`: POST /svc/v4/customers/{customerId}/cards/createFromToken. */
export const createCardFromTokenOperation: HttpOperationDescriptor = {
  name: 'createCardFromToken',
  kind: 'http',
  method: 'POST',
  path: '/svc/v4/customers/{customerId}/cards/createFromToken',
  selector: {},
  parameters: $17,
  requestBody: $3,
  responses: $11,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['customer'] },
  rateLimits: $12,
};

/** `readCard`: GET /svc/v4/customers/{customerId}/cards/{cardId}. */
export const readCardOperation: HttpOperationDescriptor = {
  name: 'readCard',
  kind: 'http',
  method: 'GET',
  path: '/svc/v4/customers/{customerId}/cards/{cardId}',
  selector: {},
  parameters: [$16, $19],
  responses: $14,
  security: [{ bearerAuth: [] }],
  rateLimits: $12,
};

/** `deleteCard`: DELETE /svc/v4/customers/{customerId}/cards/{cardId}. */
export const deleteCardOperation: HttpOperationDescriptor = {
  name: 'deleteCard',
  kind: 'http',
  method: 'DELETE',
  path: '/svc/v4/customers/{customerId}/cards/{cardId}',
  selector: {},
  parameters: [$16, $19, $1],
  responses: $22,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['customer'] },
  rateLimits: $12,
};

/** `createBankAccount`: POST /svc/v4/customers/{customerId}/bank-accounts. */
export const createBankAccountOperation: HttpOperationDescriptor = {
  name: 'createBankAccount',
  kind: 'http',
  method: 'POST',
  path: '/svc/v4/customers/{customerId}/bank-accounts',
  selector: {},
  parameters: $17,
  requestBody: $3,
  responses: $11,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['customer'] },
  rateLimits: $12,
};

/** `listBankAccounts`: GET /svc/v4/customers/{customerId}/bank-accounts. */
export const listBankAccountsOperation: HttpOperationDescriptor = {
  name: 'listBankAccounts',
  kind: 'http',
  method: 'GET',
  path: '/svc/v4/customers/{customerId}/bank-accounts',
  selector: {},
  parameters: $18,
  responses: $14,
  security: [{ bearerAuth: [] }],
  rateLimits: $12,
};

/** `createBankAccountFromToken`: POST /svc/v4/customers/{customerId}/bank-accounts/createFromToken. */
export const createBankAccountFromTokenOperation: HttpOperationDescriptor = {
  name: 'createBankAccountFromToken',
  kind: 'http',
  method: 'POST',
  path: '/svc/v4/customers/{customerId}/bank-accounts/createFromToken',
  selector: {},
  parameters: $17,
  requestBody: $3,
  responses: $11,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['customer'] },
  rateLimits: $12,
};

/** `readBankAccount`: GET /svc/v4/customers/{customerId}/bank-accounts/{bankAccountId}. */
export const readBankAccountOperation: HttpOperationDescriptor = {
  name: 'readBankAccount',
  kind: 'http',
  method: 'GET',
  path: '/svc/v4/customers/{customerId}/bank-accounts/{bankAccountId}',
  selector: {},
  parameters: [$16, $23],
  responses: $14,
  security: [{ bearerAuth: [] }],
  rateLimits: $12,
};

/** `deleteBankAccount`: DELETE /svc/v4/customers/{customerId}/bank-accounts/{bankAccountId}. */
export const deleteBankAccountOperation: HttpOperationDescriptor = {
  name: 'deleteBankAccount',
  kind: 'http',
  method: 'DELETE',
  path: '/svc/v4/customers/{customerId}/bank-accounts/{bankAccountId}',
  selector: {},
  parameters: [$16, $23, $1],
  responses: $22,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['customer'] },
  rateLimits: $12,
};

/** `createToken`: POST /svc/v4/payments/tokens. */
export const createTokenOperation: HttpOperationDescriptor = {
  name: 'createToken',
  kind: 'http',
  method: 'POST',
  path: '/svc/v4/payments/tokens',
  selector: {},
  parameters: $2,
  requestBody: $3,
  responses: { '201': $7, '429': $10, '4XX': $7, '5XX': $7 },
  security: [],
  rateLimits: $12,
};
