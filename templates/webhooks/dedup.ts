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
export class MemoryDedupStore implements WebhookDedupStore {
  private readonly entries = new Map<string, number>();
  private queue: string[] = [];
  private head = 0;
  private readonly maxEntries: number;
  private readonly clock: () => number;
  private readonly base: number;

  constructor(options: MemoryDedupStoreOptions = {}) {
    this.maxEntries = Math.max(1, options.maxEntries ?? 100_000);
    this.clock = options.now ?? Date.now;
    this.base = this.clock();
  }

  get size(): number {
    return this.entries.size;
  }

  private now(): number {
    return this.clock() - this.base;
  }

  /** Holds the id for the whole window from the claim on (one map write per event; see the interface). */
  claim(id: string, _claimMs: number, windowMs: number): boolean {
    const now = this.now();
    const claimed = this.hold(id, now, now + Math.ceil(windowMs));
    this.prune(now);
    return claimed;
  }

  /** A delivery's ids: one clock read and one sweep for all of them. */
  claimAll(ids: readonly string[], _claimMs: number, windowMs: number): boolean[] {
    const now = this.now();
    const until = now + Math.ceil(windowMs);
    const claimed = ids.map((id) => this.hold(id, now, until));
    this.prune(now);
    return claimed;
  }

  private hold(id: string, now: number, until: number): boolean {
    const held = this.entries.get(id);
    if (held !== undefined && held > now) return false;
    this.entries.set(id, until);
    if (held === undefined) this.queue.push(id);
    return true;
  }

  complete(id: string, windowMs: number): void {
    const until = this.entries.get(id);
    // Already held for the window by its claim; only an id completed without a claim is added.
    if (until !== undefined) return;
    const now = this.now();
    this.entries.set(id, now + Math.ceil(windowMs));
    this.queue.push(id);
    this.prune(now);
  }

  release(id: string): void {
    this.entries.delete(id);
  }

  private prune(now: number): void {
    // A few expired ids per write keep memory near the live set; the bound is enforced exactly.
    for (let swept = 0; this.head < this.queue.length; ) {
      const id = this.queue[this.head];
      const until = this.entries.get(id);
      if (until !== undefined) {
        if (this.entries.size <= this.maxEntries && (until > now || swept >= 8)) break;
        this.entries.delete(id);
        swept++;
      }
      this.head++;
    }
    // Drop the consumed front of the queue now and then (amortised O(1)); ids released and claimed again are
    // queued again, so the queue is rebuilt from the live ids when it outgrows them.
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    } else if (this.queue.length - this.head > 2 * this.entries.size + 1024) {
      const seen = new Set<string>();
      this.queue = this.queue.slice(this.head).filter((id) => this.entries.has(id) && !seen.has(id) && seen.add(id) !== undefined);
      this.head = 0;
    }
  }
}
