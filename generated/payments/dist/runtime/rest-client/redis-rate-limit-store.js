/** Defaults of `connectTimeoutMs` and `commandTimeoutMs`. */
export const REDIS_RATE_LIMIT_STORE_TIMEOUTS = {
	connectTimeoutMs: 5e3,
	commandTimeoutMs: 2e3
};
/** Redis did not answer in time (`timeout`) or failed (`unavailable`): the call is not sent, the request not served. */
export class RateLimitStoreError extends Error {
	code;
	name = "RateLimitStoreError";
	constructor(code, message, options) {
		super(message, options);
		this.code = code;
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
function withinMs(work, ms, what) {
	return new Promise((resolve, reject) => {
		const timer = setTimeout(() => reject(new RateLimitStoreError("timeout", `Redis did not answer ${what} within ${ms} ms`)), ms);
		Promise.resolve().then(work).then((value) => {
			clearTimeout(timer);
			resolve(value);
		}, (error) => {
			clearTimeout(timer);
			reject(error instanceof RateLimitStoreError ? error : new RateLimitStoreError("unavailable", `Redis failed ${what}: ${error?.message ?? String(error)}`, { cause: error }));
		});
	});
}
/** The module name in a variable: bundlers and the compiler leave the optional dependency alone. */
const REDIS_MODULE = "redis";
export class RedisRateLimitStore {
	#prefix;
	#connectTimeoutMs;
	#commandTimeoutMs;
	#pollMs;
	#options;
	#client;
	#owned;
	/** SHA1 of each script as this Redis knows it (SCRIPT LOAD), so calls send EVALSHA. */
	#shas = new Map();
	constructor(options) {
		if (!options.client && !options.url) throw new TypeError("RedisRateLimitStore needs a url or a client");
		this.#options = options;
		this.#prefix = options.prefix ?? "svc:rl:";
		this.#connectTimeoutMs = options.connectTimeoutMs ?? REDIS_RATE_LIMIT_STORE_TIMEOUTS.connectTimeoutMs;
		this.#commandTimeoutMs = options.commandTimeoutMs ?? REDIS_RATE_LIMIT_STORE_TIMEOUTS.commandTimeoutMs;
		this.#pollMs = Math.max(1, options.pollMs ?? 25);
		if (options.client) this.#client = Promise.resolve(options.client);
	}
	/** Connects now (at most `connectTimeoutMs`) rather than at the first call; a store connects by itself otherwise. */
	async connect() {
		await this.#connected();
	}
	/** Counts a request at arrival, Redis's clock (a server's `rateLimitStore`; `now` is not used). */
	hit(counters, _now) {
		return this.#count(counters, `h:${randomId()}`, 0);
	}
	hold(counters, call, holdMs, _now) {
		return this.#count(counters, call, Math.max(0, Math.ceil(holdMs)));
	}
	async settle(counters, call, _now) {
		if (counters.length === 0) return;
		await this.#run(SETTLE, counters.map((c) => this.#key(c.id)), [call, ...counters.map((c) => String(c.windowMs))]);
	}
	async close() {
		const owned = this.#owned;
		this.#owned = undefined;
		this.#client = undefined;
		// A Redis that does not answer the goodbye is left: the socket is dropped after the command timeout.
		if (owned) await withinMs(() => owned.close(), this.#commandTimeoutMs, "a close").catch(() => owned.destroy());
	}
	async #count(counters, member, holdMs) {
		if (counters.length === 0) return { ok: true };
		const reply = await this.#run(HIT, counters.map((c) => this.#key(c.id)), [
			member,
			String(holdMs),
			...counters.flatMap((c) => [String(c.limit), String(c.windowMs)])
		]);
		const index = Number(reply[0]);
		if (index === 0) return { ok: true };
		const wait = Math.max(1, Math.ceil(Number(reply[1])));
		// The slot is held by a call in flight: it frees at that call's answer, which no process is told of; ask again soon.
		return {
			ok: false,
			index: index - 1,
			retryAfterMs: Number(reply[2]) === 1 ? Math.min(wait, this.#pollMs) : wait
		};
	}
	/** A counter's key: its id's parts (limit, key values) URI-encoded, so no two ids share a key. */
	#key(id) {
		return this.#prefix + id.split("\0").map(encodeURIComponent).join(":");
	}
	/** The client, connecting an owned one on first use (at most `connectTimeoutMs`; a failed try is forgotten). */
	#connected() {
		if (!this.#client) {
			const { url, onConnectionError } = this.#options;
			this.#client = (async () => {
				const redis = await import(REDIS_MODULE).catch((error) => {
					throw new Error("RedisRateLimitStore needs the `redis` package: npm install redis", { cause: error });
				});
				const client = redis.createClient({
					url,
					socket: { connectTimeout: this.#connectTimeoutMs },
					// While Redis is away commands fail at once (no queue waiting for its return), and the queue of
					// commands sent to a Redis that stopped answering is bounded.
					disableOfflineQueue: true,
					commandsQueueMaxLength: 1e4,
					// Every command runs under this store's own deadline (withinMs, one timer); node-redis's own per-command
					// timeout (an AbortSignal.timeout each, 5 s by default) would be a second one, and it was more than half
					// of this client's CPU per call.
					commandOptions: { timeout: 0 }
				});
				// node-redis reconnects by itself; an unheard 'error' event would end the process.
				client.on("error", (error) => onConnectionError?.(error));
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
			this.#client.catch(() => this.#client = undefined);
		}
		return this.#client;
	}
	/** EVALSHA of the script, loading it (SCRIPT LOAD) the first time and again after NOSCRIPT; within the command timeout. */
	async #run(script, keys, args) {
		const client = await this.#connected();
		return withinMs(async () => {
			for (let attempt = 0;; attempt++) {
				let sha = this.#shas.get(script);
				if (sha === undefined) {
					sha = client.sendCommand([
						"SCRIPT",
						"LOAD",
						script
					]).then(String);
					this.#shas.set(script, sha);
					sha.catch(() => this.#shas.delete(script));
				}
				try {
					return await client.sendCommand([
						"EVALSHA",
						await sha,
						String(keys.length),
						...keys,
						...args
					]);
				} catch (error) {
					if (attempt > 0 || !String(error?.message).includes("NOSCRIPT")) throw error;
					// Redis restarted or was flushed: load the script again.
					if (this.#shas.get(script) === sha) this.#shas.delete(script);
				}
			}
		}, this.#commandTimeoutMs, "a rate-limit script");
	}
}
/** Connects a `RedisRateLimitStore` (at most `connectTimeoutMs`), so a Redis that is away fails at start-up. */
export async function createRedisRateLimitStore(options) {
	const store = new RedisRateLimitStore(options);
	await store.connect();
	return store;
}
/** A unique id for one call (a sorted-set member). */
function randomId() {
	const webCrypto = globalThis.crypto;
	if (typeof webCrypto?.randomUUID === "function") return webCrypto.randomUUID();
	return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
/** A Redis URL without its password, for messages. */
function redactUrl(url) {
	return (url ?? "redis://127.0.0.1:6379").replace(/\/\/[^@/]*@/, "//***@");
}
