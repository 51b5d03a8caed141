/**
 * The generic HTTP client a generated REST client is thin typed glue over. Everything interface-specific comes
 * from the operation table (method, path, selector, parameters, media types, security, rate limits, `serialize`)
 * and from a few options (error class factory, idempotency key, trace header, unwrap rule).
 *
 * One call: fill the path and query, add the idempotency key to writes that declare one (generated once per
 * logical call, reused on every retry), queue behind earlier calls when the operation is `serialize`d, wait for
 * the rate limiter, send with the bearer token, and on failure: refresh the token once on 401 (one refresh shared
 * by concurrent calls), retry 429/502/503/504 and network errors when the request is safe to repeat.
 *
 * The server is not trusted further than the definition: a response body is read up to `maxResponseBytes`, a 2xx
 * must carry a media type the operation declares for it (and JSON that parses), and redirects are followed only
 * within the base URL's origin (307/308 re-send the body; the token never travels to another origin). Each of
 * these is the interface's error with a `reason`, the status, the headers and a short excerpt of the body.
 *
 * Runs wherever `fetch` and Web Crypto do (Node, browsers, workers): it imports no Node module.
 */
import type { HttpOperationDescriptor, RateLimit, RateLimitKey, SecuritySchemeDescriptor } from '../operations/operation-table.js';
import { decodeBody, decodeText, DEFAULT_MAX_DEPTH, isJsonMediaType, isTextMediaType, isXmlMediaType, looksLikeJson, newDecoder, notJson, parseContentType, type DecodedBody, type DecodeLimits, type XmlReader } from './content.js';
import {
  defaultErrorFactory,
  NetworkError,
  TimeoutError,
  type ApiError,
  type ApiErrorInit,
  type ApiErrorReason,
  type ErrorFactory,
} from './errors.js';
import {
  RateLimiter,
  resolveKeyValues,
  SerialQueue,
  serialKey,
  type KeyValues,
  type WindowAlgorithm,
} from './rate-limiter.js';
import type { SharedRateLimitStore } from './rate-limit-store.js';
import { decideRetry, isSafeToRetry, parseRetryAfter, resolveRetryOptions, type RetryOptions } from './retry.js';
import { applyCredentials, planSecurity, type SchemeCredentials } from './security.js';
import { encodeQuery, type QueryValue } from './query-string.js';
export { encodeQuery, type QueryScalar, type QueryValue } from './query-string.js';
export type { BasicCredentials, CredentialSource, SchemeCredentials } from './security.js';

/**
 * A token provider asked on every call (`token()`), and once after a 401 with the refused token (`refresh`), e.g.
 * an OAuth helper's `forGrant(key)`: it decides when a stored token is too old, refreshes and shares the result.
 */
export interface TokenProvider {
  token(): string | Promise<string>;
  refresh(rejected: string): string | Promise<string>;
}

export type AccessToken = string | (() => string | Promise<string>) | TokenProvider;

/** The request as it is about to be sent; `onRequest` may change headers. */
export interface OutgoingRequest {
  readonly operation: string;
  readonly method: string;
  readonly url: string;
  /** Lower-cased names. */
  readonly headers: { [name: string]: string };
  /** 1 for the first attempt. */
  readonly attempt: number;
}

export interface IdempotencyOptions {
  readonly in: 'header' | 'query';
  readonly name: string;
  /** Makes a fresh key; default 32 hex characters from a random UUID. */
  readonly generate?: () => string;
}

