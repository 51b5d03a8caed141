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

/** The last `digest`'s two halves (module variables rather than a pair allocated per event). */
let hi = 0;
let lo = 0;

/** 64 bits of an id into `hi` and `lo` (two 32-bit lanes, multiplied per UTF-16 unit, then mixed as murmur3 does). */
function digest(id: string): void {
  let a = 0x811c9dc5;
  let b = 0x6a09e667;
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  a ^= id.length;
  a = Math.imul(a ^ (a >>> 16), 0x85ebca6b);
  a = Math.imul(a ^ (a >>> 13), 0xc2b2ae35);
  a ^= a >>> 16;
  b = Math.imul(b ^ (b >>> 15) ^ a, 0x2c1b3c6d);
  b = Math.imul(b ^ (b >>> 12), 0x297a2d39);
  b ^= b >>> 15;
  hi = a >>> 0;
  lo = b >>> 0;
}

/**
 * Open addressing over one typed array: a slot is three numbers, its expiry (0 empty, -1 released) and the id's
 * digest, side by side so a probe reads one cache line (three arrays cost three misses a probe).
 */
class DigestTable {
  private readonly slots: Float64Array;
  private readonly mask: number;
  /** Slots used (released ones too): the table is swapped out before it is half full. */
  used = 0;
  /** Ids held (not released). */
  live = 0;

  constructor(count: number) {
    this.mask = count - 1;
    this.slots = new Float64Array(count * 3);
  }

  /** The offset of the digest's slot, or -1 - the offset of the empty slot where it would go. */
  find(h: number, l: number): number {
    const slots = this.slots;
    for (let i = l & this.mask; ; i = (i + 1) & this.mask) {
      const at = i * 3;
      if (slots[at] === 0) return -1 - at;
      if (slots[at + 2] === l && slots[at + 1] === h) return at;
    }
  }

  /** Expiry of a held id, or 0. */
  heldUntil(h: number, l: number): number {
    const at = this.find(h, l);
    return at >= 0 && this.slots[at] > 0 ? this.slots[at] : 0;
  }

  set(h: number, l: number, until: number): void {
    let at = this.find(h, l);
    if (at < 0) {
      at = -1 - at;
      this.slots[at + 1] = h;
      this.slots[at + 2] = l;
      this.used++;
      this.live++;
    } else if (this.slots[at] < 0) this.live++;
    this.slots[at] = until;
  }

  release(h: number, l: number): void {
    const at = this.find(h, l);
    if (at >= 0 && this.slots[at] > 0) {
      this.slots[at] = -1; // kept as a marker, so later ids that probed past it are still found
      this.live--;
    }
  }

  clear(): void {
    this.slots.fill(0);
    this.used = 0;
    this.live = 0;
  }
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
export class MemoryDedupStore implements WebhookDedupStore {
  /** A claim holds the id for the whole window, so the receiver need not call `complete` after one. */
  readonly claimHoldsWindow = true;
  private current: DigestTable;
  private previous: DigestTable;
  private readonly half: number;
  private readonly clock: () => number;
  private readonly base: number;

  constructor(options: MemoryDedupStoreOptions = {}) {
    const maxEntries = Math.max(2, Math.floor(options.maxEntries ?? 100_000));
    this.half = Math.floor(maxEntries / 2);
    // At most half the slots of a table are used, so probes stay short.
    let slots = 16;
    while (slots < this.half * 2) slots *= 2;
    this.current = new DigestTable(slots);
    this.previous = new DigestTable(slots);
    this.clock = options.now ?? Date.now;
    this.base = this.clock();
  }

  /** Ids held (an id held in both tables counts twice; at most `maxEntries`). */
  get size(): number {
    return this.current.live + this.previous.live;
  }

  private now(): number {
    return this.clock() - this.base;
  }

  /** Holds the id for the whole window from the claim on (one table write per event; see the interface). */
  claim(id: string, _claimMs: number, windowMs: number): boolean {
    const now = this.now();
    return this.hold(id, now, now + Math.max(1, Math.ceil(windowMs)));
  }

  /** A delivery's ids: one clock read for all of them. */
  claimAll(ids: readonly string[], _claimMs: number, windowMs: number): boolean[] {
    const now = this.now();
    const until = now + Math.max(1, Math.ceil(windowMs));
    const claimed = new Array<boolean>(ids.length);
    for (let i = 0; i < ids.length; i++) claimed[i] = this.hold(ids[i], now, until);
    return claimed;
  }

  private hold(id: string, now: number, until: number): boolean {
    digest(id);
    if (this.current.heldUntil(hi, lo) > now || this.previous.heldUntil(hi, lo) > now) return false;
    this.write(until);
    return true;
  }

  private write(until: number): void {
    if (this.current.used >= this.half) {
      const emptied = this.previous;
      emptied.clear();
      this.previous = this.current;
      this.current = emptied;
    }
    this.current.set(hi, lo, until);
  }

  complete(id: string, windowMs: number): void {
    digest(id);
    // Already held for the window by its claim; only an id completed without a claim is added.
    if (this.current.heldUntil(hi, lo) > 0 || this.previous.heldUntil(hi, lo) > 0) return;
    this.write(this.now() + Math.max(1, Math.ceil(windowMs)));
  }

  release(id: string): void {
    digest(id);
    this.current.release(hi, lo);
    this.previous.release(hi, lo);
  }
}
