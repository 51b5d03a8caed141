/// <reference types="node" />
/**
* The two places where a sandbox needs more of an HTTP exchange than the server core underneath gives it:
*
* - the body as the client sent it: the core drops read-only members before a handler sees the body, but an
*   update that names an entity's id without its concurrency token must be told apart from a create. A copy of
*   the bytes is kept as the HTTP parser hands them to the request stream (`push`), bounded by the body limit;
*   the stream itself is untouched, so the core reads it as before.
* - the body of some error answers: the core answers authentication failures in the definition's one error
*   format, and some services spell that one failure differently (lower-case members, a number for the time);
*   and the core's validators refuse an undeclared member of a closed object before the sandbox sees the body,
*   where the service answers its own unknown-member error. The answer's bytes are swapped as the core writes
*   them, its headers (trace id, CORS) kept.
*
* Both wrap methods of one request's objects only; nothing global is changed.
*/
import type { IncomingMessage, ServerResponse } from "node:http";
/** Starts keeping a copy of the request body (at most `maxBytes`; past that, nothing is kept). */
export declare function recordBody(request: IncomingMessage, maxBytes: number): void;
/** The request body as sent, parsed as JSON; undefined when none was kept or it is not JSON. */
export declare function recordedJson(request: IncomingMessage): unknown;
/** A replacement body for an answer of the core, by its status; undefined keeps the core's. */
export type AnswerReplacement = (status: number) => {
	readonly contentType: string;
	readonly body: string;
} | undefined;
/** Lets `replace` swap the body of the core's answer on `response` (the core's headers stay). */
export declare function replaceAnswer(response: ServerResponse, replace: AnswerReplacement): void;
/** An excerpt of a body: how many bytes are kept, whether that is all, and the bytes, made when asked for. */
export interface BodyExcerpt {
	readonly size: number;
	readonly whole: boolean;
	bytes(): Buffer;
}
/** The start of the request body as sent (at most `limit` bytes), and whether that is all of it. */
export declare function recordedExcerpt(request: IncomingMessage, limit: number): BodyExcerpt | undefined;
export declare function noteRequest(request: IncomingMessage, note: {
	readonly company?: string;
	readonly idempotencyKey?: string;
}): void;
export declare function requestNote(request: IncomingMessage): {
	readonly company?: string;
	readonly idempotencyKey?: string;
};
/**
* Keeps a copy of the first `limit` bytes of the answer written on `response`, and its Content-Type (the core
* may give every header to `writeHead` as a list, which `getHeader` does not see); `answered()` gives them.
*/
export declare function recordAnswer(response: ServerResponse, limit: number): {
	answered(): BodyExcerpt & {
		readonly contentType?: string;
	};
};
