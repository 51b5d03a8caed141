import type { WindowAlgorithm } from "../rest-client/rate-limiter.js";
export type { WindowAlgorithm } from "../rest-client/rate-limiter.js";
/** One counter a request must fit: its identity, and the limit it counts against. */
export interface CounterSpec {
	/** Identity of the counter: the limit's id plus the key values it is kept per. */
	readonly id: string;
	/** Requests allowed per window. */
	readonly limit: number;
	readonly windowMs: number;
}
export interface StoreVerdict {
	readonly ok: boolean;
	/** When refused: the index (in the `counters` given) of the counter that is full. */
	readonly index?: number;
	/** When refused: milliseconds until the request would fit. */
	readonly retryAfterMs?: number;
}
/**
* Counts requests against several counters at once: when every counter has room, one request is counted in each
* and the verdict is ok; otherwise nothing is counted and the verdict names the first full counter. A shared
* store answers with a promise.
*/
export interface RateLimitStore {
	hit(counters: readonly CounterSpec[], now: number): StoreVerdict | Promise<StoreVerdict>;
}
/** Sub-windows per sliding window: the memory of one counter, and its precision (1/SLOTS of the window). */
export declare const SLOTS = 64;
/** Default cap on counters kept by the memory store. */
export declare const DEFAULT_MAX_COUNTERS = 1e4;
export interface MemoryRateLimitStoreOptions {
	readonly algorithm?: WindowAlgorithm;
	/** Counters kept at most; the least recently used is evicted beyond. Default 10,000. */
	readonly maxCounters?: number;
}
/** The in-process store: counters in a map kept in least-recently-used order, capped. */
export declare class MemoryRateLimitStore implements RateLimitStore {
	private readonly counters;
	private readonly algorithm;
	readonly maxCounters: number;
	constructor(options?: MemoryRateLimitStoreOptions);
	/** Counters held now (never more than `maxCounters`). */
	get size(): number;
	hit(specs: readonly CounterSpec[], now: number): StoreVerdict;
	private counter;
}
