/// <reference types="node" />
/**
* The generic core of a generated REST server stub: a node:http request listener that routes by method, path
* template and selector query values, checks the security requirements (security.ts), enforces the rate limits per key,
* parses JSON bodies under size, time and depth limits, runs injected validators, calls the operation's handler
* under a deadline and writes the result, with a trace id header on every response. Errors are written through
* the interface's formatter, bounded in size, so each API answers in its own error format; no stack trace
* leaves the process, and nothing a request does reaches an unhandled rejection (a last resort answers 500).
*/
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { decodeText, isJsonMediaType, parseContentType } from "../rest-client/content.js";
import { ApiError } from "../rest-client/errors.js";
import { resolveKeyValues } from "../rest-client/rate-limiter.js";
import { createCorsPolicy } from "./cors.js";
import { fault } from "./faults.js";
import { answerNodeRefusals, deadlineOptions } from "./node-refusals.js";
export { fault } from "./faults.js";
import { RateLimitEnforcer } from "./rate-limit-enforcer.js";
import { BodyProblem, jsonNestsDeeper, parseTarget, readRequestBody, TargetProblem } from "./server-request.js";
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
function compileRoutes(operations) {
	const routes = [];
	for (const operation of Object.values(operations)) {
		if (operation.kind !== "http") continue;
		const segments = operation.path.split("/");
		const placeholders = new Map();
		segments.forEach((s, i) => {
			const m = /^\{([^}]+)\}$/.exec(s);
			if (m) placeholders.set(i, m[1]);
		});
		const success = Object.keys(operation.responses).filter((s) => /^2\d\d$/.test(s)).map(Number).sort((a, b) => a - b);
		routes.push({
			operation,
			segments,
			placeholders,
			selector: Object.entries(operation.selector),
			successStatus: success[0] ?? 200
		});
	}
	return routes;
}
function matchSegments(route, actual) {
	if (route.segments.length !== actual.length) return undefined;
	const params = {};
	for (let i = 0; i < actual.length; i++) {
		const name = route.placeholders.get(i);
		if (name !== undefined) {
			if (actual[i] === "") return undefined;
			try {
				params[name] = decodeURIComponent(actual[i]);
			} catch {
				return undefined;
			}
		} else if (route.segments[i] !== actual[i]) return undefined;
	}
	return params;
}
class RequestFault extends Error {
	fault;
	headers;
	constructor(fault, headers = {}) {
		super(fault.message);
		this.fault = fault;
		this.headers = headers;
	}
}
/** Cuts a message or problem text to `max` characters. */
function clip(text, max) {
	return text.length <= max ? text : `${text.slice(0, max - 3)}...`;
}
export function createServerCore(options) {
	const routes = compileRoutes(options.operations);
	const selectorNames = new Set(routes.flatMap((r) => r.selector.map(([name]) => name)));
	const traceHeader = options.traceHeader ?? "x-trace-id";
	const maxBodyBytes = options.maxBodyBytes ?? SERVER_LIMITS.maxBodyBytes;
	const maxHeaderBytes = options.maxHeaderBytes ?? SERVER_LIMITS.maxHeaderBytes;
	const bodyTimeoutMs = options.bodyTimeoutMs ?? SERVER_LIMITS.bodyTimeoutMs;
	const handlerTimeoutMs = options.handlerTimeoutMs ?? SERVER_LIMITS.handlerTimeoutMs;
	const maxDepth = options.maxDepth ?? SERVER_LIMITS.maxDepth;
	const maxErrorBodyBytes = options.maxErrorBodyBytes ?? SERVER_LIMITS.maxErrorBodyBytes;
	const basePath = (options.basePath ?? "").replace(/\/+$/, "");
	const keys = options.rateLimitKeys ?? [];
	const credentialKeys = keys.filter((k) => k.in === "credential");
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
	const report = (error, f) => {
		try {
			if (options.onError) options.onError(error, f);
			else console.error(`[server] ${f.operation ?? "?"}: ${clip(f.message, 200)}: ${clip(error instanceof Error ? error.message : String(error), 200)}`);
		} catch {}
	};
	function writeJson(res, status, body, headers = {}) {
		if (res.headersSent) return;
		// Serialised before anything is set: a body that cannot be written (cyclic, too deep) throws here, not half-way.
		const bytes = body === undefined ? undefined : Buffer.from(JSON.stringify(body), "utf8");
		for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
		if (bytes === undefined) {
			res.writeHead(status).end();
			return;
		}
		res.writeHead(status, {
			"content-type": "application/json; charset=utf-8",
			"content-length": bytes.byteLength
		}).end(bytes);
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
	function writeFault(res, f, headers = {}) {
		if (res.headersSent) return;
		const bytes = faultBody(f);
		for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
		res.writeHead(f.status, {
			"content-type": "application/json; charset=utf-8",
			"content-length": bytes.byteLength
		}).end(bytes);
	}
	/**
	* The last resort: whatever went wrong, answer 500 in the interface's format (or, if even that fails, a bare
	* 500), and if nothing can be written, drop the connection. Never throws.
	*/
	function answerInternal(res, error, operation) {
		const f = fault("internal", "Internal server error", { operation });
		report(error, f);
		try {
			if (res.headersSent) {
				res.destroy();
				return;
			}
			writeFault(res, f, { connection: "close" });
		} catch {
			try {
				if (!res.headersSent) res.writeHead(500, {
					"content-length": 0,
					connection: "close"
				}).end();
				else res.destroy();
			} catch {
				res.destroy();
			}
		}
	}
	async function handle(req, res, traceId) {
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
		// A CORS preflight is answered for the operations at the path, before (and instead of) routing: browsers
		// send no token with it, and it reaches no handler.
		if (cors !== undefined && method === "OPTIONS" && req.headers.origin !== undefined && req.headers["access-control-request-method"] !== undefined) {
			const answer = cors.preflight(req.headers, pathname, routes.filter((r) => matchSegments(r, actual) !== undefined).map((r) => r.operation));
			if (!answer.ok) throw new RequestFault(fault(answer.kind, answer.message), answer.headers);
			for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
			res.writeHead(204).end();
			return;
		}
		// Routing: method + path, then the most specific selector that the query satisfies. A selector given
		// twice (`operation=delete&operation=void`) selects nothing: refused rather than guessed.
		const routeMethod = method === "HEAD" ? "GET" : method;
		for (const name of selectorNames) {
			if (Array.isArray(query[name])) throw new RequestFault(fault("bad-request", `Query parameter "${name}" selects the operation and must be given once`));
		}
		let best;
		const allowed = new Set();
		for (const route of routes) {
			const params = matchSegments(route, actual);
			if (params === undefined) continue;
			allowed.add(route.operation.method);
			if (route.operation.method !== routeMethod) continue;
			if (!route.selector.every(([name, value]) => query[name] === value)) continue;
			if (best === undefined || route.selector.length > best.route.selector.length) best = {
				route,
				params
			};
		}
		if (best === undefined) {
			if (allowed.size === 0) throw new RequestFault(fault("not-found", `No operation at ${method} ${clip(pathname, 200)}`));
			if (allowed.has("GET")) allowed.add("HEAD");
			throw new RequestFault(fault("method-not-allowed", `${clip(method, 20)} is not allowed on ${clip(pathname, 200)}`), { allow: [...allowed].sort().join(", ") });
		}
		const { route, params } = best;
		const operation = route.operation;
		const opFault = (kind, message, extra = {}) => new RequestFault(fault(kind, message, {
			...extra,
			operation: operation.name
		}));
		for (const [name] of route.selector) delete query[name];
		let assembled;
		try {
			assembled = assembleQuery(query, operation.parameters);
		} catch (problem) {
			if (problem instanceof QueryShapeProblem) throw opFault("bad-request", problem.message);
			throw problem;
		}
		// Authentication: the operation's security requirements, each scheme's credential checked by its hook.
		const auth = await authenticateRequest(operation, options.securitySchemes, options.authenticate, req, query);
		if (!auth.ok) throw new RequestFault(fault("unauthorized", auth.message, { operation: operation.name }), auth.challenge !== undefined ? { "www-authenticate": auth.challenge } : {});
		const { token, credentials: schemeCredentials } = auth;
		// Rate limits, counted per key value at arrival. Credential keys come from the resolver, else one shared value.
		if (enforcer !== undefined) {
			const credentials = options.credentialKeyValues ? await options.credentialKeyValues(token, req) : Object.fromEntries(credentialKeys.map((k) => [k.name, ""]));
			const keyValues = resolveKeyValues(keys, {
				path: params,
				query,
				headers: req.headers
			}, credentials);
			const verdict = await enforcer.check(keyValues, operation.name);
			if (!verdict.ok) {
				const seconds = Math.max(1, Math.ceil((verdict.retryAfterMs ?? 1e3) / 1e3));
				throw new RequestFault(fault("throttled", `Rate limit "${verdict.limit?.id}" exceeded; retry after ${seconds} s`, { operation: operation.name }), { "retry-after": String(seconds) });
			}
		}
		// Declared parameters that must be present.
		// A missing Content-Type is the body's problem: 415 when a body came without one (below), not a missing parameter.
		const missing = operation.parameters.filter((p) => !(p.in === "header" && p.name.toLowerCase() === "content-type" && operation.requestBody !== undefined)).filter((p) => p.required && (p.in === "query" ? assembled[p.name] === undefined : p.in === "header" ? req.headers[p.name.toLowerCase()] === undefined : false)).map((p) => `Missing required ${p.in} parameter "${p.name}"`);
		if (missing.length > 0) throw opFault("bad-request", missing.join("; "), { details: missing });
		// Content negotiation for operations that answer only non-JSON media (documents such as PDF).
		const offered = successMediaTypes(operation);
		if (offered.length > 0 && !offered.some(isJsonMediaType) && !accepts(req.headers.accept, offered)) {
			throw opFault("not-acceptable", `This operation answers ${offered.join(" or ")}; the Accept header allows none of them`);
		}
		const body = await readBody(req, operation, opFault);
		let parts = {
			params,
			query: assembled,
			headers: req.headers,
			body
		};
		if (options.validateRequest) {
			const result = options.validateRequest(operation.name, parts);
			if (!result.ok) {
				const total = Math.max(result.total ?? 0, result.errors.length);
				const message = total === 1 ? `Invalid request: ${result.errors[0]}` : `Invalid request: ${total} problems, the first: ${result.errors[0]}`;
				throw opFault("validation", message, {
					details: result.errors,
					total
				});
			}
			if (result.parts) parts = result.parts;
		}
		const handler = Object.hasOwn(options.handlers, operation.name) ? options.handlers[operation.name] : undefined;
		if (handler === undefined) throw opFault("not-implemented", `Operation ${operation.name} is not implemented`);
		// The handler runs under a deadline; past it the request is answered (`timeout`) and its result ignored.
		const controller = new AbortController();
		const onClose = () => {
			if (!res.writableFinished) controller.abort(new Error("The client went away"));
		};
		res.once("close", onClose);
		let timer;
		let result;
		try {
			const running = Promise.resolve().then(() => handler({
				...parts,
				operation,
				traceId,
				token,
				credentials: schemeCredentials,
				request: req,
				signal: controller.signal
			}));
			if (handlerTimeoutMs > 0) {
				const deadline = new Promise((resolve) => {
					timer = setTimeout(() => resolve(TIMED_OUT), handlerTimeoutMs);
				});
				result = await Promise.race([running, deadline]);
				if (result === TIMED_OUT) {
					running.catch(() => undefined);
					controller.abort(new Error(`Handler deadline of ${handlerTimeoutMs} ms passed`));
					const f = fault("timeout", `Operation ${operation.name} did not answer within ${handlerTimeoutMs} ms`, { operation: operation.name });
					report(new Error(f.message), f);
					writeFault(res, f, { connection: "close" });
					return;
				}
			} else result = await running;
		} catch (thrown) {
			const reply = (options.handlerError ?? defaultHandlerError)(thrown, operation);
			if (reply !== undefined) {
				writeReply(res, reply.status, reply.body, reply.headers, operation, false);
				return;
			}
			const f = fault("internal", "Internal server error", { operation: operation.name });
			report(thrown, f);
			writeFault(res, f);
			return;
		} finally {
			if (timer !== undefined) clearTimeout(timer);
			res.off("close", onClose);
		}
		if (result instanceof Reply) writeReply(res, result.status, result.body, result.headers, operation, true);
		else writeReply(res, route.successStatus, result, {}, operation, true);
	}
	function writeReply(res, status, result, headers, operation, success) {
		if (res.headersSent) return;
		if (result instanceof Uint8Array) {
			const type = headers["content-type"] ?? successMediaTypes(operation).find((t) => !isJsonMediaType(t)) ?? "application/octet-stream";
			for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
			res.writeHead(status, {
				"content-type": type,
				"content-length": result.byteLength
			}).end(result);
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
				writeFault(res, f);
				return;
			}
		}
		writeJson(res, status, body, headers);
	}
	async function readBody(req, operation, opFault) {
		const declared = Number(req.headers["content-length"]);
		if (Number.isFinite(declared) && declared > maxBodyBytes) throw opFault("payload-too-large", `Request body exceeds ${maxBodyBytes} bytes`);
		let bytes;
		try {
			bytes = await readRequestBody(req, maxBodyBytes, bodyTimeoutMs);
		} catch (problem) {
			if (problem instanceof BodyProblem) throw opFault(problem.kind, problem.message);
			throw problem;
		}
		if (bytes.byteLength === 0) {
			if (operation.requestBody?.required) throw opFault("bad-request", "Request body is required");
			return undefined;
		}
		if (operation.requestBody === undefined) throw opFault("bad-request", "This operation takes no request body");
		const { mediaType, charset } = parseContentType(req.headers["content-type"]);
		const accepted = operation.requestBody.mediaTypes;
		if (mediaType === "") throw opFault("unsupported-media-type", `A request body needs a Content-Type; send ${accepted.join(" or ")}`);
		const json = isJsonMediaType(mediaType);
		if (!accepted.some((t) => t.toLowerCase() === mediaType || inMediaRange(mediaType, t)) && !(json && accepted.some(isJsonMediaType))) {
			throw opFault("unsupported-media-type", `Content-Type ${clip(mediaType, 100)} is not accepted; send ${accepted.join(" or ")}`);
		}
		if (!json) return mediaType.startsWith("text/") || mediaType.startsWith("application/text") ? decodeText(bytes, charset) : new Uint8Array(bytes);
		const text = decodeText(bytes, charset);
		if (jsonNestsDeeper(text, maxDepth)) throw opFault("validation", `Request body nested deeper than the limit of ${maxDepth} levels`);
		try {
			return JSON.parse(text);
		} catch (error) {
			throw opFault("bad-request", `Malformed JSON in request body: ${clip(error instanceof Error ? error.message : String(error), 200)}`);
		}
	}
	const listener = (req, res) => {
		// Stream errors (a reset connection) are the request's end, not the process's.
		req.on("error", ignore);
		res.on("error", ignore);
		let traceId = "";
		try {
			traceId = randomUUID();
			res.setHeader(traceHeader, traceId);
			for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
			if (cors !== undefined) for (const [name, value] of Object.entries(cors.responseHeaders(req.headers.origin))) res.setHeader(name, value);
		} catch (error) {
			answerInternal(res, error);
			return;
		}
		handle(req, res, traceId).catch((error) => {
			if (!(error instanceof RequestFault)) {
				answerInternal(res, error);
				return;
			}
			// Whatever is left of the body is not read: answer now and do not reuse the connection.
			const headers = { ...error.headers };
			if (!req.complete) headers["connection"] = "close";
			req.resume();
			writeFault(res, error.fault, headers);
		}).catch((error) => answerInternal(res, error));
	};
	const checkContinue = (req, res) => {
		const declared = Number(req.headers["content-length"]);
		if (Number.isFinite(declared) && declared > maxBodyBytes) {
			req.on("error", ignore);
			res.on("error", ignore);
			try {
				res.setHeader(traceHeader, randomUUID());
				for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
				if (cors !== undefined) for (const [name, value] of Object.entries(cors.responseHeaders(req.headers.origin))) res.setHeader(name, value);
				writeFault(res, fault("payload-too-large", `Request body exceeds ${maxBodyBytes} bytes`), { connection: "close" });
			} catch (error) {
				answerInternal(res, error);
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
				[traceHeader]: randomUUID(),
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
const TIMED_OUT = Symbol("timed out");
function ignore() {}
/** `ApiError`s, or any object with a numeric `status` (4xx/5xx) and a `body`, answer as they are. */
function defaultHandlerError(thrown) {
	if (thrown instanceof ApiError) return new Reply(thrown.status, thrown.body);
	if (typeof thrown === "object" && thrown !== null && "status" in thrown && "body" in thrown) {
		const status = thrown.status;
		if (typeof status === "number" && status >= 400 && status <= 599) return new Reply(status, thrown.body);
	}
	return undefined;
}
function successMediaTypes(operation) {
	const types = new Set();
	for (const [status, response] of Object.entries(operation.responses)) {
		if (status.startsWith("2")) for (const t of response.mediaTypes) types.add(t.toLowerCase());
	}
	return [...types];
}
/** Whether an Accept header allows one of `offered` (absent = anything). Quality values are not ranked. */
function accepts(header, offered) {
	if (header === undefined || header.trim() === "") return true;
	const ranges = header.split(",").map((r) => r.split(";")[0].trim().toLowerCase());
	return offered.some((type) => ranges.some((range) => range === "*/*" || range === type || range.endsWith("/*") && type.startsWith(range.slice(0, -1))));
}
/** Whether a media type falls in a declared range (`*\/*`, `application/*`): a JSON body is decoded as JSON. */
function inMediaRange(mediaType, declared) {
	const range = /^([a-z0-9!#$&^_.+-]+|\*)\/\*$/i.exec(declared.split(";")[0].trim());
	return range !== null && (range[1] === "*" || mediaType.startsWith(`${range[1].toLowerCase()}/`));
}
