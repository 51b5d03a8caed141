/**
 * When and how long to wait before repeating a request: exponential backoff with full jitter, `Retry-After` in
 * both its forms (delta seconds and HTTP-date), and only for requests that are safe to repeat.
 */

export interface RetryOptions {
  /** Attempts in total, the first included (1 = never retry). Default 4. */
  readonly maxAttempts?: number;
  /** Backoff before the first retry, before jitter. Default 200 ms. */
  readonly baseDelayMs?: number;
  /** Cap on a backoff delay. Default 20 s. */
  readonly maxDelayMs?: number;
  /** A `Retry-After` longer than this is not waited for: the error is thrown instead. Default 60 s. */
  readonly maxRetryAfterMs?: number;
  /** Statuses worth repeating. Default 429, 502, 503, 504. */
  readonly statuses?: readonly number[];
  /** Source of randomness in [0, 1) for jitter; injectable for tests. */
  readonly random?: () => number;
  /** Wall clock in ms since the epoch, to read `Retry-After` dates; injectable for tests. */
  readonly now?: () => number;
  /** How to wait; injectable for tests. */
  readonly sleep?: (ms: number) => Promise<void>;
}

export type ResolvedRetryOptions = Required<RetryOptions>;

export const RETRYABLE_STATUSES: readonly number[] = [429, 502, 503, 504];

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

export function resolveRetryOptions(options: RetryOptions | false | undefined): ResolvedRetryOptions {
  const given = options === false ? { maxAttempts: 1 } : (options ?? {});
  return {
    maxAttempts: Math.max(1, given.maxAttempts ?? 4),
    baseDelayMs: given.baseDelayMs ?? 200,
    maxDelayMs: given.maxDelayMs ?? 20_000,
    maxRetryAfterMs: given.maxRetryAfterMs ?? 60_000,
    statuses: given.statuses ?? RETRYABLE_STATUSES,
    random: given.random ?? Math.random,
    now: given.now ?? Date.now,
    sleep: given.sleep ?? sleep,
  };
}

/** Methods that do not change state, so repeating them is harmless. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A request may be repeated when it reads, or when it carries an idempotency key the server deduplicates on. */
export function isSafeToRetry(method: string, hasIdempotencyKey: boolean): boolean {
  return SAFE_METHODS.has(method.toUpperCase()) || hasIdempotencyKey;
}

/**
 * Milliseconds a `Retry-After` value asks for: delta seconds (`"120"`, fractions tolerated) or an HTTP-date
 * (`"Wed, 21 Oct 2015 07:28:00 GMT"`, a past date meaning now). Undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/**
 * Delay before retry number `retry` (1 = the first retry): the server's `Retry-After` when given, else full
 * jitter over an exponentially growing ceiling (`random * min(max, base * 2^(retry-1))`), which spreads the
 * retries of many clients instead of having them return in step.
 */
export function backoffDelayMs(retry: number, options: ResolvedRetryOptions, retryAfterMs?: number): number {
  if (retryAfterMs !== undefined) return retryAfterMs;
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (retry - 1));
  return Math.round(options.random() * ceiling);
}

export type RetryDecision = { readonly retry: false } | { readonly retry: true; readonly delayMs: number };

/**
 * Whether attempt number `attempt` (1-based) that failed with `status` (undefined: no answer, a network error or
 * timeout) should be repeated, and after how long.
 */
export function decideRetry(
  options: ResolvedRetryOptions,
  attempt: number,
  safe: boolean,
  status: number | undefined,
  retryAfterMs: number | undefined,
): RetryDecision {
  if (!safe || attempt >= options.maxAttempts) return { retry: false };
  if (status !== undefined && !options.statuses.includes(status)) return { retry: false };
  if (retryAfterMs !== undefined && retryAfterMs > options.maxRetryAfterMs) return { retry: false };
  return { retry: true, delayMs: backoffDelayMs(attempt, options, retryAfterMs) };
}
