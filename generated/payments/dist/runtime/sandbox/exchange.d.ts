/// <reference types="node" />
/**
* What a sandbox keeps of one HTTP exchange while it is answered, learnt through the server core's exchange
* hooks (`ExchangeHooks` in rest-server/server.ts), so no method of node's request or response is wrapped:
*
* - the body as the client sent it: the core drops read-only members before a handler sees the body, but an
*   update that names an entity's id without its concurrency token must be told apart from a create;
* - what the handler learnt that the request log wants (the company, the idempotency key);
* - the answer: its status, content type and the start of its body, for the request log.
*
* Each excerpt is at most `limit` bytes of its own: a log entry never holds on to a whole large body.
*/
import type { IncomingMessage } from "node:http";
import { type PendingEntry, type RequestLogEntry, type UnreadBody } from "./request-log.js";
/** The first bytes of a body, whether that is all of it, and the bytes (made when asked for). */
export interface BodyExcerpt {
	readonly whole: boolean;
	bytes(): Buffer;
}
/**
* One request the sandbox is answering. Once answered it is the request log's pending entry: the entry is made
* from it when someone first reads the log (most entries are overwritten unread), so an answer costs the log a
* few fields set here, not an entry.
*/
export declare class SandboxExchange implements PendingEntry {
	readonly started: number;
	readonly method: string;
	/** The path as requested, and under the server's base path (where operations' paths are matched). */
	readonly path: string;
	readonly routePath: string;
	readonly search: string;
	/** The request body as sent, when the core (or the sandbox) read one. */
	body: Buffer | undefined;
	company: string | undefined;
	idempotencyKey: string | undefined;
	/** Set when the answer is written (the log entry is made then). */
	answered: boolean;
	/** The answer, for the log: when, its status, both media types and both bodies' excerpts. */
	answeredAt: number;
	status: number;
	requestType: string | undefined;
	responseType: string | undefined;
	sent: BodyExcerpt | undefined;
	got: BodyExcerpt | undefined;
	constructor(started: number, method: string, path: string, routePath: string, search: string);
	/** Keeps what the log's entry is made of: the answer, and at most `EXCERPT_BYTES` of each body. */
	answer(status: number, requestType: string | undefined, responseType: string | undefined, body: string | Uint8Array | undefined): void;
	make(): {
		readonly entry: RequestLogEntry;
		readonly request?: UnreadBody;
		readonly response?: UnreadBody;
	};
}
/** Starts keeping what the sandbox learns of `request`. */
export declare function beginExchange(request: IncomingMessage, method: string, path: string, routePath: string, search: string): SandboxExchange;
export declare function exchangeOf(request: IncomingMessage): SandboxExchange | undefined;
/** The request body as sent, parsed as JSON; undefined when none was read or it is not JSON. */
export declare function recordedJson(request: IncomingMessage): unknown;
/**
* The request body as sent, parsed as JSON, when it may name `member` (a dotted path's last member) somewhere;
* undefined when it cannot: a JSON member name is a quoted string, so the body holds `"member"`, or an escape.
* Most bodies name no such member and are not parsed a second time.
*/
export declare function recordedJsonNaming(request: IncomingMessage, member: string): unknown;
/** What the handler learnt of a request that the log wants: the company (tenant key) and the idempotency key. */
export declare function noteRequest(request: IncomingMessage, note: {
	readonly company?: string;
	readonly idempotencyKey?: string;
}): void;
/**
* The first `limit` bytes of a body as an excerpt of its own. A small body whose memory is small is kept as it
* is; anything else is copied up to the limit (a view of a large buffer, or a slice of a long string, would
* keep the whole of it alive for as long as the log keeps the entry).
*/
export declare function excerptOf(body: string | Uint8Array | undefined, limit: number): BodyExcerpt | undefined;