export interface HttpClientOptions {
  /** Endpoint URL the operations' paths are relative to. */
  readonly baseUrl: string;
  /**
   * Bearer token, or a function that supplies one. The function is called for the first call and again after a
   * 401 (once for all calls that saw the same token refused); it should return a valid, fresh token.
   */
  readonly accessToken?: AccessToken;
  /**
   * Credentials of the other security schemes, by scheme name (an API key, basic's `{ username, password }`, a
   * token): each operation sends those of the first of its requirements the client holds.
   */
  readonly credentials?: SchemeCredentials;
  /** The security schemes operations' requirements name (a scheme missing here is taken as a bearer scheme). */
  readonly securitySchemes?: { readonly [name: string]: SecuritySchemeDescriptor };
  readonly fetch?: typeof fetch;
  /**
   * Per attempt, from asking for the access token until the whole body is read (a token provider that hangs, on a
   * Redis that is down, say, fails the attempt in time). Default 30 s; 0 = none.
   */
  readonly timeoutMs?: number;
  /** Largest response body read, in bytes; a larger one is an error with reason `response-too-large`. Default 50 MiB. */
  readonly maxResponseBytes?: number;
  /** JSON or XML bodies nested deeper than this are an error with reason `too-deep`, never built. Default 64. */
  readonly maxDepth?: number;
  /** `false` = never retry. */
  readonly retry?: RetryOptions | false;
  readonly onRequest?: (request: OutgoingRequest) => void | Promise<void>;
  /** The interface's rate limits and their keys; the client waits so that it never exceeds them. */
  readonly limits?: readonly RateLimit[];
  readonly rateLimitKeys?: readonly RateLimitKey[];
  /** Endpoint name (`sandbox`, `production`) that selects environment-specific limits. */
  readonly environment?: string;
  readonly limiterAlgorithm?: WindowAlgorithm;
  /** Share one limiter between clients that count against the same limits (same realm, same app). */
  readonly limiter?: RateLimiter;
  /** Windows shared with the app's other processes (`RedisRateLimitStore`); default this client's memory. */
  readonly rateLimitStore?: SharedRateLimitStore;
  /** Values of `credential` rate-limit keys (the app, the workspace ...), which no request carries. */
  readonly keyValues?: KeyValues | ((operation: HttpOperationDescriptor) => KeyValues);
  readonly errorFactory?: ErrorFactory;
  /** Normalises a decoded error body (e.g. an XML fault into the JSON error shape) before it goes on the error. */
  readonly errorBody?: (body: DecodedBody, status: number) => unknown;
  /** Where the idempotency key of writes goes; only operations declaring that parameter get one. */
  readonly idempotency?: IdempotencyOptions;
  /** Response header holding the server's trace id (e.g. `svc_tid`). */
  readonly traceHeader?: string;
  /** Turns a decoded success body into the operation's result (e.g. `{Invoice, time}` -> the invoice). */
  readonly unwrap?: (operation: HttpOperationDescriptor, body: unknown) => unknown;
  /** Query values sent with every call whose operation declares them (e.g. a version parameter). */
  readonly defaultQuery?: { readonly [name: string]: string };
  /** Headers sent with every call (e.g. a version header); a call's own value of one wins. */
  readonly defaultHeaders?: { readonly [name: string]: string };
}

export interface CallInput {
  readonly path?: { readonly [name: string]: string | number | boolean };
  readonly query?: { readonly [name: string]: QueryValue };
  readonly headers?: { readonly [name: string]: string | undefined };
  /** JSON-encoded unless a string or bytes. */
  readonly body?: unknown;
  /** Overrides the Accept header derived from the operation's success media types. */
  readonly accept?: string;
  /** Use this idempotency key instead of a generated one. */
  readonly idempotencyKey?: string;
  readonly signal?: AbortSignal;
}

export interface HttpResponse {
  readonly status: number;
  readonly headers: Headers;
  /** JSON value, string for text, `Uint8Array` for binary media types, undefined when empty. */
  readonly body: unknown;
  readonly traceId?: string;
}

export interface HttpClient {
  /** Sends the call and returns its result (the success body after `unwrap`); throws the interface's errors. */
  call<T = unknown>(operation: HttpOperationDescriptor, input?: CallInput): Promise<T>;
  /** Like `call`, with status and headers, without `unwrap`. */
  request(operation: HttpOperationDescriptor, input?: CallInput): Promise<HttpResponse>;
  readonly limiter: RateLimiter | undefined;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** Default `maxResponseBytes`: 50 MiB. */
export const DEFAULT_MAX_RESPONSE_BYTES: number = 50 * 1024 * 1024;
/** Redirects followed per attempt at most. */
const MAX_REDIRECTS = 5;
/** Bytes of a body kept as the excerpt on an error about it. */
const EXCERPT_BYTES = 1024;

/** A response that is not a result although the server answered (see `ApiErrorReason`). */
class ResponseProblem {
  constructor(
    readonly reason: ApiErrorReason,
    readonly message: string,
    readonly response: { readonly status: number; readonly headers: Headers; readonly bytes?: Uint8Array },
  ) {}
}

/** Holds the current token; a refresh replaces it once, however many calls saw it refused. */
class TokenSource {
  private current: Promise<string> | undefined;
  constructor(private readonly provider: () => string | Promise<string>) {}

