/**
* De-duplication of webhook events: an event handled successfully is not handed over again within a window
* (default 24 h), so a retried delivery runs only the events that failed. A store claims an id while its handler
* runs (a concurrent delivery of the same event skips it), marks it done on success and releases it on failure.
* The in-memory store bounds its entries; the Redis store (redis-dedup.ts) shares the window between processes.
*/
export interface WebhookDedupStore {
	/**
	* Claims `id` for `claimMs`; false when it was handled within the window or another delivery holds it. A store
	* whose state dies with the process (memory) may hold the claim for `windowMs` at once and make `complete` free:
	* a failure releases the claim anyway, and a crash loses the store.
	*/
	claim(id: string, claimMs: number, windowMs: number): Promise<boolean> | boolean;
	/**
	* Claims the ids of one delivery at once, in order (an id repeated in it is claimed by its first occurrence):
	* one call per delivery instead of one per event. Optional; without it each event is claimed by `claim`.
	*/
	claimAll?(ids: readonly string[], claimMs: number, windowMs: number): Promise<readonly boolean[]> | readonly boolean[];
	/** Marks `id` handled for `windowMs`. */
	complete(id: string, windowMs: number): Promise<void> | void;
	/**
	* True when a successful claim already holds the id for the whole window (a store whose state dies with the
	* process may): the receiver then does not call `complete` after a claim, only `release` after a failure.
	*/
	readonly claimHoldsWindow?: boolean;
	/** Drops the claim after a failure, so the next delivery runs it. */
	release(id: string): Promise<void> | void;
}
export interface MemoryDedupStoreOptions {
	/** Most ids kept (default 100 000); past it the older half is forgotten at once, so at least half are always kept. */
	readonly maxEntries?: number;
	/** Clock, for tests. */
	readonly now?: () => number;
}
/**
* In-process store: ids kept as 64-bit digests with their expiry (ms since the store was made) in two tables of
* typed arrays, the current one and the one before. A write goes to the current table; when it holds half the
* bound, it becomes the previous one and the old previous one is emptied and reused. A lookup reads both.
*
* Why digests: a Map of 100 000 id strings cost several microseconds per event at the bound (every id copied
* by the young-generation collector because it is kept, eviction walking the map's holes), the most of a
* 100-event delivery. Two distinct ids share a digest with odds near 2^-64 per pair (well under one in 10^14
* per event for a full store); ids come only from verified deliveries, so nobody can aim at that.
*/
export declare class MemoryDedupStore implements WebhookDedupStore {
	/** A claim holds the id for the whole window, so the receiver need not call `complete` after one. */
	readonly claimHoldsWindow = true;
	private current;
	private previous;
	private readonly half;
	private readonly clock;
	private readonly base;
	constructor(options?: MemoryDedupStoreOptions);
	/** Ids held (an id held in both tables counts twice; at most `maxEntries`). */
	get size(): number;
	private now;
	/** Holds the id for the whole window from the claim on (one table write per event; see the interface). */
	claim(id: string, _claimMs: number, windowMs: number): boolean;
	/** A delivery's ids: one clock read for all of them. */
	claimAll(ids: readonly string[], _claimMs: number, windowMs: number): boolean[];
	private hold;
	private write;
	complete(id: string, windowMs: number): void;
	release(id: string): void;
}
