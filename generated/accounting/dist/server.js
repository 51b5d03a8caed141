import { AccountingError } from "./client.js";
import { operations, rateLimitKeys, rateLimits, securitySchemes } from "./operations.js";
import { createServerCore } from "./runtime/rest-server/server.js";
import { bindServerTables } from "./runtime/rest-server/server-tables.js";
import { validate } from "./validators.js";
const PARAMETERS = {
	createCustomer: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		},
		{
			name: "requestid",
			in: "query",
			required: false,
			kind: "string",
			minLength: 1,
			maxLength: 50
		}
	],
	updateCustomer: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		},
		{
			name: "requestid",
			in: "query",
			required: false,
			kind: "string",
			minLength: 1,
			maxLength: 50
		}
	],
	readCustomer: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "id",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		}
	],
	createInvoice: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "operation",
			in: "query",
			required: false,
			kind: "string",
			enum: ["delete", "void"]
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		},
		{
			name: "requestid",
			in: "query",
			required: false,
			kind: "string",
			minLength: 1,
			maxLength: 50
		}
	],
	updateInvoice: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "operation",
			in: "query",
			required: false,
			kind: "string",
			enum: ["delete", "void"]
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		},
		{
			name: "requestid",
			in: "query",
			required: false,
			kind: "string",
			minLength: 1,
			maxLength: 50
		}
	],
	deleteInvoice: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		},
		{
			name: "requestid",
			in: "query",
			required: false,
			kind: "string",
			minLength: 1,
			maxLength: 50
		}
	],
	voidInvoice: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		},
		{
			name: "requestid",
			in: "query",
			required: false,
			kind: "string",
			minLength: 1,
			maxLength: 50
		}
	],
	readInvoice: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "id",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		}
	],
	pdfInvoice: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "id",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		}
	],
	sendInvoice: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "id",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "sendTo",
			in: "query",
			required: false,
			kind: "string",
			maxLength: 100
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		},
		{
			name: "requestid",
			in: "query",
			required: false,
			kind: "string",
			minLength: 1,
			maxLength: 50
		}
	],
	createItem: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		},
		{
			name: "requestid",
			in: "query",
			required: false,
			kind: "string",
			minLength: 1,
			maxLength: 50
		}
	],
	updateItem: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		},
		{
			name: "requestid",
			in: "query",
			required: false,
			kind: "string",
			minLength: 1,
			maxLength: 50
		}
	],
	readItem: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "id",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		}
	],
	createPayment: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "operation",
			in: "query",
			required: false,
			kind: "string",
			enum: ["delete", "void"]
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		},
		{
			name: "requestid",
			in: "query",
			required: false,
			kind: "string",
			minLength: 1,
			maxLength: 50
		}
	],
	updatePayment: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "operation",
			in: "query",
			required: false,
			kind: "string",
			enum: ["delete", "void"]
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		},
		{
			name: "requestid",
			in: "query",
			required: false,
			kind: "string",
			minLength: 1,
			maxLength: 50
		}
	],
	deletePayment: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		},
		{
			name: "requestid",
			in: "query",
			required: false,
			kind: "string",
			minLength: 1,
			maxLength: 50
		}
	],
	voidPayment: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		},
		{
			name: "requestid",
			in: "query",
			required: false,
			kind: "string",
			minLength: 1,
			maxLength: 50
		}
	],
	readPayment: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "id",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		}
	],
	createVendor: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		},
		{
			name: "requestid",
			in: "query",
			required: false,
			kind: "string",
			minLength: 1,
			maxLength: 50
		}
	],
	updateVendor: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		},
		{
			name: "requestid",
			in: "query",
			required: false,
			kind: "string",
			minLength: 1,
			maxLength: 50
		}
	],
	readVendor: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "id",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		}
	],
	createBill: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "operation",
			in: "query",
			required: false,
			kind: "string",
			enum: ["delete"]
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		},
		{
			name: "requestid",
			in: "query",
			required: false,
			kind: "string",
			minLength: 1,
			maxLength: 50
		}
	],
	updateBill: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "operation",
			in: "query",
			required: false,
			kind: "string",
			enum: ["delete"]
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		},
		{
			name: "requestid",
			in: "query",
			required: false,
			kind: "string",
			minLength: 1,
			maxLength: 50
		}
	],
	deleteBill: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		},
		{
			name: "requestid",
			in: "query",
			required: false,
			kind: "string",
			minLength: 1,
			maxLength: 50
		}
	],
	readBill: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "id",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		}
	],
	createAccount: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		},
		{
			name: "requestid",
			in: "query",
			required: false,
			kind: "string",
			minLength: 1,
			maxLength: 50
		}
	],
	updateAccount: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		},
		{
			name: "requestid",
			in: "query",
			required: false,
			kind: "string",
			minLength: 1,
			maxLength: 50
		}
	],
	readAccount: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "id",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		}
	],
	query: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "query",
			in: "query",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		}
	],
	batch: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		},
		{
			name: "requestid",
			in: "query",
			required: false,
			kind: "string",
			minLength: 1,
			maxLength: 50
		}
	],
	cdc: [
		{
			name: "realmId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "entities",
			in: "query",
			required: true,
			kind: "other",
			array: true
		},
		{
			name: "changedSince",
			in: "query",
			required: true,
			kind: "string"
		},
		{
			name: "minorversion",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1
		}
	]
};
const REQUEST_BODIES = {
	createCustomer: "CustomerWrite",
	updateCustomer: "CustomerUpdateWrite",
	createInvoice: "InvoiceWrite",
	updateInvoice: "InvoiceUpdateWrite",
	deleteInvoice: "EntityDeleteRequest",
	voidInvoice: "EntityVoidRequest",
	createItem: "ItemWrite",
	updateItem: "ItemUpdateWrite",
	createPayment: "PaymentWrite",
	updatePayment: "PaymentUpdateWrite",
	deletePayment: "EntityDeleteRequest",
	voidPayment: "EntityVoidRequest",
	createVendor: "VendorWrite",
	updateVendor: "VendorUpdateWrite",
	createBill: "BillWrite",
	updateBill: "BillUpdateWrite",
	deleteBill: "EntityDeleteRequest",
	createAccount: "AccountWrite",
	updateAccount: "AccountUpdateWrite",
	batch: "BatchRequest"
};
const RESPONSE_BODIES = {
	createCustomer: "CustomerResponse",
	updateCustomer: "CustomerResponse",
	readCustomer: "CustomerResponse",
	createInvoice: "InvoiceResponse",
	updateInvoice: "InvoiceResponse",
	deleteInvoice: "InvoiceDeleteResponse",
	voidInvoice: "InvoiceResponse",
	readInvoice: "InvoiceResponse",
	sendInvoice: "InvoiceResponse",
	createItem: "ItemResponse",
	updateItem: "ItemResponse",
	readItem: "ItemResponse",
	createPayment: "PaymentResponse",
	updatePayment: "PaymentResponse",
	deletePayment: "PaymentDeleteResponse",
	voidPayment: "PaymentResponse",
	readPayment: "PaymentResponse",
	createVendor: "VendorResponse",
	updateVendor: "VendorResponse",
	readVendor: "VendorResponse",
	createBill: "BillResponse",
	updateBill: "BillResponse",
	deleteBill: "BillDeleteResponse",
	readBill: "BillResponse",
	createAccount: "AccountResponse",
	updateAccount: "AccountResponse",
	readAccount: "AccountResponse",
	query: "QueryResponse",
	batch: "BatchResponse",
	cdc: "CdcResponse"
};
const WRAPPERS = {
	createCustomer: {
		member: "Customer",
		timestamps: ["time"]
	},
	updateCustomer: {
		member: "Customer",
		timestamps: ["time"]
	},
	readCustomer: {
		member: "Customer",
		timestamps: ["time"]
	},
	createInvoice: {
		member: "Invoice",
		timestamps: ["time"]
	},
	updateInvoice: {
		member: "Invoice",
		timestamps: ["time"]
	},
	deleteInvoice: {
		member: "Invoice",
		timestamps: ["time"]
	},
	voidInvoice: {
		member: "Invoice",
		timestamps: ["time"]
	},
	readInvoice: {
		member: "Invoice",
		timestamps: ["time"]
	},
	sendInvoice: {
		member: "Invoice",
		timestamps: ["time"]
	},
	createItem: {
		member: "Item",
		timestamps: ["time"]
	},
	updateItem: {
		member: "Item",
		timestamps: ["time"]
	},
	readItem: {
		member: "Item",
		timestamps: ["time"]
	},
	createPayment: {
		member: "Payment",
		timestamps: ["time"]
	},
	updatePayment: {
		member: "Payment",
		timestamps: ["time"]
	},
	deletePayment: {
		member: "Payment",
		timestamps: ["time"]
	},
	voidPayment: {
		member: "Payment",
		timestamps: ["time"]
	},
	readPayment: {
		member: "Payment",
		timestamps: ["time"]
	},
	createVendor: {
		member: "Vendor",
		timestamps: ["time"]
	},
	updateVendor: {
		member: "Vendor",
		timestamps: ["time"]
	},
	readVendor: {
		member: "Vendor",
		timestamps: ["time"]
	},
	createBill: {
		member: "Bill",
		timestamps: ["time"]
	},
	updateBill: {
		member: "Bill",
		timestamps: ["time"]
	},
	deleteBill: {
		member: "Bill",
		timestamps: ["time"]
	},
	readBill: {
		member: "Bill",
		timestamps: ["time"]
	},
	createAccount: {
		member: "Account",
		timestamps: ["time"]
	},
	updateAccount: {
		member: "Account",
		timestamps: ["time"]
	},
	readAccount: {
		member: "Account",
		timestamps: ["time"]
	},
	query: {
		member: "QueryResponse",
		timestamps: ["time"]
	},
	batch: {
		member: "BatchItemResponse",
		timestamps: ["time"]
	},
	cdc: {
		member: "CDCResponse",
		timestamps: ["time"]
	}
};
const VARIANTS = {
	createCustomer: ["createCustomer", "updateCustomer"],
	createInvoice: ["createInvoice", "updateInvoice"],
	createItem: ["createItem", "updateItem"],
	createPayment: ["createPayment", "updatePayment"],
	createVendor: ["createVendor", "updateVendor"],
	createBill: ["createBill", "updateBill"],
	createAccount: ["createAccount", "updateAccount"]
};
const ERROR_BODY = {
	Fault: {
		Error: [{
			Message: "{message}",
			Detail: "{detail}",
			code: "{code}",
			element: "{element}"
		}],
		type: "{type}"
	},
	time: "{time}"
};
const ERROR_VALUES = {
	"bad-request": {
		code: "2020",
		element: "",
		type: "ValidationFault"
	},
	default: {
		code: "6000",
		element: "",
		type: "ValidationFault"
	},
	internal: {
		code: "10000",
		element: "",
		type: "SystemFault"
	},
	"method-not-allowed": {
		code: "500",
		element: "",
		type: "ValidationFault"
	},
	"not-acceptable": {
		code: "500",
		element: "",
		type: "ValidationFault"
	},
	"not-found": {
		code: "610",
		element: "",
		type: "ValidationFault"
	},
	"not-implemented": {
		code: "500",
		element: "",
		type: "ValidationFault"
	},
	"payload-too-large": {
		code: "6000",
		element: "",
		type: "ValidationFault"
	},
	"request-timeout": {
		code: "6000",
		element: "",
		type: "ValidationFault"
	},
	throttled: {
		code: "3001",
		element: "",
		type: "SERVICE"
	},
	timeout: {
		code: "10000",
		element: "",
		type: "SystemFault"
	},
	unauthorized: {
		code: "3200",
		element: "",
		type: "AuthenticationFault"
	},
	"unsupported-media-type": {
		code: "500",
		element: "",
		type: "ValidationFault"
	},
	validation: {
		code: "2020",
		element: "",
		type: "ValidationFault"
	}
};
const REPLY_HEADERS = { "Svc-Version": "3.75.0" };
/** Validation, wrapping and error bodies from the tables above (`runtime/rest/server-tables.ts`). */
const glue = bindServerTables({
	parameters: PARAMETERS,
	requestBodies: REQUEST_BODIES,
	responseBodies: RESPONSE_BODIES,
	wrappers: WRAPPERS,
	variants: VARIANTS,
	errorBody: ERROR_BODY,
	errorValues: ERROR_VALUES,
	validate
});
/**
* A server of Accounting API 3.75.0: routing, bearer check, rate limits, validation with the generated validators,
* errors in the interface's own format. `listener` is a node:http request listener; `listen(port?, host?)` resolves to `{ url, close() }`.
*/
export function createAccountingServer(handlers, options = {}) {
	return createServerCore({
		operations,
		handlers: glue.dispatch(handlers),
		formatError: glue.formatError,
		wrap: glue.wrap,
		validateRequest: glue.validateRequest,
		validateResponse: options.validateResponses ? glue.validateResponse : undefined,
		onError: options.onError,
		authenticate: options.authenticate,
		securitySchemes,
		traceHeader: "svc_tid",
		headers: REPLY_HEADERS,
		maxBodyBytes: options.maxBodyBytes,
		maxHeaderBytes: options.maxHeaderBytes,
		bodyTimeoutMs: options.bodyTimeoutMs,
		handlerTimeoutMs: options.handlerTimeoutMs,
		maxDepth: options.maxDepth,
		maxErrorBodyBytes: options.maxErrorBodyBytes,
		basePath: options.basePath,
		limits: options.rateLimits === false ? undefined : options.rateLimits ?? rateLimits,
		rateLimitKeys,
		environment: options.environment,
		limiterAlgorithm: options.limiterAlgorithm,
		rateLimitStore: options.rateLimitStore,
		maxRateLimitCounters: options.maxRateLimitCounters,
		credentialKeyValues: options.credentialKeyValues,
		cors: options.cors,
		exchangeHooks: options.exchangeHooks
	});
}
export { Reply } from "./runtime/rest-server/server.js";
export { answerNodeRefusals } from "./runtime/rest-server/node-refusals.js";
