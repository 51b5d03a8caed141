/// <reference types="node" />
export type StoredRecord = {
	readonly [member: string]: unknown;
};
export interface ChangeEntry {
	readonly collection: string;
	readonly id: string;
	/** Milliseconds since the epoch. */
	readonly at: number;
	readonly operation: "Create" | "Update" | "Delete" | "Void";
	/** The entity's concurrency token after the write, when it has one. */
	readonly version?: string;
}
export interface StoreLimits {
	/** Tenants kept at once; default 1000. */
	readonly maxTenants: number;
	/** Records per tenant, all collections together; default 200,000. */
	readonly maxRecordsPerTenant: number;
	/** Remembered idempotent replies per tenant (oldest forgotten first); default 10,000. */
	readonly maxIdempotentReplies: number;
	/** Change entries kept per tenant (oldest dropped first); default 100,000. */
	readonly maxChanges: number;
	/** Bytes of records (as JSON) all tenants together may hold; default 256 MiB. */
	readonly maxRecordBytes: number;
	/** Bytes of remembered idempotent replies per tenant (oldest forgotten first); default 16 MiB. */
	readonly maxReplyBytesPerTenant: number;
}
export declare const DEFAULT_STORE_LIMITS: StoreLimits;
export declare class CapacityError extends Error {}
type StoreEvent = {
	readonly t: "tenant";
	readonly r: string;
} | {
	readonly t: "drop";
	readonly r: string;
} | {
	readonly t: "put";
	readonly r: string;
	readonly c: string;
	readonly id: string;
	readonly v: StoredRecord;
} | {
	readonly t: "del";
	readonly r: string;
	readonly c: string;
	readonly id: string;
} | {
	readonly t: "seq";
	readonly r: string;
	readonly c: string;
	readonly n: number;
} | {
	readonly t: "chg";
	readonly r: string;
	readonly e: ChangeEntry;
} | {
	readonly t: "idem";
	readonly r: string;
	readonly k: string;
	readonly v: IdempotentReply;
};
export interface IdempotentReply {
	/** Fingerprint of the request body. */
	readonly fingerprint: string;
	readonly status: number;
	readonly body: unknown;
}
/** One tenant's data. All mutations go through here, so each becomes one logged event. */
export declare class TenantData {
	readonly key: string;
	private readonly emit;
	private readonly limits;
	/** The store's running total of record bytes, shared by its tenants. */
	private readonly bytes;
	private readonly collections;
	private readonly counters;
	private readonly replies;
	/** Each record's bytes as JSON, by collection and id (beside `collections`: no key string made per record). */
	private readonly sizes;
	private changeList;
	private records;
	private replyBytes;
	private measured;
	constructor(key: string, emit: (event: StoreEvent) => void, limits: StoreLimits, bytes: {
		total: number;
	});
	get(collection: string, id: string): StoredRecord | undefined;
	/** Records of a collection in insertion order (updates keep their place). */
	values(collection: string): IterableIterator<StoredRecord>;
	/** Names of the collections that hold records (an entity's, and its scoped ones: `Card|<customer>`). */
	collectionNames(): string[];
	/** Bytes of all its records (as JSON). */
	recordBytes(): number;
	count(collection: string): number;
	put(collection: string, id: string, value: StoredRecord): void;
	remove(collection: string, id: string): void;
	/** The next number of a collection's counter (1, 2, ...). */
	next(collection: string): number;
	recordChange(entry: ChangeEntry): void;
	changes(): readonly ChangeEntry[];
	reply(key: string): IdempotentReply | undefined;
	remember(key: string, reply: IdempotentReply): void;
	/** Applies an event (a fresh one is also emitted to the log; a replayed one is not). */
	apply(event: StoreEvent, replay?: boolean): void;
}
/** Where events go: nowhere (memory only) or an append-only file. */
export interface EventLog {
	append(line: string): void;
	/** Lines written so far (on open). */
	read(): string[];
	clear(): void;
	close(): void;
}
/** An append-only JSON-lines file in `dir` (created if absent). A torn last line (a crash mid-write) is ignored. */
export declare function fileEventLog(dir: string): EventLog;
export interface SandboxStoreOptions {
	/** Folder of the event log; omitted = memory only. */
	readonly dataDir?: string;
	readonly limits?: Partial<StoreLimits>;
}
/** All tenants of one sandbox. */
export declare class SandboxStore {
	private readonly tenants;
	private readonly log?;
	private readonly bytes;
	readonly limits: StoreLimits;
	constructor(options?: SandboxStoreOptions);
	/** Whether a tenant exists already. */
	has(key: string): boolean;
	/** The tenant's data; `created` is true the first time (the caller seeds it). */
	tenant(key: string): {
		data: TenantData;
		created: boolean;
	};
	tenantKeys(): string[];
	/** Forgets one tenant (logged, so a restart does not bring it back); false when there was none. */
	forget(key: string): boolean;
	/** Forgets every tenant (and empties the log). */
	reset(): void;
	close(): void;
	private forgetReplayed;
	private tenantFor;
}
export {};
