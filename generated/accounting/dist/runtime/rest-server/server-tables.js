import { ERROR_LIMIT } from "../validators/validation.js";
import { Reply } from "./server.js";
const INTEGER = /^-?\d{1,16}$/;
const NUMBER = /^-?\d{1,400}(\.\d{1,400})?([eE][+-]?\d{1,4})?$/;
/** Checks one raw parameter value and converts it to its declared kind; a string is a problem. */
// The texts of a problem, made only for a value that has one (a request's parameters mostly have none).
const where = (spec) => `${spec.in} parameter "${spec.name}"`;
const shown = (raw) => raw.length > 40 ? `${raw.slice(0, 37)}...` : raw;
export function convertParameter(spec, raw) {
	let value = raw;
	if (spec.kind === "string" && spec.minLength === undefined && spec.maxLength === undefined && spec.enum === undefined) return { value };
	if (spec.kind === "integer" || spec.kind === "number") {
		// Decimal notation only, as JSON writes numbers: `Number()` would also take ' 5', '0x10', '1e3' or ''.
		const n = (spec.kind === "integer" ? INTEGER : NUMBER).test(raw) ? Number(raw) : NaN;
		if (!Number.isFinite(n) || spec.kind === "integer" && !Number.isSafeInteger(n)) {
			return `${where(spec)}: expected ${spec.kind === "integer" ? "an integer" : "a number"}, got '${shown(raw)}'`;
		}
		if (spec.minimum !== undefined && n < spec.minimum) return `${where(spec)}: must be at least ${spec.minimum}`;
		if (spec.maximum !== undefined && n > spec.maximum) return `${where(spec)}: must be at most ${spec.maximum}`;
		value = n;
	} else if (spec.kind === "boolean") {
		if (raw !== "true" && raw !== "false") return `${where(spec)}: expected true or false, got '${shown(raw)}'`;
		value = raw === "true";
	} else if (spec.kind === "string") {
		const length = spec.minLength === undefined && spec.maxLength === undefined ? 0 : codePoints(raw);
		if (spec.minLength !== undefined && length < spec.minLength) return `${where(spec)}: must have at least ${spec.minLength} characters`;
		if (spec.maxLength !== undefined && length > spec.maxLength) return `${where(spec)}: must have at most ${spec.maxLength} characters`;
	}
	if (spec.enum !== undefined && !spec.enum.includes(value)) return `${where(spec)}: expected one of ${spec.enum.join(", ")}, got '${shown(raw)}'`;
	return { value };
}
/** Removes the members at these JSON pointers (read-only members a client sent: silently ignored). */
export function dropPointers(body, pointers) {
	for (const pointer of [...pointers].sort().reverse()) {
		const segments = pointer.split("/").slice(1).map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
		let node = body;
		for (const segment of segments.slice(0, -1)) {
			node = node !== null && typeof node === "object" && Object.hasOwn(node, segment) ? node[segment] : undefined;
		}
		const last = segments[segments.length - 1];
		if (last !== undefined && node !== null && typeof node === "object" && !Array.isArray(node)) delete node[last];
	}
}
/** Fills a template's `{name}` placeholders; an array of one item repeats per detail (`{detail}` each). */
function fill(template, values, details) {
	if (typeof template === "string") return template.replace(/\{([A-Za-z0-9_]+)\}/g, (match, name) => Object.hasOwn(values, name) ? values[name] : match);
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
/** Characters (code points) of a text, counted without making an array of them. */
function codePoints(text) {
	let count = text.length;
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		if (c >= 56320 && c <= 57343 && i > 0 && text.charCodeAt(i - 1) >= 55296 && text.charCodeAt(i - 1) <= 56319) count--;
	}
	return count;
}
/** A request whose parts are valid as they are (converted in place). */
const VALID = Object.freeze({ ok: true });
let stampMs = Number.NaN;
let stampText = "";
/** The time as ISO 8601, made once per millisecond (replies and error bodies carry it; most share the millisecond). */
function isoNow() {
	const now = Date.now();
	if (now !== stampMs) {
		stampMs = now;
		stampText = new Date(now).toISOString();
	}
	return stampText;
}
export function bindServerTables(tables) {
	const runValidator = (name, value) => tables.validate[name](value);
	/** The variant of a shared operation a body is for: the one whose validator accepts it with the fewest dropped members. */
	function chooseVariant(operation, body) {
		const candidates = tables.variants[operation];
		if (candidates === undefined) return operation;
		let best = operation;
		let bestDropped = Infinity;
		for (const name of candidates) {
			const validator = tables.requestBodies[name];
			if (validator === undefined) continue;
			const result = runValidator(validator, body);
			if (result.ok && result.dropped.length < bestDropped) {
				best = name;
				bestDropped = result.dropped.length;
			}
		}
		return best;
	}
	function formatError(fault) {
		const details = fault.details ?? [];
		const values = {
			message: fault.message,
			detail: details.length === 1 ? details[0] : fault.message,
			status: String(fault.status),
			time: isoNow(),
			operation: fault.operation ?? "",
			...tables.errorValues[fault.kind] ?? tables.errorValues["default"] ?? {}
		};
		return fill(tables.errorBody, values, details);
	}
	function validateRequest(routed, parts) {
		const operation = chooseVariant(routed, parts.body);
		let problems;
		let total = 0;
		const problem = (text) => {
			total++;
			if ((problems ??= []).length < ERROR_LIMIT) problems.push(text);
		};
		// Converted in place: the core makes both for this request alone (null-prototype objects), and a refused
		// request's are dropped.
		const params = parts.params;
		const query = parts.query;
		for (const spec of tables.parameters[operation] ?? []) {
			if (spec.in === "cookie") continue;
			const source = spec.in === "path" ? parts.params : spec.in === "query" ? parts.query : parts.headers;
			const key = spec.in === "header" ? spec.name.toLowerCase() : spec.name;
			const raw = Object.hasOwn(source, key) ? source[key] : undefined;
			if (raw === undefined) continue;
			if (spec.in === "header") {
				// Media-type headers carry parameters (charset, quality) that the definition's value leaves out.
				if (spec.enum !== undefined && /^(accept|content-type)$/i.test(spec.name)) continue;
				const result = convertParameter(spec, Array.isArray(raw) ? raw.join(", ") : String(raw));
				if (typeof result === "string") problem(result);
				continue;
			}
			const target = spec.in === "path" ? params : query;
			// An object read back from bracketed keys (deepObject, arrays of objects): its members stay text.
			if (raw !== null && typeof raw === "object" && !Array.isArray(raw)) {
				if (spec.kind === "other" && !spec.array) target[spec.name] = raw;
				else problem(`${spec.in} parameter "${spec.name}": expected ${spec.array ? "a list" : "one value"}, got an object`);
				continue;
			}
			if (Array.isArray(raw)) {
				if (!spec.array) {
					problem(`${spec.in} parameter "${spec.name}": given ${raw.length} times, expected once`);
					continue;
				}
				const values = [];
				for (const item of raw) {
					if (typeof item !== "string") {
						if (spec.kind === "other") values.push(item);
						else problem(`${spec.in} parameter "${spec.name}": expected text items, got an object`);
						continue;
					}
					const result = convertParameter(spec, item);
					if (typeof result === "string") problem(result);
					else values.push(result.value);
				}
				target[spec.name] = values;
			} else {
				const result = convertParameter(spec, String(raw));
				if (typeof result === "string") problem(result);
				else target[spec.name] = spec.array ? [result.value] : result.value;
			}
		}
		const body = parts.body;
		const validator = tables.requestBodies[operation];
		// Every decoded body is checked, a JSON string (`"x"`) included; only raw bytes are the handler's to read.
		if (validator !== undefined && body !== undefined && !(body instanceof Uint8Array)) {
			const result = runValidator(validator, body);
			if (!result.ok) for (const e of result.errors ?? []) problem(`body${e.path === "" ? "" : e.path}: ${e.message}`);
			else dropPointers(body, result.dropped);
		}
		if (total > 0) return {
			ok: false,
			errors: problems ?? [],
			total
		};
		// The parts were converted in place; the chosen variant of a shared operation travels with them (the core
		// hands it to the handler's context).
		return operation === routed ? VALID : {
			ok: true,
			parts: {
				...parts,
				variant: operation
			}
		};
	}
	function validateResponse(operation, status, body) {
		const validator = tables.responseBodies[operation];
		if (validator === undefined || status < 200 || status > 299) return { ok: true };
		if (body === undefined) return {
			ok: false,
			errors: ["/: expected a response body, got nothing (the handler returned undefined)"]
		};
		const result = runValidator(validator, body);
		if (result.ok) return { ok: true };
		return {
			ok: false,
			errors: (result.errors ?? []).slice(0, ERROR_LIMIT).map((e) => `${e.path === "" ? "/" : e.path}: ${e.message}`)
		};
	}
	function wrap(operation, result) {
		const wrapper = tables.wrappers[operation.name];
		if (wrapper === undefined) return result;
		const body = { [wrapper.member]: result };
		const now = isoNow();
		for (const member of wrapper.timestamps) body[member] = now;
		return body;
	}
	function dispatch(handlers) {
		const table = Object.assign(Object.create(null), handlers);
		for (const [first, names] of Object.entries(tables.variants)) {
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
	return {
		validateRequest,
		validateResponse,
		wrap,
		formatError,
		dispatch
	};
}
