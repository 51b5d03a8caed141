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
		// The limits that count an operation do not change: looked up once per operation, not filtered per request.
		let applicable = this.byOperation.get(operation);
		if (applicable === undefined) {
			applicable = limitsFor(this.limits, operation, this.environment);
			if (this.byOperation.size < MAX_OPERATIONS) this.byOperation.set(operation, applicable);
		}
		if (applicable.length === 0) return ADMITTED;
		const counters = [];
		for (const l of applicable) counters.push({
			id: counterKey(l, keyValues),
			limit: l.limit,
			windowMs: l.windowSeconds * 1e3
		});
		const verdict = this.store.hit(counters, this.now());
		if (!(verdict instanceof Promise)) return verdictOf(verdict, applicable);
		const limits = applicable;
		return verdict.then((v) => verdictOf(v, limits));
	}
	byOperation = new Map();
}
/** Operations whose limits are remembered at most (names come from the routing table, so this is never reached). */
const MAX_OPERATIONS = 1e4;
const ADMITTED = Object.freeze({ ok: true });
function verdictOf(v, applicable) {
	return v.ok ? ADMITTED : {
		ok: false,
		limit: applicable[v.index ?? 0],
		retryAfterMs: v.retryAfterMs
	};
}
