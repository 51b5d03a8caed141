/**
 * Where grants are kept, so that several processes share them: the `TokenStore` contract and its in-memory
 * implementation. A store gives every grant a version; writes are compare-and-swap on it (a late or duplicated
 * refresh never overwrites a newer pair), and a lease with a TTL lets one process refresh a grant while others wait
 * (a process that dies holding it blocks the grant for one TTL at most). File and Redis stores implement the same.
 */
import type { OAuthGrant } from './grant.js';

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
export class MemoryTokenStore implements TokenStore {
  private readonly grants = new Map<string, StoredGrant>();
  private readonly leases = new Map<string, { owner: string; until: number }>();
  constructor(private readonly now: () => number = Date.now) {}

  async get(key: string): Promise<StoredGrant | undefined> {
    return this.grants.get(key);
  }

  async compareAndSwap(key: string, expected: number | null, grant: OAuthGrant): Promise<StoredGrant | undefined> {
    const current = this.grants.get(key);
    if ((current?.version ?? null) !== expected) return undefined;
    const next = { grant, version: (current?.version ?? 0) + 1 };
    this.grants.set(key, next);
    return next;
  }

  async delete(key: string): Promise<void> {
    this.grants.delete(key);
  }

  async list(): Promise<StoredGrant[]> {
    return [...this.grants.values()];
  }

  async acquireLease(key: string, owner: string, ttlMs: number): Promise<boolean> {
    const lease = this.leases.get(key);
    if (lease && lease.owner !== owner && lease.until > this.now()) return false;
    this.leases.set(key, { owner, until: this.now() + ttlMs });
    return true;
  }

  async releaseLease(key: string, owner: string): Promise<void> {
    if (this.leases.get(key)?.owner === owner) this.leases.delete(key);
  }
}
