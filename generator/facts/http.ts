/**
 * Facts about a model's HTTP operations that the REST client, server stub, sandbox and webhooks parts need,
 * derived once per model (see definitions/EXTENSIONS.md, "Derived, not declared"): which path parameters the
 * client holds, where the idempotency key goes, which response member is an operation's result, which headers
 * every reply carries, the query language and batch facts, and the names the REST parts export. Nothing here
 * knows any particular interface.
 */
import { camelCase, identifier, packageStem, RESERVED_WORDS } from '../model/naming.ts';
import type { ApiModel, BatchNode, HttpOperationNode, ParameterNode, QueryLanguageNode, TypeNode } from '../model/types.ts';
import { fact, read } from './index.ts';
import { resolveType } from './types.ts';

/** Header parameters the HTTP runtime sets itself (content negotiation), never asked of a caller. */
const RUNTIME_HEADERS = new Set(['accept', 'content-type', 'content-length', 'authorization']);

const httpOperationList = fact('httpOperations', (model): readonly HttpOperationNode[] =>
  model.services.flatMap((s) => s.operations).filter((op): op is HttpOperationNode => op.kind === 'http'),
);

/** The model's HTTP operations, in definition order. */
export function httpOperations(model: ApiModel): readonly HttpOperationNode[] {
  return read(model, httpOperationList);
}

/** Whether the model has HTTP operations (the REST parts apply). */
export function hasHttp(model: ApiModel): boolean {
  return httpOperations(model).length > 0;
}

const heldParameters = fact('clientPathParameters', (model): readonly ParameterNode[] => {
  const ops = httpOperations(model);
  if (ops.length < 2) return [];
  return ops[0].parameters.filter(
    (p) => p.in === 'path' && ops.every((op) => op.parameters.some((q) => q.in === 'path' && q.name === p.name)),
  );
});

/** Path parameters declared by every HTTP operation: given once to the client (e.g. a tenant id). */
export function clientPathParameters(model: ApiModel): readonly ParameterNode[] {
  return read(model, heldParameters);
}

const idempotencyKey = fact('idempotencyParameter', (model): ParameterNode | undefined => {
  for (const op of httpOperations(model)) {
    const p = op.parameters.find((q) => q.idempotencyKey === true);
    if (p !== undefined) return p;
  }
  return undefined;
});

/** The idempotency-key parameter (`x-svc-idempotency-key`), when the interface declares one. */
export function idempotencyParameter(model: ApiModel): ParameterNode | undefined {
  return read(model, idempotencyKey);
}

const selectors = fact('selectorNames', (model): ReadonlySet<string> => new Set(httpOperations(model).flatMap((op) => Object.keys(op.selector))));

/** Query parameter names any operation uses as a selector: fixed by the operation, never given by a caller. */
export function selectorNames(model: ApiModel): ReadonlySet<string> {
  return read(model, selectors);
}

/** Whether the runtime, not the caller, supplies this parameter. */
export function isRuntimeParameter(p: ParameterNode, model: ApiModel, held: readonly ParameterNode[]): boolean {
  if (p.idempotencyKey === true) return true;
  if (p.in === 'header' && RUNTIME_HEADERS.has(p.name.toLowerCase())) return true;
  if (p.in === 'query' && selectorNames(model).has(p.name)) return true;
  return p.in === 'path' && held.some((h) => h.name === p.name);
}

export interface SuccessBody {
  /** Model name of the 2xx JSON body's named type, when it is one. */
  typeName?: string;
  /** Member holding the result when the body wraps it (`x-svc-result`). */
  resultProperty?: string;
  /** Other required members of the wrapper that are timestamps (filled by servers when wrapping). */
  timestampMembers: string[];
  status: number;
}

const successBodies = fact('successBodies', (model): ReadonlyMap<HttpOperationNode, SuccessBody> => {
  const out = new Map<HttpOperationNode, SuccessBody>();
  for (const op of [...httpOperations(model), ...(model.webhooks ?? [])]) out.set(op, deriveSuccessBody(op, model));
  return out;
});

