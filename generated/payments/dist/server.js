import { PaymentsError } from "./client.js";
import { operations, rateLimitKeys, rateLimits } from "./operations.js";
import { createServerCore, Reply } from "./runtime/rest/server.js";
import { validate } from "./validators.js";
const PARAMETERS = {
	createCharge: [{
		name: "Request-Id",
		in: "header",
		required: true,
		kind: "string",
		minLength: 1,
		maxLength: 50
	}, {
		name: "Accept",
		in: "header",
		required: false,
		kind: "string",
		enum: ["application/json"]
	}],
	readCharge: [{
		name: "chargeId",
		in: "path",
		required: true,
		kind: "string",
		minLength: 1
	}, {
		name: "Accept",
		in: "header",
		required: false,
		kind: "string",
		enum: ["application/json"]
	}],
	captureCharge: [
		{
			name: "chargeId",
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
		},
		{
			name: "Accept",
			in: "header",
			required: false,
			kind: "string",
			enum: ["application/json"]
		}
	],
	refundCharge: [
		{
			name: "chargeId",
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
		},
		{
			name: "Accept",
			in: "header",
			required: false,
			kind: "string",
			enum: ["application/json"]
		}
	],
	readRefund: [
		{
			name: "chargeId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "refundId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1
		},
		{
			name: "Accept",
			in: "header",
			required: false,
			kind: "string",
			enum: ["application/json"]
		}
	],
	voidTransaction: [
		{
			name: "requestId",
			in: "path",
			required: true,
			kind: "string",
			minLength: 1,
			maxLength: 50
		},
		{
			name: "Request-Id",
			in: "header",
			required: true,
			kind: "string",
			minLength: 1,
			maxLength: 50
		},
		{
			name: "Accept",
			in: "header",
			required: false,
			kind: "string",
			enum: ["application/json"]
		}
	],
	createCard: [
		{
			name: "customerId",
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
		},
		{
			name: "Accept",
			in: "header",
			required: false,
			kind: "string",
			enum: ["application/json"]
		}
	],
	listCards: [{
		name: "customerId",
		in: "path",
		required: true,
		kind: "string",
		minLength: 1
	}, {
		name: "Accept",
		in: "header",
		required: false,
		kind: "string",
		enum: ["application/json"]
	}],
	createCardFromToken: [
		{
			name: "customerId",
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
		},
		{
			name: "Accept",
			in: "header",
			required: false,
			kind: "string",
			enum: ["application/json"]
		}
	],
	readCard: [
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
			name: "Accept",
			in: "header",
			required: false,
			kind: "string",
			enum: ["application/json"]
		}
	],
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
		},
		{
			name: "Accept",
			in: "header",
			required: false,
			kind: "string",
			enum: ["application/json"]
		}
	],
	createBankAccount: [
		{
			name: "customerId",
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
		},
		{
			name: "Accept",
			in: "header",
			required: false,
			kind: "string",
			enum: ["application/json"]
		}
	],
	listBankAccounts: [{
		name: "customerId",
		in: "path",
		required: true,
		kind: "string",
		minLength: 1
	}, {
		name: "Accept",
		in: "header",
		required: false,
		kind: "string",
		enum: ["application/json"]
	}],
	createBankAccountFromToken: [
		{
			name: "customerId",
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
		},
		{
			name: "Accept",
			in: "header",
			required: false,
			kind: "string",
			enum: ["application/json"]
		}
	],
	readBankAccount: [
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
			name: "Accept",
			in: "header",
			required: false,
			kind: "string",
			enum: ["application/json"]
		}
	],
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
		},
		{
			name: "Accept",
			in: "header",
			required: false,
			kind: "string",
			enum: ["application/json"]
		}
	],
	createToken: [{
		name: "Request-Id",
		in: "header",
		required: true,
		kind: "string",
		minLength: 1,
		maxLength: 50
	}, {
		name: "Accept",
		in: "header",
		required: false,
		kind: "string",
		enum: ["application/json"]
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
	unauthorized: {
		code: "PMT-4000",
		type: "authentication_error"
	}
};
const REPLY_HEADERS = {};
/** Checks one raw parameter value and converts it to its declared kind; a string is a problem. */
function convertParameter(spec, raw) {
	const where = `${spec.in} parameter "${spec.name}"`;
	let value = raw;
	if (spec.kind === "integer" || spec.kind === "number") {
		const n = raw.trim() === "" ? NaN : Number(raw);
		if (!Number.isFinite(n) || spec.kind === "integer" && !Number.isInteger(n)) return `${where}: expected ${spec.kind === "integer" ? "an integer" : "a number"}, got '${raw}'`;
		if (spec.minimum !== undefined && n < spec.minimum) return `${where}: must be at least ${spec.minimum}`;
		if (spec.maximum !== undefined && n > spec.maximum) return `${where}: must be at most ${spec.maximum}`;
		value = n;
	} else if (spec.kind === "boolean") {
		if (raw !== "true" && raw !== "false") return `${where}: expected true or false, got '${raw}'`;
		value = raw === "true";
	} else if (spec.kind === "string") {
		const length = [...raw].length;
		if (spec.minLength !== undefined && length < spec.minLength) return `${where}: must have at least ${spec.minLength} characters`;
		if (spec.maxLength !== undefined && length > spec.maxLength) return `${where}: must have at most ${spec.maxLength} characters`;
	}
	if (spec.enum !== undefined && !spec.enum.includes(value)) return `${where}: expected one of ${spec.enum.join(", ")}, got '${raw}'`;
	return { value };
}
/** Removes the members at these JSON pointers (read-only members a client sent: silently ignored). */
function dropPointers(body, pointers) {
	for (const pointer of [...pointers].sort().reverse()) {
		const segments = pointer.split("/").slice(1).map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
		let node = body;
		for (const segment of segments.slice(0, -1)) node = node !== null && typeof node === "object" ? node[segment] : undefined;
		const last = segments[segments.length - 1];
		if (last !== undefined && node !== null && typeof node === "object") {
			if (Array.isArray(node)) continue;
			delete node[last];
		}
	}
}
/** The variant of a shared operation a body is for: the one whose validator accepts it with the fewest dropped members. */
function chooseVariant(operation, body) {
	const candidates = VARIANTS[operation];
	if (candidates === undefined) return operation;
	let best = operation;
	let bestDropped = Infinity;
	for (const name of candidates) {
		const validator = REQUEST_BODIES[name];
		if (validator === undefined) continue;
		const result = validate[validator](body);
		const dropped = result.dropped.length;
		if (result.ok && dropped < bestDropped) {
			best = name;
			bestDropped = dropped;
		}
	}
	return best;
}
/** Handlers keyed as the router sees operations: a shared operation's handler calls the variant's. */
function dispatch(handlers) {
	const table = { ...handlers };
	for (const [first, names] of Object.entries(VARIANTS)) {
		if (!names.some((name) => handlers[name] !== undefined)) continue;
		table[first] = (context) => {
			const name = context.variant ?? first;
			const handler = handlers[name];
			if (handler === undefined) {
				const fault = {
					kind: "not-implemented",
					status: 501,
					message: `Operation ${name} is not implemented`,
					operation: name
				};
				throw new Reply(501, formatError(fault));
			}
			return handler(context);
		};
	}
	return table;
}
function validateRequest(routed, parts) {
	const operation = chooseVariant(routed, parts.body);
	const problems = [];
	const params = { ...parts.params };
	const query = { ...parts.query };
	for (const spec of PARAMETERS[operation] ?? []) {
		if (spec.in === "cookie") continue;
		const source = spec.in === "path" ? parts.params : spec.in === "query" ? parts.query : parts.headers;
		const raw = source[spec.in === "header" ? spec.name.toLowerCase() : spec.name];
		if (raw === undefined) continue;
		if (spec.in === "header") {
			// Media-type headers carry parameters (charset, quality) that the definition's value leaves out.
			const text = Array.isArray(raw) ? raw.join(", ") : String(raw);
			if (spec.enum !== undefined && /^(accept|content-type)$/i.test(spec.name)) continue;
			const result = convertParameter(spec, text);
			if (typeof result === "string") problems.push(result);
			continue;
		}
		const target = spec.in === "path" ? params : query;
		if (Array.isArray(raw)) {
			const values = [];
			for (const item of raw) {
				const result = convertParameter(spec, item);
				if (typeof result === "string") problems.push(result);
				else values.push(result.value);
			}
			target[spec.name] = values;
		} else {
			const result = convertParameter(spec, String(raw));
			if (typeof result === "string") problems.push(result);
			else target[spec.name] = result.value;
		}
	}
	let body = parts.body;
	const validator = REQUEST_BODIES[operation];
	if (validator !== undefined && body !== undefined && !(body instanceof Uint8Array) && typeof body !== "string") {
		const result = validate[validator](body);
		if (!result.ok) for (const e of result.errors ?? []) problems.push(`body${e.path === "" ? "" : e.path}: ${e.message}`);
		else dropPointers(body, result.dropped);
	}
	if (problems.length > 0) return {
		ok: false,
		errors: problems
	};
	const checked = {
		params,
		query,
		headers: parts.headers,
		body
	};
	// The chosen variant travels with the parts (the core spreads them into the handler's context).
	return {
		ok: true,
		parts: operation === routed ? checked : {
			...checked,
			variant: operation
		}
	};
}
function validateResponse(operation, status, body) {
	const validator = RESPONSE_BODIES[operation];
	if (validator === undefined || status < 200 || status > 299 || body === undefined) return { ok: true };
	const result = validate[validator](body);
	return result.ok ? { ok: true } : {
		ok: false,
		errors: (result.errors ?? []).map((e) => `${e.path === "" ? "/" : e.path}: ${e.message}`)
	};
}
function wrap(operation, result) {
	const wrapper = WRAPPERS[operation.name];
	if (wrapper === undefined) return result;
	const body = { [wrapper.member]: result };
	const now = new Date().toISOString();
	for (const member of wrapper.timestamps) body[member] = now;
	return body;
}
function fill(template, values, details) {
	if (typeof template === "string") return template.replace(/\{([A-Za-z0-9_]+)\}/g, (match, name) => values[name] ?? match);
	if (Array.isArray(template)) {
		if (template.length === 1 && details.length > 1) return details.map((detail) => fill(template[0], {
			...values,
			detail
		}, [detail]));
		return template.map((item) => fill(item, values, details));
	}
	if (template !== null && typeof template === "object") {
		return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, fill(value, values, details)]));
	}
	return template;
}
/** The interface's error body for a failure the stub detected itself. */
function formatError(fault) {
	const details = fault.details ?? [];
	const values = {
		message: fault.message,
		detail: details.length === 1 ? details[0] : fault.message,
		status: String(fault.status),
		time: new Date().toISOString(),
		operation: fault.operation ?? "",
		...ERROR_VALUES[fault.kind] ?? ERROR_VALUES["default"] ?? {}
	};
	return fill(ERROR_BODY, values, details);
}
/**
* A server of Payments API 4: routing, bearer check, rate limits, validation with the generated validators,
* errors in the interface's own format. `listener` is a node:http request listener; `listen(port?, host?)` resolves to `{ url, close() }`.
*/
export function createPaymentsServer(handlers, options = {}) {
	return createServerCore({
		operations,
		handlers: dispatch(handlers),
		formatError,
		wrap,
		validateRequest,
		validateResponse: options.validateResponses ? validateResponse : undefined,
		onError: options.onError,
		authenticate: options.authenticate,
		traceHeader: "svc_tid",
		headers: REPLY_HEADERS,
		maxBodyBytes: options.maxBodyBytes,
		basePath: options.basePath,
		limits: options.rateLimits === false ? undefined : options.rateLimits ?? rateLimits,
		rateLimitKeys,
		environment: options.environment,
		limiterAlgorithm: options.limiterAlgorithm,
		credentialKeyValues: options.credentialKeyValues
	});
}