  get(): Promise<string> {
    this.current ??= this.fetchToken();
    return this.current;
  }

  /** A new token, unless another call already replaced `stale`: then that replacement. */
  refresh(stale: Promise<string>): Promise<string> {
    if (this.current === stale) this.current = this.fetchToken();
    return this.current as Promise<string>;
  }

  private fetchToken(): Promise<string> {
    const token = Promise.resolve().then(this.provider);
    // A failed provider call must not poison later calls.
    token.catch(() => {
      if (this.current === token) this.current = undefined;
    });
    return token;
  }
}

/** A `TokenProvider` behind the same interface: asked per call; a 401 hands it the refused token once. */
class ProviderSource {
  constructor(private readonly provider: TokenProvider) {}

  get(): Promise<string> {
    return Promise.resolve().then(() => this.provider.token());
  }

  refresh(stale: Promise<string>): Promise<string> {
    return stale.then((token) => this.provider.refresh(token));
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  const retry = resolveRetryOptions(options.retry);
  const errorFactory = options.errorFactory ?? defaultErrorFactory;
  const keys = options.rateLimitKeys ?? [];
  const limiter =
    options.limiter ??
    (options.limits && options.limits.length > 0
      ? new RateLimiter({
          limits: options.limits,
          environment: options.environment,
          algorithm: options.limiterAlgorithm,
          store: options.rateLimitStore,
          // A call is in flight at most one attempt's time; a hold outlives it a little.
          holdMs: timeoutMs > 0 ? timeoutMs + 5_000 : undefined,
        })
      : undefined);
  const serial = new SerialQueue();
  const tokens =
    typeof options.accessToken === 'function'
      ? new TokenSource(options.accessToken)
      : typeof options.accessToken === 'object' && options.accessToken !== null
        ? new ProviderSource(options.accessToken)
        : undefined;
  const staticToken = typeof options.accessToken === 'string' ? Promise.resolve(options.accessToken) : undefined;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const baseOrigin = new URL(baseUrl).origin;
  const traceHeader = options.traceHeader?.toLowerCase();

  async function request(operation: HttpOperationDescriptor, input: CallInput = {}): Promise<HttpResponse> {
    const query: { [name: string]: QueryValue } = {};
    for (const [name, value] of Object.entries(options.defaultQuery ?? {})) {
      if (declares(operation, 'query', name)) query[name] = value;
    }
    // A call's own value wins over a default; one it leaves undefined keeps the default.
    for (const [name, value] of Object.entries(input.query ?? {})) if (value !== undefined) query[name] = value;
    Object.assign(query, operation.selector);
    const headers: { [name: string]: string } = {};
    for (const [name, value] of [...Object.entries(options.defaultHeaders ?? {}), ...Object.entries(input.headers ?? {})]) {
      if (value !== undefined) headers[name.toLowerCase()] = value;
    }

    // One key per logical call, fixed before the first attempt so every retry repeats it.
    const idem = options.idempotency;
    let hasIdempotencyKey = false;
    if (idem !== undefined && declares(operation, idem.in, idem.name)) {
      const target: { [name: string]: unknown } = idem.in === 'query' ? query : headers;
      const slot = idem.in === 'query' ? idem.name : idem.name.toLowerCase();
      if (input.idempotencyKey !== undefined) target[slot] = input.idempotencyKey;
      else if (target[slot] === undefined && !isSafeToRetry(operation.method, false)) {
        target[slot] = (idem.generate ?? newIdempotencyKey)();
      }
      hasIdempotencyKey = target[slot] !== undefined;
    }

    // Security: the first requirement the client holds every credential of (an API key may go in the query).
    const plan = planSecurity(operation, options.securitySchemes, options.credentials, tokens !== undefined || staticToken !== undefined);
    await applyCredentials(plan, options.securitySchemes, options.credentials, { headers, query });
    const url = baseUrl + fillPathTemplate(operation.path, input.path ?? {}) + encodeQuery(query, operation);
    const { bytes, contentType } = await encodeRequestBody(operation, input.body, headers['content-type']);
    if (bytes !== undefined && contentType !== undefined) headers['content-type'] = contentType;
    headers['accept'] ??= input.accept ?? acceptFor(operation);

    const credentials = typeof options.keyValues === 'function' ? options.keyValues(operation) : (options.keyValues ?? {});
    const keyValues = resolveKeyValues(keys, { path: input.path, query, headers }, credentials);
    const safe = isSafeToRetry(operation.method, hasIdempotencyKey);
    const needsAuth = plan.token;

    const attempts = async (): Promise<HttpResponse> => {
      let refreshed = false;
      let tokenUsed: Promise<string> | undefined;
      let replacement: Promise<string> | undefined;
      for (let attempt = 1; ; attempt++) {
        // Waiting for the rate limiter is not the attempt's time; everything after it is, the token included.
        const release = limiter ? await limiter.acquire(keyValues, operation.name) : undefined;
        const deadline = timeoutMs > 0 ? Date.now() + timeoutMs : Number.POSITIVE_INFINITY;
        let response: { status: number; headers: Headers; bytes: Uint8Array };
        try {
          const sendHeaders = { ...headers };
          if (needsAuth) {
            tokenUsed = replacement ?? (tokens ? tokens.get() : staticToken);
            replacement = undefined;
            if (tokenUsed !== undefined) {
              sendHeaders['authorization'] = `Bearer ${await untilDeadline(tokenUsed, deadline, timeoutMs, operation.name, input.signal)}`;
            }
          }
          const outgoing: OutgoingRequest = { operation: operation.name, method: operation.method, url, headers: sendHeaders, attempt };
          await options.onRequest?.(outgoing);
          response = await sendOnce(operation.name, operation.method, url, outgoing.headers, bytes, input.signal, deadline);
        } catch (error) {
          release?.();
          if (error instanceof ResponseProblem) throw problemError(operation.name, error);
          if (!(error instanceof NetworkError)) throw error;
          const decision = decideRetry(retry, attempt, safe, undefined, undefined);
          if (!decision.retry) throw error;
          await retry.sleep(decision.delayMs);
          continue;
        }
        release?.();

        const traceId = traceHeader ? (response.headers.get(traceHeader) ?? undefined) : undefined;
        if (response.status >= 200 && response.status < 300) {
          let body: unknown;
          try {
            body = await successBody(operation, response, maxDepth);
          } catch (error) {
            if (error instanceof ResponseProblem) throw problemError(operation.name, error, traceId);
            throw error;
          }
          return { status: response.status, headers: response.headers, body, traceId };
        }
        if (response.status === 401 && tokens !== undefined && tokenUsed !== undefined && !refreshed) {
          // Replay once with a new token; this replay does not count as a retry. The replay waits for the new token
          // within its own deadline (a provider that cannot give one throws its own typed error there).
          refreshed = true;
          replacement = tokens.refresh(tokenUsed);
          replacement.catch(() => undefined);
          attempt--;
          continue;
        }
        const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), retry.now());
        const decision = decideRetry(retry, attempt, safe, response.status, retryAfterMs);
        if (decision.retry) {
          await retry.sleep(decision.delayMs);
          continue;
        }
        throw await toError(operation.name, response, traceId, retryAfterMs);
      }
    };

