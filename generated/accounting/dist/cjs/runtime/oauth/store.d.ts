/**
* Where grants are kept, so that several processes share them: the `TokenStore` contract and its in-memory
* implementation. A store gives every grant a version; writes are compare-and-swap on it (a late or duplicated
* refresh never overwrites a newer pair), and a lease with a TTL lets one process refresh a grant while others wait
* (a process that dies holding it blocks the grant for one TTL at most). File and Redis stores implement the same.
*/
import type { OAuthGrant } from "./grant.js";
export interface StoredGrant {
	readonly grant: OAuthGrant;
	/** Increases by one on every write. */
	readonly version: number;
}
export interface TokenStore {
	get(key: string): Promise<StoredGrant | undefined>;
	/**
	* Writes `grant` when the stored version is `expected` (`null`: nothing stored yet). Resolves to the new stored
	* grant, or undefined when another write came first (nothing written).
	*/
	compareAndSwap(key: string, expected: number | null, grant: OAuthGrant): Promise<StoredGrant | undefined>;
	/** Removes the grant (after a revocation); other writes never remove one. */
	delete(key: string): Promise<void>;
	list(): Promise<StoredGrant[]>;
	/** Takes the refresh lease of `key` for `ttlMs` unless another owner holds an unexpired one. */
	acquireLease(key: string, owner: string, ttlMs: number): Promise<boolean>;
	/** Gives the lease back if `owner` still holds it. */
	releaseLease(key: string, owner: string): Promise<void>;
	close?(): Promise<void>;
}
/** The default store: this process only. */
export declare class MemoryTokenStore implements TokenStore {
	private readonly now;
	private readonly grants;
	private readonly leases;
	constructor(now?: () => number);
	get(key: string): Promise<StoredGrant | undefined>;
	compareAndSwap(key: string, expected: number | null, grant: OAuthGrant): Promise<StoredGrant | undefined>;
	delete(key: string): Promise<void>;
	list(): Promise<StoredGrant[]>;
	acquireLease(key: string, owner: string, ttlMs: number): Promise<boolean>;
	releaseLease(key: string, owner: string): Promise<void>;
}
