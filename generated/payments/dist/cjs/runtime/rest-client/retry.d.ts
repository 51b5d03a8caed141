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
export declare const RETRYABLE_STATUSES: readonly number[];
export declare function sleep(ms: number): Promise<void>;
export declare function resolveRetryOptions(options: RetryOptions | false | undefined): ResolvedRetryOptions;
/** A request may be repeated when it reads, or when it carries an idempotency key the server deduplicates on. */
export declare function isSafeToRetry(method: string, hasIdempotencyKey: boolean): boolean;
/**
* Milliseconds a `Retry-After` value asks for: delta seconds (`"120"`, fractions tolerated) or an HTTP-date
* (`"Wed, 21 Oct 2015 07:28:00 GMT"`, a past date meaning now). Undefined when absent or unreadable.
*/
export declare function parseRetryAfter(value: string | null | undefined, now?: number): number | undefined;
/**
* Delay before retry number `retry` (1 = the first retry): the server's `Retry-After` when given, else full
* jitter over an exponentially growing ceiling (`random * min(max, base * 2^(retry-1))`), which spreads the
* retries of many clients instead of having them return in step.
*/
export declare function backoffDelayMs(retry: number, options: ResolvedRetryOptions, retryAfterMs?: number): number;
export type RetryDecision = {
	readonly retry: false;
} | {
	readonly retry: true;
	readonly delayMs: number;
};
/**
* Whether attempt number `attempt` (1-based) that failed with `status` (undefined: no answer, a network error or
* timeout) should be repeated, and after how long.
*/
export declare function decideRetry(options: ResolvedRetryOptions, attempt: number, safe: boolean, status: number | undefined, retryAfterMs: number | undefined): RetryDecision;