    if (operation.serialize !== undefined) {
      return serial.run(serialKey(operation.serialize.key, keyValues), attempts);
    }
    return attempts();
  }

  async function sendOnce(
    operation: string,
    method: string,
    url: string,
    headers: { [name: string]: string },
    body: Uint8Array | undefined,
    callerSignal: AbortSignal | undefined,
    deadline: number,
  ): Promise<{ status: number; headers: Headers; bytes: Uint8Array }> {
    const controller = new AbortController();
    let timedOut = false;
    const timer =
      deadline !== Number.POSITIVE_INFINITY
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, Math.max(0, deadline - Date.now()))
        : undefined;
    const onCallerAbort = (): void => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      if (callerSignal?.aborted) throw callerSignal.reason;
      let target = url;
      for (let redirects = 0; ; redirects++) {
        // A fresh copy per request: fetch may take over (detach) the buffer it is given, and a retry or a 307
        // sends the body again.
        const payload = body === undefined ? undefined : (body.slice() as Uint8Array<ArrayBuffer>);
        const response = await fetchFn(target, { method, headers, body: payload, signal: controller.signal, redirect: 'manual' });
        // A browser's fetch hides a redirect it was told not to follow (status 0, no Location): not followed.
        if (response.type === 'opaqueredirect') {
          throw new ResponseProblem('redirect', 'redirected, and a browser does not show where to; not followed', { status: response.status, headers: response.headers });
        }
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location !== null) {
          await response.body?.cancel().catch(() => undefined);
          const next = new URL(location, target);
          const seen = { status: response.status, headers: response.headers };
          if (next.origin !== baseOrigin) {
            throw new ResponseProblem('cross-origin-redirect', `redirected to another origin (${next.origin}); not followed`, seen);
          }
          const keepsMethod = response.status === 307 || response.status === 308 || method === 'GET' || method === 'HEAD';
          if (!keepsMethod) throw new ResponseProblem('redirect', `a ${response.status} redirect would turn ${method} into GET; not followed`, seen);
          if (redirects >= MAX_REDIRECTS) throw new ResponseProblem('redirect', `more than ${MAX_REDIRECTS} redirects`, seen);
          target = next.href;
          continue;
        }
        const bytes = await readCapped(response, maxResponseBytes);
        if (bytes === undefined) {
          throw new ResponseProblem('response-too-large', `response body larger than maxResponseBytes (${maxResponseBytes} bytes)`, {
            status: response.status,
            headers: response.headers,
          });
        }
        return { status: response.status, headers: response.headers, bytes };
      }
    } catch (error) {
      if (error instanceof ResponseProblem) throw error;
      if (timedOut) throw new TimeoutError(operation, timeoutMs);
      if (callerSignal?.aborted) throw callerSignal.reason;
      throw new NetworkError(operation, `${operation}: ${describe(error)}`, { cause: error });
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  }

  /** The interface's error for a response that is not a result: status, headers, the reason and an excerpt. */
  function problemError(operation: string, problem: ResponseProblem, traceId?: string): ApiError {
    const { status, headers: raw, bytes } = problem.response;
    const headers: { [name: string]: string } = {};
    raw.forEach((value, name) => (headers[name] = value));
    const excerpt = bytes === undefined || bytes.byteLength === 0 ? undefined : decodeText(bytes.subarray(0, EXCERPT_BYTES), parseContentType(raw.get('content-type')).charset);
    return errorFactory({
      status,
      body: excerpt,
      traceId: traceId ?? (traceHeader ? (raw.get(traceHeader) ?? undefined) : undefined),
      operation,
      headers,
      throttled: false,
      reason: problem.reason,
      message: `${operation}: HTTP ${status}: ${problem.message}`,
    });
  }

  async function toError(
    operation: string,
    response: { status: number; headers: Headers; bytes: Uint8Array },
    traceId: string | undefined,
    retryAfterMs: number | undefined,
  ): Promise<ApiError> {
    const decoded = await decodeResponse(response.bytes, response.headers.get('content-type'), { maxDepth });
    if (decoded.kind === 'text' && decoded.tooDeep === true) {
      // Not handed to `errorBody` or the caller as a structure: a bounded excerpt, like every body that is not one.
      const problem = new ResponseProblem('too-deep', `error body nested deeper than maxDepth (${maxDepth})`, response);
      const error = problemError(operation, problem, traceId);
      return response.status === 429 ? errorFactory({ ...errorInit(error), throttled: true, retryAfterMs }) : error;
    }
    const body = options.errorBody ? options.errorBody(decoded, response.status) : decoded.kind === 'empty' ? undefined : decoded.value;
    const headers: { [name: string]: string } = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    return errorFactory({ status: response.status, body, traceId, operation, headers, retryAfterMs, throttled: response.status === 429 });
  }

  return {
    request,
    async call<T>(operation: HttpOperationDescriptor, input?: CallInput): Promise<T> {
      const response = await request(operation, input);
      return (options.unwrap ? options.unwrap(operation, response.body) : response.body) as T;
    },
    limiter,
  };
}

