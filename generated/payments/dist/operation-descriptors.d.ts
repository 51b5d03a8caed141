/**
* The runtime descriptor of each operation of Payments API 4, one export per operation (a bundler keeps the ones called).
*
* Generated from the definition; do not edit.
*/
import type { HttpOperationDescriptor } from "./runtime/operations/operation-table.js";
/** `createCharge`: POST /svc/v4/payments/charges. */
export declare const createChargeOperation: HttpOperationDescriptor;
/** `readCharge`: GET /svc/v4/payments/charges/{chargeId}. */
export declare const readChargeOperation: HttpOperationDescriptor;
/** `captureCharge`: POST /svc/v4/payments/charges/{chargeId}/capture. */
export declare const captureChargeOperation: HttpOperationDescriptor;
/** `refundCharge`: POST /svc/v4/payments/charges/{chargeId}/refunds. */
export declare const refundChargeOperation: HttpOperationDescriptor;
/** `readRefund`: GET /svc/v4/payments/charges/{chargeId}/refunds/{refundId}. */
export declare const readRefundOperation: HttpOperationDescriptor;
/** `voidTransaction`: POST /svc/v4/payments/txn-requests/{requestId}/void. */
export declare const voidTransactionOperation: HttpOperationDescriptor;
/** `createCard`: POST /svc/v4/customers/{customerId}/cards. */
export declare const createCardOperation: HttpOperationDescriptor;
/** `listCards`: GET /svc/v4/customers/{customerId}/cards. */
export declare const listCardsOperation: HttpOperationDescriptor;
/** `createCardFromToken`: POST /svc/v4/customers/{customerId}/cards/createFromToken. */
export declare const createCardFromTokenOperation: HttpOperationDescriptor;
/** `readCard`: GET /svc/v4/customers/{customerId}/cards/{cardId}. */
export declare const readCardOperation: HttpOperationDescriptor;
/** `deleteCard`: DELETE /svc/v4/customers/{customerId}/cards/{cardId}. */
export declare const deleteCardOperation: HttpOperationDescriptor;
/** `createBankAccount`: POST /svc/v4/customers/{customerId}/bank-accounts. */
export declare const createBankAccountOperation: HttpOperationDescriptor;
/** `listBankAccounts`: GET /svc/v4/customers/{customerId}/bank-accounts. */
export declare const listBankAccountsOperation: HttpOperationDescriptor;
/** `createBankAccountFromToken`: POST /svc/v4/customers/{customerId}/bank-accounts/createFromToken. */
export declare const createBankAccountFromTokenOperation: HttpOperationDescriptor;
/** `readBankAccount`: GET /svc/v4/customers/{customerId}/bank-accounts/{bankAccountId}. */
export declare const readBankAccountOperation: HttpOperationDescriptor;
/** `deleteBankAccount`: DELETE /svc/v4/customers/{customerId}/bank-accounts/{bankAccountId}. */
export declare const deleteBankAccountOperation: HttpOperationDescriptor;
/** `createToken`: POST /svc/v4/payments/tokens. */
export declare const createTokenOperation: HttpOperationDescriptor;
