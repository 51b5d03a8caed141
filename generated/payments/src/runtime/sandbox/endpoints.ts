/// <reference types="node" />
/**
 * What a sandbox puts in front of the generated server: its own endpoints under the base path
 * (`POST __sandbox/reset`, `GET __sandbox/requests`: the sandbox's token when it has one, never from another
 * origin's page, no CORS), the request log (every answer), a query statement POSTed as text where the definition
 * says the service takes it so (`x-svc-query.post`; answered as the GET it stands for), and the exchange hooks
 * (exchange.ts). Everything else goes to the server as it came.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { answerNodeRefusals } from '../rest-server/node-refusals.js';
import { BodyProblem, readRequestBody } from '../rest-server/server-request.js';
import { SERVER_LIMITS, type ExchangeHooks, type HttpServerCore, type ServerCore } from '../rest-server/server.js';
import type { OperationFacts } from './contract.js';
import type { TenantEntities } from './entities.js';
import { handleConsoleApi, type ConsoleSource } from './console-api.js';
import { beginExchange, exchangeOf, type SandboxExchange } from './exchange.js';
import type { RequestLog, RequestLogEntry } from './request-log.js';
import type { SandboxStore } from './store.js';

/** The path, under the base path, of the reset endpoint. */
export const RESET_PATH = '/__sandbox/reset';
/** The path, under the base path, of the request log. */
export const REQUESTS_PATH = '/__sandbox/requests';
/** The path, under the base path, of the console API (console-api.ts). */
export const CONSOLE_API_PATH = '/__sandbox/api/';

export interface SandboxServer extends HttpServerCore {
  readonly store: SandboxStore;
  /** A tenant's entities by its key as the API carries it (a realm id; a bearer token). */
  tenant(key: string): TenantEntities;
  /** Forgets every tenant (and empties the data folder's log). */
  reset(): void;
  /** Requests answered and webhook attempts made, oldest first (at most the log's size). */
  requests(): RequestLogEntry[];
  /** Told about every new request-log entry; returns the function that stops it. */
  onRequest(listener: (entry: RequestLogEntry) => void): () => void;
  /** Webhook events not yet acknowledged by the endpoint. */
  pendingWebhooks(): number;
  /** Stops webhook deliveries (timers, one in flight); the server's own `close` still closes the port. */
  stop(): void;
}

export interface EndpointOptions {
  readonly basePath?: string;
  readonly token?: string;
  readonly maxBodyBytes?: number;
  readonly operations: { readonly [name: string]: OperationFacts };
  readonly store: SandboxStore;
  tenant(key: string): TenantEntities;
  reset(): void;
  readonly requestLog: RequestLog;
  /** An error body in the API's format (a POSTed statement that could not be read). */
  errorBody(status: number, kind: string, message: string): unknown;
  close(): void;
  pendingWebhooks(): number;
  /** What the console API (`__sandbox/api/`, console-api.ts) reads and steers (the server gives the rate limits). */
  readonly console?: Omit<ConsoleSource, 'rateLimits'>;
}

const BEARER = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/i;

/** The request log's entry for an answered exchange: what it is made of is kept as the answer is written. */
function logAnswer(requestLog: RequestLog, request: IncomingMessage, exchange: SandboxExchange, status: number, contentType: string | undefined, body: string | Uint8Array | undefined): void {
  if (exchange.answered) return;
  const requestType = request.headers['content-type'];
  exchange.answer(status, typeof requestType === 'string' ? requestType : undefined, contentType, body);
  requestLog.addPending(exchange);
}

/**
 * The hooks a sandbox gives its server core: the body as sent, the service's own spelling of some error answers
 * (an authentication failure; an undeclared member the validators refused), and a log entry per answer.
 */
