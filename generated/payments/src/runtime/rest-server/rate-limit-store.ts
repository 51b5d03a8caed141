/**
 * Where a server keeps its rate-limit counters. `RateLimitStore` is the contract (in templates/rest-client/
 * rate-limit-store.ts, shared with clients; `RedisRateLimitStore` is one several server processes share);
 * `MemoryRateLimitStore` is the default: bounded memory whatever the traffic, so made-up realms or tokens cannot
 * grow it.
 *
 * Bounds of the memory store: at most `maxCounters` counters (default 10,000), least recently used evicted first
 * (an evicted counter starts again from zero); each counter holds at most `SLOTS + 1` (time, count) pairs
 * whatever its limit; counter ids longer than 128 characters are hashed.
 */
import { createHash } from 'node:crypto';
import type { CounterSpec, RateLimitStore, StoreVerdict } from '../rest-client/rate-limit-store.js';
import type { WindowAlgorithm } from '../rest-client/rate-limiter.js';

export type { WindowAlgorithm } from '../rest-client/rate-limiter.js';
export type { CounterSpec, RateLimitStore, SharedRateLimitStore, StoreVerdict } from '../rest-client/rate-limit-store.js';

/** Sub-windows per sliding window: the memory of one counter, and its precision (1/SLOTS of the window). */
export const SLOTS = 64;
/** Default cap on counters kept by the memory store. */
export const DEFAULT_MAX_COUNTERS = 10_000;

interface Counter {
  /** Milliseconds until one more request fits (0 = now). */
  waitMs(now: number): number;
  /** Counts one request at `now`. */
  add(now: number): void;
  /** Requests counted in the window at `now`. */
  used(now: number): number;
  readonly limit: number;
  readonly windowMs: number;
}

/** One counter as a console shows it: its id (limit and key values), what it counted, of how many in what window. */
export interface RateLimitUsage {
  readonly id: string;
  readonly used: number;
  readonly limit: number;
  readonly windowMs: number;
}

/**
 * At most `limit` requests in any span of the window, kept as (time, count) pairs: requests less than 1/SLOTS of
 * the window apart share a pair, stamped with the first one's time. So a pair leaves the window up to 1/SLOTS
 * early: the store errs towards letting a request through, never refuses one an exact window would allow.
 */
class SlidingCounter implements Counter {
  private times: number[] = [];
  private counts: number[] = [];
  private total = 0;
  private readonly slotMs: number;
  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {
    this.slotMs = windowMs / SLOTS;
  }

  used(now: number): number {
    this.prune(now);
    return this.total;
  }

  private prune(now: number): void {
    let drop = 0;
    while (drop < this.times.length && this.times[drop] <= now - this.windowMs) this.total -= this.counts[drop++];
    if (drop > 0) {
      this.times.splice(0, drop);
      this.counts.splice(0, drop);
    }
  }

  waitMs(now: number): number {
    this.prune(now);
    if (this.total < this.limit) return 0;
    // The oldest pairs must leave until the total drops below the limit.
    let excess = this.total - this.limit + 1;
    for (let i = 0; i < this.times.length; i++) {
      excess -= this.counts[i];
      if (excess <= 0) return this.times[i] + this.windowMs - now;
    }
    return this.windowMs;
  }

  add(now: number): void {
    const last = this.times.length - 1;
    if (last >= 0 && now - this.times[last] < this.slotMs) this.counts[last]++;
    else {
      this.times.push(now);
      this.counts.push(1);
    }
    this.total++;
  }
}

/** Token bucket of `limit` tokens refilled evenly over the window. */
class BucketCounter implements Counter {
  private tokens: number;
  private at: number | undefined;
  private readonly ratePerMs: number;
  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {
    this.tokens = limit;
    this.ratePerMs = limit / windowMs;
  }

  used(now: number): number {
    this.refill(now);
    return Math.round(this.limit - this.tokens);
  }

  private refill(now: number): void {
    if (this.at === undefined) this.at = now;
    if (now > this.at) {
      this.tokens = Math.min(this.limit, this.tokens + (now - this.at) * this.ratePerMs);
      this.at = now;
    }
  }

  waitMs(now: number): number {
    this.refill(now);
    // A tiny epsilon absorbs floating-point error in the refill sum.
    if (this.tokens + 1e-9 >= 1) return 0;
    return (1 - this.tokens) / this.ratePerMs;
  }

  add(now: number): void {
    this.refill(now);
    this.tokens -= 1;
  }
}

export interface MemoryRateLimitStoreOptions {
  readonly algorithm?: WindowAlgorithm;
  /** Counters kept at most; the least recently used is evicted beyond. Default 10,000. */
  readonly maxCounters?: number;
}

/** The in-process store: counters in a map kept in least-recently-used order, capped. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, Counter>();
  private readonly algorithm: WindowAlgorithm;
  readonly maxCounters: number;

  constructor(options: MemoryRateLimitStoreOptions = {}) {
    this.algorithm = options.algorithm ?? 'sliding';
    this.maxCounters = Math.max(1, options.maxCounters ?? DEFAULT_MAX_COUNTERS);
  }

  /** Counters held now (never more than `maxCounters`). */
  get size(): number {
    return this.counters.size;
  }

  /** The counters most recently used first (at most `max`), each with what it counts now (same clock as `hit`). */
  usage(now: number, max = 500): RateLimitUsage[] {
    const ids = [...this.counters.keys()].slice(-max).reverse();
    return ids.map((id) => {
      const counter = this.counters.get(id) as Counter;
      return { id, used: counter.used(now), limit: counter.limit, windowMs: counter.windowMs };
    });
  }

  hit(specs: readonly CounterSpec[], now: number): StoreVerdict {
    const counters = specs.map((spec) => this.counter(spec));
    for (let i = 0; i < counters.length; i++) {
      const wait = counters[i].waitMs(now);
      if (wait > 0) return { ok: false, index: i, retryAfterMs: Math.ceil(wait) };
    }
    for (const counter of counters) counter.add(now);
    return { ok: true };
  }

  private counter(spec: CounterSpec): Counter {
    const id = spec.id.length > 128 ? `#${createHash('sha256').update(spec.id).digest('base64')}` : spec.id;
    let counter = this.counters.get(id);
    if (counter !== undefined) {
      // Re-inserted: the map's order is the order of last use.
      this.counters.delete(id);
    } else {
      counter = this.algorithm === 'sliding' ? new SlidingCounter(spec.limit, spec.windowMs) : new BucketCounter(spec.limit, spec.windowMs);
      while (this.counters.size >= this.maxCounters) this.counters.delete(this.counters.keys().next().value as string);
    }
    this.counters.set(id, counter);
    return counter;
  }
}
