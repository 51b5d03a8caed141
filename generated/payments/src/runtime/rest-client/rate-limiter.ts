/**
 * Rate limits as the operation table declares them (`RateLimit`, `RateLimitKey`), on the client side (the server
 * side, `RateLimitEnforcer`, is in templates/rest-server/rate-limit-enforcer.ts and reads `limitsFor`,
 * `counterKey` and `resolveKeyValues` from here):
 *
 * - `RateLimiter`: `acquire()` waits the least time after which a call fits every limit that counts it,
 *   then `release()` marks the call answered. A call is counted from its start until its answer, and from the
 *   answer on as if it had reached the server at that instant: the server saw it somewhere in between, so the
 *   client never spends a slot the server has not yet freed, whatever the network delay.
 * - `SerialQueue`: one call at a time per key, for operations marked `serialize`.
 *
 * Windows are sliding (at most `limit` calls in any `windowSeconds` span; also safe against fixed-window and
 * token-bucket servers) or token buckets (`limit` burst, refilled evenly over the window). They live in the
 * limiter (one process) unless a `SharedRateLimitStore` is given (`store`, e.g. `RedisRateLimitStore`): then every
 * process of the app counts in the same windows, each call held from its start and settled at its answer.
 */
import type { RateLimit, RateLimitKey } from '../operations/operation-table.js';
import type { CounterSpec, SharedRateLimitStore } from './rate-limit-store.js';

/** How a window counts: sliding (at most `limit` in any span) or a token bucket (a burst, refilled evenly). */
export type WindowAlgorithm = 'sliding' | 'token-bucket';

/** Values of the rate-limit keys for one request, by key name (`realm: '123'`). */
export type KeyValues = { readonly [key: string]: string | undefined };

/** One counter: a limit for one combination of key values. Times are milliseconds on one clock. */
interface Window {
  /** Milliseconds until one more call fits (0 = now; Infinity = only after an in-flight call is answered). */
  waitMs(now: number): number;
  /** Counts a call that starts now and is not answered yet. */
  start(): void;
  /** The call started with `start()` was answered (or given up on) at `now`. */
  finish(now: number): void;
  /** True when the window holds nothing worth keeping (so the counter can be dropped). */
  idle(now: number): boolean;
}

/** At most `limit` calls in any span of `windowMs`; answered calls are kept as a sorted log of answer times. */
class SlidingWindow implements Window {
  private log: number[] = [];
  private head = 0;
  private inFlight = 0;
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private prune(now: number): void {
    while (this.head < this.log.length && this.log[this.head] <= now - this.windowMs) this.head++;
    // Compact now and then so the log does not grow without bound.
    if (this.head > 1024 && this.head * 2 > this.log.length) {
      this.log = this.log.slice(this.head);
      this.head = 0;
    }
  }

  waitMs(now: number): number {
    this.prune(now);
    const count = this.inFlight + this.log.length - this.head;
    if (count < this.limit) return 0;
    // The (count - limit)-th oldest answered call must leave the window; in-flight calls never leave before answer.
    const index = this.head + count - this.limit;
    if (index >= this.log.length) return Infinity;
    return this.log[index] + this.windowMs - now;
  }

  start(): void {
    this.inFlight++;
  }

  finish(now: number): void {
    this.inFlight--;
    // Answer times come from one monotonic clock, so appending keeps the log sorted.
    const last = this.log.length > this.head ? this.log[this.log.length - 1] : -Infinity;
    this.log.push(Math.max(now, last));
  }

  idle(now: number): boolean {
    this.prune(now);
    return this.inFlight === 0 && this.head === this.log.length;
  }
}

/**
 * Token bucket of `limit` tokens refilled at `limit / windowMs`. An in-flight call holds a token that is only
 * taken from the bucket at its answer time: a later take leaves the bucket emptier, so this is the server's
 * worst case.
 */
class TokenBucket implements Window {
  private tokens: number;
  private at = 0;
  private inFlight = 0;
  private readonly ratePerMs: number;
  constructor(
    private readonly limit: number,
    windowMs: number,
  ) {
    this.tokens = limit;
    this.ratePerMs = limit / windowMs;
  }

  private refill(now: number): void {
    if (now > this.at) {
      this.tokens = Math.min(this.limit, this.tokens + (now - this.at) * this.ratePerMs);
      this.at = now;
    }
  }

  waitMs(now: number): number {
    this.refill(now);
    const needed = this.inFlight + 1;
    if (needed > this.limit) return Infinity;
    // A tiny epsilon absorbs floating-point error in the refill sum.
    if (this.tokens + 1e-9 >= needed) return 0;
    return (needed - this.tokens) / this.ratePerMs;
  }

  start(): void {
    this.inFlight++;
  }

  finish(now: number): void {
    this.refill(now);
    this.inFlight--;
    this.tokens -= 1;
  }

  idle(now: number): boolean {
    this.refill(now);
    return this.inFlight === 0 && this.tokens >= this.limit;
  }
}

