/** At most `limit` calls in any span of `windowMs`; answered calls are kept as a sorted log of answer times. */
class SlidingWindow {
	limit;
	windowMs;
	log = [];
	head = 0;
	inFlight = 0;
	constructor(limit, windowMs) {
		this.limit = limit;
		this.windowMs = windowMs;
	}
	prune(now) {
		while (this.head < this.log.length && this.log[this.head] <= now - this.windowMs) this.head++;
		// Compact now and then so the log does not grow without bound.
		if (this.head > 1024 && this.head * 2 > this.log.length) {
			this.log = this.log.slice(this.head);
			this.head = 0;
		}
	}
	waitMs(now) {
		this.prune(now);
		const count = this.inFlight + this.log.length - this.head;
		if (count < this.limit) return 0;
		// The (count - limit)-th oldest answered call must leave the window; in-flight calls never leave before answer.
		const index = this.head + count - this.limit;
		if (index >= this.log.length) return Infinity;
		return this.log[index] + this.windowMs - now;
	}
	start() {
		this.inFlight++;
	}
	finish(now) {
		this.inFlight--;
		// Answer times come from one monotonic clock, so appending keeps the log sorted.
		const last = this.log.length > this.head ? this.log[this.log.length - 1] : -Infinity;
		this.log.push(Math.max(now, last));
	}
	idle(now) {
		this.prune(now);
		return this.inFlight === 0 && this.head === this.log.length;
	}
}
/**
* Token bucket of `limit` tokens refilled at `limit / windowMs`. An in-flight call holds a token that is only
* taken from the bucket at its answer time: a later take leaves the bucket emptier, so this is the server's
* worst case.
*/
class TokenBucket {
	limit;
	tokens;
	at = 0;
	inFlight = 0;
	ratePerMs;
	constructor(limit, windowMs) {
		this.limit = limit;
		this.tokens = limit;
		this.ratePerMs = limit / windowMs;
	}
	refill(now) {
		if (now > this.at) {
			this.tokens = Math.min(this.limit, this.tokens + (now - this.at) * this.ratePerMs);
			this.at = now;
		}
	}
	waitMs(now) {
		this.refill(now);
		const needed = this.inFlight + 1;
		if (needed > this.limit) return Infinity;
		// A tiny epsilon absorbs floating-point error in the refill sum.
		if (this.tokens + 1e-9 >= needed) return 0;
		return (needed - this.tokens) / this.ratePerMs;
	}
	start() {
		this.inFlight++;
	}
	finish(now) {
		this.refill(now);
		this.inFlight--;
		this.tokens -= 1;
	}
	idle(now) {
		this.refill(now);
		return this.inFlight === 0 && this.tokens >= this.limit;
	}
}
function createWindow(algorithm, limit) {
	const windowMs = limit.windowSeconds * 1e3;
	return algorithm === "sliding" ? new SlidingWindow(limit.limit, windowMs) : new TokenBucket(limit.limit, windowMs);
}
/** Only limits on call rate: a limit with `maxItemsPerRequest` still counts calls through `limit`/`windowSeconds`. */
function isRateLimit(limit) {
	return limit.limit > 0 && limit.windowSeconds > 0;
}
/** The limits that count `operation` on `environment` (all environments when undefined). */
export function limitsFor(limits, operation, environment) {
	return limits.filter((l) => isRateLimit(l) && (l.appliesTo.length === 0 || l.appliesTo.includes(operation)) && (environment === undefined || l.environments.length === 0 || l.environments.includes(environment)));
}
/** The smallest `maxItemsPerRequest` of the limits counting `operation`, or undefined when none sets one. */
export function maxItemsPerRequest(limits, operation, environment) {
	const sizes = limits.filter((l) => l.maxItemsPerRequest !== undefined && (l.appliesTo.length === 0 || l.appliesTo.includes(operation)) && (environment === undefined || l.environments.length === 0 || l.environments.includes(environment))).map((l) => l.maxItemsPerRequest);
	return sizes.length === 0 ? undefined : Math.min(...sizes);
}
/**
* Reads the key values of a request off its parts as the `RateLimitKey`s say. `credential` keys are not in the
* request: they come from `credentials` (e.g. the app or realm a token belongs to). A key with no value counts
* under the empty string: one shared counter, which errs on the safe side.
*/
export function resolveKeyValues(keys, parts, credentials = {}) {
	const values = {};
	for (const key of keys) {
		let value;
		if (key.in === "credential") value = credentials[key.name];
		else if (key.param !== undefined) {
			const source = key.in === "path" ? parts.path : key.in === "query" ? parts.query : parts.headers;
			value = key.in === "header" ? findHeader(source, key.param) : source?.[key.param];
		}
		values[key.name] = value === undefined || value === null ? "" : String(value);
	}
	return values;
}
function findHeader(headers, name) {
	if (headers === undefined) return undefined;
	const lower = name.toLowerCase();
	for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === lower) return v;
	return undefined;
}
/** Counter identity: the limit plus the values of the keys it is kept per. */
export function counterKey(limit, values) {
	return [limit.id, ...limit.keyedBy.map((k) => values[k] ?? "")].join("\0");
}
/** Default `holdMs`: longer than a call's default timeout (30 s) and retry wait. */
const DEFAULT_HOLD_MS = 65e3;
/** Client-side limiter: waits before each call exactly as long as the declared limits require. */
export class RateLimiter {
	limits;
	environment;
	algorithm;
	now;
	windows = new Map();
	waiters = [];
	timer;
	timerAt = Infinity;
	store;
	holdMs;
	/** With a store: per set of counters, the last caller in line (one asks the store at a time, in order). */
	turns = new Map();
	sharedWaiting = 0;
	constructor(options) {
		this.limits = options.limits;
		this.environment = options.environment;
		this.algorithm = options.algorithm ?? "sliding";
		this.now = options.now ?? (() => performance.now());
		this.store = options.store;
		this.holdMs = options.holdMs ?? DEFAULT_HOLD_MS;
	}
	/**
	* Resolves when a call of `operation` with these key values fits every limit that counts it; the call is then
	* counted. Waiters are served in order per counter, so a burst keeps its order.
	*/
	acquire(keyValues, operation) {
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
		return new Promise((resolve) => {
			this.waiters.push({
				windows,
				ids,
				resolve
			});
			this.drain();
		});
	}
	/** Calls waiting for a slot. */
	get pending() {
		return this.waiters.length + this.sharedWaiting;
	}
	/**
	* Waits in line behind this process's earlier calls on the same counters, then asks the store until the call
	* fits (sleeping as long as the store says). A store that fails rejects the call with its error.
	*/
	async acquireShared(store, applicable, ids) {
		const counters = applicable.map((l, i) => ({
			id: ids[i],
			limit: l.limit,
			windowMs: l.windowSeconds * 1e3
		}));
		const line = ids.join("");
		const before = this.turns.get(line) ?? Promise.resolve();
		let done;
		const turn = new Promise((resolve) => done = resolve);
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
	drain() {
		const now = this.now();
		const blocked = new Set();
		let nextWait = Infinity;
		for (let i = 0; i < this.waiters.length;) {
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
	releaser(windows) {
		let released = false;
		return () => {
			if (released) return;
			released = true;
			const now = this.now();
			for (const w of windows) w.finish(now);
			this.drain();
		};
	}
	schedule(now, wait) {
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
	dropIdle(now) {
		if (this.windows.size < 1024) return;
		for (const [id, w] of this.windows) if (w.idle(now)) this.windows.delete(id);
	}
}
/** A unique id for one call held in a shared store. */
function newCallId() {
	const webCrypto = globalThis.crypto;
	if (typeof webCrypto?.randomUUID === "function") return webCrypto.randomUUID();
	return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
/** Runs tasks one at a time per key, in submission order; different keys run concurrently. */
export class SerialQueue {
	tails = new Map();
	run(key, task) {
		const previous = this.tails.get(key) ?? Promise.resolve();
		const result = previous.then(task, task);
		// The tail swallows the outcome so one failure does not fail the tasks queued behind it.
		const tail = result.then(() => undefined, () => undefined);
		this.tails.set(key, tail);
		void tail.then(() => {
			if (this.tails.get(key) === tail) this.tails.delete(key);
		});
		return result;
	}
	/** Keys with queued or running tasks. */
	get size() {
		return this.tails.size;
	}
}
/** The queue key of an operation marked `serialize`: its key values joined in declared order. */
export function serialKey(operationKeys, values) {
	return operationKeys.map((k) => `${k}=${values[k] ?? ""}`).join("&");
}
