/**
* Server-side rate limiting: `RateLimitEnforcer.check()` counts a request at arrival and says whether it is over a
* limit of the operation table; the counters live in a `RateLimitStore` (bounded in-memory by default, see
* rate-limit-store.ts). Which limits apply and how counters are keyed is the client's logic
* (templates/rest-client/rate-limiter.ts), so both sides count the same.
*/
import type { RateLimit } from "../operations/operation-table.js";
import { type KeyValues, type RateLimiterOptions } from "../rest-client/rate-limiter.js";
import { type RateLimitStore, type RateLimitUsage } from "./rate-limit-store.js";
export interface RateLimitVerdict {
	readonly ok: boolean;
	/** The limit that refused the request. */
	readonly limit?: RateLimit;
	/** When refused: milliseconds until the request would fit (rounded up). */
	readonly retryAfterMs?: number;
}
export interface RateLimitEnforcerOptions extends Omit<RateLimiterOptions, "store" | "holdMs"> {
	/** Where the counters live; default a `MemoryRateLimitStore` of `maxCounters` counters. */
	readonly store?: RateLimitStore;
	/** Cap of the default store (default 10,000 counters, least recently used evicted). */
	readonly maxCounters?: number;
}
/**
* Server-side enforcement: each request counts at arrival; a refused request does not count. Synchronous with
* the in-memory store, a promise with a store that answers with one.
*/
export declare class RateLimitEnforcer {
	private readonly limits;
	private readonly environment;
	private readonly now;
	readonly store: RateLimitStore;
	constructor(options: RateLimitEnforcerOptions);
	/** What the counters hold now, when they are in this process's memory; undefined for a shared store (Redis). */
	usage(): RateLimitUsage[] | undefined;
	check(keyValues: KeyValues, operation: string): RateLimitVerdict | Promise<RateLimitVerdict>;
	private readonly byOperation;
}
