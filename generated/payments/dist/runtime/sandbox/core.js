/// <reference types="node" />
/**
* The generic sandbox: one handler per operation of the definition, built from the operation kinds
* (`x-svc-kind`) and entity facts (`x-svc-entity`) over a `SandboxStore`, with the service module's rules plugged
* in. It adds to the generated server (which routes, authenticates, validates and rate-limits): tenants seeded
* on first use, create/read/list/update (full and sparse)/delete/void, the concurrency token, the query dialect,
* batch, change data capture, idempotency keys, injected faults, a reset endpoint and a write hook.
*/
import { createHash } from "node:crypto";
import { Reply, SERVER_LIMITS } from "../rest-server/server.js";
import { isSandboxFault, sandboxFault } from "./contract.js";
import { copy, entityOfCollection, getPath, TenantEntities } from "./entities.js";
import { delay, FAULT_HEADER, FaultRules, parseFault } from "./faults.js";
import { parseQuery, QueryError, runQuery } from "./query.js";
import { CapacityError, SandboxStore } from "./store.js";
/** The path, under the base path, of the reset endpoint. */
export const RESET_PATH = "/__sandbox/reset";
const DEFAULT_KIND = {
	"not-found": {
		status: 404,
		kind: "not-found"
	},
	stale: {
		status: 409,
		kind: "default"
	},
	duplicate: {
		status: 400,
		kind: "validation"
	},
	"idempotency-conflict": {
		status: 400,
		kind: "bad-request"
	},
	query: {
		status: 400,
		kind: "bad-request"
	},
	"batch-too-large": {
		status: 400,
		kind: "bad-request"
	},
	capacity: {
		status: 503,
		kind: "internal"
	},
	"not-supported": {
		status: 400,
		kind: "bad-request"
	},
	"injected-throttle": {
		status: 429,
		kind: "throttled"
	},
	"injected-error": {
		status: 500,
		kind: "internal"
	},
	"injected-unavailable": {
		status: 503,
		kind: "internal"
	}
};
function fill(template, values) {
	if (typeof template === "string") return template.replace(/\{([A-Za-z0-9_]+)\}/g, (match, name) => values[name] ?? "");
	if (Array.isArray(template)) return template.map((item) => fill(item, values));
	if (template !== null && typeof template === "object") {
		return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, fill(value, values)]));
	}
	return template;
}
function header(ctx, name) {
	const v = ctx.headers[name.toLowerCase()];
	return Array.isArray(v) ? v[0] : v;
}
function successStatus(ctx) {
	const codes = Object.keys(ctx.operation.responses).filter((s) => /^2\d\d$/.test(s)).map(Number).sort((a, b) => a - b);
	return codes[0] ?? 200;
}
export function createSandboxCore(definition, options = {}) {
	const service = definition.service ?? {};
	const store = options.store instanceof SandboxStore ? options.store : new SandboxStore({
		dataDir: options.store?.dataDir,
		limits: options.store?.maxTenants !== undefined ? { maxTenants: options.store.maxTenants } : {}
	});
	const now = options.clock ?? (() => new Date());
	const timestamp = (date) => service.timestamp?.(date) ?? date.toISOString().replace(/\.\d{3}Z$/, "Z");
	const rules = new FaultRules(options.faults);
	const seed = options.seed === undefined ? 1 : options.seed;
	const tenants = new Map();
	function formatFault(f) {
		const time = timestamp(now());
		const values = {
			status: String(f.status),
			time,
			...definition.errors.kinds[f.kind ?? "default"] ?? definition.errors.kinds.default ?? {},
			...f.values
		};
		return fill(definition.errors.body, {
			...values,
			detail: values.detail ?? values.message ?? ""
		});
	}
	function fault(kind, info) {
		const custom = service.fault?.(kind, info);
		if (custom !== undefined) return custom;
		const d = DEFAULT_KIND[kind];
		return sandboxFault(d.status, d.kind, {
			message: info.message,
			detail: info.message
		});
	}
	const entityContext = {
		entities: definition.entities,
		service,
		now,
		timestamp,
		fault,
		onWrite: options.onWrite
	};
	function tenant(key) {
		const known = tenants.get(key);
		if (known !== undefined) return known;
		let opened;
		try {
			opened = store.tenant(key);
		} catch (error) {
			if (error instanceof CapacityError) throw fault("capacity", { message: `Sandbox capacity: ${error.message}` });
			throw error;
		}
		const entities = new TenantEntities(opened.data, entityContext);
		tenants.set(key, entities);
		if (opened.created && seed !== false) seedTenant(entities, seed);
		return entities;
	}
	function seedTenant(t, n) {
		service.seed?.(t, n, definition.fixtures);
		// Entities the module does not seed (a new one in the definition, say) get a few fixtures each.
		for (const [entity, facts] of Object.entries(definition.entities)) {
			if (facts.seedType === undefined || t.data.count(entity) > 0) continue;
			// An entity whose create the module implements itself is the module's to seed.
			if (Object.entries(definition.operations).some(([name, o]) => o.kind === "create" && o.entity === entity && service.operations?.[name] !== undefined)) continue;
			for (let k = 0; k < 3; k++) {
				const value = definition.fixtures(facts.seedType, n * 1e3 + k);
				// Fixtures' references point at nothing in a fresh company: on refusal, the plain members alone.
				const plain = Object.fromEntries(Object.entries(value).filter(([, v]) => v === null || typeof v !== "object"));
				for (const attempt of [value, plain]) {
					try {
						t.create(entity, attempt);
						break;
					} catch {}
				}
			}
		}
	}
	function tenantKeyOf(ctx) {
		const facts = definition.tenant;
		if (facts === undefined) return "default";
		if (facts.in === "credential") return ctx.token ?? "anonymous";
		const raw = facts.in === "path" ? ctx.params[facts.param ?? ""] : facts.in === "query" ? ctx.query[facts.param ?? ""] : header(ctx, facts.param ?? "");
		return String(Array.isArray(raw) ? raw[0] : raw ?? "default");
	}
	function scopeOf(facts, params) {
		return Object.fromEntries(facts.scope.map((p) => [p, String(params[p])]));
	}
	function notFound(entity, id) {
		return fault("not-found", {
			entity,
			id,
			message: `${entity} ${id} not found`
		});
	}
	function checkVersion(entity, facts, stored, body) {
		if (facts.version === undefined) return;
		const sent = getPath(body, facts.version);
		const current = getPath(stored, facts.version);
		if (sent !== undefined && String(sent) !== String(current)) {
			throw fault("stale", {
				entity,
				id: String(stored[facts.id]),
				message: `Stale ${facts.version} ${String(sent)} for ${entity} ${String(stored[facts.id])}: the current one is ${String(current)}`
			});
		}
	}
	/** The stored record a write names (by path parameter, else by the body's id member). */
	function target(t, op, entity, params, body) {
		const facts = t.facts(entity);
		const id = op.idParam !== undefined ? params[op.idParam] : body[facts.id];
		if (typeof id !== "string" || id === "") throw notFound(entity, String(id ?? ""));
		const stored = t.find(entity, id, scopeOf(op, params));
		if (stored === undefined) throw notFound(entity, id);
		return stored;
	}
	/** A generic operation on a tenant (shared by HTTP handlers and batch items). */
	function perform(t, name, op, params, body, query) {
		const entity = op.entity ?? "";
		const scope = scopeOf(op, params);
		const json = body ?? {};
		switch (op.kind) {
			case "create": return t.create(entity, json, scope);
			case "read": {
				const stored = op.idParam !== undefined ? t.find(entity, params[op.idParam], scope) : undefined;
				if (stored === undefined) throw notFound(entity, op.idParam !== undefined ? params[op.idParam] : "");
				return stored;
			}
			case "list": return [...t.records(entity, scope)].reverse();
			case "update": {
				const facts = t.facts(entity);
				const stored = target(t, op, entity, params, json);
				checkVersion(entity, facts, stored, json);
				const sparse = facts.sparse !== undefined && getPath(json, facts.sparse) === true;
				const next = { ...stored };
				// A full update clears the writable members it leaves out; a sparse one changes only those sent.
				if (!sparse) for (const member of facts.writable) delete next[member];
				for (const [member, value] of Object.entries(json)) if (member !== facts.id && member !== facts.version) next[member] = value;
				return t.update(entity, stored, next, scope);
			}
			case "void": {
				const facts = t.facts(entity);
				const stored = target(t, op, entity, params, json);
				checkVersion(entity, facts, stored, json);
				if (service.prepare === undefined) throw fault("not-supported", {
					entity,
					message: `${entity} cannot be voided in this sandbox`
				});
				return t.update(entity, stored, stored, scope, "void");
			}
			case "delete": {
				const facts = t.facts(entity);
				const stored = target(t, op, entity, params, json);
				checkVersion(entity, facts, stored, json);
				const id = String(stored[facts.id]);
				t.remove(entity, id, scope);
				if (op.noContent) return undefined;
				return service.deleted?.(entity, stored) ?? { [facts.id]: id };
			}
			case "query": return runStatement(t, op, query);
			case "cdc": return changesSince(t, op, query);
			default: throw fault("not-supported", {
				entity,
				message: `Operation ${name} is not implemented by this sandbox`
			});
		}
	}
	function runStatement(t, op, query) {
		const dialect = op.query;
		if (dialect === undefined) throw fault("not-supported", { message: "No query dialect" });
		const raw = query[dialect.parameter];
		const text = Array.isArray(raw) ? String(raw[0]) : String(raw ?? "");
		return statement(t, dialect, text);
	}
	function statement(t, dialect, text) {
		let parsed;
		try {
			parsed = parseQuery(text, dialect, Object.keys(definition.entities));
		} catch (error) {
			if (error instanceof QueryError) throw fault("query", {
				position: error.position,
				message: error.message
			});
			throw error;
		}
		const facts = definition.entities[parsed.entity];
		const active = facts.active;
		const outcome = runQuery(parsed, t.records(parsed.entity), {
			hiddenField: active,
			isHidden: active === undefined ? undefined : (e) => getPath(e, active) === false
		});
		if (outcome.page === undefined) return { totalCount: outcome.totalCount };
		return {
			...outcome.page.length > 0 ? { [parsed.entity]: outcome.page } : {},
			startPosition: parsed.startPosition,
			maxResults: outcome.page.length,
			totalCount: outcome.totalCount
		};
	}
	function changesSince(t, op, query) {
		const cdc = op.cdc;
		if (cdc === undefined) throw fault("not-supported", { message: "No change data capture" });
		const names = String(query[cdc.entitiesParam] ?? "").split(",").map((n) => n.trim()).filter((n) => n !== "");
		const wanted = names.map((n) => {
			const entity = Object.keys(definition.entities).find((e) => e.toLowerCase() === n.toLowerCase());
			if (entity === undefined) throw fault("not-supported", { message: `Unknown entity "${n.slice(0, 100)}" in ${cdc.entitiesParam}` });
			return entity;
		});
		const since = Date.parse(String(query[cdc.sinceParam] ?? ""));
		if (Number.isNaN(since)) throw fault("not-supported", { message: `${cdc.sinceParam} must be a timestamp` });
		const latest = new Map();
		for (const change of t.data.changes()) {
			if (change.at <= since) continue;
			const entity = entityOfCollection(change.collection);
			if (!wanted.includes(entity) || change.collection !== entity) continue;
			let ids = latest.get(entity);
			if (ids === undefined) latest.set(entity, ids = new Set());
			ids.add(change.id);
		}
		const results = [];
		for (const entity of wanted) {
			const ids = latest.get(entity);
			if (ids === undefined) continue;
			const facts = definition.entities[entity];
			results.push({ [entity]: [...ids].map((id) => t.find(entity, id) ?? service.deleted?.(entity, { [facts.id]: id }) ?? {
				[facts.id]: id,
				status: "Deleted"
			}) });
		}
		return [{ [cdc.member]: results.length > 0 ? results : [{}] }];
	}
	function runBatch(t, ctx, op) {
		const batch = op.batch;
		if (batch === undefined) throw fault("not-supported", { message: "No batch envelope" });
		const items = (ctx.body ?? {})[batch.items];
		if (!Array.isArray(items)) throw fault("not-supported", { message: `The body needs ${batch.items}: [...]` });
		if (items.length > batch.maxItems) throw fault("batch-too-large", { message: `A batch carries at most ${batch.maxItems} items; this one has ${items.length}` });
		return items.map((raw) => {
			const item = raw ?? {};
			const id = item[batch.id];
			try {
				if (batch.query !== undefined && typeof item[batch.query] === "string") {
					const queryOp = Object.values(definition.operations).find((o) => o.kind === "query" && o.query !== undefined);
					if (queryOp?.query === undefined) throw fault("not-supported", { message: "No query operation" });
					return {
						[batch.id]: id,
						[batch.queryResult ?? batch.query]: statement(t, queryOp.query, item[batch.query])
					};
				}
				const kind = item[batch.operation] ?? "create";
				const entity = Object.keys(item).find((k) => definition.entities[k] !== undefined);
				const entry = Object.entries(definition.operations).find(([, o]) => o.kind === kind && o.entity === entity && o.scope.length === 0);
				if (entity === undefined || entry === undefined) {
					throw fault("not-supported", {
						entity,
						message: `No ${String(kind).slice(0, 50)} of ${entity ?? "an unknown entity"} in a batch`
					});
				}
				const result = perform(t, entry[0], entry[1], ctx.params, item[entity], {});
				return {
					[batch.id]: id,
					[entity]: result
				};
			} catch (error) {
				const f = asFault(error);
				const body = formatFault(f);
				return {
					[batch.id]: id,
					[batch.fault]: body[batch.fault] ?? body
				};
			}
		});
	}
	function asFault(error) {
		if (isSandboxFault(error)) return error;
		if (error instanceof CapacityError) return fault("capacity", { message: `Sandbox capacity: ${error.message}` });
		throw error;
	}
	/**
	* A failure as a reply. Written as bytes with its own Content-Type: the server wraps JSON results of handlers
	* (`{Entity, time}`), which an error body must not be, and headers such as Retry-After must reach the client.
	*/
	function errorReply(f, headers = {}) {
		const bytes = new Uint8Array(Buffer.from(JSON.stringify(formatFault(f)), "utf8"));
		return new Reply(f.status, bytes, {
			"content-type": "application/json; charset=utf-8",
			...f.headers,
			...headers
		});
	}
	function injectedReply(injected) {
		if (injected.status === undefined) return undefined;
		if (injected.status === 429) {
			const custom = service.throttled?.();
			if (custom !== undefined) {
				return new Reply(429, new Uint8Array(Buffer.from(custom.body, "utf8")), {
					"content-type": custom.contentType,
					"retry-after": "1"
				});
			}
			return errorReply(fault("injected-throttle", { message: "Throttled (injected by the sandbox)" }), { "retry-after": "1" });
		}
		const kind = injected.status === 500 ? "injected-error" : "injected-unavailable";
		const f = fault(kind, { message: `Injected ${injected.status} (sandbox fault injection)` });
		return errorReply(f, injected.status === 503 ? { "retry-after": "1" } : {});
	}
	function handlerFor(name, op) {
		return async (ctx) => {
			try {
				const asked = header(ctx, FAULT_HEADER);
				const injected = asked !== undefined ? parseFault(asked) : rules.next(name);
				if (asked !== undefined && injected === undefined) {
					throw sandboxFault(400, "bad-request", { message: `${FAULT_HEADER} must be 429, 500, 503 or slow=<ms> (comma-separated)` });
				}
				if (injected?.slowMs !== undefined) await delay(injected.slowMs);
				const early = injected === undefined ? undefined : injectedReply(injected);
				if (early !== undefined) return early;
				const t = tenant(tenantKeyOf(ctx));
				const key = op.idempotencyKey === undefined ? undefined : op.idempotencyKey.in === "query" ? ctx.query[op.idempotencyKey.name] : header(ctx, op.idempotencyKey.name);
				const idempotencyKey = typeof key === "string" && key !== "" ? key : undefined;
				let fingerprint = "";
				if (idempotencyKey !== undefined) {
					fingerprint = createHash("sha256").update(JSON.stringify(ctx.body ?? null)).digest("base64url");
					const first = t.data.reply(`${name}\n${idempotencyKey}`);
					if (first !== undefined) {
						if (first.fingerprint !== fingerprint) {
							throw fault("idempotency-conflict", { message: `${op.idempotencyKey?.name} ${idempotencyKey.slice(0, 60)} was used before with a different request` });
						}
						return new Reply(first.status, first.body);
					}
				}
				const custom = service.operations?.[name];
				let result;
				if (custom !== undefined) {
					const call = {
						operation: name,
						params: ctx.params,
						query: ctx.query,
						headers: ctx.headers,
						body: copy(ctx.body),
						tenant: t,
						now: now(),
						idempotencyKey,
						timestamp: (d = now()) => timestamp(d)
					};
					result = await custom.call(service.operations, call);
				} else if (op.kind === "batch") result = runBatch(t, ctx, op);
				else result = perform(t, name, op, ctx.params, ctx.body, ctx.query);
				if (idempotencyKey !== undefined) {
					const status = result instanceof Reply ? result.status : successStatus(ctx);
					const body = result instanceof Reply ? result.body : result;
					t.data.remember(`${name}\n${idempotencyKey}`, {
						fingerprint,
						status,
						body: copy(body)
					});
				}
				return result;
			} catch (error) {
				return errorReply(asFault(error));
			}
		};
	}
	const handlers = {};
	for (const [name, op] of Object.entries(definition.operations)) {
		if (op.kind === "action" && service.operations?.[name] === undefined) continue;
		handlers[name] = handlerFor(name, op);
	}
	function attach(server, basePath = "", token) {
		const resetPath = `${basePath.replace(/\/+$/, "")}${RESET_PATH}`;
		const reset = () => {
			tenants.clear();
			store.reset();
		};
		const listener = (req, res) => {
			if ((req.url ?? "").split("?")[0] === resetPath) {
				req.resume();
				if (req.method !== "POST") {
					res.writeHead(405, {
						allow: "POST",
						"content-type": "application/json"
					}).end("{\"reset\":false}");
					return;
				}
				if (token !== undefined && req.headers.authorization !== `Bearer ${token}`) {
					res.writeHead(401, {
						"www-authenticate": "Bearer",
						"content-type": "application/json"
					}).end("{\"reset\":false}");
					return;
				}
				reset();
				res.writeHead(200, { "content-type": "application/json" }).end("{\"reset\":true}");
				return;
			}
			server.listener(req, res);
		};
		return {
			listener,
			checkContinue: server.checkContinue,
			store,
			tenant,
			reset,
			listen: (port, host) => listenWith(listener, server, port, host, basePath)
		};
	}
	return {
		store,
		handlers,
		tenant,
		attach,
		formatFault
	};
}
function listenWith(listener, server, port, host, basePath) {
	// The server core's own listen() serves its listener; serve ours (reset endpoint first) the same way: its
	// 100-continue check, header and request deadlines, and no crash on a client's socket error.
	return import("node:http").then(({ createServer }) => new Promise((resolve, reject) => {
		const http = createServer(listener);
		http.on("checkContinue", server.checkContinue);
		http.headersTimeout = Math.min(http.headersTimeout, SERVER_LIMITS.bodyTimeoutMs);
		http.requestTimeout = Math.max(http.headersTimeout, SERVER_LIMITS.bodyTimeoutMs + 5e3);
		http.once("error", reject);
		http.listen(port ?? 0, host ?? "127.0.0.1", () => {
			http.off("error", reject);
			http.on("error", () => undefined);
			const address = http.address();
			const hostname = address.family === "IPv6" ? `[${address.address}]` : address.address;
			resolve({
				url: `http://${hostname}:${address.port}${basePath.replace(/\/+$/, "")}`,
				close: () => new Promise((done, fail) => {
					http.close((error) => error ? fail(error) : done());
					http.closeAllConnections();
				})
			});
		});
	}));
}
