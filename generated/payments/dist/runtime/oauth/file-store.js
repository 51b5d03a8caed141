/**
* A `TokenStore` in one JSON file that several processes on one machine share. Every operation holds a lock file
* (created exclusively; taken over when its holder died or held it past `staleLockMs`), reads the file, and writes
* a new one atomically (a temporary file in the same folder, fsync, rename) with mode 0600: the file holds
* refresh tokens.
*/
import { randomUUID } from "node:crypto";
import { promises as fs, constants } from "node:fs";
import path from "node:path";
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** A null-prototype copy of a parsed table's own members (`__proto__` included, as a member). */
function table(parsed) {
	const out = Object.create(null);
	if (parsed !== null && typeof parsed === "object") for (const key of Object.keys(parsed)) out[key] = parsed[key];
	return out;
}
export function createFileTokenStore(options) {
	const opts = typeof options === "string" ? { path: options } : options;
	const file = path.resolve(opts.path);
	const lockFile = `${file}.lock`;
	const staleLockMs = opts.staleLockMs ?? 1e4;
	const lockTimeoutMs = opts.lockTimeoutMs ?? 1e4;
	async function lock() {
		const token = `${process.pid} ${randomUUID()}`;
		const deadline = Date.now() + lockTimeoutMs;
		for (let wait = 5;; wait = Math.min(wait * 2, 50)) {
			try {
				const handle = await fs.open(lockFile, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, 384);
				await handle.writeFile(token);
				await handle.close();
				return async () => {
					// Only remove the lock if it is still ours (a stale take-over may have replaced it).
					const held = await fs.readFile(lockFile, "utf8").catch(() => "");
					if (held === token) await fs.rm(lockFile, { force: true });
				};
			} catch (error) {
				if (error.code !== "EEXIST") throw error;
			}
			const stat = await fs.stat(lockFile).catch(() => undefined);
			if (stat && Date.now() - stat.mtimeMs > staleLockMs) {
				await fs.rm(lockFile, { force: true });
				continue;
			}
			if (Date.now() > deadline) throw new Error(`token store ${file} is locked (${lockFile}); waited ${lockTimeoutMs} ms`);
			await sleep(wait);
		}
	}
	async function read() {
		let text;
		try {
			text = await fs.readFile(file, "utf8");
		} catch (error) {
			if (error.code === "ENOENT") return {
				grants: table(undefined),
				leases: table(undefined)
			};
			throw error;
		}
		const data = JSON.parse(text);
		// Null-prototype tables: a key is looked up among the stored ones only (`constructor`, `__proto__` and
		// `toString` are keys like any other, never Object.prototype's members or its setter).
		return {
			grants: table(data.grants),
			leases: table(data.leases)
		};
	}
	async function write(data) {
		const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
		const handle = await fs.open(temp, "w", 384);
		try {
			await handle.writeFile(`${JSON.stringify(data, null, 2)}\n`);
			await handle.sync();
		} finally {
			await handle.close();
		}
		await fs.rename(temp, file);
	}
	async function locked(work) {
		await fs.mkdir(path.dirname(file), { recursive: true });
		const unlock = await lock();
		try {
			const data = await read();
			const { result, changed } = work(data);
			if (changed) await write(data);
			return result;
		} finally {
			await unlock();
		}
	}
	return {
		// Reads need no lock: writes replace the file by rename, so a reader sees the old or the new file whole.
		get: async (key) => (await read()).grants[key],
		// (`grants` has a null prototype: an absent key is undefined, whatever its name.)
		compareAndSwap: (key, expected, grant) => locked((data) => {
			const current = data.grants[key];
			if ((current?.version ?? null) !== expected) return {
				result: undefined,
				changed: false
			};
			const next = {
				grant,
				version: (current?.version ?? 0) + 1
			};
			data.grants[key] = next;
			return {
				result: next,
				changed: true
			};
		}),
		delete: (key) => locked((data) => {
			const had = Object.hasOwn(data.grants, key);
			delete data.grants[key];
			return {
				result: undefined,
				changed: had
			};
		}),
		list: async () => Object.values((await read()).grants),
		acquireLease: (key, owner, ttlMs) => locked((data) => {
			const lease = data.leases[key];
			if (lease && lease.owner !== owner && lease.until > Date.now()) return {
				result: false,
				changed: false
			};
			data.leases[key] = {
				owner,
				until: Date.now() + ttlMs
			};
			return {
				result: true,
				changed: true
			};
		}),
		releaseLease: (key, owner) => locked((data) => {
			if (data.leases[key]?.owner !== owner) return {
				result: undefined,
				changed: false
			};
			delete data.leases[key];
			return {
				result: undefined,
				changed: true
			};
		})
	};
}
