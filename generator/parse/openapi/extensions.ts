/** The `x-svc-*` extensions of definitions/EXTENSIONS.md, validated (SVC011) and read into model shapes. */
import { isIdentifier } from '../../model/naming.ts';
import type { BatchNode, EntityFactsNode, ErrorFormatNode, StateKindNode, QueryLanguageNode, RateLimitKeyNode, RateLimitNode } from '../../model/types.ts';
import type { ParseContext } from './context.ts';
import type { Site } from './refs.ts';

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/** `x-svc-source` -> provenance. */
export function readProvenance(ctx: ParseContext, obj: Record<string, unknown>, site: Site): string | undefined {
  const v = obj['x-svc-source'];
  if (v === undefined) return undefined;
  if (typeof v === 'string' && v !== '') return v;
  ctx.report('SVC011', 'x-svc-source must be a non-empty string (e.g. `public`)', site, ['x-svc-source']);
  return undefined;
}

/** `x-svc-serialize: { key: [...] }`. */
export function readSerialize(ctx: ParseContext, obj: Record<string, unknown>, site: Site): { key: string[] } | undefined {
  const v = obj['x-svc-serialize'];
  if (v === undefined) return undefined;
  if (isObject(v) && isStringArray(v.key) && v.key.length > 0) return { key: [...v.key] };
  ctx.report('SVC011', 'x-svc-serialize must be { key: [names] } with at least one name', site, ['x-svc-serialize']);
  return undefined;
}

/** Vendor extensions not modelled elsewhere, keys sorted so the model is stable. */
export function otherExtensions(obj: Record<string, unknown>, handled: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(obj).filter((k) => k.startsWith('x-') && !handled.has(k)).sort()) out[key] = obj[key];
  return out;
}

/** Warns about `x-svc-*` keys this object does not define (usually a typo). */
export function checkUnknownSvcKeys(ctx: ParseContext, obj: Record<string, unknown>, site: Site, known: ReadonlySet<string>): void {
  for (const key of Object.keys(obj)) {
    if (key.startsWith('x-svc-') && !known.has(key)) {
      ctx.report('SVC011', `unknown extension '${key}' here (see definitions/EXTENSIONS.md)`, site, [key], 'warning');
    }
  }
}

export interface OperationVariant {
  name: string;
  summary?: string;
  description?: string;
  selector: Record<string, string>;
  requestSchema?: { value: unknown; site: Site };
  responseSchema?: { value: unknown; site: Site };
  serialize?: { key: string[] };
  bodyFlags?: string[];
  provenance?: string;
  stateKind?: StateKindNode;
  site: Site;
}

const VARIANT_KEYS = new Set(['name', 'summary', 'description', 'selector', 'requestSchema', 'responseSchema', 'x-svc-serialize', 'x-svc-source', 'x-svc-body-flags', 'x-svc-kind']);

