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
import type { CounterSpec, SharedRateLimitStore, StoreVerdict } from './rate-limit-store.js';

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
export const REDIS_RATE_LIMIT_STORE_TIMEOUTS: { readonly connectTimeoutMs: number; readonly commandTimeoutMs: number } = {
  connectTimeoutMs: 5_000,
  commandTimeoutMs: 2_000,
};

/** Redis did not answer in time (`timeout`) or failed (`unavailable`): the call is not sent, the request not served. */
export class RateLimitStoreError extends Error {
  override name: string = 'RateLimitStoreError';
  constructor(
    readonly code: 'timeout' | 'unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The server's clock in ms with microseconds. */
const NOW = `local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + tonumber(clock[2]) / 1000`;

// KEYS: one sorted set per counter. ARGV: member, hold ms (0 = a hit counted now), then limit and window ms per key.
// Returns {0} when counted, else {index, wait ms, 1 when the slot waited for is held by a call in flight}.
const HIT = `${NOW}
local hold = tonumber(ARGV[2])
for i = 1, #KEYS do
  local limit = tonumber(ARGV[1 + 2 * i])
  local window = tonumber(ARGV[2 + 2 * i])
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - window)
  local count = redis.call('ZCARD', KEYS[i])
  if count >= limit then
    local entry = redis.call('ZRANGE', KEYS[i], count - limit, count - limit, 'WITHSCORES')
    local at = tonumber(entry[2])
    return {i, tostring(at + window - now), at > now and 1 or 0}
  end
end
for i = 1, #KEYS do
  redis.call('ZADD', KEYS[i], now + hold, ARGV[1])
  local last = redis.call('ZRANGE', KEYS[i], -1, -1, 'WITHSCORES')
  redis.call('PEXPIRE', KEYS[i], math.ceil(tonumber(last[2]) + tonumber(ARGV[2 + 2 * i]) - now) + 1)
end
return {0}`;

// KEYS: the call's counters. ARGV: member, then window ms per key. The call counts from now on as answered now.
const SETTLE = `${NOW}
for i = 1, #KEYS do
  redis.call('ZADD', KEYS[i], now, ARGV[1])
  local last = redis.call('ZRANGE', KEYS[i], -1, -1, 'WITHSCORES')
  redis.call('PEXPIRE', KEYS[i], math.ceil(tonumber(last[2]) + tonumber(ARGV[1 + i]) - now) + 1)
end
return 1`;

/** `work`, or a `RateLimitStoreError` once `ms` have passed (a command sent is not cancelled; it is not waited for). */
function withinMs<T>(work: () => Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RateLimitStoreError('timeout', `Redis did not answer ${what} within ${ms} ms`)), ms);
    Promise.resolve()
      .then(work)
      .then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(
            error instanceof RateLimitStoreError
              ? error
              : new RateLimitStoreError('unavailable', `Redis failed ${what}: ${(error as Error)?.message ?? String(error)}`, { cause: error }),
          );
        },
      );
  });
}

/** The module name in a variable: bundlers and the compiler leave the optional dependency alone. */
const REDIS_MODULE = 'redis';

interface OwnedClient extends RedisRateLimitClient {
  connect(): Promise<unknown>;
  close(): Promise<unknown>;
  destroy(): void;
  on(event: 'error', listener: (error: unknown) => void): unknown;
}

/** The options of node-redis's `createClient` the store sets on a client it owns. */
interface OwnedClientOptions {
  readonly url?: string;
  readonly socket: { readonly connectTimeout: number };
  readonly disableOfflineQueue: boolean;
  readonly commandsQueueMaxLength: number;
  readonly commandOptions: { readonly timeout: number };
}

export class RedisRateLimitStore implements SharedRateLimitStore {
  readonly #prefix: string;
  readonly #connectTimeoutMs: number;
  readonly #commandTimeoutMs: number;
  readonly #pollMs: number;
  readonly #options: RedisRateLimitStoreOptions;
  #client: Promise<RedisRateLimitClient> | undefined;
  #owned: OwnedClient | undefined;
  /** SHA1 of each script as this Redis knows it (SCRIPT LOAD), so calls send EVALSHA. */
  readonly #shas = new Map<string, Promise<string>>();

  constructor(options: RedisRateLimitStoreOptions) {
    if (!options.client && !options.url) throw new TypeError('RedisRateLimitStore needs a url or a client');
    this.#options = options;
    this.#prefix = options.prefix ?? 'svc:rl:';
    this.#connectTimeoutMs = options.connectTimeoutMs ?? REDIS_RATE_LIMIT_STORE_TIMEOUTS.connectTimeoutMs;
    this.#commandTimeoutMs = options.commandTimeoutMs ?? REDIS_RATE_LIMIT_STORE_TIMEOUTS.commandTimeoutMs;
    this.#pollMs = Math.max(1, options.pollMs ?? 25);
    if (options.client) this.#client = Promise.resolve(options.client);
  }

  /** Connects now (at most `connectTimeoutMs`) rather than at the first call; a store connects by itself otherwise. */
  async connect(): Promise<void> {
    await this.#connected();
  }

  /** Counts a request at arrival, Redis's clock (a server's `rateLimitStore`; `now` is not used). */
  hit(counters: readonly CounterSpec[], _now: number): Promise<StoreVerdict> {
    return this.#count(counters, `h:${randomId()}`, 0);
  }

