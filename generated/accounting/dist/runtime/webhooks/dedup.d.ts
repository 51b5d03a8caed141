/**
* De-duplication of webhook events: an event handled successfully is not handed over again within a window
* (default 24 h), so a retried delivery runs only the events that failed. A store claims an id while its handler
* runs (a concurrent delivery of the same event skips it), marks it done on success and releases it on failure.
* The in-memory store bounds its entries; the Redis store (redis-dedup.ts) shares the window between processes.
*/
export interface WebhookDedupStore {
	/** Claims `id` for `claimMs`; false when it was handled within the window or another delivery holds it. */
	claim(id: string, claimMs: number): Promise<boolean> | boolean;
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
/** In-process store: a Map in expiry order (re-inserted on change), swept from the front. */
export declare class MemoryDedupStore implements WebhookDedupStore {
	private readonly entries;
	private readonly maxEntries;
	private readonly now;
	constructor(options?: MemoryDedupStoreOptions);
	get size(): number;
	claim(id: string, claimMs: number): boolean;
	complete(id: string, windowMs: number): void;
	release(id: string): void;
	private set;
}
