/**
* In-process store: a Map from id to its expiry (ms since the store was made, so values stay small integers), and
* a queue of ids in the order they were first claimed, so the oldest are found in O(1) (a Map iterated from its
* front after deletions skips their holes, which made every write slower as it grew). Each write sweeps a few
* expired ids from the front and evicts the oldest beyond the bound. An id claimed again after a release is
* queued twice and may be forgotten a little early.
*/
export class MemoryDedupStore {
	entries = new Map();
	queue = [];
	head = 0;
	maxEntries;
	clock;
	base;
	constructor(options = {}) {
		this.maxEntries = Math.max(1, options.maxEntries ?? 1e5);
		this.clock = options.now ?? Date.now;
		this.base = this.clock();
	}
	get size() {
		return this.entries.size;
	}
	now() {
		return this.clock() - this.base;
	}
	/** Holds the id for the whole window from the claim on (one map write per event; see the interface). */
	claim(id, _claimMs, windowMs) {
		const now = this.now();
		const claimed = this.hold(id, now, now + Math.ceil(windowMs));
		this.prune(now);
		return claimed;
	}
	/** A delivery's ids: one clock read and one sweep for all of them. */
	claimAll(ids, _claimMs, windowMs) {
		const now = this.now();
		const until = now + Math.ceil(windowMs);
		const claimed = ids.map((id) => this.hold(id, now, until));
		this.prune(now);
		return claimed;
	}
	hold(id, now, until) {
		const held = this.entries.get(id);
		if (held !== undefined && held > now) return false;
		this.entries.set(id, until);
		if (held === undefined) this.queue.push(id);
		return true;
	}
	complete(id, windowMs) {
		const until = this.entries.get(id);
		// Already held for the window by its claim; only an id completed without a claim is added.
		if (until !== undefined) return;
		const now = this.now();
		this.entries.set(id, now + Math.ceil(windowMs));
		this.queue.push(id);
		this.prune(now);
	}
	release(id) {
		this.entries.delete(id);
	}
	prune(now) {
		// A few expired ids per write keep memory near the live set; the bound is enforced exactly.
		for (let swept = 0; this.head < this.queue.length;) {
			const id = this.queue[this.head];
			const until = this.entries.get(id);
			if (until !== undefined) {
				if (this.entries.size <= this.maxEntries && (until > now || swept >= 8)) break;
				this.entries.delete(id);
				swept++;
			}
			this.head++;
		}
		// Drop the consumed front of the queue now and then (amortised O(1)); ids released and claimed again are
		// queued again, so the queue is rebuilt from the live ids when it outgrows them.
		if (this.head > 1024 && this.head * 2 > this.queue.length) {
			this.queue = this.queue.slice(this.head);
			this.head = 0;
		} else if (this.queue.length - this.head > 2 * this.entries.size + 1024) {
			const seen = new Set();
			this.queue = this.queue.slice(this.head).filter((id) => this.entries.has(id) && !seen.has(id) && seen.add(id) !== undefined);
			this.head = 0;
		}
	}
}
