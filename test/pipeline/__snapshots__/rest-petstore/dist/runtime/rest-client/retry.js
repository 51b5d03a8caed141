export const RETRYABLE_STATUSES = [
	429,
	502,
	503,
	504
];
export function sleep(ms) {
	return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
export function resolveRetryOptions(options) {
	const given = options === false ? { maxAttempts: 1 } : options ?? {};
	return {
		maxAttempts: Math.max(1, given.maxAttempts ?? 4),
		baseDelayMs: given.baseDelayMs ?? 200,
		maxDelayMs: given.maxDelayMs ?? 2e4,
		maxRetryAfterMs: given.maxRetryAfterMs ?? 6e4,
		statuses: given.statuses ?? RETRYABLE_STATUSES,
		random: given.random ?? Math.random,
		now: given.now ?? Date.now,
		sleep: given.sleep ?? sleep
	};
}
/** Methods that do not change state, so repeating them is harmless. */
const SAFE_METHODS = new Set([
	"GET",
	"HEAD",
	"OPTIONS"
]);
/** A request may be repeated when it reads, or when it carries an idempotency key the server deduplicates on. */
export function isSafeToRetry(method, hasIdempotencyKey) {
	return SAFE_METHODS.has(method.toUpperCase()) || hasIdempotencyKey;
}
/**
* Milliseconds a `Retry-After` value asks for: delta seconds (`"120"`, fractions tolerated) or an HTTP-date
* (`"Wed, 21 Oct 2015 07:28:00 GMT"`, a past date meaning now). Undefined when absent or unreadable.
*/
export function parseRetryAfter(value, now = Date.now()) {
	if (value === null || value === undefined) return undefined;
	const text = value.trim();
	if (text === "") return undefined;
	if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1e3);
	const date = Date.parse(text);
	if (Number.isNaN(date)) return undefined;
	return Math.max(0, date - now);
}
/**
* Delay before retry number `retry` (1 = the first retry): the server's `Retry-After` when given, else full
* jitter over an exponentially growing ceiling (`random * min(max, base * 2^(retry-1))`), which spreads the
* retries of many clients instead of having them return in step.
*/
export function backoffDelayMs(retry, options, retryAfterMs) {
	if (retryAfterMs !== undefined) return retryAfterMs;
	const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (retry - 1));
	return Math.round(options.random() * ceiling);
}
/**
* Whether attempt number `attempt` (1-based) that failed with `status` (undefined: no answer, a network error or
* timeout) should be repeated, and after how long.
*/
export function decideRetry(options, attempt, safe, status, retryAfterMs) {
	if (!safe || attempt >= options.maxAttempts) return { retry: false };
	if (status !== undefined && !options.statuses.includes(status)) return { retry: false };
	if (retryAfterMs !== undefined && retryAfterMs > options.maxRetryAfterMs) return { retry: false };
	return {
		retry: true,
		delayMs: backoffDelayMs(attempt, options, retryAfterMs)
	};
}
