/** In-process store: a Map in expiry order (re-inserted on change), swept from the front. */
export class MemoryDedupStore {
	entries = new Map();
	maxEntries;
	now;
	constructor(options = {}) {
		this.maxEntries = Math.max(1, options.maxEntries ?? 1e5);
		this.now = options.now ?? Date.now;
	}
	get size() {
		return this.entries.size;
	}
	claim(id, claimMs) {
		const now = this.now();
		const until = this.entries.get(id);
		if (until !== undefined && until > now) return false;
		this.set(id, now + claimMs, now);
		return true;
	}
	complete(id, windowMs) {
		const now = this.now();
		this.set(id, now + windowMs, now);
	}
	release(id) {
		this.entries.delete(id);
	}
	set(id, until, now) {
		this.entries.delete(id);
		this.entries.set(id, until);
		// Claims are shorter than the window, so the front is only roughly the soonest to expire: sweep what has
		// expired there, then the oldest beyond the bound.
		for (const [key, expiry] of this.entries) {
			if (expiry > now && this.entries.size <= this.maxEntries) break;
			this.entries.delete(key);
		}
	}
}