/** `x-svc-operations` of an Operation Object; undefined when absent or malformed (reported). */
export function readOperationVariants(ctx: ParseContext, op: Record<string, unknown>, opSite: Site): OperationVariant[] | undefined {
  const raw = op['x-svc-operations'];
  if (raw === undefined) return undefined;
  const site = ctx.child(opSite, 'x-svc-operations');
  if (!Array.isArray(raw) || raw.length === 0) {
    ctx.report('SVC011', 'x-svc-operations must be a non-empty array of { name, ... }', site);
    return undefined;
  }
  const variants: OperationVariant[] = [];
  raw.forEach((entry, i) => {
    const at = ctx.child(site, i);
    if (!isObject(entry) || typeof entry.name !== 'string' || !isIdentifier(entry.name)) {
      ctx.report('SVC011', 'each x-svc-operations entry needs a `name` that is an identifier', at);
      return;
    }
    for (const key of Object.keys(entry)) {
      if (!VARIANT_KEYS.has(key)) ctx.report('SVC011', `unknown key '${key}' in x-svc-operations entry`, at, [key], 'warning');
    }
    const variant: OperationVariant = { name: entry.name, selector: {}, site: at };
    if (typeof entry.summary === 'string') variant.summary = entry.summary;
    if (typeof entry.description === 'string') variant.description = entry.description;
    if (entry.selector !== undefined) {
      if (!isObject(entry.selector)) {
        ctx.report('SVC011', 'selector must be an object of query parameter: value', at, ['selector']);
      } else {
        for (const key of Object.keys(entry.selector).sort()) {
          const v = entry.selector[key];
          if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') variant.selector[key] = String(v);
          else ctx.report('SVC011', `selector value of '${key}' must be a scalar`, at, ['selector', key]);
        }
      }
    }
    for (const key of ['requestSchema', 'responseSchema'] as const) {
      const v = entry[key];
      if (v === undefined) continue;
      if (isObject(v) || typeof v === 'boolean') variant[key] = { value: v, site: ctx.child(at, key) };
      else ctx.report('SVC011', `${key} must be a schema`, at, [key]);
    }
    variant.serialize = readSerialize(ctx, entry, at);
    variant.bodyFlags = readBodyFlags(ctx, entry, at);
    variant.provenance = readProvenance(ctx, entry, at);
    variant.stateKind = readStateKind(ctx, entry, at);
    variants.push(variant);
  });
  if (variants.length > 0 && typeof op.operationId === 'string' && op.operationId !== variants[0].name) {
    ctx.report('SVC011', `operationId '${op.operationId}' should be the first x-svc-operations name '${variants[0].name}'`, opSite, ['operationId'], 'warning');
  }
  return variants.length > 0 ? variants : undefined;
}

/** `x-svc-rate-limit-keys` (root), sorted by name. */
export function readRateLimitKeys(ctx: ParseContext, root: Record<string, unknown>, rootSite: Site): RateLimitKeyNode[] {
  const raw = root['x-svc-rate-limit-keys'];
  if (raw === undefined) return [];
  const site = ctx.child(rootSite, 'x-svc-rate-limit-keys');
  if (!isObject(raw)) {
    ctx.report('SVC011', 'x-svc-rate-limit-keys must be an object of name: { in, param?, description? }', site);
    return [];
  }
  const keys: RateLimitKeyNode[] = [];
  for (const name of Object.keys(raw).sort()) {
    const entry = raw[name];
    const at = ctx.child(site, name);
    if (!isObject(entry) || !['path', 'query', 'header', 'credential'].includes(entry.in as string)) {
      ctx.report('SVC011', `rate-limit key '${name}' needs \`in\`: path, query, header or credential`, at);
      continue;
    }
    const node: RateLimitKeyNode = { name, in: entry.in as RateLimitKeyNode['in'] };
    if (entry.in !== 'credential') {
      if (typeof entry.param !== 'string' || entry.param === '') {
        ctx.report('SVC011', `rate-limit key '${name}' read from ${String(entry.in)} needs \`param\``, at);
        continue;
      }
      node.param = entry.param;
    }
    if (typeof entry.description === 'string') node.description = entry.description;
    keys.push(node);
  }
  return keys;
}

