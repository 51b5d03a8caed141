const $1 = {
	name: "Request-Id",
	in: "header",
	required: true,
	style: "simple",
	explode: false
};
const $2 = [$1];
const $3 = {
	required: true,
	mediaTypes: ["application/json"]
};
const $4 = {
	name: "svc_tid",
	required: false
};
const $5 = {
	name: "Content-Type",
	required: false
};
const $6 = [$4, $5];
const $7 = {
	mediaTypes: ["application/json"],
	headers: $6
};
const $8 = {
	name: "Retry-After",
	required: false,
	kind: "integer"
};
const $9 = [
	$8,
	$4,
	$5
];
const $10 = {
	mediaTypes: ["application/json"],
	headers: $9
};
const $11 = {
	"201": $7,
	"401": $7,
	"429": $10,
	"4XX": $7,
	"5XX": $7
};
const $12 = ["production-per-realm-per-minute", "sandbox-per-app-per-minute"];
const $13 = {
	name: "chargeId",
	in: "path",
	required: true,
	style: "simple",
	explode: false
};
const $14 = {
	"200": $7,
	"401": $7,
	"429": $10,
	"4XX": $7,
	"5XX": $7
};
const $15 = [$13, $1];
const $16 = {
	name: "customerId",
	in: "path",
	required: true,
	style: "simple",
	explode: false
};
const $17 = [$16, $1];
const $18 = [$16];
const $19 = {
	name: "cardId",
	in: "path",
	required: true,
	style: "simple",
	explode: false
};
const $20 = [$4];
const $21 = {
	mediaTypes: [],
	headers: $20
};
const $22 = {
	"204": $21,
	"401": $7,
	"429": $10,
	"4XX": $7,
	"5XX": $7
};
const $23 = {
	name: "bankAccountId",
	in: "path",
	required: true,
	style: "simple",
	explode: false
};
/** `createCharge`: POST /svc/v4/payments/charges. */
export const createChargeOperation = {
	name: "createCharge",
	kind: "http",
	method: "POST",
	path: "/svc/v4/payments/charges",
	selector: {},
	parameters: $2,
	requestBody: $3,
	responses: $11,
	security: [{ bearerAuth: [] }],
	rateLimits: $12
};
/** `readCharge`: GET /svc/v4/payments/charges/{chargeId}. */
export const readChargeOperation = {
	name: "readCharge",
	kind: "http",
	method: "GET",
	path: "/svc/v4/payments/charges/{chargeId}",
	selector: {},
	parameters: [$13],
	responses: $14,
	security: [{ bearerAuth: [] }],
	rateLimits: $12
};
/** `captureCharge`: POST /svc/v4/payments/charges/{chargeId}/capture. */
export const captureChargeOperation = {
	name: "captureCharge",
	kind: "http",
	method: "POST",
	path: "/svc/v4/payments/charges/{chargeId}/capture",
	selector: {},
	parameters: $15,
	requestBody: $3,
	responses: $14,
	security: [{ bearerAuth: [] }],
	rateLimits: $12
};
/** `refundCharge`: POST /svc/v4/payments/charges/{chargeId}/refunds. */
export const refundChargeOperation = {
	name: "refundCharge",
	kind: "http",
	method: "POST",
	path: "/svc/v4/payments/charges/{chargeId}/refunds",
	selector: {},
	parameters: $15,
	requestBody: $3,
	responses: $11,
	security: [{ bearerAuth: [] }],
	rateLimits: $12
};
/** `readRefund`: GET /svc/v4/payments/charges/{chargeId}/refunds/{refundId}. */
export const readRefundOperation = {
	name: "readRefund",
	kind: "http",
	method: "GET",
	path: "/svc/v4/payments/charges/{chargeId}/refunds/{refundId}",
	selector: {},
	parameters: [$13, {
		name: "refundId",
		in: "path",
		required: true,
		style: "simple",
		explode: false
	}],
	responses: $14,
	security: [{ bearerAuth: [] }],
	rateLimits: $12
};
/** `voidTransaction`: POST /svc/v4/payments/txn-requests/{requestId}/void. */
export const voidTransactionOperation = {
	name: "voidTransaction",
	kind: "http",
	method: "POST",
	path: "/svc/v4/payments/txn-requests/{requestId}/void",
	selector: {},
	parameters: [{
		name: "requestId",
		in: "path",
		required: true,
		style: "simple",
		explode: false
	}, $1],
	responses: $14,
	security: [{ bearerAuth: [] }],
	rateLimits: $12
};
/** `createCard`: POST /svc/v4/customers/{customerId}/cards. */
export const createCardOperation = {
	name: "createCard",
	kind: "http",
	method: "POST",
	path: "/svc/v4/customers/{customerId}/cards",
	selector: {},
	parameters: $17,
	requestBody: $3,
	responses: $11,
	security: [{ bearerAuth: [] }],
	serialize: { key: ["customer"] },
	rateLimits: $12
};
/** `listCards`: GET /svc/v4/customers/{customerId}/cards. */
export const listCardsOperation = {
	name: "listCards",
	kind: "http",
	method: "GET",
	path: "/svc/v4/customers/{customerId}/cards",
	selector: {},
	parameters: $18,
	responses: $14,
	security: [{ bearerAuth: [] }],
	rateLimits: $12
};
/** `createCardFromToken`: POST /svc/v4/customers/{customerId}/cards/createFromToken. */
export const createCardFromTokenOperation = {
	name: "createCardFromToken",
	kind: "http",
	method: "POST",
	path: "/svc/v4/customers/{customerId}/cards/createFromToken",
	selector: {},
	parameters: $17,
	requestBody: $3,
	responses: $11,
	security: [{ bearerAuth: [] }],
	serialize: { key: ["customer"] },
	rateLimits: $12
};
/** `readCard`: GET /svc/v4/customers/{customerId}/cards/{cardId}. */
export const readCardOperation = {
	name: "readCard",
	kind: "http",
	method: "GET",
	path: "/svc/v4/customers/{customerId}/cards/{cardId}",
	selector: {},
	parameters: [$16, $19],
	responses: $14,
	security: [{ bearerAuth: [] }],
	rateLimits: $12
};
/** `deleteCard`: DELETE /svc/v4/customers/{customerId}/cards/{cardId}. */
export const deleteCardOperation = {
	name: "deleteCard",
	kind: "http",
	method: "DELETE",
	path: "/svc/v4/customers/{customerId}/cards/{cardId}",
	selector: {},
	parameters: [
		$16,
		$19,
		$1
	],
	responses: $22,
	security: [{ bearerAuth: [] }],
	serialize: { key: ["customer"] },
	rateLimits: $12
};
/** `createBankAccount`: POST /svc/v4/customers/{customerId}/bank-accounts. */
export const createBankAccountOperation = {
	name: "createBankAccount",
	kind: "http",
	method: "POST",
	path: "/svc/v4/customers/{customerId}/bank-accounts",
	selector: {},
	parameters: $17,
	requestBody: $3,
	responses: $11,
	security: [{ bearerAuth: [] }],
	serialize: { key: ["customer"] },
	rateLimits: $12
};
/** `listBankAccounts`: GET /svc/v4/customers/{customerId}/bank-accounts. */
export const listBankAccountsOperation = {
	name: "listBankAccounts",
	kind: "http",
	method: "GET",
	path: "/svc/v4/customers/{customerId}/bank-accounts",
	selector: {},
	parameters: $18,
	responses: $14,
	security: [{ bearerAuth: [] }],
	rateLimits: $12
};
/** `createBankAccountFromToken`: POST /svc/v4/customers/{customerId}/bank-accounts/createFromToken. */
export const createBankAccountFromTokenOperation = {
	name: "createBankAccountFromToken",
	kind: "http",
	method: "POST",
	path: "/svc/v4/customers/{customerId}/bank-accounts/createFromToken",
	selector: {},
	parameters: $17,
	requestBody: $3,
	responses: $11,
	security: [{ bearerAuth: [] }],
	serialize: { key: ["customer"] },
	rateLimits: $12
};
/** `readBankAccount`: GET /svc/v4/customers/{customerId}/bank-accounts/{bankAccountId}. */
export const readBankAccountOperation = {
	name: "readBankAccount",
	kind: "http",
	method: "GET",
	path: "/svc/v4/customers/{customerId}/bank-accounts/{bankAccountId}",
	selector: {},
	parameters: [$16, $23],
	responses: $14,
	security: [{ bearerAuth: [] }],
	rateLimits: $12
};
/** `deleteBankAccount`: DELETE /svc/v4/customers/{customerId}/bank-accounts/{bankAccountId}. */
export const deleteBankAccountOperation = {
	name: "deleteBankAccount",
	kind: "http",
	method: "DELETE",
	path: "/svc/v4/customers/{customerId}/bank-accounts/{bankAccountId}",
	selector: {},
	parameters: [
		$16,
		$23,
		$1
	],
	responses: $22,
	security: [{ bearerAuth: [] }],
	serialize: { key: ["customer"] },
	rateLimits: $12
};
/** `createToken`: POST /svc/v4/payments/tokens. */
export const createTokenOperation = {
	name: "createToken",
	kind: "http",
	method: "POST",
	path: "/svc/v4/payments/tokens",
	selector: {},
	parameters: $2,
	requestBody: $3,
	responses: {
		"201": $7,
		"429": $10,
		"4XX": $7,
		"5XX": $7
	},
	security: [],
	rateLimits: $12
};
