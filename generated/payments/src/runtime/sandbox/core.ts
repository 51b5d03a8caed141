/// <reference types="node" />
/**
 * The generic sandbox: one handler per operation of the definition, built from the operation kinds
 * (`x-svc-kind`) and entity facts (`x-svc-entity`) over a `SandboxStore`, with the service module's rules plugged
 * in. It adds to the generated server (which routes, authenticates, validates and rate-limits): tenants seeded
 * on first use, create/read/list/update (full and sparse)/delete/void, the concurrency token, the query dialect,
 * batch, change data capture, idempotency keys, injected faults, a reset endpoint and a write hook.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Reply, SERVER_LIMITS, type HandlerContext, type OperationHandler, type ServerCore } from '../rest-server/server.js';
import {
  isSandboxFault,
  sandboxFault,
  type EntityFacts,
  type ErrorTemplate,
  type GenericFaultInfo,
  type GenericFaultKind,
  type Json,
  type OperationFacts,
  type SandboxCall,
  type SandboxFault,
  type SandboxFixtures,
  type SandboxService,
  type TenantFacts,
} from './contract.js';
import { copy, entityOfCollection, getPath, TenantEntities, type WriteEvent } from './entities.js';
import { delay, FAULT_HEADER, FaultRules, parseFault, type FaultRule, type InjectedFault } from './faults.js';
import { parseQuery, QueryError, runQuery } from './query.js';
import { CapacityError, SandboxStore, type StoredRecord } from './store.js';

/** Everything the generator knows about the interface. */
export interface SandboxDefinition {
  readonly entities: { readonly [name: string]: EntityFacts & { readonly seedType?: string } };
  readonly operations: { readonly [name: string]: OperationFacts };
  readonly tenant?: TenantFacts;
  readonly errors: ErrorTemplate;
  readonly fixtures: SandboxFixtures;
  readonly service?: SandboxService;
}

/** Options every generated `create<Api>Sandbox` takes. */
export interface SandboxOptions {
  /** The state: a store to share, or where to keep it (`{ dataDir }`); default a fresh in-memory store. */
  readonly store?: SandboxStore | { readonly dataDir?: string; readonly maxTenants?: number };
  /** Seed of the first data of each tenant; default 1. `false` starts tenants empty. */
  readonly seed?: number | false;
  /** The sandbox's time; default the system clock. */
  readonly clock?: () => Date;
  /** Failures on a schedule (every n-th call of an operation). */
  readonly faults?: readonly FaultRule[];
  /** Told after every stored write (webhooks, logs). */
  readonly onWrite?: (event: WriteEvent) => void;
}

export interface SandboxCore {
  readonly store: SandboxStore;
  readonly handlers: { readonly [name: string]: OperationHandler };
  /** A tenant's entities (created and seeded on first use), for tests and tools. */
  tenant(key: string): TenantEntities;
  /** The server with the sandbox's own endpoints (`POST <base>/__sandbox/reset`, with `token` when given) in front. */
  attach(server: ServerCore, basePath?: string, token?: string): SandboxServer;
  formatFault(fault: SandboxFault): unknown;
}

export interface SandboxServer extends ServerCore {
  readonly store: SandboxStore;
  tenant(key: string): TenantEntities;
  /** Forgets every tenant (and empties the data folder's log). */
  reset(): void;
}

/** The path, under the base path, of the reset endpoint. */
export const RESET_PATH = '/__sandbox/reset';

const DEFAULT_KIND: { readonly [kind in GenericFaultKind]: { status: number; kind: string } } = {
  'not-found': { status: 404, kind: 'not-found' },
  stale: { status: 409, kind: 'default' },
  duplicate: { status: 400, kind: 'validation' },
  'idempotency-conflict': { status: 400, kind: 'bad-request' },
  query: { status: 400, kind: 'bad-request' },
  'batch-too-large': { status: 400, kind: 'bad-request' },
  capacity: { status: 503, kind: 'internal' },
  'not-supported': { status: 400, kind: 'bad-request' },
  'injected-throttle': { status: 429, kind: 'throttled' },
  'injected-error': { status: 500, kind: 'internal' },
  'injected-unavailable': { status: 503, kind: 'internal' },
};

