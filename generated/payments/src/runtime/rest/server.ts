/// <reference types="node" />
/**
 * The generic core of a generated REST server stub: a node:http request listener that routes by method, path
 * template and selector query values, checks the bearer token, enforces the declared rate limits per key,
 * parses JSON bodies under a size limit, runs injected validators, calls the operation's handler and writes
 * the result, with a trace id header on every response. Errors are written through the interface's formatter,
 * so each API answers in its own error format; no stack trace ever leaves the process.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpOperationDescriptor, OperationDescriptor, RateLimit, RateLimitKey } from '../operation-table.js';
import { decodeText, isJsonMediaType, parseContentType } from './content.js';
import { ApiError } from './errors.js';
import { RateLimitEnforcer, resolveKeyValues, type KeyValues, type WindowAlgorithm } from './rate-limiter.js';

/** What a failure is, independent of how an interface spells it; the formatter turns it into a body. */
export type FaultKind =
  | 'unauthorized'
  | 'bad-request'
  | 'validation'
  | 'not-found'
  | 'method-not-allowed'
  | 'not-acceptable'
  | 'payload-too-large'
  | 'unsupported-media-type'
  | 'throttled'
  | 'internal'
  | 'not-implemented';

export interface ServerFault {
  readonly kind: FaultKind;
  readonly status: number;
  readonly message: string;
  /** Individual problems (validation errors), when there are several. */
  readonly details?: readonly string[];
  /** Operation the request was routed to, when routing got that far. */
  readonly operation?: string;
}

/** The validated parts of a request a handler receives. */
export interface RequestParts {
  readonly params: { readonly [name: string]: string };
  /** Query values without the operation's selector; repeated names give arrays. */
  readonly query: { readonly [name: string]: string | string[] };
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
}

export interface HandlerContext extends RequestParts {
  readonly operation: HttpOperationDescriptor;
  readonly traceId: string;
  /** The bearer token, when the operation requires one. */
  readonly token?: string;
  readonly request: IncomingMessage;
}

export type OperationHandler = (context: HandlerContext) => unknown;

/** A handler's answer with an explicit status or headers (otherwise: the first declared 2xx status). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
    readonly headers: { readonly [name: string]: string } = {},
  ) {}
}

export type RequestValidation =
  | { readonly ok: true; readonly parts?: RequestParts; readonly dropped?: readonly string[] }
  | { readonly ok: false; readonly errors: readonly string[] };

export type ResponseValidation = { readonly ok: true } | { readonly ok: false; readonly errors: readonly string[] };

export interface ServerCoreOptions {
  readonly operations: { readonly [name: string]: OperationDescriptor };
  readonly handlers: { readonly [name: string]: OperationHandler | undefined };
  /** Error body in the interface's own format. */
  readonly formatError: (fault: ServerFault) => unknown;
  /** Turns what a handler threw into a response; default: `ApiError`s (and look-alikes) answer their status and body. */
  readonly handlerError?: (thrown: unknown, operation: HttpOperationDescriptor) => Reply | undefined;
  /** Result as the client sees it -> body on the wire (e.g. `entity` -> `{Entity, time}`). */
  readonly wrap?: (operation: HttpOperationDescriptor, result: unknown) => unknown;
  readonly validateRequest?: (operation: string, parts: RequestParts) => RequestValidation;
  /** Checks handler results; a mismatch answers 500 and reports through `onError` (meant for tests). */
  readonly validateResponse?: (operation: string, status: number, body: unknown) => ResponseValidation;
  /** Told about handler exceptions and invalid responses; default writes one line to stderr. */
  readonly onError?: (error: unknown, fault: ServerFault) => void;
  /** Accepts or refuses a well-formed bearer token; default accepts any. */
  readonly authenticate?: (token: string, request: IncomingMessage) => boolean | Promise<boolean>;
  /** Response header with a fresh trace id. Default `x-trace-id`. */
  readonly traceHeader?: string;
  /** Extra headers on every response (e.g. a version header). */
  readonly headers?: { readonly [name: string]: string };
  /** Request body limit in bytes. Default 1 MiB. */
  readonly maxBodyBytes?: number;
  /** Path prefix of the endpoint URL (the operations' paths are relative to it). */
  readonly basePath?: string;
  readonly limits?: readonly RateLimit[];
  readonly rateLimitKeys?: readonly RateLimitKey[];
  readonly environment?: string;
  readonly limiterAlgorithm?: WindowAlgorithm;
  /** Values of `credential` rate-limit keys for a token; default: every credential key is the token itself. */
  readonly credentialKeyValues?: (token: string | undefined, request: IncomingMessage) => KeyValues;
}