/** The fields of an error, to build it again (as a throttle error). */
function errorInit(error: ApiError): ApiErrorInit {
  return {
    status: error.status,
    body: error.body,
    traceId: error.traceId,
    operation: error.operation,
    headers: error.headers,
    throttled: false,
    reason: error.reason,
    message: error.message,
  };
}

/**
 * Waits for `value` until `deadline` (epoch ms): a `TimeoutError` then, or the caller's abort reason. The value's
 * own work is not cancelled (a token provider shares it with other calls); this call just stops waiting.
 */
function untilDeadline<T>(
  value: Promise<T>,
  deadline: number,
  timeoutMs: number,
  operation: string,
  signal: AbortSignal | undefined,
): Promise<T> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  if (deadline === Number.POSITIVE_INFINITY && signal === undefined) return value;
  return new Promise<T>((resolve, reject) => {
    const timer =
      deadline === Number.POSITIVE_INFINITY
        ? undefined
        : setTimeout(() => settle(() => reject(new TimeoutError(operation, timeoutMs, 'for the access token'))), Math.max(0, deadline - Date.now()));
    const onAbort = (): void => settle(() => reject(signal?.reason));
    signal?.addEventListener('abort', onAbort, { once: true });
    let done = false;
    function settle(action: () => void): void {
      if (done) return;
      done = true;
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      action();
    }
    value.then(
      (v) => settle(() => resolve(v)),
      (e: unknown) => settle(() => reject(e)),
    );
  });
}