/** The JSON body of an operation's first 2xx response, and how it wraps the result. */
export function successBody(op: HttpOperationNode, model: ApiModel): SuccessBody {
  return read(model, successBodies).get(op) ?? deriveSuccessBody(op, model);
}

function deriveSuccessBody(op: HttpOperationNode, model: ApiModel): SuccessBody {
  const success = op.responses.filter((r) => /^2\d\d$/.test(r.status));
  const status = success.length > 0 ? Number(success[0].status) : 200;
  const json = success.flatMap((r) => r.contents).find((c) => /json/i.test(c.mediaType));
  if (json === undefined || json.type.kind !== 'ref') return { timestampMembers: [], status };
  const body = resolveType(model, json.type);
  if (body.kind !== 'object' || body.resultProperty === undefined) return { typeName: json.type.name, timestampMembers: [], status };
  const timestampMembers = body.properties
    .filter((p) => p.name !== body.resultProperty)
    .filter((p) => {
      const t = resolveType(model, p.type);
      return t.kind === 'string' && t.format === 'date-time';
    })
    .map((p) => p.name);
  return { typeName: json.type.name, resultProperty: body.resultProperty, timestampMembers, status };
}

/**
 * Model name of the request body's named type, when the body is JSON (or of a media range such as `*\/*`, which a
 * JSON body matches) and one named type.
 */
export function requestBodyType(op: HttpOperationNode): string | undefined {
  const contents = op.requestBody?.contents ?? [];
  const json =
    contents.find((c) => /json/i.test(c.mediaType)) ??
    contents.find((c) => /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(c.mediaType) && c.type.kind === 'ref') ??
    contents.find((c) => /^[a-z*]+\/\*$/i.test(c.mediaType) && c.type.kind === 'ref');
  return json !== undefined && json.type.kind === 'ref' ? json.type.name : undefined;
}

/**
 * Headers every reply carries besides the trace header and Content-Type: declared on every response of every
 * operation. Value: the header schema's default, else its first example, else the interface version.
 */
export function constantResponseHeaders(model: ApiModel): Readonly<Record<string, string>> {
  return read(model, replyHeaders);
}

const replyHeaders = fact('constantResponseHeaders', (model): Readonly<Record<string, string>> => {
  const ops = httpOperations(model);
  const responses = ops.flatMap((op) => op.responses);
  if (responses.length === 0) return {};
  const skip = new Set(['content-type', (model.traceHeader ?? '').toLowerCase()]);
  const out: Record<string, string> = {};
  for (const header of responses[0].headers) {
    if (skip.has(header.name.toLowerCase())) continue;
    if (!responses.every((r) => r.headers.some((h) => h.name === header.name))) continue;
    const example = header.type.examples?.[0];
    const value = header.type.default ?? example ?? model.version;
    out[header.name] = String(value);
  }
  return out;
});

/**
 * Options of `new <Api>Client(...)` and `connect<Api>(...)` that are not parameters (client.ts of the rest-client
 * part writes them): a shared parameter whose option name is one of these gets no option.
 */
export const CLIENT_OPTION_NAMES: ReadonlySet<string> = new Set([
  'environment', 'accessToken', 'auth', 'credentials', 'fetch', 'timeoutMs', 'maxResponseBytes', 'maxDepth', 'retry',
  'onRequest', 'defaultQuery', 'keyValues', 'limiter', 'rateLimitStore',
]);

/** A query or header parameter every HTTP operation declares alike, given once to the client as `option`. */
export interface SharedParameter {
  readonly parameter: ParameterNode;
  /** The client option: the parameter's name as an argument name (`minorversion` stays `minorversion`). */
  readonly option: string;
}

