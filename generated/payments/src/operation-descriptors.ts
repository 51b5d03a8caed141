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

const $2 = {
  name: 'Accept',
  in: 'header',
  required: false,
  style: 'simple',
  explode: false,
} as const;

const $3 = [$1, $2] as const;

const $4 = { required: true, mediaTypes: ['application/json'] } as const;

const $5 = { name: 'svc_tid', required: false } as const;

const $6 = { name: 'Content-Type', required: false } as const;

const $7 = [$5, $6] as const;

const $8 = { mediaTypes: ['application/json'], headers: $7 } as const;

const $9 = { name: 'Retry-After', required: false, kind: 'integer' } as const;

const $10 = [$9, $5, $6] as const;

const $11 = { mediaTypes: ['application/json'], headers: $10 } as const;

const $12 = { '201': $8, '401': $8, '429': $11, '4XX': $8, '5XX': $8 } as const;

const $13 = ['production-per-realm-per-minute', 'sandbox-per-app-per-minute'] as const;

const $14 = {
  name: 'chargeId',
  in: 'path',
  required: true,
  style: 'simple',
  explode: false,
} as const;

const $15 = { '200': $8, '401': $8, '429': $11, '4XX': $8, '5XX': $8 } as const;

const $16 = [$14, $1, $2] as const;

const $17 = {
  name: 'customerId',
  in: 'path',
  required: true,
  style: 'simple',
  explode: false,
} as const;

const $18 = [$17, $1, $2] as const;

const $19 = [$17, $2] as const;

const $20 = {
  name: 'cardId',
  in: 'path',
  required: true,
  style: 'simple',
  explode: false,
} as const;

const $21 = [$5] as const;

const $22 = { mediaTypes: [], headers: $21 } as const;

const $23 = { '204': $22, '401': $8, '429': $11, '4XX': $8, '5XX': $8 } as const;

const $24 = {
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
  parameters: $3,
  requestBody: $4,
  responses: $12,
  security: [{ bearerAuth: [] }],
  rateLimits: $13,
};

/** `readCharge`: GET /svc/v4/payments/charges/{chargeId}. */
export const readChargeOperation: HttpOperationDescriptor = {
  name: 'readCharge',
  kind: 'http',
  method: 'GET',
  path: '/svc/v4/payments/charges/{chargeId}',
  selector: {},
  parameters: [$14, $2],
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $13,
};

/** `captureCharge`: POST /svc/v4/payments/charges/{chargeId}/capture. */
export const captureChargeOperation: HttpOperationDescriptor = {
  name: 'captureCharge',
  kind: 'http',
  method: 'POST',
  path: '/svc/v4/payments/charges/{chargeId}/capture',
  selector: {},
  parameters: $16,
  requestBody: $4,
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $13,
};

/** `refundCharge`: POST /svc/v4/payments/charges/{chargeId}/refunds. */
export const refundChargeOperation: HttpOperationDescriptor = {
  name: 'refundCharge',
  kind: 'http',
  method: 'POST',
  path: '/svc/v4/payments/charges/{chargeId}/refunds',
  selector: {},
  parameters: $16,
  requestBody: $4,
  responses: $12,
  security: [{ bearerAuth: [] }],
  rateLimits: $13,
};

/** `readRefund`: GET /svc/v4/payments/charges/{chargeId}/refunds/{refundId}. */
export const readRefundOperation: HttpOperationDescriptor = {
  name: 'readRefund',
  kind: 'http',
  method: 'GET',
  path: '/svc/v4/payments/charges/{chargeId}/refunds/{refundId}',
  selector: {},
  parameters: [
    $14,
    { name: 'refundId', in: 'path', required: true, style: 'simple', explode: false },
    $2,
  ],
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $13,
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
    $2,
  ],
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $13,
};

/** `createCard`: POST /svc/v4/customers/{customerId}/cards. */
export const createCardOperation: HttpOperationDescriptor = {
  name: 'createCard',
  kind: 'http',
  method: 'POST',
  path: '/svc/v4/customers/{customerId}/cards',
  selector: {},
  parameters: $18,
  requestBody: $4,
  responses: $12,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['customer'] },
  rateLimits: $13,
};

