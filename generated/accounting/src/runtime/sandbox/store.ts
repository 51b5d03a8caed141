/// <reference types="node" />
/**
 * The sandbox's state: one isolated tenant (realm) per key, each a set of named collections of JSON records, id
 * counters, a change list (for change data capture) and remembered idempotent replies. Every mutation is an
 * event; with a data folder the events are appended to a log (`events.jsonl`, one JSON object a line) and
 * replayed on open, so the state survives a restart. Tenants and records are bounded (`StoreLimits`); past a
 * bound a write is refused with `CapacityError`, never silently dropped.
 */
import { closeSync, existsSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { resealFrom, seal } from './records.js';

export type StoredRecord = { readonly [member: string]: unknown };

export interface ChangeEntry {
  readonly collection: string;
  readonly id: string;
  /** Milliseconds since the epoch. */
  readonly at: number;
  readonly operation: 'Create' | 'Update' | 'Delete' | 'Void';
  /** The entity's concurrency token after the write, when it has one. */
  readonly version?: string;
}

export interface StoreLimits {
  /** Tenants kept at once; default 1000. */
  readonly maxTenants: number;
  /** Records per tenant, all collections together; default 200,000. */
  readonly maxRecordsPerTenant: number;
  /** Remembered idempotent replies per tenant (oldest forgotten first); default 10,000. */
  readonly maxIdempotentReplies: number;
  /** Change entries kept per tenant (oldest dropped first); default 100,000. */
  readonly maxChanges: number;
  /** Bytes of records (as JSON) all tenants together may hold; default 256 MiB. */
  readonly maxRecordBytes: number;
  /** Bytes of remembered idempotent replies per tenant (oldest forgotten first); default 16 MiB. */
  readonly maxReplyBytesPerTenant: number;
}

export const DEFAULT_STORE_LIMITS: StoreLimits = {
  maxTenants: 1000,
  maxRecordsPerTenant: 200_000,
  maxIdempotentReplies: 10_000,
  maxChanges: 100_000,
  maxRecordBytes: 256 * 1024 * 1024,
  maxReplyBytesPerTenant: 16 * 1024 * 1024,
};

/** Bytes a value takes as JSON (what the log writes; a fair measure of what memory holds); it is frozen too. */
const sizeOf = (value: unknown): number => Math.max(0, seal(value));

export class CapacityError extends Error {}

type StoreEvent =
  | { readonly t: 'tenant'; readonly r: string }
  | { readonly t: 'drop'; readonly r: string }
  | { readonly t: 'put'; readonly r: string; readonly c: string; readonly id: string; readonly v: StoredRecord }
  | { readonly t: 'del'; readonly r: string; readonly c: string; readonly id: string }
  | { readonly t: 'seq'; readonly r: string; readonly c: string; readonly n: number }
  | { readonly t: 'chg'; readonly r: string; readonly e: ChangeEntry }
  | { readonly t: 'idem'; readonly r: string; readonly k: string; readonly v: IdempotentReply };

export interface IdempotentReply {
  /** Fingerprint of the request body. */
  readonly fingerprint: string;
  readonly status: number;
  readonly body: unknown;
}

/** One tenant's data. All mutations go through here, so each becomes one logged event. */
export class TenantData {
  private readonly collections = new Map<string, Map<string, StoredRecord>>();
  private readonly counters = new Map<string, number>();
  private readonly replies = new Map<string, { reply: IdempotentReply; bytes: number }>();
  /** Each record's bytes as JSON, by collection and id (beside `collections`: no key string made per record). */
  private readonly sizes = new Map<string, Map<string, number>>();
  private changeList: ChangeEntry[] = [];
  private records = 0;
  private replyBytes = 0;
  private measured: number | undefined;

  constructor(
    readonly key: string,
    private readonly emit: (event: StoreEvent) => void,
    private readonly limits: StoreLimits,
    /** The store's running total of record bytes, shared by its tenants. */
    private readonly bytes: { total: number },
  ) {}

  get(collection: string, id: string): StoredRecord | undefined {
    return this.collections.get(collection)?.get(id);
  }

  /** Records of a collection in insertion order (updates keep their place). */
  values(collection: string): IterableIterator<StoredRecord> {
    return (this.collections.get(collection) ?? new Map<string, StoredRecord>()).values();
  }

  /** Names of the collections that hold records (an entity's, and its scoped ones: `Card|<customer>`). */
  collectionNames(): string[] {
    return [...this.collections.keys()].filter((name) => !name.startsWith('@'));
  }

  /** Bytes of all its records (as JSON). */
  recordBytes(): number {
    let total = 0;
    for (const sizes of this.sizes.values()) for (const size of sizes.values()) total += size;
    return total;
  }

  count(collection: string): number {
    return this.collections.get(collection)?.size ?? 0;
  }

  put(collection: string, id: string, value: StoredRecord): void {
    const previous = this.get(collection, id);
    if (previous === undefined && this.records >= this.limits.maxRecordsPerTenant) {
      throw new CapacityError(`this tenant holds the most records the sandbox keeps (${this.limits.maxRecordsPerTenant})`);
    }
    const before = previous === undefined ? undefined : this.sizes.get(collection)?.get(id);
    // A record made from the stored one (an update, a balance moved) is measured by the members it changed.
    const size = before === undefined ? sizeOf(value) : Math.max(0, resealFrom(value, previous, before));
    const grows = size - (before ?? 0);
    if (grows > 0 && this.bytes.total + grows > this.limits.maxRecordBytes) {
      throw new CapacityError(`the sandbox holds the most data it keeps (${this.limits.maxRecordBytes} bytes)`);
    }
    this.measured = size; // apply() takes it instead of serialising the record again
    this.apply({ t: 'put', r: this.key, c: collection, id, v: value });
  }

  remove(collection: string, id: string): void {
    if (this.get(collection, id) !== undefined) this.apply({ t: 'del', r: this.key, c: collection, id });
  }

  /** The next number of a collection's counter (1, 2, ...). */
  next(collection: string): number {
    const n = (this.counters.get(collection) ?? 0) + 1;
    this.apply({ t: 'seq', r: this.key, c: collection, n });
    return n;
  }

  recordChange(entry: ChangeEntry): void {
    this.apply({ t: 'chg', r: this.key, e: entry });
  }

  changes(): readonly ChangeEntry[] {
    return this.changeList;
  }

  reply(key: string): IdempotentReply | undefined {
    return this.replies.get(key)?.reply;
  }

  remember(key: string, reply: IdempotentReply): void {
    this.apply({ t: 'idem', r: this.key, k: key, v: reply });
  }

  /** Applies an event (a fresh one is also emitted to the log; a replayed one is not). */
  apply(event: StoreEvent, replay = false): void {
    switch (event.t) {
      case 'put': {
        let c = this.collections.get(event.c);
        let sizes = this.sizes.get(event.c);
        if (c === undefined) this.collections.set(event.c, (c = new Map()));
        if (sizes === undefined) this.sizes.set(event.c, (sizes = new Map()));
        if (!c.has(event.id)) this.records++;
        // Frozen as it is stored (written or replayed; `sizeOf` seals it): readers get the record itself, never a copy.
        const size = this.measured ?? sizeOf(event.v);
        c.set(event.id, event.v);
        this.measured = undefined;
        this.bytes.total += size - (sizes.get(event.id) ?? 0);
        sizes.set(event.id, size);
        break;
      }
      case 'del':
        if (this.collections.get(event.c)?.delete(event.id)) {
          this.records--;
          const sizes = this.sizes.get(event.c);
          this.bytes.total -= sizes?.get(event.id) ?? 0;
          sizes?.delete(event.id);
        }
        break;
      case 'seq':
        this.counters.set(event.c, Math.max(event.n, this.counters.get(event.c) ?? 0));
        break;
      case 'chg':
        this.changeList.push(event.e);
        if (this.changeList.length > this.limits.maxChanges) this.changeList = this.changeList.slice(-Math.floor(this.limits.maxChanges / 2));
        break;
      case 'idem': {
        const bytes = sizeOf(event.v);
        this.replyBytes += bytes;
        this.replies.set(event.k, { reply: event.v, bytes });
        // Oldest forgotten first, past the count or the byte budget (a repeat after that creates anew).
        while (this.replies.size > this.limits.maxIdempotentReplies || (this.replyBytes > this.limits.maxReplyBytesPerTenant && this.replies.size > 1)) {
          const oldest = this.replies.keys().next().value as string;
          this.replyBytes -= this.replies.get(oldest)?.bytes ?? 0;
          this.replies.delete(oldest);
        }
        break;
      }
      default:
        break;
    }
    if (!replay) this.emit(event);
  }
}

/** Where events go: nowhere (memory only) or an append-only file. */
export interface EventLog {
  append(line: string): void;
  /** Lines written so far (on open). */
  read(): string[];
  clear(): void;
  close(): void;
}

/** An append-only JSON-lines file in `dir` (created if absent). A torn last line (a crash mid-write) is ignored. */
export function fileEventLog(dir: string): EventLog {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'events.jsonl');
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : '';
  let fd = openSync(file, 'a');
  let pending = existing.length > 0 && !existing.endsWith('\n');
  return {
    append(line) {
      // A torn line left by a crash is ended first, so it stays one ignorable line.
      writeSync(fd, pending ? `\n${line}\n` : `${line}\n`);
      pending = false;
    },
    read: () => existing.split('\n').filter((l) => l !== ''),
    clear() {
      ftruncateSync(fd, 0);
      fsyncSync(fd);
      closeSync(fd);
      fd = openSync(file, 'a');
      pending = false;
    },
    close: () => closeSync(fd),
  };
}