const shared = fact('sharedParameters', (model): readonly SharedParameter[] => {
  const ops = httpOperations(model);
  if (ops.length < 2) return [];
  const held = clientPathParameters(model);
  const taken = new Set([...CLIENT_OPTION_NAMES, ...held.map((p) => p.name)]);
  const out: SharedParameter[] = [];
  for (const p of ops[0].parameters) {
    // Optional only: a required one stays a positional argument of every call (the client cannot make it optional).
    if ((p.in !== 'query' && p.in !== 'header') || p.required || isRuntimeParameter(p, model, held)) continue;
    const type = resolveType(model, p.type);
    if (!['string', 'number', 'boolean', 'literal'].includes(type.kind) || type.nullable === true) continue;
    const schema = canonicalType(p.type);
    const alike = (q: ParameterNode): boolean => q.in === p.in && q.name === p.name && !q.required && canonicalType(q.type) === schema;
    if (!ops.every((op) => op.parameters.some(alike))) continue;
    const option = argumentName(p.name);
    // A clash with another option (or another shared parameter of the same identifier) gets none: no silent winner.
    if (taken.has(option)) continue;
    taken.add(option);
    out.push({ parameter: p, option });
  }
  return out;
});

/**
 * Optional query and header parameters with a scalar schema that every HTTP operation declares with the same name,
 * location and schema (an API version such as `minorversion`): the client takes each once, as an option named by
 * `argumentName`, and sends it on every call unless the call gives its own. None when the interface has fewer than
 * two operations, or when the option name is already a client option.
 */
export function sharedParameters(model: ApiModel): readonly SharedParameter[] {
  return read(model, shared);
}

