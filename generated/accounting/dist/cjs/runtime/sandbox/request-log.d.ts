/**
* The sandbox's request log: every request it answered (method, path without the query, status, time taken)
* and every webhook delivery attempt it made (target, company, events, status or error), newest last. Bounded:
* the oldest entries are forgotten past `capacity`. It never holds a credential: no header, no query string, no
* body; a company keyed by a bearer token appears as its digest.
*/
export interface RequestLogEntry {
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
}
export declare class RequestLog {
	private readonly capacity;
	private readonly entries;
	private readonly listeners;
	constructor(capacity?: number);
	add(entry: RequestLogEntry): void;
	/** The entries kept, oldest first (copies). */
	list(): RequestLogEntry[];
	/** Told about every new entry; returns the function that stops it. */
	subscribe(listener: (entry: RequestLogEntry) => void): () => void;
	clear(): void;
}
/** One line for people: `GET /accounting/v3/company/1/customer/1 200 3 ms`, `webhook POST http://... 500 ...`. */
export declare function formatLogEntry(entry: RequestLogEntry): string;
