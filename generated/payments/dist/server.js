import { PaymentsError } from "./client.js";
import { operations, rateLimitKeys, rateLimits, securitySchemes } from "./operations.js";
import { createServerCore } from "./runtime/rest-server/server.js";
import { bindServerTables } from "./runtime/rest-server/server-tables.js";
import { validate } from "./validators.js";
const PARAMETERS = {
	createCharge: [{
		name: "Request-Id",
		in: "header",
		required: true,
		kind: "string",
		minLength: 1,
		maxLength: 50
	}],
	readCharge: [{
		name: "chargeId",
		in: "path",
		required: true,
		kind: "string",
		minLength: 1
	}],
	captureCharge: [{
		name: "chargeId",
		in: "path",
		required: true,
		kind: "string",
		minLength: 1
	}, {
		name: "Request-Id",
		in: "header",
		required: true,
		kind: "string",
		minLength: 1,
		maxLength: 50
	}],
	refundCharge: [{
		name: "chargeId",
		in: "path",
		required: true,
		kind: "string",
		minLength: 1
	}, {
		name: "Request-Id",
		in: "header",
		required: true,
		kind: "string",
		minLength: 1,
		maxLength: 50
	}],
	readRefund: [{
		name: "chargeId",
		in: "path",
		required: true,
		kind: "string",
		minLength: 1
	}, {
		name: "refundId",
		in: "path",
		required: true,
		kind: "string",
		minLength: 1
	}],
	voidTransaction: [{
		name: "requestId",
		in: "path",
		required: true,
		kind: "string",
		minLength: 1,
		maxLength: 50
	}, {
		name: "Request-Id",
		in: "header",
		required: true,
		kind: "string",
		minLength: 1,
		maxLength: 50
	}],
	createCard: [{
		name: "customerId",
		in: "path",
		required: true,
		kind: "string",
		minLength: 1
	}, {
		name: "Request-Id",
		in: "header",
		required: true,
		kind: "string",
		minLength: 1,
		maxLength: 50
	}],
	listCards: [{
		name: "customerId",
		in: "path",
		required: true,
		kind: "string",
		minLength: 1
	}],
	createCardFromToken: [{
		name: "customerId",
		in: "path",
		required: true,
		kind: "string",
		minLength: 1
	}, {
		name: "Request-Id",
		in: "header",
		required: true,
		kind: "string",
		minLength: 1,
		maxLength: 50
	}],
	readCard: [{
		name: "customerId",
		in: "path",
		required: true,
		kind: "string",
		minLength: 1
	}, {
		name: "cardId",
		in: "path",
		required: true,
		kind: "string",
		minLength: 1
	}],
	deleteCard: [
		{
			name: "customerId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "cardId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "Request-Id",
			in: "header",
			required: true,
			kind: "string",
			minLength: 1,
			maxLength: 50
		}
	],
	createBankAccount: [{
		name: "customerId",
		in: "path",
		required: true,
		kind: "string",
		minLength: 1
	}, {
		name: "Request-Id",
		in: "header",
		required: true,
		kind: "string",
		minLength: 1,
		maxLength: 50
	}],
	listBankAccounts: [{
		name: "customerId",
		in: "path",
		required: true,
		kind: "string",
		minLength: 1
	}],
	createBankAccountFromToken: [{
		name: "customerId",
		in: "path",
		required: true,
		kind: "string",
		minLength: 1
	}, {
		name: "Request-Id",
		in: "header",
		required: true,
		kind: "string",
		minLength: 1,
		maxLength: 50
	}],
	readBankAccount: [{
		name: "customerId",
		in: "path",
		required: true,
		kind: "string",
		minLength: 1
	}, {
		name: "bankAccountId",
		in: "path",
		required: true,
		kind: "string",
		minLength: 1
	}],
	deleteBankAccount: [
		{
			name: "customerId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "bankAccountId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "Request-Id",
			in: "header",
			required: true,
			kind: "string",
			minLength: 1,
			maxLength: 50
		}
	],
	createToken: [{
		name: "Request-Id",
		in: "header",
		required: true,
		kind: "string",
		minLength: 1,
		maxLength: 50
	}]
};
const REQUEST_BODIES = {
	createCharge: "ChargeRequestWrite",
	captureCharge: "CaptureRequest",
	refundCharge: "RefundRequest",
	createCard: "CardWrite",
	createCardFromToken: "Token",
	createBankAccount: "BankAccountWrite",
	createBankAccountFromToken: "Token",
	createToken: "TokenRequestWrite"
};
const RESPONSE_BODIES = {
	createCharge: "Charge",
	readCharge: "Charge",
	captureCharge: "Charge",
	refundCharge: "Refund",
	readRefund: "Refund",
	voidTransaction: "Refund",
	createCard: "Card",
	listCards: "CardList",
	createCardFromToken: "Card",
	readCard: "Card",
	createBankAccount: "BankAccount",
	listBankAccounts: "BankAccountList",
	createBankAccountFromToken: "BankAccount",
	readBankAccount: "BankAccount",
	createToken: "Token"
};
const WRAPPERS = {};
const VARIANTS = {};
const ERROR_BODY = { errors: [{
	code: "{code}",
	type: "{type}",
	message: "{message}",
	detail: "{detail}"
}] };
const ERROR_VALUES = {
	default: {
		code: "PMT-4000",
		type: "invalid_request"
	},
	internal: {
		code: "PMT-6000",
		type: "SERVER"
	},
	"not-implemented": {
		code: "PMT-6000",
		type: "SERVER"
	},
	throttled: {
		code: "PMT-4029",
		type: "rate_limit_error"
	},
	timeout: {
		code: "PMT-6000",
		type: "SERVER"
	},
	unauthorized: {
		code: "PMT-4000",
		type: "authentication_error"
	}
};
const REPLY_HEADERS = {};
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
* A server of Payments API 4: routing, bearer check, rate limits, validation with the generated validators,
* errors in the interface's own format. `listener` is a node:http request listener; `listen(port?, host?)` resolves to `{ url, close() }`.
*/
export function createPaymentsServer(handlers, options = {}) {
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