  hold(counters: readonly CounterSpec[], call: string, holdMs: number, _now: number): Promise<StoreVerdict> {
    return this.#count(counters, call, Math.max(0, Math.ceil(holdMs)));
  }

  async settle(counters: readonly CounterSpec[], call: string, _now: number): Promise<void> {
    if (counters.length === 0) return;
    await this.#run(SETTLE, counters.map((c) => this.#key(c.id)), [call, ...counters.map((c) => String(c.windowMs))]);
  }

  async close(): Promise<void> {
    const owned = this.#owned;
    this.#owned = undefined;
    this.#client = undefined;
    // A Redis that does not answer the goodbye is left: the socket is dropped after the command timeout.
    if (owned) await withinMs(() => owned.close(), this.#commandTimeoutMs, 'a close').catch(() => owned.destroy());
  }

  async #count(counters: readonly CounterSpec[], member: string, holdMs: number): Promise<StoreVerdict> {
    if (counters.length === 0) return { ok: true };
    const reply = (await this.#run(
      HIT,
      counters.map((c) => this.#key(c.id)),
      [member, String(holdMs), ...counters.flatMap((c) => [String(c.limit), String(c.windowMs)])],
    )) as unknown[];
    const index = Number(reply[0]);
    if (index === 0) return { ok: true };
    const wait = Math.max(1, Math.ceil(Number(reply[1])));
    // The slot is held by a call in flight: it frees at that call's answer, which no process is told of; ask again soon.
    return { ok: false, index: index - 1, retryAfterMs: Number(reply[2]) === 1 ? Math.min(wait, this.#pollMs) : wait };
  }

  /** A counter's key: its id's parts (limit, key values) URI-encoded, so no two ids share a key. */
  #key(id: string): string {
    return this.#prefix + id.split('\u0000').map(encodeURIComponent).join(':');
  }

  /** The client, connecting an owned one on first use (at most `connectTimeoutMs`; a failed try is forgotten). */
  #connected(): Promise<RedisRateLimitClient> {
    if (!this.#client) {
      const { url, onConnectionError } = this.#options;
      this.#client = (async () => {
        const redis = (await import(REDIS_MODULE).catch((error: unknown) => {
          throw new Error('RedisRateLimitStore needs the `redis` package: npm install redis', { cause: error });
        })) as { createClient(options: OwnedClientOptions): OwnedClient };
        const client = redis.createClient({
          url,
          socket: { connectTimeout: this.#connectTimeoutMs },
          // While Redis is away commands fail at once (no queue waiting for its return), and the queue of
          // commands sent to a Redis that stopped answering is bounded.
          disableOfflineQueue: true,
          commandsQueueMaxLength: 10_000,
          // Every command runs under this store's own deadline (withinMs, one timer); node-redis's own per-command
          // timeout (an AbortSignal.timeout each, 5 s by default) would be a second one, and it was more than half
          // of this client's CPU per call.
          commandOptions: { timeout: 0 },
        });
        // node-redis reconnects by itself; an unheard 'error' event would end the process.
        client.on('error', (error: unknown) => onConnectionError?.(error));
        try {
          await withinMs(() => client.connect(), this.#connectTimeoutMs, `a connection (${redactUrl(url)})`);
        } catch (error) {
          // It would go on reconnecting in the background: stop it.
          client.destroy();
          throw error;
        }
        this.#owned = client;
        return client;
      })();
      this.#client.catch(() => (this.#client = undefined));
    }
    return this.#client;
  }

  /** EVALSHA of the script, loading it (SCRIPT LOAD) the first time and again after NOSCRIPT; within the command timeout. */
  async #run(script: string, keys: readonly string[], args: readonly string[]): Promise<unknown> {
    const client = await this.#connected();
    return withinMs(
      async () => {
        for (let attempt = 0; ; attempt++) {
          let sha = this.#shas.get(script);
          if (sha === undefined) {
            sha = client.sendCommand(['SCRIPT', 'LOAD', script]).then(String);
            this.#shas.set(script, sha);
            sha.catch(() => this.#shas.delete(script));
          }
          try {
            return await client.sendCommand(['EVALSHA', await sha, String(keys.length), ...keys, ...args]);
          } catch (error) {
            if (attempt > 0 || !String((error as Error)?.message).includes('NOSCRIPT')) throw error;
            // Redis restarted or was flushed: load the script again.
            if (this.#shas.get(script) === sha) this.#shas.delete(script);
          }
        }
      },
      this.#commandTimeoutMs,
      'a rate-limit script',
    );
  }
}

/** Connects a `RedisRateLimitStore` (at most `connectTimeoutMs`), so a Redis that is away fails at start-up. */
export async function createRedisRateLimitStore(options: RedisRateLimitStoreOptions): Promise<RedisRateLimitStore> {
  const store = new RedisRateLimitStore(options);
  await store.connect();
  return store;
}

/** A unique id for one call (a sorted-set member). */
function randomId(): string {
  const webCrypto = globalThis.crypto;
  if (typeof webCrypto?.randomUUID === 'function') return webCrypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** A Redis URL without its password, for messages. */
function redactUrl(url: string | undefined): string {
  return (url ?? 'redis://127.0.0.1:6379').replace(/\/\/[^@/]*@/, '//***@');
}
