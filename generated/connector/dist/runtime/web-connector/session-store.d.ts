/**
* The session store contract: sessions keyed by a ticket digest, a lease per session so one process at a time
* advances it, fenced commits (a commit whose lease or version went stale changes nothing), and per-tenant job
* queues updated in the same atomic step as the session. The in-memory and Redis stores implement it.
*/
import type { JobItem, SessionRecord } from "./session-types.js";
/** A session as read under its lease, with the head of its tenant's queue. */
export interface SessionSnapshot {
	readonly session: SessionRecord;
	/** Bumped by every commit; a commit names the version it read. */
	readonly version: number;
	/** The first item of the tenant's queue, if any. */
	readonly queueHead: JobItem | undefined;
	readonly queueLength: number;
}
/** One atomic step: the new session (or its removal) and the queue changes that go with it. */
export interface SessionChange {
	/** The version the change was computed from. */
	readonly version: number;
	/** The new record; `null` removes the session (closeConnection). */
	readonly session: SessionRecord | null;
	/** Idle lifetime from now. */
	readonly ttlMs: number;
	/** Removes the queue's head, which must still be the item with this id (else nothing is changed). */
	readonly popHead?: string;
	/** Put at the head of the queue, in this order (continuations and follow-ups). */
	readonly pushFront?: readonly JobItem[];
}
/** `ok`, or `stale`: the lease expired or another commit came first, and nothing was changed. */
export type CommitResult = "ok" | "stale";
export interface SessionStore {
	/** Stores a new session; false when the key exists or the store is at its session cap. */
	create(key: string, session: SessionRecord, ttlMs: number): Promise<boolean>;
	/** The session without a lease (for reads that change nothing); undefined when unknown or expired. */
	read(key: string): Promise<SessionRecord | undefined>;
	/**
	* Takes the session's lease for `owner` (for `leaseMs`) and reads it: `undefined` when unknown or expired,
	* `'locked'` while another owner holds the lease.
	*/
	acquire(key: string, owner: string, leaseMs: number): Promise<SessionSnapshot | "locked" | undefined>;
	/** Applies a change and gives the lease back, atomically; `stale` changes nothing (the lease is given back). */
	commit(key: string, owner: string, change: SessionChange): Promise<CommitResult>;
	/** Gives the lease back without a change (no-op unless `owner` holds it). */
	release(key: string, owner: string): Promise<void>;
	/** Appends items to a tenant's queue (or puts them first, in order); resolves to the new length. */
	enqueue(tenant: string, items: readonly JobItem[], options?: {
		readonly front?: boolean;
	}): Promise<number>;
	/** The tenant's queue, head first (at most `limit` items, default 1000). */
	queue(tenant: string, limit?: number): Promise<JobItem[]>;
	/** Releases connections and timers. */
	close(): Promise<void>;
}
/** Thrown by `enqueue` when a tenant's queue is at the store's cap. */
export declare class QueueFullError extends Error {
	constructor(tenant: string, cap: number);
}