/** Reads a body up to `max` bytes; undefined (and the rest discarded) when it is larger. */
async function readCapped(response: Response, max: number): Promise<Uint8Array | undefined> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > max) {
    await response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (response.body === null) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let sinceTurn = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
    // Buffered chunks arrive as promise jobs, which never let the event loop turn: give it a turn now and then.
    if ((sinceTurn += value.byteLength) >= TURN_EVERY_BYTES) {
      sinceTurn = 0;
      await nextTurn();
    }
  }
  if (chunks.length === 1) return chunks[0];
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
    // A large body is copied a few mebibytes per turn of the event loop, not in one long step.
    if ((sinceTurn += chunk.byteLength) >= TURN_EVERY_BYTES) {
      sinceTurn = 0;
      await nextTurn();
    }
  }
  return bytes;
}

/** Bytes read or copied between two turns of the event loop. */
const TURN_EVERY_BYTES = 4 * 1024 * 1024;
const nextTurn = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Media types the operation declares for a status (`200`, then `2XX`); undefined when it declares neither (`default`
 * describes errors, so an undeclared 2xx is read leniently).
 */
function declaredMediaTypes(operation: HttpOperationDescriptor, status: number): readonly string[] | undefined {
  const code = String(status);
  return (operation.responses[code] ?? operation.responses[`${code[0]}XX`])?.mediaTypes;
}

/** Whether a response's media type is one the operation declares (JSON types stand for each other; `*` wildcards). */
function mediaTypeAllowed(mediaType: string, declared: readonly string[]): boolean {
  return declared.some((raw) => {
    const type = raw.toLowerCase();
    if (type === '*/*' || type === mediaType) return true;
    if (type.endsWith('/*') && mediaType.startsWith(type.slice(0, -1))) return true;
    return isJsonMediaType(type) && isJsonMediaType(mediaType);
  });
}