/** `x-svc-rate-limits` (root), in definition order; names are checked against keys, operations and servers. */
export function readRateLimits(
  ctx: ParseContext,
  root: Record<string, unknown>,
  rootSite: Site,
  known: { keys: ReadonlySet<string>; operations: ReadonlySet<string>; environments: ReadonlySet<string> },
): RateLimitNode[] {
  const raw = root['x-svc-rate-limits'];
  if (raw === undefined) return [];
  const site = ctx.child(rootSite, 'x-svc-rate-limits');
  if (!Array.isArray(raw)) {
    ctx.report('SVC011', 'x-svc-rate-limits must be an array of limits', site);
    return [];
  }
  const limits: RateLimitNode[] = [];
  const ids = new Set<string>();
  raw.forEach((entry, i) => {
    const at = ctx.child(site, i);
    if (!isObject(entry)) {
      ctx.report('SVC011', 'a rate limit must be an object', at);
      return;
    }
    const bad = (key: string, message: string) => ctx.report('SVC011', message, at, [key]);
    if (typeof entry.id !== 'string' || entry.id === '') return bad('id', 'a rate limit needs a string `id`');
    if (ids.has(entry.id)) return bad('id', `duplicate rate limit id '${entry.id}'`);
    ids.add(entry.id);
    const positive = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v > 0;
    if (!positive(entry.limit)) return bad('limit', `rate limit '${entry.id}' needs a positive number \`limit\``);
    if (!positive(entry.window)) return bad('window', `rate limit '${entry.id}' needs a positive \`window\` in seconds`);
    const names = (key: string, allowed: ReadonlySet<string>, what: string): string[] | undefined => {
      const v = entry[key];
      if (v === undefined) return [];
      if (!isStringArray(v)) {
        bad(key, `${key} must be an array of ${what} names`);
        return undefined;
      }
      const unknown = v.filter((n) => !allowed.has(n));
      if (unknown.length > 0) {
        bad(key, `${key} of '${entry.id}' names unknown ${what}: ${unknown.join(', ')}`);
        return undefined;
      }
      return [...new Set(v)].sort();
    };
    const keyedBy = names('keyedBy', known.keys, 'rate-limit key');
    const appliesTo = names('appliesTo', known.operations, 'operation');
    const environments = names('environments', known.environments, 'server (x-svc-name)');
    if (!keyedBy || !appliesTo || !environments) return;
    const node: RateLimitNode = { id: entry.id, limit: entry.limit as number, windowSeconds: entry.window as number, keyedBy, appliesTo, environments };
    if (entry.maxItemsPerRequest !== undefined) {
      if (typeof entry.maxItemsPerRequest === 'number' && Number.isInteger(entry.maxItemsPerRequest) && entry.maxItemsPerRequest > 0) {
        node.maxItemsPerRequest = entry.maxItemsPerRequest;
      } else {
        return bad('maxItemsPerRequest', 'maxItemsPerRequest must be a positive integer');
      }
    }
    if (typeof entry.description === 'string') node.description = entry.description;
    const provenance = readProvenance(ctx, entry, at);
    if (provenance !== undefined) node.provenance = provenance;
    limits.push(node);
  });
  return limits;
}

/** `x-svc-trace-header: <header name>` (root). */
export function readTraceHeader(ctx: ParseContext, root: Record<string, unknown>, rootSite: Site): string | undefined {
  const v = root['x-svc-trace-header'];
  if (v === undefined) return undefined;
  if (typeof v === 'string' && /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(v)) return v;
  ctx.report('SVC011', 'x-svc-trace-header must be a header name', rootSite, ['x-svc-trace-header']);
  return undefined;
}

/** `x-svc-error-format: { body: <template>, kinds: { <kind>: { <placeholder>: value } } }` (root). */
export function readErrorFormat(ctx: ParseContext, root: Record<string, unknown>, rootSite: Site): ErrorFormatNode | undefined {
  const v = root['x-svc-error-format'];
  if (v === undefined) return undefined;
  const site = ctx.child(rootSite, 'x-svc-error-format');
  if (!isObject(v) || v.body === undefined) {
    ctx.report('SVC011', 'x-svc-error-format must be { body: <JSON template>, kinds?: { <kind>: { name: value } } }', site);
    return undefined;
  }
  const kinds: ErrorFormatNode['kinds'] = [];
  if (v.kinds !== undefined && !isObject(v.kinds)) ctx.report('SVC011', 'kinds must be an object of kind: { name: value }', site, ['kinds']);
  const rawKinds = isObject(v.kinds) ? v.kinds : {};
  for (const kind of Object.keys(rawKinds).sort()) {
    const entry = rawKinds[kind];
    if (!isObject(entry) || !Object.values(entry).every((x) => typeof x === 'string' || typeof x === 'number')) {
      ctx.report('SVC011', `kind '${kind}' must map placeholder names to scalar values`, site, ['kinds', kind]);
      continue;
    }
    kinds.push({ kind, values: Object.fromEntries(Object.keys(entry).sort().map((k) => [k, String(entry[k])])) });
  }
  return { body: v.body, kinds };
}

