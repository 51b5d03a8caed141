import * as descriptors from "./operation-descriptors.js";
/** Every operation by name: the transport facts clients and servers read at run time. */
export const operations = {
	/**
	* Create a charge
	*
	* Charge a card (given as card details, a token or a stored card). With `capture: "true"` (the default) the
	* charge is captured at once (status `CAPTURED`); with `capture: "false"` it is only authorized
	* (`AUTHORIZED`) and must be captured with `captureCharge` within 30 days. Body: the charge JSON object;
	* reply: the created charge. Send a `Request-Id`: a retry must reuse it, and a charge whose create timed
	* out can be voided by it (`voidTransaction`).
	*/
	createCharge: descriptors.createChargeOperation,
	/**
	* Read a charge
	*
	* Read one charge by its id, with its current status, capture and refund details.
	*/
	readCharge: descriptors.readChargeOperation,
	/**
	* Capture an authorized charge
	*
	* Capture a charge created with `capture: "false"` (status `AUTHORIZED`), giving `CAPTURED`. The amount
	* may be at most 150% of the authorized amount (else error `PMT-5000`). Authorizations expire after 30 days.
	*/
	captureCharge: descriptors.captureChargeOperation,
	/**
	* Refund a charge
	*
	* Refund all or part of a captured or settled charge. Before settlement the service may void the charge instead (refund `type: VOID`).
	*/
	refundCharge: descriptors.refundChargeOperation,
	/**
	* Read a refund of a charge
	*
	* Read one refund of a charge by the charge id and the refund id.
	*/
	readRefund: descriptors.readRefundOperation,
	/**
	* Void a transaction by its request id
	*
	* Void a charge identified by the `Request-Id` it was created with: for a create call that timed out, where the client does not know whether (or under which id) the charge exists. No body. The void is itself a write and carries its own `Request-Id`.
	*/
	voidTransaction: descriptors.voidTransactionOperation,
	/**
	* Store a card under a customer
	*
	* Store a card in the customer's wallet. Writes to one customer's wallet are serial (name-list rule: `x-svc-serialize` keyed by customer).
	*/
	createCard: descriptors.createCardOperation,
	/**
	* List the cards of a customer
	*
	* All cards stored under the customer, newest first; sensitive numbers masked.
	*/
	listCards: descriptors.listCardsOperation,
	/**
	* Store a card from a token
	*
	* Store the card behind a token from `createToken` (body `{"value": "<token>"}`) in the customer's wallet. Serial per customer like `createCard`.
	*/
	createCardFromToken: descriptors.createCardFromTokenOperation,
	/**
	* Read a stored card
	*
	* Read one card stored under the customer; sensitive numbers masked.
	*/
	readCard: descriptors.readCardOperation,
	/**
	* Delete a stored card
	*
	* Remove the card from the customer's wallet. Serial per customer like `createCard`.
	*/
	deleteCard: descriptors.deleteCardOperation,
	/**
	* Store a bank account under a customer
	*
	* Store a bank account in the customer's wallet. Writes to one customer's wallet are serial (name-list rule: `x-svc-serialize` keyed by customer).
	*/
	createBankAccount: descriptors.createBankAccountOperation,
	/**
	* List the bank accounts of a customer
	*
	* All bank accounts stored under the customer, newest first; sensitive numbers masked.
	*/
	listBankAccounts: descriptors.listBankAccountsOperation,
	/**
	* Store a bank account from a token
	*
	* Store the bank account behind a token from `createToken` (body `{"value": "<token>"}`) in the customer's wallet. Serial per customer like `createBankAccount`.
	*/
	createBankAccountFromToken: descriptors.createBankAccountFromTokenOperation,
	/**
	* Read a stored bank account
	*
	* Read one bank account stored under the customer; sensitive numbers masked.
	*/
	readBankAccount: descriptors.readBankAccountOperation,
	/**
	* Delete a stored bank account
	*
	* Remove the bank account from the customer's wallet. Serial per customer like `createBankAccount`.
	*/
	deleteBankAccount: descriptors.deleteBankAccountOperation,
	/**
	* Create a token
	*
	* Exchange card or bank account details for an opaque single-use token (`{"value": ...}`), to charge (`ChargeRequest.token`) or to store (`createCardFromToken`, `createBankAccountFromToken`) without the details passing through the merchant's server. Sent without the `Authorization` header.
	*/
	createToken: descriptors.createTokenOperation
};
/**
* Addresses the services are reached at.
*
* - `production`: Production. `{base_url}` of the live service.
* - `sandbox`: Sandbox and testing.
*/
export const endpoints = [{
	service: "PaymentsAPI",
	name: "production",
	url: "https://api.svc.example"
}, {
	service: "PaymentsAPI",
	name: "sandbox",
	url: "https://sandbox.api.svc.example"
}];
/**
* Rate limits the interface declares; `keyedBy` names entries of `rateLimitKeys`.
*
* - `production-per-realm-per-minute`: Production allows 200 requests per minute per realm ID.
* - `sandbox-per-app-per-minute`: Sandbox and testing allow 100 requests per minute per individual app.
*/
export const rateLimits = [{
	id: "production-per-realm-per-minute",
	limit: 200,
	windowSeconds: 60,
	keyedBy: ["realm"],
	appliesTo: [],
	environments: ["production"]
}, {
	id: "sandbox-per-app-per-minute",
	limit: 100,
	windowSeconds: 60,
	keyedBy: ["app"],
	appliesTo: [],
	environments: ["sandbox"]
}];
/**
* How each rate-limit key is read off a request.
*
* - `app`: The OAuth app behind the bearer token.
* - `customer`: The customer whose wallet (stored cards and bank accounts) a write changes. Used by `x-svc-serialize`, not by a rate limit.
* - `realm`: The company (realm ID) the bearer token was granted for; payments paths do not carry it.
*/
export const rateLimitKeys = [
	{
		name: "app",
		in: "credential"
	},
	{
		name: "customer",
		in: "path",
		param: "customerId"
	},
	{
		name: "realm",
		in: "credential"
	}
];
/**
* Security schemes by name, as operations' `security` requirements refer to them.
*
* - `oauth2`: OAuth 2.0 authorization-code grant of a company (realm) to the app. The consent redirect carries the realm id beside the code; access tokens live one hour; refresh tokens roll (a refresh may return a new one, and the previous one is then refused) and expire unused after about 100 days, and at the latest after five years.
* - `bearerAuth`: OAuth 2.0 access token of the user's grant to the app, sent as `Authorization: Bearer <ACCESS_TOKEN>` on every request (except `createToken`). How the token is obtained is not part of this API.
*/
export const securitySchemes = {
	oauth2: { kind: "oauth2" },
	bearerAuth: { kind: "http-bearer" }
};
export { fillPath, matchHttpOperation, rateLimitsOf } from "./runtime/operations/operation-table.js";
