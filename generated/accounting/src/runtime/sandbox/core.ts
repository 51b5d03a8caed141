/// <reference types="node" />
/**
 * The generic sandbox: one handler per operation of the definition, built from the operation kinds
 * (`x-svc-kind`) and entity facts (`x-svc-entity`) over a `SandboxStore`, with the service module's rules plugged
 * in. It adds to the generated server (which routes, authenticates, validates and rate-limits): tenants seeded
 * on first use, create/read/list/update (full and sparse)/delete/void, required and unknown members, the
 * concurrency token, the query dialect, batch (batch.ts), change data capture, idempotency keys, injected
 * faults, webhooks for writes, and its own endpoints in front of the server (endpoints.ts).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Reply, type ExchangeHooks, type HandlerContext, type HttpServerCore, type OperationHandler } from '../rest-server/server.js';
import { runBatch, type BodyValidator } from './batch.js';
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
import { attachEndpoints, sandboxExchangeHooks, type SandboxServer } from './endpoints.js';
import { entityOfCollection, getPath, TenantEntities, type EntityContext, type WriteEvent } from './entities.js';
import { copy } from './records.js';
import { noteRequest, recordedJson, recordedJsonNaming } from './exchange.js';
import { delay, FAULT_HEADER, FaultRules, parseFault, type FaultRule, type InjectedFault } from './faults.js';
import { requestFingerprint } from './fingerprint.js';
import { missingRequired, unknownMember, type MemberShapes } from './members.js';
import { parseQuery, QueryError, runQuery } from './query.js';
import { RequestLog } from './request-log.js';
import { CapacityError, SandboxStore, type StoredRecord } from './store.js';
import { WebhookDispatcher, type DeliverPayload, type SandboxWebhookOptions } from './webhook-dispatch.js';

export { CONSOLE_API_PATH, RESET_PATH, REQUESTS_PATH, type SandboxServer } from './endpoints.js';
export type { SandboxWebhookOptions } from './webhook-dispatch.js';
export type { RequestLogEntry } from './request-log.js';

/** Everything the generator knows about the interface. */
export interface SandboxDefinition {
  readonly entities: { readonly [name: string]: EntityFacts & { readonly seedType?: string } };
  readonly operations: { readonly [name: string]: OperationFacts };
  /** Member shapes of entities that refuse unknown members. */
  readonly shapes: MemberShapes;
  /** The generated validator of each operation's request body (batch items are checked with them). */
  readonly validators: { readonly [operation: string]: BodyValidator };
  readonly tenant?: TenantFacts;
  readonly errors: ErrorTemplate;
  readonly fixtures: SandboxFixtures;
  readonly service?: SandboxService;
  /** Sends one payload of webhook events in the named format (the webhooks part's signed sender). */
  readonly webhooks?: (options: SandboxWebhookOptions) => { readonly format: string; readonly deliver: DeliverPayload };
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
  /** Told after every stored write (logs, your own webhooks); seeding a new tenant tells nothing. The event's record is the stored one, frozen. */
  readonly onWrite?: (event: WriteEvent) => void;
  /** Entries the request log keeps (requests answered, webhook attempts); default 1000. */
  readonly requestLogSize?: number;
}

export interface SandboxCore {
  readonly store: SandboxStore;
  readonly handlers: { readonly [name: string]: OperationHandler };
  readonly requestLog: RequestLog;
  /** For the server the sandbox is attached to (its `exchangeHooks` option): the body as sent, some error bodies, the log. */
  readonly exchangeHooks: ExchangeHooks;
  /** A tenant's entities by its key as the API carries it (a realm id; a bearer token), seeded on first use. */
  tenant(key: string): TenantEntities;
  /** The server with the sandbox's own endpoints in front (endpoints.ts). */
  attach(server: HttpServerCore, options?: { readonly basePath?: string; readonly token?: string; readonly maxBodyBytes?: number }): SandboxServer;
  formatFault(fault: SandboxFault): unknown;
}

