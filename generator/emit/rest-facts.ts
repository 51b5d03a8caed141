/**
 * Facts about a model's HTTP operations that both the REST client and the server stub emitters need, derived
 * once from the model (see definitions/EXTENSIONS.md, "Derived, not declared"): which path parameters the client
 * holds, where the idempotency key goes, which response member is an operation's result, which headers every
 * reply carries. Nothing here knows any particular interface.
 */
import { camelCase, identifier, packageStem, RESERVED_WORDS } from '../model/naming.ts';
import type { ApiModel, HttpOperationNode, NamedTypeNode, ParameterNode, TypeNode } from '../model/types.ts';

/** Header parameters the HTTP runtime sets itself (content negotiation), never asked of a caller. */
const RUNTIME_HEADERS = new Set(['accept', 'content-type', 'content-length', 'authorization']);

export function httpOperations(model: ApiModel): HttpOperationNode[] {
  return model.services.flatMap((s) => s.operations).filter((op): op is HttpOperationNode => op.kind === 'http');
}

/** Path parameters declared by every HTTP operation: given once to the client (e.g. a tenant id). */
export function clientPathParameters(model: ApiModel): ParameterNode[] {
  const ops = httpOperations(model);
  if (ops.length < 2) return [];
  return ops[0].parameters.filter(
    (p) => p.in === 'path' && ops.every((op) => op.parameters.some((q) => q.in === 'path' && q.name === p.name)),
  );
}

/** The idempotency-key parameter (`x-svc-idempotency-key`), when the interface declares one. */
export function idempotencyParameter(model: ApiModel): ParameterNode | undefined {
  for (const op of httpOperations(model)) {
    const p = op.parameters.find((q) => q.idempotencyKey === true);
    if (p !== undefined) return p;
  }
  return undefined;
}

/** Query parameter names any operation uses as a selector: fixed by the operation, never given by a caller. */
export function selectorNames(model: ApiModel): Set<string> {
  return new Set(httpOperations(model).flatMap((op) => Object.keys(op.selector)));
}

/** Whether the runtime, not the caller, supplies this parameter. */
export function isRuntimeParameter(p: ParameterNode, model: ApiModel, held: readonly ParameterNode[]): boolean {
  if (p.idempotencyKey === true) return true;
  if (p.in === 'header' && RUNTIME_HEADERS.has(p.name.toLowerCase())) return true;
  if (p.in === 'query' && selectorNames(model).has(p.name)) return true;
  return p.in === 'path' && held.some((h) => h.name === p.name);
}

function resolve(type: TypeNode, types: ReadonlyMap<string, NamedTypeNode>): TypeNode {
  let t = type;
  for (let i = 0; i < 16 && t.kind === 'ref'; i++) {
    const named = types.get(t.name);
    if (named === undefined) break;
    t = named.type;
  }
  return t;
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

/** The JSON body of an operation's first 2xx response, and how it wraps the result. */
export function successBody(op: HttpOperationNode, model: ApiModel): SuccessBody {
  const types = new Map(model.types.map((t) => [t.name, t]));
  const success = op.responses.filter((r) => /^2\d\d$/.test(r.status));
  const status = success.length > 0 ? Number(success[0].status) : 200;
  const json = success.flatMap((r) => r.contents).find((c) => /json/i.test(c.mediaType));
  if (json === undefined || json.type.kind !== 'ref') return { timestampMembers: [], status };
  const body = resolve(json.type, types);
  if (body.kind !== 'object' || body.resultProperty === undefined) return { typeName: json.type.name, timestampMembers: [], status };
  const timestampMembers = body.properties
    .filter((p) => p.name !== body.resultProperty)
    .filter((p) => {
      const t = resolve(p.type, types);
      return t.kind === 'string' && t.format === 'date-time';
    })
    .map((p) => p.name);
  return { typeName: json.type.name, resultProperty: body.resultProperty, timestampMembers, status };
}

/** Model name of the request body's named type, when the body is JSON and one named type. */
export function requestBodyType(op: HttpOperationNode): string | undefined {
  const json = op.requestBody?.contents.find((c) => /json/i.test(c.mediaType));
  return json !== undefined && json.type.kind === 'ref' ? json.type.name : undefined;
}

/**
 * Headers every reply carries besides the trace header and Content-Type: declared on every response of every
 * operation. Value: the header schema's default, else its first example, else the interface version.
 */
export function constantResponseHeaders(model: ApiModel): Record<string, string> {
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

/** Names the REST part exports, from the model's name. */
export function restNames(model: ApiModel): {
  client: string;
  clientOptions: string;
  error: string;
  throttleError: string;
  createServer: string;
  handlers: string;
  serverOptions: string;
  results: string;
} {
  const base = packageStem(model.name);
  return {
    client: `${base}Client`,
    clientOptions: `${base}ClientOptions`,
    error: `${base}Error`,
    throttleError: `${base}ThrottleError`,
    createServer: `create${base}Server`,
    handlers: `${base}Handlers`,
    serverOptions: `${base}ServerOptions`,
    results: `${base}Results`,
  };
}
