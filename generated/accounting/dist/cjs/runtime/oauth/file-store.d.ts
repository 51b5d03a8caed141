import type { TokenStore } from "./store.js";
export interface FileTokenStoreOptions {
	readonly path: string;
	/** A lock older than this is taken over (its holder died). Default 10 s. */
	readonly staleLockMs?: number;
	/** How long an operation waits for the lock before failing. Default 10 s. */
	readonly lockTimeoutMs?: number;
}
export declare function createFileTokenStore(options: FileTokenStoreOptions | string): TokenStore;
