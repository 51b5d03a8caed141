/// <reference types="node" />
/**
* The generic HTTP client a generated REST client is thin typed glue over. Everything interface-specific comes
* from the operation table (method, path, selector, parameters, media types, security, rate limits, `serialize`)
* and from a few options (error class factory, idempotency key, trace header, unwrap rule).
*
* One call: fill the path and query, add the idempotency key to writes that declare one (generated once per
* logical call, reused on every retry), queue behind earlier calls when the operation is `serialize`d, wait for
* the rate limiter, send with the bearer token, and on failure: refresh the token once on 401 (one refresh shared
* by concurrent calls), retry 429/502/503/504 and network errors when the request is safe to repeat.
*/
import { randomUUID } from "node:crypto";
import { decodeBody, isJsonMediaType, parseContentType } from "./content.js";
import { defaultErrorFactory, NetworkError, TimeoutError } from "./errors.js";
import { RateLimiter, resolveKeyValues, SerialQueue, serialKey } from "./rate-limiter.js";
import { decideRetry, isSafeToRetry, parseRetryAfter, resolveRetryOptions } from "./retry.js";
const DEFAULT_TIMEOUT_MS = 3e4;
/** Holds the current token; a refresh replaces it once, however many calls saw it refused. */
class TokenSource {
	provider;
	current;
	constructor(provider) {
		this.provider = provider;
	}
	get() {
		this.current ??= this.fetchToken();
		return this.current;
	}
	/** A new token, unless another call already replaced `stale`: then that replacement. */
	refresh(stale) {
		if (this.current === stale) this.current = this.fetchToken();
		return this.current;
	}
	fetchToken() {
		const token = Promise.resolve().then(this.provider);
		// A failed provider call must not poison later calls.
		token.catch(() => {
			if (this.current === token) this.current = undefined;
		});
		return token;
	}
}
/** A `TokenProvider` behind the same interface: asked per call; a 401 hands it the refused token once. */
class ProviderSource {
	provider;
	constructor(provider) {
		this.provider = provider;
	}
	get() {
		return Promise.resolve().then(() => this.provider.token());
	}
	refresh(stale) {
		return stale.then((token) => this.provider.refresh(token));
	}
}
export function createHttpClient(options) {
	const fetchFn = options.fetch ?? globalThis.fetch;
	const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
	const retry = resolveRetryOptions(options.retry);
	const errorFactory = options.errorFactory ?? defaultErrorFactory;
	const keys = options.rateLimitKeys ?? [];
	const limiter = options.limiter ?? (options.limits && options.limits.length > 0 ? new RateLimiter({
		limits: options.limits,
		environment: options.environment,
		algorithm: options.limiterAlgorithm
	}) : undefined);
	const serial = new SerialQueue();
	const tokens = typeof options.accessToken === "function" ? new TokenSource(options.accessToken) : typeof options.accessToken === "object" && options.accessToken !== null ? new ProviderSource(options.accessToken) : undefined;
	const staticToken = typeof options.accessToken === "string" ? Promise.resolve(options.accessToken) : undefined;
	const baseUrl = options.baseUrl.replace(/\/+$/, "");
	const traceHeader = options.traceHeader?.toLowerCase();
	async function request(operation, input = {}) {
		const query = {};
		for (const [name, value] of Object.entries(options.defaultQuery ?? {})) {
			if (declares(operation, "query", name)) query[name] = value;
		}
		Object.assign(query, input.query, operation.selector);
		const headers = {};
		for (const [name, value] of Object.entries({
			...options.defaultHeaders,
			...input.headers
		})) {
			if (value !== undefined) headers[name.toLowerCase()] = value;
		}
		// One key per logical call, fixed before the first attempt so every retry repeats it.
		const idem = options.idempotency;
		let hasIdempotencyKey = false;
		if (idem !== undefined && declares(operation, idem.in, idem.name)) {
			const target = idem.in === "query" ? query : headers;
			const slot = idem.in === "query" ? idem.name : idem.name.toLowerCase();
			if (input.idempotencyKey !== undefined) target[slot] = input.idempotencyKey;
			else if (target[slot] === undefined && !isSafeToRetry(operation.method, false)) {
				target[slot] = (idem.generate ?? newIdempotencyKey)();
			}
			hasIdempotencyKey = target[slot] !== undefined;
		}
		const url = baseUrl + fillPathTemplate(operation.path, input.path ?? {}) + encodeQuery(query, operation);
		const { bytes, contentType } = encodeRequestBody(operation, input.body, headers["content-type"]);
		if (bytes !== undefined && contentType !== undefined) headers["content-type"] = contentType;
		headers["accept"] ??= input.accept ?? acceptFor(operation);
		const credentials = typeof options.keyValues === "function" ? options.keyValues(operation) : options.keyValues ?? {};
		const keyValues = resolveKeyValues(keys, {
			path: input.path,
			query,
			headers
		}, credentials);
		const safe = isSafeToRetry(operation.method, hasIdempotencyKey);
		const needsAuth = operation.security.length > 0 && !operation.security.some((r) => Object.keys(r).length === 0);
		const attempts = async () => {
			let refreshed = false;
			let tokenUsed;
			let replacement;
			for (let attempt = 1;; attempt++) {
				const sendHeaders = { ...headers };
				if (needsAuth) {
					tokenUsed = replacement ?? (tokens ? tokens.get() : staticToken);
					replacement = undefined;
					if (tokenUsed !== undefined) sendHeaders["authorization"] = `Bearer ${await tokenUsed}`;
				}
				const outgoing = {
					operation: operation.name,
					method: operation.method,
					url,
					headers: sendHeaders,
					attempt
				};
				await options.onRequest?.(outgoing);
				const release = limiter ? await limiter.acquire(keyValues, operation.name) : undefined;
				let response;
				try {
					response = await sendOnce(operation.name, operation.method, url, outgoing.headers, bytes, input.signal);
				} catch (error) {
					release?.();
					if (!(error instanceof NetworkError)) throw error;
					const decision = decideRetry(retry, attempt, safe, undefined, undefined);
					if (!decision.retry) throw error;
					await retry.sleep(decision.delayMs);
					continue;
				}
				release?.();
				const traceId = traceHeader ? response.headers.get(traceHeader) ?? undefined : undefined;
				if (response.status >= 200 && response.status < 300) {
					return {
						status: response.status,
						headers: response.headers,
						body: successBody(response),
						traceId
					};
				}
				if (response.status === 401 && tokens !== undefined && tokenUsed !== undefined && !refreshed) {
					// Replay once with a new token; this replay does not count as a retry.
					refreshed = true;
					// The replay waits for the new token (a provider that cannot give one throws its own typed error here).
					replacement = tokens.refresh(tokenUsed);
					await replacement;
					attempt--;
					continue;
				}
				const retryAfterMs = parseRetryAfter(response.headers.get("retry-after"), retry.now());
				const decision = decideRetry(retry, attempt, safe, response.status, retryAfterMs);
				if (decision.retry) {
					await retry.sleep(decision.delayMs);
					continue;
				}
				throw toError(operation.name, response, traceId, retryAfterMs);
			}
		};
		if (operation.serialize !== undefined) {
			return serial.run(serialKey(operation.serialize.key, keyValues), attempts);
		}
		return attempts();
	}
	async function sendOnce(operation, method, url, headers, body, callerSignal) {
		const controller = new AbortController();
		let timedOut = false;
		const timer = timeoutMs > 0 ? setTimeout(() => {
			timedOut = true;
			controller.abort();
		}, timeoutMs) : undefined;
		const onCallerAbort = () => controller.abort(callerSignal?.reason);
		callerSignal?.addEventListener("abort", onCallerAbort, { once: true });
		try {
			if (callerSignal?.aborted) throw callerSignal.reason;
			// Our bytes are always ArrayBuffer-backed; the DOM typing only rejects SharedArrayBuffer views.
			const response = await fetchFn(url, {
				method,
				headers,
				body,
				signal: controller.signal
			});
			const bytes = new Uint8Array(await response.arrayBuffer());
			return {
				status: response.status,
				headers: response.headers,
				bytes
			};
		} catch (error) {
			if (timedOut) throw new TimeoutError(operation, timeoutMs);
			if (callerSignal?.aborted) throw callerSignal.reason;
			throw new NetworkError(operation, `${operation}: ${describe(error)}`, { cause: error });
		} finally {
			if (timer !== undefined) clearTimeout(timer);
			callerSignal?.removeEventListener("abort", onCallerAbort);
		}
	}
	function toError(operation, response, traceId, retryAfterMs) {
		const decoded = decodeBody(response.bytes, response.headers.get("content-type"));
		const body = options.errorBody ? options.errorBody(decoded, response.status) : decoded.kind === "empty" ? undefined : decoded.value;
		const headers = {};
		response.headers.forEach((value, name) => headers[name] = value);
		return errorFactory({
			status: response.status,
			body,
			traceId,
			operation,
			headers,
			retryAfterMs,
			throttled: response.status === 429
		});
	}
	return {
		request,
		async call(operation, input) {
			const response = await request(operation, input);
			return options.unwrap ? options.unwrap(operation, response.body) : response.body;
		},
		limiter
	};
}
/** Body of a 2xx answer: bytes for binary media types, JSON decoded by its charset, text otherwise. */
function successBody(response) {
	const contentType = response.headers.get("content-type");
	const decoded = decodeBody(response.bytes, contentType);
	if (decoded.kind === "empty") return undefined;
	// A body that claims JSON but does not parse is a server fault, not something to hand over as text.
	if (isJsonMediaType(parseContentType(contentType).mediaType) && decoded.kind !== "json") {
		throw new SyntaxError("Response declared JSON but did not parse");
	}
	return decoded.value;
}
function declares(operation, where, name) {
	const wanted = where === "header" ? name.toLowerCase() : name;
	return operation.parameters.some((p) => p.in === where && (where === "header" ? p.name.toLowerCase() : p.name) === wanted);
}
function newIdempotencyKey() {
	return randomUUID().replace(/-/g, "");
}
/** Fills `{param}` placeholders, URI-encoding each value. */
export function fillPathTemplate(template, params) {
	return template.replace(/\{([^}]+)\}/g, (_match, name) => {
		const value = params[name];
		if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${template}`);
		return encodeURIComponent(String(value));
	});
}
/**
* `?a=1&b=x%20y`, or '' when empty. Arrays repeat the name (form, explode) unless the operation declares the
* parameter with `explode: false`, then they are comma-joined. Undefined and null values are left out.
*/
export function encodeQuery(query, operation) {
	const parts = [];
	for (const [name, value] of Object.entries(query)) {
		if (value === undefined || value === null) continue;
		const key = encodeURIComponent(name);
		if (Array.isArray(value)) {
			const declared = operation?.parameters.find((p) => p.in === "query" && p.name === name);
			if (declared?.explode === false) parts.push(`${key}=${value.map((v) => encodeURIComponent(String(v))).join(",")}`);
			else for (const v of value) parts.push(`${key}=${encodeURIComponent(String(v))}`);
		} else {
			parts.push(`${key}=${encodeURIComponent(String(value))}`);
		}
	}
	return parts.length === 0 ? "" : `?${parts.join("&")}`;
}
/** JSON when the operation's success responses offer it (error bodies are JSON too), else what they offer. */
export function acceptFor(operation) {
	const types = new Set();
	for (const [status, response] of Object.entries(operation.responses)) {
		if (status.startsWith("2")) for (const t of response.mediaTypes) types.add(t);
	}
	if (types.size === 0 || [...types].some(isJsonMediaType)) return "application/json";
	return [...types].join(", ");
}
function encodeRequestBody(operation, body, givenType) {
	if (body === undefined) return {};
	const declared = operation.requestBody?.mediaTypes ?? [];
	if (body instanceof Uint8Array) return {
		bytes: body,
		contentType: givenType ?? declared[0] ?? "application/octet-stream"
	};
	if (typeof body === "string") {
		const type = givenType ?? declared.find((t) => !isJsonMediaType(t)) ?? "text/plain";
		return {
			bytes: new TextEncoder().encode(body),
			contentType: type.includes("charset") ? type : `${type}; charset=utf-8`
		};
	}
	return {
		bytes: new TextEncoder().encode(JSON.stringify(body)),
		contentType: givenType ?? "application/json"
	};
}
function describe(error) {
	if (error instanceof Error) {
		const cause = error.cause;
		return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
	}
	return String(error);
}
