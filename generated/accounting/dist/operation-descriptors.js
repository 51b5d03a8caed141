const $1 = {
	name: "realmId",
	in: "path",
	required: true,
	style: "simple",
	explode: false
};
const $2 = {
	name: "minorversion",
	in: "query",
	required: false,
	style: "form",
	explode: true
};
const $3 = {
	name: "requestid",
	in: "query",
	required: false,
	style: "form",
	explode: true
};
const $4 = {
	name: "Accept",
	in: "header",
	required: false,
	style: "simple",
	explode: false
};
const $5 = {
	name: "Content-Type",
	in: "header",
	required: true,
	style: "simple",
	explode: false
};
const $6 = [
	$1,
	$2,
	$3,
	$4,
	$5
];
const $7 = {
	required: true,
	mediaTypes: ["application/json"]
};
const $8 = {
	name: "svc_tid",
	required: true
};
const $9 = {
	name: "Svc-Version",
	required: false
};
const $10 = {
	name: "Content-Type",
	required: false
};
const $11 = [
	$8,
	$9,
	$10
];
const $12 = {
	mediaTypes: ["application/json"],
	headers: $11
};
const $13 = ["application/json", "application/xml"];
const $14 = {
	name: "Retry-After",
	required: false,
	kind: "integer"
};
const $15 = [
	$8,
	$9,
	$10,
	$14
];
const $16 = {
	mediaTypes: $13,
	headers: $15
};
const $17 = {
	"200": $12,
	"400": $12,
	"401": $12,
	"403": $12,
	"404": $12,
	"429": $16,
	"500": $12
};
const $18 = [
	"api-per-minute",
	"api-per-second",
	"monthly-allowance"
];
const $19 = {
	name: "id",
	in: "path",
	required: true,
	style: "simple",
	explode: false
};
const $20 = [
	$1,
	$19,
	$2,
	$4
];
const $21 = {
	name: "operation",
	in: "query",
	required: false,
	style: "form",
	explode: true
};
const $22 = [
	$1,
	$21,
	$2,
	$3,
	$4,
	$5
];
/** `createCustomer`: POST /v3/company/{realmId}/customer. */
export const createCustomerOperation = {
	name: "createCustomer",
	kind: "http",
	method: "POST",
	path: "/v3/company/{realmId}/customer",
	selector: {},
	parameters: $6,
	requestBody: $7,
	responses: $17,
	security: [{ bearerAuth: [] }],
	serialize: { key: ["realm"] },
	rateLimits: $18,
	result: "Customer"
};
/** `updateCustomer`: POST /v3/company/{realmId}/customer. */
export const updateCustomerOperation = {
	name: "updateCustomer",
	kind: "http",
	method: "POST",
	path: "/v3/company/{realmId}/customer",
	selector: {},
	parameters: $6,
	requestBody: $7,
	responses: $17,
	security: [{ bearerAuth: [] }],
	serialize: { key: ["realm"] },
	rateLimits: $18,
	result: "Customer"
};
/** `readCustomer`: GET /v3/company/{realmId}/customer/{id}. */
export const readCustomerOperation = {
	name: "readCustomer",
	kind: "http",
	method: "GET",
	path: "/v3/company/{realmId}/customer/{id}",
	selector: {},
	parameters: $20,
	responses: $17,
	security: [{ bearerAuth: [] }],
	rateLimits: $18,
	result: "Customer"
};
/** `createInvoice`: POST /v3/company/{realmId}/invoice. */
export const createInvoiceOperation = {
	name: "createInvoice",
	kind: "http",
	method: "POST",
	path: "/v3/company/{realmId}/invoice",
	selector: {},
	parameters: $22,
	requestBody: $7,
	responses: $17,
	security: [{ bearerAuth: [] }],
	rateLimits: $18,
	result: "Invoice"
};
/** `updateInvoice`: POST /v3/company/{realmId}/invoice. */
export const updateInvoiceOperation = {
	name: "updateInvoice",
	kind: "http",
	method: "POST",
	path: "/v3/company/{realmId}/invoice",
	selector: {},
	parameters: $22,
	requestBody: $7,
	responses: $17,
	security: [{ bearerAuth: [] }],
	rateLimits: $18,
	result: "Invoice"
};
/** `deleteInvoice`: POST /v3/company/{realmId}/invoice. */
export const deleteInvoiceOperation = {
	name: "deleteInvoice",
	kind: "http",
	method: "POST",
	path: "/v3/company/{realmId}/invoice",
	selector: { operation: "delete" },
	parameters: $6,
	requestBody: $7,
	responses: $17,
	security: [{ bearerAuth: [] }],
	rateLimits: $18,
	result: "Invoice"
};
/** `voidInvoice`: POST /v3/company/{realmId}/invoice. */
export const voidInvoiceOperation = {
	name: "voidInvoice",
	kind: "http",
	method: "POST",
	path: "/v3/company/{realmId}/invoice",
	selector: { operation: "void" },
	parameters: $6,
	requestBody: $7,
	responses: $17,
	security: [{ bearerAuth: [] }],
	rateLimits: $18,
	result: "Invoice"
};
/** `readInvoice`: GET /v3/company/{realmId}/invoice/{id}. */
export const readInvoiceOperation = {
	name: "readInvoice",
	kind: "http",
	method: "GET",
	path: "/v3/company/{realmId}/invoice/{id}",
	selector: {},
	parameters: $20,
	responses: $17,
	security: [{ bearerAuth: [] }],
	rateLimits: $18,
	result: "Invoice"
};
/** `pdfInvoice`: GET /v3/company/{realmId}/invoice/{id}/pdf. */
export const pdfInvoiceOperation = {
	name: "pdfInvoice",
	kind: "http",
	method: "GET",
	path: "/v3/company/{realmId}/invoice/{id}/pdf",
	selector: {},
	parameters: [
		$1,
		$19,
		$2,
		{
			name: "Accept",
			in: "header",
			required: true,
			style: "simple",
			explode: false
		}
	],
	responses: {
		"200": {
			mediaTypes: ["application/pdf"],
			headers: [$8, $9]
		},
		"400": $12,
		"401": $12,
		"403": $12,
		"404": $12,
		"429": $16,
		"500": $12
	},
	security: [{ bearerAuth: [] }],
	rateLimits: $18
};
/** `sendInvoice`: POST /v3/company/{realmId}/invoice/{id}/send. */
export const sendInvoiceOperation = {
	name: "sendInvoice",
	kind: "http",
	method: "POST",
	path: "/v3/company/{realmId}/invoice/{id}/send",
	selector: {},
	parameters: [
		$1,
		$19,
		{
			name: "sendTo",
			in: "query",
			required: false,
			style: "form",
			explode: true
		},
		$2,
		$3,
		$4
	],
	responses: $17,
	security: [{ bearerAuth: [] }],
	rateLimits: [
		"api-per-minute",
		"api-per-second",
		"sandbox-emails-per-day",
		"monthly-allowance"
	],
	result: "Invoice"
};
/** `createItem`: POST /v3/company/{realmId}/item. */
export const createItemOperation = {
	name: "createItem",
	kind: "http",
	method: "POST",
	path: "/v3/company/{realmId}/item",
	selector: {},
	parameters: $6,
	requestBody: $7,
	responses: $17,
	security: [{ bearerAuth: [] }],
	serialize: { key: ["realm"] },
	rateLimits: $18,
	result: "Item"
};
/** `updateItem`: POST /v3/company/{realmId}/item. */
export const updateItemOperation = {
	name: "updateItem",
	kind: "http",
	method: "POST",
	path: "/v3/company/{realmId}/item",
	selector: {},
	parameters: $6,
	requestBody: $7,
	responses: $17,
	security: [{ bearerAuth: [] }],
	serialize: { key: ["realm"] },
	rateLimits: $18,
	result: "Item"
};
/** `readItem`: GET /v3/company/{realmId}/item/{id}. */
export const readItemOperation = {
	name: "readItem",
	kind: "http",
	method: "GET",
	path: "/v3/company/{realmId}/item/{id}",
	selector: {},
	parameters: $20,
	responses: $17,
	security: [{ bearerAuth: [] }],
	rateLimits: $18,
	result: "Item"
};
/** `createPayment`: POST /v3/company/{realmId}/payment. */
export const createPaymentOperation = {
	name: "createPayment",
	kind: "http",
	method: "POST",
	path: "/v3/company/{realmId}/payment",
	selector: {},
	parameters: $22,
	requestBody: $7,
	responses: $17,
	security: [{ bearerAuth: [] }],
	rateLimits: $18,
	result: "Payment"
};
/** `updatePayment`: POST /v3/company/{realmId}/payment. */
export const updatePaymentOperation = {
	name: "updatePayment",
	kind: "http",
	method: "POST",
	path: "/v3/company/{realmId}/payment",
	selector: {},
	parameters: $22,
	requestBody: $7,
	responses: $17,
	security: [{ bearerAuth: [] }],
	rateLimits: $18,
	result: "Payment"
};
/** `deletePayment`: POST /v3/company/{realmId}/payment. */
export const deletePaymentOperation = {
	name: "deletePayment",
	kind: "http",
	method: "POST",
	path: "/v3/company/{realmId}/payment",
	selector: { operation: "delete" },
	parameters: $6,
	requestBody: $7,
	responses: $17,
	security: [{ bearerAuth: [] }],
	rateLimits: $18,
	result: "Payment"
};
/** `voidPayment`: POST /v3/company/{realmId}/payment. */
export const voidPaymentOperation = {
	name: "voidPayment",
	kind: "http",
	method: "POST",
	path: "/v3/company/{realmId}/payment",
	selector: { operation: "void" },
	parameters: $6,
	requestBody: $7,
	responses: $17,
	security: [{ bearerAuth: [] }],
	rateLimits: $18,
	result: "Payment"
};
/** `readPayment`: GET /v3/company/{realmId}/payment/{id}. */
export const readPaymentOperation = {
	name: "readPayment",
	kind: "http",
	method: "GET",
	path: "/v3/company/{realmId}/payment/{id}",
	selector: {},
	parameters: $20,
	responses: $17,
	security: [{ bearerAuth: [] }],
	rateLimits: $18,
	result: "Payment"
};
/** `createVendor`: POST /v3/company/{realmId}/vendor. */
export const createVendorOperation = {
	name: "createVendor",
	kind: "http",
	method: "POST",
	path: "/v3/company/{realmId}/vendor",
	selector: {},
	parameters: $6,
	requestBody: $7,
	responses: $17,
	security: [{ bearerAuth: [] }],
	serialize: { key: ["realm"] },
	rateLimits: $18,
	result: "Vendor"
};
/** `updateVendor`: POST /v3/company/{realmId}/vendor. */
export const updateVendorOperation = {
	name: "updateVendor",
	kind: "http",
	method: "POST",
	path: "/v3/company/{realmId}/vendor",
	selector: {},
	parameters: $6,
	requestBody: $7,
	responses: $17,
	security: [{ bearerAuth: [] }],
	serialize: { key: ["realm"] },
	rateLimits: $18,
	result: "Vendor"
};
/** `readVendor`: GET /v3/company/{realmId}/vendor/{id}. */
export const readVendorOperation = {
	name: "readVendor",
	kind: "http",
	method: "GET",
	path: "/v3/company/{realmId}/vendor/{id}",
	selector: {},
	parameters: $20,
	responses: $17,
	security: [{ bearerAuth: [] }],
	rateLimits: $18,
	result: "Vendor"
};
/** `createBill`: POST /v3/company/{realmId}/bill. */
export const createBillOperation = {
	name: "createBill",
	kind: "http",
	method: "POST",
	path: "/v3/company/{realmId}/bill",
	selector: {},
	parameters: $22,
	requestBody: $7,
	responses: $17,
	security: [{ bearerAuth: [] }],
	rateLimits: $18,
	result: "Bill"
};
/** `updateBill`: POST /v3/company/{realmId}/bill. */
export const updateBillOperation = {
	name: "updateBill",
	kind: "http",
	method: "POST",
	path: "/v3/company/{realmId}/bill",
	selector: {},
	parameters: $22,
	requestBody: $7,
	responses: $17,
	security: [{ bearerAuth: [] }],
	rateLimits: $18,
	result: "Bill"
};
/** `deleteBill`: POST /v3/company/{realmId}/bill. */
export const deleteBillOperation = {
	name: "deleteBill",
	kind: "http",
	method: "POST",
	path: "/v3/company/{realmId}/bill",
	selector: { operation: "delete" },
	parameters: $6,
	requestBody: $7,
	responses: $17,
	security: [{ bearerAuth: [] }],
	rateLimits: $18,
	result: "Bill"
};
/** `readBill`: GET /v3/company/{realmId}/bill/{id}. */
export const readBillOperation = {
	name: "readBill",
	kind: "http",
	method: "GET",
	path: "/v3/company/{realmId}/bill/{id}",
	selector: {},
	parameters: $20,
	responses: $17,
	security: [{ bearerAuth: [] }],
	rateLimits: $18,
	result: "Bill"
};
/** `createAccount`: POST /v3/company/{realmId}/account. */
export const createAccountOperation = {
	name: "createAccount",
	kind: "http",
	method: "POST",
	path: "/v3/company/{realmId}/account",
	selector: {},
	parameters: $6,
	requestBody: $7,
	responses: $17,
	security: [{ bearerAuth: [] }],
	serialize: { key: ["realm"] },
	rateLimits: $18,
	result: "Account"
};
/** `updateAccount`: POST /v3/company/{realmId}/account. */
export const updateAccountOperation = {
	name: "updateAccount",
	kind: "http",
	method: "POST",
	path: "/v3/company/{realmId}/account",
	selector: {},
	parameters: $6,
	requestBody: $7,
	responses: $17,
	security: [{ bearerAuth: [] }],
	serialize: { key: ["realm"] },
	rateLimits: $18,
	result: "Account"
};
/** `readAccount`: GET /v3/company/{realmId}/account/{id}. */
export const readAccountOperation = {
	name: "readAccount",
	kind: "http",
	method: "GET",
	path: "/v3/company/{realmId}/account/{id}",
	selector: {},
	parameters: $20,
	responses: $17,
	security: [{ bearerAuth: [] }],
	rateLimits: $18,
	result: "Account"
};
/** `query`: GET /v3/company/{realmId}/query. */
export const queryOperation = {
	name: "query",
	kind: "http",
	method: "GET",
	path: "/v3/company/{realmId}/query",
	selector: {},
	parameters: [
		$1,
		{
			name: "query",
			in: "query",
			required: true,
			style: "form",
			explode: true
		},
		$2,
		$4
	],
	responses: $17,
	security: [{ bearerAuth: [] }],
	rateLimits: $18,
	result: "QueryResponse"
};
/** `batch`: POST /v3/company/{realmId}/batch. */
export const batchOperation = {
	name: "batch",
	kind: "http",
	method: "POST",
	path: "/v3/company/{realmId}/batch",
	selector: {},
	parameters: $6,
	requestBody: $7,
	responses: $17,
	security: [{ bearerAuth: [] }],
	rateLimits: [
		"api-per-minute",
		"api-per-second",
		"batch-per-minute-realm-app",
		"batch-per-minute-realm",
		"monthly-allowance"
	],
	result: "BatchItemResponse"
};
/** `cdc`: GET /v3/company/{realmId}/cdc. */
export const cdcOperation = {
	name: "cdc",
	kind: "http",
	method: "GET",
	path: "/v3/company/{realmId}/cdc",
	selector: {},
	parameters: [
		$1,
		{
			name: "entities",
			in: "query",
			required: true,
			style: "form",
			explode: false
		},
		{
			name: "changedSince",
			in: "query",
			required: true,
			style: "form",
			explode: true
		},
		$2,
		$4
	],
	responses: $17,
	security: [{ bearerAuth: [] }],
	rateLimits: $18,
	result: "CDCResponse"
};