const DEFAULT_KIND: { readonly [kind in GenericFaultKind]: { status: number; kind: string } } = {
  required: { status: 400, kind: 'validation' },
  'unknown-member': { status: 400, kind: 'validation' },
  invalid: { status: 400, kind: 'validation' },
  'unsupported-operation': { status: 400, kind: 'bad-request' },
  'too-old': { status: 400, kind: 'bad-request' },
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

/** Each entity's writable members as a set, made once per facts object. */
const writableSets = new WeakMap<EntityFacts, ReadonlySet<string>>();

function writableOf(facts: EntityFacts): ReadonlySet<string> {
  let set = writableSets.get(facts);
  if (set === undefined) writableSets.set(facts, (set = new Set(facts.writable)));
  return set;
}

/** Sets a member as JSON.parse would: one named __proto__ is a member, never the object's prototype. */
function setMember(record: { [member: string]: unknown }, member: string, value: unknown): void {
  if (member === '__proto__') Object.defineProperty(record, member, { value, enumerable: true, writable: true, configurable: true });
  else record[member] = value;
}

/** Fills `{name}` placeholders; a one-item list repeats once per detail (`{detail}` each), as the server does. */
function fill(template: unknown, values: { readonly [name: string]: string }, details: readonly string[]): unknown {
  if (typeof template === 'string') return template.replace(/\{([A-Za-z0-9_]+)\}/g, (match, name: string) => values[name] ?? '');
  if (Array.isArray(template)) {
    if (template.length === 1 && details.length > 1) return details.map((detail) => fill(template[0], { ...values, detail }, [detail]));
    return template.map((item) => fill(item, values, details));
  }
  if (template !== null && typeof template === 'object') {
    return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, fill(value, values, details)]));
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

/** The tenant key of a bearer token: a digest, so no token is ever written to the data log or the request log. */
export function credentialTenant(token: string): string {
  return `token:${createHash('sha256').update(token).digest('base64url')}`;
}

