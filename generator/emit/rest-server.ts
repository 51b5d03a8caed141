/**
 * Emits `src/server.ts`: `create<Pascal>Server(handlers, options?)`, a typed server stub over the runtime core in
 * `src/runtime/rest/server.ts`. The definition supplies everything specific: routes and limits (operation table),
 * request/response validators (generated validators), parameter kinds (coerced from query strings), the error
 * body format (`x-svc-error-format`), the result wrapper (`x-svc-result`), the trace header and the headers every
 * reply carries.
 */
import type { ApiModel, NamedTypeNode, ParameterNode, TypeNode } from '../model/types.ts';
import { renderDoc } from './jsdoc.ts';
import type { SymbolTable } from './names.ts';
import { constantResponseHeaders, httpOperations, requestBodyType, restNames, successBody } from './rest-facts.ts';
import { buildSourceFile } from './source-file.ts';
import { literal } from './type-expression.ts';

export function emitRestServer(model: ApiModel, symbols: SymbolTable): string {
  const names = restNames(model);
  const ops = httpOperations(model);
  const types = new Map(model.types.map((t) => [t.name, t]));

  const params = Object.fromEntries(ops.map((op) => [op.name, op.parameters.filter((p) => p.in !== 'cookie').map((p) => parameterSpec(p, types))]));
  const bodies: Record<string, string> = {};
  const responses: Record<string, string> = {};
  const wrappers: Record<string, { member: string; timestamps: string[] }> = {};
  for (const op of ops) {
    const request = requestBodyType(op);
    if (request !== undefined) {
      bodies[op.name] = symbols.inputName(request);
    }
    const success = successBody(op, model);
    if (success.typeName !== undefined) responses[op.name] = symbols.typeName(success.typeName);
    if (success.resultProperty !== undefined) wrappers[op.name] = { member: success.resultProperty, timestamps: success.timestampMembers };
  }
  // Operations sharing method, path and selector (create and update): told apart by which body validates.
  const groups = new Map<string, string[]>();
  for (const op of ops) {
    const key = `${op.method} ${op.path} ${JSON.stringify(op.selector)}`;
    groups.set(key, [...(groups.get(key) ?? []), op.name]);
  }
  const variants = Object.fromEntries([...groups.values()].filter((g) => g.length > 1).map((g) => [g[0], g]));
  const format = model.errorFormat ?? { body: { error: { message: '{message}', status: '{status}' } }, kinds: [] };
  const kinds = Object.fromEntries(format.kinds.map((k) => [k.kind, k.values]));

  const statements = [
    `${renderDoc([`What a handler of \`Name\` receives: validated, typed parts of the request (read-only members of the body already dropped).`])}export interface ${names.handlers.replace(/Handlers$/, 'Request')}<Name extends OperationName> {
  readonly params: Operations[Name]['path'];
  readonly query: Operations[Name]['query'];
  readonly headers: IncomingHttpHeaders;
  readonly body: Operations[Name]['request'];
  readonly traceId: string;
  ${renderDoc(['The bearer token, when the operation requires one.'])}readonly token?: string;
  readonly request: IncomingMessage;
}`,
    `${renderDoc([
      'One function per operation: returns the result as a client sees it (the stub wraps it as the definition says), or a `Reply` for another status; throws',
      `\`${names.error}\` (\`${names.error}.of(status, body)\`) to answer an error. A missing handler answers 501.`,
    ])}export type ${names.handlers} = {
  readonly [Name in OperationName]?: (request: ${names.handlers.replace(/Handlers$/, 'Request')}<Name>) => ${names.results}[Name] | Reply | Promise<${names.results}[Name] | Reply>;
};`,
    `${renderDoc([`Options of \`${names.createServer}\`.`])}export interface ${names.serverOptions} {
  ${renderDoc(['Check handler results against the definition (a mismatch answers 500 and is reported). Default false; turn on in tests.'])}readonly validateResponses?: boolean;
  ${renderDoc(['Accepts or refuses a well-formed bearer token; default accepts any.'])}readonly authenticate?: (token: string, request: IncomingMessage) => boolean | Promise<boolean>;
  ${renderDoc(['Request body limit in bytes; default 1 MiB.'])}readonly maxBodyBytes?: number;
  ${renderDoc(['Endpoint name whose rate limits are enforced (all when omitted); `false` turns limits off.'])}readonly environment?: string;
  readonly rateLimits?: false | readonly RateLimit[];
  readonly limiterAlgorithm?: WindowAlgorithm;
  ${renderDoc(['Values of `credential` rate-limit keys for a token; default: every such key is the token itself.'])}readonly credentialKeyValues?: (token: string | undefined, request: IncomingMessage) => KeyValues;
  ${renderDoc(['Told about handler exceptions and invalid responses; default one line on stderr.'])}readonly onError?: (error: unknown, fault: ServerFault) => void;
  ${renderDoc(['Path prefix the operations are served under.'])}readonly basePath?: string;
}`,
    `const PARAMETERS: { readonly [operation: string]: readonly ParameterSpec[] } = ${json(params)};`,
    `const REQUEST_BODIES: { readonly [operation: string]: keyof typeof validate } = ${json(bodies)};`,
    `const RESPONSE_BODIES: { readonly [operation: string]: keyof typeof validate } = ${json(responses)};`,
    `const WRAPPERS: { readonly [operation: string]: { readonly member: string; readonly timestamps: readonly string[] } } = ${json(wrappers)};`,
    `const VARIANTS: { readonly [operation: string]: readonly string[] } = ${json(variants)};`,
    `const ERROR_BODY: unknown = ${json(format.body)};`,
    `const ERROR_VALUES: { readonly [kind: string]: { readonly [name: string]: string } } = ${json(kinds)};`,
    `const REPLY_HEADERS: { readonly [name: string]: string } = ${json(constantResponseHeaders(model))};`,
    SERVER_HELPERS,
    `${renderDoc([
      `A server of ${model.title} ${model.version}: routing, bearer check, rate limits, validation with the generated validators,`,
      `errors in the interface's own format. \`listener\` is a node:http request listener; \`listen(port?, host?)\` resolves to \`{ url, close() }\`.`,
    ])}export function ${names.createServer}(handlers: ${names.handlers}, options: ${names.serverOptions} = {}): ServerCore {
  return createServerCore({
    operations,
    handlers: dispatch(handlers as { readonly [name: string]: OperationHandler | undefined }),
    formatError,
    wrap,
    validateRequest,
    validateResponse: options.validateResponses ? validateResponse : undefined,
    onError: options.onError,
    authenticate: options.authenticate,
    traceHeader: ${model.traceHeader !== undefined ? literal(model.traceHeader) : 'undefined'},
    headers: REPLY_HEADERS,
    maxBodyBytes: options.maxBodyBytes,
    basePath: options.basePath,
    limits: options.rateLimits === false ? undefined : (options.rateLimits ?? rateLimits),
    rateLimitKeys,
    environment: options.environment,
    limiterAlgorithm: options.limiterAlgorithm,
    credentialKeyValues: options.credentialKeyValues,
  });
}`,
  ];
  const imports = [
    '/// <reference types="node" />',
    "import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';",
    `import { ${names.error}, type ${names.results} } from './client.js';`,
    "import { operations, rateLimitKeys, rateLimits, type OperationName, type Operations } from './operations.js';",
    "import type { HttpOperationDescriptor, RateLimit } from './runtime/operation-table.js';",
    "import type { KeyValues, WindowAlgorithm } from './runtime/rest/rate-limiter.js';",
    "import { createServerCore, Reply, type OperationHandler, type RequestParts, type RequestValidation, type ResponseValidation, type ServerCore, type ServerFault } from './runtime/rest/server.js';",
    "import { validate } from './validators.js';",
  ];
  const header = `${renderDoc([`Server stub of ${model.title} ${model.version}.`, '', 'Generated from the definition; do not edit.'])}${imports.join('\n')}`;
  return buildSourceFile(header, statements);
}

interface ParameterSpec {
  name: string;
  in: string;
  required: boolean;
  kind: 'string' | 'integer' | 'number' | 'boolean' | 'other';
  enum?: (string | number)[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

function parameterSpec(p: ParameterNode, types: ReadonlyMap<string, NamedTypeNode>): ParameterSpec {
  let t: TypeNode = p.type;
  for (let i = 0; i < 16 && t.kind === 'ref'; i++) t = types.get(t.name)?.type ?? t;
  const spec: ParameterSpec = { name: p.name, in: p.in, required: p.required, kind: 'other' };
  if (t.kind === 'string') {
    spec.kind = 'string';
    if (t.enum) spec.enum = t.enum;
    if (t.minLength !== undefined) spec.minLength = t.minLength;
    if (t.maxLength !== undefined) spec.maxLength = t.maxLength;
  } else if (t.kind === 'number') {
    spec.kind = t.integer ? 'integer' : 'number';
    if (t.enum) spec.enum = t.enum;
    if (t.minimum !== undefined) spec.minimum = t.minimum;
    if (t.maximum !== undefined) spec.maximum = t.maximum;
  } else if (t.kind === 'boolean') spec.kind = 'boolean';
  else if (t.kind === 'literal' && typeof t.value === 'string') {
    spec.kind = 'string';
    spec.enum = [t.value];
  }
  return spec;
}

function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

export function exportedServerNames(model: ApiModel): string[] {
  const names = restNames(model);
  return [names.createServer, names.handlers, names.handlers.replace(/Handlers$/, 'Request'), names.serverOptions];
}

/** Generic helpers of every generated server: parameter checks, body validation, wrapping, error bodies. */
const SERVER_HELPERS = `interface ParameterSpec {
  readonly name: string;
  readonly in: string;
  readonly required: boolean;
  readonly kind: 'string' | 'integer' | 'number' | 'boolean' | 'other';
  readonly enum?: readonly (string | number)[];
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
}

