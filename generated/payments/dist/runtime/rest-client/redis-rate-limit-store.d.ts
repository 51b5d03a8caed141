/**
* Rate-limit counters on Redis, shared by every process of an app: clients (`rateLimitStore` of a generated client)
* and servers or sandboxes (`rateLimitStore` of `create<Api>Server`). Each counter is a sorted set of calls scored
* by time; one Lua script prunes what left the window, checks every counter of the call and counts it in all of
* them or in none, so concurrent processes never overshoot a limit. Times are Redis's clock (TIME, to the
* microsecond), so processes on machines with skewed clocks agree. Windows are sliding (at most `limit` calls in
* any span of the window: also safe against fixed-window and token-bucket servers).
*
* A client's call is held (scored at its deadline, so it counts while in flight) and settled at its answer (scored
* then), as the in-process limiter counts it: the server saw it somewhere in between, so no process spends a slot
* the server has not freed. A hold never settled (its process died) lapses `holdMs` plus a window later.
*
* The `redis` package (node-redis) is loaded only when a store connects by URL (an optional peer dependency).
* A Redis that is down, unreachable or paused holds no caller: connecting gives up after `connectTimeoutMs`, every
* command after `commandTimeoutMs`, with a `RateLimitStoreError` (an owned client fails at once while it
* reconnects); a failed settle is dropped (its hold lapses by itself). The script touches one key per counter of
* a call, so this store needs a single Redis (or a primary with replicas), not Redis Cluster; Redis 5 or newer.
*/
import type { CounterSpec, SharedRateLimitStore, StoreVerdict } from "./rate-limit-store.js";
/** What the store needs of a Redis client: node-redis's `sendCommand` fits (`createClient({ url })`). */
export interface RedisRateLimitClient {
	sendCommand(args: readonly string[]): Promise<unknown>;
}
export interface RedisRateLimitStoreOptions {
	/** `redis://host:port[/db]`; the store creates (and on close, closes) its own client. */
	readonly url?: string;
	/** A connected client to use instead (not closed by the store). */
	readonly client?: RedisRateLimitClient;
	/** Prefix of every key; default `svc:rl:`. */
	readonly prefix?: string;
	/** How long connecting by `url` waits for Redis; default 5 s. */
	readonly connectTimeoutMs?: number;
	/** How long one command waits for Redis's answer; default 2 s. */
	readonly commandTimeoutMs?: number;
	/** How soon a client asks again when the slot it waits for is held by a call still in flight; default 25 ms. */
	readonly pollMs?: number;
	/** Told about connection errors of an owned client (it reconnects by itself); default ignored. */
	onConnectionError?(error: unknown): void;
}
/** Defaults of `connectTimeoutMs` and `commandTimeoutMs`. */
export declare const REDIS_RATE_LIMIT_STORE_TIMEOUTS: {
	readonly connectTimeoutMs: number;
	readonly commandTimeoutMs: number;
};
/** Redis did not answer in time (`timeout`) or failed (`unavailable`): the call is not sent, the request not served. */
export declare class RateLimitStoreError extends Error {
	readonly code: "timeout" | "unavailable";
	override name: string;
	constructor(code: "timeout" | "unavailable", message: string, options?: {
		cause?: unknown;
	});
}
export declare class RedisRateLimitStore implements SharedRateLimitStore {
	#private;
	constructor(options: RedisRateLimitStoreOptions);
	/** Connects now (at most `connectTimeoutMs`) rather than at the first call; a store connects by itself otherwise. */
	connect(): Promise<void>;
	/** Counts a request at arrival, Redis's clock (a server's `rateLimitStore`; `now` is not used). */
	hit(counters: readonly CounterSpec[], _now: number): Promise<StoreVerdict>;
	hold(counters: readonly CounterSpec[], call: string, holdMs: number, _now: number): Promise<StoreVerdict>;
	settle(counters: readonly CounterSpec[], call: string, _now: number): Promise<void>;
	close(): Promise<void>;
}
/** Connects a `RedisRateLimitStore` (at most `connectTimeoutMs`), so a Redis that is away fails at start-up. */
export declare function createRedisRateLimitStore(options: RedisRateLimitStoreOptions): Promise<RedisRateLimitStore>;
