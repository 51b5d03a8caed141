import type { ErrorPolicy, HostInfo, JobInput, JobItem, Json } from "./session-types.js";
/** What a job's callbacks know about the item and the session it runs in. */
export interface JobContext {
	readonly item: JobItem;
	/** Host data from the session's first sendRequestXML. */
	readonly host: HostInfo;
	readonly user: string;
	readonly tenant: string;
	/** 1-based number of this request in the session. */
	readonly seq: number;
}
/** The response document of a request, as the client delivered it (hresult empty). */
export interface JobResponseContext extends JobContext {
	readonly response: string;
	/**
	* The same document as the pieces it was decoded in: one piece unless it is large (a mebibyte or more arrives
	* in slices). A job that may get many-MiB responses reads these: the first read of `response` itself joins it,
	* one step of about a quarter of a second for 30 MiB, during which the service answers nobody.
	*/
	readonly responsePieces: readonly string[];
	/** The client's message field (usually empty on success). */
	readonly message: string;
}
/** An item that failed: the client's hresult and message, a response that reported an error, or a throw. */
export interface JobFailureContext extends JobContext {
	/** The text getLastError shows. */
	readonly error: string;
	/** The client's hresult (`''` when the failure was not the client's). */
	readonly hresult: string;
}
/**
* What handling a response concluded. `again`: the item runs again (an iterator with more to fetch), with the
* new state and, for percent done, what remains. `enqueue`: follow-up items, run before the rest of the queue.
* `error`: the response reports a failure, handled by the error policy like a non-empty hresult.
*/
export type JobOutcome = void | undefined | {
	readonly again?: {
		readonly state?: Json;
		readonly remaining?: number;
		readonly requests?: number;
	};
	readonly enqueue?: readonly JobInput[];
	readonly error?: string;
};
/** One kind of work: builds each request document and handles each response document. */
export interface JobHandler {
	/** The request document to send (a non-empty string). */
	request(context: JobContext): string | Promise<string>;
	/** Handles the response document of the request `request` built. */
	response(context: JobResponseContext): JobOutcome | Promise<JobOutcome>;
	/** Told when the item fails (after which the error policy applies); errors it throws are reported, not fatal. */
	failed?(context: JobFailureContext): void | Promise<void>;
}
/** The job handlers of a service, by job name. */
export type JobHandlers = Readonly<Record<string, JobHandler>>;
/** A queue item from what a caller enqueues. */
export declare function jobItem(input: JobInput): JobItem;
/** The item again, for its next request: new state and remaining count, weight = requests still expected. */
export declare function continuation(item: JobItem, again: {
	readonly state?: Json;
	readonly remaining?: number;
	readonly requests?: number;
}): JobItem;
/**
* Percent done after `done` requests with `remaining` requests still expected: 100 only when nothing remains,
* otherwise 0..99 (the client asks for the next request).
*/
export declare function percentDone(done: number, remaining: number): number;
/** Requests an item still expects (its weight, at least 1). */
export declare function itemWeight(item: JobItem | undefined): number;
/** The policy that applies to an item. */
export declare function errorPolicy(item: JobItem, fallback: ErrorPolicy): ErrorPolicy;