export function createSandboxCore(definition: SandboxDefinition, options: SandboxOptions = {}): SandboxCore & { attachWebhooks(options: SandboxWebhookOptions): void } {
  const service: SandboxService = definition.service ?? {};
  const store =
    options.store instanceof SandboxStore
      ? options.store
      : new SandboxStore({ dataDir: options.store?.dataDir, limits: options.store?.maxTenants !== undefined ? { maxTenants: options.store.maxTenants } : {} });
  const now = options.clock ?? (() => new Date());
  // The last time written, kept: a write stamps the same instant several times (its record, the rules' defaults).
  let stampedAt = Number.NaN;
  let stamped = '';
  const timestamp = (date: Date): string => {
    const at = date.getTime();
    if (at !== stampedAt || Number.isNaN(at)) {
      stamped = service.timestamp?.(date) ?? date.toISOString().replace(/\.\d{3}Z$/, 'Z');
      stampedAt = at;
    }
    return stamped;
  };
  const rules = new FaultRules(options.faults);
  const seed = options.seed === undefined ? 1 : options.seed;
  const tenants = new Map<string, TenantEntities>();
  const requestLog = new RequestLog(options.requestLogSize);
  const selectorNames = new Set(Object.values(definition.operations).flatMap((o) => Object.keys(o.selector ?? {})));
  let webhooks: WebhookDispatcher | undefined;
  let seeding = false;

  function formatFault(f: SandboxFault): unknown {
    const time = timestamp(now());
    const values: { [name: string]: string } = { status: String(f.status), time, ...(definition.errors.kinds[f.kind ?? 'default'] ?? definition.errors.kinds.default ?? {}), ...f.values };
    const details = f.details ?? [];
    return fill(definition.errors.body, { ...values, detail: values.detail ?? values.message ?? '' }, details);
  }

  function fault(kind: GenericFaultKind, info: GenericFaultInfo): SandboxFault {
    const custom = service.fault?.(kind, info);
    if (custom !== undefined) return info.details !== undefined && custom.details === undefined ? { ...custom, details: info.details } : custom;
    const d = DEFAULT_KIND[kind];
    const detail = info.details?.length === 1 ? info.details[0] : info.message;
    return { ...sandboxFault(d.status, d.kind, { message: info.message, detail }), ...(info.details !== undefined ? { details: info.details } : {}) };
  }

  const onWrite = (event: WriteEvent): void => {
    // A new tenant's first data is no change anyone made: no hook, no webhook.
    if (seeding) return;
    options.onWrite?.(event);
    if (webhooks !== undefined) {
      const payloadEvent = service.webhookEvent?.(event);
      if (payloadEvent !== undefined) webhooks.enqueue(event.tenant, payloadEvent);
    }
  };
  // Told only while someone listens (the option, webhooks once attached): no event is made for nobody.
  const entityContext: { -readonly [K in keyof EntityContext]: EntityContext[K] } = {
    entities: definition.entities,
    service,
    now,
    timestamp,
    fault,
    onWrite: options.onWrite !== undefined ? onWrite : undefined,
  };

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
    if (opened.created && seed !== false) {
      seeding = true;
      try {
        seedTenant(entities, seed);
      } finally {
        seeding = false;
      }
    }
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

  /** The tenant key a request belongs to; a bearer token is kept only as its digest. */
  function tenantKeyOf(ctx: HandlerContext): string {
    const facts = definition.tenant;
    if (facts === undefined) return 'default';
    if (facts.in === 'credential') return credentialTenant(ctx.token ?? 'anonymous');
    const raw = facts.in === 'path' ? ctx.params[facts.param ?? ''] : facts.in === 'query' ? ctx.query[facts.param ?? ''] : header(ctx, facts.param ?? '');
    return String(Array.isArray(raw) ? raw[0] : (raw ?? 'default'));
  }

  /** A tenant by the key the API carries (tests and tools): credential tenants are looked up by their digest. */
  function tenantByKey(key: string): TenantEntities {
    return tenant(definition.tenant?.in === 'credential' ? credentialTenant(key) : key);
  }

  const NO_SCOPE: { readonly [param: string]: string } = Object.freeze({});

  function scopeOf(facts: OperationFacts, params: { readonly [name: string]: string }): { readonly [param: string]: string } {
    if (facts.scope.length === 0) return NO_SCOPE;
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

  /** What the definition requires of a create or full update's body, and no member it does not declare. */
  function checkMembers(entity: string, facts: EntityFacts, body: Json, required: boolean): void {
    if (facts.unknownMembers === 'refuse') {
      const unknown = unknownMember(definition.shapes, entity, body);
      if (unknown !== undefined) {
        throw fault('unknown-member', { entity, member: unknown.member, path: unknown.path.slice(1), message: `${entity} has no member ${unknown.member} (at ${unknown.path.slice(1)})` });
      }
    }
    if (!required) return;
    const missing = missingRequired(facts, body);
    if (missing !== undefined) {
      const which = missing.group.length === 1 ? missing.member : `one of ${missing.group.join(', ')}`;
      throw fault('required', { entity, member: missing.member, message: `${entity} needs ${which}` });
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
        checkMembers(entity, t.facts(entity), json, true);
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
        const sparse = facts.sparse !== undefined && getPath(json, facts.sparse) === true;
        checkMembers(entity, facts, json, !sparse);
        const stored = target(t, op, entity, params, json);
        checkVersion(entity, facts, stored, json);
        // A full update clears the writable members it leaves out; a sparse one changes only those sent. Made here
        // member by member (no delete: it would turn the record into a slow dictionary), the sent members copied, so
        // the write owns it and it is not copied again.
        const cleared = sparse ? undefined : writableOf(facts);
        const next: { [member: string]: unknown } = {};
        for (const member of Object.keys(stored)) if (cleared === undefined || !cleared.has(member)) setMember(next, member, stored[member]);
        for (const member of Object.keys(json)) {
          if (member === facts.id || member === facts.version) continue;
          const value = copy(json[member]);
          if (value !== undefined) setMember(next, member, value);
        }
        return t.update(entity, stored, next, scope, 'update', true);
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
    const info = { entity: parsed.entity, ...(outcome.page !== undefined ? { page: outcome.page as readonly Json[] } : {}), totalCount: outcome.totalCount, startPosition: parsed.startPosition };
    const custom = service.queryReply?.(info);
    if (custom !== undefined) return custom;
    if (outcome.page === undefined) return { totalCount: outcome.totalCount };
    return outcome.page.length > 0 ? { [parsed.entity]: outcome.page } : {};
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
    const sinceText = String(query[cdc.sinceParam] ?? '');
    const since = Date.parse(sinceText);
    if (Number.isNaN(since)) throw fault('not-supported', { message: `${cdc.sinceParam} must be a timestamp` });
    if (cdc.maxAgeDays !== undefined && since < now().getTime() - cdc.maxAgeDays * 86_400_000) {
      throw fault('too-old', { operation: 'cdc', value: sinceText.slice(0, 60), message: `${cdc.sinceParam} ${sinceText.slice(0, 60)} is more than ${cdc.maxAgeDays} days ago` });
    }
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

  /** Checks a request as a whole before it touches data: stray selectors, an update that lost its token. */
  function checkRequest(name: string, op: OperationFacts, ctx: HandlerContext): void {
    // A selector this operation does not have (`?operation=delete` where the entity has no delete) names an
    // operation the service does not support; the server routed the request to the plain operation.
    for (const selector of selectorNames) {
      const asked = ctx.query[selector];
      if (asked !== undefined && op.selector?.[selector] === undefined) {
        throw fault('unsupported-operation', { entity: op.entity, operation: String(asked).slice(0, 50), message: `Operation ${String(asked).slice(0, 50)} is not supported here` });
      }
    }
    // A create whose body, as sent, names the entity's id is an update without its concurrency token (the server
    // dropped the read-only id and took it for a create).
    if (op.kind === 'create' && op.entity !== undefined) {
      const facts = definition.entities[op.entity];
      const sent = facts?.version !== undefined ? recordedJsonNaming(ctx.request, facts.id) : undefined;
      if (facts?.version !== undefined && sent !== null && typeof sent === 'object' && !Array.isArray(sent)) {
        const id = getPath(sent as Json, facts.id);
        if (id !== undefined && id !== null && id !== '' && getPath(sent as Json, facts.version) === undefined) {
          throw fault('required', { entity: op.entity, member: facts.version, message: `${op.entity} ${String(id).slice(0, 60)}: an update needs ${facts.version}` });
        }
      }
    }
  }

  /**
   * An operation's handler. Synchronous unless it has to wait (an injected slow reply, a service module's operation
   * that answers with a promise): the server core then writes the answer at once, with no deadline timer or
   * promise per request.
   */
  function handlerFor(name: string, op: OperationFacts): OperationHandler {
    return (ctx) => {
      try {
        const company = tenantKeyOf(ctx);
        noteRequest(ctx.request, { company });
        const asked = header(ctx, FAULT_HEADER);
        const injected = asked !== undefined ? parseFault(asked) : rules.next(name);
        if (asked !== undefined && injected === undefined) {
          throw sandboxFault(400, 'bad-request', { message: `${FAULT_HEADER} must be 429, 500, 503 or slow=<ms> (comma-separated)` });
        }
        if (injected?.slowMs !== undefined) return delay(injected.slowMs).then(() => answer(ctx, company, injected));
        return answer(ctx, company, injected);
      } catch (error) {
        return errorReply(asFault(error));
      }
    };

    /** The answer after any injected delay: an injected fault, a replayed idempotent reply, or the operation's. */
    function answer(ctx: HandlerContext, company: string, injected: ReturnType<typeof parseFault>): unknown {
      try {
        const early = injected === undefined ? undefined : injectedReply(injected);
        if (early !== undefined) return early;

        checkRequest(name, op, ctx);
        const t = tenant(company);
        const key = op.idempotencyKey === undefined ? undefined : op.idempotencyKey.in === 'query' ? ctx.query[op.idempotencyKey.name] : header(ctx, op.idempotencyKey.name);
        const idempotencyKey = typeof key === 'string' && key !== '' ? key : undefined;
        if (idempotencyKey !== undefined) noteRequest(ctx.request, { idempotencyKey });
        let fingerprint = '';
        if (idempotencyKey !== undefined) {
          // The same body with its members in another order is the same request.
          fingerprint = requestFingerprint(ctx.body ?? null);
          const first = t.data.reply(`${name}\n${idempotencyKey}`);
          if (first !== undefined) {
            if (first.fingerprint !== fingerprint) {
              throw fault('idempotency-conflict', { message: `${op.idempotencyKey?.name} ${idempotencyKey.slice(0, 60)} was used before with a different request` });
            }
            return new Reply(first.status, first.body);
          }
        }
        const settled = (result: unknown): unknown => {
          if (idempotencyKey !== undefined) {
            const status = result instanceof Reply ? result.status : successStatus(ctx);
            const body = result instanceof Reply ? result.body : result;
            t.data.remember(`${name}\n${idempotencyKey}`, { fingerprint, status, body: copy(body) });
          }
          return result;
        };
        const custom = service.operations?.[name];
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
          const result = custom.call(service.operations, call);
          if (isThenable(result)) return Promise.resolve(result).then(settled).catch((error: unknown) => errorReply(asFault(error)));
          return settled(result);
        }
        if (op.kind === 'batch') {
          return settled(
            runBatch(
              { definition, fault, asFault, formatFault, perform: (name2, op2, params, body, query) => perform(t, name2, op2, params, body, query), statement: (dialect, text) => statement(t, dialect, text) },
              ctx,
              op,
            ),
          );
        }
        return settled(perform(t, name, op, ctx.params, ctx.body, ctx.query));
      } catch (error) {
        return errorReply(asFault(error));
      }
    }
  }

  const handlers: { [name: string]: OperationHandler } = {};
  for (const [name, op] of Object.entries(definition.operations)) {
    if (op.kind === 'action' && service.operations?.[name] === undefined) continue;
    handlers[name] = handlerFor(name, op);
  }

  function reset(): void {
    tenants.clear();
    store.reset();
  }

  /** Entities that refuse unknown members, by the method and path of their create and update operations. */
  const strictWrites = Object.values(definition.operations)
    .filter((o) => (o.kind === 'create' || o.kind === 'update') && o.entity !== undefined && definition.entities[o.entity]?.unknownMembers === 'refuse')
    .map((o) => ({ method: o.method, segments: o.path.split('/'), entity: o.entity as string }));

  /** The unknown-member fault of a refused request whose body (as sent) names an undeclared member. */
  function unknownMemberAnswer(request: IncomingMessage, path: string): { contentType: string; body: string } | undefined {
    const actual = path.split('/');
    const write = strictWrites.find((w) => w.method === request.method && w.segments.length === actual.length && w.segments.every((s, i) => /^\{[^}]+\}$/.test(s) || s === actual[i]));
    if (write === undefined) return undefined;
    const sent = recordedJson(request);
    const unknown = sent !== null && typeof sent === 'object' && !Array.isArray(sent) ? unknownMember(definition.shapes, write.entity, sent) : undefined;
    if (unknown === undefined) return undefined;
    const f = fault('unknown-member', { entity: write.entity, member: unknown.member, path: unknown.path.slice(1), message: `${write.entity} has no member ${unknown.member}` });
    return { contentType: 'application/json; charset=utf-8', body: JSON.stringify(formatFault(f)) };
  }

  function attach(server: HttpServerCore, attachOptions: { readonly basePath?: string; readonly token?: string; readonly maxBodyBytes?: number } = {}): SandboxServer {
    return attachEndpoints(server, {
      ...attachOptions,
      operations: definition.operations,
      store,
      tenant: tenantByKey,
      reset,
      requestLog,
      errorBody: (status, kind, message) => formatFault(sandboxFault(status, kind, { message, detail: message })),
      close: () => webhooks?.close(),
      pendingWebhooks: () => webhooks?.pending() ?? 0,
      console: {
        entities: definition.entities,
        operations: definition.operations,
        fixtures: definition.fixtures,
        tenant: definition.tenant,
        store,
        existing: (key) => (store.has(key) ? tenant(key) : undefined),
        forget: (key) => {
          tenants.delete(key);
          return store.forget(key);
        },
        reset,
        requestLog,
        faults: rules,
        webhooks: () => webhooks,
      },
    });
  }

  /** Sends the webhooks of every write from now on (the definition's signed sender, real delivery rules). */
  function attachWebhooks(webhookOptions: SandboxWebhookOptions): void {
    if (definition.webhooks === undefined) throw new TypeError('This interface declares no webhook payload this sandbox can send');
    webhooks?.close();
    const sender = definition.webhooks(webhookOptions);
    webhooks = new WebhookDispatcher({ ...webhookOptions, format: sender.format }, sender.deliver, requestLog);
    entityContext.onWrite = onWrite;
  }

  const exchangeHooks = sandboxExchangeHooks({
    requestLog,
    unauthorized: service.unauthorized === undefined ? undefined : (reason) => service.unauthorized?.(reason, now()),
    unknownMember: unknownMemberAnswer,
  });

  return { store, handlers, requestLog, exchangeHooks, tenant: tenantByKey, attach, formatFault, attachWebhooks };
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}
