/**
 * Server-side rate limiting: `RateLimitEnforcer.check()` counts a request at arrival and says whether it is over a
 * limit of the operation table; the counters live in a `RateLimitStore` (bounded in-memory by default, see
 * rate-limit-store.ts). Which limits apply and how counters are keyed is the client's logic
 * (templates/rest-client/rate-limiter.ts), so both sides count the same.
 */
import type { RateLimit } from '../operations/operation-table.ts';
import { counterKey, limitsFor, type KeyValues, type RateLimiterOptions } from '../rest-client/rate-limiter.ts';
import { MemoryRateLimitStore, type RateLimitStore, type RateLimitUsage, type StoreVerdict } from './rate-limit-store.ts';

export interface RateLimitVerdict {
  readonly ok: boolean;
  /** The limit that refused the request. */
  readonly limit?: RateLimit;
  /** When refused: milliseconds until the request would fit (rounded up). */
  readonly retryAfterMs?: number;
}

export interface RateLimitEnforcerOptions extends Omit<RateLimiterOptions, 'store' | 'holdMs'> {
  /** Where the counters live; default a `MemoryRateLimitStore` of `maxCounters` counters. */
  readonly store?: RateLimitStore;
  /** Cap of the default store (default 10,000 counters, least recently used evicted). */
  readonly maxCounters?: number;
}

/**
 * Server-side enforcement: each request counts at arrival; a refused request does not count. Synchronous with
 * the in-memory store, a promise with a store that answers with one.
 */
export class RateLimitEnforcer {
  private readonly limits: readonly RateLimit[];
  private readonly environment: string | undefined;
  private readonly now: () => number;
  readonly store: RateLimitStore;

  constructor(options: RateLimitEnforcerOptions) {
    this.limits = options.limits;
    this.environment = options.environment;
    this.now = options.now ?? (() => performance.now());
    this.store = options.store ?? new MemoryRateLimitStore({ algorithm: options.algorithm, maxCounters: options.maxCounters });
  }

  /** What the counters hold now, when they are in this process's memory; undefined for a shared store (Redis). */
  usage(): RateLimitUsage[] | undefined {
    return this.store instanceof MemoryRateLimitStore ? this.store.usage(this.now()) : undefined;
  }

  check(keyValues: KeyValues, operation: string): RateLimitVerdict | Promise<RateLimitVerdict> {
    const applicable = limitsFor(this.limits, operation, this.environment);
    if (applicable.length === 0) return { ok: true };
    const counters = applicable.map((l) => ({ id: counterKey(l, keyValues), limit: l.limit, windowMs: l.windowSeconds * 1000 }));
    const verdict = this.store.hit(counters, this.now());
    const shape = (v: StoreVerdict): RateLimitVerdict =>
      v.ok ? { ok: true } : { ok: false, limit: applicable[v.index ?? 0], retryAfterMs: v.retryAfterMs };
    return verdict instanceof Promise ? verdict.then(shape) : shape(verdict);
  }
}