/** `x-svc-idempotency-key: true` (Parameter Object). */
export function readIdempotencyKey(ctx: ParseContext, param: Record<string, unknown>, site: Site): boolean {
  const v = param['x-svc-idempotency-key'];
  if (v === undefined) return false;
  if (typeof v === 'boolean') return v;
  ctx.report('SVC011', 'x-svc-idempotency-key must be a boolean', site, ['x-svc-idempotency-key']);
  return false;
}

/** `x-svc-body-flags: [member, ...]` (Operation Object or variant): boolean body members settable by options. */
export function readBodyFlags(ctx: ParseContext, obj: Record<string, unknown>, site: Site): string[] | undefined {
  const v = obj['x-svc-body-flags'];
  if (v === undefined) return undefined;
  if (isStringArray(v) && v.length > 0 && v.every(isIdentifier)) return [...new Set(v)].sort();
  ctx.report('SVC011', 'x-svc-body-flags must be a non-empty array of body member names (identifiers)', site, ['x-svc-body-flags']);
  return undefined;
}

const QUERY_KEYS = new Set(['parameter', 'operators', 'orderBy', 'offset', 'limit', 'string', 'post']);

/** `x-svc-query` (Operation Object): the select language one of its query parameters takes. */
export function readQueryLanguage(ctx: ParseContext, op: Record<string, unknown>, site: Site, queryParams: readonly string[]): QueryLanguageNode | undefined {
  const v = op['x-svc-query'];
  if (v === undefined) return undefined;
  const at = ctx.child(site, 'x-svc-query');
  const bad = (message: string, path: (string | number)[] = []): undefined => {
    ctx.report('SVC011', message, at, path);
    return undefined;
  };
  if (!isObject(v)) return bad('x-svc-query must be { parameter, operators, orderBy, offset, limit, string }');
  for (const key of Object.keys(v)) if (!QUERY_KEYS.has(key)) ctx.report('SVC011', `unknown key '${key}' in x-svc-query`, at, [key], 'warning');
  if (typeof v.parameter !== 'string' || !queryParams.includes(v.parameter)) return bad('x-svc-query.parameter must name a query parameter of the operation', ['parameter']);
  if (!isStringArray(v.operators) || v.operators.length === 0) return bad('x-svc-query.operators must be a non-empty array of strings', ['operators']);
  const word = (x: unknown): x is string => typeof x === 'string' && /^[A-Za-z][A-Za-z ]*$/.test(x);
  const count = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
  const offset = isObject(v.offset) ? v.offset : {};
  const limit = isObject(v.limit) ? v.limit : {};
  const str = isObject(v.string) ? v.string : {};
  if (!word(v.orderBy)) return bad('x-svc-query.orderBy must be a keyword', ['orderBy']);
  if (!word(offset.keyword) || (offset.base !== 0 && offset.base !== 1)) return bad('x-svc-query.offset must be { keyword, base: 0 | 1 }', ['offset']);
  if (!word(limit.keyword) || !count(limit.default) || !count(limit.max) || limit.max < 1 || limit.default > limit.max) {
    return bad('x-svc-query.limit must be { keyword, default, max } with 0 < default <= max', ['limit']);
  }
  if (typeof str.quote !== 'string' || str.quote.length !== 1 || typeof str.escape !== 'string' || str.escape.length !== 1) {
    return bad('x-svc-query.string must be { quote, escape }, one character each', ['string']);
  }
  if (v.post !== undefined && (typeof v.post !== 'string' || !/^[a-z]+\/[a-z0-9.+-]+$/.test(v.post))) {
    return bad('x-svc-query.post must be a media type (the statement POSTed as the body, e.g. application/text)', ['post']);
  }
  return {
    parameter: v.parameter,
    operators: [...v.operators],
    orderByKeyword: v.orderBy,
    offsetKeyword: offset.keyword,
    offsetBase: offset.base,
    limitKeyword: limit.keyword,
    defaultLimit: limit.default,
    maxLimit: limit.max,
    quote: str.quote,
    escape: str.escape,
    ...(typeof v.post === 'string' ? { postMediaType: v.post } : {}),
  };
}

const BATCH_KEYS = ['items', 'id', 'operation', 'query', 'queryResult', 'fault'] as const;

