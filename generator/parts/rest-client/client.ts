/**
 * Emits `src/client.ts`: the typed client of a REST interface (`<Pascal>Client`), its error classes and options,
 * and `connect<Pascal>(options)`, the connection a client is underneath (what the one-function-per-operation
 * `calls` entry takes), as thin glue over the runtime in `src/runtime/rest-client/`. One method per HTTP
 * operation: positional path parameters (except those the client holds), then required query/header
 * parameters, then the body, then an options object; results unwrapped from their response wrapper
 * (`x-svc-result`). Signatures name the model's types (`createInvoice(invoice: InvoiceWrite): Promise<Invoice>`),
 * so an editor shows what to pass and what comes back.
 */
import {
  clientPathParameters,
  httpOperations,
  idempotencyParameter,
  queryFacts,
  restNames,
  sharedParameters,
  successBody,
} from '../../facts/http.ts';
import { read } from '../../facts/index.ts';
import { typeIndex } from '../../facts/types.ts';
import type { ApiModel, HttpOperationNode } from '../../model/types.ts';
import { bodies } from '../operations/operations.ts';
import type { EmitContext } from '../../part-kit/contract.ts';
import { renderDoc } from '../../part-kit/jsdoc.ts';
import { buildSourceFile } from '../../part-kit/source-file.ts';
import { literal, propertyKey, typeExpression, type TypeContext } from '../../part-kit/type-expression.ts';
import { batchMethod, batchStatements, chunkedBatch } from './batch.ts';
import { callSignature, resultType } from './call.ts';
import { queryBuilderMethod, queryBuilderStatements } from './query.ts';
import { batch as batchRuntime, errors, httpClient, outcome, query as queryRuntime, rateLimiter, rateLimitStore, retry } from './runtime.ts';

/**
 * The runtime types src/client.ts imports beside the model's own types, by runtime module. The part reserves them
 * (`reserves`), so a schema of the same name (box's `AccessToken`) is renamed (`AccessToken2`) instead of
 * colliding with the import.
 */
export const RUNTIME_TYPES = {
  errors: ['ApiErrorInit', 'ErrorFactory'],
  httpClient: ['AccessToken', 'HttpClient', 'OutgoingRequest'],
  rateLimiter: ['KeyValues'],
  rateLimitStore: ['SharedRateLimitStore'],
  retry: ['RetryOptions'],
  outcome: ['OutcomeHeaders'],
  query: ['QueryDialect', 'SelectQuery'],
  batch: ['BatchOutcome', 'BatchShape'],
  /** Imported from the HTTP client (which re-exports them) when the definition has a scheme other than bearer. */
  security: ['BasicCredentials', 'CredentialSource'],
} as const satisfies Record<string, readonly string[]>;

