/**
* The in-memory session store (the default): one process, bounded. Sessions expire after their idle TTL,
* leases after their lease time; the number of sessions and the length of each queue are capped. A request a
* session holds out goes back to the head of its tenant's queue when the session expires.
*/
import { type CommitResult, type SessionChange, type SessionSnapshot, type SessionStore } from "./session-store.js";
import type { JobItem, SessionRecord } from "./session-types.js";
export interface MemorySessionStoreOptions {
	/** Most sessions held at once (expired ones are dropped first); default 100 000. */
	readonly maxSessions?: number;
	/** Most items per tenant queue; default 100 000. */
	readonly maxQueueLength?: number;
	/** Clock (tests). */
	readonly now?: () => number;
}
export declare class MemorySessionStore implements SessionStore {
	#private;
	constructor(options?: MemorySessionStoreOptions);
	create(key: string, session: SessionRecord, ttlMs: number): Promise<boolean>;
	read(key: string): Promise<SessionRecord | undefined>;
	acquire(key: string, owner: string, leaseMs: number): Promise<SessionSnapshot | "locked" | undefined>;
	renew(key: string, owner: string, leaseMs: number): Promise<boolean>;
	commit(key: string, owner: string, change: SessionChange): Promise<CommitResult>;
	release(key: string, owner: string): Promise<void>;
	enqueue(tenant: string, items: readonly JobItem[], options?: {
		readonly front?: boolean;
	}): Promise<number>;
	queue(tenant: string, limit?: number): Promise<JobItem[]>;
	reclaim(tenant: string): Promise<number>;
	close(): Promise<void>;
}
