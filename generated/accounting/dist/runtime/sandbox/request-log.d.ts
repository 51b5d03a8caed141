/**
* The sandbox's request log: every request it answered (method, path, status, time taken, company, idempotency
* key, and the start of both bodies) and every webhook delivery attempt it made (target, company, events, status
* or error), newest last, each numbered (`seq`) so a reader can ask for what came after. Bounded: the oldest
* entries are forgotten past `capacity`, and each body is kept to `EXCERPT_BYTES`. It never holds a credential:
* no header is kept, query parameters and JSON members whose names say they are secrets are `[redacted]`, and a
* company keyed by a bearer token appears as its digest.
*/
/** Bytes of each body a log entry keeps. */
export declare const EXCERPT_BYTES = 4096;
export interface RequestLogEntry {
	/** Position in the log (1, 2, ...), given when the entry is added. */
	readonly seq?: number;
	/** ISO time the request was answered or the attempt ended. */
	readonly at: string;
	readonly kind: "request" | "webhook";
	/** `request`: method and path; `webhook`: POST and the target URL's origin and path. */
	readonly method: string;
	readonly path: string;
	/** HTTP status; 0 when a webhook attempt got no complete answer. */
	readonly status: number;
	readonly ms: number;
	/** `webhook`: the company, its events in this payload, which attempt, the payload format, and any error. */
	readonly company?: string;
	readonly events?: number;
	readonly attempt?: number;
	readonly format?: string;
	readonly error?: string;
	/** `request`: the query string (secrets redacted), the idempotency key, the Content-Type sent and answered. */
	readonly query?: string;
	readonly idempotencyKey?: string;
	readonly requestType?: string;
	readonly responseType?: string;
	/** `request`: the first `EXCERPT_BYTES` of each body as text (JSON secrets redacted); `truncated` past that. */
	readonly requestBody?: string;
	readonly responseBody?: string;
	readonly truncated?: boolean;
}
/** A query string with the values of secret-named parameters replaced, at most 2,000 characters. */
export declare function redactQuery(query: string): string;
/** A body excerpt: JSON with secret-named members redacted (when the excerpt is the whole body), else the text. */
export declare function excerpt(bytes: Buffer, whole: boolean): string;
/** A body of a request entry as bytes: its text (decoded, secrets redacted) is made only when the entry is read. */
export interface UnreadBody {
	readonly whole: boolean;
	bytes(): Buffer;
}
/** An entry made only when the log is first read (a request answered: made from what its exchange kept). */
export interface PendingEntry {
	/** The entry, without its bodies' text and number, and its bodies as bytes. */
	make(): {
		readonly entry: RequestLogEntry;
		readonly request?: UnreadBody;
		readonly response?: UnreadBody;
	};
}
export declare class RequestLog {
	private readonly capacity;
	/** The ring: each slot's entry, or (until someone reads it) what it is made from and its number. */
	private readonly entries;
	private readonly pending;
	private readonly pendingSeq;
	private readonly listeners;
	private last;
	/** Index of the oldest entry once the ring is full. */
	private oldest;
	constructor(capacity?: number);
	/**
	* Adds an entry, numbered. Its bodies (bytes) become text when the entry is first read (a listener, `list`):
	* decoding and redacting them cost more than the rest of the entry, and most entries are overwritten unread.
	*/
	add(added: RequestLogEntry, requestBody?: UnreadBody, responseBody?: UnreadBody): void;
	/** Adds an entry made when it is first read (at once when someone listens), numbered now. */
	addPending(pending: PendingEntry): void;
	/** Puts an entry (or what it is made from) in the ring, and tells the listeners about a made one. */
	private keep;
	/** The entries kept, oldest first (copies); with `after`, only those numbered after it. */
	list(after?: number): RequestLogEntry[];
	/** Told about every new entry; returns the function that stops it. */
	subscribe(listener: (entry: RequestLogEntry) => void): () => void;
	clear(): void;
}
/** One line for people: `GET /accounting/v3/company/1/customer/1 200 3 ms`, `webhook POST http://... 500 ...`. */
export declare function formatLogEntry(entry: RequestLogEntry): string;