export interface SandboxStoreOptions {
  /** Folder of the event log; omitted = memory only. */
  readonly dataDir?: string;
  readonly limits?: Partial<StoreLimits>;
}

/** All tenants of one sandbox. */
export class SandboxStore {
  private readonly tenants = new Map<string, TenantData>();
  private readonly log?: EventLog;
  private readonly bytes = { total: 0 };
  readonly limits: StoreLimits;

  constructor(options: SandboxStoreOptions = {}) {
    this.limits = { ...DEFAULT_STORE_LIMITS, ...options.limits };
    if (options.dataDir !== undefined) {
      this.log = fileEventLog(options.dataDir);
      for (const line of this.log.read()) {
        let event: StoreEvent;
        try {
          event = JSON.parse(line) as StoreEvent;
        } catch {
          continue;
        }
        if (typeof event !== 'object' || event === null || typeof event.r !== 'string') continue;
        if (event.t === 'drop') {
          this.forgetReplayed(event.r);
          continue;
        }
        this.tenantFor(event.r, true).apply(event, true);
      }
    }
  }

  /** Whether a tenant exists already. */
  has(key: string): boolean {
    return this.tenants.has(key);
  }

  /** The tenant's data; `created` is true the first time (the caller seeds it). */
  tenant(key: string): { data: TenantData; created: boolean } {
    const existing = this.tenants.get(key);
    if (existing !== undefined) return { data: existing, created: false };
    if (this.tenants.size >= this.limits.maxTenants) {
      throw new CapacityError(`the sandbox keeps at most ${this.limits.maxTenants} tenants; reset it or raise the limit`);
    }
    const data = this.tenantFor(key, false);
    return { data, created: true };
  }

  tenantKeys(): string[] {
    return [...this.tenants.keys()];
  }

  /** Forgets one tenant (logged, so a restart does not bring it back); false when there was none. */
  forget(key: string): boolean {
    const data = this.tenants.get(key);
    if (data === undefined) return false;
    this.bytes.total -= data.recordBytes();
    this.tenants.delete(key);
    this.log?.append(JSON.stringify({ t: 'drop', r: key }));
    return true;
  }

  /** Forgets every tenant (and empties the log). */
  reset(): void {
    this.tenants.clear();
    this.bytes.total = 0;
    this.log?.clear();
  }

  close(): void {
    this.log?.close();
  }

  private forgetReplayed(key: string): void {
    const data = this.tenants.get(key);
    if (data === undefined) return;
    this.bytes.total -= data.recordBytes();
    this.tenants.delete(key);
  }

  private tenantFor(key: string, replay: boolean): TenantData {
    let data = this.tenants.get(key);
    if (data === undefined) {
      data = new TenantData(key, (event) => this.log?.append(JSON.stringify(event)), this.limits, this.bytes);
      this.tenants.set(key, data);
      if (!replay) this.log?.append(JSON.stringify({ t: 'tenant', r: key }));
    }
    return data;
  }
}
