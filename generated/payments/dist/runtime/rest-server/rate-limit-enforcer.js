import { counterKey, limitsFor } from "../rest-client/rate-limiter.js";
import { MemoryRateLimitStore } from "./rate-limit-store.js";
/**
* Server-side enforcement: each request counts at arrival; a refused request does not count. Synchronous with
* the in-memory store, a promise with a store that answers with one.
*/
export class RateLimitEnforcer {
	limits;
	environment;
	now;
	store;
	constructor(options) {
		this.limits = options.limits;
		this.environment = options.environment;
		this.now = options.now ?? (() => performance.now());
		this.store = options.store ?? new MemoryRateLimitStore({
			algorithm: options.algorithm,
			maxCounters: options.maxCounters
		});
	}
	/** What the counters hold now, when they are in this process's memory; undefined for a shared store (Redis). */
	usage() {
		return this.store instanceof MemoryRateLimitStore ? this.store.usage(this.now()) : undefined;
	}
	check(keyValues, operation) {
		const applicable = limitsFor(this.limits, operation, this.environment);
		if (applicable.length === 0) return { ok: true };
		const counters = applicable.map((l) => ({
			id: counterKey(l, keyValues),
			limit: l.limit,
			windowMs: l.windowSeconds * 1e3
		}));
		const verdict = this.store.hit(counters, this.now());
		const shape = (v) => v.ok ? { ok: true } : {
			ok: false,
			limit: applicable[v.index ?? 0],
			retryAfterMs: v.retryAfterMs
		};
		return verdict instanceof Promise ? verdict.then(shape) : shape(verdict);
	}
}
