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
	/** Drops the claim after a failure, so the next delivery runs it. */
	release(id: string): Promise<void> | void;
}
export interface MemoryDedupStoreOptions {
	/** Most ids kept (default 100 000); beyond it the oldest are forgotten first. */
	readonly maxEntries?: number;
	/** Clock, for tests. */
	readonly now?: () => number;
}
/**
* In-process store: a Map from id to its expiry (ms since the store was made, so values stay small integers), and
* a queue of ids in the order they were first claimed, so the oldest are found in O(1) (a Map iterated from its
* front after deletions skips their holes, which made every write slower as it grew). Each write sweeps a few
* expired ids from the front and evicts the oldest beyond the bound. An id claimed again after a release is
* queued twice and may be forgotten a little early.
*/
export declare class MemoryDedupStore implements WebhookDedupStore {
	private readonly entries;
	private queue;
	private head;
	private readonly maxEntries;
	private readonly clock;
	private readonly base;
	constructor(options?: MemoryDedupStoreOptions);
	get size(): number;
	private now;
	/** Holds the id for the whole window from the claim on (one map write per event; see the interface). */
	claim(id: string, _claimMs: number, windowMs: number): boolean;
	/** A delivery's ids: one clock read and one sweep for all of them. */
	claimAll(ids: readonly string[], _claimMs: number, windowMs: number): boolean[];
	private hold;
	complete(id: string, windowMs: number): void;
	release(id: string): void;
	private prune;
}
