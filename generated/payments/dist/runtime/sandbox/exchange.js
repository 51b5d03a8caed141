import { EXCERPT_BYTES, redactQuery } from "./request-log.js";
/** An excerpt kept as one object (the log keeps a thousand of them alive: no closure per body). */
class KeptExcerpt {
	whole;
	kept;
	constructor(whole, kept) {
		this.whole = whole;
		this.kept = kept;
	}
	bytes() {
		return typeof this.kept === "string" ? Buffer.from(this.kept, "utf8") : this.kept;
	}
}
let isoAt = -1;
let isoText = "";
/** The ISO text of a time in milliseconds; the last one is kept (many answers are written within the same one). */
function isoTime(ms) {
	if (ms !== isoAt) {
		isoText = new Date(ms).toISOString();
		isoAt = ms;
	}
	return isoText;
}
/**
* One request the sandbox is answering. Once answered it is the request log's pending entry: the entry is made
* from it when someone first reads the log (most entries are overwritten unread), so an answer costs the log a
* few fields set here, not an entry.
*/
export class SandboxExchange {
	started;
	method;
	path;
	routePath;
	search;
	/** The request body as sent, when the core (or the sandbox) read one. */
	body = undefined;
	company = undefined;
	idempotencyKey = undefined;
	/** Set when the answer is written (the log entry is made then). */
	answered = false;
	/** The answer, for the log: when, its status, both media types and both bodies' excerpts. */
	answeredAt = 0;
	status = 0;
	requestType = undefined;
	responseType = undefined;
	sent = undefined;
	got = undefined;
	constructor(started, method, path, routePath, search) {
		this.started = started;
		this.method = method;
		this.path = path;
		this.routePath = routePath;
		this.search = search;
	}
	/** Keeps what the log's entry is made of: the answer, and at most `EXCERPT_BYTES` of each body. */
	answer(status, requestType, responseType, body) {
		this.answered = true;
		this.answeredAt = Date.now();
		this.status = status;
		this.requestType = requestType;
		this.responseType = responseType;
		this.sent = excerptOf(this.body, EXCERPT_BYTES);
		this.got = excerptOf(body, EXCERPT_BYTES);
		// The whole body is no longer needed (the excerpt is what the log keeps).
		this.body = undefined;
	}
	make() {
		// Members added one by one in a fixed order (not spread in): Node 20 copies a spread object on a slow path.
		const entry = {
			at: isoTime(this.answeredAt),
			kind: "request",
			method: this.method,
			path: this.path.slice(0, 500),
			status: this.status,
			ms: this.answeredAt - this.started
		};
		if (this.search !== "") entry.query = redactQuery(this.search);
		if (this.company !== undefined) entry.company = this.company;
		if (this.idempotencyKey !== undefined) entry.idempotencyKey = this.idempotencyKey.slice(0, 200);
		if (this.requestType !== undefined) entry.requestType = this.requestType.slice(0, 200);
		if (this.responseType !== undefined) entry.responseType = this.responseType.slice(0, 200);
		if (this.sent !== undefined && !this.sent.whole || this.got !== undefined && !this.got.whole) entry.truncated = true;
		return {
			entry,
			request: this.sent,
			response: this.got
		};
	}
}
/**
* Where a request keeps its exchange: a symbol-keyed member of the request object, not a WeakMap entry (a WeakMap
* keyed by objects that live for one request costs the garbage collector an ephemeron per request).
*/
const EXCHANGE = Symbol("svc.sandbox.exchange");
/** Starts keeping what the sandbox learns of `request`. */
export function beginExchange(request, method, path, routePath, search) {
	const exchange = new SandboxExchange(Date.now(), method, path, routePath, search);
	request[EXCHANGE] = exchange;
	return exchange;
}
export function exchangeOf(request) {
	return request[EXCHANGE];
}
/** The request body as sent, parsed as JSON; undefined when none was read or it is not JSON. */
export function recordedJson(request) {
	const body = request[EXCHANGE]?.body;
	if (body === undefined || body.byteLength === 0) return undefined;
	try {
		return JSON.parse(body.toString("utf8"));
	} catch {
		return undefined;
	}
}
/**
* The request body as sent, parsed as JSON, when it may name `member` (a dotted path's last member) somewhere;
* undefined when it cannot: a JSON member name is a quoted string, so the body holds `"member"`, or an escape.
* Most bodies name no such member and are not parsed a second time.
*/
export function recordedJsonNaming(request, member) {
	const body = request[EXCHANGE]?.body;
	if (body === undefined || body.byteLength === 0) return undefined;
	let needle = needles.get(member);
	if (needle === undefined) {
		needle = Buffer.from(`"${member.slice(member.lastIndexOf(".") + 1)}"`, "utf8");
		// Members come from the definition's facts, a bounded set.
		if (needles.size < 1e3) needles.set(member, needle);
	}
	if (body.indexOf(needle) < 0 && body.indexOf(
		92
		/* \ */
	) < 0) return undefined;
	return recordedJson(request);
}
/** Each member's name as the bytes of a JSON string, made once. */
const needles = new Map();
/** What the handler learnt of a request that the log wants: the company (tenant key) and the idempotency key. */
export function noteRequest(request, note) {
	const exchange = request[EXCHANGE];
	if (exchange === undefined) return;
	if (note.company !== undefined) exchange.company = note.company;
	if (note.idempotencyKey !== undefined) exchange.idempotencyKey = note.idempotencyKey;
}
/**
* The first `limit` bytes of a body as an excerpt of its own. A small body whose memory is small is kept as it
* is; anything else is copied up to the limit (a view of a large buffer, or a slice of a long string, would
* keep the whole of it alive for as long as the log keeps the entry).
*/
export function excerptOf(body, limit) {
	if (body === undefined) return undefined;
	if (typeof body === "string") {
		if (body.length === 0) return undefined;
		// A string's UTF-8 is at most three bytes a UTF-16 unit: short ones are whole without being measured.
		if (body.length * 3 <= limit) return new KeptExcerpt(true, body);
		const start = Buffer.from(body.length > limit ? body.slice(0, limit) : body, "utf8");
		const kept = start.byteLength > limit ? start.subarray(0, limit) : start;
		const whole = body.length <= limit && start.byteLength <= limit;
		return new KeptExcerpt(whole, kept);
	}
	if (body.byteLength === 0) return undefined;
	const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
	const whole = bytes.byteLength <= limit;
	const kept = whole && bytes.buffer.byteLength <= 2 * limit ? bytes : Buffer.from(bytes.subarray(0, limit));
	return new KeptExcerpt(whole, kept);
}
