import { decodeBody, decodeText, DEFAULT_MAX_DEPTH, isJsonMediaType, isTextMediaType, isXmlMediaType, looksLikeJson, newDecoder, notJson, parseContentType } from "./content.js";
import { defaultErrorFactory, NetworkError, TimeoutError } from "./errors.js";
import { RateLimiter, resolveKeyValues, SerialQueue, serialKey } from "./rate-limiter.js";
import { decideRetry, isSafeToRetry, parseRetryAfter, resolveRetryOptions } from "./retry.js";
import { applyCredentials, planSecurity } from "./security.js";
import { encodeQuery } from "./query-string.js";
export { encodeQuery } from "./query-string.js";
const DEFAULT_TIMEOUT_MS = 3e4;
/** Default `maxResponseBytes`: 50 MiB. */
export const DEFAULT_MAX_RESPONSE_BYTES = 50 * 1024 * 1024;
/** Redirects followed per attempt at most. */
const MAX_REDIRECTS = 5;
/** Bytes of a body kept as the excerpt on an error about it. */
const EXCERPT_BYTES = 1024;
/** A response that is not a result although the server answered (see `ApiErrorReason`). */
class ResponseProblem {
	reason;
	message;
	response;
	constructor(reason, message, response) {
		this.reason = reason;
		this.message = message;
		this.response = response;
	}
}
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
	const maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
	const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
	const retry = resolveRetryOptions(options.retry);
	const errorFactory = options.errorFactory ?? defaultErrorFactory;
	const keys = options.rateLimitKeys ?? [];
	const limiter = options.limiter ?? (options.limits && options.limits.length > 0 ? new RateLimiter({
		limits: options.limits,
		environment: options.environment,
		algorithm: options.limiterAlgorithm,
		store: options.rateLimitStore,
		// A call is in flight at most one attempt's time; a hold outlives it a little.
		holdMs: timeoutMs > 0 ? timeoutMs + 5e3 : undefined
	}) : undefined);
	const serial = new SerialQueue();
	const tokens = typeof options.accessToken === "function" ? new TokenSource(options.accessToken) : typeof options.accessToken === "object" && options.accessToken !== null ? new ProviderSource(options.accessToken) : undefined;
	const staticToken = typeof options.accessToken === "string" ? Promise.resolve(options.accessToken) : undefined;
	const baseUrl = options.baseUrl.replace(/\/+$/, "");
	const baseOrigin = new URL(baseUrl).origin;
	const traceHeader = options.traceHeader?.toLowerCase();
	async function request(operation, input = {}) {
		const query = {};
		for (const [name, value] of Object.entries(options.defaultQuery ?? {})) {
			if (declares(operation, "query", name)) query[name] = value;
		}
		// A call's own value wins over a default; one it leaves undefined keeps the default.
		for (const [name, value] of Object.entries(input.query ?? {})) if (value !== undefined) query[name] = value;
		Object.assign(query, operation.selector);
		const headers = {};
		for (const [name, value] of [...Object.entries(options.defaultHeaders ?? {}), ...Object.entries(input.headers ?? {})]) {
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
		// Security: the first requirement the client holds every credential of (an API key may go in the query).
		const plan = planSecurity(operation, options.securitySchemes, options.credentials, tokens !== undefined || staticToken !== undefined);
		await applyCredentials(plan, options.securitySchemes, options.credentials, {
			headers,
			query
		});
		const url = baseUrl + fillPathTemplate(operation.path, input.path ?? {}) + encodeQuery(query, operation);
		const { bytes, contentType } = await encodeRequestBody(operation, input.body, headers["content-type"]);
		if (bytes !== undefined && contentType !== undefined) headers["content-type"] = contentType;
		headers["accept"] ??= input.accept ?? acceptFor(operation);
		const credentials = typeof options.keyValues === "function" ? options.keyValues(operation) : options.keyValues ?? {};
		const keyValues = resolveKeyValues(keys, {
			path: input.path,
			query,
			headers
		}, credentials);
		const safe = isSafeToRetry(operation.method, hasIdempotencyKey);
		const needsAuth = plan.token;
		const attempts = async () => {
			let refreshed = false;
			let tokenUsed;
			let replacement;
			for (let attempt = 1;; attempt++) {
				// Waiting for the rate limiter is not the attempt's time; everything after it is, the token included.
				const release = limiter ? await limiter.acquire(keyValues, operation.name) : undefined;
				const deadline = timeoutMs > 0 ? Date.now() + timeoutMs : Number.POSITIVE_INFINITY;
				let response;
				try {
					const sendHeaders = { ...headers };
					if (needsAuth) {
						tokenUsed = replacement ?? (tokens ? tokens.get() : staticToken);
						replacement = undefined;
						if (tokenUsed !== undefined) {
							sendHeaders["authorization"] = `Bearer ${await untilDeadline(tokenUsed, deadline, timeoutMs, operation.name, input.signal)}`;
						}
					}
					const outgoing = {
						operation: operation.name,
						method: operation.method,
						url,
						headers: sendHeaders,
						attempt
					};
					await options.onRequest?.(outgoing);
					response = await sendOnce(operation.name, operation.method, url, outgoing.headers, bytes, input.signal, deadline);
				} catch (error) {
					release?.();
					if (error instanceof ResponseProblem) throw problemError(operation.name, error);
					if (!(error instanceof NetworkError)) throw error;
					const decision = decideRetry(retry, attempt, safe, undefined, undefined);
					if (!decision.retry) throw error;
					await retry.sleep(decision.delayMs);
					continue;
				}
				release?.();
				const traceId = traceHeader ? response.headers.get(traceHeader) ?? undefined : undefined;
				if (response.status >= 200 && response.status < 300) {
					let body;
					try {
						body = await successBody(operation, response, maxDepth);
					} catch (error) {
						if (error instanceof ResponseProblem) throw problemError(operation.name, error, traceId);
						throw error;
					}
					return {
						status: response.status,
						headers: response.headers,
						body,
						traceId
					};
				}
				if (response.status === 401 && tokens !== undefined && tokenUsed !== undefined && !refreshed) {
					// Replay once with a new token; this replay does not count as a retry. The replay waits for the new token
					// within its own deadline (a provider that cannot give one throws its own typed error there).
					refreshed = true;
					replacement = tokens.refresh(tokenUsed);
					replacement.catch(() => undefined);
					attempt--;
					continue;
				}
				const retryAfterMs = parseRetryAfter(response.headers.get("retry-after"), retry.now());
				const decision = decideRetry(retry, attempt, safe, response.status, retryAfterMs);
				if (decision.retry) {
					await retry.sleep(decision.delayMs);
					continue;
				}
				throw await toError(operation.name, response, traceId, retryAfterMs);
			}
		};
		if (operation.serialize !== undefined) {
			return serial.run(serialKey(operation.serialize.key, keyValues), attempts);
		}
		return attempts();
	}
	async function sendOnce(operation, method, url, headers, body, callerSignal, deadline) {
		const controller = new AbortController();
		let timedOut = false;
		const timer = deadline !== Number.POSITIVE_INFINITY ? setTimeout(() => {
			timedOut = true;
			controller.abort();
		}, Math.max(0, deadline - Date.now())) : undefined;
		const onCallerAbort = () => controller.abort(callerSignal?.reason);
		callerSignal?.addEventListener("abort", onCallerAbort, { once: true });
		try {
			if (callerSignal?.aborted) throw callerSignal.reason;
			let target = url;
			for (let redirects = 0;; redirects++) {
				// A fresh copy per request: fetch may take over (detach) the buffer it is given, and a retry or a 307
				// sends the body again.
				const payload = body === undefined ? undefined : body.slice();
				const response = await fetchFn(target, {
					method,
					headers,
					body: payload,
					signal: controller.signal,
					redirect: "manual"
				});
				// A browser's fetch hides a redirect it was told not to follow (status 0, no Location): not followed.
				if (response.type === "opaqueredirect") {
					throw new ResponseProblem("redirect", "redirected, and a browser does not show where to; not followed", {
						status: response.status,
						headers: response.headers
					});
				}
				const location = response.headers.get("location");
				if (response.status >= 300 && response.status < 400 && location !== null) {
					await response.body?.cancel().catch(() => undefined);
					const next = new URL(location, target);
					const seen = {
						status: response.status,
						headers: response.headers
					};
					if (next.origin !== baseOrigin) {
						throw new ResponseProblem("cross-origin-redirect", `redirected to another origin (${next.origin}); not followed`, seen);
					}
					const keepsMethod = response.status === 307 || response.status === 308 || method === "GET" || method === "HEAD";
					if (!keepsMethod) throw new ResponseProblem("redirect", `a ${response.status} redirect would turn ${method} into GET; not followed`, seen);
					if (redirects >= MAX_REDIRECTS) throw new ResponseProblem("redirect", `more than ${MAX_REDIRECTS} redirects`, seen);
					target = next.href;
					continue;
				}
				const bytes = await readCapped(response, maxResponseBytes);
				if (bytes === undefined) {
					throw new ResponseProblem("response-too-large", `response body larger than maxResponseBytes (${maxResponseBytes} bytes)`, {
						status: response.status,
						headers: response.headers
					});
				}
				return {
					status: response.status,
					headers: response.headers,
					bytes
				};
			}
		} catch (error) {
			if (error instanceof ResponseProblem) throw error;
			if (timedOut) throw new TimeoutError(operation, timeoutMs);
			if (callerSignal?.aborted) throw callerSignal.reason;
			throw new NetworkError(operation, `${operation}: ${describe(error)}`, { cause: error });
		} finally {
			if (timer !== undefined) clearTimeout(timer);
			callerSignal?.removeEventListener("abort", onCallerAbort);
		}
	}
	/** The interface's error for a response that is not a result: status, headers, the reason and an excerpt. */
	function problemError(operation, problem, traceId) {
		const { status, headers: raw, bytes } = problem.response;
		const headers = {};
		raw.forEach((value, name) => headers[name] = value);
		const excerpt = bytes === undefined || bytes.byteLength === 0 ? undefined : decodeText(bytes.subarray(0, EXCERPT_BYTES), parseContentType(raw.get("content-type")).charset);
		return errorFactory({
			status,
			body: excerpt,
			traceId: traceId ?? (traceHeader ? raw.get(traceHeader) ?? undefined : undefined),
			operation,
			headers,
			throttled: false,
			reason: problem.reason,
			message: `${operation}: HTTP ${status}: ${problem.message}`
		});
	}
	async function toError(operation, response, traceId, retryAfterMs) {
		const decoded = await decodeResponse(response.bytes, response.headers.get("content-type"), { maxDepth });
		if (decoded.kind === "text" && decoded.tooDeep === true) {
			// Not handed to `errorBody` or the caller as a structure: a bounded excerpt, like every body that is not one.
			const problem = new ResponseProblem("too-deep", `error body nested deeper than maxDepth (${maxDepth})`, response);
			const error = problemError(operation, problem, traceId);
			return response.status === 429 ? errorFactory({
				...errorInit(error),
				throttled: true,
				retryAfterMs
			}) : error;
		}
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
/** The fields of an error, to build it again (as a throttle error). */
function errorInit(error) {
	return {
		status: error.status,
		body: error.body,
		traceId: error.traceId,
		operation: error.operation,
		headers: error.headers,
		throttled: false,
		reason: error.reason,
		message: error.message
	};
}
/**
* Waits for `value` until `deadline` (epoch ms): a `TimeoutError` then, or the caller's abort reason. The value's
* own work is not cancelled (a token provider shares it with other calls); this call just stops waiting.
*/
function untilDeadline(value, deadline, timeoutMs, operation, signal) {
	if (signal?.aborted) return Promise.reject(signal.reason);
	if (deadline === Number.POSITIVE_INFINITY && signal === undefined) return value;
	return new Promise((resolve, reject) => {
		const timer = deadline === Number.POSITIVE_INFINITY ? undefined : setTimeout(() => settle(() => reject(new TimeoutError(operation, timeoutMs, "for the access token"))), Math.max(0, deadline - Date.now()));
		const onAbort = () => settle(() => reject(signal?.reason));
		signal?.addEventListener("abort", onAbort, { once: true });
		let done = false;
		function settle(action) {
			if (done) return;
			done = true;
			if (timer !== undefined) clearTimeout(timer);
			signal?.removeEventListener("abort", onAbort);
			action();
		}
		value.then((v) => settle(() => resolve(v)), (e) => settle(() => reject(e)));
	});
}
/** Reads a body up to `max` bytes; undefined (and the rest discarded) when it is larger. */
async function readCapped(response, max) {
	const declared = Number(response.headers.get("content-length") ?? NaN);
	if (Number.isFinite(declared) && declared > max) {
		await response.body?.cancel().catch(() => undefined);
		return undefined;
	}
	if (response.body === null) return new Uint8Array(0);
	const reader = response.body.getReader();
	const chunks = [];
	let size = 0;
	let sinceTurn = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		size += value.byteLength;
		if (size > max) {
			await reader.cancel().catch(() => undefined);
			return undefined;
		}
		chunks.push(value);
		// Buffered chunks arrive as promise jobs, which never let the event loop turn: give it a turn now and then.
		if ((sinceTurn += value.byteLength) >= TURN_EVERY_BYTES) {
			sinceTurn = 0;
			await nextTurn();
		}
	}
	if (chunks.length === 1) return chunks[0];
	const bytes = new Uint8Array(size);
	let at = 0;
	for (const chunk of chunks) {
		bytes.set(chunk, at);
		at += chunk.byteLength;
		// A large body is copied a few mebibytes per turn of the event loop, not in one long step.
		if ((sinceTurn += chunk.byteLength) >= TURN_EVERY_BYTES) {
			sinceTurn = 0;
			await nextTurn();
		}
	}
	return bytes;
}
/** Bytes read or copied between two turns of the event loop. */
const TURN_EVERY_BYTES = 4 * 1024 * 1024;
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));
/**
* Media types the operation declares for a status (`200`, then `2XX`); undefined when it declares neither (`default`
* describes errors, so an undeclared 2xx is read leniently).
*/
function declaredMediaTypes(operation, status) {
	const code = String(status);
	return (operation.responses[code] ?? operation.responses[`${code[0]}XX`])?.mediaTypes;
}
/** Whether a response's media type is one the operation declares (JSON types stand for each other; `*` wildcards). */
function mediaTypeAllowed(mediaType, declared) {
	return declared.some((raw) => {
		const type = raw.toLowerCase();
		if (type === "*/*" || type === mediaType) return true;
		if (type.endsWith("/*") && mediaType.startsWith(type.slice(0, -1))) return true;
		return isJsonMediaType(type) && isJsonMediaType(mediaType);
	});
}
/**
* Body of a 2xx answer: bytes for binary media types, JSON decoded by its charset, text otherwise. A response the
* operation does not declare (another media type, an empty body where one is declared, JSON that does not parse)
* is a `ResponseProblem`, never `undefined` or a string passed off as the result.
*/
let xmlReader;
/**
* `decodeBody`, with the XML reader loaded the first time a body is XML: it is its own module (xml-object.ts), so a
* browser bundle of a JSON API fetches it only if an XML body (a gateway's error page, say) ever comes.
*/
async function decodeResponse(bytes, contentType, limits) {
	if (bytes.byteLength >= SLICED_FROM_BYTES) {
		const { mediaType, charset } = parseContentType(contentType);
		if (mediaType === "" || isTextMediaType(mediaType)) return decodeLargeText(bytes, mediaType, charset, limits);
	}
	const first = decodeBody(bytes, contentType, limits);
	if (first.kind !== "text" || first.xml !== true) return first;
	xmlReader ??= import("./xml-object.js").then((module) => module.xmlToObject);
	return decodeBody(bytes, contentType, limits, await xmlReader);
}
/**
* Text bodies from this size on are decoded and parsed in slices (json-slices.ts, loaded the first time one comes),
* so that no reply the limits admit holds the event loop (or a page's main thread) for more than a few milliseconds.
*/
const SLICED_FROM_BYTES = 1024 * 1024;
let jsonSlices;
async function decodeLargeText(bytes, mediaType, charset, limits) {
	const slices = await (jsonSlices ??= import("./json-slices.js"));
	const text = await slices.decodeInSlices(bytes, newDecoder(charset));
	const head = text.slice(0, Math.min(text.length, 4096));
	if (looksLikeJson(mediaType, head)) {
		try {
			const parsed = await slices.parseJsonInSlices(text, limits.maxDepth ?? DEFAULT_MAX_DEPTH);
			return parsed.tooDeep ? {
				kind: "text",
				value: text.toString(),
				tooDeep: true
			} : {
				kind: "json",
				value: parsed.value
			};
		} catch {}
	}
	// Text stays in pieces (a rope: joined when read, if ever); XML is read in slices too.
	const whole = text.toString();
	if (!isXmlMediaType(mediaType) && !/^\s*</.test(head)) return {
		kind: "text",
		value: whole
	};
	const { xmlToObjectInSlices } = await import("./xml-object.js");
	try {
		return {
			kind: "xml",
			value: await xmlToObjectInSlices(text, {
				maxDepth: limits.maxDepth,
				maxElements: limits.maxXmlElements
			})
		};
	} catch (error) {
		return error instanceof Error && error.name === "XmlTooDeep" ? {
			kind: "text",
			value: whole,
			tooDeep: true
		} : {
			kind: "text",
			value: whole
		};
	}
}
async function successBody(operation, response, maxDepth) {
	const contentType = response.headers.get("content-type");
	const { mediaType } = parseContentType(contentType);
	const declared = declaredMediaTypes(operation, response.status);
	const expectsBody = declared !== undefined && declared.length > 0 && response.status !== 204 && response.status !== 205;
	if (response.bytes.byteLength === 0) {
		if (expectsBody && operation.method !== "HEAD") throw new ResponseProblem("unexpected-content-type", `expected ${declared.join(" or ")}, got an empty body`, response);
		return undefined;
	}
	if (expectsBody) {
		// No Content-Type: acceptable only where JSON is declared, and then the body must be JSON.
		const allowed = mediaType === "" ? declared.some(isJsonMediaType) : mediaTypeAllowed(mediaType, declared);
		if (!allowed) throw new ResponseProblem("unexpected-content-type", `expected ${declared.join(" or ")}, got ${mediaType || "no Content-Type"}`, response);
	}
	const decoded = await decodeResponse(response.bytes, contentType, { maxDepth });
	if (decoded.kind === "empty") return undefined;
	if (decoded.kind === "text" && decoded.tooDeep === true) throw new ResponseProblem("too-deep", `the body nests deeper than maxDepth (${maxDepth})`, response);
	if ((isJsonMediaType(mediaType) || mediaType === "" && expectsBody) && decoded.kind !== "json") {
		throw new ResponseProblem("undecodable-body", "the body is not valid JSON", response);
	}
	return decoded.value;
}
function declares(operation, where, name) {
	const wanted = where === "header" ? name.toLowerCase() : name;
	return operation.parameters.some((p) => p.in === where && (where === "header" ? p.name.toLowerCase() : p.name) === wanted);
}
/**
* 32 hex characters of a random (v4) UUID. Web Crypto's `randomUUID` exists only in secure contexts, so a page
* served over plain http from a host that is not localhost has `getRandomValues` alone: the same UUID from it.
*/
function newIdempotencyKey() {
	const webCrypto = globalThis.crypto;
	if (typeof webCrypto.randomUUID === "function") return webCrypto.randomUUID().replace(/-/g, "");
	const bytes = webCrypto.getRandomValues(new Uint8Array(16));
	bytes[6] = bytes[6] & 15 | 64;
	bytes[8] = bytes[8] & 63 | 128;
	let hex = "";
	for (const byte of bytes) hex += byte.toString(16).padStart(2, "0");
	return hex;
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
/** JSON when the operation's success responses offer it (error bodies are JSON too), else what they offer. */
export function acceptFor(operation) {
	const types = new Set();
	for (const [status, response] of Object.entries(operation.responses)) {
		if (status.startsWith("2")) for (const t of response.mediaTypes) types.add(t);
	}
	if (types.size === 0 || [...types].some(isJsonMediaType)) return "application/json";
	return [...types].join(", ");
}
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
let formBody;
async function encodeRequestBody(operation, body, givenType) {
	if (body === undefined) return {};
	const declared = operation.requestBody?.mediaTypes ?? [];
	// A form body is written as its definition says, not as JSON (which its own server refuses with 415): when the
	// caller asks for a form type, or the operation declares one and no JSON.
	const form = givenType !== undefined ? FORM_TYPES.test(givenType) ? givenType : undefined : declared.some(isJsonMediaType) ? undefined : declared.find((t) => FORM_TYPES.test(t));
	if (form !== undefined && body !== null && typeof body === "object" && !(body instanceof Uint8Array) && !Array.isArray(body)) {
		const encoder = await (formBody ??= import("./form-body.js"));
		const fields = operation.requestBody?.form ?? {};
		const members = body;
		if (/^multipart\//i.test(form)) return encoder.encodeMultipart(members, fields);
		return {
			bytes: new TextEncoder().encode(encoder.encodeUrlEncoded(members, fields)),
			contentType: "application/x-www-form-urlencoded"
		};
	}
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
