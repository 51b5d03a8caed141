import type { TokenStore } from "./store.js";
/** The few commands the store uses, as node-redis (v5+) exposes them. */
export interface RedisCommands {
	connect(): Promise<unknown>;
	close?(): Promise<unknown>;
	quit?(): Promise<unknown>;
	eval(script: string, options: {
		keys: string[];
		arguments: string[];
	}): Promise<unknown>;
	hGetAll(key: string): Promise<Record<string, string>>;
	sMembers(key: string): Promise<string[]>;
	set(key: string, value: string, options: {
		condition: "NX";
		expiration: {
			type: "PX";
			value: number;
		};
	}): Promise<unknown>;
	on?(event: "error", listener: (error: unknown) => void): unknown;
}
export interface RedisTokenStoreOptions {
	/** `redis://host:port/db`. */
	readonly url?: string;
	/** Key prefix, default `svc:oauth:`. */
	readonly prefix?: string;
	/** An already created node-redis client (the store then neither connects nor closes it). */
	readonly client?: RedisCommands;
	/** How long creating the store waits for Redis to accept the connection; default 5 s. */
	readonly connectTimeoutMs?: number;
	/** How long one operation waits for Redis's answer; default 2 s. */
	readonly commandTimeoutMs?: number;
}
/** Defaults of `connectTimeoutMs` and `commandTimeoutMs`. */
export declare const REDIS_TOKEN_STORE_TIMEOUTS: {
	readonly connectTimeoutMs: number;
	readonly commandTimeoutMs: number;
};
export declare function createRedisTokenStore(options?: RedisTokenStoreOptions): Promise<TokenStore>;
