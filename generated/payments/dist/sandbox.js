/**
* Sandbox of Payments API 4: a stateful server that behaves like the service, built from the
* definition's operation kinds and entity facts and its service module (`service/sandbox/`).
*
* Generated from the definition; do not edit.
*/
/// <reference types="node" />
import { fixtures } from "./fixtures.js";
import { validate } from "./validators.js";
import { createPaymentsServer } from "./server.js";
import { createSandboxCore } from "./runtime/sandbox/core.js";
import { sandbox as service } from "./service/sandbox/index.js";
const ENTITIES = {
	BankAccount: {
		id: "id",
		created: "created",
		updated: "updated",
		writable: [
			"name",
			"routingNumber",
			"accountNumber",
			"accountType",
			"phone",
			"country",
			"bankCode",
			"inputType",
			"default"
		]
	},
	Card: {
		id: "id",
		created: "created",
		updated: "updated",
		writable: [
			"number",
			"expMonth",
			"expYear",
			"cvc",
			"name",
			"address",
			"default"
		]
	},
	Charge: {
		id: "id",
		created: "created",
		writable: [
			"amount",
			"currency",
			"card",
			"token",
			"cardOnFile",
			"capture",
			"description",
			"context"
		],
		seedType: "ChargeRequestWrite"
	}
};
const OPERATIONS = {
	createCharge: {
		kind: "create",
		method: "POST",
		path: "/svc/v4/payments/charges",
		entity: "Charge",
		scope: [],
		idempotencyKey: {
			in: "header",
			name: "Request-Id"
		}
	},
	readCharge: {
		kind: "read",
		method: "GET",
		path: "/svc/v4/payments/charges/{chargeId}",
		entity: "Charge",
		idParam: "chargeId",
		scope: []
	},
	captureCharge: {
		kind: "action",
		method: "POST",
		path: "/svc/v4/payments/charges/{chargeId}/capture",
		entity: "Charge",
		scope: ["chargeId"],
		idempotencyKey: {
			in: "header",
			name: "Request-Id"
		}
	},
	refundCharge: {
		kind: "action",
		method: "POST",
		path: "/svc/v4/payments/charges/{chargeId}/refunds",
		scope: ["chargeId"],
		idempotencyKey: {
			in: "header",
			name: "Request-Id"
		}
	},
	readRefund: {
		kind: "action",
		method: "GET",
		path: "/svc/v4/payments/charges/{chargeId}/refunds/{refundId}",
		scope: ["chargeId", "refundId"]
	},
	voidTransaction: {
		kind: "action",
		method: "POST",
		path: "/svc/v4/payments/txn-requests/{requestId}/void",
		scope: ["requestId"],
		idempotencyKey: {
			in: "header",
			name: "Request-Id"
		}
	},
	createCard: {
		kind: "create",
		method: "POST",
		path: "/svc/v4/customers/{customerId}/cards",
		entity: "Card",
		scope: ["customerId"],
		idempotencyKey: {
			in: "header",
			name: "Request-Id"
		}
	},
	listCards: {
		kind: "list",
		method: "GET",
		path: "/svc/v4/customers/{customerId}/cards",
		entity: "Card",
		scope: ["customerId"]
	},
	createCardFromToken: {
		kind: "action",
		method: "POST",
		path: "/svc/v4/customers/{customerId}/cards/createFromToken",
		entity: "Card",
		scope: ["customerId"],
		idempotencyKey: {
			in: "header",
			name: "Request-Id"
		}
	},
	readCard: {
		kind: "read",
		method: "GET",
		path: "/svc/v4/customers/{customerId}/cards/{cardId}",
		entity: "Card",
		idParam: "cardId",
		scope: ["customerId"]
	},
	deleteCard: {
		kind: "delete",
		method: "DELETE",
		path: "/svc/v4/customers/{customerId}/cards/{cardId}",
		entity: "Card",
		idParam: "cardId",
		scope: ["customerId"],
		idempotencyKey: {
			in: "header",
			name: "Request-Id"
		},
		noContent: true
	},
	createBankAccount: {
		kind: "create",
		method: "POST",
		path: "/svc/v4/customers/{customerId}/bank-accounts",
		entity: "BankAccount",
		scope: ["customerId"],
		idempotencyKey: {
			in: "header",
			name: "Request-Id"
		}
	},
	listBankAccounts: {
		kind: "list",
		method: "GET",
		path: "/svc/v4/customers/{customerId}/bank-accounts",
		entity: "BankAccount",
		scope: ["customerId"]
	},
	createBankAccountFromToken: {
		kind: "action",
		method: "POST",
		path: "/svc/v4/customers/{customerId}/bank-accounts/createFromToken",
		entity: "BankAccount",
		scope: ["customerId"],
		idempotencyKey: {
			in: "header",
			name: "Request-Id"
		}
	},
	readBankAccount: {
		kind: "read",
		method: "GET",
		path: "/svc/v4/customers/{customerId}/bank-accounts/{bankAccountId}",
		entity: "BankAccount",
		idParam: "bankAccountId",
		scope: ["customerId"]
	},
	deleteBankAccount: {
		kind: "delete",
		method: "DELETE",
		path: "/svc/v4/customers/{customerId}/bank-accounts/{bankAccountId}",
		entity: "BankAccount",
		idParam: "bankAccountId",
		scope: ["customerId"],
		idempotencyKey: {
			in: "header",
			name: "Request-Id"
		},
		noContent: true
	},
	createToken: {
		kind: "action",
		method: "POST",
		path: "/svc/v4/payments/tokens",
		scope: [],
		idempotencyKey: {
			in: "header",
			name: "Request-Id"
		}
	}
};
/** Members each entity that refuses unknown members may carry, down to its nested objects. */
const SHAPES = {};
/** The request body validator of each operation (batch items are checked with them). */
const VALIDATORS = {
	createCharge: validate.ChargeRequestWrite,
	captureCharge: validate.CaptureRequest,
	refundCharge: validate.RefundRequest,
	createCard: validate.CardWrite,
	createCardFromToken: validate.Token,
	createBankAccount: validate.BankAccountWrite,
	createBankAccountFromToken: validate.Token,
	createToken: validate.TokenRequestWrite
};
const TENANT = { in: "credential" };
const ERRORS = {
	body: { errors: [{
		code: "{code}",
		type: "{type}",
		message: "{message}",
		detail: "{detail}"
	}] },
	kinds: {
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
	}
};
function fixture(type, k) {
	const builder = fixtures[type];
	if (builder === undefined) throw new Error(`No fixture ${type}`);
	return builder.seed(k);
}
/**
* A stateful sandbox of Payments API: `listener` for node:http, `listen(port?, host?)` -> `{ url, close() }`, plus
* `tenant(key)` (a tenant's data, seeded on first use), `reset()`, `requests()` (the request log) and `store`.
*/
export function createPaymentsSandbox(options = {}) {
	const core = createSandboxCore({
		entities: ENTITIES,
		operations: OPERATIONS,
		shapes: SHAPES,
		validators: VALIDATORS,
		tenant: TENANT,
		errors: ERRORS,
		fixtures: fixture,
		service
	}, options);
	const token = options.token;
	const server = createPaymentsServer(core.handlers, {
		environment: "sandbox",
		...options.server,
		...options.rateLimits === false ? { rateLimits: false } : {},
		...token !== undefined ? { authenticate: (given) => given === token } : {},
		exchangeHooks: core.exchangeHooks
	});
	return core.attach(server, {
		basePath: options.server?.basePath,
		token,
		maxBodyBytes: options.server?.maxBodyBytes
	});
}
export { SandboxStore } from "./runtime/sandbox/store.js";
export { formatLogEntry } from "./runtime/sandbox/request-log.js";