function createWindow(algorithm: WindowAlgorithm, limit: RateLimit): Window {
  const windowMs = limit.windowSeconds * 1000;
  return algorithm === 'sliding' ? new SlidingWindow(limit.limit, windowMs) : new TokenBucket(limit.limit, windowMs);
}

/** Only limits on call rate: a limit with `maxItemsPerRequest` still counts calls through `limit`/`windowSeconds`. */
function isRateLimit(limit: RateLimit): boolean {
  return limit.limit > 0 && limit.windowSeconds > 0;
}

/** The limits that count `operation` on `environment` (all environments when undefined). */
export function limitsFor(limits: readonly RateLimit[], operation: string, environment?: string): RateLimit[] {
  return limits.filter(
    (l) =>
      isRateLimit(l) &&
      (l.appliesTo.length === 0 || l.appliesTo.includes(operation)) &&
      (environment === undefined || l.environments.length === 0 || l.environments.includes(environment)),
  );
}

/** The smallest `maxItemsPerRequest` of the limits counting `operation`, or undefined when none sets one. */
export function maxItemsPerRequest(limits: readonly RateLimit[], operation: string, environment?: string): number | undefined {
  const sizes = limits
    .filter(
      (l) =>
        l.maxItemsPerRequest !== undefined &&
        (l.appliesTo.length === 0 || l.appliesTo.includes(operation)) &&
        (environment === undefined || l.environments.length === 0 || l.environments.includes(environment)),
    )
    .map((l) => l.maxItemsPerRequest as number);
  return sizes.length === 0 ? undefined : Math.min(...sizes);
}

/**
 * Reads the key values of a request off its parts as the `RateLimitKey`s say. `credential` keys are not in the
 * request: they come from `credentials` (e.g. the app or realm a token belongs to). A key with no value counts
 * under the empty string: one shared counter, which errs on the safe side.
 */
export function resolveKeyValues(
  keys: readonly RateLimitKey[],
  parts: {
    readonly path?: { readonly [name: string]: unknown };
    readonly query?: { readonly [name: string]: unknown };
    readonly headers?: { readonly [name: string]: unknown };
  },
  credentials: KeyValues = {},
): { [key: string]: string } {
  const values: { [key: string]: string } = {};
  for (const key of keys) {
    let value: unknown;
    if (key.in === 'credential') value = credentials[key.name];
    else if (key.param !== undefined) {
      const source = key.in === 'path' ? parts.path : key.in === 'query' ? parts.query : parts.headers;
      value = key.in === 'header' ? findHeader(source, key.param) : source?.[key.param];
    }
    values[key.name] = value === undefined || value === null ? '' : String(value);
  }
  return values;
}

function findHeader(headers: { readonly [name: string]: unknown } | undefined, name: string): unknown {
  if (headers === undefined) return undefined;
  const lower = name.toLowerCase();
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === lower) return v;
  return undefined;
}

/** Counter identity: the limit plus the values of the keys it is kept per. */
export function counterKey(limit: RateLimit, values: KeyValues): string {
  return [limit.id, ...limit.keyedBy.map((k) => values[k] ?? '')].join('\u0000');
}

export interface RateLimiterOptions {
  readonly limits: readonly RateLimit[];
  /** Only limits for this endpoint name (plus those for every endpoint) apply; all when undefined. */
  readonly environment?: string;
  readonly algorithm?: WindowAlgorithm;
  /** Clock in milliseconds; injectable for tests. */
  readonly now?: () => number;
  /**
   * Windows shared with other processes (`RedisRateLimitStore`); default this limiter's own memory. With a store,
   * windows are sliding whatever `algorithm` says.
   */
  readonly store?: SharedRateLimitStore;
  /** With a store: how long a call may stay in flight and still count as such (then it lapses); default 65 s. */
  readonly holdMs?: number;
}

/** Default `holdMs`: longer than a call's default timeout (30 s) and retry wait. */
const DEFAULT_HOLD_MS = 65_000;

/** What `acquire()` hands back: call it once when the request is answered, failed or abandoned. */
export type Release = () => void;

interface Waiter {
  readonly windows: Window[];
  readonly ids: string[];
  readonly resolve: (release: Release) => void;
}