export interface ListeningServer {
  /** Base URL, including `basePath`. */
  readonly url: string;
  close(): Promise<void>;
}

export interface ServerCore {
  readonly listener: (request: IncomingMessage, response: ServerResponse) => void;
  listen(port?: number, host?: string): Promise<ListeningServer>;
}

const STATUS: { readonly [kind in FaultKind]: number } = {
  unauthorized: 401,
  'bad-request': 400,
  validation: 400,
  'not-found': 404,
  'method-not-allowed': 405,
  'not-acceptable': 406,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  throttled: 429,
  internal: 500,
  'not-implemented': 501,
};

export function fault(kind: FaultKind, message: string, extra: { details?: readonly string[]; operation?: string } = {}): ServerFault {
  return { kind, status: STATUS[kind], message, ...extra };
}

/** RFC 6750 `b64token`. */
const BEARER = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/i;

interface Route {
  readonly operation: HttpOperationDescriptor;
  readonly segments: readonly string[];
  /** Index -> placeholder name. */
  readonly placeholders: ReadonlyMap<number, string>;
  readonly selector: readonly (readonly [string, string])[];
  readonly successStatus: number;
}

function compileRoutes(operations: { readonly [name: string]: OperationDescriptor }): Route[] {
  const routes: Route[] = [];
  for (const operation of Object.values(operations)) {
    if (operation.kind !== 'http') continue;
    const segments = operation.path.split('/');
    const placeholders = new Map<number, string>();
    segments.forEach((s, i) => {
      const m = /^\{([^}]+)\}$/.exec(s);
      if (m) placeholders.set(i, m[1]);
    });
    const success = Object.keys(operation.responses)
      .filter((s) => /^2\d\d$/.test(s))
      .map(Number)
      .sort((a, b) => a - b);
    routes.push({ operation, segments, placeholders, selector: Object.entries(operation.selector), successStatus: success[0] ?? 200 });
  }
  return routes;
}

function matchSegments(route: Route, actual: readonly string[]): { [name: string]: string } | undefined {
  if (route.segments.length !== actual.length) return undefined;
  const params: { [name: string]: string } = {};
  for (let i = 0; i < actual.length; i++) {
    const name = route.placeholders.get(i);
    if (name !== undefined) {
      if (actual[i] === '') return undefined;
      try {
        params[name] = decodeURIComponent(actual[i]);
      } catch {
        return undefined;
      }
    } else if (route.segments[i] !== actual[i]) return undefined;
  }
  return params;
}

class RequestFault extends Error {
  constructor(readonly fault: ServerFault) {
    super(fault.message);
  }
}

