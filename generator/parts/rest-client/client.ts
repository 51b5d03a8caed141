/**
 * Emits `src/client.ts`: the typed client class of a REST interface (`<Pascal>Client`), its error classes and
 * options, as thin glue over the runtime in `src/runtime/rest/`. One method per HTTP operation: positional path
 * parameters (except those the client holds), then required query/header parameters, then the body, then an
 * options object; results unwrapped from their response wrapper (`x-svc-result`).
 */
import {
  argumentName,
  clientPathParameters,
  httpOperations,
  idempotencyParameter,
  optionalParameters,
  positionalParameters,
  queryFacts,
  requestBodyType,
  restNames,
  successBody,
  type BatchFacts,
  type QueryFacts,
} from '../../facts/http.ts';
import type { ApiModel, HttpOperationNode, ParameterNode } from '../../model/types.ts';
import type { EmitContext } from '../../part-kit/contract.ts';
import { renderDoc } from '../../part-kit/jsdoc.ts';
import { buildSourceFile } from '../../part-kit/source-file.ts';
import { literal, propertyKey } from '../../part-kit/type-expression.ts';
import { batchMethod, batchStatements, chunkedBatch } from './batch.ts';
import { queryBuilderMethod, queryBuilderStatements } from './query.ts';
import { batch as batchRuntime, errors, httpClient, query as queryRuntime, rateLimiter, retry } from './runtime.ts';

