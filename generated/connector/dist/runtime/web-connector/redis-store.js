/**
* The session store on Redis, for several server processes: each session is a hash (version, JSON record, tenant)
* with an idle TTL, its lease a key with a PX expiry, each tenant's queue a list of JSON items, the sessions in a
* sorted set by expiry (the cap counts the live ones), and the items sessions hold out in a hash per tenant (put
* back in the queue once their session is gone). Create, acquire, renew, commit (fenced by lease owner and
* version, queue changes included), enqueue and reclaim are Lua scripts, so every step is atomic on the server.
* The `redis` package (node-redis) is imported only when a store connects by URL, so a service that never uses
* Redis never loads it (it is an optional peer dependency of the package).
*
* A Redis that is down, unreachable or paused holds no caller: connecting gives up after `connectTimeoutMs`, every
* operation after `commandTimeoutMs`, with a `SessionStoreError` (an owned client fails at once while it reconnects).
*
* Scripts touch the tenant's keys they derive from the session, so this store needs a single Redis (or a primary
* with replicas), not Redis Cluster; Redis 5 or newer (scripts read the server's clock).
*/
import { createHash } from "node:crypto";
import { QueueFullError, SessionStoreError } from "./session-store.js";
/** The server's clock in ms (Redis TIME), so processes with skewed clocks agree on expiry. */
const NOW = `local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)`;
// KEYS: session, index. ARGV: record, tenant, ttl, cap, member. 1 created, 0 exists, -1 at the cap.
const CREATE = `${NOW}
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[4]) then return -1 end
redis.call('HSET', KEYS[1], 'v', '1', 'd', ARGV[1], 't', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('ZADD', KEYS[2], now + tonumber(ARGV[3]), ARGV[5])
return 1`;
const ACQUIRE = `
local t = redis.call('HGET', KEYS[1], 't')
if not t then return false end
local holder = redis.call('GET', KEYS[2])
if holder and holder ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[2])
local q = ARGV[3] .. t
local s = redis.call('HMGET', KEYS[1], 'v', 'd')
return {s[1], s[2], redis.call('LINDEX', q, 0) or '', redis.call('LLEN', q)}`;
const RENEW = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;
// KEYS: session, lease, index. ARGV: owner, version, record ('' = remove), ttl, head id prefix, queue prefix,
// held prefix, member, hold ('' unchanged, '-' none, else the item), n, then n items to push in front.
const COMMIT = `${NOW}
if redis.call('GET', KEYS[2]) ~= ARGV[1] then return 'stale' end
redis.call('DEL', KEYS[2])
local s = redis.call('HMGET', KEYS[1], 'v', 't')
if s[1] ~= ARGV[2] then return 'stale' end
local q = ARGV[6] .. s[2]
local h = ARGV[7] .. s[2]
if ARGV[5] ~= '' then
  local head = redis.call('LINDEX', q, 0)
  if not head or string.sub(head, 1, #ARGV[5]) ~= ARGV[5] then return 'stale' end
  redis.call('LPOP', q)
end
local n = tonumber(ARGV[10])
for i = 10 + n, 11, -1 do redis.call('LPUSH', q, ARGV[i]) end
if ARGV[3] == '' then
  redis.call('DEL', KEYS[1])
  redis.call('ZREM', KEYS[3], ARGV[8])
  redis.call('HDEL', h, ARGV[8])
else
  redis.call('HSET', KEYS[1], 'v', tostring(tonumber(ARGV[2]) + 1), 'd', ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[4])
  redis.call('ZADD', KEYS[3], now + tonumber(ARGV[4]), ARGV[8])
  if ARGV[9] == '-' then redis.call('HDEL', h, ARGV[8])
  elseif ARGV[9] ~= '' then redis.call('HSET', h, ARGV[8], ARGV[9]) end
end
return 'ok'`;
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1`;
const ENQUEUE = `
local n = #ARGV - 2
local length = redis.call('LLEN', KEYS[1])
if length + n > tonumber(ARGV[1]) then return -1 end
if n == 0 then return length end
if ARGV[2] == '1' then
  for i = #ARGV, 3, -1 do redis.call('LPUSH', KEYS[1], ARGV[i]) end
  return redis.call('LLEN', KEYS[1])
