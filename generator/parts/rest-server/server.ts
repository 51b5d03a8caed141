/**
 * Emits `src/server.ts`: `create<Pascal>Server(handlers, options?)`, a typed server stub over the runtime core in
 * `src/runtime/rest/server.ts`. The definition supplies everything specific: routes and limits (operation table),
 * request/response validators (generated validators), parameter kinds (coerced from query strings), the error
 * body format (`x-svc-error-format`), the result wrapper (`x-svc-result`), the trace header and the headers every
 * reply carries.
 */
import { constantResponseHeaders, httpOperations, requestBodyType, restNames, successBody } from '../../facts/http.ts';
import { resolveType } from '../../facts/types.ts';
import type { ApiModel, ParameterNode } from '../../model/types.ts';
import type { EmitContext } from '../../part-kit/contract.ts';
import { renderDoc } from '../../part-kit/jsdoc.ts';
import { buildSourceFile } from '../../part-kit/source-file.ts';
import { literal, propertyKey } from '../../part-kit/type-expression.ts';
import { serverCore, serverTables } from './runtime.ts';

export function emitRestServer(model: ApiModel, context: Pick<EmitContext, 'symbols' | 'importFrom'>): string {
  const { symbols } = context;
  const names = restNames(model);
  const ops = httpOperations(model);
  // Form bounds are an option only of servers with a form body (others' output is unchanged).
  const forms = ops.some((op) => op.requestBody?.contents.some((c) => /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(c.mediaType)));

  const params = Object.fromEntries(ops.map((op) => [op.name, op.parameters.filter((p) => p.in !== 'cookie').map((p) => parameterSpec(p, model))]));
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
    `${renderDoc([`What a handler of \`Name\` receives: validated, typed parts of the request (read-only members of the body already dropped).`])}export interface ${names.request}<Name extends OperationName> {
  readonly params: Operations[Name]['path'];
  readonly query: Operations[Name]['query'];
  readonly headers: IncomingHttpHeaders;
  readonly body: Operations[Name]['request'];
  readonly traceId: string;
  ${renderDoc(['The bearer token, when the security requirement met has a bearer-like scheme (http bearer, oauth2, openIdConnect).'])}readonly token?: string;
  ${renderDoc(['The credential of each scheme of the security requirement the request met, by scheme name (basic: `{ username, password }`).'])}readonly credentials: { readonly [scheme: string]: string | BasicCredentials };
  readonly request: IncomingMessage;
}`,
    `${renderDoc([
      'One function per operation: returns the result as a client sees it (the stub wraps it as the definition says), or a `Reply` for another status; throws',
      `\`${names.error}\` (\`${names.error}.of(status, body)\`) to answer an error. A missing handler answers 501.`,
    ])}export type ${names.handlers} = {
  readonly [Name in OperationName]?: (request: ${names.request}<Name>) => ${names.results}[Name] | Reply | Promise<${names.results}[Name] | Reply>;
};`,
    `${renderDoc([`Options of \`${names.createServer}\`.`])}export interface ${names.serverOptions} {
  ${renderDoc(['Check handler results against the definition (a mismatch answers 500 and is reported). Default false; turn on in tests.'])}readonly validateResponses?: boolean;
  ${renderDoc([
    'Accepts or refuses a well-formed credential: one function for bearer tokens (http bearer, oauth2 and openIdConnect schemes),',
    'or one per security scheme. A scheme without a function accepts any well-formed credential; a refusal answers 401.',
  ])}readonly authenticate?: ((token: string, request: IncomingMessage) => boolean | Promise<boolean>) | ${schemeChecks(model)};
  ${renderDoc(['Request body limit in bytes; default 1 MiB (larger: 413, also before `100 Continue`).'])}readonly maxBodyBytes?: number;
  ${renderDoc(['Request line and headers together, in bytes; default 16 KiB (larger: 431 in the API\'s format).'])}readonly maxHeaderBytes?: number;
  ${renderDoc(['A body not received within this many milliseconds answers 408; default 30 s, 0 = none.'])}readonly bodyTimeoutMs?: number;
  ${renderDoc(['A handler not done within this many milliseconds answers 504 and its connection is closed; default 30 s, 0 = none.'])}readonly handlerTimeoutMs?: number;
  ${renderDoc(['JSON bodies nested deeper than this answer 400; default 64.'])}readonly maxDepth?: number;${
    forms
      ? `\n  ${renderDoc(['Form bodies: members or parts (default 256), header bytes per part (8 KiB), bytes per non-file member (1 MiB); beyond them 413.'])}readonly formLimits?: { readonly maxParts?: number; readonly maxPartHeaderBytes?: number; readonly maxFieldBytes?: number };`
      : ''
  }
  ${renderDoc(['Error bodies list the first problems and count the rest to stay under this size; default 64 KiB.'])}readonly maxErrorBodyBytes?: number;
  ${renderDoc(['Endpoint name whose rate limits are enforced (all when omitted); `false` turns limits off.'])}readonly environment?: string;
  readonly rateLimits?: false | readonly RateLimit[];
  readonly limiterAlgorithm?: WindowAlgorithm;
  ${renderDoc(['Where rate-limit counters live: default in memory; `new RedisRateLimitStore({ url })` shares them between processes (or implement `RateLimitStore`).'])}readonly rateLimitStore?: RateLimitStore;
  ${renderDoc(['Counters the in-memory store keeps at most, least recently used evicted; default 10,000.'])}readonly maxRateLimitCounters?: number;
  ${renderDoc([
    'Values of `credential` rate-limit keys (the app, the workspace ...) for a token. Default: one shared value for each,',
    'so a client cannot open new counters by inventing tokens; give a resolver to count per app.',
  ])}readonly credentialKeyValues?: (token: string | undefined, request: IncomingMessage) => KeyValues | Promise<KeyValues>;
  ${renderDoc(['Told about handler exceptions and invalid responses; default one line on stderr.'])}readonly onError?: (error: unknown, fault: ServerFault) => void;
  ${renderDoc(['Path prefix the operations are served under.'])}readonly basePath?: string;
  ${renderDoc([
    'Pages of these origins may call the server from a browser (CORS): `{ origins: [\'https://app.example.com\'] }` or `\'*\'`,',
    'with `credentials`, `maxAgeSeconds`, `allowHeaders`, `exposeHeaders`. Default none: no CORS header is written.',
  ])}readonly cors?: CorsOptions;
  ${renderDoc([
    'Told about each exchange as the server handles it: the body as sent, every answer as written, and a body to send instead of an',
    'error answer\'s (a logging or fake layer in front of the server; the sandbox uses it). Hooks must not throw.',
  ])}readonly exchangeHooks?: ExchangeHooks;
}`,
    `const PARAMETERS: { readonly [operation: string]: readonly ParameterSpec[] } = ${json(params)};`,
    `const REQUEST_BODIES: { readonly [operation: string]: keyof typeof validate } = ${json(bodies)};`,
    `const RESPONSE_BODIES: { readonly [operation: string]: keyof typeof validate } = ${json(responses)};`,
    `const WRAPPERS: { readonly [operation: string]: { readonly member: string; readonly timestamps: readonly string[] } } = ${json(wrappers)};`,
    `const VARIANTS: { readonly [operation: string]: readonly string[] } = ${json(variants)};`,
    `const ERROR_BODY: unknown = ${json(format.body)};`,
    `const ERROR_VALUES: { readonly [kind: string]: { readonly [name: string]: string } } = ${json(kinds)};`,
    `const REPLY_HEADERS: { readonly [name: string]: string } = ${json(constantResponseHeaders(model))};`,
    `${renderDoc(['Validation, wrapping and error bodies from the tables above (`runtime/rest/server-tables.ts`).'])}const glue = bindServerTables({
  parameters: PARAMETERS,
  requestBodies: REQUEST_BODIES,
  responseBodies: RESPONSE_BODIES,
  wrappers: WRAPPERS,
  variants: VARIANTS,
  errorBody: ERROR_BODY,
  errorValues: ERROR_VALUES,
  validate: validate as unknown as ServerTables['validate'],
});`,
    `${renderDoc([
      `A server of ${model.title} ${model.version}: routing, bearer check, rate limits, validation with the generated validators,`,
      `errors in the interface's own format. \`listener\` is a node:http request listener; \`listen(port?, host?)\` resolves to \`{ url, close() }\`.`,
    ])}export function ${names.createServer}(handlers: ${names.handlers}, options: ${names.serverOptions} = {}): HttpServerCore {
  return createServerCore({
    operations,
    handlers: glue.dispatch(handlers as { readonly [name: string]: OperationHandler | undefined }),
    formatError: glue.formatError,
    wrap: glue.wrap,
    validateRequest: glue.validateRequest,
    validateResponse: options.validateResponses ? glue.validateResponse : undefined,
    onError: options.onError,
    authenticate: options.authenticate,
    securitySchemes,
    traceHeader: ${model.traceHeader !== undefined ? literal(model.traceHeader) : 'undefined'},
    headers: REPLY_HEADERS,
    maxBodyBytes: options.maxBodyBytes,
    maxHeaderBytes: options.maxHeaderBytes,
    bodyTimeoutMs: options.bodyTimeoutMs,
    handlerTimeoutMs: options.handlerTimeoutMs,
    maxDepth: options.maxDepth,${forms ? '\n    formLimits: options.formLimits,' : ''}
    maxErrorBodyBytes: options.maxErrorBodyBytes,
    basePath: options.basePath,
    limits: options.rateLimits === false ? undefined : (options.rateLimits ?? rateLimits),
    rateLimitKeys,
    environment: options.environment,
    limiterAlgorithm: options.limiterAlgorithm,
    rateLimitStore: options.rateLimitStore,
    maxRateLimitCounters: options.maxRateLimitCounters,
    credentialKeyValues: options.credentialKeyValues,
    cors: options.cors,
    exchangeHooks: options.exchangeHooks,
  });
}`,
  ];
  const imports = [
    '/// <reference types="node" />',
    "import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';",
    context.importFrom('rest-client', { values: [names.error], types: [names.results] }),
    context.importFrom('operations', { values: ['operations', 'rateLimitKeys', 'rateLimits', 'securitySchemes'], types: ['OperationName', 'Operations', 'RateLimit'] }),
    serverCore.import(['createServerCore'], ['BasicCredentials', 'CorsOptions', 'ExchangeHooks', 'KeyValues', 'OperationHandler', 'RateLimitStore', 'HttpServerCore', 'Reply', 'ServerFault', 'WindowAlgorithm']),
    serverTables.import(['bindServerTables'], ['ParameterSpec', 'ServerTables']),
    context.importFrom('validators', { values: ['validate'] }),
  ];
  const header = `${renderDoc([`Server stub of ${model.title} ${model.version}.`, '', 'Generated from the definition; do not edit.'])}${imports.join('\n')}`;
  return buildSourceFile(header, statements);
}

interface ParameterSpec {
  name: string;
  in: string;
  required: boolean;
  kind: 'string' | 'integer' | 'number' | 'boolean' | 'other';
  array?: boolean;
  enum?: (string | number)[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

function parameterSpec(p: ParameterNode, model: ApiModel): ParameterSpec {
  const t = resolveType(model, p.type);
  const spec: ParameterSpec = { name: p.name, in: p.in, required: p.required, kind: 'other' };
  if (t.kind === 'array') spec.array = true;
  else if (t.kind === 'string') {
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

/** The per-scheme form of `authenticate`: one optional check per security scheme, typed by its credential. */
function schemeChecks(model: ApiModel): string {
  if (model.securitySchemes.length === 0) return 'Record<never, never>';
  const members = model.securitySchemes.map((s) => {
    const credential = s.kind === 'http-basic' ? 'BasicCredentials' : 'string';
    const doc = renderDoc([`Scheme \`${s.name}\` (${s.kind}${s.in !== undefined ? `, ${s.in} \`${s.paramName ?? ''}\`` : ''}).`]);
    return `${doc}readonly ${propertyKey(s.name)}?: (credential: ${credential}, request: IncomingMessage) => boolean | Promise<boolean>;`;
  });
  return `{\n${members.join('\n')}\n}`;
}

function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}


