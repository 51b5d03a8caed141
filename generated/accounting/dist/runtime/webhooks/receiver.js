/**
* The webhook receiver core every generated `create<Api>WebhookReceiver` is glue over. `handle(rawBody, headers)`
* is framework-free: verify over the raw bytes first (401, nothing parsed, nothing run), then media type, UTF-8,
* depth and JSON (415 / 400), then which webhook the payload is by the generated validators (400 naming the
* problem), then its events, delivered in payload order under one deadline, each at most once per
* de-duplication window: 200 when every event is handled, else 500 so the sender retries, and the retry runs only
* the events that failed. `listener` / `listen()` put it on node:http with bounded bodies and slow senders cut off.
*
* Error bodies are `{"error": {"status", "reason", "message"}}` (`reason` is a stable code).
*/
import { createHash } from "node:crypto";
import { createServer, maxHeaderSize } from "node:http";
import { MemoryDedupStore } from "./dedup.js";
import { answerNodeRefusals, deadlineOptions } from "./node-refusals.js";
import { parsePayload } from "./payload.js";
import { verifyBasic, verifySignature } from "./signature.js";
const JSON_HEADERS = { "content-type": "application/json; charset=utf-8" };
const DAY_MS = 24 * 60 * 60 * 1e3;
function reply(status, body) {
	return {
		status,
		headers: JSON_HEADERS,
		body: JSON.stringify(body)
	};
}
export function errorReply(status, reason, message, extra = {}) {
	return reply(status, { error: {
		status,
		reason,
		message,
		...extra
	} });
}
/**
* A header by its lower-case name: node's headers are lower case already, so the name is looked up as it is;
* only when it is not there are the names compared case-insensitively (headers given to `handle` by hand).
*/
function headerOf(headers, lower) {
	if (Object.hasOwn(headers, lower)) return headers[lower];
	let found;
	for (const name of Object.keys(headers)) if (name.toLowerCase() === lower) found = headers[name];
	return found;
}
/** Whether a top-level member of the payload has the webhook's key as its value (`"type": "x.created"`). */
function namesKey(payload, key) {
	return typeof payload === "object" && payload !== null && !Array.isArray(payload) && Object.values(payload).some((v) => v === key);
}
function schemeKey(scheme) {
	return JSON.stringify(scheme);
}
/** Whether a handler's or store's result is a promise to wait for (plain values need no microtask). */
/** How an event is named in messages: its id, prefixed by its format unless the id already starts with it. */
function eventLabel(event) {
	return event.id.startsWith(`${event.format}:`) ? event.id : `${event.format}:${event.id}`;
}
function isThenable(value) {
	return (typeof value === "object" || typeof value === "function") && value !== null && typeof value.then === "function";
}
export function createWebhookReceiverCore(options) {
	const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
	const maxDepth = options.maxDepth ?? 64;
	const maxEvents = options.maxEvents ?? 1e4;
	const deadlineMs = options.deadlineMs ?? 2500;
	const windowMs = options.dedupWindowMs ?? DAY_MS;
	const bodyTimeoutMs = options.bodyTimeoutMs ?? 1e4;
	const dedup = options.dedup === false ? undefined : options.dedup ?? new MemoryDedupStore();
	const onError = options.onError ?? ((error, event) => console.error(`webhook receiver: ${event ? `event ${eventLabel(event)}: ` : ""}${error instanceof Error ? error.message : String(error)}`));
	// Every distinct scheme any webhook accepts, checked before the body is parsed; each webhook's schemes by their
	// index in that list, found once here (no key is built per request).
	const byKey = new Map();
	const schemes = [];
	const indexOf = new Map();
	for (const webhook of options.webhooks) {
		for (const scheme of webhook.verification) {
			const key = schemeKey(scheme);
			let index = byKey.get(key);
			if (index === undefined) {
				index = schemes.push(scheme) - 1;
				byKey.set(key, index);
			}
			indexOf.set(scheme, index);
		}
	}
	for (const scheme of schemes) {
		const secrets = options.secrets[scheme.key];
		if (secrets === undefined || secrets.length === 0) throw new TypeError(`webhook receiver: option ${scheme.key} is required (the definition declares this verification)`);
	}
	const everyWebhookVerified = options.webhooks.every((w) => w.verification.length > 0);
	// Webhooks sharing a payload schema are told apart by their key; each distinct validator runs at most once.
	const groups = new Map();
	for (const webhook of options.webhooks) groups.set(webhook.validate, [...groups.get(webhook.validate) ?? [], webhook]);
	const byValidator = [...groups.values()];
	/** Each scheme's result, by its index in `schemes`. */
	function verify(body, headers) {
		const results = [];
		for (const scheme of schemes) {
			results.push(scheme.kind === "signature" ? verifySignature(scheme, options.secrets[scheme.key], body, headerOf(headers, scheme.header)) : verifyBasic(options.secrets[scheme.key], headerOf(headers, "authorization")));
		}
		return results;
	}
	function refusal(results, accepted) {
		const first = results[indexOf.get(accepted[0]) ?? -1];
		const failed = first && !first.ok ? first : {
			reason: "unverified",
			message: "The request is not verified"
		};
		return errorReply(401, failed.reason, failed.message);
	}
	/** The typed handler of an event (`on[...keys]`), own members only: `__proto__` in a payload finds nothing. */
	function typedHandler(event, webhook) {
		let node = options.on;
		for (const key of webhook.handlerKeys(event)) {
			node = typeof node === "object" && node !== null && typeof key === "string" && Object.hasOwn(node, key) ? node[key] : undefined;
		}
		return typeof node === "function" ? node : undefined;
	}
	async function deliver(events, webhook) {
		const deadline = Date.now() + deadlineMs;
		// One timer per delivery, made when the first promise needs waiting for; synchronous handlers and stores
		// cost no timer and no microtask.
		let expired;
		let timer;
		const untilDeadline = (work) => {
			if (expired === undefined) {
				expired = new Promise((_, reject) => {
					timer = setTimeout(() => reject(new Error("not finished within the delivery deadline")), Math.max(0, deadline - Date.now()));
				});
				expired.catch(() => {});
			}
			return Promise.race([work, expired]);
		};
		const failed = [];
		let handled = 0;
		let duplicates = 0;
		const keys = events.map((event) => `${event.format}:${event.id}`);
		// A store that claims a delivery's ids at once does so up front (one call, not one per event); a claim not
		// used because the deadline passed is released below. The claims outlive the deadline a little, so a
		// concurrent delivery does not run those events meanwhile.
		let claims;
		let claimFailure;
		if (dedup?.claimAll !== undefined && events.length > 1) {
			try {
				let all = dedup.claimAll(keys, deadlineMs + 1e3, windowMs);
				if (isThenable(all)) all = await untilDeadline(all);
				claims = all;
			} catch (error) {
				claimFailure = { error };
			}
		}
		try {
			for (let i = 0; i < events.length; i++) {
				const event = events[i];
				const key = keys[i];
				try {
					if (claimFailure !== undefined) throw claimFailure.error;
					const now = Date.now();
					if (now >= deadline) {
						if (claims?.[i] === true && dedup) {
							const released = dedup.release(key);
							// A release that fails leaves the claim to expire (one second after the deadline).
							if (isThenable(released)) await untilDeadline(released).catch(() => {});
						}
						throw new Error("not run: the delivery deadline had passed");
					}
					if (dedup) {
						let claimed = claims !== undefined ? claims[i] : dedup.claim(key, deadline - now + 1e3, windowMs);
						if (isThenable(claimed)) claimed = await untilDeadline(claimed);
						if (!claimed) {
							duplicates++;
							continue;
						}
					}
					try {
						const typed = options.on === undefined ? undefined : typedHandler(event, webhook);
						if (typed) {
							const result = typed(event);
							if (isThenable(result)) await untilDeadline(result);
						}
						if (options.onEvent) {
							const result = options.onEvent(event);
							if (isThenable(result)) await untilDeadline(result);
						}
					} catch (error) {
						if (dedup) {
							const released = dedup.release(key);
							// A release that fails leaves the claim to expire (one second after the deadline).
							if (isThenable(released)) await untilDeadline(released).catch(() => {});
						}
						throw error;
					}
					if (dedup && dedup.claimHoldsWindow !== true) {
						const completed = dedup.complete(key, windowMs);
						if (isThenable(completed)) await untilDeadline(completed);
					}
					handled++;
				} catch (error) {
					failed.push(event.id);
					onError(error, event);
				}
			}
		} finally {
			clearTimeout(timer);
		}
		if (failed.length > 0) {
			return errorReply(500, "handler-failed", `${failed.length} of ${events.length} events were not handled; deliver again to retry them`, { failed: failed.slice(0, 20) });
		}
		return reply(200, {
			received: events.length,
			handled,
			duplicates
		});
	}
	async function handle(rawBody, rawHeaders) {
		const body = typeof rawBody === "string" ? Buffer.from(rawBody, "utf8") : rawBody;
		if (body.byteLength > maxBodyBytes) return errorReply(413, "payload-too-large", `Request body exceeds ${maxBodyBytes} bytes`);
		const headers = rawHeaders ?? {};
		const results = verify(body, headers);
		if (everyWebhookVerified && !results.some((r) => r.ok)) return refusal(results, schemes);
		const contentType = headerOf(headers, "content-type");
		const parsed = parsePayload(body, Array.isArray(contentType) ? contentType.join(",") : contentType, maxDepth);
		if (!parsed.ok) return errorReply(parsed.status, parsed.reason, parsed.message);
		let best;
		let matched;
		for (const group of byValidator) {
			const result = group[0].validate(parsed.value);
			if (result.ok) {
				matched = group.length > 1 ? group.find((w) => namesKey(parsed.value, w.key)) ?? group[0] : group[0];
				break;
			}
			const errors = result.errors ?? [];
			if (best === undefined || errors.length < best.errors.length) best = {
				webhook: group[0],
				errors
			};
		}
		if (matched === undefined) {
			const errors = best?.errors ?? [];
			const shown = errors.slice(0, 10).map((e) => `${e.path || "/"}: ${e.message}`);
			const what = options.webhooks.length === 1 ? options.webhooks[0].name : `any webhook (closest: ${best?.webhook.name})`;
			return errorReply(400, "invalid-payload", `The payload is not a valid ${what}: ${shown.join("; ")}`, { details: shown });
		}
		if (matched.verification.length > 0 && !matched.verification.some((s) => results[indexOf.get(s) ?? -1]?.ok === true)) return refusal(results, matched.verification);
		let events;
		try {
			events = matched.events(parsed.value, body);
		} catch (error) {
			return errorReply(400, "invalid-payload", `The payload cannot be read as events: ${error instanceof Error ? error.message : String(error)}`);
		}
		if (events.length > maxEvents) return errorReply(400, "too-many-events", `The payload carries ${events.length} events; at most ${maxEvents} are accepted`);
		return deliver(events, matched);
	}
	function write(res, answer, close = false) {
		if (res.headersSent) return;
		const bytes = Buffer.from(answer.body, "utf8");
		res.writeHead(answer.status, {
			...answer.headers,
			"content-length": bytes.byteLength,
			...close ? { connection: "close" } : {}
		});
		res.end(bytes);
	}
	const listener = (req, res) => {
		if (req.method !== "POST") {
			req.resume();
			res.setHeader("allow", "POST");
			write(res, errorReply(405, "method-not-allowed", `${req.method} is not accepted; webhooks are POSTed`));
			return;
		}
		const declared = Number(req.headers["content-length"]);
		if (Number.isFinite(declared) && declared > maxBodyBytes) {
			req.resume();
			write(res, errorReply(413, "payload-too-large", `Request body exceeds ${maxBodyBytes} bytes`), true);
			return;
		}
		const chunks = [];
		let size = 0;
		let done = false;
		const finish = (answer, close) => {
			if (done) return;
			done = true;
			clearTimeout(timer);
			req.off("data", onData);
			write(res, answer, close);
			// Whatever is left of the body is not read: the connection closes after the answer.
			if (close) req.resume();
		};
		const timer = setTimeout(() => finish(errorReply(408, "body-timeout", `The body did not arrive within ${bodyTimeoutMs} ms`), true), bodyTimeoutMs);
		const onData = (chunk) => {
			size += chunk.byteLength;
			if (size > maxBodyBytes) finish(errorReply(413, "payload-too-large", `Request body exceeds ${maxBodyBytes} bytes`), true);
			else chunks.push(chunk);
		};
		req.on("data", onData);
		req.once("error", () => {
			done = true;
			clearTimeout(timer);
		});
		req.once("end", () => {
			if (done) return;
			clearTimeout(timer);
			handle(Buffer.concat(chunks, size), req.headers).then((answer) => {
				done = true;
				write(res, answer);
			}).catch((error) => {
				onError(error, undefined);
				done = true;
				write(res, errorReply(500, "internal", "Internal error"));
			});
		});
	};
	return {
		handle: (rawBody, headers) => handle(rawBody, headers).catch((error) => {
			onError(error, undefined);
			return errorReply(500, "internal", "Internal error");
		}),
		listener,
		listen(port = 0, host = "127.0.0.1") {
			// Slow senders: the headers within bodyTimeoutMs (at most 10 s) and a second, checked within a second; then
			// the body within bodyTimeoutMs (the listener's own deadline), with room to drain it.
			const headersTimeoutMs = Math.min(bodyTimeoutMs, 1e4) + 1e3;
			const server = createServer(deadlineOptions(headersTimeoutMs, headersTimeoutMs + bodyTimeoutMs + 5e3), listener);
			// Node's own refusals in the receiver's error format (it would send them with empty bodies).
			const refusal = (status) => {
				const [reason, message] = status === 431 ? ["headers-too-large", `The request line and headers exceed ${maxHeaderSize} bytes`] : status === 408 ? ["header-timeout", `The request headers did not arrive within ${headersTimeoutMs} ms`] : status === 413 ? ["payload-too-large", "A chunk extension of the request body is too large"] : status === 417 ? ["expectation-failed", "The only expectation served is \"Expect: 100-continue\""] : ["malformed-request", "Malformed HTTP request"];
				const answer = errorReply(status, reason, message);
				return {
					status,
					headers: answer.headers,
					body: Buffer.from(answer.body, "utf8")
				};
			};
			answerNodeRefusals(server, refusal);
			return new Promise((resolve, reject) => {
				server.once("error", reject);
				server.listen(port, host, () => {
					const address = server.address();
					const hostname = address.family === "IPv6" ? `[${address.address}]` : address.address;
					resolve({
						url: `http://${hostname}:${address.port}/`,
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
/** The id of a payload event: the digest of the raw body. */
export function payloadEventId(rawBody) {
	return `sha256:${createHash("sha256").update(rawBody).digest("hex")}`;
}
