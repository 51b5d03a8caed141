import { type CommitResult, type SessionChange, type SessionSnapshot, type SessionStore } from "./session-store.js";
import type { JobItem, SessionRecord } from "./session-types.js";
/** What the store needs of a Redis client: node-redis's `sendCommand` fits (`createClient({ url })`). */
export interface RedisCommandClient {
	sendCommand(args: readonly string[]): Promise<unknown>;
}
export interface RedisSessionStoreOptions {
	/** `redis://host:port[/db]`; the store creates (and on close, closes) its own client. */
	readonly url?: string;
	/** A connected client to use instead (not closed by the store). */
	readonly client?: RedisCommandClient;
	/** Prefix of every key; default `svc:wc:`. */
	readonly prefix?: string;
	/** Most items per tenant queue; default 100 000. */
	readonly maxQueueLength?: number;
	/** Most live sessions at once (across every process on this Redis); default 100 000. */
	readonly maxSessions?: number;
	/** How long connecting by `url` waits for Redis; default 5 s. */
	readonly connectTimeoutMs?: number;
	/** How long one operation waits for Redis's answer; default 2 s. */
	readonly commandTimeoutMs?: number;
	/** Told about connection errors of an owned client (it reconnects by itself); default ignored. */
	onConnectionError?(error: unknown): void;
}
/** Defaults of `connectTimeoutMs` and `commandTimeoutMs`. */
export declare const REDIS_SESSION_STORE_TIMEOUTS: {
	readonly connectTimeoutMs: number;
	readonly commandTimeoutMs: number;
};
export declare class RedisSessionStore implements SessionStore {
	#private;
	constructor(options: RedisSessionStoreOptions);
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
