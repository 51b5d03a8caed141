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
export class MemoryDedupStore implements WebhookDedupStore {
  private readonly entries = new Map<string, number>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: MemoryDedupStoreOptions = {}) {
    this.maxEntries = Math.max(1, options.maxEntries ?? 100_000);
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  claim(id: string, claimMs: number): boolean {
    const now = this.now();
    const until = this.entries.get(id);
    if (until !== undefined && until > now) return false;
    this.set(id, now + claimMs, now);
    return true;
  }

  complete(id: string, windowMs: number): void {
    const now = this.now();
    this.set(id, now + windowMs, now);
  }

  release(id: string): void {
    this.entries.delete(id);
  }

  private set(id: string, until: number, now: number): void {
    this.entries.delete(id);
    this.entries.set(id, until);
    // Claims are shorter than the window, so the front is only roughly the soonest to expire: sweep what has
    // expired there, then the oldest beyond the bound.
    for (const [key, expiry] of this.entries) {
      if (expiry > now && this.entries.size <= this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}
