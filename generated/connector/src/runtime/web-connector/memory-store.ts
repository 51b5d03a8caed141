/**
 * The in-memory session store (the default): one process, bounded. Sessions expire after their idle TTL,
 * leases after their lease time; the number of sessions and the length of each queue are capped. A request a
 * session holds out goes back to the head of its tenant's queue when the session expires.
 */
import { QueueFullError, type CommitResult, type SessionChange, type SessionSnapshot, type SessionStore } from './session-store.js';
import type { JobItem, SessionRecord } from './session-types.js';

export interface MemorySessionStoreOptions {
  /** Most sessions held at once (expired ones are dropped first); default 100 000. */
  readonly maxSessions?: number;
  /** Most items per tenant queue; default 100 000. */
  readonly maxQueueLength?: number;
  /** Clock (tests). */
  readonly now?: () => number;
}

interface Entry {
  session: SessionRecord;
  version: number;
  expiresAt: number;
  lease?: { owner: string; until: number };
  /** The item whose request the session holds out. */
  held?: JobItem;
}

export class MemorySessionStore implements SessionStore {
  readonly #sessions = new Map<string, Entry>();
  readonly #queues = new Map<string, JobItem[]>();
  /** Tenant -> keys of its sessions that hold an item (what `reclaim` looks at). */
  readonly #holders = new Map<string, Set<string>>();
  readonly #maxSessions: number;
  readonly #maxQueueLength: number;
  readonly #now: () => number;

  constructor(options: MemorySessionStoreOptions = {}) {
    this.#maxSessions = options.maxSessions ?? 100_000;
    this.#maxQueueLength = options.maxQueueLength ?? 100_000;
    this.#now = options.now ?? Date.now;
  }

  async create(key: string, session: SessionRecord, ttlMs: number): Promise<boolean> {
    if (this.#live(key)) return false;
    if (this.#sessions.size >= this.#maxSessions) this.#sweep();
    if (this.#sessions.size >= this.#maxSessions) return false;
    this.#sessions.set(key, { session, version: 1, expiresAt: this.#now() + ttlMs });
    return true;
  }

  async read(key: string): Promise<SessionRecord | undefined> {
    return this.#live(key)?.session;
  }

  async acquire(key: string, owner: string, leaseMs: number): Promise<SessionSnapshot | 'locked' | undefined> {
    const entry = this.#live(key);
    if (!entry) return undefined;
    const now = this.#now();
    if (entry.lease && entry.lease.until > now && entry.lease.owner !== owner) return 'locked';
    entry.lease = { owner, until: now + leaseMs };
    const queue = this.#queues.get(entry.session.tenant);
    return { session: entry.session, version: entry.version, queueHead: queue?.[0], queueLength: queue?.length ?? 0 };
  }

  async renew(key: string, owner: string, leaseMs: number): Promise<boolean> {
    const entry = this.#live(key);
    const now = this.#now();
    if (!entry?.lease || entry.lease.owner !== owner || entry.lease.until <= now) return false;
    entry.lease.until = now + leaseMs;
    return true;
  }

  async commit(key: string, owner: string, change: SessionChange): Promise<CommitResult> {
    const entry = this.#live(key);
    if (!entry || entry.lease?.owner !== owner || entry.lease.until <= this.#now()) return 'stale';
    entry.lease = undefined;
    if (entry.version !== change.version) return 'stale';
    const tenant = entry.session.tenant;
    let queue = this.#queues.get(tenant);
    if (change.popHead !== undefined) {
      if (queue?.[0]?.id !== change.popHead) return 'stale';
      queue.shift();
    }
    if (change.pushFront && change.pushFront.length > 0) {
      if (!queue) this.#queues.set(tenant, (queue = []));
      queue.unshift(...change.pushFront);
    }
    if (queue && queue.length === 0) this.#queues.delete(tenant);
    if (change.session === null) {
      this.#sessions.delete(key);
      this.#holding(tenant, key, undefined);
    } else {
      entry.session = change.session;
      entry.version += 1;
      entry.expiresAt = this.#now() + change.ttlMs;
      if (change.hold !== undefined) {
        entry.held = change.hold ?? undefined;
        this.#holding(tenant, key, entry.held);
      }
    }
    return 'ok';
  }

  async release(key: string, owner: string): Promise<void> {
    const entry = this.#sessions.get(key);
    if (entry?.lease?.owner === owner) entry.lease = undefined;
  }

  async enqueue(tenant: string, items: readonly JobItem[], options: { readonly front?: boolean } = {}): Promise<number> {
    let queue = this.#queues.get(tenant);
    const length = (queue?.length ?? 0) + items.length;
    if (length > this.#maxQueueLength) throw new QueueFullError(tenant, this.#maxQueueLength);
    if (items.length === 0) return length;
    if (!queue) this.#queues.set(tenant, (queue = []));
    if (options.front) queue.unshift(...items);
    else queue.push(...items);
    return queue.length;
  }

  async queue(tenant: string, limit = 1000): Promise<JobItem[]> {
    return (this.#queues.get(tenant) ?? []).slice(0, limit);
  }

  async reclaim(tenant: string): Promise<number> {
    let returned = 0;
    for (const key of [...(this.#holders.get(tenant) ?? [])]) {
      const entry = this.#sessions.get(key);
      if (entry === undefined) this.#holding(tenant, key, undefined);
      else if (entry.expiresAt <= this.#now() && this.#drop(key, entry)) returned++;
    }
    return returned;
  }

  async close(): Promise<void> {
    this.#sessions.clear();
    this.#queues.clear();
    this.#holders.clear();
  }

  #holding(tenant: string, key: string, item: JobItem | undefined): void {
    let keys = this.#holders.get(tenant);
    if (item !== undefined) {
      if (!keys) this.#holders.set(tenant, (keys = new Set()));
      keys.add(key);
    } else if (keys?.delete(key) && keys.size === 0) this.#holders.delete(tenant);
  }

  #live(key: string): Entry | undefined {
    const entry = this.#sessions.get(key);
    if (entry && entry.expiresAt <= this.#now()) {
      this.#drop(key, entry);
      return undefined;
    }
    return entry;
  }

  /** Drops an expired session; the request it held out goes back to the head of its tenant's queue. */
  #drop(key: string, entry: Entry): boolean {
    this.#sessions.delete(key);
    if (entry.held === undefined) return false;
    const tenant = entry.session.tenant;
    this.#holding(tenant, key, undefined);
    let queue = this.#queues.get(tenant);
    if (!queue) this.#queues.set(tenant, (queue = []));
    queue.unshift(entry.held);
    return true;
  }

  /** Drops every expired session; resolves to how many held items went back to their queues. */
  #sweep(): number {
    const now = this.#now();
    let returned = 0;
    for (const [key, entry] of this.#sessions) if (entry.expiresAt <= now && this.#drop(key, entry)) returned++;
    return returned;
  }
}
