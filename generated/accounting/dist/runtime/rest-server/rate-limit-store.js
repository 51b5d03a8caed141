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
import { createHash } from "node:crypto";
/** Sub-windows per sliding window: the memory of one counter, and its precision (1/SLOTS of the window). */
export const SLOTS = 64;
/** Default cap on counters kept by the memory store. */
export const DEFAULT_MAX_COUNTERS = 1e4;
/**
* At most `limit` requests in any span of the window, kept as (time, count) pairs: requests less than 1/SLOTS of
* the window apart share a pair, stamped with the first one's time. So a pair leaves the window up to 1/SLOTS
* early: the store errs towards letting a request through, never refuses one an exact window would allow.
*/
class SlidingCounter {
	limit;
	windowMs;
	times = [];
	counts = [];
	total = 0;
	slotMs;
	constructor(limit, windowMs) {
		this.limit = limit;
		this.windowMs = windowMs;
		this.slotMs = windowMs / SLOTS;
	}
	used(now) {
		this.prune(now);
		return this.total;
	}
	prune(now) {
		let drop = 0;
		while (drop < this.times.length && this.times[drop] <= now - this.windowMs) this.total -= this.counts[drop++];
		if (drop > 0) {
			this.times.splice(0, drop);
			this.counts.splice(0, drop);
		}
	}
	waitMs(now) {
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
	add(now) {
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
class BucketCounter {
	limit;
	windowMs;
	tokens;
	at;
	ratePerMs;
	constructor(limit, windowMs) {
		this.limit = limit;
		this.windowMs = windowMs;
		this.tokens = limit;
		this.ratePerMs = limit / windowMs;
	}
	used(now) {
		this.refill(now);
		return Math.round(this.limit - this.tokens);
	}
	refill(now) {
		if (this.at === undefined) this.at = now;
		if (now > this.at) {
			this.tokens = Math.min(this.limit, this.tokens + (now - this.at) * this.ratePerMs);
			this.at = now;
		}
	}
	waitMs(now) {
		this.refill(now);
		// A tiny epsilon absorbs floating-point error in the refill sum.
		if (this.tokens + 1e-9 >= 1) return 0;
		return (1 - this.tokens) / this.ratePerMs;
	}
	add(now) {
		this.refill(now);
		this.tokens -= 1;
	}
}
/** The in-process store: counters in a map kept in least-recently-used order, capped. */
export class MemoryRateLimitStore {
	counters = new Map();
	algorithm;
	maxCounters;
	constructor(options = {}) {
		this.algorithm = options.algorithm ?? "sliding";
		this.maxCounters = Math.max(1, options.maxCounters ?? DEFAULT_MAX_COUNTERS);
	}
	/** Counters held now (never more than `maxCounters`). */
	get size() {
		return this.counters.size;
	}
	/** The counters most recently used first (at most `max`), each with what it counts now (same clock as `hit`). */
	usage(now, max = 500) {
		const ids = [...this.counters.keys()].slice(-max).reverse();
		return ids.map((id) => {
			const counter = this.counters.get(id);
			return {
				id,
				used: counter.used(now),
				limit: counter.limit,
				windowMs: counter.windowMs
			};
		});
	}
	hit(specs, now) {
		const counters = specs.map((spec) => this.counter(spec));
		for (let i = 0; i < counters.length; i++) {
			const wait = counters[i].waitMs(now);
			if (wait > 0) return {
				ok: false,
				index: i,
				retryAfterMs: Math.ceil(wait)
			};
		}
		for (const counter of counters) counter.add(now);
		return { ok: true };
	}
	counter(spec) {
		const id = spec.id.length > 128 ? `#${createHash("sha256").update(spec.id).digest("base64")}` : spec.id;
		let counter = this.counters.get(id);
		if (counter !== undefined) {
			// Re-inserted: the map's order is the order of last use.
			this.counters.delete(id);
		} else {
			counter = this.algorithm === "sliding" ? new SlidingCounter(spec.limit, spec.windowMs) : new BucketCounter(spec.limit, spec.windowMs);
			while (this.counters.size >= this.maxCounters) this.counters.delete(this.counters.keys().next().value);
		}
		this.counters.set(id, counter);
		return counter;
	}
}
