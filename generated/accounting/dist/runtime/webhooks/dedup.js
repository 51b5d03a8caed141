/** The last `digest`'s two halves (module variables rather than a pair allocated per event). */
let hi = 0;
let lo = 0;
/** 64 bits of an id into `hi` and `lo` (two 32-bit lanes, multiplied per UTF-16 unit, then mixed as murmur3 does). */
function digest(id) {
	let a = 2166136261;
	let b = 1779033703;
	for (let i = 0; i < id.length; i++) {
		const c = id.charCodeAt(i);
		a = Math.imul(a ^ c, 16777619);
		b = Math.imul(b ^ c, 1540483477);
	}
	a ^= id.length;
	a = Math.imul(a ^ a >>> 16, 2246822507);
	a = Math.imul(a ^ a >>> 13, 3266489909);
	a ^= a >>> 16;
	b = Math.imul(b ^ b >>> 15 ^ a, 739982445);
	b = Math.imul(b ^ b >>> 12, 695872825);
	b ^= b >>> 15;
	hi = a >>> 0;
	lo = b >>> 0;
}
/**
* Open addressing over one typed array: a slot is three numbers, its expiry (0 empty, -1 released) and the id's
* digest, side by side so a probe reads one cache line (three arrays cost three misses a probe).
*/
class DigestTable {
	slots;
	mask;
	/** Slots used (released ones too): the table is swapped out before it is half full. */
	used = 0;
	/** Ids held (not released). */
	live = 0;
	constructor(count) {
		this.mask = count - 1;
		this.slots = new Float64Array(count * 3);
	}
	/** The offset of the digest's slot, or -1 - the offset of the empty slot where it would go. */
	find(h, l) {
		const slots = this.slots;
		for (let i = l & this.mask;; i = i + 1 & this.mask) {
			const at = i * 3;
			if (slots[at] === 0) return -1 - at;
			if (slots[at + 2] === l && slots[at + 1] === h) return at;
		}
	}
	/** Expiry of a held id, or 0. */
	heldUntil(h, l) {
		const at = this.find(h, l);
		return at >= 0 && this.slots[at] > 0 ? this.slots[at] : 0;
	}
	set(h, l, until) {
		let at = this.find(h, l);
		if (at < 0) {
			at = -1 - at;
			this.slots[at + 1] = h;
			this.slots[at + 2] = l;
			this.used++;
			this.live++;
		} else if (this.slots[at] < 0) this.live++;
		this.slots[at] = until;
	}
	release(h, l) {
		const at = this.find(h, l);
		if (at >= 0 && this.slots[at] > 0) {
			this.slots[at] = -1;
			this.live--;
		}
	}
	clear() {
		this.slots.fill(0);
		this.used = 0;
		this.live = 0;
	}
}
/**
* In-process store: ids kept as 64-bit digests with their expiry (ms since the store was made) in two tables of
* typed arrays, the current one and the one before. A write goes to the current table; when it holds half the
* bound, it becomes the previous one and the old previous one is emptied and reused. A lookup reads both.
*
* Why digests: a Map of 100 000 id strings cost several microseconds per event at the bound (every id copied
* by the young-generation collector because it is kept, eviction walking the map's holes), the most of a
* 100-event delivery. Two distinct ids share a digest with odds near 2^-64 per pair (well under one in 10^14
* per event for a full store); ids come only from verified deliveries, so nobody can aim at that.
*/
export class MemoryDedupStore {
	/** A claim holds the id for the whole window, so the receiver need not call `complete` after one. */
	claimHoldsWindow = true;
	current;
	previous;
	half;
	clock;
	base;
	constructor(options = {}) {
		const maxEntries = Math.max(2, Math.floor(options.maxEntries ?? 1e5));
		this.half = Math.floor(maxEntries / 2);
		// At most half the slots of a table are used, so probes stay short.
		let slots = 16;
		while (slots < this.half * 2) slots *= 2;
		this.current = new DigestTable(slots);
		this.previous = new DigestTable(slots);
		this.clock = options.now ?? Date.now;
		this.base = this.clock();
	}
	/** Ids held (an id held in both tables counts twice; at most `maxEntries`). */
	get size() {
		return this.current.live + this.previous.live;
	}
	now() {
		return this.clock() - this.base;
	}
	/** Holds the id for the whole window from the claim on (one table write per event; see the interface). */
	claim(id, _claimMs, windowMs) {
		const now = this.now();
		return this.hold(id, now, now + Math.max(1, Math.ceil(windowMs)));
	}
	/** A delivery's ids: one clock read for all of them. */
	claimAll(ids, _claimMs, windowMs) {
		const now = this.now();
		const until = now + Math.max(1, Math.ceil(windowMs));
		const claimed = new Array(ids.length);
		for (let i = 0; i < ids.length; i++) claimed[i] = this.hold(ids[i], now, until);
		return claimed;
	}
	hold(id, now, until) {
		digest(id);
		if (this.current.heldUntil(hi, lo) > now || this.previous.heldUntil(hi, lo) > now) return false;
		this.write(until);
		return true;
	}
	write(until) {
		if (this.current.used >= this.half) {
			const emptied = this.previous;
			emptied.clear();
			this.previous = this.current;
			this.current = emptied;
		}
		this.current.set(hi, lo, until);
	}
	complete(id, windowMs) {
		digest(id);
		// Already held for the window by its claim; only an id completed without a claim is added.
		if (this.current.heldUntil(hi, lo) > 0 || this.previous.heldUntil(hi, lo) > 0) return;
		this.write(this.now() + Math.max(1, Math.ceil(windowMs)));
	}
	release(id) {
		digest(id);
		this.current.release(hi, lo);
		this.previous.release(hi, lo);
	}
}
