/**
* Entities of one tenant over the store: collections named by entity (and scope: a customer's cards are kept
* per customer), ids from per-collection counters, the concurrency token ("0", then +1 per write), timestamps,
* unique members (an index per group, so a write costs O(1) however many entities exist), the change list for
* change data capture, and the write hook. Service-module hooks run here (`prepare`), so a create made by a
* module or a seed follows the same rules as one made over HTTP.
*
* Stored records are frozen (deeply) when they are written, so reads hand out the stored record itself, never a
* copy: no handler, module or caller can change stored state through what a read returned (writing to it throws),
* and a change is a new object given to `save`, `update` or `create` (copied on the way in, except for the frozen
* parts of stored records it holds, which are shared as they are).
*/
import type { EntityFacts, GenericFaultKind, GenericFaultInfo, Json, SandboxService, SandboxTenant, SandboxWrite } from "./contract.js";
import type { TenantData, StoredRecord } from "./store.js";
/** What a write hook is told (`SandboxOptions.onWrite`): after the write is stored. */
export type WriteEvent = SandboxWrite;
export interface EntityContext {
	readonly entities: {
		readonly [name: string]: EntityFacts;
	};
	readonly service: SandboxService;
	readonly now: () => Date;
	readonly timestamp: (date: Date) => string;
	readonly fault: (kind: GenericFaultKind, info: GenericFaultInfo) => unknown;
	readonly onWrite?: (event: WriteEvent) => void;
}
type Scope = {
	readonly [param: string]: string;
};
export declare function collectionOf(entity: string, scope?: Scope): string;
export declare function entityOfCollection(collection: string): string;
export declare function getPath(value: Json, path: string): unknown;
/**
* Sets a dotted member on a write's own copy of a record: objects on the way that are the copy's own (not frozen)
* are written in place, frozen ones (shared with the stored record) are copied, anything else is replaced by one.
*/
export declare function setPath(value: {
	[member: string]: unknown;
}, path: string, member: unknown): void;
/** The entity operations of one tenant. */
export declare class TenantEntities implements SandboxTenant {
	readonly data: TenantData;
	private readonly ctx;
	constructor(data: TenantData, ctx: EntityContext);
	get key(): string;
	facts(entity: string): EntityFacts;
	/** The stored record itself (frozen, not a copy). */
	find(entity: string, id: string, scope?: Scope): StoredRecord | undefined;
	/** The stored record (frozen): read it, or spread it into a new object to change and save. */
	get(entity: string, id: string, scope?: Scope): Json | undefined;
	list(entity: string, scope?: Scope): Json[];
	/** Stored records of an entity, in insertion order (frozen, not copies). */
	records(entity: string, scope?: Scope): IterableIterator<StoredRecord>;
	create(entity: string, value: Json, scope?: Scope): Json;
	/**
	* Replaces a stored record with `next` (already merged): version + 1, updated time, hooks, unique check. `owned`:
	* `next` was made for this write and nobody else holds it (its members are the stored record's frozen ones or
	* copies), so it is completed and stored as it is rather than copied first.
	*/
	update(entity: string, previous: StoredRecord, next: Json, scope?: Scope, kind?: "update" | "void", owned?: boolean): Json;
	save(entity: string, value: Json, scope?: Scope): Json;
	/**
	* Stores the record with `members` replaced (a balance moved), as `save` would store the whole record: only the
	* members given are copied, frozen and measured; the others are the stored record's own, shared. Undefined when
	* there is no such record.
	*/
	patch(entity: string, id: string, members: Json, scope?: Scope): Json | undefined;
	remove(entity: string, id: string, scope?: Scope): void;
	side(name: string): {
		get(id: string): Json | undefined;
		put(id: string, value: Json): void;
	};
	next(name: string): number;
	private prepare;
	private store;
	private indexes;
	/** Refuses a unique member another entity of its group has (one the record had already is its own). */
	private checkUnique;
	/** Indexes the record's unique members (those the same as in `previous` are indexed already). */
	private index;
	/** Takes the record's unique members out of the index (but those `next` keeps as they are). */
	private unindex;
}
export {};
