import { getPath } from "./entities.js";
/** Records per page at most. */
const MAX_PAGE = 200;
/** Live request-log streams open at once per sandbox. */
const MAX_STREAMS = 16;
/** Fault rules at most. */
const MAX_RULES = 100;
/** Bytes of a PUT body at most. */
const MAX_BODY = 64 * 1024;
function send(response, status, body) {
	const bytes = Buffer.from(JSON.stringify(body), "utf8");
	response.writeHead(status, {
		"content-type": "application/json; charset=utf-8",
		"content-length": String(bytes.byteLength),
		"cache-control": "no-store"
	}).end(bytes);
}
/** The body of a PUT/POST as JSON: at most `MAX_BODY` bytes, and sent as `application/json` (no form can). */
async function jsonBody(request) {
	const type = (request.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
	if (type !== "application/json") throw new ConsoleError(415, "send application/json");
	const chunks = [];
	let size = 0;
	for await (const chunk of request) {
		size += chunk.byteLength;
		if (size > MAX_BODY) throw new ConsoleError(413, `at most ${MAX_BODY} bytes`);
		chunks.push(chunk);
	}
	try {
		return JSON.parse(Buffer.concat(chunks).toString("utf8"));
	} catch {
		throw new ConsoleError(400, "the body is not JSON");
	}
}
class ConsoleError extends Error {
	status;
	constructor(status, message) {
		super(message);
		this.status = status;
	}
}
/** The operations of each entity by kind: what the console sends to create, read, update, delete, void. */
function entityOperations(operations, entity) {
	const out = {};
	for (const [name, op] of Object.entries(operations)) {
		if (op.entity !== entity || out[op.kind] !== undefined) continue;
		if (![
			"create",
			"read",
			"update",
			"delete",
			"void",
			"list"
		].includes(op.kind)) continue;
		out[op.kind] = {
			name,
			method: op.method,
			path: op.path,
			...op.selector ? { selector: op.selector } : {},
			...op.idParam ? { idParam: op.idParam } : {},
			scope: op.scope
		};
	}
	return out;
}
function model(source) {
	const entities = {};
	for (const name of Object.keys(source.entities).sort()) {
		const facts = source.entities[name];
		let example;
		try {
			example = facts.seedType === undefined ? undefined : source.fixtures(facts.seedType, 1);
		} catch {
			example = undefined;
		}
		entities[name] = {
			id: facts.id,
			version: facts.version,
			sparse: facts.sparse,
			active: facts.active,
			writable: facts.writable,
			operations: entityOperations(source.operations, name),
			example
		};
	}
	return {
		entities,
		tenant: source.tenant ?? null,
		operations: Object.keys(source.operations).sort()
	};
}
/** Scalar members of a record down to two levels, as `path=value` text (what a search matches). */
function searchText(record) {
	let text = "";
	for (const [member, value] of Object.entries(record)) {
		if (value === null || typeof value !== "object") text += `\n${String(value)}`;
		else if (!Array.isArray(value)) {
			for (const inner of Object.values(value)) if (inner === null || typeof inner !== "object") text += `\n${String(inner)}`;
		}
	}
	return text.toLowerCase();
}
function compare(a, b) {
	if (a === b) return 0;
	if (a === undefined || a === null) return 1;
	if (b === undefined || b === null) return -1;
	const na = typeof a === "number" ? a : Number.NaN;
	const nb = typeof b === "number" ? b : Number.NaN;
	if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
	const sa = String(a);
	const sb = String(b);
	// Ids and counters that are numbers written as text sort as numbers.
	if (/^\d{1,15}$/.test(sa) && /^\d{1,15}$/.test(sb)) return Number(sa) - Number(sb);
	return sa < sb ? -1 : 1;
}
function int(value, fallback, max) {
	const n = value === null || !/^\d{1,9}$/.test(value) ? fallback : Number(value);
	return Math.min(n, max);
}
function page(t, entity, query) {
	const facts = t.facts(entity);
	const q = (query.get("q") ?? "").trim().toLowerCase().slice(0, 200);
	const sort = (query.get("sort") ?? "").slice(0, 200);
	const descending = query.get("order") === "desc";
	const offset = int(query.get("offset"), 0, 1e9);
	const limit = Math.max(1, int(query.get("limit"), 50, MAX_PAGE));
	let rows = [];
	// Every collection of the entity (scoped ones, a customer's cards, too).
	for (const collection of t.data.collectionNames()) {
		if (collection !== entity && !collection.startsWith(`${entity}|`)) continue;
		for (const record of t.data.values(collection)) if (q === "" || searchText(record).includes(q)) rows.push(record);
	}
	const by = sort === "" ? facts.id : sort;
	rows = rows.sort((a, b) => compare(getPath(a, by), getPath(b, by)) * (descending ? -1 : 1));
	return {
		entity,
		total: rows.length,
		offset,
		limit,
		rows: rows.slice(offset, offset + limit)
	};
}
function record(t, entity, id) {
	const facts = t.facts(entity);
	let found;
	let where = entity;
	for (const collection of t.data.collectionNames()) {
		if (collection !== entity && !collection.startsWith(`${entity}|`)) continue;
		found = t.data.get(collection, id);
		if (found !== undefined) {
			where = collection;
			break;
		}
	}
	const history = t.data.changes().filter((c) => c.collection === where && c.id === id).map((c) => ({
		at: new Date(c.at).toISOString(),
		operation: c.operation,
		...c.version !== undefined ? { [facts.version ?? "version"]: c.version } : {}
	}));
	if (found === undefined && history.length === 0) return undefined;
	return {
		entity,
		id,
		record: found ?? null,
		history
	};
}
function companies(source) {
	return { companies: source.store.tenantKeys().sort().map((key) => {
		const t = source.existing(key);
		const counts = {};
		if (t !== undefined) {
			for (const collection of t.data.collectionNames()) {
				const entity = collection.split("|")[0];
				if (source.entities[entity] !== undefined) counts[entity] = (counts[entity] ?? 0) + t.data.count(collection);
			}
		}
		return {
			key,
			entities: counts
		};
	}) };
}
function rules(body) {
	const list = body?.rules;
	if (!Array.isArray(list) || list.length > MAX_RULES) throw new ConsoleError(400, `rules must be a list of at most ${MAX_RULES}`);
	return list.map((r) => {
		const rule = r;
		if (rule === null || typeof rule !== "object" || typeof rule.fault !== "string" || rule.operation !== undefined && typeof rule.operation !== "string") {
			throw new ConsoleError(400, "each rule is { operation?: string, every: number, fault: string }");
		}
		return {
			...rule.operation !== undefined ? { operation: rule.operation } : {},
			every: Number(rule.every ?? 1),
			fault: rule.fault
		};
	});
}
/** Open live streams, per request log. */
const streams = new WeakMap();
function stream(request, response, log) {
	const open = streams.get(log) ?? { count: 0 };
	streams.set(log, open);
	if (open.count >= MAX_STREAMS) {
		send(response, 503, { error: `at most ${MAX_STREAMS} live streams at once` });
		return;
	}
	open.count++;
	response.writeHead(200, {
		"content-type": "text/event-stream; charset=utf-8",
		"cache-control": "no-store",
		connection: "keep-alive"
	});
	const write = (entry) => {
		// A reader that does not keep up is dropped rather than buffered without bound.
		if (response.writableLength > 1024 * 1024) {
			response.destroy();
			return;
		}
		response.write(`id: ${entry.seq ?? 0}\ndata: ${JSON.stringify(entry)}\n\n`);
	};
	const last = Number(request.headers["last-event-id"] ?? "0");
	for (const entry of log.list(Number.isFinite(last) ? last : 0)) write(entry);
	const stop = log.subscribe(write);
	const beat = setInterval(() => response.write(": keep-alive\n\n"), 15e3);
	beat.unref();
	response.once("close", () => {
		stop();
		clearInterval(beat);
		open.count--;
	});
}
/**
* Answers a console API request (`path` is what follows `__sandbox/api/`). Never throws: a failure answers in
* the console's JSON (`{ error }`).
*/
export async function handleConsoleApi(request, response, path, query, source) {
	const method = request.method ?? "";
	const parts = path.split("/").map((p) => {
		try {
			return decodeURIComponent(p);
		} catch {
			return "\0";
		}
	});
	try {
		if (method === "GET" || method === "HEAD") request.resume();
		if (path === "model" && method === "GET") return send(response, 200, model(source));
		if (path === "companies" && method === "GET") return send(response, 200, companies(source));
		if (path === "reset" && method === "POST") {
			request.resume();
			source.reset();
			return send(response, 200, { reset: true });
		}
		if (path === "faults" && method === "GET") return send(response, 200, {
			rules: source.faults.list(),
			operations: Object.keys(source.operations).sort()
		});
		if (path === "faults" && method === "PUT") {
			const next = rules(await jsonBody(request));
			try {
				source.faults.replace(next);
			} catch (error) {
				throw new ConsoleError(400, error.message);
			}
			return send(response, 200, { rules: source.faults.list() });
		}
		if (path === "rate-limits" && method === "GET") {
			const counters = source.rateLimits();
			// A counter's id is its limit's id and key values, NUL-separated (a long one is a hash): shown apart.
			const shown = (counters ?? []).map((c) => {
				const [limit, ...keys] = c.id.split("\0");
				return {
					limit,
					keys: keys.filter((k) => k !== ""),
					used: c.used,
					of: c.limit,
					windowMs: c.windowMs
				};
			});
			return send(response, 200, {
				counted: counters !== undefined,
				counters: shown
			});
		}
		if (path === "requests" && method === "GET") return send(response, 200, { requests: source.requestLog.list(int(query.get("after"), 0, 0x38d7ea4c68000)) });
		if (path === "requests/stream" && method === "GET") return stream(request, response, source.requestLog);
		if (path === "webhooks" && method === "GET") return send(response, 200, {
			enabled: source.webhooks() !== undefined,
			deliveries: source.webhooks()?.list() ?? []
		});
		if (parts[0] === "webhooks" && parts.length === 3 && parts[2] === "resend" && method === "POST") {
			request.resume();
			const dispatcher = source.webhooks();
			const id = /^\d{1,9}$/.test(parts[1]) ? Number(parts[1]) : -1;
			const outcome = dispatcher === undefined ? undefined : await dispatcher.resend(id);
			if (outcome === undefined) throw new ConsoleError(404, "no such delivery, or its events were too large to keep");
			return send(response, 200, outcome);
		}
		if (parts[0] === "companies" && parts.length >= 2) {
			const key = parts[1];
			if (parts.length === 3 && parts[2] === "reset" && method === "POST") {
				request.resume();
				if (!source.forget(key)) throw new ConsoleError(404, "no such company");
				return send(response, 200, { reset: key });
			}
			const t = source.existing(key);
			if (t === undefined) throw new ConsoleError(404, "no such company");
			const entity = parts[2];
			if (entity === undefined || !Object.hasOwn(source.entities, entity)) throw new ConsoleError(404, "no such entity");
			if (parts.length === 3 && method === "GET") return send(response, 200, page(t, entity, query));
			if (parts.length === 4 && method === "GET") {
				const found = record(t, entity, parts[3]);
				if (found === undefined) throw new ConsoleError(404, `no ${entity} ${parts[3].slice(0, 60)}`);
				return send(response, 200, found);
			}
		}
		throw new ConsoleError(404, "no such console endpoint");
	} catch (error) {
		request.resume();
		if (response.headersSent) {
			response.destroy();
			return;
		}
		if (error instanceof ConsoleError) return send(response, error.status, { error: error.message });
		send(response, 500, { error: "internal error" });
	}
}