end
return redis.call('RPUSH', KEYS[1], unpack(ARGV, 3))`;
// KEYS: held, queue. ARGV: session prefix. Items of sessions that are gone go back to the head of the queue.
const RECLAIM = `
local sessions = redis.call('HKEYS', KEYS[1])
local n = 0
for i = 1, #sessions do
  if redis.call('EXISTS', ARGV[1] .. sessions[i]) == 0 then
    redis.call('LPUSH', KEYS[2], redis.call('HGET', KEYS[1], sessions[i]))
    redis.call('HDEL', KEYS[1], sessions[i])
    n = n + 1
  end
end
return n`;
const script = (text) => ({
	text,
	sha: createHash("sha1").update(text).digest("hex")
});
const SCRIPTS = {
	create: script(CREATE),
	acquire: script(ACQUIRE),
	renew: script(RENEW),
	commit: script(COMMIT),
	release: script(RELEASE),
	enqueue: script(ENQUEUE),
	reclaim: script(RECLAIM)
};
/** Defaults of `connectTimeoutMs` and `commandTimeoutMs`. */
export const REDIS_SESSION_STORE_TIMEOUTS = {
	connectTimeoutMs: 5e3,
	commandTimeoutMs: 2e3
};
/** `work`, or a `SessionStoreError` once `ms` have passed (a command sent is not cancelled; it is not waited for). */
function withinMs(work, ms, what) {
	return new Promise((resolve, reject) => {
		const timer = setTimeout(() => reject(new SessionStoreError("timeout", `Redis did not answer ${what} within ${ms} ms`)), ms);
		Promise.resolve().then(work).then((value) => {
			clearTimeout(timer);
			resolve(value);
		}, (error) => {
			clearTimeout(timer);
			reject(error instanceof SessionStoreError ? error : new SessionStoreError("unavailable", `Redis failed ${what}: ${error?.message ?? String(error)}`, { cause: error }));
		});
	});
}
/** A queue item as stored: its id first, so a script can check the head's id by prefix without decoding it. */
function encodeItem(item) {
	const { id, ...rest } = item;
	return JSON.stringify({
		id,
		...rest
	});
}
const idPrefix = (id) => `{"id":${JSON.stringify(id)},`;
export class RedisSessionStore {
	#prefix;
	#maxQueueLength;
	#maxSessions;
	#connectTimeoutMs;
	#commandTimeoutMs;
	#options;
	#client;
	#owned;
	constructor(options) {
		if (!options.client && !options.url) throw new TypeError("RedisSessionStore needs a url or a client");
		this.#options = options;
		this.#prefix = options.prefix ?? "svc:wc:";
		this.#maxQueueLength = options.maxQueueLength ?? 1e5;
		this.#maxSessions = options.maxSessions ?? 1e5;
		this.#connectTimeoutMs = options.connectTimeoutMs ?? REDIS_SESSION_STORE_TIMEOUTS.connectTimeoutMs;
		this.#commandTimeoutMs = options.commandTimeoutMs ?? REDIS_SESSION_STORE_TIMEOUTS.commandTimeoutMs;
		if (options.client) this.#client = Promise.resolve(options.client);
	}
	async create(key, session, ttlMs) {
		const created = await this.#run(SCRIPTS.create, [this.#session(key), this.#index()], [
			JSON.stringify(session),
			session.tenant,
			String(Math.max(1, Math.ceil(ttlMs))),
			String(this.#maxSessions),
			key
		]);
		return Number(created) === 1;
	}
	async read(key) {
		const data = await this.#command([
			"HGET",
			this.#session(key),
			"d"
		]);
		return typeof data === "string" ? JSON.parse(data) : undefined;
	}
	async acquire(key, owner, leaseMs) {
		const reply = await this.#run(SCRIPTS.acquire, [this.#session(key), this.#lease(key)], [
			owner,
			String(Math.max(1, Math.ceil(leaseMs))),
			this.#queuePrefix()
		]);
		if (reply === null || reply === undefined) return undefined;
		if (!Array.isArray(reply)) return "locked";
		const [version, data, head, length] = reply;
		return {
			session: JSON.parse(data),
			version: Number(version),
			queueHead: head === "" ? undefined : JSON.parse(head),
			queueLength: Number(length)
		};
	}
	async renew(key, owner, leaseMs) {
		return Number(await this.#run(SCRIPTS.renew, [this.#lease(key)], [owner, String(Math.max(1, Math.ceil(leaseMs)))])) === 1;
	}
	async commit(key, owner, change) {
		const front = (change.pushFront ?? []).map(encodeItem);
		const reply = await this.#run(SCRIPTS.commit, [
			this.#session(key),
			this.#lease(key),
			this.#index()
		], [
			owner,
			String(change.version),
			change.session === null ? "" : JSON.stringify(change.session),
			String(Math.max(1, Math.ceil(change.ttlMs))),
			change.popHead === undefined ? "" : idPrefix(change.popHead),
			this.#queuePrefix(),
			this.#heldPrefix(),
			key,
			change.hold === undefined ? "" : change.hold === null ? "-" : encodeItem(change.hold),
			String(front.length),
			...front
		]);
		return reply === "ok" ? "ok" : "stale";
	}
	async release(key, owner) {
		await this.#run(SCRIPTS.release, [this.#lease(key)], [owner]);
	}
	async enqueue(tenant, items, options = {}) {
		const reply = Number(await this.#run(SCRIPTS.enqueue, [this.#queue(tenant)], [
			String(this.#maxQueueLength),
			options.front ? "1" : "0",
			...items.map(encodeItem)
		]));
		if (reply < 0) throw new QueueFullError(tenant, this.#maxQueueLength);
		return reply;
	}
	async queue(tenant, limit = 1e3) {
		const items = await this.#command([
			"LRANGE",
			this.#queue(tenant),
			"0",
			String(Math.max(0, limit - 1))
		]);
		return items.map((item) => JSON.parse(item));
	}
	async reclaim(tenant) {
		return Number(await this.#run(SCRIPTS.reclaim, [`${this.#heldPrefix()}${tenant}`, this.#queue(tenant)], [`${this.#prefix}s:`]));
	}
	async close() {
		const owned = this.#owned;
		this.#owned = undefined;
		this.#client = undefined;
		// A Redis that does not answer the goodbye is left: the socket is dropped after the command timeout.
		if (owned) await withinMs(() => owned.close(), this.#commandTimeoutMs, "a close").catch(() => owned.destroy());
	}
	#session(key) {
		return `${this.#prefix}s:${key}`;
	}
	#lease(key) {
		return `${this.#prefix}l:${key}`;
	}
	#queuePrefix() {
		return `${this.#prefix}q:`;
	}
	#heldPrefix() {
		return `${this.#prefix}h:`;
	}
	#index() {
		return `${this.#prefix}sessions`;
	}
	#queue(tenant) {
		return `${this.#queuePrefix()}${tenant}`;
	}
	/** The client, connecting an owned one on first use (at most `connectTimeoutMs`; a failed try is forgotten). */
	#connected() {
		if (!this.#client) {
			const { url, onConnectionError } = this.#options;
			this.#client = (async () => {
				const { createClient } = await import("redis");
				const client = createClient({
					url,
					socket: { connectTimeout: this.#connectTimeoutMs },
					// While Redis is away commands fail at once (no queue waiting for its return), and the queue of
					// commands sent to a Redis that stopped answering is bounded.
					disableOfflineQueue: true,
					commandsQueueMaxLength: 1e4,
					// Every command runs under this store's own deadline (one timer); node-redis's own per-command timeout (an
					// AbortSignal.timeout each, 5 s by default) would be a second, costlier one.
					commandOptions: { timeout: 0 }
				});
				// node-redis reconnects by itself; an unheard 'error' event would end the process.
				client.on("error", (error) => onConnectionError?.(error));
				try {
					await withinMs(() => client.connect(), this.#connectTimeoutMs, "a connection");
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
	#command(args) {
		return this.#connected().then((client) => withinMs(() => client.sendCommand(args), this.#commandTimeoutMs, args[0] ?? "a command"));
	}
	/** EVALSHA, loading the script with EVAL the first time a server has not seen it; both within the command timeout. */
	async #run(script, keys, args) {
		const client = await this.#connected();
		return withinMs(async () => {
			try {
				return await client.sendCommand([
					"EVALSHA",
					script.sha,
					String(keys.length),
					...keys,
					...args
				]);
			} catch (error) {
				if (!String(error?.message).includes("NOSCRIPT")) throw error;
				return client.sendCommand([
					"EVAL",
					script.text,
					String(keys.length),
					...keys,
					...args
				]);
			}
		}, this.#commandTimeoutMs, "a script");
	}
}