/** `x-svc-batch` (Operation Object): which members of its body and result carry the items and outcomes. */
export function readBatch(ctx: ParseContext, op: Record<string, unknown>, site: Site): BatchNode | undefined {
  const v = op['x-svc-batch'];
  if (v === undefined) return undefined;
  const at = ctx.child(site, 'x-svc-batch');
  if (!isObject(v)) {
    ctx.report('SVC011', 'x-svc-batch must be { items, id, operation, fault, query?, queryResult? }', at);
    return undefined;
  }
  for (const key of Object.keys(v)) if (!(BATCH_KEYS as readonly string[]).includes(key)) ctx.report('SVC011', `unknown key '${key}' in x-svc-batch`, at, [key], 'warning');
  const member = (x: unknown): x is string => typeof x === 'string' && x !== '';
  for (const key of ['items', 'id', 'operation', 'fault'] as const) {
    if (!member(v[key])) {
      ctx.report('SVC011', `x-svc-batch.${key} must name a member`, at, [key]);
      return undefined;
    }
  }
  for (const key of ['query', 'queryResult'] as const) {
    if (v[key] !== undefined && !member(v[key])) {
      ctx.report('SVC011', `x-svc-batch.${key} must name a member`, at, [key]);
      return undefined;
    }
  }
  return {
    itemsMember: v.items as string,
    idMember: v.id as string,
    operationMember: v.operation as string,
    ...(member(v.query) ? { queryMember: v.query } : {}),
    ...(member(v.queryResult) ? { queryResultMember: v.queryResult } : {}),
    faultMember: v.fault as string,
  };
}

const STATE_KINDS = new Set(['create', 'read', 'list', 'update', 'delete', 'void', 'query', 'batch', 'cdc', 'action']);
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** `x-svc-kind: <kind>` or `{ kind, entity?, entities?, since?, maxAgeDays?, options? }` (Operation Object or variant). */
export function readStateKind(ctx: ParseContext, obj: Record<string, unknown>, site: Site): StateKindNode | undefined {
  const v = obj['x-svc-kind'];
  if (v === undefined) return undefined;
  const bad = (): undefined => {
    ctx.report('SVC011', `x-svc-kind must be one of ${[...STATE_KINDS].join(', ')}, or { kind, entity?, entities?, since? }`, site, ['x-svc-kind']);
    return undefined;
  };
  if (typeof v === 'string') return STATE_KINDS.has(v) ? { kind: v as StateKindNode['kind'] } : bad();
  if (!isObject(v) || typeof v.kind !== 'string' || !STATE_KINDS.has(v.kind)) return bad();
  for (const key of Object.keys(v)) {
    if (!['kind', 'entity', 'entities', 'since', 'maxAgeDays', 'options'].includes(key)) ctx.report('SVC011', `unknown key '${key}' in x-svc-kind`, site, ['x-svc-kind', key], 'warning');
  }
  const node: StateKindNode = { kind: v.kind as StateKindNode['kind'] };
  if (v.entity !== undefined) {
    if (typeof v.entity !== 'string' || !IDENTIFIER.test(v.entity)) return bad();
    node.entity = v.entity;
  }
  if (v.options !== undefined) {
    if (node.kind !== 'batch' || typeof v.options !== 'string' || !IDENTIFIER.test(v.options)) {
      ctx.report('SVC011', 'x-svc-kind: options names the member of a batch item that picks another operation kind (batch only)', site, ['x-svc-kind', 'options']);
      return undefined;
    }
    node.optionsMember = v.options;
  }
  if (node.kind === 'cdc') {
    if (typeof v.entities !== 'string' || typeof v.since !== 'string') {
      ctx.report('SVC011', 'x-svc-kind cdc needs `entities` and `since`: the query parameters naming the entities and the time', site, ['x-svc-kind']);
      return undefined;
    }
    node.entitiesParam = v.entities;
    node.sinceParam = v.since;
    if (v.maxAgeDays !== undefined) {
      if (typeof v.maxAgeDays !== 'number' || !Number.isInteger(v.maxAgeDays) || v.maxAgeDays < 1) {
        ctx.report('SVC011', 'x-svc-kind cdc: maxAgeDays must be a whole number of days (at least 1)', site, ['x-svc-kind', 'maxAgeDays']);
        return undefined;
      }
      node.maxAgeDays = v.maxAgeDays;
    }
  }
  return node;
}

