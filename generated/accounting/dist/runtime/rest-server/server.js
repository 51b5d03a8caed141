/// <reference types="node" />
/**
* The generic core of a generated REST server stub: a node:http request listener that routes by method, path
* template and selector query values, checks the security requirements (security.ts), enforces the rate limits per key,
* parses JSON bodies under size, time and depth limits, runs injected validators, calls the operation's handler
* under a deadline and writes the result, with a trace id header on every response. Errors are written through
* the interface's formatter, bounded in size, so each API answers in its own error format; no stack trace
* leaves the process, and nothing a request does reaches an unhandled rejection (a last resort answers 500).
*/
import { traceId } from "./trace-id.js";
import { createServer } from "node:http";
import { isJsonMediaType } from "../rest-client/content.js";
import { ApiError } from "../rest-client/errors.js";
import { resolveKeyValues } from "../rest-client/rate-limiter.js";
import { createCorsPolicy } from "./cors.js";
import { fault, RequestFault } from "./faults.js";
import { answerNodeRefusals, deadlineOptions } from "./node-refusals.js";
export { fault } from "./faults.js";
import { RateLimitEnforcer } from "./rate-limit-enforcer.js";
import { BodyProblem, decodeBody, FORM_LIMITS, hasBody, parseTarget, readRequestBody, TargetProblem } from "./server-request.js";
import { CoreHandlerContext } from "./handler-context.js";
import { accepts, compileRoutes, matchSegments } from "./routes.js";
import { authenticateRequest } from "./security.js";
import { assembleQuery, QueryShapeProblem } from "./query-params.js";
/** A handler's answer with an explicit status or headers (otherwise: the first declared 2xx status). */
export class Reply {
	status;
	body;
	headers;
	constructor(status, body, headers = {}) {
		this.status = status;
		this.body = body;
		this.headers = headers;
	}
}
/** Defaults of the limits (see the README's limits table). */
export const SERVER_LIMITS = {
	maxBodyBytes: 1048576,
	maxHeaderBytes: 16384,
	bodyTimeoutMs: 3e4,
	handlerTimeoutMs: 3e4,
	maxDepth: 64,
	maxErrorBodyBytes: 65536,
	maxErrorDetails: 100,
	maxMessageLength: 1e3
};
/** Cuts a message or problem text to `max` characters. */
function clip(text, max) {
	return text.length <= max ? text : `${text.slice(0, max - 3)}...`;
}
const NO_HEADERS = Object.freeze({});
const JSON_TYPE = "application/json; charset=utf-8";
/**
* One request on its way through the core: what each step learnt, for the next. The steps run synchronously
* and return a promise only when something had to be awaited (a body to read, a hook or store that answered
* with a promise, a handler that returned one), so a plain GET answered by a synchronous handler is written
* before the listener returns.
*/
class Exchange {
	req;
	res;
	traceId;
	route = undefined;
	params = {};
	/** The query as parsed, without the selector (security and rate-limit keys read it). */
	query = {};
	assembled = {};
	token = undefined;
	credentials = {};
	constructor(req, res, traceId) {
		this.req = req;
		this.res = res;
		this.traceId = traceId;
	}
}
function isThenable(value) {
	return typeof value === "object" && value !== null && typeof value.then === "function";
}
export function createServerCore(options) {
	const table = compileRoutes(options.operations);
	const routes = table.all;
	const traceHeader = options.traceHeader ?? "x-trace-id";
	const maxBodyBytes = options.maxBodyBytes ?? SERVER_LIMITS.maxBodyBytes;
	const maxHeaderBytes = options.maxHeaderBytes ?? SERVER_LIMITS.maxHeaderBytes;
	const bodyTimeoutMs = options.bodyTimeoutMs ?? SERVER_LIMITS.bodyTimeoutMs;
	const handlerTimeoutMs = options.handlerTimeoutMs ?? SERVER_LIMITS.handlerTimeoutMs;
	const maxDepth = options.maxDepth ?? SERVER_LIMITS.maxDepth;
	const maxErrorBodyBytes = options.maxErrorBodyBytes ?? SERVER_LIMITS.maxErrorBodyBytes;
	const formLimits = {
		...FORM_LIMITS,
		...options.formLimits
	};
	const basePath = (options.basePath ?? "").replace(/\/+$/, "");
	const keys = options.rateLimitKeys ?? [];
	const hooks = options.exchangeHooks;
	// Without a resolver every credential key counts under one shared value (made-up tokens open no counters).
	const sharedCredentials = Object.freeze(Object.fromEntries(keys.filter((k) => k.in === "credential").map((k) => [k.name, ""])));
	const cors = options.cors === undefined ? undefined : createCorsPolicy(options.cors, {
		operations: routes.map((r) => r.operation),
		serverHeaders: [traceHeader, ...Object.keys(options.headers ?? {})]
	});
	const enforcer = options.limits && options.limits.length > 0 ? new RateLimitEnforcer({
		limits: options.limits,
		environment: options.environment,
		algorithm: options.limiterAlgorithm,
		store: options.rateLimitStore,
		maxCounters: options.maxRateLimitCounters
	}) : undefined;
	// The headers of every answer after the trace id, as one flat name/value list for `writeHead`: usable when
	// no name repeats (case-insensitively) and none is one an answer sets itself; otherwise (and with CORS, whose
	// headers depend on the request) answers set them one by one, later ones overriding earlier ones, as before.
	const constantHeaders = Object.entries(options.headers ?? {}).flat();
	const headerNames = [
		traceHeader,
		"content-type",
		"content-length",
		...Object.keys(options.headers ?? {})
	].map((n) => n.toLowerCase());
	const flatHeaders = cors === undefined && new Set(headerNames).size === headerNames.length;
	// That list with the answer's own values left blank: each answer copies it and fills in its trace id, type, length.
	const headerTemplate = [
		traceHeader,
		"",
		...constantHeaders,
		"content-type",
		"",
		"content-length",
		""
	];
	const typeAt = headerTemplate.length - 3;
	const report = (error, f) => {
		try {
			if (options.onError) options.onError(error, f);
			else console.error(`[server] ${f.operation ?? "?"}: ${clip(f.message, 200)}: ${clip(error instanceof Error ? error.message : String(error), 200)}`);
		} catch {}
	};
	/** The trace id, the constant headers and CORS's, set on the response (answers other than a plain JSON success). */
	function setBaseHeaders(x) {
		x.res.setHeader(traceHeader, x.traceId);
		for (const [name, value] of Object.entries(options.headers ?? {})) x.res.setHeader(name, value);
		if (cors !== undefined) for (const [name, value] of Object.entries(cors.responseHeaders(x.req.headers.origin))) x.res.setHeader(name, value);
	}
	function writeJson(x, status, body, headers) {
		const res = x.res;
		if (res.headersSent) return;
		// Serialised before anything is set: a body that cannot be written (cyclic, too deep) throws here, not half-way.
		let text = body === undefined ? undefined : JSON.stringify(body);
		let type = JSON_TYPE;
		if (hooks !== undefined) {
			const replaced = status >= 400 && hooks.replaceError !== undefined ? hooks.replaceError(x.req, status) : undefined;
			if (replaced !== undefined) {
				text = replaced.body;
				type = replaced.contentType;
			}
		}
		if (flatHeaders && headers === NO_HEADERS && text !== undefined) {
			// One `writeHead` with every header, no `setHeader` calls: the common answer's path. The body goes as text:
			// node joins it to the header block and sends both in one write, with no Buffer made for it.
			const fields = headerTemplate.slice();
			fields[1] = x.traceId;
			fields[typeAt] = type;
			fields[typeAt + 2] = String(Buffer.byteLength(text, "utf8"));
			res.writeHead(status, fields).end(text, "utf8");
		} else {
			const bytes = text === undefined ? undefined : Buffer.from(text, "utf8");
			setBaseHeaders(x);
			for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
			if (bytes === undefined) res.writeHead(status).end();
			else res.writeHead(status, {
				"content-type": type,
				"content-length": bytes.byteLength
			}).end(bytes);
		}
		// Told once the answer is written (a header a handler gave that node refuses answers 500 instead, told then).
		if (hooks?.answered !== undefined) hooks.answered(x.req, status, text === undefined ? undefined : type, text);
	}
	/**
	* The interface's error body for a fault, at most `maxErrorBodyBytes`: messages clipped, the first problems
	* listed and the rest counted ("... and 1900 more problems"), fewer listed until the body fits.
	*/
	function faultBody(f) {
		const max = SERVER_LIMITS.maxMessageLength;
		const all = (f.details ?? []).slice(0, SERVER_LIMITS.maxErrorDetails).map((d) => clip(d, max));
		const total = Math.max(f.total ?? 0, f.details?.length ?? 0);
		const message = clip(f.message, max);
		for (let shown = all.length;; shown = Math.floor(shown / 2)) {
			const details = all.slice(0, shown);
			if (total > shown && total > 1) details.push(`... and ${total - shown} more problem${total - shown === 1 ? "" : "s"} not shown`);
			const bytes = Buffer.from(JSON.stringify(options.formatError({
				...f,
				message,
				details: details.length > 0 ? details : undefined
			})), "utf8");
			if (bytes.byteLength <= maxErrorBodyBytes || shown === 0) return bytes;
		}
	}
	function writeFault(x, f, headers = NO_HEADERS) {
		const res = x.res;
		if (res.headersSent) return;
		let bytes = faultBody(f);
		let type = JSON_TYPE;
		if (hooks !== undefined) {
			const replaced = hooks.replaceError !== undefined ? hooks.replaceError(x.req, f.status) : undefined;
			if (replaced !== undefined) {
				bytes = Buffer.from(replaced.body, "utf8");
				type = replaced.contentType;
			}
		}
		setBaseHeaders(x);
		for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
		res.writeHead(f.status, {
			"content-type": type,
			"content-length": bytes.byteLength
		}).end(bytes);
		if (hooks?.answered !== undefined) hooks.answered(x.req, f.status, type, bytes);
	}
	/**
	* The last resort: whatever went wrong, answer 500 in the interface's format (or, if even that fails, a bare
	* 500), and if nothing can be written, drop the connection. Never throws.
	*/
	function answerInternal(x, error) {
		const f = fault("internal", "Internal server error", { operation: x.route?.operation.name });
		report(error, f);
		const res = x.res;
		try {
			if (res.headersSent) {
				res.destroy();
				return;
			}
			writeFault(x, f, { connection: "close" });
		} catch {
			try {
				if (!res.headersSent) {
					res.writeHead(500, {
						"content-length": 0,
						connection: "close"
					}).end();
					hooks?.answered?.(x.req, 500, undefined, undefined);
				} else res.destroy();
			} catch {
				res.destroy();
			}
		}
	}
	/** A refused request: answered in the interface's format; the rest of its body is not read and the connection not reused. */
	function failed(x, error) {
		try {
			if (!(error instanceof RequestFault)) {
				answerInternal(x, error);
				return;
			}
			const headers = { ...error.headers };
			if (!x.req.complete) headers["connection"] = "close";
			x.req.resume();
			writeFault(x, error.fault, headers);
		} catch (again) {
			answerInternal(x, again);
		}
	}
	function opFault(x, kind, message, extra = {}) {
		return new RequestFault(fault(kind, message, {
			...extra,
			operation: x.route?.operation.name
		}));
	}
	/** Target, CORS preflight, routing, query, then the security requirements. */
	function handle(x) {
		const req = x.req;
		const target = parseTarget(req.url ?? "/");
		if (target instanceof TargetProblem) throw new RequestFault(fault("bad-request", target.message));
		const query = target.query;
		let pathname = target.pathname;
		if (basePath !== "") {
			if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) throw new RequestFault(fault("not-found", `No operation at ${clip(pathname, 200)}`));
			pathname = pathname.slice(basePath.length) || "/";
		}
		const method = (req.method ?? "GET").toUpperCase();
		const actual = pathname.split("/");
		const candidates = table.bySegments.get(actual.length) ?? [];
		// A CORS preflight is answered for the operations at the path, before (and instead of) routing: browsers
		// send no token with it, and it reaches no handler.
		if (cors !== undefined && method === "OPTIONS" && req.headers.origin !== undefined && req.headers["access-control-request-method"] !== undefined) {
			const answer = cors.preflight(req.headers, pathname, candidates.filter((r) => matchSegments(r, actual) !== undefined).map((r) => r.operation));
			if (!answer.ok) throw new RequestFault(fault(answer.kind, answer.message), answer.headers);
			setBaseHeaders(x);
			for (const [name, value] of Object.entries(answer.headers)) x.res.setHeader(name, value);
			x.res.writeHead(204).end();
			hooks?.answered?.(req, 204, undefined, undefined);
			return;
		}
		// Routing: method + path, then the most specific selector that the query satisfies. A selector given
		// twice (`operation=delete&operation=void`) selects nothing: refused rather than guessed.
		const routeMethod = method === "HEAD" ? "GET" : method;
		for (const name of table.selectorNames) {
			if (Array.isArray(query[name])) throw new RequestFault(fault("bad-request", `Query parameter "${name}" selects the operation and must be given once`));
		}
		let route;
		let params;
		for (const candidate of candidates) {
			if (candidate.operation.method !== routeMethod) continue;
			if (route !== undefined && candidate.selector.length <= route.selector.length) continue;
			if (candidate.selector.length > 0 && !selects(candidate, query)) continue;
			const matched = matchSegments(candidate, actual);
			if (matched === undefined) continue;
			route = candidate;
			params = matched;
		}
		if (route === undefined || params === undefined) {
			const allowed = new Set(candidates.filter((r) => matchSegments(r, actual) !== undefined).map((r) => r.operation.method));
			if (allowed.size === 0) throw new RequestFault(fault("not-found", `No operation at ${method} ${clip(pathname, 200)}`));
			if (allowed.has("GET")) allowed.add("HEAD");
			throw new RequestFault(fault("method-not-allowed", `${clip(method, 20)} is not allowed on ${clip(pathname, 200)}`), { allow: [...allowed].sort().join(", ") });
		}
		x.route = route;
		x.params = params;
		const operation = route.operation;
		for (let s = 0; s < route.selector.length; s++) delete query[route.selector[s][0]];
		x.query = query;
		try {
			x.assembled = assembleQuery(query, operation.parameters);
		} catch (problem) {
			if (problem instanceof QueryShapeProblem) throw opFault(x, "bad-request", problem.message);
			throw problem;
		}
		// Authentication: the operation's security requirements, each scheme's credential checked by its hook.
		const auth = authenticateRequest(operation, options.securitySchemes, options.authenticate, req, query);
		return auth instanceof Promise ? auth.then((outcome) => authorised(x, outcome)) : authorised(x, auth);
	}
	/** Rate limits, counted per key value at arrival. Credential keys come from the resolver, else one shared value. */
	function authorised(x, auth) {
		if (!auth.ok) throw new RequestFault(fault("unauthorized", auth.message, { operation: x.route?.operation.name }), auth.challenge !== undefined ? { "www-authenticate": auth.challenge } : {});
		x.token = auth.token;
		x.credentials = auth.credentials;
		if (enforcer === undefined) return admitted(x);
		const credentials = options.credentialKeyValues ? options.credentialKeyValues(auth.token, x.req) : sharedCredentials;
		return isThenable(credentials) ? Promise.resolve(credentials).then((values) => counted(x, values)) : counted(x, credentials);
	}
	function counted(x, credentials) {
		const keyValues = resolveKeyValues(keys, {
			path: x.params,
			query: x.query,
			headers: x.req.headers
		}, credentials);
		const verdict = enforcer.check(keyValues, x.route.operation.name);
		const decide = (v) => {
			if (v.ok) return admitted(x);
			const seconds = Math.max(1, Math.ceil((v.retryAfterMs ?? 1e3) / 1e3));
			throw new RequestFault(fault("throttled", `Rate limit "${v.limit?.id}" exceeded; retry after ${seconds} s`, { operation: x.route?.operation.name }), { "retry-after": String(seconds) });
		};
		return verdict instanceof Promise ? verdict.then(decide) : decide(verdict);
	}
	/** Required parameters, content negotiation, then the body (read only when the request has one). */
	function admitted(x) {
		const route = x.route;
		const req = x.req;
		let missing;
		for (const p of route.required) {
			if ((p.in === "query" ? x.assembled[p.key] : req.headers[p.key]) === undefined) (missing ??= []).push(`Missing required ${p.in} parameter "${p.name}"`);
		}
		if (missing !== undefined) throw opFault(x, "bad-request", missing.join("; "), { details: missing });
		// Content negotiation for operations that answer only non-JSON media (documents such as PDF).
		if (route.negotiates && !accepts(req.headers.accept, route.successTypes)) {
			throw opFault(x, "not-acceptable", `This operation answers ${route.successTypes.join(" or ")}; the Accept header allows none of them`);
		}
		if (hasBody(req)) return readBody(x).then((body) => run(x, body));
		if (route.operation.requestBody?.required) throw opFault(x, "bad-request", "Request body is required");
		return run(x, undefined);
	}
	/** Validation, then the handler: awaited (under the deadline) only when it returned a promise. */
	function run(x, body) {
		const operation = x.route.operation;
		let parts = {
			params: x.params,
			query: x.assembled,
			headers: x.req.headers,
			body
		};
		if (options.validateRequest) {
			const result = options.validateRequest(operation.name, parts);
			if (!result.ok) {
				const total = Math.max(result.total ?? 0, result.errors.length);
				const message = total === 1 ? `Invalid request: ${result.errors[0]}` : `Invalid request: ${total} problems, the first: ${result.errors[0]}`;
				throw opFault(x, "validation", message, {
					details: result.errors,
					total
				});
			}
			if (result.parts) parts = result.parts;
		}
		const handler = Object.hasOwn(options.handlers, operation.name) ? options.handlers[operation.name] : undefined;
		if (handler === undefined) throw opFault(x, "not-implemented", `Operation ${operation.name} is not implemented`);
		const context = new CoreHandlerContext(parts, operation, x.traceId, x.token, x.credentials, x.req, x.res);
		let result;
		try {
			result = handler(context);
		} catch (thrown) {
			context.settle();
			handlerFailed(x, thrown);
			return;
		}
		// A native promise, or another thenable; most handlers answer a plain value.
		if (!(result instanceof Promise) && (typeof result !== "object" || result === null || typeof result.then !== "function")) {
			context.settle();
			finish(x, result);
			return;
		}
		// The handler runs under a deadline; past it the request is answered (`timeout`) and its result ignored.
		const running = result;
		return new Promise((resolve, reject) => {
			let timer;
			let over = false;
			const done = (step) => {
				if (over) return;
				over = true;
				if (timer !== undefined) clearTimeout(timer);
				context.settle();
				try {
					step();
					resolve();
				} catch (error) {
					reject(error);
				}
			};
			if (handlerTimeoutMs > 0) {
				timer = setTimeout(() => done(() => {
					context.abort(new Error(`Handler deadline of ${handlerTimeoutMs} ms passed`));
					const f = fault("timeout", `Operation ${operation.name} did not answer within ${handlerTimeoutMs} ms`, { operation: operation.name });
					report(new Error(f.message), f);
					writeFault(x, f, { connection: "close" });
				}), handlerTimeoutMs);
			}
			Promise.resolve(running).then((value) => done(() => finish(x, value)), (thrown) => done(() => handlerFailed(x, thrown)));
		});
	}
	function handlerFailed(x, thrown) {
		const operation = x.route.operation;
		const reply = (options.handlerError ?? defaultHandlerError)(thrown, operation);
		if (reply !== undefined) {
			writeReply(x, reply.status, reply.body, reply.headers, false);
			return;
		}
		const f = fault("internal", "Internal server error", { operation: operation.name });
		report(thrown, f);
		writeFault(x, f);
	}
	function finish(x, result) {
		if (result instanceof Reply) writeReply(x, result.status, result.body, result.headers, true);
		else writeReply(x, x.route.successStatus, result, NO_HEADERS, true);
	}
	function writeReply(x, status, result, headers, success) {
		const res = x.res;
		if (res.headersSent) return;
		const route = x.route;
		const operation = route.operation;
		if (result instanceof Uint8Array) {
			const type = headers["content-type"] ?? route.successTypes.find((t) => !isJsonMediaType(t)) ?? "application/octet-stream";
			setBaseHeaders(x);
			for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
			res.writeHead(status, {
				"content-type": type,
				"content-length": result.byteLength
			}).end(result);
			hooks?.answered?.(x.req, status, type, result);
			return;
		}
		const body = success && options.wrap && result !== undefined ? options.wrap(operation, result) : result;
		if (success && options.validateResponse) {
			const check = options.validateResponse(operation.name, status, body);
			if (!check.ok) {
				const f = fault("internal", `Handler returned an invalid ${operation.name} response: ${check.errors.join("; ")}`, {
					details: check.errors,
					operation: operation.name
				});
				report(new Error(f.message), f);
				writeFault(x, f);
				return;
			}
		}
		writeJson(x, status, body, Object.keys(headers).length === 0 ? NO_HEADERS : headers);
	}
	async function readBody(x) {
		const req = x.req;
		const operation = x.route.operation;
		const declared = Number(req.headers["content-length"]);
		if (Number.isFinite(declared) && declared > maxBodyBytes) throw opFault(x, "payload-too-large", `Request body exceeds ${maxBodyBytes} bytes`);
		let bytes;
		try {
			bytes = await readRequestBody(req, maxBodyBytes, bodyTimeoutMs);
		} catch (problem) {
			if (problem instanceof BodyProblem) throw opFault(x, problem.kind, problem.message);
			throw problem;
		}
		if (hooks?.bodyRead !== undefined) hooks.bodyRead(req, bytes);
		if (bytes.byteLength === 0) {
			if (operation.requestBody?.required) throw opFault(x, "bad-request", "Request body is required");
			return undefined;
		}
		const decoded = decodeBody(bytes, req.headers["content-type"], operation.requestBody, maxDepth, formLimits);
		if (decoded instanceof BodyProblem) throw opFault(x, decoded.kind, decoded.message);
		return decoded;
	}
	const listener = (req, res) => {
		// Stream errors (a reset connection) are the request's end, not the process's. The request needs no listener:
		// node emits a request's errors only to listeners it has (a body being read has readRequestBody's).
		res.on("error", ignore);
		const x = new Exchange(req, res, traceId());
		let pending;
		try {
			pending = handle(x);
		} catch (error) {
			// Answered once the parser is done with what it holds of the request, as a rejected step is: whether the
			// body is complete decides whether the connection can be reused.
			queueMicrotask(() => failed(x, error));
			return;
		}
		if (pending !== undefined) pending.then(undefined, (error) => failed(x, error));
	};
	const checkContinue = (req, res) => {
		const declared = Number(req.headers["content-length"]);
		if (Number.isFinite(declared) && declared > maxBodyBytes) {
			req.on("error", ignore);
			res.on("error", ignore);
			const x = new Exchange(req, res, traceId());
			try {
				writeFault(x, fault("payload-too-large", `Request body exceeds ${maxBodyBytes} bytes`), { connection: "close" });
			} catch (error) {
				answerInternal(x, error);
			}
			return;
		}
		res.writeContinue();
		listener(req, res);
	};
	/** The interface's error for one of node's own refusals (there is no request object, so no CORS or route). */
	const refusal = (status) => {
		const f = status === 431 ? fault("headers-too-large", `The request line and headers exceed ${maxHeaderBytes} bytes`) : status === 408 ? fault("request-timeout", `The request headers did not arrive within ${headersTimeoutMs} ms`) : status === 413 ? fault("payload-too-large", "A chunk extension of the request body is too large") : status === 417 ? fault("expectation-failed", "The only expectation served is \"Expect: 100-continue\"") : fault("bad-request", "Malformed HTTP request");
		return {
			status: f.status,
			headers: {
				"content-type": "application/json; charset=utf-8",
				[traceHeader]: traceId(),
				...options.headers
			},
			body: faultBody(f)
		};
	};
	// Headers must arrive within the body deadline too (node's default is 60 s), checked within a second.
	const headersTimeoutMs = bodyTimeoutMs > 0 ? Math.min(6e4, bodyTimeoutMs) : 6e4;
	const serverOptions = {
		// The whole request: its headers, then its body (whose own deadline answers first), and room to drain it.
		...deadlineOptions(headersTimeoutMs, bodyTimeoutMs > 0 ? headersTimeoutMs + bodyTimeoutMs + 5e3 : 0),
		maxHeaderSize: maxHeaderBytes
	};
	const attach = (server) => {
		server.on("checkContinue", checkContinue);
		answerNodeRefusals(server, refusal);
	};
	return {
		listener,
		checkContinue,
		serverOptions,
		attach,
		refusal,
		rateLimitUsage: () => enforcer?.usage(),
		listen(port = 0, host = "127.0.0.1") {
			const server = createServer(serverOptions, listener);
			attach(server);
			return new Promise((resolve, reject) => {
				server.once("error", reject);
				server.listen(port, host, () => {
					server.off("error", reject);
					server.on("error", ignore);
					const address = server.address();
					const hostname = address.family === "IPv6" ? `[${address.address}]` : address.address;
					resolve({
						url: `http://${hostname}:${address.port}${basePath}`,
						close: () => new Promise((done, fail) => {
							server.close((error) => error ? fail(error) : done());
							server.closeAllConnections();
						})
					});
				});
			});
		}
	};
}
function ignore() {}
/** Whether the query holds every selector value of the route. */
function selects(route, query) {
	for (let s = 0; s < route.selector.length; s++) if (query[route.selector[s][0]] !== route.selector[s][1]) return false;
	return true;
}
/** `ApiError`s, or any object with a numeric `status` (4xx/5xx) and a `body`, answer as they are. */
function defaultHandlerError(thrown) {
	if (thrown instanceof ApiError) return new Reply(thrown.status, thrown.body);
	if (typeof thrown === "object" && thrown !== null && "status" in thrown && "body" in thrown) {
		const status = thrown.status;
		if (typeof status === "number" && status >= 400 && status <= 599) return new Reply(status, thrown.body);
	}
	return undefined;
}
