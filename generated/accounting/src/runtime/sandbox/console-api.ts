/// <reference types="node" />
/**
 * The sandbox console's JSON API, under `<base>/__sandbox/api/` (the console page of `npm run sandbox` reads and
 * steers the sandbox through it; tests and tools can too). endpoints.ts lets a request through only from the
 * sandbox's own origin and with its token when it has one. Everything here is driven by the definition's facts
 * (entities, operations, fixtures), so a new entity appears after `npm run generate`.
 *
 *   GET  model                                   entities (facts, operations by kind, an example), tenant facts
 *   GET  companies                               the companies (tenants) and their entity counts
 *   GET  companies/<key>/<entity>?q&sort&order&offset&limit   a page of records (search, sort)
 *   GET  companies/<key>/<entity>/<id>           one record and its history (every write, with its token)
 *   POST companies/<key>/reset                   forgets one company (it is seeded again on next use)
 *   POST reset                                   forgets every company
 *   GET  faults / PUT faults                     the fault rules (`{ rules: [{ operation?, every, fault }] }`)
 *   GET  rate-limits                             the rate-limit counters now (`{ counted, counters: [{ limit, keys, used, of, windowMs }] }`)
 *   GET  requests?after=<seq>                    the request log after an entry
 *   GET  requests/stream                         the same, live (server-sent events; `Last-Event-ID` resumes)
 *   GET  webhooks                                the payloads sent (headers with the signature, body, attempts)
 *   POST webhooks/<id>/resend                    sends one again, now
 *
 * Reads never create a company (an unknown one is 404). Writes to entities go through the API itself (the
 * console sends the operation the definition declares), so they follow every rule of the sandbox.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EntityFacts, OperationFacts, SandboxFixtures, TenantFacts } from './contract.js';
import { getPath, type TenantEntities } from './entities.js';
import type { FaultRule, FaultRules } from './faults.js';
import type { RequestLog, RequestLogEntry } from './request-log.js';
import type { SandboxStore, StoredRecord } from './store.js';
import type { WebhookDispatcher } from './webhook-dispatch.js';
import type { RateLimitUsage } from '../rest-server/rate-limit-store.js';

/** What the console API reads and steers. */
export interface ConsoleSource {
  readonly entities: { readonly [name: string]: EntityFacts & { readonly seedType?: string } };
  readonly operations: { readonly [name: string]: OperationFacts };
  readonly fixtures: SandboxFixtures;
  readonly tenant?: TenantFacts;
  readonly store: SandboxStore;
  /** A company that exists already; never creates one. */
  existing(key: string): TenantEntities | undefined;
  /** Forgets one company; false when there was none. */
  forget(key: string): boolean;
  reset(): void;
  readonly requestLog: RequestLog;
  readonly faults: FaultRules;
  /** The webhook dispatcher, when the sandbox sends webhooks. */
  webhooks(): WebhookDispatcher | undefined;
  /** The server's rate-limit counters now; undefined when off or shared (Redis). */
  rateLimits(): readonly RateLimitUsage[] | undefined;
}

/** Records per page at most. */
const MAX_PAGE = 200;
/** Live request-log streams open at once per sandbox. */
const MAX_STREAMS = 16;
/** Fault rules at most. */
const MAX_RULES = 100;
/** Bytes of a PUT body at most. */
const MAX_BODY = 64 * 1024;

function send(response: ServerResponse, status: number, body: unknown): void {
  const bytes = Buffer.from(JSON.stringify(body), 'utf8');
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(bytes.byteLength), 'cache-control': 'no-store' }).end(bytes);
}

/** The body of a PUT/POST as JSON: at most `MAX_BODY` bytes, and sent as `application/json` (no form can). */
async function jsonBody(request: IncomingMessage): Promise<unknown> {
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') throw new ConsoleError(415, 'send application/json');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).byteLength;
    if (size > MAX_BODY) throw new ConsoleError(413, `at most ${MAX_BODY} bytes`);
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new ConsoleError(400, 'the body is not JSON');
  }
}

class ConsoleError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The operations of each entity by kind: what the console sends to create, read, update, delete, void. */
function entityOperations(operations: ConsoleSource['operations'], entity: string): { [kind: string]: { name: string; method: string; path: string; selector?: { readonly [name: string]: string }; idParam?: string; scope: readonly string[] } } {
  const out: { [kind: string]: { name: string; method: string; path: string; selector?: { readonly [name: string]: string }; idParam?: string; scope: readonly string[] } } = {};
  for (const [name, op] of Object.entries(operations)) {
    if (op.entity !== entity || out[op.kind] !== undefined) continue;
    if (!['create', 'read', 'update', 'delete', 'void', 'list'].includes(op.kind)) continue;
    out[op.kind] = { name, method: op.method, path: op.path, ...(op.selector ? { selector: op.selector } : {}), ...(op.idParam ? { idParam: op.idParam } : {}), scope: op.scope };
  }
  return out;
}