export function sandboxExchangeHooks(options: {
  readonly requestLog: RequestLog;
  /** The service's own 401 body, when it has one. */
  readonly unauthorized?: (reason: string) => { readonly contentType: string; readonly body: string } | undefined;
  /** The unknown-member error for a request the server refused with 400, when its body names an undeclared member. */
  readonly unknownMember?: (request: IncomingMessage, path: string) => { readonly contentType: string; readonly body: string } | undefined;
}): ExchangeHooks {
  const { requestLog, unauthorized, unknownMember } = options;
  return {
    bodyRead: (request, bytes) => {
      const exchange = exchangeOf(request);
      // The first reader saw it as sent (a statement POSTed as text is read here, then answered as a GET).
      if (exchange !== undefined && exchange.body === undefined) exchange.body = bytes;
    },
    replaceError: (request, status) => {
      const exchange = exchangeOf(request);
      if (exchange === undefined) return undefined;
      if (status === 401 && unauthorized !== undefined) {
        const header = request.headers.authorization;
        return unauthorized(header === undefined || header === '' ? 'missing' : BEARER.test(header) ? 'refused' : 'malformed');
      }
      // The validators refused the body; when the reason is a member nobody declared, the service says so its way.
      return status === 400 && unknownMember !== undefined ? unknownMember(request, exchange.routePath) : undefined;
    },
    answered: (request, status, contentType, body) => {
      const exchange = exchangeOf(request);
      if (exchange !== undefined) logAnswer(requestLog, request, exchange, status, contentType, body);
    },
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.byteLength === b.byteLength && timingSafeEqual(a, b);
}

/**
 * Why a request may not use the sandbox's own endpoints: a browser page of another origin (its `Origin`, or a
 * `Sec-Fetch-Site` other than same-origin or none), or a missing or wrong token when the sandbox has one.
 */
function adminRefusal(request: IncomingMessage, token: string | undefined): { status: number; error: string } | undefined {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const own = [`http://${request.headers.host ?? ''}`, `https://${request.headers.host ?? ''}`];
  if ((site !== undefined && site !== 'same-origin' && site !== 'none') || (origin !== undefined && !own.includes(origin))) {
    return { status: 403, error: 'the sandbox endpoints refuse requests from web pages of other origins' };
  }
  if (token !== undefined) {
    const m = BEARER.exec(request.headers.authorization ?? '');
    if (m === null || !sameSecret(m[1], token)) return { status: 401, error: 'the sandbox token is required (Authorization: Bearer <token>)' };
  }
  return undefined;
}

function answer(response: ServerResponse, status: number, body: unknown, headers: { readonly [name: string]: string } = {}, logged?: { readonly log: RequestLog; readonly request: IncomingMessage }): void {
  const bytes = Buffer.from(JSON.stringify(body), 'utf8');
  if (logged !== undefined) {
    const exchange = exchangeOf(logged.request);
    if (exchange !== undefined) logAnswer(logged.log, logged.request, exchange, status, 'application/json; charset=utf-8', bytes);
  }
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(bytes.byteLength), 'cache-control': 'no-store', ...headers }).end(bytes);
}

interface QueryPost {
  readonly segments: readonly string[];
  readonly parameter: string;
  readonly mediaType: string;
}

function matches(segments: readonly string[], actual: readonly string[]): boolean {
  return segments.length === actual.length && segments.every((s, i) => (/^\{[^}]+\}$/.test(s) ? actual[i] !== '' : s === actual[i]));
}