export function emitRestClient(model: ApiModel, context: Pick<EmitContext, 'importFrom'>): string {
  const names = restNames(model);
  const ops = httpOperations(model);
  const held = clientPathParameters(model);
  const idem = idempotencyParameter(model);
  const endpointNames = [...new Set(model.services.flatMap((s) => s.endpoints.flatMap((e) => (e.name ? [e.name] : []))))];
  const query = queryFacts(model);
  const batch = chunkedBatch(model);

  const results = Object.fromEntries(ops.flatMap((op) => {
    const r = successBody(op, model).resultProperty;
    return r === undefined ? [] : [[op.name, r]];
  }));

  const envType = [...endpointNames.map((n) => literal(n)), '{ readonly baseUrl: string; readonly name?: string }'].join(' | ');
  const heldMembers = held.map((p) => {
    const doc = renderDoc([p.description ?? `Value of the \`${p.name}\` path parameter of every operation.`]);
    return `${doc}readonly ${argumentName(p.name)}: string;`;
  });

  const statements: string[] = [
    `${renderDoc([`An error answer of the ${model.title}: HTTP status, the parsed error body, the trace id and the operation.`])}export class ${names.error} extends ApiError {
  declare readonly body: Operations[OperationName]['error'] | undefined;

  ${renderDoc(['An error to throw from a server handler: answered with this status and body.'])}static of(status: number, body: Operations[OperationName]['error']): ${names.error} {
    return new ${names.error}({ status, body, operation: '', throttled: status === 429 });
  }
}`,
    `${renderDoc([`The ${model.title} throttled the call (HTTP 429), whatever the body's format. Also an \`instanceof ThrottleError\`.`])}export class ${names.throttleError} extends ${names.error} {
  constructor(init: ApiErrorInit) {
    super(init);
    brandThrottled(this);
  }
}`,
    `const errorFactory: ErrorFactory = (init) => (init.throttled ? new ${names.throttleError}(init) : new ${names.error}(init));`,
    `${renderDoc(['Where the client sends its calls: a named endpoint of the definition, or any base URL (`name` selects that endpoint\'s rate limits).'])}export type ${pascalOf(names.client)}Environment = ${envType};`,
    `${renderDoc([`Options of \`new ${names.client}(...)\`.`])}export interface ${names.clientOptions} {
  ${renderDoc([`Endpoint: ${endpointNames.map((n) => `\`'${n}'\``).join(', ') || 'none named'} or \`{ baseUrl }\`. Default: the first endpoint of the definition.`])}readonly environment?: ${pascalOf(names.client)}Environment;
  ${heldMembers.join('\n')}
  ${renderDoc(['Bearer token, a function returning a fresh one (called again once after a 401, shared by concurrent calls), or a provider asked on every call (an OAuth helper\'s `forGrant(key)`).'])}readonly accessToken?: AccessToken;
  ${renderDoc(['Same as `accessToken` (`auth: oauth.forGrant(key)` reads better); `accessToken` wins when both are given.'])}readonly auth?: AccessToken;
  ${renderDoc(['`fetch` to use; default the global one.'])}readonly fetch?: typeof fetch;
  ${renderDoc(['Per attempt, in milliseconds; default 30 s, 0 = none.'])}readonly timeoutMs?: number;
  ${renderDoc(['Largest response body read, in bytes; beyond it the call fails with reason `response-too-large`. Default 50 MiB.'])}readonly maxResponseBytes?: number;
  ${renderDoc(['Retry policy for 429/502/503/504 and network errors; `false` = never retry.'])}readonly retry?: RetryOptions | false;
  ${renderDoc(['Sees (and may change the headers of) every request before it is sent.'])}readonly onRequest?: (request: OutgoingRequest) => void | Promise<void>;
  ${renderDoc(['Query values sent with every call whose operation declares the parameter (e.g. a version).'])}readonly defaultQuery?: { readonly [name: string]: string };
  ${renderDoc(['Values of the rate-limit keys no request carries (the app, the workspace ...); default: one value for this client.'])}readonly keyValues?: KeyValues;
  ${renderDoc(['Share one limiter between clients that count against the same limits.'])}readonly limiter?: RateLimiter;
}`,
    `${renderDoc(['Per-call options: optional query and header parameters, an explicit idempotency key, an abort signal.'])}export interface ${pascalOf(names.client)}CallOptions<Q = Record<never, never>, H = Record<never, never>> {
  readonly query?: Q;
  readonly headers?: H;
  ${renderDoc(['Idempotency key for this logical call (default: a fresh one, reused on retries).'])}readonly idempotencyKey?: string;
  readonly signal?: AbortSignal;
}`,
    `${renderDoc(['What each method resolves to: the success body, unwrapped from its response wrapper where the definition has one.'])}export interface ${names.results} {
${ops.map((op) => `  ${op.name}: ${resultType(op, model)};`).join('\n')}
}`,
    `const RESULT_MEMBERS: { readonly [operation: string]: string } = ${objectLiteral(results)};`,
    `function unwrap(operation: HttpOperationDescriptor, body: unknown): unknown {
  const member = RESULT_MEMBERS[operation.name];
  if (member === undefined || body === null || typeof body !== 'object') return body;
  return (body as { readonly [name: string]: unknown })[member];
}`,
    clientClass(model, ops, held, idem, endpointNames, query, batch),
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
    errors.import(['ApiError', 'brandThrottled'], ['ApiErrorInit', 'ErrorFactory']),
    httpClient.import(['createHttpClient'], ['AccessToken', 'HttpClient', 'OutgoingRequest']),
    batch !== undefined ? rateLimiter.import(['RateLimiter', 'maxItemsPerRequest'], ['KeyValues']) : rateLimiter.import(['RateLimiter'], ['KeyValues']),
    retry.importTypes(['RetryOptions']),
    context.importFrom('operations', { types: ['HttpOperationDescriptor'] }),
    context.importFrom('operations', { values: ['endpoints', 'operations', 'rateLimitKeys', 'rateLimits'], types: ['OperationName', 'Operations'] }),
    ...(query !== undefined ? [queryRuntime.import(['selectFrom'], ['QueryDialect', 'SelectQuery'])] : []),
    ...(batch !== undefined ? [batchRuntime.import(['runBatch'], ['BatchOutcome', 'BatchShape'])] : []),
  ];
  const header = `${renderDoc([`Typed client of ${model.title} ${model.version}.`, '', 'Generated from the definition; do not edit.'])}${imports.join('\n')}`;
  return buildSourceFile(header, statements);
}

function pascalOf(clientName: string): string {
  return clientName.replace(/Client$/, '');
}

function clientClass(
  model: ApiModel,
  ops: readonly HttpOperationNode[],
  held: readonly ParameterNode[],
  idem: ParameterNode | undefined,
  endpointNames: string[],
  query: QueryFacts | undefined,
  batch: BatchFacts | undefined,
): string {
  const names = restNames(model);
  const heldValues = held.map((p) => `${propertyKey(p.name)}: options.${argumentName(p.name)}`).join(', ');
  const credentialKeys = model.rateLimitKeys.filter((k) => k.in === 'credential').map((k) => k.name);
  // The batch operation's method is the chunking one (rest-batch.ts), under the same name.
  const methods = ops.filter((op) => op !== batch?.operation).map((op) => method(op, model, held));
  if (query !== undefined) methods.push(queryBuilderMethod(model, query));
  if (batch !== undefined) methods.push(batchMethod(model, batch));
  const idemOption = idem === undefined ? '' : `\n      idempotency: { in: ${literal(idem.in === 'query' ? 'query' : 'header')}, name: ${literal(idem.name)} },`;
  const docLines = [
    `Client of ${model.title} ${model.version}: one method per operation, typed from the definition.`,
    '',
    'Calls wait for the declared rate limits, retry what is safe to repeat, refresh the token once on 401 and throw',
    `\`${names.error}\` (\`${names.throttleError}\` on 429), \`NetworkError\` or \`TimeoutError\`.`,
  ];
  return `${renderDoc(docLines)}export class ${names.client} {
  ${renderDoc(['The generic HTTP client underneath, for calls this class does not cover.'])}readonly http: HttpClient;
  private readonly pathValues: { readonly [name: string]: string };

  constructor(options: ${names.clientOptions}) {
    const environment = options.environment ?? ${endpointNames.length > 0 ? literal(endpointNames[0]) : "''"};
    const named = typeof environment === 'string' ? endpoints.find((e) => e.name === environment) : undefined;
    if (typeof environment === 'string' && named === undefined) throw new TypeError(\`Unknown environment "\${environment}"\`);
    const baseUrl = typeof environment === 'string' ? (named as { url: string }).url : environment.baseUrl;
    const environmentName = typeof environment === 'string' ? environment : environment.name;
    this.pathValues = { ${heldValues} };
    const ownKeys: KeyValues = { ${credentialKeys.map((k) => `${propertyKey(k)}: 'client'`).join(', ')} };
    this.http = createHttpClient({
      baseUrl,
      accessToken: options.accessToken ?? options.auth,
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
      maxResponseBytes: options.maxResponseBytes,
      retry: options.retry,
      onRequest: options.onRequest,
      limits: rateLimits,
      rateLimitKeys,
      environment: environmentName,
      limiter: options.limiter,
      keyValues: { ...ownKeys, ...options.keyValues },
      errorFactory,${idemOption}
      traceHeader: ${model.traceHeader !== undefined ? literal(model.traceHeader) : 'undefined'},
      unwrap,
      defaultQuery: options.defaultQuery,
    });
  }

${methods.join('\n\n')}
}`;
}