/** A schema as text with its keys sorted and its prose left out, so two copies of one `$ref` compare equal. */
function canonicalType(type: TypeNode): string {
  return JSON.stringify(type, (key, value: unknown) => {
    if (key === 'description' || key === 'examples' || key === 'provenance') return undefined;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

/** Parameters a caller gives positionally: path parameters (not held), then required query and header ones. */
export function positionalParameters(op: HttpOperationNode, model: ApiModel, held: readonly ParameterNode[]): ParameterNode[] {
  const own = op.parameters.filter((p) => !isRuntimeParameter(p, model, held));
  const path = pathOrder(op).flatMap((name) => own.filter((p) => p.in === 'path' && p.name === name));
  const required = own.filter((p) => (p.in === 'query' || p.in === 'header') && p.required);
  return [...path, ...required];
}

/** Parameters a caller may give in the options object. */
export function optionalParameters(op: HttpOperationNode, model: ApiModel, held: readonly ParameterNode[], location: 'query' | 'header'): ParameterNode[] {
  return op.parameters.filter((p) => p.in === location && !p.required && !isRuntimeParameter(p, model, held));
}

function pathOrder(op: HttpOperationNode): string[] {
  return [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
}

/** `realmId` -> `realmId`; `Request-Id` -> `requestId`: a parameter name as a TypeScript identifier. */
export function argumentName(name: string): string {
  return identifier(camelCase(name, /[^A-Za-z0-9_$]+/), {
    empty: 'value',
    reserved: ARGUMENT_RESERVED,
    reservedSuffix: 'Value',
  });
}

/** Reserved words, and the names the generated method bodies use for their own parameters. */
const ARGUMENT_RESERVED: ReadonlySet<string> = new Set([...RESERVED_WORDS, 'options', 'body']);

/** Identifiers the REST client and server parts export, from the package's stem. */
export interface RestNames {
  readonly stem: string;
  readonly client: string;
  readonly clientOptions: string;
  /** What a client is underneath (`connect<Stem>(options)`): the calls of the `calls` entry take one. */
  readonly connection: string;
  readonly connect: string;
  readonly callOptions: string;
  readonly environment: string;
  readonly error: string;
  readonly throttleError: string;
  readonly createServer: string;
  readonly handlers: string;
  readonly request: string;
  readonly serverOptions: string;
  readonly results: string;
  /** Per operation, its error answers discriminated by status (`{ status: 404; body: NotFound }`). */
  readonly errorBodies: string;
  /** Per operation, its declared success headers, typed by their schemas. */
  readonly responseHeaders: string;
  /** The non-throwing form's answer (`client.safe(...)`): `{ ok, status, data | error, headers }`. */
  readonly outcome: string;
  /** The error an operation throws, narrowed by status (`error.isFrom('op')`). */
  readonly failure: string;
  readonly queryEntities: string;
  readonly queryOperator: string;
  readonly batchItem: string;
  readonly batchFault: string;
  readonly batchOutcome: string;
}

const names = fact('restNames', (model): RestNames => {
  const stem = packageStem(model.name);
  return {
    stem,
    client: `${stem}Client`,
    clientOptions: `${stem}ClientOptions`,
    connection: `${stem}Connection`,
    connect: `connect${stem}`,
    callOptions: `${stem}CallOptions`,
    environment: `${stem}Environment`,
    error: `${stem}Error`,
    throttleError: `${stem}ThrottleError`,
    createServer: `create${stem}Server`,
    handlers: `${stem}Handlers`,
    request: `${stem}Request`,
    serverOptions: `${stem}ServerOptions`,
    results: `${stem}Results`,
    errorBodies: `${stem}ErrorBodies`,
    responseHeaders: `${stem}ResponseHeaders`,
    outcome: `${stem}Outcome`,
    failure: `${stem}Failure`,
    queryEntities: `${stem}QueryEntities`,
    queryOperator: `${stem}QueryOperator`,
    batchItem: `${stem}BatchItem`,
    batchFault: `${stem}BatchFault`,
    batchOutcome: `${stem}BatchOutcome`,
  };
});

export function restNames(model: ApiModel): RestNames {
  return read(model, names);
}

/** The query operation of a client's `select()` builder (`x-svc-query`), with the entities its result holds. */
export interface QueryFacts {
  readonly operation: HttpOperationNode;
  readonly language: QueryLanguageNode;
  /** Entity names (result members holding arrays of a named type), sorted. */
  readonly entities: readonly string[];
}

const query = fact('queryFacts', (model): QueryFacts | undefined => {
  const operation = httpOperations(model).find((op) => op.query !== undefined);
  if (operation?.query === undefined) return undefined;
  const entities = resultEntities(operation, model);
  return entities.length === 0 ? undefined : { operation, language: operation.query, entities };
});

/** The query operation and its language, when the model declares one with at least one entity. */
export function queryFacts(model: ApiModel): QueryFacts | undefined {
  return read(model, query);
}

/** The result object's members that hold arrays of a named type: the queryable entities. */
function resultEntities(op: HttpOperationNode, model: ApiModel): string[] {
  const success = successBody(op, model);
  if (success.typeName === undefined) return [];
  let result: TypeNode | undefined = resolveType(model, { kind: 'ref', name: success.typeName });
  if (result?.kind === 'object' && success.resultProperty !== undefined) {
    result = resolveType(model, result.properties.find((p) => p.name === success.resultProperty)?.type);
  }
  if (result?.kind !== 'object') return [];
  return result.properties
    .filter((p) => {
      const t = resolveType(model, p.type);
      return t?.kind === 'array' && t.items.kind === 'ref';
    })
    .map((p) => p.name)
    .sort();
}

/** The batch operation of a client's chunking `batch()` (`x-svc-batch`). */
export interface BatchFacts {
  readonly operation: HttpOperationNode;
  readonly shape: BatchNode;
  /** Largest item count per request the rate limits allow, when they say. */
  readonly maxItems?: number;
}

const batch = fact('batchFacts', (model): BatchFacts | undefined => {
  const operation = httpOperations(model).find((op) => op.batch !== undefined);
  if (operation?.batch === undefined) return undefined;
  const sizes = model.rateLimits
    .filter((l) => l.maxItemsPerRequest !== undefined && (l.appliesTo.length === 0 || l.appliesTo.includes(operation.name)))
    .map((l) => l.maxItemsPerRequest as number);
  return { operation, shape: operation.batch, ...(sizes.length > 0 ? { maxItems: Math.min(...sizes) } : {}) };
});

/** The batch operation, when the model declares one. */
export function batchFacts(model: ApiModel): BatchFacts | undefined {
  return read(model, batch);
}