export function emitRestClient(model: ApiModel, context: Pick<EmitContext, 'symbols' | 'importFrom'>): string {
  const names = restNames(model);
  const ops = httpOperations(model);
  const held = clientPathParameters(model);
  const idem = idempotencyParameter(model);
  const endpointNames = [...new Set(model.services.flatMap((s) => s.endpoints.flatMap((e) => (e.name ? [e.name] : []))))];
  const query = queryFacts(model);
  const batch = chunkedBatch(model);
  const used = new Set<string>();
  const types: TypeContext = { symbols: context.symbols, types: read(model, typeIndex), shape: 'read', used };
  const write: TypeContext = { ...types, shape: 'write' };

  const envType = [...endpointNames.map((n) => literal(n)), '{ readonly baseUrl: string; readonly name?: string }'].join(' | ');
  const heldMembers = held.map((p) => {
    const doc = renderDoc([p.description ?? `Value of the \`${p.name}\` path parameter of every operation.`]);
    return `${doc}readonly ${propertyKey(p.name)}: string;`;
  });
  const heldValues = held.map((p) => `${propertyKey(p.name)}: options[${literal(p.name)}]`).join(', ');
  const credentialKeys = model.rateLimitKeys.filter((k) => k.in === 'credential').map((k) => k.name);
  const idemOption = idem === undefined ? '' : `\n    idempotency: { in: ${literal(idem.in === 'query' ? 'query' : 'header')}, name: ${literal(idem.name)} },`;
  const firstEndpoint = model.services.flatMap((s) => s.endpoints)[0];
  const shared = sharedParameters(model);
  const sharedMembers = shared.map(({ parameter: p, option }) => {
    const where = `\`${p.name}\` ${p.in === 'query' ? 'query parameter' : 'header'}`;
    const doc = renderDoc([
      ...(p.description !== undefined ? [p.description, ''] : []),
      `Sent as the ${where} of every call; a call's own \`${p.in === 'query' ? 'query' : 'headers'}.${p.name}\` wins. Unset: none is sent.`,
    ]);
    return `  ${doc}readonly ${propertyKey(option)}?: ${typeExpression(p.type, write)};\n`;
  });
  // Client-wide values of the shared parameters, merged over the generic defaults (the named option wins).
  const sharedValues = (location: 'query' | 'header'): string =>
    shared
      .filter((s) => s.parameter.in === location)
      .map(({ parameter: p, option }) => {
        const value = `options.${option}`;
        return ` ...(${value} === undefined ? {} : { ${propertyKey(p.name)}: String(${value}) }),`;
      })
      .join('');
  const sharedQuery = sharedValues('query');
  const sharedHeaders = sharedValues('header');

  // The batch operation's method is the chunking one (batch.ts), under the same name.
  const methods = ops
    .filter((op) => op !== batch?.operation)
    .map((op) => {
      const call = callSignature(op, model, { held, types, write, callOptions: names.callOptions, target: 'this' });
      return `${renderDoc(call.doc)}${op.name}(${call.parameters}): Promise<${call.result}> {
    return ${call.body(`descriptors.${call.descriptor}`)};
  }`;
    });
  const safeNames = batch !== undefined ? `Exclude<keyof ${names.results}, ${literal(batch.operation.name)}>` : `keyof ${names.results}`;
  methods.push(`${renderDoc([
    'The non-throwing form of a method: `await client.safe(\'<operation>\', ...its arguments)` answers',
    '`{ ok, status, data | error, headers }`: an error status is returned, its body typed by `status`, and the declared',
    'response headers typed by their schemas. Network failures and timeouts still throw.',
  ])}safe<Name extends ${safeNames}>(operation: Name, ...args: ${names.client}[Name] extends (...a: infer A) => unknown ? A : never): Promise<${names.outcome}<Name>> {
    const call: HttpClient['call'] = (descriptor, input) => settleCall(this.http, descriptor, input, unwrap) as never;
    const method = (${names.client}.prototype as unknown as { readonly [name: string]: (...a: unknown[]) => unknown })[operation];
    return method.apply({ http: { ...this.http, call }, pathValues: this.pathValues }, args) as Promise<${names.outcome}<Name>>;
  }`);
  if (query !== undefined) methods.push(queryBuilderMethod(model, query));
  if (batch !== undefined) methods.push(batchMethod(model, batch));

  const statements: string[] = [
    `${renderDoc([`An error answer of the ${model.title}: HTTP status, the parsed error body, the trace id and the operation.`])}export class ${names.error} extends ApiError {
  declare readonly body: Operations[OperationName]['error'] | undefined;
  ${renderDoc(['Written out: a minifier may rename the class, not the error.'])}override name: string = ${literal(names.error)};

  ${renderDoc(['Whether this answers `operation`: then `status` narrows `body` to that status\'s declared error body.'])}isFrom<Name extends keyof ${names.errorBodies}>(operation: Name): this is ${names.failure}<Name> {
    return this.operation === operation;
  }

  ${renderDoc(['An error to throw from a server handler: answered with this status and body.'])}static of(status: number, body: Operations[OperationName]['error']): ${names.error} {
    return new ${names.error}({ status, body, operation: '', throttled: status === 429 });
  }
}`,
    `${renderDoc([`The ${model.title} throttled the call (HTTP 429), whatever the body's format. Also an \`instanceof ThrottleError\`.`])}export class ${names.throttleError} extends ${names.error} {
  override name: string = ${literal(names.throttleError)};

  constructor(init: ApiErrorInit) {
    super(init);
    brandThrottled(this);
  }
}`,
    `const errorFactory: ErrorFactory = (init) => (init.throttled ? new ${names.throttleError}(init) : new ${names.error}(init));`,
    `${renderDoc(['Where the client sends its calls: a named endpoint of the definition, or any base URL (`name` selects that endpoint\'s rate limits).'])}export type ${names.environment} = ${envType};`,
    `${renderDoc([`Options of \`new ${names.client}(...)\` and \`${names.connect}(...)\`.`])}export interface ${names.clientOptions} {
  ${renderDoc([`Endpoint: ${endpointNames.map((n) => `\`'${n}'\``).join(', ') || 'none named'} or \`{ baseUrl }\`. Default: the first server of the definition${firstEndpoint !== undefined ? ` (\`${firstEndpoint.url}\`)` : ''}.`])}readonly environment?: ${names.environment};
  ${heldMembers.join('\n')}
  ${renderDoc(['Bearer token, a function returning a fresh one (called again once after a 401, shared by concurrent calls), or a provider asked on every call (an OAuth helper\'s `forGrant(key)`).'])}readonly accessToken?: AccessToken;
  ${renderDoc(['Same as `accessToken` (`auth: oauth.forGrant(key)` reads better); `accessToken` wins when both are given.'])}readonly auth?: AccessToken;
${credentialsMember(model)}${sharedMembers.join('')}  ${renderDoc(['`fetch` to use; default the global one.'])}readonly fetch?: typeof fetch;
  ${renderDoc(['Per attempt, in milliseconds, from asking for the access token until the whole body is read; default 30 s, 0 = none.'])}readonly timeoutMs?: number;
  ${renderDoc(['Largest response body read, in bytes; beyond it the call fails with reason `response-too-large`. Default 50 MiB.'])}readonly maxResponseBytes?: number;
  ${renderDoc(['JSON or XML bodies nested deeper than this fail with reason `too-deep` and are never built. Default 64.'])}readonly maxDepth?: number;
  ${renderDoc(['Retry policy for 429/502/503/504 and network errors; `false` = never retry.'])}readonly retry?: RetryOptions | false;
  ${renderDoc(['Sees (and may change the headers of) every request before it is sent.'])}readonly onRequest?: (request: OutgoingRequest) => void | Promise<void>;
  ${renderDoc(['Query values sent with every call whose operation declares the parameter (e.g. a version).'])}readonly defaultQuery?: { readonly [name: string]: string };
  ${renderDoc(['Values of the rate-limit keys no request carries (the app, the workspace ...); default: one value for this client.'])}readonly keyValues?: KeyValues;
  ${renderDoc(['Share one limiter between clients that count against the same limits.'])}readonly limiter?: RateLimiter;
  ${renderDoc(['Rate-limit windows shared with the app\'s other processes (`new RedisRateLimitStore({ url })`); default this client\'s memory.'])}readonly rateLimitStore?: SharedRateLimitStore;
}`,
    `${renderDoc(['Per-call options: optional query and header parameters, an explicit idempotency key, an abort signal.'])}export interface ${names.callOptions}<Q = Record<never, never>, H = Record<never, never>> {
  readonly query?: Q;
  readonly headers?: H;
  ${renderDoc(['Idempotency key for this logical call (default: a fresh one, reused on retries).'])}readonly idempotencyKey?: string;
  readonly signal?: AbortSignal;
}`,
    `${renderDoc(['What each operation resolves to: the success body, unwrapped from its response wrapper where the definition has one.'])}export interface ${names.results} {
${ops.map((op) => `  ${propertyKey(op.name)}: ${resultType(op, model, types)};`).join('\n')}
}`,
    `${renderDoc(['Per operation, its declared error answers, discriminated by `status` (`default` and ranges as `number`).'])}export interface ${names.errorBodies} {
${ops.map((op) => `  ${propertyKey(op.name)}: ${errorVariants(op, types)};`).join('\n')}
}`,
    `${renderDoc(['Per operation, the headers its success responses declare (lower-cased names), typed by their schemas.'])}export interface ${names.responseHeaders} {
${ops.map((op) => `  ${propertyKey(op.name)}: ${successHeaders(op, types)};`).join('\n')}
}`,
    `${renderDoc([`The error an operation's call throws, narrowed by \`status\` (\`if (e instanceof ${names.error} && e.isFrom('<operation>') && e.status === 404)\`).`])}export type ${names.failure}<Name extends keyof ${names.errorBodies}> = ${names.error} & ${names.errorBodies}[Name] & { readonly operation: Name };`,
    `${renderDoc(['What `client.safe(...)` answers: the result and headers, or the error status with its typed body (`cause` is the error a call throws).'])}export type ${names.outcome}<Name extends keyof ${names.results} & keyof ${names.errorBodies}> =
  | { readonly ok: true; readonly status: number; readonly data: ${names.results}[Name]; readonly headers: ${names.responseHeaders}[Name] & OutcomeHeaders }
  | (${names.errorBodies}[Name] extends infer F
      ? F extends { readonly status: infer S; readonly body: infer B }
        ? { readonly ok: false; readonly status: S; readonly error: B; readonly headers: OutcomeHeaders; readonly cause: ${names.error} }
        : never
      : never);`,
    `${renderDoc(['The result of a success body: its member named by the descriptor (`x-svc-result`), else the body.'])}function unwrap(operation: HttpOperationDescriptor, body: unknown): unknown {
  const member = operation.result;
  if (member === undefined || body === null || typeof body !== 'object') return body;
  return (body as { readonly [name: string]: unknown })[member];
}`,
    `${renderDoc([
      `What a ${model.title} client is underneath: the HTTP client (rate limits, retries, token refresh, typed errors) and the path values`,
      `every call carries. \`${names.client}\` is one; the functions of the \`calls\` entry take one, so a bundle keeps only the operations it calls.`,
    ])}export interface ${names.connection} {
  ${renderDoc(['The generic HTTP client underneath, for calls the generated methods do not cover.'])}readonly http: HttpClient;
  ${renderDoc(['Values of the path parameters every operation carries.'])}readonly pathValues: { readonly [name: string]: string };
}`,
    `${renderDoc([`A connection to the ${model.title} (see \`${names.connection}\`).`])}export function ${names.connect}(options: ${names.clientOptions}): ${names.connection} {
  const environment = options.environment;
  const named = typeof environment === 'string' ? endpoints.find((e) => e.name === environment) : undefined;
  if (typeof environment === 'string' && named === undefined) {
    throw new TypeError(\`Unknown environment "\${environment}" (known: \${endpoints.flatMap((e) => (e.name === undefined ? [] : [e.name])).join(', ') || 'none'}; or give { baseUrl })\`);
  }
  const endpoint = typeof environment === 'object' ? undefined : (named ?? endpoints[0]);
  if (typeof environment !== 'object' && endpoint === undefined) throw new TypeError('The definition names no server: give environment: { baseUrl }');
  const baseUrl = typeof environment === 'object' ? environment.baseUrl : (endpoint as { readonly url: string }).url;
  const ownKeys: KeyValues = { ${credentialKeys.map((k) => `${propertyKey(k)}: 'client'`).join(', ')} };
  const http = createHttpClient({
    baseUrl,
    accessToken: options.accessToken ?? options.auth,${otherSchemes(model) ? '\n    credentials: options.credentials,\n    securitySchemes,' : ''}
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    maxResponseBytes: options.maxResponseBytes,
    maxDepth: options.maxDepth,
    retry: options.retry,
    onRequest: options.onRequest,
    limits: rateLimits,
    rateLimitKeys,
    environment: typeof environment === 'object' ? environment.name : endpoint?.name,
    limiter: options.limiter,
    rateLimitStore: options.rateLimitStore,
    keyValues: { ...ownKeys, ...options.keyValues },
    errorFactory,${idemOption}
    traceHeader: ${model.traceHeader !== undefined ? literal(model.traceHeader) : 'undefined'},
    unwrap,
    defaultQuery: ${sharedQuery === '' ? 'options.defaultQuery' : `{ ...options.defaultQuery,${sharedQuery} }`},${sharedHeaders === '' ? '' : `\n    defaultHeaders: {${sharedHeaders} },`}
  });
  return { http, pathValues: { ${heldValues} } };
}`,
    `${renderDoc([
      `Client of ${model.title} ${model.version}: one method per operation, typed from the definition.`,
      '',
      'Calls wait for the declared rate limits, retry what is safe to repeat, refresh the token once on 401 and throw',
      `\`${names.error}\` (\`${names.throttleError}\` on 429), \`NetworkError\` or \`TimeoutError\`.`,
      ...(shared.length > 0
        ? ['', `Parameters every operation declares are given once as options (${shared.map((s) => `\`${s.option}\``).join(', ')}) and sent on every call; a call's own value wins.`]
        : []),
    ])}export class ${names.client} implements ${names.connection} {
  readonly http: HttpClient;
  readonly pathValues: { readonly [name: string]: string };

  constructor(options: ${names.clientOptions}) {
    const connection = ${names.connect}(options);
    this.http = connection.http;
    this.pathValues = connection.pathValues;
  }

${methods.join('\n\n')}
}`,
  ];
  if (ops.some((op) => (op.bodyFlags ?? []).length > 0)) {
    statements.push(`${renderDoc(['The body with the flags given in the call options set (flags left undefined keep the body\'s own value).'])}function withFlags<B>(body: B, flags: { readonly [member: string]: boolean | undefined }): B {
  const set = Object.entries(flags).filter(([, v]) => v !== undefined);
  return set.length === 0 || body === null || typeof body !== 'object' ? body : { ...body, ...Object.fromEntries(set) };
}`);
  }
  if (query !== undefined) statements.push(...queryBuilderStatements(model, query));
  if (batch !== undefined) statements.push(...batchStatements(model, batch));

  const imports = [
    errors.import(['ApiError', 'brandThrottled'], RUNTIME_TYPES.errors),
    httpClient.import(['createHttpClient'], otherSchemes(model) ? [...RUNTIME_TYPES.httpClient, ...RUNTIME_TYPES.security].sort() : RUNTIME_TYPES.httpClient),
    rateLimiter.import(batch !== undefined ? ['RateLimiter', 'maxItemsPerRequest'] : ['RateLimiter'], RUNTIME_TYPES.rateLimiter),
    rateLimitStore.importTypes(RUNTIME_TYPES.rateLimitStore),
    outcome.import(['settleCall'], RUNTIME_TYPES.outcome),
    retry.importTypes(RUNTIME_TYPES.retry),
    context.importFrom('operations', { values: ['endpoints', 'rateLimitKeys', 'rateLimits', ...(otherSchemes(model) ? ['securitySchemes'] : [])], types: ['HttpOperationDescriptor', 'OperationName', 'Operations'] }),
    context.importFrom('operations', { module: 'operation-descriptors', namespace: 'descriptors' }),
    ...(used.size > 0 ? [context.importFrom('types', { types: [...used].sort() })] : []),
    ...(query !== undefined ? [queryRuntime.import(['selectFrom', 'statementCall'], RUNTIME_TYPES.query)] : []),
    ...(batch !== undefined ? [batchRuntime.import(['runBatch'], RUNTIME_TYPES.batch)] : []),
  ];
  const header = `${renderDoc([`Typed client of ${model.title} ${model.version}.`, '', 'Generated from the definition; do not edit.'])}${imports.join('\n')}`;
  return buildSourceFile(header, statements);
}

/** Whether the definition has a security scheme the access token does not serve (basic, apiKey ...). */
function otherSchemes(model: ApiModel): boolean {
  return model.securitySchemes.some((s) => !['http-bearer', 'oauth2', 'openid'].includes(s.kind));
}

/** The `credentials` option: one member per security scheme, typed by its credential (none when bearer only). */
function credentialsMember(model: ApiModel): string {
  if (!otherSchemes(model)) return '';
  const members = model.securitySchemes.map((s) => {
    const type = s.kind === 'http-basic' ? 'BasicCredentials' : 'string';
    const where = s.kind === 'api-key' ? `API key, sent in ${s.in ?? 'header'} \`${s.paramName ?? ''}\`` : s.kind === 'http-basic' ? '`{ username, password }`, sent as `Authorization: Basic`' : s.kind === 'other' ? 'the `Authorization` header as sent' : 'a token, sent as `Authorization: Bearer` (else `accessToken`)';
    return `${renderDoc([`Scheme \`${s.name}\`: ${where}.${s.description !== undefined ? ` ${s.description}` : ''}`])}readonly ${propertyKey(s.name)}?: CredentialSource<${type}>;`;
  });
  return `  ${renderDoc([
    'Credentials by security scheme, each a value or a function asked on every call: each operation sends those of the',
    'first of its security requirements the client holds (the access token standing for bearer schemes).',
  ])}readonly credentials?: {\n${members.join('\n')}\n};\n`;
}

/** An operation's non-2xx responses as `{ status; body }` variants (a `default` or `4XX` status is `number`). */
function errorVariants(op: HttpOperationNode, ctx: TypeContext): string {
  const failures = op.responses.filter((r) => !r.status.startsWith('2'));
  if (failures.length === 0) return '{ readonly status: number; readonly body: unknown }';
  const variants = failures.map((r) => `{ readonly status: ${/^\d{3}$/.test(r.status) ? r.status : 'number'}; readonly body: ${bodies([r.contents], ctx, 'undefined')} }`);
  return [...new Set(variants)].join(' | ');
}

/** The headers an operation's 2xx responses declare: required when every 2xx response requires it. */
function successHeaders(op: HttpOperationNode, ctx: TypeContext): string {
  const success = op.responses.filter((r) => r.status.startsWith('2'));
  const names = [...new Set(success.flatMap((r) => r.headers.map((h) => h.name.toLowerCase())))].sort();
  if (names.length === 0) return 'Record<never, never>';
  const members = names.map((name) => {
    const declared = success.flatMap((r) => r.headers.filter((h) => h.name.toLowerCase() === name));
    const required = success.every((r) => r.headers.some((h) => h.name.toLowerCase() === name && h.required));
    return `readonly ${propertyKey(name)}${required ? '' : '?'}: ${typeExpression(declared[0].type, ctx)}`;
  });
  return `{ ${members.join('; ')} }`;
}
