/**
 * A `TokenStore` on Redis, for processes on several machines. Each grant is a hash (`v` version, `g` JSON) updated
 * by a Lua compare-and-swap, so two writers never both win; the refresh lease is `SET NX PX` and is released by a
 * script that deletes it only for its owner. The client library (`redis`, node-redis) is loaded only when this
 * store is created: install it beside the package to use it.
 *
 * A Redis that is down, unreachable or paused never holds a caller: connecting gives up after `connectTimeoutMs`,
 * and every operation after `commandTimeoutMs`, with a `TokenStoreError` (a client this store owns also fails at
 * once while it reconnects, instead of queueing commands).
 */
import { TokenStoreError } from './errors.ts';
import type { OAuthGrant } from './grant.ts';
import type { StoredGrant, TokenStore } from './store.ts';

/** The few commands the store uses, as node-redis (v5+) exposes them. */
export interface RedisCommands {
  connect(): Promise<unknown>;
  close?(): Promise<unknown>;
  quit?(): Promise<unknown>;
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  hGetAll(key: string): Promise<Record<string, string>>;
  sMembers(key: string): Promise<string[]>;
  set(key: string, value: string, options: { condition: 'NX'; expiration: { type: 'PX'; value: number } }): Promise<unknown>;
  on?(event: 'error', listener: (error: unknown) => void): unknown;
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
export const REDIS_TOKEN_STORE_TIMEOUTS: { readonly connectTimeoutMs: number; readonly commandTimeoutMs: number } = {
  connectTimeoutMs: 5_000,
  commandTimeoutMs: 2_000,
};

/** `work`, or a `TokenStoreError` once `ms` have passed (the command itself is not cancelled; it is not waited for). */
function withinMs<T>(work: () => Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TokenStoreError('timeout', `Redis did not answer ${what} within ${ms} ms`)), ms);
    Promise.resolve()
      .then(work)
      .then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof TokenStoreError ? error : new TokenStoreError('unavailable', `Redis failed ${what}: ${(error as Error)?.message ?? String(error)}`, { cause: error }));
        },
      );
  });
}

const CAS = `
local v = redis.call('HGET', KEYS[1], 'v')
if (ARGV[1] == '' and not v) or (v == ARGV[1]) then
  local n = (tonumber(v) or 0) + 1
  redis.call('HSET', KEYS[1], 'v', tostring(n), 'g', ARGV[2])
  redis.call('SADD', KEYS[2], ARGV[3])
  return n
end
return 0`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

const DELETE = `
redis.call('DEL', KEYS[1])
redis.call('SREM', KEYS[2], ARGV[1])
return 1`;

/** The module name in a variable: bundlers and the compiler leave the optional dependency alone. */
const REDIS_MODULE = 'redis';

/** The options of node-redis's `createClient` the store sets on a client it owns. */
interface OwnedClientOptions {
  readonly url?: string;
  readonly socket: { readonly connectTimeout: number };
  readonly disableOfflineQueue: boolean;
  readonly commandsQueueMaxLength: number;
  readonly commandOptions: { readonly timeout: number };
}

export async function createRedisTokenStore(options: RedisTokenStoreOptions = {}): Promise<TokenStore> {
  const prefix = options.prefix ?? 'svc:oauth:';
  const connectTimeoutMs = options.connectTimeoutMs ?? REDIS_TOKEN_STORE_TIMEOUTS.connectTimeoutMs;
  const commandTimeoutMs = options.commandTimeoutMs ?? REDIS_TOKEN_STORE_TIMEOUTS.commandTimeoutMs;
  let client = options.client;
  const owned = client === undefined;
  if (!client) {
    const redis = (await import(REDIS_MODULE).catch((error: unknown) => {
      throw new Error('createRedisTokenStore needs the `redis` package: npm install redis', { cause: error });
    })) as { createClient(options: OwnedClientOptions): RedisCommands & { destroy?(): void } };
    const created = redis.createClient({
      url: options.url,
      socket: { connectTimeout: connectTimeoutMs },
      // While Redis is away, commands fail at once rather than wait in a queue for its return; and the queue of
      // commands sent to a Redis that stopped answering is bounded.
      disableOfflineQueue: true,
      commandsQueueMaxLength: 10_000,
      // Every command runs under this store's own deadline (one timer); node-redis's own per-command timeout (an
      // AbortSignal.timeout each, 5 s by default) would be a second, costlier one.
      commandOptions: { timeout: 0 },
    });
    // node-redis reconnects by itself; without a listener an 'error' event would end the process.
    created.on?.('error', () => undefined);
    try {
      await withinMs(() => created.connect(), connectTimeoutMs, `a connection (${redactUrl(options.url)})`);
    } catch (error) {
      // It would go on reconnecting in the background: stop it.
      created.destroy?.();
      throw error;
    }
    client = created;
  }
  const redis = client;
  const within = <T>(what: string, work: () => Promise<T>): Promise<T> => withinMs(work, commandTimeoutMs, what);
  const grantKey = (key: string): string => `${prefix}grant:${key}`;
  const indexKey = `${prefix}grants`;
  const leaseKey = (key: string): string => `${prefix}lease:${key}`;
  const decode = (hash: Record<string, string>): StoredGrant | undefined =>
    hash.v === undefined || hash.g === undefined ? undefined : { version: Number(hash.v), grant: JSON.parse(hash.g) as OAuthGrant };

  return {
    get: async (key) => decode(await within('a read', () => redis.hGetAll(grantKey(key)))),
    compareAndSwap: async (key, expected, grant) => {
      const version = Number(
        await within('a write', () =>
          redis.eval(CAS, { keys: [grantKey(key), indexKey], arguments: [expected === null ? '' : String(expected), JSON.stringify(grant), key] }),
        ),
      );
      return version > 0 ? { grant, version } : undefined;
    },
    delete: async (key) => {
      await within('a delete', () => redis.eval(DELETE, { keys: [grantKey(key), indexKey], arguments: [key] }));
    },
    list: async () => {
      const keys = (await within('a list', () => redis.sMembers(indexKey))).sort();
      const out: StoredGrant[] = [];
      for (const key of keys) {
        const stored = decode(await within('a read', () => redis.hGetAll(grantKey(key))));
        if (stored) out.push(stored);
      }
      return out;
    },
    acquireLease: async (key, owner, ttlMs) =>
      (await within('a lease', () =>
        redis.set(leaseKey(key), owner, { condition: 'NX', expiration: { type: 'PX', value: Math.max(1, Math.ceil(ttlMs)) } }),
      )) === 'OK',
    releaseLease: async (key, owner) => {
      await within('a lease release', () => redis.eval(RELEASE, { keys: [leaseKey(key)], arguments: [owner] }));
    },
    close: async () => {
      if (!owned) return;
      // A Redis that does not answer the goodbye is left: the socket is dropped after the command timeout.
      await within('a close', async () => (redis.close ?? redis.quit)?.call(redis)).catch(() => (redis as { destroy?(): void }).destroy?.());
    },
  };
}

/** A Redis URL without its password, for messages. */
function redactUrl(url: string | undefined): string {
  return (url ?? 'redis://127.0.0.1:6379').replace(/\/\/[^@/]*@/, '//***@');
}
