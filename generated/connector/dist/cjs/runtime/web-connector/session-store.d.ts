/**
* The session store contract: sessions keyed by a ticket digest (at most a capped number of them), a lease per
* session so one process at a time advances it (renewed while the operation runs, so a crashed process's lease
* lapses soon), fenced commits (a commit whose lease or version went stale changes nothing), per-tenant job
* queues updated in the same atomic step as the session, and the request each session holds out, which goes back
* to its queue if the session expires without closeConnection. The in-memory and Redis stores implement it.
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
	/**
	* The item whose request this session now holds out (handed out, not yet answered), or `null` when it holds
	* none any more; absent = unchanged. Held items of a session that expires go back to the queue (`reclaim`).
	*/
	readonly hold?: JobItem | null;
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
	/** Extends `owner`'s lease to `leaseMs` from now; false when the lease is not (any more) `owner`'s. */
	renew(key: string, owner: string, leaseMs: number): Promise<boolean>;
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
	/**
	* Puts the items held by sessions of `tenant` that no longer exist (expired without closeConnection) back at the
	* head of its queue; resolves to how many went back.
	*/
	reclaim(tenant: string): Promise<number>;
	/** Releases connections and timers. */
	close(): Promise<void>;
}
/** Thrown by `enqueue` when a tenant's queue is at the store's cap. */
export declare class QueueFullError extends Error {
	constructor(tenant: string, cap: number);
}
/** The store did not answer in time (`timeout`) or failed (`unavailable`: Redis down or unreachable). */
export declare class SessionStoreError extends Error {
	readonly code: "timeout" | "unavailable";
	constructor(code: "timeout" | "unavailable", message: string, options?: {
		cause?: unknown;
	});
}
