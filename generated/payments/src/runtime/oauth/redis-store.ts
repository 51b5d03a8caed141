/**
 * A `TokenStore` on Redis, for processes on several machines. Each grant is a hash (`v` version, `g` JSON) updated
 * by a Lua compare-and-swap, so two writers never both win; the refresh lease is `SET NX PX` and is released by a
 * script that deletes it only for its owner. The client library (`redis`, node-redis) is loaded only when this
 * store is created: install it beside the package to use it.
 */
import type { OAuthGrant } from './grant.js';
import type { StoredGrant, TokenStore } from './store.js';

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

export async function createRedisTokenStore(options: RedisTokenStoreOptions = {}): Promise<TokenStore> {
  const prefix = options.prefix ?? 'svc:oauth:';
  let client = options.client;
  const owned = client === undefined;
  if (!client) {
    const redis = (await import(REDIS_MODULE).catch((error: unknown) => {
      throw new Error('createRedisTokenStore needs the `redis` package: npm install redis', { cause: error });
    })) as { createClient(options: { url?: string }): RedisCommands };
    client = redis.createClient({ url: options.url });
    // node-redis reconnects by itself; without a listener an 'error' event would end the process.
    client.on?.('error', () => undefined);
    await client.connect();
  }
  const redis = client;
  const grantKey = (key: string): string => `${prefix}grant:${key}`;
  const indexKey = `${prefix}grants`;
  const leaseKey = (key: string): string => `${prefix}lease:${key}`;
  const decode = (hash: Record<string, string>): StoredGrant | undefined =>
    hash.v === undefined || hash.g === undefined ? undefined : { version: Number(hash.v), grant: JSON.parse(hash.g) as OAuthGrant };

  return {
    get: async (key) => decode(await redis.hGetAll(grantKey(key))),
    compareAndSwap: async (key, expected, grant) => {
      const version = Number(
        await redis.eval(CAS, { keys: [grantKey(key), indexKey], arguments: [expected === null ? '' : String(expected), JSON.stringify(grant), key] }),
      );
      return version > 0 ? { grant, version } : undefined;
    },
    delete: async (key) => {
      await redis.eval(DELETE, { keys: [grantKey(key), indexKey], arguments: [key] });
    },
    list: async () => {
      const keys = (await redis.sMembers(indexKey)).sort();
      const out: StoredGrant[] = [];
      for (const key of keys) {
        const stored = decode(await redis.hGetAll(grantKey(key)));
        if (stored) out.push(stored);
      }
      return out;
    },
    acquireLease: async (key, owner, ttlMs) =>
      (await redis.set(leaseKey(key), owner, { condition: 'NX', expiration: { type: 'PX', value: Math.max(1, Math.ceil(ttlMs)) } })) === 'OK',
    releaseLease: async (key, owner) => {
      await redis.eval(RELEASE, { keys: [leaseKey(key)], arguments: [owner] });
    },
    close: async () => {
      if (owned) await (redis.close ?? redis.quit)?.call(redis);
    },
  };
}