/**
 * Body of a 2xx answer: bytes for binary media types, JSON decoded by its charset, text otherwise. A response the
 * operation does not declare (another media type, an empty body where one is declared, JSON that does not parse)
 * is a `ResponseProblem`, never `undefined` or a string passed off as the result.
 */
let xmlReader: Promise<XmlReader> | undefined;

/**
 * `decodeBody`, with the XML reader loaded the first time a body is XML: it is its own module (xml-object.ts), so a
 * browser bundle of a JSON API fetches it only if an XML body (a gateway's error page, say) ever comes.
 */
async function decodeResponse(bytes: Uint8Array, contentType: string | null, limits: DecodeLimits): Promise<DecodedBody> {
  if (bytes.byteLength >= SLICED_FROM_BYTES) {
    const { mediaType, charset } = parseContentType(contentType);
    if (mediaType === '' || isTextMediaType(mediaType)) return decodeLargeText(bytes, mediaType, charset, limits);
  }
  const first = decodeBody(bytes, contentType, limits);
  if (first.kind !== 'text' || first.xml !== true) return first;
  xmlReader ??= import('./xml-object.js').then((module) => module.xmlToObject);
  return decodeBody(bytes, contentType, limits, await xmlReader);
}

/**
 * Text bodies from this size on are decoded and parsed in slices (json-slices.ts, loaded the first time one comes),
 * so that no reply the limits admit holds the event loop (or a page's main thread) for more than a few milliseconds.
 */
const SLICED_FROM_BYTES = 1024 * 1024;
let jsonSlices: Promise<typeof import('./json-slices.js')> | undefined;

async function decodeLargeText(bytes: Uint8Array, mediaType: string, charset: string | undefined, limits: DecodeLimits): Promise<DecodedBody> {
  const slices = await (jsonSlices ??= import('./json-slices.js'));
  const text = await slices.decodeInSlices(bytes, newDecoder(charset));
  const head = text.slice(0, Math.min(text.length, 4096));
  if (looksLikeJson(mediaType, head)) {
    try {
      const parsed = await slices.parseJsonInSlices(text, limits.maxDepth ?? DEFAULT_MAX_DEPTH);
      return parsed.tooDeep ? { kind: 'text', value: text.toString(), tooDeep: true } : { kind: 'json', value: parsed.value };
    } catch {
      // Not JSON after all: read as XML or text below, as a small body would be.
    }
  }
  // Text stays in pieces (a rope: joined when read, if ever); XML is read in slices too.
  const whole = text.toString();
  if (!isXmlMediaType(mediaType) && !/^\s*</.test(head)) return { kind: 'text', value: whole };
  const { xmlToObjectInSlices } = await import('./xml-object.js');
  try {
    return { kind: 'xml', value: await xmlToObjectInSlices(text, { maxDepth: limits.maxDepth, maxElements: limits.maxXmlElements }) };
  } catch (error) {
    return error instanceof Error && error.name === 'XmlTooDeep' ? { kind: 'text', value: whole, tooDeep: true } : { kind: 'text', value: whole };
  }
}

async function successBody(operation: HttpOperationDescriptor, response: { status: number; headers: Headers; bytes: Uint8Array }, maxDepth: number): Promise<unknown> {
  const contentType = response.headers.get('content-type');
  const { mediaType } = parseContentType(contentType);
  const declared = declaredMediaTypes(operation, response.status);
  const expectsBody = declared !== undefined && declared.length > 0 && response.status !== 204 && response.status !== 205;
  if (response.bytes.byteLength === 0) {
    if (expectsBody && operation.method !== 'HEAD') throw new ResponseProblem('unexpected-content-type', `expected ${declared.join(' or ')}, got an empty body`, response);
    return undefined;
  }
  if (expectsBody) {
    // No Content-Type: acceptable only where JSON is declared, and then the body must be JSON.
    const allowed = mediaType === '' ? declared.some(isJsonMediaType) : mediaTypeAllowed(mediaType, declared);
    if (!allowed) throw new ResponseProblem('unexpected-content-type', `expected ${declared.join(' or ')}, got ${mediaType || 'no Content-Type'}`, response);
  }
  const decoded = await decodeResponse(response.bytes, contentType, { maxDepth });
  if (decoded.kind === 'empty') return undefined;
  if (decoded.kind === 'text' && decoded.tooDeep === true) throw new ResponseProblem('too-deep', `the body nests deeper than maxDepth (${maxDepth})`, response);
  if ((isJsonMediaType(mediaType) || (mediaType === '' && expectsBody)) && decoded.kind !== 'json') {
    throw new ResponseProblem('undecodable-body', 'the body is not valid JSON', response);
  }
  return decoded.value;
}

