/**
* The sandbox's request log: every request it answered (method, path, status, time taken, company, idempotency
* key, and the start of both bodies) and every webhook delivery attempt it made (target, company, events, status
* or error), newest last, each numbered (`seq`) so a reader can ask for what came after. Bounded: the oldest
* entries are forgotten past `capacity`, and each body is kept to `EXCERPT_BYTES`. It never holds a credential:
* no header is kept, query parameters and JSON members whose names say they are secrets are `[redacted]`, and a
* company keyed by a bearer token appears as its digest.
*/
/** Bytes of each body a log entry keeps. */
export const EXCERPT_BYTES = 4096;
/** Names of query parameters and JSON members whose values the log never keeps. */
const SECRET_NAME = /^(?:(?:access|refresh|id|bearer|auth)[-_]?token|token|secret|client[-_]?secret|password|passwd|pwd|api[-_]?key|apikey|authorization|signature|credentials?|cvc|cvv|cvc2|cvv2)$/i;
/** A query string with the values of secret-named parameters replaced, at most 2,000 characters. */
export function redactQuery(query) {
	if (query === "") return "";
	const parts = query.slice(0, 2e3).split("&").map((pair) => {
		const eq = pair.indexOf("=");
		const name = eq < 0 ? pair : pair.slice(0, eq);
		let decoded = name;
		try {
			decoded = decodeURIComponent(name.replace(/\+/g, " "));
		} catch {}
		return eq >= 0 && SECRET_NAME.test(decoded) ? `${name}=[redacted]` : pair;
	});
	return parts.join("&");
}
/** A body excerpt: JSON with secret-named members redacted (when the excerpt is the whole body), else the text. */
export function excerpt(bytes, whole) {
	if (!whole) return bytes.subarray(0, characterEnd(bytes, Math.min(bytes.byteLength, EXCERPT_BYTES))).toString("utf8");
	const text = bytes.subarray(0, EXCERPT_BYTES).toString("utf8");
	try {
		const parsed = JSON.parse(text);
		return JSON.stringify(redact(parsed, 0));
	} catch {
		return text;
	}
}
/** `end`, or the start of the UTF-8 sequence it cuts (a cut character would read as U+FFFD, longer than its bytes). */
function characterEnd(bytes, end) {
	let start = end;
	while (start > 0 && end - start < 3 && (bytes[start - 1] & 192) === 128) start--;
	if (start === 0) return end;
	const lead = bytes[start - 1];
	const length = lead >= 240 ? 4 : lead >= 224 ? 3 : lead >= 192 ? 2 : 1;
	return end - (start - 1) < length ? start - 1 : end;
}
function redact(value, depth) {
	if (value === null || typeof value !== "object" || depth > 32) return value;
	if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
	const out = {};
	for (const [member, v] of Object.entries(value)) out[member] = SECRET_NAME.test(member) && typeof v !== "object" ? "[redacted]" : redact(v, depth + 1);
	return out;
}
/** Gives an entry its bodies' text, then its number (the members in the order readers always saw). */
function complete(entry, seq, request, response) {
	if (request !== undefined) entry.requestBody = excerpt(request.bytes(), request.whole);
	if (response !== undefined) entry.responseBody = excerpt(response.bytes(), response.whole);
	entry.seq = seq;
}
export class RequestLog {
	capacity;
	entries = [];
	/**
	* Beside each kept entry, what it still lacks until someone reads it: its number (0 once complete) and its
	* bodies. Arrays, not an object per entry: the log keeps a thousand entries alive.
	*/
	unreadSeq = [];
	unreadRequest = [];
	unreadResponse = [];
	listeners = new Set();
	last = 0;
	/** Index of the oldest entry once the ring is full. */
	oldest = 0;
	constructor(capacity = 1e3) {
		this.capacity = capacity;
	}
	/**
	* Adds an entry, numbered. Its bodies (bytes) become text when the entry is first read (a listener, `list`):
	* per answer, decoding and redacting them cost more than the rest of the entry, and most entries are
	* overwritten unread.
	*/
	add(added, requestBody, responseBody) {
		const entry = added;
		const seq = ++this.last;
		const now = requestBody === undefined && responseBody === undefined || this.listeners.size > 0;
		if (now) complete(entry, seq, requestBody, responseBody);
		// A ring: past the capacity the oldest slot is overwritten (no shift of the whole list per request).
		let slot = this.entries.length;
		if (slot >= this.capacity) {
			if (this.capacity === 0) slot = -1;
			else {
				slot = this.oldest;
				this.oldest = (this.oldest + 1) % this.capacity;
			}
		}
		if (slot >= 0) {
			this.entries[slot] = entry;
			this.unreadSeq[slot] = now ? 0 : seq;
			this.unreadRequest[slot] = now ? undefined : requestBody;
			this.unreadResponse[slot] = now ? undefined : responseBody;
		}
		for (const listener of this.listeners) {
			try {
				listener(entry);
			} catch {}
		}
	}
	/** The entries kept, oldest first (copies); with `after`, only those numbered after it. */
	list(after = 0) {
		for (let i = 0; i < this.entries.length; i++) {
			const seq = this.unreadSeq[i];
			if (seq === 0) continue;
			complete(this.entries[i], seq, this.unreadRequest[i], this.unreadResponse[i]);
			this.unreadSeq[i] = 0;
			this.unreadRequest[i] = undefined;
			this.unreadResponse[i] = undefined;
		}
		const kept = this.oldest === 0 ? this.entries : [...this.entries.slice(this.oldest), ...this.entries.slice(0, this.oldest)];
		const from = kept.findIndex((e) => (e.seq ?? 0) > after);
		return from < 0 ? [] : kept.slice(from).map((e) => ({ ...e }));
	}
	/** Told about every new entry; returns the function that stops it. */
	subscribe(listener) {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	}
	clear() {
		this.entries.length = 0;
		this.unreadSeq.length = 0;
		this.unreadRequest.length = 0;
		this.unreadResponse.length = 0;
		this.oldest = 0;
	}
}
/** One line for people: `GET /accounting/v3/company/1/customer/1 200 3 ms`, `webhook POST http://... 500 ...`. */
export function formatLogEntry(entry) {
	if (entry.kind === "request") return `${entry.at} ${entry.method} ${entry.path} ${entry.status} ${entry.ms} ms`;
	const outcome = entry.status === 0 ? `no answer (${entry.error ?? "error"})` : String(entry.status);
	return `${entry.at} webhook ${entry.method} ${entry.path} ${outcome} ${entry.ms} ms company ${entry.company} events ${entry.events} attempt ${entry.attempt} ${entry.format}`;
}
