/**
 * Server-side rate limiting: `RateLimitEnforcer.check()` counts a request at arrival and says whether it is over a
 * limit of the operation table; the counters live in a `RateLimitStore` (bounded in-memory by default, see
 * rate-limit-store.ts). Which limits apply and how counters are keyed is the client's logic
 * (templates/rest-client/rate-limiter.ts), so both sides count the same.
 */
import type { RateLimit } from '../operations/operation-table.js';
import { counterKey, limitsFor, type KeyValues, type RateLimiterOptions } from '../rest-client/rate-limiter.js';
import { MemoryRateLimitStore, type CounterSpec, type RateLimitStore, type RateLimitUsage, type StoreVerdict } from './rate-limit-store.js';

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
    // The limits that count an operation do not change: looked up once per operation, not filtered per request.
    let applicable = this.byOperation.get(operation);
    if (applicable === undefined) {
      applicable = limitsFor(this.limits, operation, this.environment);
      if (this.byOperation.size < MAX_OPERATIONS) this.byOperation.set(operation, applicable);
    }
    if (applicable.length === 0) return ADMITTED;
    const counters: CounterSpec[] = [];
    for (const l of applicable) counters.push({ id: counterKey(l, keyValues), limit: l.limit, windowMs: l.windowSeconds * 1000 });
    const verdict = this.store.hit(counters, this.now());
    if (!(verdict instanceof Promise)) return verdictOf(verdict, applicable);
    const limits = applicable;
    return verdict.then((v) => verdictOf(v, limits));
  }

  private readonly byOperation = new Map<string, readonly RateLimit[]>();
}

/** Operations whose limits are remembered at most (names come from the routing table, so this is never reached). */
const MAX_OPERATIONS = 10_000;
const ADMITTED: RateLimitVerdict = Object.freeze({ ok: true });

function verdictOf(v: StoreVerdict, applicable: readonly RateLimit[]): RateLimitVerdict {
  return v.ok ? ADMITTED : { ok: false, limit: applicable[v.index ?? 0], retryAfterMs: v.retryAfterMs };
}