function declares(operation: HttpOperationDescriptor, where: 'header' | 'query' | 'path', name: string): boolean {
  const wanted = where === 'header' ? name.toLowerCase() : name;
  return operation.parameters.some((p) => p.in === where && (where === 'header' ? p.name.toLowerCase() : p.name) === wanted);
}

/**
 * 32 hex characters of a random (v4) UUID. Web Crypto's `randomUUID` exists only in secure contexts, so a page
 * served over plain http from a host that is not localhost has `getRandomValues` alone: the same UUID from it.
 */
function newIdempotencyKey(): string {
  const webCrypto = globalThis.crypto;
  if (typeof webCrypto.randomUUID === 'function') return webCrypto.randomUUID().replace(/-/g, '');
  const bytes = webCrypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Fills `{param}` placeholders, URI-encoding each value. */
export function fillPathTemplate(template: string, params: { readonly [name: string]: string | number | boolean }): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * `?a=1&b=x%20y`, or '' when empty. Arrays repeat the name (form, explode) unless the operation declares the
 * parameter with `explode: false`, then they are comma-joined. Undefined and null values are left out.
 */

/** JSON when the operation's success responses offer it (error bodies are JSON too), else what they offer. */
export function acceptFor(operation: HttpOperationDescriptor): string {
  const types = new Set<string>();
  for (const [status, response] of Object.entries(operation.responses)) {
    if (status.startsWith('2')) for (const t of response.mediaTypes) types.add(t);
  }
  if (types.size === 0 || [...types].some(isJsonMediaType)) return 'application/json';
  return [...types].join(', ');
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
let formBody: Promise<typeof import('./form-body.js')> | undefined;

async function encodeRequestBody(
  operation: HttpOperationDescriptor,
  body: unknown,
  givenType: string | undefined,
): Promise<{ bytes?: Uint8Array; contentType?: string }> {
  if (body === undefined) return {};
  const declared = operation.requestBody?.mediaTypes ?? [];
  // A form body is written as its definition says, not as JSON (which its own server refuses with 415): when the
  // caller asks for a form type, or the operation declares one and no JSON.
  const form = givenType !== undefined ? (FORM_TYPES.test(givenType) ? givenType : undefined) : declared.some(isJsonMediaType) ? undefined : declared.find((t) => FORM_TYPES.test(t));
  if (form !== undefined && body !== null && typeof body === 'object' && !(body instanceof Uint8Array) && !Array.isArray(body)) {
    const encoder = await (formBody ??= import('./form-body.js'));
    const fields = operation.requestBody?.form ?? {};
    const members = body as { readonly [member: string]: unknown };
    if (/^multipart\//i.test(form)) return encoder.encodeMultipart(members, fields);
    return { bytes: new TextEncoder().encode(encoder.encodeUrlEncoded(members, fields)), contentType: 'application/x-www-form-urlencoded' };
  }
  if (body instanceof Uint8Array) return { bytes: body, contentType: givenType ?? declared[0] ?? 'application/octet-stream' };
  if (typeof body === 'string') {
    const type = givenType ?? declared.find((t) => !isJsonMediaType(t)) ?? 'text/plain';
    return { bytes: new TextEncoder().encode(body), contentType: type.includes('charset') ? type : `${type}; charset=utf-8` };
  }
  return { bytes: new TextEncoder().encode(JSON.stringify(body)), contentType: givenType ?? 'application/json' };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
  }
  return String(error);
}