/** Checks one raw parameter value and converts it to its declared kind; a string is a problem. */
function convertParameter(spec: ParameterSpec, raw: string): { value: unknown } | string {
  const where = \`\${spec.in} parameter "\${spec.name}"\`;
  let value: unknown = raw;
  if (spec.kind === 'integer' || spec.kind === 'number') {
    const n = raw.trim() === '' ? NaN : Number(raw);
    if (!Number.isFinite(n) || (spec.kind === 'integer' && !Number.isInteger(n))) return \`\${where}: expected \${spec.kind === 'integer' ? 'an integer' : 'a number'}, got '\${raw}'\`;
    if (spec.minimum !== undefined && n < spec.minimum) return \`\${where}: must be at least \${spec.minimum}\`;
    if (spec.maximum !== undefined && n > spec.maximum) return \`\${where}: must be at most \${spec.maximum}\`;
    value = n;
  } else if (spec.kind === 'boolean') {
    if (raw !== 'true' && raw !== 'false') return \`\${where}: expected true or false, got '\${raw}'\`;
    value = raw === 'true';
  } else if (spec.kind === 'string') {
    const length = [...raw].length;
    if (spec.minLength !== undefined && length < spec.minLength) return \`\${where}: must have at least \${spec.minLength} characters\`;
    if (spec.maxLength !== undefined && length > spec.maxLength) return \`\${where}: must have at most \${spec.maxLength} characters\`;
  }
  if (spec.enum !== undefined && !spec.enum.includes(value as string | number)) return \`\${where}: expected one of \${spec.enum.join(', ')}, got '\${raw}'\`;
  return { value };
}

/** Removes the members at these JSON pointers (read-only members a client sent: silently ignored). */
function dropPointers(body: unknown, pointers: readonly string[]): void {
  for (const pointer of [...pointers].sort().reverse()) {
    const segments = pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    let node: unknown = body;
    for (const segment of segments.slice(0, -1)) node = node !== null && typeof node === 'object' ? (node as { [k: string]: unknown })[segment] : undefined;
    const last = segments[segments.length - 1];
    if (last !== undefined && node !== null && typeof node === 'object') {
      if (Array.isArray(node)) continue;
      delete (node as { [k: string]: unknown })[last];
    }
  }
}

/** The variant of a shared operation a body is for: the one whose validator accepts it with the fewest dropped members. */
function chooseVariant(operation: string, body: unknown): string {
  const candidates = VARIANTS[operation];
  if (candidates === undefined) return operation;
  let best = operation;
  let bestDropped = Infinity;
  for (const name of candidates) {
    const validator = REQUEST_BODIES[name];
    if (validator === undefined) continue;
    const result = (validate[validator] as (value: unknown) => { ok: boolean; dropped: string[] })(body);
    const dropped = result.dropped.length;
    if (result.ok && dropped < bestDropped) {
      best = name;
      bestDropped = dropped;
    }
  }
  return best;
}

/** Handlers keyed as the router sees operations: a shared operation's handler calls the variant's. */
function dispatch(handlers: { readonly [name: string]: OperationHandler | undefined }): { readonly [name: string]: OperationHandler | undefined } {
  const table: { [name: string]: OperationHandler | undefined } = { ...handlers };
  for (const [first, names] of Object.entries(VARIANTS)) {
    if (!names.some((name) => handlers[name] !== undefined)) continue;
    table[first] = (context) => {
      const name = (context as { variant?: string }).variant ?? first;
      const handler = handlers[name];
      if (handler === undefined) {
        const fault: ServerFault = { kind: 'not-implemented', status: 501, message: \`Operation \${name} is not implemented\`, operation: name };
        throw new Reply(501, formatError(fault));
      }
      return handler(context);
    };
  }
  return table;
}

function validateRequest(routed: string, parts: RequestParts): RequestValidation {
  const operation = chooseVariant(routed, parts.body);
  const problems: string[] = [];
  const params: { [name: string]: unknown } = { ...parts.params };
  const query: { [name: string]: unknown } = { ...parts.query };
  for (const spec of PARAMETERS[operation] ?? []) {
    if (spec.in === 'cookie') continue;
    const source = spec.in === 'path' ? parts.params : spec.in === 'query' ? parts.query : parts.headers;
    const raw = source[spec.in === 'header' ? spec.name.toLowerCase() : spec.name];
    if (raw === undefined) continue;
    if (spec.in === 'header') {
      // Media-type headers carry parameters (charset, quality) that the definition's value leaves out.
      const text = Array.isArray(raw) ? raw.join(', ') : String(raw);
      if (spec.enum !== undefined && /^(accept|content-type)$/i.test(spec.name)) continue;
      const result = convertParameter(spec, text);
      if (typeof result === 'string') problems.push(result);
      continue;
    }
    const target = spec.in === 'path' ? params : query;
    if (Array.isArray(raw)) {
      const values: unknown[] = [];
      for (const item of raw) {
        const result = convertParameter(spec, item);
        if (typeof result === 'string') problems.push(result);
        else values.push(result.value);
      }
      target[spec.name] = values;
    } else {
      const result = convertParameter(spec, String(raw));
      if (typeof result === 'string') problems.push(result);
      else target[spec.name] = result.value;
    }
  }
  let body = parts.body;
  const validator = REQUEST_BODIES[operation];
  if (validator !== undefined && body !== undefined && !(body instanceof Uint8Array) && typeof body !== 'string') {
    const result = (validate[validator] as (value: unknown) => { ok: boolean; errors?: { path: string; message: string }[]; dropped: string[] })(body);
    if (!result.ok) for (const e of result.errors ?? []) problems.push(\`body\${e.path === '' ? '' : e.path}: \${e.message}\`);
    else dropPointers(body, result.dropped);
  }
  if (problems.length > 0) return { ok: false, errors: problems };
  const checked = { params: params as RequestParts['params'], query: query as RequestParts['query'], headers: parts.headers, body };
  // The chosen variant travels with the parts (the core spreads them into the handler's context).
  return { ok: true, parts: operation === routed ? checked : { ...checked, variant: operation } as RequestParts };
}

function validateResponse(operation: string, status: number, body: unknown): ResponseValidation {
  const validator = RESPONSE_BODIES[operation];
  if (validator === undefined || status < 200 || status > 299 || body === undefined) return { ok: true };
  const result = (validate[validator] as (value: unknown) => { ok: boolean; errors?: { path: string; message: string }[] })(body);
  return result.ok ? { ok: true } : { ok: false, errors: (result.errors ?? []).map((e) => \`\${e.path === '' ? '/' : e.path}: \${e.message}\`) };
}

function wrap(operation: HttpOperationDescriptor, result: unknown): unknown {
  const wrapper = WRAPPERS[operation.name];
  if (wrapper === undefined) return result;
  const body: { [name: string]: unknown } = { [wrapper.member]: result };
  const now = new Date().toISOString();
  for (const member of wrapper.timestamps) body[member] = now;
  return body;
}

function fill(template: unknown, values: { readonly [name: string]: string }, details: readonly string[]): unknown {
  if (typeof template === 'string') return template.replace(/\\{([A-Za-z0-9_]+)\\}/g, (match, name: string) => values[name] ?? match);
  if (Array.isArray(template)) {
    if (template.length === 1 && details.length > 1) return details.map((detail) => fill(template[0], { ...values, detail }, [detail]));
    return template.map((item) => fill(item, values, details));
  }
  if (template !== null && typeof template === 'object') {
    return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, fill(value, values, details)]));
  }
  return template;
}

/** The interface's error body for a failure the stub detected itself. */
function formatError(fault: ServerFault): unknown {
  const details = fault.details ?? [];
  const values = {
    message: fault.message,
    detail: details.length === 1 ? details[0] : fault.message,
    status: String(fault.status),
    time: new Date().toISOString(),
    operation: fault.operation ?? '',
    ...(ERROR_VALUES[fault.kind] ?? ERROR_VALUES['default'] ?? {}),
  };
  return fill(ERROR_BODY, values, details);
}`;
