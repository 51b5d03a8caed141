/**
* Stored records as plain JSON data: `seal` freezes a record deeply and tells its length as JSON text in the same
* walk, and `copy` copies a value as a JSON round trip would while sharing the parts the store already froze.
*
* Why not `JSON.parse(JSON.stringify())` and a freeze walk: a write read through the record three times that way
* (copy in, measure, freeze), and an update copied again the members it took unchanged from the stored record.
* Frozen parts are immutable, so sharing them is safe.
*/
/**
* A frozen object or array is taken as sealed (frozen all the way down), as the store leaves what it stores: no
* mark is kept beside it, since a WeakMap entry per object cost more than the rest of a write together.
*/
const isFrozenObject = (value) => Object.isFrozen(value);
/** Strings JSON writes with escapes (quote, backslash, controls, lone surrogates): measured by JSON itself. */
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
const stringLength = (text) => NEEDS_ESCAPE.test(text) ? JSON.stringify(text).length : text.length + 2;
/** Whether `value` is an object JSON writes member by member (no `toJSON`, a plain or null prototype). */
function isPlainObject(value) {
	const proto = Object.getPrototypeOf(value);
	return (proto === Object.prototype || proto === null) && typeof value.toJSON !== "function";
}
/**
* Freezes `value` and everything in it, and returns the length of `JSON.stringify(value)` (-1 when JSON writes
* nothing for it: undefined, a function, a symbol). Parts frozen before are measured, not frozen again.
*/
export function seal(value) {
	switch (typeof value) {
		case "string": return stringLength(value);
		case "number": return Number.isFinite(value) ? String(value).length : 4;
		case "boolean": return value ? 4 : 5;
		case "object": break;
		case "bigint": return JSON.stringify(value).length;
		default: return -1;
	}
	if (value === null) return 4;
	let length;
	if (Array.isArray(value)) {
		Object.freeze(value);
		length = value.length > 0 ? value.length + 1 : 2;
		const items = value;
		for (let i = 0; i < items.length; i++) {
			const size = seal(items[i]);
			length += size < 0 ? 4 : size;
		}
	} else if (isPlainObject(value)) {
		Object.freeze(value);
		let members = 0;
		length = 2;
		const record = value;
		for (const key of Object.keys(record)) {
			const size = seal(record[key]);
			if (size < 0) continue;
			length += stringLength(key) + 1 + size + (members > 0 ? 1 : 0);
			members++;
		}
	} else {
		// A Date or a class instance a service module stored: measured as JSON writes it, frozen as it is.
		length = JSON.stringify(value)?.length ?? -1;
		deepFreeze(value);
	}
	return length;
}
/** Characters a member adds to its object's JSON, the comma before it aside (-1: JSON leaves it out). */
function memberLength(key, value) {
	const size = seal(value);
	return size < 0 ? -1 : stringLength(key) + 1 + size;
}
/**
* `seal` for a record made from a sealed one (`previous`, `previousLength` long as JSON) by replacing, adding or
* removing members: only the members that are not the same value as before are frozen and measured, so an update
* that changes one member of a large record costs that member, not the record. Anything but two plain objects is
* sealed whole.
*/
export function resealFrom(value, previous, previousLength) {
	if (value === null || previous === null || typeof value !== "object" || typeof previous !== "object" || Array.isArray(value) || Array.isArray(previous) || !isPlainObject(value) || !isPlainObject(previous) || !Object.isFrozen(previous) || previousLength < 2) {
		return seal(value);
	}
	Object.freeze(value);
	const after = value;
	const before = previous;
	// previousLength = 2 + the members' lengths + a comma between each two; the same members cancel out.
	let length = previousLength;
	let membersBefore = 0;
	let membersAfter = 0;
	for (const key of Object.keys(after)) {
		const member = after[key];
		const had = Object.hasOwn(before, key);
		const old = had ? before[key] : undefined;
		if (had && old === member) {
			// The same value (a frozen part, or the same primitive) is written the same way before and after.
			if (member !== undefined && typeof member !== "function" && typeof member !== "symbol") {
				membersBefore++;
				membersAfter++;
			}
			continue;
		}
		const grown = memberLength(key, member);
		if (grown >= 0) {
			length += grown;
			membersAfter++;
		}
		if (had) {
			const shrunk = memberLength(key, old);
			if (shrunk >= 0) {
				length -= shrunk;
				membersBefore++;
			}
		}
	}
	for (const key of Object.keys(before)) {
		if (Object.hasOwn(after, key)) continue;
		const shrunk = memberLength(key, before[key]);
		if (shrunk >= 0) {
			length -= shrunk;
			membersBefore++;
		}
	}
	return length - Math.max(0, membersBefore - 1) + Math.max(0, membersAfter - 1);
}
function deepFreeze(value) {
	if (value === null || typeof value !== "object" || Object.isFrozen(value)) return;
	Object.freeze(value);
	for (const key of Object.keys(value)) deepFreeze(value[key]);
}
const NOT_PLAIN = Symbol("not plain JSON data");
/** Copies plain JSON data as a JSON round trip would; throws NOT_PLAIN for anything else. */
function clone(value, inArray, root = false) {
	switch (typeof value) {
		case "string":
		case "boolean": return value;
		case "number": return Number.isFinite(value) ? value === 0 ? 0 : value : null;
		case "object": break;
		case "undefined":
		case "function":
		case "symbol": return inArray ? null : undefined;
		default: throw NOT_PLAIN;
	}
	if (value === null || !root && isFrozenObject(value)) return value;
	if (Array.isArray(value)) {
		const out = new Array(value.length);
		for (let i = 0; i < value.length; i++) out[i] = clone(value[i], true);
		return out;
	}
	if (!isPlainObject(value)) throw NOT_PLAIN;
	const out = {};
	const record = value;
	for (const key of Object.keys(record)) {
		const member = clone(record[key], false);
		if (member === undefined) continue;
		// A member named __proto__ stays a member (as JSON.parse makes it), never the copy's prototype.
		if (key === "__proto__") Object.defineProperty(out, key, {
			value: member,
			enumerable: true,
			writable: true,
			configurable: true
		});
		else out[key] = member;
	}
	return out;
}
/**
* A copy of `value` equal to `JSON.parse(JSON.stringify(value))`, a new object itself, except that frozen parts
* inside it (the store's) are the same objects: a change is made by replacing a member, never by writing into one.
*/
export function copy(value) {
	if (value === undefined) return value;
	try {
		return clone(value, false, true);
	} catch (error) {
		if (error !== NOT_PLAIN) throw error;
	}
	return JSON.parse(JSON.stringify(value));
}
