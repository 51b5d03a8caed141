/**
* The session store on Redis, for several server processes: each session is a hash (version, JSON record, tenant)
* with an idle TTL, its lease a key with a PX expiry, each tenant's queue a list of JSON items. Acquire, commit
* (fenced by lease owner and version, queue changes included) and enqueue are Lua scripts, so every step is
* atomic on the server. The `redis` package (node-redis) is imported only when a store connects by URL, so a
* service that never uses Redis never loads it (it is an optional peer dependency of the package).
*
* Scripts touch the tenant's queue key they derive from the session, so this store needs a single Redis (or a
* primary with replicas), not Redis Cluster.
*/
import { createHash } from "node:crypto";
import { QueueFullError } from "./session-store.js";
const CREATE = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'v', '1', 'd', ARGV[1], 't', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
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
const COMMIT = `
if redis.call('GET', KEYS[2]) ~= ARGV[1] then return 'stale' end
redis.call('DEL', KEYS[2])
local s = redis.call('HMGET', KEYS[1], 'v', 't')
if s[1] ~= ARGV[2] then return 'stale' end
local q = ARGV[6] .. s[2]
if ARGV[5] ~= '' then
  local head = redis.call('LINDEX', q, 0)
  if not head or string.sub(head, 1, #ARGV[5]) ~= ARGV[5] then return 'stale' end
  redis.call('LPOP', q)
end
local n = tonumber(ARGV[7])
for i = 7 + n, 8, -1 do redis.call('LPUSH', q, ARGV[i]) end
if ARGV[3] == '' then
  redis.call('DEL', KEYS[1])
else
  redis.call('HSET', KEYS[1], 'v', tostring(tonumber(ARGV[2]) + 1), 'd', ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[4])
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
const script = (text) => ({
	text,
	sha: createHash("sha1").update(text).digest("hex")
});
const SCRIPTS = {
	create: script(CREATE),
	acquire: script(ACQUIRE),
	commit: script(COMMIT),
	release: script(RELEASE),
	enqueue: script(ENQUEUE)
};
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
	#options;
	#client;
	#owned;
	constructor(options) {
		if (!options.client && !options.url) throw new TypeError("RedisSessionStore needs a url or a client");
		this.#options = options;
		this.#prefix = options.prefix ?? "svc:wc:";
		this.#maxQueueLength = options.maxQueueLength ?? 1e5;
		if (options.client) this.#client = Promise.resolve(options.client);
	}
	async create(key, session, ttlMs) {
		const created = await this.#run(SCRIPTS.create, [this.#session(key)], [
			JSON.stringify(session),
			session.tenant,
			String(Math.max(1, Math.ceil(ttlMs)))
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
	async commit(key, owner, change) {
		const front = (change.pushFront ?? []).map(encodeItem);
		const reply = await this.#run(SCRIPTS.commit, [this.#session(key), this.#lease(key)], [
			owner,
			String(change.version),
			change.session === null ? "" : JSON.stringify(change.session),
			String(Math.max(1, Math.ceil(change.ttlMs))),
			change.popHead === undefined ? "" : idPrefix(change.popHead),
			this.#queuePrefix(),
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
	async close() {
		const owned = this.#owned;
		this.#owned = undefined;
		this.#client = undefined;
		if (owned) await owned.close();
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
	#queue(tenant) {
		return `${this.#queuePrefix()}${tenant}`;
	}
	/** The client, connecting an owned one on first use. */
	#connected() {
		if (!this.#client) {
			const { url, onConnectionError } = this.#options;
			this.#client = (async () => {
				const { createClient } = await import("redis");
				const client = createClient({ url });
				// node-redis reconnects by itself; an unheard 'error' event would end the process.
				client.on("error", (error) => onConnectionError?.(error));
				await client.connect();
				this.#owned = client;
				return client;
			})();
			this.#client.catch(() => this.#client = undefined);
		}
		return this.#client;
	}
	async #command(args) {
		return (await this.#connected()).sendCommand(args);
	}
	/** EVALSHA, loading the script with EVAL the first time a server has not seen it. */
	async #run(script, keys, args) {
		const client = await this.#connected();
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
	}
}