function model(source: ConsoleSource): unknown {
  const entities: { [name: string]: unknown } = {};
  for (const name of Object.keys(source.entities).sort()) {
    const facts = source.entities[name];
    let example: unknown;
    try {
      example = facts.seedType === undefined ? undefined : source.fixtures(facts.seedType, 1);
    } catch {
      example = undefined;
    }
    entities[name] = { id: facts.id, version: facts.version, sparse: facts.sparse, active: facts.active, writable: facts.writable, operations: entityOperations(source.operations, name), example };
  }
  return { entities, tenant: source.tenant ?? null, operations: Object.keys(source.operations).sort() };
}

/** Scalar members of a record down to two levels, as `path=value` text (what a search matches). */
function searchText(record: StoredRecord): string {
  let text = '';
  for (const [member, value] of Object.entries(record)) {
    if (value === null || typeof value !== 'object') text += `\n${String(value)}`;
    else if (!Array.isArray(value)) for (const inner of Object.values(value)) if (inner === null || typeof inner !== 'object') text += `\n${String(inner)}`;
  }
  return text.toLowerCase();
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  const na = typeof a === 'number' ? a : Number.NaN;
  const nb = typeof b === 'number' ? b : Number.NaN;
  if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
  const sa = String(a);
  const sb = String(b);
  // Ids and counters that are numbers written as text sort as numbers.
  if (/^\d{1,15}$/.test(sa) && /^\d{1,15}$/.test(sb)) return Number(sa) - Number(sb);
  return sa < sb ? -1 : 1;
}

function int(value: string | null, fallback: number, max: number): number {
  const n = value === null || !/^\d{1,9}$/.test(value) ? fallback : Number(value);
  return Math.min(n, max);
}

function page(t: TenantEntities, entity: string, query: URLSearchParams): unknown {
  const facts = t.facts(entity);
  const q = (query.get('q') ?? '').trim().toLowerCase().slice(0, 200);
  const sort = (query.get('sort') ?? '').slice(0, 200);
  const descending = query.get('order') === 'desc';
  const offset = int(query.get('offset'), 0, 1e9);
  const limit = Math.max(1, int(query.get('limit'), 50, MAX_PAGE));
  let rows: StoredRecord[] = [];
  // Every collection of the entity (scoped ones, a customer's cards, too).
  for (const collection of t.data.collectionNames()) {
    if (collection !== entity && !collection.startsWith(`${entity}|`)) continue;
    for (const record of t.data.values(collection)) if (q === '' || searchText(record).includes(q)) rows.push(record);
  }
  const by = sort === '' ? facts.id : sort;
  rows = rows.sort((a, b) => compare(getPath(a, by), getPath(b, by)) * (descending ? -1 : 1));
  return { entity, total: rows.length, offset, limit, rows: rows.slice(offset, offset + limit) };
}

function record(t: TenantEntities, entity: string, id: string): unknown {
  const facts = t.facts(entity);
  let found: StoredRecord | undefined;
  let where = entity;
  for (const collection of t.data.collectionNames()) {
    if (collection !== entity && !collection.startsWith(`${entity}|`)) continue;
    found = t.data.get(collection, id);
    if (found !== undefined) {
      where = collection;
      break;
    }
  }
  const history = t.data
    .changes()
    .filter((c) => c.collection === where && c.id === id)
    .map((c) => ({ at: new Date(c.at).toISOString(), operation: c.operation, ...(c.version !== undefined ? { [facts.version ?? 'version']: c.version } : {}) }));
  if (found === undefined && history.length === 0) return undefined;
  return { entity, id, record: found ?? null, history };
}

function companies(source: ConsoleSource): unknown {
  return {
    companies: source.store
      .tenantKeys()
      .sort()
      .map((key) => {
        const t = source.existing(key);
        const counts: { [entity: string]: number } = {};
        if (t !== undefined) {
          for (const collection of t.data.collectionNames()) {
            const entity = collection.split('|')[0];
            if (source.entities[entity] !== undefined) counts[entity] = (counts[entity] ?? 0) + t.data.count(collection);
          }
        }
        return { key, entities: counts };
      }),
  };
}

function rules(body: unknown): FaultRule[] {
  const list = (body as { rules?: unknown } | null)?.rules;
  if (!Array.isArray(list) || list.length > MAX_RULES) throw new ConsoleError(400, `rules must be a list of at most ${MAX_RULES}`);
  return list.map((r: unknown) => {
    const rule = r as { operation?: unknown; every?: unknown; fault?: unknown };
    if (rule === null || typeof rule !== 'object' || typeof rule.fault !== 'string' || (rule.operation !== undefined && typeof rule.operation !== 'string')) {
      throw new ConsoleError(400, 'each rule is { operation?: string, every: number, fault: string }');
    }
    return { ...(rule.operation !== undefined ? { operation: rule.operation } : {}), every: Number(rule.every ?? 1), fault: rule.fault };
  });
}

/** Open live streams, per request log. */
const streams = new WeakMap<RequestLog, { count: number }>();