export function createServerCore(options: ServerCoreOptions): ServerCore {
  const routes = compileRoutes(options.operations);
  const traceHeader = options.traceHeader ?? 'x-trace-id';
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  const keys = options.rateLimitKeys ?? [];
  const enforcer =
    options.limits && options.limits.length > 0
      ? new RateLimitEnforcer({ limits: options.limits, environment: options.environment, algorithm: options.limiterAlgorithm })
      : undefined;
  const onError =
    options.onError ??
    ((error: unknown, f: ServerFault) =>
      console.error(`[server] ${f.operation ?? '?'}: ${f.message}: ${error instanceof Error ? error.message : String(error)}`));

  function writeJson(res: ServerResponse, status: number, body: unknown, headers: { readonly [name: string]: string } = {}): void {
    if (res.headersSent) return;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (body === undefined) {
      res.writeHead(status).end();
      return;
    }
    const bytes = Buffer.from(JSON.stringify(body), 'utf8');
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.byteLength }).end(bytes);
  }

  function writeFault(res: ServerResponse, f: ServerFault, headers: { readonly [name: string]: string } = {}): void {
    writeJson(res, f.status, options.formatError(f), headers);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, traceId: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname = url.pathname;
    if (basePath !== '') {
      if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) throw new RequestFault(fault('not-found', `No operation at ${pathname}`));
      pathname = pathname.slice(basePath.length) || '/';
    }
    const query: { [name: string]: string | string[] } = {};
    for (const [name, value] of url.searchParams) {
      const existing = query[name];
      query[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
    }

    // Routing: method + path, then the most specific selector that the query satisfies.
    const method = (req.method ?? 'GET').toUpperCase();
    const actual = pathname.split('/');
    let best: { route: Route; params: { [name: string]: string } } | undefined;
    let pathMatched = false;
    for (const route of routes) {
      const params = matchSegments(route, actual);
      if (params === undefined) continue;
      pathMatched = true;
      if (route.operation.method !== method) continue;
      if (!route.selector.every(([name, value]) => query[name] === value)) continue;
      if (best === undefined || route.selector.length > best.route.selector.length) best = { route, params };
    }
    if (best === undefined) {
      throw new RequestFault(
        pathMatched ? fault('method-not-allowed', `${method} is not allowed on ${pathname}`) : fault('not-found', `No operation at ${method} ${pathname}`),
      );
    }
    const { route, params } = best;
    const operation = route.operation;
    const opFault = (kind: FaultKind, message: string, details?: readonly string[]): RequestFault =>
      new RequestFault(fault(kind, message, { details, operation: operation.name }));
    for (const [name] of route.selector) delete query[name];

    // Authentication: a well-formed bearer token when the operation has any security requirement.
    let token: string | undefined;
    const needsAuth = operation.security.length > 0 && !operation.security.some((r) => Object.keys(r).length === 0);
    if (needsAuth) {
      const header = req.headers.authorization;
      if (header === undefined || header === '') throw opFault('unauthorized', 'Missing Authorization header (expected "Bearer <token>")');
      const m = BEARER.exec(header);
      if (m === null) throw opFault('unauthorized', 'Malformed Authorization header (expected "Bearer <token>")');
      token = m[1];
      if (options.authenticate && !(await options.authenticate(token, req))) throw opFault('unauthorized', 'Bearer token refused');
    }

    // Rate limits, counted per key value at arrival.
    if (enforcer !== undefined) {
      const credentials = options.credentialKeyValues
        ? options.credentialKeyValues(token, req)
        : Object.fromEntries(keys.filter((k) => k.in === 'credential').map((k) => [k.name, token]));
      const keyValues = resolveKeyValues(keys, { path: params, query, headers: req.headers }, credentials);
      const verdict = enforcer.check(keyValues, operation.name);
      if (!verdict.ok) {
        const seconds = Math.max(1, Math.ceil((verdict.retryAfterMs ?? 1000) / 1000));
        const f = fault('throttled', `Rate limit "${verdict.limit?.id}" exceeded; retry after ${seconds} s`, { operation: operation.name });
        req.resume();
        writeFault(res, f, { 'retry-after': String(seconds) });
        return;
      }
    }

    // Declared parameters that must be present.
    const missing = operation.parameters
      .filter((p) => p.required && (p.in === 'query' ? query[p.name] === undefined : p.in === 'header' ? req.headers[p.name.toLowerCase()] === undefined : false))
      .map((p) => `Missing required ${p.in} parameter "${p.name}"`);
    if (missing.length > 0) throw opFault('bad-request', missing.join('; '), missing);

    // Content negotiation for operations that answer only non-JSON media (documents such as PDF).
    const offered = successMediaTypes(operation);
    if (offered.length > 0 && !offered.some(isJsonMediaType) && !accepts(req.headers.accept, offered)) {
      throw opFault('not-acceptable', `This operation answers ${offered.join(' or ')}; the Accept header allows none of them`);
    }

    const body = await readBody(req, operation, opFault);
    let parts: RequestParts = { params, query, headers: req.headers, body };
    if (options.validateRequest) {
      const result = options.validateRequest(operation.name, parts);
      if (!result.ok) throw opFault('validation', `Invalid request: ${result.errors.join('; ')}`, result.errors);
      if (result.parts) parts = result.parts;
    }

    const handler = options.handlers[operation.name];
    if (handler === undefined) throw opFault('not-implemented', `Operation ${operation.name} is not implemented`);

    let result: unknown;
    try {
      result = await handler({ ...parts, operation, traceId, token, request: req });
    } catch (thrown) {
      const reply = (options.handlerError ?? defaultHandlerError)(thrown, operation);
      if (reply !== undefined) {
        writeReply(res, reply.status, reply.body, reply.headers, operation, false);
        return;
      }
      const f = fault('internal', 'Internal server error', { operation: operation.name });
      onError(thrown, f);
      writeFault(res, f);
      return;
    }
    if (result instanceof Reply) writeReply(res, result.status, result.body, result.headers, operation, true);
    else writeReply(res, route.successStatus, result, {}, operation, true);
  }

  function writeReply(
    res: ServerResponse,
    status: number,
    result: unknown,
    headers: { readonly [name: string]: string },
    operation: HttpOperationDescriptor,
    success: boolean,
  ): void {
    if (result instanceof Uint8Array) {
      const type = headers['content-type'] ?? successMediaTypes(operation).find((t) => !isJsonMediaType(t)) ?? 'application/octet-stream';
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.writeHead(status, { 'content-type': type, 'content-length': result.byteLength }).end(result);
      return;
    }
    const body = success && options.wrap && result !== undefined ? options.wrap(operation, result) : result;
    if (success && options.validateResponse) {
      const check = options.validateResponse(operation.name, status, body);
      if (!check.ok) {
        const f = fault('internal', `Handler returned an invalid ${operation.name} response: ${check.errors.join('; ')}`, {
          details: check.errors,
          operation: operation.name,
        });
        onError(new Error(f.message), f);
        writeFault(res, f);
        return;
      }
    }
    writeJson(res, status, body, headers);
  }

  async function readBody(
    req: IncomingMessage,
    operation: HttpOperationDescriptor,
    opFault: (kind: FaultKind, message: string) => RequestFault,
  ): Promise<unknown> {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBodyBytes) throw opFault('payload-too-large', `Request body exceeds ${maxBodyBytes} bytes`);
    // Listeners rather than `for await`: breaking out of the iterator would destroy the socket before the 413.
    const chunks: Buffer[] = [];
    let size = 0;
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer): void => {
        size += chunk.byteLength;
        if (size > maxBodyBytes) {
          req.off('data', onData);
          reject(opFault('payload-too-large', `Request body exceeds ${maxBodyBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      };
      req.on('data', onData);
      req.once('end', resolve);
      req.once('error', reject);
    });
    if (size === 0) {
      if (operation.requestBody?.required) throw opFault('bad-request', 'Request body is required');
      return undefined;
    }
    if (operation.requestBody === undefined) throw opFault('bad-request', 'This operation takes no request body');
    const { mediaType, charset } = parseContentType(req.headers['content-type']);
    const accepted = operation.requestBody.mediaTypes;
    const json = mediaType === '' ? accepted.some(isJsonMediaType) : isJsonMediaType(mediaType);
    if (mediaType !== '' && !accepted.some((t) => t.toLowerCase() === mediaType) && !(json && accepted.some(isJsonMediaType))) {
      throw opFault('unsupported-media-type', `Content-Type ${mediaType} is not accepted; send ${accepted.join(' or ')}`);
    }
    const bytes = Buffer.concat(chunks);
    if (!json) return mediaType.startsWith('text/') || mediaType.startsWith('application/text') ? decodeText(bytes, charset) : new Uint8Array(bytes);
    try {
      return JSON.parse(decodeText(bytes, charset));
    } catch (error) {
      throw opFault('bad-request', `Malformed JSON in request body: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    const traceId = randomUUID();
    res.setHeader(traceHeader, traceId);
    for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
    handle(req, res, traceId).catch((error: unknown) => {
      if (error instanceof RequestFault) {
        // Whatever is left of the body is not read: answer now and do not reuse the connection.
        if (!req.complete) res.setHeader('connection', 'close');
        req.resume();
        writeFault(res, error.fault, error.fault.kind === 'unauthorized' ? { 'www-authenticate': 'Bearer' } : {});
        return;
      }
      const f = fault('internal', 'Internal server error');
      onError(error, f);
      writeFault(res, f);
    });
  };

  return {
    listener,
    listen(port = 0, host = '127.0.0.1') {
      const server = createServer(listener);
      return new Promise<ListeningServer>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address() as AddressInfo;
          const hostname = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve({
            url: `http://${hostname}:${address.port}${basePath}`,
            close: () =>
              new Promise<void>((done, fail) => {
                server.close((error) => (error ? fail(error) : done()));
                server.closeAllConnections();
              }),
          });
        });
      });
    },
  };
}

