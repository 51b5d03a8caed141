/** The default store: this process only. */
export class MemoryTokenStore {
	now;
	grants = new Map();
	leases = new Map();
	constructor(now = Date.now) {
		this.now = now;
	}
	async get(key) {
		return this.grants.get(key);
	}
	async compareAndSwap(key, expected, grant) {
		const current = this.grants.get(key);
		if ((current?.version ?? null) !== expected) return undefined;
		const next = {
			grant,
			version: (current?.version ?? 0) + 1
		};
		this.grants.set(key, next);
		return next;
	}
	async delete(key) {
		this.grants.delete(key);
	}
	async list() {
		return [...this.grants.values()];
	}
	async acquireLease(key, owner, ttlMs) {
		const lease = this.leases.get(key);
		if (lease && lease.owner !== owner && lease.until > this.now()) return false;
		this.leases.set(key, {
			owner,
			until: this.now() + ttlMs
		});
		return true;
	}
	async releaseLease(key, owner) {
		if (this.leases.get(key)?.owner === owner) this.leases.delete(key);
	}
}
