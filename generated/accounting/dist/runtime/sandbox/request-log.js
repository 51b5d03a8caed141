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
export class RequestLog {
	capacity;
	/** The ring: each slot's entry, or (until someone reads it) what it is made from and its number. */
	entries = [];
	pending = [];
	pendingSeq = [];
	listeners = new Set();
	last = 0;
	/** Index of the oldest entry once the ring is full. */
	oldest = 0;
	constructor(capacity = 1e3) {
		this.capacity = capacity;
	}
	/**
	* Adds an entry, numbered. Its bodies (bytes) become text when the entry is first read (a listener, `list`):
	* decoding and redacting them cost more than the rest of the entry, and most entries are overwritten unread.
	*/
	add(added, requestBody, responseBody) {
		if (requestBody === undefined && responseBody === undefined) {
			const entry = added;
			entry.seq = ++this.last;
			this.keep(entry, undefined, entry.seq);
		} else this.addPending({ make: () => ({
			entry: added,
			request: requestBody,
			response: responseBody
		}) });
	}
	/** Adds an entry made when it is first read (at once when someone listens), numbered now. */
	addPending(pending) {
		const seq = ++this.last;
		if (this.listeners.size > 0) this.keep(made(pending, seq), undefined, seq);
		else this.keep(undefined, pending, seq);
	}
	/** Puts an entry (or what it is made from) in the ring, and tells the listeners about a made one. */
	keep(entry, pending, seq) {
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
			this.pending[slot] = pending;
			this.pendingSeq[slot] = pending === undefined ? 0 : seq;
		}
		if (entry === undefined) return;
		for (const listener of this.listeners) {
			try {
				listener(entry);
			} catch {}
		}
	}
	/** The entries kept, oldest first (copies); with `after`, only those numbered after it. */
	list(after = 0) {
		for (let i = 0; i < this.entries.length; i++) {
			const pending = this.pending[i];
			if (pending === undefined) continue;
			this.entries[i] = made(pending, this.pendingSeq[i]);
			this.pending[i] = undefined;
			this.pendingSeq[i] = 0;
		}
		const entries = this.entries;
		const kept = this.oldest === 0 ? entries : [...entries.slice(this.oldest), ...entries.slice(0, this.oldest)];
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
		this.pending.length = 0;
		this.pendingSeq.length = 0;
		this.oldest = 0;
	}
}
/** A pending entry made: its bodies' text, then its number (the members in the order readers always saw). */
function made(pending, seq) {
	const { entry, request, response } = pending.make();
	const out = entry;
	if (request !== undefined) out.requestBody = excerpt(request.bytes(), request.whole);
	if (response !== undefined) out.responseBody = excerpt(response.bytes(), response.whole);
	out.seq = seq;
	return out;
}
/** One line for people: `GET /accounting/v3/company/1/customer/1 200 3 ms`, `webhook POST http://... 500 ...`. */
export function formatLogEntry(entry) {
	if (entry.kind === "request") return `${entry.at} ${entry.method} ${entry.path} ${entry.status} ${entry.ms} ms`;
	const outcome = entry.status === 0 ? `no answer (${entry.error ?? "error"})` : String(entry.status);
	return `${entry.at} webhook ${entry.method} ${entry.path} ${outcome} ${entry.ms} ms company ${entry.company} events ${entry.events} attempt ${entry.attempt} ${entry.format}`;
}
