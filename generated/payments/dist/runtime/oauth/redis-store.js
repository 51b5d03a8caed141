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
import { TokenStoreError } from "./errors.js";
/** Defaults of `connectTimeoutMs` and `commandTimeoutMs`. */
export const REDIS_TOKEN_STORE_TIMEOUTS = {
	connectTimeoutMs: 5e3,
	commandTimeoutMs: 2e3
};
/** `work`, or a `TokenStoreError` once `ms` have passed (the command itself is not cancelled; it is not waited for). */
function withinMs(work, ms, what) {
	return new Promise((resolve, reject) => {
		const timer = setTimeout(() => reject(new TokenStoreError("timeout", `Redis did not answer ${what} within ${ms} ms`)), ms);
		Promise.resolve().then(work).then((value) => {
			clearTimeout(timer);
			resolve(value);
		}, (error) => {
			clearTimeout(timer);
			reject(error instanceof TokenStoreError ? error : new TokenStoreError("unavailable", `Redis failed ${what}: ${error?.message ?? String(error)}`, { cause: error }));
		});
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
const REDIS_MODULE = "redis";
export async function createRedisTokenStore(options = {}) {
	const prefix = options.prefix ?? "svc:oauth:";
	const connectTimeoutMs = options.connectTimeoutMs ?? REDIS_TOKEN_STORE_TIMEOUTS.connectTimeoutMs;
	const commandTimeoutMs = options.commandTimeoutMs ?? REDIS_TOKEN_STORE_TIMEOUTS.commandTimeoutMs;
	let client = options.client;
	const owned = client === undefined;
	if (!client) {
		const redis = await import(REDIS_MODULE).catch((error) => {
			throw new Error("createRedisTokenStore needs the `redis` package: npm install redis", { cause: error });
		});
		const created = redis.createClient({
			url: options.url,
			socket: { connectTimeout: connectTimeoutMs },
			// While Redis is away, commands fail at once rather than wait in a queue for its return; and the queue of
			// commands sent to a Redis that stopped answering is bounded.
			disableOfflineQueue: true,
			commandsQueueMaxLength: 1e4,
			// Every command runs under this store's own deadline (one timer); node-redis's own per-command timeout (an
			// AbortSignal.timeout each, 5 s by default) would be a second, costlier one.
			commandOptions: { timeout: 0 }
		});
		// node-redis reconnects by itself; without a listener an 'error' event would end the process.
		created.on?.("error", () => undefined);
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
	const within = (what, work) => withinMs(work, commandTimeoutMs, what);
	const grantKey = (key) => `${prefix}grant:${key}`;
	const indexKey = `${prefix}grants`;
	const leaseKey = (key) => `${prefix}lease:${key}`;
	const decode = (hash) => hash.v === undefined || hash.g === undefined ? undefined : {
		version: Number(hash.v),
		grant: JSON.parse(hash.g)
	};
	return {
		get: async (key) => decode(await within("a read", () => redis.hGetAll(grantKey(key)))),
		compareAndSwap: async (key, expected, grant) => {
			const version = Number(await within("a write", () => redis.eval(CAS, {
				keys: [grantKey(key), indexKey],
				arguments: [
					expected === null ? "" : String(expected),
					JSON.stringify(grant),
					key
				]
			})));
			return version > 0 ? {
				grant,
				version
			} : undefined;
		},
		delete: async (key) => {
			await within("a delete", () => redis.eval(DELETE, {
				keys: [grantKey(key), indexKey],
				arguments: [key]
			}));
		},
		list: async () => {
			const keys = (await within("a list", () => redis.sMembers(indexKey))).sort();
			const out = [];
			for (const key of keys) {
				const stored = decode(await within("a read", () => redis.hGetAll(grantKey(key))));
				if (stored) out.push(stored);
			}
			return out;
		},
		acquireLease: async (key, owner, ttlMs) => await within("a lease", () => redis.set(leaseKey(key), owner, {
			condition: "NX",
			expiration: {
				type: "PX",
				value: Math.max(1, Math.ceil(ttlMs))
			}
		})) === "OK",
		releaseLease: async (key, owner) => {
			await within("a lease release", () => redis.eval(RELEASE, {
				keys: [leaseKey(key)],
				arguments: [owner]
			}));
		},
		close: async () => {
			if (!owned) return;
			// A Redis that does not answer the goodbye is left: the socket is dropped after the command timeout.
			await within("a close", async () => (redis.close ?? redis.quit)?.call(redis)).catch(() => redis.destroy?.());
		}
	};
}
/** A Redis URL without its password, for messages. */
function redactUrl(url) {
	return (url ?? "redis://127.0.0.1:6379").replace(/\/\/[^@/]*@/, "//***@");
}
