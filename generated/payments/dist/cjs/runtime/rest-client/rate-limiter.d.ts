/**
* Rate limits as the operation table declares them (`RateLimit`, `RateLimitKey`), on the client side (the server
* side, `RateLimitEnforcer`, is in templates/rest-server/rate-limit-enforcer.ts and reads `limitsFor`,
* `counterKey` and `resolveKeyValues` from here):
*
* - `RateLimiter`: `acquire()` waits the least time after which a call fits every limit that counts it,
*   then `release()` marks the call answered. A call is counted from its start until its answer, and from the
*   answer on as if it had reached the server at that instant: the server saw it somewhere in between, so the
*   client never spends a slot the server has not yet freed, whatever the network delay.
* - `SerialQueue`: one call at a time per key, for operations marked `serialize`.
*
* Windows are sliding (at most `limit` calls in any `windowSeconds` span; also safe against fixed-window and
* token-bucket servers) or token buckets (`limit` burst, refilled evenly over the window). They live in the
* limiter (one process) unless a `SharedRateLimitStore` is given (`store`, e.g. `RedisRateLimitStore`): then every
* process of the app counts in the same windows, each call held from its start and settled at its answer.
*/
import type { RateLimit, RateLimitKey } from "../operations/operation-table.js";
import type { SharedRateLimitStore } from "./rate-limit-store.js";
/** How a window counts: sliding (at most `limit` in any span) or a token bucket (a burst, refilled evenly). */
export type WindowAlgorithm = "sliding" | "token-bucket";
/** Values of the rate-limit keys for one request, by key name (`realm: '123'`). */
export type KeyValues = {
	readonly [key: string]: string | undefined;
};
/** The limits that count `operation` on `environment` (all environments when undefined). */
export declare function limitsFor(limits: readonly RateLimit[], operation: string, environment?: string): RateLimit[];
/** The smallest `maxItemsPerRequest` of the limits counting `operation`, or undefined when none sets one. */
export declare function maxItemsPerRequest(limits: readonly RateLimit[], operation: string, environment?: string): number | undefined;
/**
* Reads the key values of a request off its parts as the `RateLimitKey`s say. `credential` keys are not in the
* request: they come from `credentials` (e.g. the app or realm a token belongs to). A key with no value counts
* under the empty string: one shared counter, which errs on the safe side.
*/
export declare function resolveKeyValues(keys: readonly RateLimitKey[], parts: {
	readonly path?: {
		readonly [name: string]: unknown;
	};
	readonly query?: {
		readonly [name: string]: unknown;
	};
	readonly headers?: {
		readonly [name: string]: unknown;
	};
}, credentials?: KeyValues): {
	[key: string]: string;
};
/** Counter identity: the limit plus the values of the keys it is kept per. */
export declare function counterKey(limit: RateLimit, values: KeyValues): string;
export interface RateLimiterOptions {
	readonly limits: readonly RateLimit[];
	/** Only limits for this endpoint name (plus those for every endpoint) apply; all when undefined. */
	readonly environment?: string;
	readonly algorithm?: WindowAlgorithm;
	/** Clock in milliseconds; injectable for tests. */
	readonly now?: () => number;
	/**
	* Windows shared with other processes (`RedisRateLimitStore`); default this limiter's own memory. With a store,
	* windows are sliding whatever `algorithm` says.
	*/
	readonly store?: SharedRateLimitStore;
	/** With a store: how long a call may stay in flight and still count as such (then it lapses); default 65 s. */
	readonly holdMs?: number;
}
/** What `acquire()` hands back: call it once when the request is answered, failed or abandoned. */
export type Release = () => void;
/** Client-side limiter: waits before each call exactly as long as the declared limits require. */
export declare class RateLimiter {
	private readonly limits;
	private readonly environment;
	private readonly algorithm;
	private readonly now;
	private readonly windows;
	private readonly waiters;
	private timer;
	private timerAt;
	private readonly store;
	private readonly holdMs;
	/** With a store: per set of counters, the last caller in line (one asks the store at a time, in order). */
	private readonly turns;
	private sharedWaiting;
	constructor(options: RateLimiterOptions);
	/**
	* Resolves when a call of `operation` with these key values fits every limit that counts it; the call is then
	* counted. Waiters are served in order per counter, so a burst keeps its order.
	*/
	acquire(keyValues: KeyValues, operation: string): Promise<Release>;
	/** Calls waiting for a slot. */
	get pending(): number;
	/**
	* Waits in line behind this process's earlier calls on the same counters, then asks the store until the call
	* fits (sleeping as long as the store says). A store that fails rejects the call with its error.
	*/
	private acquireShared;
	/** Grants every waiter that fits, in order, then sleeps until the earliest one that does not could fit. */
	private drain;
	private releaser;
	private schedule;
	private dropIdle;
}
/** Runs tasks one at a time per key, in submission order; different keys run concurrently. */
export declare class SerialQueue {
	private readonly tails;
	run<T>(key: string, task: () => Promise<T>): Promise<T>;
	/** Keys with queued or running tasks. */
	get size(): number;
}
/** The queue key of an operation marked `serialize`: its key values joined in declared order. */
export declare function serialKey(operationKeys: readonly string[], values: KeyValues): string;