function fill(template: unknown, values: { readonly [name: string]: string }): unknown {
  if (typeof template === 'string') return template.replace(/\{([A-Za-z0-9_]+)\}/g, (match, name: string) => values[name] ?? '');
  if (Array.isArray(template)) return template.map((item) => fill(item, values));
  if (template !== null && typeof template === 'object') {
    return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, fill(value, values)]));
  }
  return template;
}

function header(ctx: { readonly headers: { readonly [name: string]: string | string[] | undefined } }, name: string): string | undefined {
  const v = ctx.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

function successStatus(ctx: HandlerContext): number {
  const codes = Object.keys(ctx.operation.responses)
    .filter((s) => /^2\d\d$/.test(s))
    .map(Number)
    .sort((a, b) => a - b);
  return codes[0] ?? 200;
}

export function createSandboxCore(definition: SandboxDefinition, options: SandboxOptions = {}): SandboxCore {
  const service: SandboxService = definition.service ?? {};
  const store =
    options.store instanceof SandboxStore
      ? options.store
      : new SandboxStore({ dataDir: options.store?.dataDir, limits: options.store?.maxTenants !== undefined ? { maxTenants: options.store.maxTenants } : {} });
  const now = options.clock ?? (() => new Date());
  const timestamp = (date: Date): string => service.timestamp?.(date) ?? date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const rules = new FaultRules(options.faults);
  const seed = options.seed === undefined ? 1 : options.seed;
  const tenants = new Map<string, TenantEntities>();

  function formatFault(f: SandboxFault): unknown {
    const time = timestamp(now());
    const values: { [name: string]: string } = { status: String(f.status), time, ...(definition.errors.kinds[f.kind ?? 'default'] ?? definition.errors.kinds.default ?? {}), ...f.values };
    return fill(definition.errors.body, { ...values, detail: values.detail ?? values.message ?? '' });
  }

  function fault(kind: GenericFaultKind, info: GenericFaultInfo): SandboxFault {
    const custom = service.fault?.(kind, info);
    if (custom !== undefined) return custom;
    const d = DEFAULT_KIND[kind];
    return sandboxFault(d.status, d.kind, { message: info.message, detail: info.message });
  }

  const entityContext = { entities: definition.entities, service, now, timestamp, fault, onWrite: options.onWrite };

  function tenant(key: string): TenantEntities {
    const known = tenants.get(key);
    if (known !== undefined) return known;
    let opened: ReturnType<SandboxStore['tenant']>;
    try {
      opened = store.tenant(key);
    } catch (error) {
      if (error instanceof CapacityError) throw fault('capacity', { message: `Sandbox capacity: ${error.message}` });
      throw error;
    }
    const entities = new TenantEntities(opened.data, entityContext);
    tenants.set(key, entities);
    if (opened.created && seed !== false) seedTenant(entities, seed);
    return entities;
  }

  function seedTenant(t: TenantEntities, n: number): void {
    service.seed?.(t, n, definition.fixtures);
    // Entities the module does not seed (a new one in the definition, say) get a few fixtures each.
    for (const [entity, facts] of Object.entries(definition.entities)) {
      if (facts.seedType === undefined || t.data.count(entity) > 0) continue;
      // An entity whose create the module implements itself is the module's to seed.
      if (Object.entries(definition.operations).some(([name, o]) => o.kind === 'create' && o.entity === entity && service.operations?.[name] !== undefined)) continue;
      for (let k = 0; k < 3; k++) {
        const value = definition.fixtures(facts.seedType, n * 1000 + k);
        // Fixtures' references point at nothing in a fresh company: on refusal, the plain members alone.
        const plain = Object.fromEntries(Object.entries(value).filter(([, v]) => v === null || typeof v !== 'object'));
        for (const attempt of [value, plain]) {
          try {
            t.create(entity, attempt);
            break;
          } catch {
            // refused by the service's rules: try the next form, else leave this fixture out
          }
        }
      }
    }
  }

  function tenantKeyOf(ctx: HandlerContext): string {
    const facts = definition.tenant;
    if (facts === undefined) return 'default';
    if (facts.in === 'credential') return ctx.token ?? 'anonymous';
    const raw = facts.in === 'path' ? ctx.params[facts.param ?? ''] : facts.in === 'query' ? ctx.query[facts.param ?? ''] : header(ctx, facts.param ?? '');
    return String(Array.isArray(raw) ? raw[0] : (raw ?? 'default'));
  }

  function scopeOf(facts: OperationFacts, params: { readonly [name: string]: string }): { [param: string]: string } {
    return Object.fromEntries(facts.scope.map((p) => [p, String(params[p])]));
  }

  function notFound(entity: string, id: string): SandboxFault {
    return fault('not-found', { entity, id, message: `${entity} ${id} not found` });
  }

  function checkVersion(entity: string, facts: EntityFacts, stored: StoredRecord, body: Json): void {
    if (facts.version === undefined) return;
    const sent = getPath(body, facts.version);
    const current = getPath(stored, facts.version);
    if (sent !== undefined && String(sent) !== String(current)) {
      throw fault('stale', {
        entity,
        id: String(stored[facts.id]),
        message: `Stale ${facts.version} ${String(sent)} for ${entity} ${String(stored[facts.id])}: the current one is ${String(current)}`,
      });
    }
  }

  /** The stored record a write names (by path parameter, else by the body's id member). */
  function target(t: TenantEntities, op: OperationFacts, entity: string, params: { readonly [name: string]: string }, body: Json): StoredRecord {
    const facts = t.facts(entity);
    const id = op.idParam !== undefined ? params[op.idParam] : body[facts.id];
    if (typeof id !== 'string' || id === '') throw notFound(entity, String(id ?? ''));
    const stored = t.find(entity, id, scopeOf(op, params));
    if (stored === undefined) throw notFound(entity, id);
    return stored;
  }

  /** A generic operation on a tenant (shared by HTTP handlers and batch items). */
  function perform(t: TenantEntities, name: string, op: OperationFacts, params: { readonly [name: string]: string }, body: unknown, query: { readonly [name: string]: unknown }): unknown {
    const entity = op.entity ?? '';
    const scope = scopeOf(op, params);
    const json = (body ?? {}) as Json;
    switch (op.kind) {
      case 'create':
        return t.create(entity, json, scope);
      case 'read': {
        const stored = op.idParam !== undefined ? t.find(entity, params[op.idParam], scope) : undefined;
        if (stored === undefined) throw notFound(entity, op.idParam !== undefined ? params[op.idParam] : '');
        return stored;
      }
      case 'list':
        return [...t.records(entity, scope)].reverse();
      case 'update': {
        const facts = t.facts(entity);
        const stored = target(t, op, entity, params, json);
        checkVersion(entity, facts, stored, json);
        const sparse = facts.sparse !== undefined && getPath(json, facts.sparse) === true;
        const next: { [member: string]: unknown } = { ...stored };
        // A full update clears the writable members it leaves out; a sparse one changes only those sent.
        if (!sparse) for (const member of facts.writable) delete next[member];
        for (const [member, value] of Object.entries(json)) if (member !== facts.id && member !== facts.version) next[member] = value;
        return t.update(entity, stored, next, scope);
      }
      case 'void': {
        const facts = t.facts(entity);
        const stored = target(t, op, entity, params, json);
        checkVersion(entity, facts, stored, json);
        if (service.prepare === undefined) throw fault('not-supported', { entity, message: `${entity} cannot be voided in this sandbox` });
        return t.update(entity, stored, stored, scope, 'void');
      }
      case 'delete': {
        const facts = t.facts(entity);
        const stored = target(t, op, entity, params, json);
        checkVersion(entity, facts, stored, json);
        const id = String(stored[facts.id]);
        t.remove(entity, id, scope);
        if (op.noContent) return undefined;
        return service.deleted?.(entity, stored) ?? { [facts.id]: id };
      }
      case 'query':
        return runStatement(t, op, query);
      case 'cdc':
        return changesSince(t, op, query);
      default:
        throw fault('not-supported', { entity, message: `Operation ${name} is not implemented by this sandbox` });
    }
  }

  function runStatement(t: TenantEntities, op: OperationFacts, query: { readonly [name: string]: unknown }): unknown {
    const dialect = op.query;
    if (dialect === undefined) throw fault('not-supported', { message: 'No query dialect' });
    const raw = query[dialect.parameter];
    const text = Array.isArray(raw) ? String(raw[0]) : String(raw ?? '');
    return statement(t, dialect, text);
  }

  function statement(t: TenantEntities, dialect: NonNullable<OperationFacts['query']>, text: string): Json {
    let parsed;
    try {
      parsed = parseQuery(text, dialect, Object.keys(definition.entities));
    } catch (error) {
      if (error instanceof QueryError) throw fault('query', { position: error.position, message: error.message });
      throw error;
    }
    const facts = definition.entities[parsed.entity];
    const active = facts.active;
    const outcome = runQuery(parsed, t.records(parsed.entity), {
      hiddenField: active,
      isHidden: active === undefined ? undefined : (e) => getPath(e, active) === false,
    });
    if (outcome.page === undefined) return { totalCount: outcome.totalCount };
    return {
      ...(outcome.page.length > 0 ? { [parsed.entity]: outcome.page } : {}),
      startPosition: parsed.startPosition,
      maxResults: outcome.page.length,
      totalCount: outcome.totalCount,
    };
  }

  function changesSince(t: TenantEntities, op: OperationFacts, query: { readonly [name: string]: unknown }): unknown {
    const cdc = op.cdc;
    if (cdc === undefined) throw fault('not-supported', { message: 'No change data capture' });
    const names = String(query[cdc.entitiesParam] ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n !== '');
    const wanted = names.map((n) => {
      const entity = Object.keys(definition.entities).find((e) => e.toLowerCase() === n.toLowerCase());
      if (entity === undefined) throw fault('not-supported', { message: `Unknown entity "${n.slice(0, 100)}" in ${cdc.entitiesParam}` });
      return entity;
    });
    const since = Date.parse(String(query[cdc.sinceParam] ?? ''));
    if (Number.isNaN(since)) throw fault('not-supported', { message: `${cdc.sinceParam} must be a timestamp` });
    const latest = new Map<string, Set<string>>();
    for (const change of t.data.changes()) {
      if (change.at <= since) continue;
      const entity = entityOfCollection(change.collection);
      if (!wanted.includes(entity) || change.collection !== entity) continue;
      let ids = latest.get(entity);
      if (ids === undefined) latest.set(entity, (ids = new Set()));
      ids.add(change.id);
    }
    const results: Json[] = [];
    for (const entity of wanted) {
      const ids = latest.get(entity);
      if (ids === undefined) continue;
      const facts = definition.entities[entity];
      results.push({
        [entity]: [...ids].map((id) => t.find(entity, id) ?? service.deleted?.(entity, { [facts.id]: id }) ?? { [facts.id]: id, status: 'Deleted' }),
      });
    }
    return [{ [cdc.member]: results.length > 0 ? results : [{}] }];
  }

  function runBatch(t: TenantEntities, ctx: HandlerContext, op: OperationFacts): unknown {
    const batch = op.batch;
    if (batch === undefined) throw fault('not-supported', { message: 'No batch envelope' });
    const items = ((ctx.body ?? {}) as Json)[batch.items];
    if (!Array.isArray(items)) throw fault('not-supported', { message: `The body needs ${batch.items}: [...]` });
    if (items.length > batch.maxItems) throw fault('batch-too-large', { message: `A batch carries at most ${batch.maxItems} items; this one has ${items.length}` });
    return items.map((raw: unknown) => {
      const item = (raw ?? {}) as Json;
      const id = item[batch.id];
      try {
        if (batch.query !== undefined && typeof item[batch.query] === 'string') {
          const queryOp = Object.values(definition.operations).find((o) => o.kind === 'query' && o.query !== undefined);
          if (queryOp?.query === undefined) throw fault('not-supported', { message: 'No query operation' });
          return { [batch.id]: id, [batch.queryResult ?? batch.query]: statement(t, queryOp.query, item[batch.query] as string) };
        }
        const kind = item[batch.operation] ?? 'create';
        const entity = Object.keys(item).find((k) => definition.entities[k] !== undefined);
        const entry = Object.entries(definition.operations).find(([, o]) => o.kind === kind && o.entity === entity && o.scope.length === 0);
        if (entity === undefined || entry === undefined) {
          throw fault('not-supported', { entity, message: `No ${String(kind).slice(0, 50)} of ${entity ?? 'an unknown entity'} in a batch` });
        }
        const result = perform(t, entry[0], entry[1], ctx.params, item[entity], {});
        return { [batch.id]: id, [entity]: result };
      } catch (error) {
        const f = asFault(error);
        const body = formatFault(f) as Json;
        return { [batch.id]: id, [batch.fault]: body[batch.fault] ?? body };
      }
    });
  }

  function asFault(error: unknown): SandboxFault {
    if (isSandboxFault(error)) return error;
    if (error instanceof CapacityError) return fault('capacity', { message: `Sandbox capacity: ${error.message}` });
    throw error;
  }

  /**
   * A failure as a reply. Written as bytes with its own Content-Type: the server wraps JSON results of handlers
   * (`{Entity, time}`), which an error body must not be, and headers such as Retry-After must reach the client.
   */
  function errorReply(f: SandboxFault, headers: { readonly [name: string]: string } = {}): Reply {
    const bytes = new Uint8Array(Buffer.from(JSON.stringify(formatFault(f)), 'utf8'));
    return new Reply(f.status, bytes, { 'content-type': 'application/json; charset=utf-8', ...f.headers, ...headers });
  }

  function injectedReply(injected: InjectedFault): Reply | undefined {
    if (injected.status === undefined) return undefined;
    if (injected.status === 429) {
      const custom = service.throttled?.();
      if (custom !== undefined) {
        return new Reply(429, new Uint8Array(Buffer.from(custom.body, 'utf8')), { 'content-type': custom.contentType, 'retry-after': '1' });
      }
      return errorReply(fault('injected-throttle', { message: 'Throttled (injected by the sandbox)' }), { 'retry-after': '1' });
    }
    const kind = injected.status === 500 ? 'injected-error' : 'injected-unavailable';
    const f = fault(kind, { message: `Injected ${injected.status} (sandbox fault injection)` });
    return errorReply(f, injected.status === 503 ? { 'retry-after': '1' } : {});
  }

  function handlerFor(name: string, op: OperationFacts): OperationHandler {
    return async (ctx) => {
      try {
        const asked = header(ctx, FAULT_HEADER);
        const injected = asked !== undefined ? parseFault(asked) : rules.next(name);
        if (asked !== undefined && injected === undefined) {
          throw sandboxFault(400, 'bad-request', { message: `${FAULT_HEADER} must be 429, 500, 503 or slow=<ms> (comma-separated)` });
        }
        if (injected?.slowMs !== undefined) await delay(injected.slowMs);
        const early = injected === undefined ? undefined : injectedReply(injected);
        if (early !== undefined) return early;

        const t = tenant(tenantKeyOf(ctx));
        const key = op.idempotencyKey === undefined ? undefined : op.idempotencyKey.in === 'query' ? ctx.query[op.idempotencyKey.name] : header(ctx, op.idempotencyKey.name);
        const idempotencyKey = typeof key === 'string' && key !== '' ? key : undefined;
        let fingerprint = '';
        if (idempotencyKey !== undefined) {
          fingerprint = createHash('sha256')
            .update(JSON.stringify(ctx.body ?? null))
            .digest('base64url');
          const first = t.data.reply(`${name}\n${idempotencyKey}`);
          if (first !== undefined) {
            if (first.fingerprint !== fingerprint) {
              throw fault('idempotency-conflict', { message: `${op.idempotencyKey?.name} ${idempotencyKey.slice(0, 60)} was used before with a different request` });
            }
            return new Reply(first.status, first.body);
          }
        }
        const custom = service.operations?.[name];
        let result: unknown;
        if (custom !== undefined) {
          const call: SandboxCall = {
            operation: name,
            params: ctx.params,
            query: ctx.query,
            headers: ctx.headers,
            body: copy(ctx.body),
            tenant: t,
            now: now(),
            idempotencyKey,
            timestamp: (d = now()) => timestamp(d),
          };
          result = await custom.call(service.operations, call);
        } else if (op.kind === 'batch') result = runBatch(t, ctx, op);
        else result = perform(t, name, op, ctx.params, ctx.body, ctx.query);
        if (idempotencyKey !== undefined) {
          const status = result instanceof Reply ? result.status : successStatus(ctx);
          const body = result instanceof Reply ? result.body : result;
          t.data.remember(`${name}\n${idempotencyKey}`, { fingerprint, status, body: copy(body) });
        }
        return result;
      } catch (error) {
        return errorReply(asFault(error));
      }
    };
  }

  const handlers: { [name: string]: OperationHandler } = {};
  for (const [name, op] of Object.entries(definition.operations)) {
    if (op.kind === 'action' && service.operations?.[name] === undefined) continue;
    handlers[name] = handlerFor(name, op);
  }

  function attach(server: ServerCore, basePath = '', token?: string): SandboxServer {
    const resetPath = `${basePath.replace(/\/+$/, '')}${RESET_PATH}`;
    const reset = (): void => {
      tenants.clear();
      store.reset();
    };
    const listener = (req: IncomingMessage, res: ServerResponse): void => {
      if ((req.url ?? '').split('?')[0] === resetPath) {
        req.resume();
        if (req.method !== 'POST') {
          res.writeHead(405, { allow: 'POST', 'content-type': 'application/json' }).end('{"reset":false}');
          return;
        }
        if (token !== undefined && req.headers.authorization !== `Bearer ${token}`) {
          res.writeHead(401, { 'www-authenticate': 'Bearer', 'content-type': 'application/json' }).end('{"reset":false}');
          return;
        }
        reset();
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"reset":true}');
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
      listen: (port, host) => listenWith(listener, server, port, host, basePath),
    };
  }

  return { store, handlers, tenant, attach, formatFault };
}

function listenWith(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  server: ServerCore,
  port: number | undefined,
  host: string | undefined,
  basePath: string,
): ReturnType<ServerCore['listen']> {
  // The server core's own listen() serves its listener; serve ours (reset endpoint first) the same way: its
  // 100-continue check, header and request deadlines, and no crash on a client's socket error.
  return import('node:http').then(
    ({ createServer }) =>
      new Promise((resolve, reject) => {
        const http = createServer(listener);
        http.on('checkContinue', server.checkContinue);
        http.headersTimeout = Math.min(http.headersTimeout, SERVER_LIMITS.bodyTimeoutMs);
        http.requestTimeout = Math.max(http.headersTimeout, SERVER_LIMITS.bodyTimeoutMs + 5_000);
        http.once('error', reject);
        http.listen(port ?? 0, host ?? '127.0.0.1', () => {
          http.off('error', reject);
          http.on('error', () => undefined);
          const address = http.address() as import('node:net').AddressInfo;
          const hostname = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve({
            url: `http://${hostname}:${address.port}${basePath.replace(/\/+$/, '')}`,
            close: () =>
              new Promise<void>((done, fail) => {
                http.close((error) => (error ? fail(error) : done()));
                http.closeAllConnections();
              }),
          });
        });
      }),
  );
}
