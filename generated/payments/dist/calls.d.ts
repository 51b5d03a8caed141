/**
* One function per operation of Payments API 4: `createCharge(connection, ...)`, the same calls as `PaymentsClient`'s
* methods, each its own export, so a bundle keeps only the operations a program calls.
*
* ```ts
* const connection = connectPayments({ ... });
* const result = await createCharge(connection, ...);
* ```
*
* Generated from the definition; do not edit.
*/
import type * as C from "./client.js";
import type * as T from "./types.js";
export { connectPayments, type PaymentsConnection } from "./client.js";
/**
* Create a charge
*
* Charge a card (given as card details, a token or a stored card). With `capture: "true"` (the default) the
* charge is captured at once (status `CAPTURED`); with `capture: "false"` it is only authorized
* (`AUTHORIZED`) and must be captured with `captureCharge` within 30 days. Body: the charge JSON object;
* reply: the created charge. Send a `Request-Id`: a retry must reuse it, and a charge whose create timed
* out can be voided by it (`voidTransaction`).
*
*
* `PaymentsClient.createCharge` as a function of a connection (`connectPayments(options)`).
*/
export declare function createCharge(connection: C.PaymentsConnection, chargeRequest: T.ChargeRequestWrite, options?: C.PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<T.Charge>;
/**
* Read a charge
*
* Read one charge by its id, with its current status, capture and refund details.
*
* `PaymentsClient.readCharge` as a function of a connection (`connectPayments(options)`).
*/
export declare function readCharge(connection: C.PaymentsConnection, chargeId: string, options?: C.PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<T.Charge>;
/**
* Capture an authorized charge
*
* Capture a charge created with `capture: "false"` (status `AUTHORIZED`), giving `CAPTURED`. The amount
* may be at most 150% of the authorized amount (else error `PMT-5000`). Authorizations expire after 30 days.
*
*
* `PaymentsClient.captureCharge` as a function of a connection (`connectPayments(options)`).
*/
export declare function captureCharge(connection: C.PaymentsConnection, chargeId: string, captureRequest: T.CaptureRequest, options?: C.PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<T.Charge>;
/**
* Refund a charge
*
* Refund all or part of a captured or settled charge. Before settlement the service may void the charge instead (refund `type: VOID`).
*
* `PaymentsClient.refundCharge` as a function of a connection (`connectPayments(options)`).
*/
export declare function refundCharge(connection: C.PaymentsConnection, chargeId: string, refundRequest: T.RefundRequest, options?: C.PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<T.Refund>;
/**
* Read a refund of a charge
*
* Read one refund of a charge by the charge id and the refund id.
*
* `PaymentsClient.readRefund` as a function of a connection (`connectPayments(options)`).
*/
export declare function readRefund(connection: C.PaymentsConnection, chargeId: string, refundId: string, options?: C.PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<T.Refund>;
/**
* Void a transaction by its request id
*
* Void a charge identified by the `Request-Id` it was created with: for a create call that timed out, where the client does not know whether (or under which id) the charge exists. No body. The void is itself a write and carries its own `Request-Id`.
*
* `PaymentsClient.voidTransaction` as a function of a connection (`connectPayments(options)`).
*/
export declare function voidTransaction(connection: C.PaymentsConnection, requestId: string, options?: C.PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<T.Refund>;
/**
* Store a card under a customer
*
* Store a card in the customer's wallet. Writes to one customer's wallet are serial (name-list rule: `x-svc-serialize` keyed by customer).
*
* `PaymentsClient.createCard` as a function of a connection (`connectPayments(options)`).
*/
export declare function createCard(connection: C.PaymentsConnection, customerId: string, card: T.CardWrite, options?: C.PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<T.Card>;
/**
* List the cards of a customer
*
* All cards stored under the customer, newest first; sensitive numbers masked.
*
* `PaymentsClient.listCards` as a function of a connection (`connectPayments(options)`).
*/
export declare function listCards(connection: C.PaymentsConnection, customerId: string, options?: C.PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<T.CardList>;
/**
* Store a card from a token
*
* Store the card behind a token from `createToken` (body `{"value": "<token>"}`) in the customer's wallet. Serial per customer like `createCard`.
*
* `PaymentsClient.createCardFromToken` as a function of a connection (`connectPayments(options)`).
*/
export declare function createCardFromToken(connection: C.PaymentsConnection, customerId: string, token: T.Token, options?: C.PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<T.Card>;
/**
* Read a stored card
*
* Read one card stored under the customer; sensitive numbers masked.
*
* `PaymentsClient.readCard` as a function of a connection (`connectPayments(options)`).
*/
export declare function readCard(connection: C.PaymentsConnection, customerId: string, cardId: string, options?: C.PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<T.Card>;
/**
* Delete a stored card
*
* Remove the card from the customer's wallet. Serial per customer like `createCard`.
*
* `PaymentsClient.deleteCard` as a function of a connection (`connectPayments(options)`).
*/
export declare function deleteCard(connection: C.PaymentsConnection, customerId: string, cardId: string, options?: C.PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<undefined>;
/**
* Store a bank account under a customer
*
* Store a bank account in the customer's wallet. Writes to one customer's wallet are serial (name-list rule: `x-svc-serialize` keyed by customer).
*
* `PaymentsClient.createBankAccount` as a function of a connection (`connectPayments(options)`).
*/
export declare function createBankAccount(connection: C.PaymentsConnection, customerId: string, bankAccount: T.BankAccountWrite, options?: C.PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<T.BankAccount>;
/**
* List the bank accounts of a customer
*
* All bank accounts stored under the customer, newest first; sensitive numbers masked.
*
* `PaymentsClient.listBankAccounts` as a function of a connection (`connectPayments(options)`).
*/
export declare function listBankAccounts(connection: C.PaymentsConnection, customerId: string, options?: C.PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<T.BankAccountList>;
/**
* Store a bank account from a token
*
* Store the bank account behind a token from `createToken` (body `{"value": "<token>"}`) in the customer's wallet. Serial per customer like `createBankAccount`.
*
* `PaymentsClient.createBankAccountFromToken` as a function of a connection (`connectPayments(options)`).
*/
export declare function createBankAccountFromToken(connection: C.PaymentsConnection, customerId: string, token: T.Token, options?: C.PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<T.BankAccount>;
/**
* Read a stored bank account
*
* Read one bank account stored under the customer; sensitive numbers masked.
*
* `PaymentsClient.readBankAccount` as a function of a connection (`connectPayments(options)`).
*/
export declare function readBankAccount(connection: C.PaymentsConnection, customerId: string, bankAccountId: string, options?: C.PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<T.BankAccount>;
/**
* Delete a stored bank account
*
* Remove the bank account from the customer's wallet. Serial per customer like `createBankAccount`.
*
* `PaymentsClient.deleteBankAccount` as a function of a connection (`connectPayments(options)`).
*/
export declare function deleteBankAccount(connection: C.PaymentsConnection, customerId: string, bankAccountId: string, options?: C.PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<undefined>;
/**
* Create a token
*
* Exchange card or bank account details for an opaque single-use token (`{"value": ...}`), to charge (`ChargeRequest.token`) or to store (`createCardFromToken`, `createBankAccountFromToken`) without the details passing through the merchant's server. Sent without the `Authorization` header.
*
* `PaymentsClient.createToken` as a function of a connection (`connectPayments(options)`).
*/
export declare function createToken(connection: C.PaymentsConnection, tokenRequest: T.TokenRequestWrite, options?: C.PaymentsCallOptions<Record<never, never>, Record<never, never>>): Promise<T.Token>;