/** `listCards`: GET /svc/v4/customers/{customerId}/cards. */
export const listCardsOperation: HttpOperationDescriptor = {
  name: 'listCards',
  kind: 'http',
  method: 'GET',
  path: '/svc/v4/customers/{customerId}/cards',
  selector: {},
  parameters: $19,
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $13,
};

/** `createCardFromToken`: POST /svc/v4/customers/{customerId}/cards/createFromToken. */
export const createCardFromTokenOperation: HttpOperationDescriptor = {
  name: 'createCardFromToken',
  kind: 'http',
  method: 'POST',
  path: '/svc/v4/customers/{customerId}/cards/createFromToken',
  selector: {},
  parameters: $18,
  requestBody: $4,
  responses: $12,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['customer'] },
  rateLimits: $13,
};

/** `readCard`: GET /svc/v4/customers/{customerId}/cards/{cardId}. */
export const readCardOperation: HttpOperationDescriptor = {
  name: 'readCard',
  kind: 'http',
  method: 'GET',
  path: '/svc/v4/customers/{customerId}/cards/{cardId}',
  selector: {},
  parameters: [$17, $20, $2],
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $13,
};

/** `deleteCard`: DELETE /svc/v4/customers/{customerId}/cards/{cardId}. */
export const deleteCardOperation: HttpOperationDescriptor = {
  name: 'deleteCard',
  kind: 'http',
  method: 'DELETE',
  path: '/svc/v4/customers/{customerId}/cards/{cardId}',
  selector: {},
  parameters: [$17, $20, $1, $2],
  responses: $23,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['customer'] },
  rateLimits: $13,
};

/** `createBankAccount`: POST /svc/v4/customers/{customerId}/bank-accounts. */
export const createBankAccountOperation: HttpOperationDescriptor = {
  name: 'createBankAccount',
  kind: 'http',
  method: 'POST',
  path: '/svc/v4/customers/{customerId}/bank-accounts',
  selector: {},
  parameters: $18,
  requestBody: $4,
  responses: $12,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['customer'] },
  rateLimits: $13,
};

/** `listBankAccounts`: GET /svc/v4/customers/{customerId}/bank-accounts. */
export const listBankAccountsOperation: HttpOperationDescriptor = {
  name: 'listBankAccounts',
  kind: 'http',
  method: 'GET',
  path: '/svc/v4/customers/{customerId}/bank-accounts',
  selector: {},
  parameters: $19,
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $13,
};

/** `createBankAccountFromToken`: POST /svc/v4/customers/{customerId}/bank-accounts/createFromToken. */
export const createBankAccountFromTokenOperation: HttpOperationDescriptor = {
  name: 'createBankAccountFromToken',
  kind: 'http',
  method: 'POST',
  path: '/svc/v4/customers/{customerId}/bank-accounts/createFromToken',
  selector: {},
  parameters: $18,
  requestBody: $4,
  responses: $12,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['customer'] },
  rateLimits: $13,
};

/** `readBankAccount`: GET /svc/v4/customers/{customerId}/bank-accounts/{bankAccountId}. */
export const readBankAccountOperation: HttpOperationDescriptor = {
  name: 'readBankAccount',
  kind: 'http',
  method: 'GET',
  path: '/svc/v4/customers/{customerId}/bank-accounts/{bankAccountId}',
  selector: {},
  parameters: [$17, $24, $2],
  responses: $15,
  security: [{ bearerAuth: [] }],
  rateLimits: $13,
};

/** `deleteBankAccount`: DELETE /svc/v4/customers/{customerId}/bank-accounts/{bankAccountId}. */
export const deleteBankAccountOperation: HttpOperationDescriptor = {
  name: 'deleteBankAccount',
  kind: 'http',
  method: 'DELETE',
  path: '/svc/v4/customers/{customerId}/bank-accounts/{bankAccountId}',
  selector: {},
  parameters: [$17, $24, $1, $2],
  responses: $23,
  security: [{ bearerAuth: [] }],
  serialize: { key: ['customer'] },
  rateLimits: $13,
};

/** `createToken`: POST /svc/v4/payments/tokens. */
export const createTokenOperation: HttpOperationDescriptor = {
  name: 'createToken',
  kind: 'http',
  method: 'POST',
  path: '/svc/v4/payments/tokens',
  selector: {},
  parameters: $3,
  requestBody: $4,
  responses: { '201': $8, '429': $11, '4XX': $8, '5XX': $8 },
  security: [],
  rateLimits: $13,
};
