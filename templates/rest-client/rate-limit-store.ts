/**
 * Where rate-limit counters live, for clients and servers alike (runs anywhere: no Node module). `RateLimitStore`
 * is what a server needs (`hit`: count a request at arrival); `SharedRateLimitStore` adds what a client needs to
 * share its windows with other processes (`hold`: count a call from its start, `settle`: stamp it with its answer
 * time), so a call is counted as the in-process `RateLimiter` counts it. The memory implementations are the
 * server's `MemoryRateLimitStore` (templates/rest-server/rate-limit-store.ts) and the client limiter's own windows;
 * the shared one is `RedisRateLimitStore` (redis-rate-limit-store.ts).
 */

/** One counter a request must fit: its identity, and the limit it counts against. */
export interface CounterSpec {
  /** Identity of the counter: the limit's id plus the key values it is kept per. */
  readonly id: string;
  /** Requests allowed per window. */
  readonly limit: number;
  readonly windowMs: number;
}

export interface StoreVerdict {
  readonly ok: boolean;
  /** When refused: the index (in the `counters` given) of the counter that is full. */
  readonly index?: number;
  /** When refused: milliseconds until the request would fit (or until it is worth asking again). */
  readonly retryAfterMs?: number;
}

/**
 * Counts requests against several counters at once: when every counter has room, one request is counted in each
 * and the verdict is ok; otherwise nothing is counted and the verdict names the first full counter. A shared
 * store answers with a promise (and may read its own clock instead of `now`).
 */
export interface RateLimitStore {
  hit(counters: readonly CounterSpec[], now: number): StoreVerdict | Promise<StoreVerdict>;
}

/**
 * A store several client processes share. `hold` counts a call that starts now in every counter, or none (like
 * `hit`); the call counts as in flight until `settle`, and from then on as if it had reached the server at the
 * settle time. A hold never settled (its process died) stops counting `holdMs` plus a window after it began.
 */
export interface SharedRateLimitStore extends RateLimitStore {
  hold(counters: readonly CounterSpec[], call: string, holdMs: number, now: number): Promise<StoreVerdict>;
  settle(counters: readonly CounterSpec[], call: string, now: number): Promise<void>;
}
