import { copy } from "./records.js";
export function collectionOf(entity, scope = {}) {
	const values = Object.keys(scope).sort().map((k) => scope[k]);
	return values.length === 0 ? entity : `${entity}|${values.map((v) => encodeURIComponent(v)).join("/")}`;
}
export function entityOfCollection(collection) {
	const bar = collection.indexOf("|");
	return bar < 0 ? collection : collection.slice(0, bar);
}
/** Dotted paths split once (an entity's facts name the same few paths on every write). */
const pathParts = new Map();
function partsOf(path) {
	let parts = pathParts.get(path);
	if (parts === undefined) {
		parts = path.split(".");
		// Paths come from the definition's facts, a bounded set; a caller's own paths are split without being kept.
		if (pathParts.size < 1e3) pathParts.set(path, parts);
	}
	return parts;
}
export function getPath(value, path) {
	if (value === null || typeof value !== "object") return undefined;
	if (path.indexOf(".") < 0) return value[path];
	let current = value;
	for (const part of partsOf(path)) {
		if (current === null || typeof current !== "object") return undefined;
		current = current[part];
	}
	return current;
}
/**
* Sets a dotted member on a write's own copy of a record: objects on the way that are the copy's own (not frozen)
* are written in place, frozen ones (shared with the stored record) are copied, anything else is replaced by one.
*/
export function setPath(value, path, member) {
	if (path.indexOf(".") < 0) {
		value[path] = member;
		return;
	}
	const parts = partsOf(path);
	let current = value;
	for (let i = 0; i < parts.length - 1; i++) {
		const next = current[parts[i]];
		let own;
		if (next !== null && typeof next === "object" && !Array.isArray(next)) {
			own = Object.isFrozen(next) ? { ...next } : next;
		} else own = {};
		if (own !== next) current[parts[i]] = own;
		current = own;
	}
	current[parts[parts.length - 1]] = member;
}
const SIDE = "@side:";
const uniqueIndexes = new WeakMap();
/** Each entity's unique members and their groups, listed once per facts object (they are read on every write). */
const uniqueLists = new WeakMap();
function uniqueOf(facts) {
	if (facts?.unique === undefined) return [];
	let list = uniqueLists.get(facts);
	if (list === undefined) uniqueLists.set(facts, list = Object.entries(facts.unique));
	return list;
}
function normalise(value) {
	return typeof value === "string" && value.trim() !== "" ? value.trim().toLowerCase() : undefined;
}
/** The entity operations of one tenant. */
export class TenantEntities {
	data;
	ctx;
	constructor(data, ctx) {
		this.data = data;
		this.ctx = ctx;
	}
	get key() {
		return this.data.key;
	}
	facts(entity) {
		const facts = this.ctx.entities[entity];
		if (facts === undefined) throw new Error(`No entity ${entity} in this sandbox`);
		return facts;
	}
	/** The stored record itself (frozen, not a copy). */
	find(entity, id, scope = {}) {
		return this.data.get(collectionOf(entity, scope), id);
	}
	/** The stored record (frozen): read it, or spread it into a new object to change and save. */
	get(entity, id, scope = {}) {
		return this.find(entity, id, scope);
	}
	list(entity, scope = {}) {
		return [...this.data.values(collectionOf(entity, scope))];
	}
	/** Stored records of an entity, in insertion order (frozen, not copies). */
	records(entity, scope = {}) {
		return this.data.values(collectionOf(entity, scope));
	}
	create(entity, value, scope = {}) {
		const facts = this.facts(entity);
		const collection = collectionOf(entity, scope);
		const now = this.ctx.now();
		const stamp = this.ctx.timestamp(now);
		const record = copy(value);
		const n = this.data.next(entity);
		const id = this.ctx.service.newId?.(entity, n) ?? String(n);
		record[facts.id] = id;
		if (facts.version !== undefined) setPath(record, facts.version, "0");
		if (facts.created !== undefined) setPath(record, facts.created, stamp);
		if (facts.updated !== undefined) setPath(record, facts.updated, stamp);
		// Checked before the module's rules too, so a refused write leaves nothing of theirs behind.
		this.checkUnique(entity, record, id);
		const prepared = this.prepare("create", entity, record, undefined, scope, now);
		return this.store(entity, collection, prepared, undefined, "Create", now);
	}
	/**
	* Replaces a stored record with `next` (already merged): version + 1, updated time, hooks, unique check. `owned`:
	* `next` was made for this write and nobody else holds it (its members are the stored record's frozen ones or
	* copies), so it is completed and stored as it is rather than copied first.
	*/
	update(entity, previous, next, scope = {}, kind = "update", owned = false) {
		const facts = this.facts(entity);
		const now = this.ctx.now();
		const record = owned && !Object.isFrozen(next) ? next : copy(next);
		record[facts.id] = previous[facts.id];
		if (facts.version !== undefined) setPath(record, facts.version, String(Number(getPath(previous, facts.version) ?? "0") + 1));
		if (facts.created !== undefined) setPath(record, facts.created, getPath(previous, facts.created));
		if (facts.updated !== undefined) setPath(record, facts.updated, this.ctx.timestamp(now));
		this.checkUnique(entity, record, String(previous[facts.id]), previous);
		const prepared = this.prepare(kind, entity, record, previous, scope, now);
		return this.store(entity, collectionOf(entity, scope), prepared, previous, kind === "void" ? "Void" : "Update", now);
	}
	save(entity, value, scope = {}) {
		const facts = this.facts(entity);
		const id = String(value[facts.id]);
		const collection = collectionOf(entity, scope);
		const previous = this.data.get(collection, id);
		return this.store(entity, collection, copy(value), previous, previous === undefined ? "Create" : "Update", this.ctx.now());
	}
	/**
	* Stores the record with `members` replaced (a balance moved), as `save` would store the whole record: only the
	* members given are copied, frozen and measured; the others are the stored record's own, shared. Undefined when
	* there is no such record.
	*/
	patch(entity, id, members, scope = {}) {
		const collection = collectionOf(entity, scope);
		const previous = this.data.get(collection, id);
		if (previous === undefined) return undefined;
		const record = { ...previous };
		const given = copy(members);
		for (const member of Object.keys(given)) {
			if (member === "__proto__") Object.defineProperty(record, member, {
				value: given[member],
				enumerable: true,
				writable: true,
				configurable: true
			});
			else record[member] = given[member];
		}
		const facts = this.facts(entity);
		record[facts.id] = previous[facts.id];
		return this.store(entity, collection, record, previous, "Update", this.ctx.now());
	}
	remove(entity, id, scope = {}) {
		const collection = collectionOf(entity, scope);
		const previous = this.data.get(collection, id);
		if (previous === undefined) return;
		// The module's rules see the delete first (a payment gives its invoices' balances back) and may refuse it.
		this.prepare("delete", entity, previous, previous, scope, this.ctx.now());
		this.unindex(entity, previous);
		this.data.remove(collection, id);
		const now = this.ctx.now();
		this.data.recordChange({
			collection,
			id,
			at: now.getTime(),
			operation: "Delete"
		});
		this.ctx.onWrite?.({
			tenant: this.key,
			entity,
			id,
			operation: "Delete",
			record: previous,
			at: now
		});
	}
	side(name) {
		return {
			get: (id) => this.data.get(SIDE + name, id),
			put: (id, value) => this.data.put(SIDE + name, id, copy(value))
		};
	}
	next(name) {
		return this.data.next(SIDE + name);
	}
	prepare(kind, entity, value, previous, scope, now) {
		const hook = this.ctx.service.prepare;
		if (hook === undefined) return value;
		const result = hook.call(this.ctx.service, {
			kind,
			entity,
			value,
			previous,
			tenant: this,
			scope,
			now,
			timestamp: (d = now) => this.ctx.timestamp(d)
		});
		return result ?? value;
	}
	store(entity, collection, record, previous, operation, now) {
		const facts = this.facts(entity);
		const id = String(record[facts.id]);
		this.checkUnique(entity, record, id, previous);
		this.data.put(collection, id, record);
		if (previous !== undefined) this.unindex(entity, previous, record);
		this.index(entity, record, id, previous);
		const version = facts.version === undefined ? undefined : getPath(record, facts.version);
		const change = {
			collection,
			id,
			at: now.getTime(),
			operation
		};
		if (version !== undefined && version !== null) change.version = String(version);
		this.data.recordChange(change);
		this.ctx.onWrite?.({
			tenant: this.key,
			entity,
			id,
			operation,
			record,
			at: now
		});
		return record;
	}
	indexes() {
		let groups = uniqueIndexes.get(this.data);
		if (groups === undefined) {
			// Built on first use from what is stored (a replayed log included), then kept up to date by writes.
			groups = new Map();
			uniqueIndexes.set(this.data, groups);
			for (const [entity, facts] of Object.entries(this.ctx.entities)) {
				if (facts.unique === undefined) continue;
				for (const record of this.data.values(entity)) this.index(entity, record, String(record[facts.id]));
			}
		}
		return groups;
	}
	/** Refuses a unique member another entity of its group has (one the record had already is its own). */
	checkUnique(entity, record, id, previous) {
		for (const [member, group] of uniqueOf(this.facts(entity))) {
			if (previous !== undefined && previous[member] === record[member]) continue;
			const value = normalise(record[member]);
			if (value === undefined) continue;
			const owner = this.indexes().get(group)?.get(value);
			if (owner !== undefined && owner !== `${entity}/${id}`) {
				throw this.ctx.fault("duplicate", {
					entity,
					id,
					member,
					value: String(record[member]),
					message: `Another entity has ${member} "${String(record[member])}"`
				});
			}
		}
	}
	/** Indexes the record's unique members (those the same as in `previous` are indexed already). */
	index(entity, record, id, previous) {
		for (const [member, group] of uniqueOf(this.ctx.entities[entity])) {
			if (previous !== undefined && previous[member] === record[member]) continue;
			const value = normalise(record[member]);
			if (value === undefined) continue;
			const groups = this.indexes();
			let index = groups.get(group);
			if (index === undefined) groups.set(group, index = new Map());
			index.set(value, `${entity}/${id}`);
		}
	}
	/** Takes the record's unique members out of the index (but those `next` keeps as they are). */
	unindex(entity, record, next) {
		const facts = this.ctx.entities[entity];
		for (const [member, group] of uniqueOf(facts)) {
			if (next !== undefined && next[member] === record[member]) continue;
			const value = normalise(record[member]);
			const index = this.indexes().get(group);
			if (value !== undefined && index?.get(value) === `${entity}/${String(record[facts.id])}`) index.delete(value);
		}
	}
}