/** Client-side limiter: waits before each call exactly as long as the declared limits require. */
export class RateLimiter {
  private readonly limits: readonly RateLimit[];
  private readonly environment: string | undefined;
  private readonly algorithm: WindowAlgorithm;
  private readonly now: () => number;
  private readonly windows = new Map<string, Window>();
  private readonly waiters: Waiter[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private timerAt = Infinity;
  private readonly store: SharedRateLimitStore | undefined;
  private readonly holdMs: number;
  /** With a store: per set of counters, the last caller in line (one asks the store at a time, in order). */
  private readonly turns = new Map<string, Promise<void>>();
  private sharedWaiting = 0;

  constructor(options: RateLimiterOptions) {
    this.limits = options.limits;
    this.environment = options.environment;
    this.algorithm = options.algorithm ?? 'sliding';
    this.now = options.now ?? (() => performance.now());
    this.store = options.store;
    this.holdMs = options.holdMs ?? DEFAULT_HOLD_MS;
  }

  /**
   * Resolves when a call of `operation` with these key values fits every limit that counts it; the call is then
   * counted. Waiters are served in order per counter, so a burst keeps its order.
   */
  acquire(keyValues: KeyValues, operation: string): Promise<Release> {
    const applicable = limitsFor(this.limits, operation, this.environment);
    if (applicable.length === 0) return Promise.resolve(() => {});
    const ids = applicable.map((l) => counterKey(l, keyValues));
    if (this.store !== undefined) return this.acquireShared(this.store, applicable, ids);
    const windows = applicable.map((l, i) => {
      let w = this.windows.get(ids[i]);
      if (w === undefined) {
        w = createWindow(this.algorithm, l);
        this.windows.set(ids[i], w);
      }
      return w;
    });
    return new Promise<Release>((resolve) => {
      this.waiters.push({ windows, ids, resolve });
      this.drain();
    });
  }

  /** Calls waiting for a slot. */
  get pending(): number {
    return this.waiters.length + this.sharedWaiting;
  }

  /**
   * Waits in line behind this process's earlier calls on the same counters, then asks the store until the call
   * fits (sleeping as long as the store says). A store that fails rejects the call with its error.
   */
  private async acquireShared(store: SharedRateLimitStore, applicable: readonly RateLimit[], ids: readonly string[]): Promise<Release> {
    const counters: CounterSpec[] = applicable.map((l, i) => ({ id: ids[i], limit: l.limit, windowMs: l.windowSeconds * 1000 }));
    const line = ids.join('\u0001');
    const before = this.turns.get(line) ?? Promise.resolve();
    let done!: () => void;
    const turn = new Promise<void>((resolve) => (done = resolve));
    const mine = before.then(() => turn);
    this.turns.set(line, mine);
    this.sharedWaiting++;
    try {
      await before;
      const call = newCallId();
      for (;;) {
        const verdict = await store.hold(counters, call, this.holdMs, this.now());
        if (verdict.ok) break;
        await new Promise((resolve) => setTimeout(resolve, Math.ceil(verdict.retryAfterMs ?? 1) + 1));
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        // A settle that fails leaves the hold, which lapses by itself: the call counted longer, never less.
        store.settle(counters, call, this.now()).catch(() => undefined);
      };
    } finally {
      this.sharedWaiting--;
      done();
      if (this.turns.get(line) === mine) this.turns.delete(line);
    }
  }

  /** Grants every waiter that fits, in order, then sleeps until the earliest one that does not could fit. */
  private drain(): void {
    const now = this.now();
    const blocked = new Set<string>();
    let nextWait = Infinity;
    for (let i = 0; i < this.waiters.length; ) {
      const waiter = this.waiters[i];
      // A counter an earlier waiter is queued on stays reserved for it (no overtaking on the same counter).
      if (waiter.ids.some((id) => blocked.has(id))) {
        i++;
        continue;
      }
      const wait = Math.max(...waiter.windows.map((w) => w.waitMs(now)));
      if (wait <= 0) {
        this.waiters.splice(i, 1);
        for (const w of waiter.windows) w.start();
        waiter.resolve(this.releaser(waiter.windows));
        continue;
      }
      for (const id of waiter.ids) blocked.add(id);
      nextWait = Math.min(nextWait, wait);
      i++;
    }
    this.schedule(now, nextWait);
    if (this.waiters.length === 0) this.dropIdle(now);
  }

  private releaser(windows: Window[]): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const now = this.now();
      for (const w of windows) w.finish(now);
      this.drain();
    };
  }

  private schedule(now: number, wait: number): void {
    if (!Number.isFinite(wait)) return;
    const at = now + wait;
    if (this.timer !== undefined && this.timerAt <= at) return;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timerAt = at;
    // +1 ms: timers may fire a fraction early relative to performance.now().
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.timerAt = Infinity;
      this.drain();
    }, Math.ceil(wait) + 1);
  }

  private dropIdle(now: number): void {
    if (this.windows.size < 1024) return;
    for (const [id, w] of this.windows) if (w.idle(now)) this.windows.delete(id);
  }
}

/** A unique id for one call held in a shared store. */
function newCallId(): string {
  const webCrypto = globalThis.crypto;
  if (typeof webCrypto?.randomUUID === 'function') return webCrypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** Runs tasks one at a time per key, in submission order; different keys run concurrently. */
export class SerialQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    // The tail swallows the outcome so one failure does not fail the tasks queued behind it.
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with queued or running tasks. */
  get size(): number {
    return this.tails.size;
  }
}

/** The queue key of an operation marked `serialize`: its key values joined in declared order. */
export function serialKey(operationKeys: readonly string[], values: KeyValues): string {
  return operationKeys.map((k) => `${k}=${values[k] ?? ''}`).join('&');
}
