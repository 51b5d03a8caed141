/**
* The runtime descriptor of each operation of Accounting API 3.75.0, one export per operation (a bundler keeps the ones called).
*
* Generated from the definition; do not edit.
*/
import type { HttpOperationDescriptor } from "./runtime/operations/operation-table.js";
/** `createCustomer`: POST /v3/company/{realmId}/customer. */
export declare const createCustomerOperation: HttpOperationDescriptor;
/** `updateCustomer`: POST /v3/company/{realmId}/customer. */
export declare const updateCustomerOperation: HttpOperationDescriptor;
/** `readCustomer`: GET /v3/company/{realmId}/customer/{id}. */
export declare const readCustomerOperation: HttpOperationDescriptor;
/** `createInvoice`: POST /v3/company/{realmId}/invoice. */
export declare const createInvoiceOperation: HttpOperationDescriptor;
/** `updateInvoice`: POST /v3/company/{realmId}/invoice. */
export declare const updateInvoiceOperation: HttpOperationDescriptor;
/** `deleteInvoice`: POST /v3/company/{realmId}/invoice. */
export declare const deleteInvoiceOperation: HttpOperationDescriptor;
/** `voidInvoice`: POST /v3/company/{realmId}/invoice. */
export declare const voidInvoiceOperation: HttpOperationDescriptor;
/** `readInvoice`: GET /v3/company/{realmId}/invoice/{id}. */
export declare const readInvoiceOperation: HttpOperationDescriptor;
/** `pdfInvoice`: GET /v3/company/{realmId}/invoice/{id}/pdf. */
export declare const pdfInvoiceOperation: HttpOperationDescriptor;
/** `sendInvoice`: POST /v3/company/{realmId}/invoice/{id}/send. */
export declare const sendInvoiceOperation: HttpOperationDescriptor;
/** `createItem`: POST /v3/company/{realmId}/item. */
export declare const createItemOperation: HttpOperationDescriptor;
/** `updateItem`: POST /v3/company/{realmId}/item. */
export declare const updateItemOperation: HttpOperationDescriptor;
/** `readItem`: GET /v3/company/{realmId}/item/{id}. */
export declare const readItemOperation: HttpOperationDescriptor;
/** `createPayment`: POST /v3/company/{realmId}/payment. */
export declare const createPaymentOperation: HttpOperationDescriptor;
/** `updatePayment`: POST /v3/company/{realmId}/payment. */
export declare const updatePaymentOperation: HttpOperationDescriptor;
/** `deletePayment`: POST /v3/company/{realmId}/payment. */
export declare const deletePaymentOperation: HttpOperationDescriptor;
/** `voidPayment`: POST /v3/company/{realmId}/payment. */
export declare const voidPaymentOperation: HttpOperationDescriptor;
/** `readPayment`: GET /v3/company/{realmId}/payment/{id}. */
export declare const readPaymentOperation: HttpOperationDescriptor;
/** `createVendor`: POST /v3/company/{realmId}/vendor. */
export declare const createVendorOperation: HttpOperationDescriptor;
/** `updateVendor`: POST /v3/company/{realmId}/vendor. */
export declare const updateVendorOperation: HttpOperationDescriptor;
/** `readVendor`: GET /v3/company/{realmId}/vendor/{id}. */
export declare const readVendorOperation: HttpOperationDescriptor;
/** `createBill`: POST /v3/company/{realmId}/bill. */
export declare const createBillOperation: HttpOperationDescriptor;
/** `updateBill`: POST /v3/company/{realmId}/bill. */
export declare const updateBillOperation: HttpOperationDescriptor;
/** `deleteBill`: POST /v3/company/{realmId}/bill. */
export declare const deleteBillOperation: HttpOperationDescriptor;
/** `readBill`: GET /v3/company/{realmId}/bill/{id}. */
export declare const readBillOperation: HttpOperationDescriptor;
/** `createAccount`: POST /v3/company/{realmId}/account. */
export declare const createAccountOperation: HttpOperationDescriptor;
/** `updateAccount`: POST /v3/company/{realmId}/account. */
export declare const updateAccountOperation: HttpOperationDescriptor;
/** `readAccount`: GET /v3/company/{realmId}/account/{id}. */
export declare const readAccountOperation: HttpOperationDescriptor;
/** `query`: GET /v3/company/{realmId}/query. */
export declare const queryOperation: HttpOperationDescriptor;
/** `batch`: POST /v3/company/{realmId}/batch. */
export declare const batchOperation: HttpOperationDescriptor;
/** `cdc`: GET /v3/company/{realmId}/cdc. */
export declare const cdcOperation: HttpOperationDescriptor;
