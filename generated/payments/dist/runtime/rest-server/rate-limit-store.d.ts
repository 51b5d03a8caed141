import type { CounterSpec, RateLimitStore, StoreVerdict } from "../rest-client/rate-limit-store.js";
import type { WindowAlgorithm } from "../rest-client/rate-limiter.js";
export type { WindowAlgorithm } from "../rest-client/rate-limiter.js";
export type { CounterSpec, RateLimitStore, SharedRateLimitStore, StoreVerdict } from "../rest-client/rate-limit-store.js";
/** Sub-windows per sliding window: the memory of one counter, and its precision (1/SLOTS of the window). */
export declare const SLOTS = 64;
/** Default cap on counters kept by the memory store. */
export declare const DEFAULT_MAX_COUNTERS = 1e4;
/** One counter as a console shows it: its id (limit and key values), what it counted, of how many in what window. */
export interface RateLimitUsage {
	readonly id: string;
	readonly used: number;
	readonly limit: number;
	readonly windowMs: number;
}
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
	/** The counters most recently used first (at most `max`), each with what it counts now (same clock as `hit`). */
	usage(now: number, max?: number): RateLimitUsage[];
	hit(specs: readonly CounterSpec[], now: number): StoreVerdict;
	private counter;
}