function stream(request: IncomingMessage, response: ServerResponse, log: RequestLog): void {
  const open = streams.get(log) ?? { count: 0 };
  streams.set(log, open);
  if (open.count >= MAX_STREAMS) {
    send(response, 503, { error: `at most ${MAX_STREAMS} live streams at once` });
    return;
  }
  open.count++;
  response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive' });
  const write = (entry: RequestLogEntry): void => {
    // A reader that does not keep up is dropped rather than buffered without bound.
    if (response.writableLength > 1024 * 1024) {
      response.destroy();
      return;
    }
    response.write(`id: ${entry.seq ?? 0}\ndata: ${JSON.stringify(entry)}\n\n`);
  };
  const last = Number(request.headers['last-event-id'] ?? '0');
  for (const entry of log.list(Number.isFinite(last) ? last : 0)) write(entry);
  const stop = log.subscribe(write);
  const beat = setInterval(() => response.write(': keep-alive\n\n'), 15_000);
  beat.unref();
  response.once('close', () => {
    stop();
    clearInterval(beat);
    open.count--;
  });
}

/**
 * Answers a console API request (`path` is what follows `__sandbox/api/`). Never throws: a failure answers in
 * the console's JSON (`{ error }`).
 */
export async function handleConsoleApi(request: IncomingMessage, response: ServerResponse, path: string, query: URLSearchParams, source: ConsoleSource): Promise<void> {
  const method = request.method ?? '';
  const parts = path.split('/').map((p) => {
    try {
      return decodeURIComponent(p);
    } catch {
      return '\u0000';
    }
  });
  try {
    if (method === 'GET' || method === 'HEAD') request.resume();
    if (path === 'model' && method === 'GET') return send(response, 200, model(source));
    if (path === 'companies' && method === 'GET') return send(response, 200, companies(source));
    if (path === 'reset' && method === 'POST') {
      request.resume();
      source.reset();
      return send(response, 200, { reset: true });
    }
    if (path === 'faults' && method === 'GET') return send(response, 200, { rules: source.faults.list(), operations: Object.keys(source.operations).sort() });
    if (path === 'faults' && method === 'PUT') {
      const next = rules(await jsonBody(request));
      try {
        source.faults.replace(next);
      } catch (error) {
        throw new ConsoleError(400, (error as Error).message);
      }
      return send(response, 200, { rules: source.faults.list() });
    }
    if (path === 'rate-limits' && method === 'GET') {
      const counters = source.rateLimits();
      // A counter's id is its limit's id and key values, NUL-separated (a long one is a hash): shown apart.
      const shown = (counters ?? []).map((c) => {
        const [limit, ...keys] = c.id.split('\u0000');
        return { limit, keys: keys.filter((k) => k !== ''), used: c.used, of: c.limit, windowMs: c.windowMs };
      });
      return send(response, 200, { counted: counters !== undefined, counters: shown });
    }
    if (path === 'requests' && method === 'GET') return send(response, 200, { requests: source.requestLog.list(int(query.get('after'), 0, 1e15)) });
    if (path === 'requests/stream' && method === 'GET') return stream(request, response, source.requestLog);
    if (path === 'webhooks' && method === 'GET') return send(response, 200, { enabled: source.webhooks() !== undefined, deliveries: source.webhooks()?.list() ?? [] });
    if (parts[0] === 'webhooks' && parts.length === 3 && parts[2] === 'resend' && method === 'POST') {
      request.resume();
      const dispatcher = source.webhooks();
      const id = /^\d{1,9}$/.test(parts[1]) ? Number(parts[1]) : -1;
      const outcome = dispatcher === undefined ? undefined : await dispatcher.resend(id);
      if (outcome === undefined) throw new ConsoleError(404, 'no such delivery, or its events were too large to keep');
      return send(response, 200, outcome);
    }
    if (parts[0] === 'companies' && parts.length >= 2) {
      const key = parts[1];
      if (parts.length === 3 && parts[2] === 'reset' && method === 'POST') {
        request.resume();
        if (!source.forget(key)) throw new ConsoleError(404, 'no such company');
        return send(response, 200, { reset: key });
      }
      const t = source.existing(key);
      if (t === undefined) throw new ConsoleError(404, 'no such company');
      const entity = parts[2];
      if (entity === undefined || !Object.hasOwn(source.entities, entity)) throw new ConsoleError(404, 'no such entity');
      if (parts.length === 3 && method === 'GET') return send(response, 200, page(t, entity, query));
      if (parts.length === 4 && method === 'GET') {
        const found = record(t, entity, parts[3]);
        if (found === undefined) throw new ConsoleError(404, `no ${entity} ${parts[3].slice(0, 60)}`);
        return send(response, 200, found);
      }
    }
    throw new ConsoleError(404, 'no such console endpoint');
  } catch (error) {
    request.resume();
    if (response.headersSent) {
      response.destroy();
      return;
    }
    if (error instanceof ConsoleError) return send(response, error.status, { error: error.message });
    send(response, 500, { error: 'internal error' });
  }
}