export function attachEndpoints(server: HttpServerCore, options: EndpointOptions): SandboxServer {
  const base = (options.basePath ?? '').replace(/\/+$/, '');
  const resetPath = `${base}${RESET_PATH}`;
  const requestsPath = `${base}${REQUESTS_PATH}`;
  const consolePath = `${base}${CONSOLE_API_PATH}`;
  const consoleSource = options.console === undefined ? undefined : { ...options.console, rateLimits: () => server.rateLimitUsage() };
  const maxBodyBytes = options.maxBodyBytes ?? SERVER_LIMITS.maxBodyBytes;
  const queryPosts: QueryPost[] = Object.values(options.operations)
    .filter((o) => o.kind === 'query' && o.query?.post !== undefined)
    .map((o) => ({ segments: o.path.split('/'), parameter: o.query?.parameter ?? '', mediaType: (o.query?.post ?? '').toLowerCase() }));
  const queryMediaTypes = new Set(queryPosts.map((p) => p.mediaType));

  /** Starts the exchange the request log's entry is made from when the answer is written. */
  function log(request: IncomingMessage, method: string, pathname: string, search: string): void {
    beginExchange(request, method, pathname, pathname.slice(base.length), search);
  }
  const logged = (request: IncomingMessage) => ({ log: options.requestLog, request });

  function admin(request: IncomingMessage, response: ServerResponse, path: string): void {
    request.resume();
    const isReset = path === resetPath;
    const allowed = isReset ? ['POST'] : ['GET', 'HEAD'];
    if (!allowed.includes(request.method ?? '')) {
      answer(response, 405, { error: `${request.method ?? ''} is not allowed here` }, { allow: allowed.join(', ') }, logged(request));
      return;
    }
    const refusal = adminRefusal(request, options.token);
    if (refusal !== undefined) {
      answer(response, refusal.status, { error: refusal.error }, refusal.status === 401 ? { 'www-authenticate': 'Bearer' } : {}, logged(request));
      return;
    }
    if (isReset) {
      options.reset();
      answer(response, 200, { reset: true }, {}, logged(request));
    } else answer(response, 200, { requests: options.requestLog.list() }, {}, logged(request));
  }

  /** A statement POSTed as the body: read it, then let the server answer the GET it stands for. */
  async function queryPost(request: IncomingMessage, response: ServerResponse, post: QueryPost, pathname: string, search: string): Promise<void> {
    let bytes: Buffer;
    try {
      bytes = await readRequestBody(request, maxBodyBytes, SERVER_LIMITS.bodyTimeoutMs);
    } catch (problem) {
      if (!(problem instanceof BodyProblem)) throw problem;
      const status = problem.kind === 'payload-too-large' ? 413 : problem.kind === 'request-timeout' ? 408 : 400;
      answer(response, status, options.errorBody(status, problem.kind, problem.message), { connection: 'close' }, logged(request));
      return;
    }
    const exchange = exchangeOf(request);
    if (exchange !== undefined) exchange.body = bytes;
    const charset = /charset=([^;]+)/i.exec(request.headers['content-type'] ?? '')?.[1]?.trim().toLowerCase();
    const text = bytes.toString(charset === 'iso-8859-1' || charset === 'latin1' ? 'latin1' : 'utf8');
    const query = new URLSearchParams(search);
    if (query.has(post.parameter)) {
      answer(response, 400, options.errorBody(400, 'bad-request', `The statement is in the body; the query parameter ${post.parameter} must not be given too`), {}, logged(request));
      return;
    }
    query.set(post.parameter, text);
    request.method = 'GET';
    request.url = `${pathname}?${query.toString()}`;
    server.listener(request, response);
  }

  /** The post a request is, when it is a statement POSTed as text to a query operation. */
  function statementPost(request: IncomingMessage, pathname: string): QueryPost | undefined {
    if (request.method !== 'POST' || queryPosts.length === 0 || (base !== '' && !pathname.startsWith(`${base}/`))) return undefined;
    const contentType = request.headers['content-type'] ?? '';
    const semicolon = contentType.indexOf(';');
    const mediaType = (semicolon < 0 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
    // Most posts are writes in another media type: their path is not split.
    if (!queryMediaTypes.has(mediaType)) return undefined;
    const actual = pathname.slice(base.length).split('/');
    return queryPosts.find((p) => p.mediaType === mediaType && matches(p.segments, actual));
  }

  const listener = (request: IncomingMessage, response: ServerResponse): void => {
    const url = request.url ?? '/';
    const mark = url.indexOf('?');
    const pathname = mark < 0 ? url : url.slice(0, mark);
    if (pathname.startsWith(consolePath) && consoleSource !== undefined) {
      // The console's own traffic is not API traffic: not logged, same guard as the other sandbox endpoints.
      const refusal = adminRefusal(request, options.token);
      if (refusal !== undefined) {
        request.resume();
        answer(response, refusal.status, { error: refusal.error }, refusal.status === 401 ? { 'www-authenticate': 'Bearer' } : {});
        return;
      }
      void handleConsoleApi(request, response, pathname.slice(consolePath.length), new URLSearchParams(mark < 0 ? '' : url.slice(mark + 1)), consoleSource);
      return;
    }
    log(request, request.method ?? '', pathname, mark < 0 ? '' : url.slice(mark + 1));
    if (pathname === resetPath || pathname === requestsPath) {
      admin(request, response, pathname);
      return;
    }
    const post = statementPost(request, pathname);
    if (post !== undefined) {
      queryPost(request, response, post, pathname, mark < 0 ? '' : url.slice(mark + 1)).catch(() => {
        if (!response.headersSent) answer(response, 500, options.errorBody(500, 'internal', 'Internal server error'), {}, logged(request));
        else response.destroy();
      });
      return;
    }
    server.listener(request, response);
  };

  const checkContinue = (request: IncomingMessage, response: ServerResponse): void => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (pathname === resetPath || pathname === requestsPath || pathname.startsWith(consolePath) || statementPost(request, pathname) !== undefined) {
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBodyBytes) {
        // The server's own check answers (413 before any 100 Continue) and closes.
        server.checkContinue(request, response);
        return;
      }
      response.writeContinue();
      listener(request, response);
      return;
    }
    const url = request.url ?? '/';
    const mark = url.indexOf('?');
    log(request, request.method ?? '', pathname, mark < 0 ? '' : url.slice(mark + 1));
    server.checkContinue(request, response);
  };

  // A node:http server of the caller's: the server core's deadlines and header size, this listener's 100-continue
  // check, and node's own refusals (431, 408, 400, 417) in the API's format.
  const attach = (http: Server): void => {
    http.on('checkContinue', checkContinue);
    answerNodeRefusals(http, server.refusal);
  };

  return {
    listener,
    checkContinue,
    serverOptions: server.serverOptions,
    attach,
    refusal: server.refusal,
    rateLimitUsage: () => server.rateLimitUsage(),
    store: options.store,
    tenant: options.tenant,
    reset: options.reset,
    requests: () => options.requestLog.list(),
    onRequest: (listen) => options.requestLog.subscribe(listen),
    pendingWebhooks: options.pendingWebhooks,
    stop: options.close,
    listen: (port, host) =>
      listenWith(listener, server.serverOptions, attach, port, host, base).then((listening) => ({
        url: listening.url,
        close: async () => {
          options.close();
          await listening.close();
        },
      })),
  };
}

function listenWith(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  serverOptions: HttpServerCore['serverOptions'],
  attach: (http: Server) => void,
  port: number | undefined,
  host: string | undefined,
  basePath: string,
): ReturnType<ServerCore['listen']> {
  // The server core's own listen() serves its listener; serve ours (own endpoints first) the same way: its
  // 100-continue check, header and request deadlines, node's own refusals, and no crash on a client's socket error.
  return import('node:http').then(
    ({ createServer }) =>
      new Promise((resolve, reject) => {
        const http = createServer(serverOptions, listener);
        attach(http);
        http.once('error', reject);
        http.listen(port ?? 0, host ?? '127.0.0.1', () => {
          http.off('error', reject);
          http.on('error', () => undefined);
          const address = http.address() as import('node:net').AddressInfo;
          const hostname = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve({
            url: `http://${hostname}:${address.port}${basePath}`,
            close: () =>
              new Promise<void>((done, fail) => {
                http.close((error) => (error ? fail(error) : done()));
                http.closeAllConnections();
              }),
          });
        });
      }),
  );
}