const ENTITY_KEYS = new Set(['id', 'version', 'created', 'updated', 'active', 'sparse', 'unique', 'required', 'unknownMembers']);
const MEMBER_PATH = /^[A-Za-z_$][A-Za-z0-9_$]*(\.[A-Za-z_$][A-Za-z0-9_$]*)*$/;

/**
 * `x-svc-entity: { id, version?, created?, updated?, active?, sparse?, unique?, required?, unknownMembers? }` (Schema
 * Object of an object).
 */
export function readEntityFacts(ctx: ParseContext, obj: Record<string, unknown>, site: Site, members: readonly string[]): EntityFactsNode | undefined {
  const v = obj['x-svc-entity'];
  if (v === undefined) return undefined;
  const at = ctx.child(site, 'x-svc-entity');
  if (!isObject(v) || typeof v.id !== 'string') {
    ctx.report('SVC011', 'x-svc-entity must be { id, version?, created?, updated?, active?, sparse?, unique?, required?, unknownMembers? }', site, ['x-svc-entity']);
    return undefined;
  }
  const node: EntityFactsNode = { id: v.id };
  let ok = true;
  for (const key of Object.keys(v)) {
    if (!ENTITY_KEYS.has(key)) {
      ctx.report('SVC011', `unknown key '${key}' in x-svc-entity`, at, [key], 'warning');
      continue;
    }
    if (key === 'unique' || key === 'required' || key === 'unknownMembers') continue;
    const path = v[key];
    if (typeof path !== 'string' || !MEMBER_PATH.test(path) || !members.includes(path.split('.')[0])) {
      ctx.report('SVC011', `x-svc-entity.${key} must name a member of this schema (dotted for nested members)`, at, [key]);
      ok = false;
      continue;
    }
    if (key !== 'id') (node as unknown as Record<string, string>)[key] = path;
  }
  if (v.unique !== undefined) {
    if (!isObject(v.unique) || !Object.entries(v.unique).every(([m, g]) => members.includes(m) && typeof g === 'string' && g !== '')) {
      ctx.report('SVC011', 'x-svc-entity.unique must map members of this schema to group names', at, ['unique']);
      ok = false;
    } else {
      node.unique = Object.fromEntries(Object.entries(v.unique as Record<string, string>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  }
  // Required on create and on a full update: a member, or a list of which at least one (kept in written order).
  if (v.required !== undefined) {
    const entry = (x: unknown): x is string | string[] =>
      (typeof x === 'string' && members.includes(x)) || (isStringArray(x) && x.length > 1 && x.every((m) => members.includes(m)));
    if (!Array.isArray(v.required) || v.required.length === 0 || !v.required.every(entry)) {
      ctx.report('SVC011', 'x-svc-entity.required must list members of this schema, or lists of them (at least one of)', at, ['required']);
      ok = false;
    } else {
      node.required = v.required.map((x) => (typeof x === 'string' ? x : [...x]));
    }
  }
  if (v.unknownMembers !== undefined) {
    if (v.unknownMembers !== 'refuse' && v.unknownMembers !== 'accept') {
      ctx.report('SVC011', 'x-svc-entity.unknownMembers must be refuse or accept', at, ['unknownMembers']);
      ok = false;
    } else if (v.unknownMembers === 'refuse') node.unknownMembers = 'refuse';
  }
  return ok ? node : undefined;
}

/** `x-svc-tenant: <rate-limit key>` (root): the key whose value separates tenants. */
export function readTenant(ctx: ParseContext, root: Record<string, unknown>, rootSite: Site, keys: ReadonlySet<string>): string | undefined {
  const v = root['x-svc-tenant'];
  if (v === undefined) return undefined;
  if (typeof v === 'string' && keys.has(v)) return v;
  ctx.report('SVC011', 'x-svc-tenant must name a key of x-svc-rate-limit-keys', rootSite, ['x-svc-tenant']);
  return undefined;
}