/** `ApiError`s, or any object with a numeric `status` (4xx/5xx) and a `body`, answer as they are. */
function defaultHandlerError(thrown: unknown): Reply | undefined {
  if (thrown instanceof ApiError) return new Reply(thrown.status, thrown.body);
  if (typeof thrown === 'object' && thrown !== null && 'status' in thrown && 'body' in thrown) {
    const status = (thrown as { status: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status <= 599) return new Reply(status, (thrown as { body: unknown }).body);
  }
  return undefined;
}

function successMediaTypes(operation: HttpOperationDescriptor): string[] {
  const types = new Set<string>();
  for (const [status, response] of Object.entries(operation.responses)) {
    if (status.startsWith('2')) for (const t of response.mediaTypes) types.add(t.toLowerCase());
  }
  return [...types];
}

/** Whether an Accept header allows one of `offered` (absent = anything). Quality values are not ranked. */
function accepts(header: string | undefined, offered: readonly string[]): boolean {
  if (header === undefined || header.trim() === '') return true;
  const ranges = header.split(',').map((r) => r.split(';')[0].trim().toLowerCase());
  return offered.some((type) =>
    ranges.some((range) => range === '*/*' || range === type || (range.endsWith('/*') && type.startsWith(range.slice(0, -1)))),
  );
}