function method(op: HttpOperationNode, model: ApiModel, held: readonly ParameterNode[]): string {
  const names = restNames(model);
  const positional = positionalParameters(op, model, held);
  const ref = `Operations[${literal(op.name)}]`;
  const args: string[] = [];
  const pathEntries: string[] = held.filter((h) => op.parameters.some((p) => p.in === 'path' && p.name === h.name)).map((h) => `${propertyKey(h.name)}: this.pathValues[${literal(h.name)}]`);
  const queryEntries: string[] = [];
  const headerEntries: string[] = [];
  const used = new Set<string>();
  for (const p of positional) {
    const arg = argumentName(p.name);
    used.add(arg);
    const location = p.in === 'path' ? 'path' : p.in === 'query' ? 'query' : 'headers';
    args.push(`${arg}: ${ref}[${literal(location)}][${literal(p.name)}]`);
    if (p.in === 'path') pathEntries.push(`${propertyKey(p.name)}: ${arg}`);
    else if (p.in === 'query') queryEntries.push(`${propertyKey(p.name)}: ${arg}`);
    else headerEntries.push(`${propertyKey(p.name)}: String(${arg})`);
  }
  let bodyArg: string | undefined;
  if (op.requestBody !== undefined && op.requestBody.contents.length > 0) {
    const typeName = requestBodyType(op);
    bodyArg = typeName === undefined ? 'body' : argumentName(typeName);
    if (bodyArg === 'bodyValue' || used.has(bodyArg)) bodyArg = 'requestBody';
    args.push(`${bodyArg}${op.requestBody.required ? '' : '?'}: ${ref}['request']`);
  }
  const optQuery = optionalParameters(op, model, held, 'query').map((p) => literal(p.name));
  const optHeaders = optionalParameters(op, model, held, 'header').map((p) => literal(p.name));
  const q = optQuery.length > 0 ? `Pick<${ref}['query'], ${optQuery.join(' | ')}>` : 'Record<never, never>';
  const h = optHeaders.length > 0 ? `Pick<${ref}['headers'], ${optHeaders.join(' | ')}>` : 'Record<never, never>';
  // Body flags (`x-svc-body-flags`) are options that set a boolean member of the body: `{ sparse: true }`.
  const flags = bodyArg !== undefined ? (op.bodyFlags ?? []) : [];
  const flagMembers = flags.map((f) => `${renderDoc([`Sets \`${f}\` in the request body.`])}readonly ${propertyKey(f)}?: boolean;`);
  const optionsType = `${pascalOf(names.client)}CallOptions<${q}, ${h}>${flags.length > 0 ? ` & {\n${flagMembers.join('\n')}\n}` : ''}`;
  args.push(`options?: ${optionsType}`);
  const bodyValue =
    bodyArg === undefined ? undefined : flags.length === 0 ? bodyArg : `withFlags(${bodyArg}, { ${flags.map((f) => `${propertyKey(f)}: options?.${f}`).join(', ')} })`;

  const query = queryEntries.length > 0 ? `{ ...options?.query, ${queryEntries.join(', ')} }` : 'options?.query';
  const headers =
    headerEntries.length > 0 ? `{ ...(options?.headers as { [name: string]: string | undefined }), ${headerEntries.join(', ')} }` : 'options?.headers as { [name: string]: string | undefined } | undefined';
  const doc = [op.summary ?? op.name, ...(op.description ? ['', op.description] : []), ...(op.deprecated ? ['', '@deprecated'] : [])];
  return `${renderDoc(doc)}${op.name}(${args.join(', ')}): Promise<${names.results}[${literal(op.name)}]> {
    return this.http.call(operations.${op.name}, {
      path: { ${pathEntries.join(', ')} },
      query: ${query},
      headers: ${headers},${bodyValue !== undefined ? `\n      body: ${bodyValue},` : ''}
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }`;
}

function resultType(op: HttpOperationNode, model: ApiModel): string {
  const ref = `Operations[${literal(op.name)}]`;
  const result = successBody(op, model).resultProperty;
  return result === undefined ? `${ref}['response']` : `NonNullable<NonNullable<${ref}['response']>[${literal(result)}]>`;
}

function objectLiteral(entries: Record<string, string>): string {
  const parts = Object.entries(entries).map(([k, v]) => `${propertyKey(k)}: ${literal(v)}`);
  return parts.length === 0 ? '{}' : `{ ${parts.join(', ')} }`;
}
