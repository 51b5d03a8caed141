/// <reference types="node" />
/**
 * The generic HTTP client a generated REST client is thin typed glue over. Everything interface-specific comes
 * from the operation table (method, path, selector, parameters, media types, security, rate limits, `serialize`)
 * and from a few options (error class factory, idempotency key, trace header, unwrap rule).
 *
 * One call: fill the path and query, add the idempotency key to writes that declare one (generated once per
 * logical call, reused on every retry), queue behind earlier calls when the operation is `serialize`d, wait for
 * the rate limiter, send with the bearer token, and on failure: refresh the token once on 401 (one refresh shared
 * by concurrent calls), retry 429/502/503/504 and network errors when the request is safe to repeat.
 */
import { randomUUID } from 'node:crypto';
import type { HttpOperationDescriptor, RateLimit, RateLimitKey } from '../operation-table.js';
import { decodeBody, isJsonMediaType, parseContentType, type DecodedBody } from './content.js';
import { defaultErrorFactory, NetworkError, TimeoutError, type ApiError, type ErrorFactory } from './errors.js';
import {
  RateLimiter,
  resolveKeyValues,
  SerialQueue,
  serialKey,
  type KeyValues,
  type WindowAlgorithm,
} from './rate-limiter.js';
import { decideRetry, isSafeToRetry, parseRetryAfter, resolveRetryOptions, type RetryOptions } from './retry.js';

/**
 * A token provider asked on every call (`token()`), and once after a 401 with the refused token (`refresh`), e.g.
 * an OAuth helper's `forGrant(key)`: it decides when a stored token is too old, refreshes and shares the result.
 */
export interface TokenProvider {
  token(): string | Promise<string>;
  refresh(rejected: string): string | Promise<string>;
}

export type AccessToken = string | (() => string | Promise<string>) | TokenProvider;

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

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
  readonly fetch?: typeof fetch;
  /** Per attempt, until the whole body is read. Default 30 s; 0 = none. */
  readonly timeoutMs?: number;
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
  const retry = resolveRetryOptions(options.retry);
  const errorFactory = options.errorFactory ?? defaultErrorFactory;
  const keys = options.rateLimitKeys ?? [];
  const limiter =
    options.limiter ??
    (options.limits && options.limits.length > 0
      ? new RateLimiter({ limits: options.limits, environment: options.environment, algorithm: options.limiterAlgorithm })
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
  const traceHeader = options.traceHeader?.toLowerCase();

  async function request(operation: HttpOperationDescriptor, input: CallInput = {}): Promise<HttpResponse> {
    const query: { [name: string]: QueryValue } = {};
    for (const [name, value] of Object.entries(options.defaultQuery ?? {})) {
      if (declares(operation, 'query', name)) query[name] = value;
    }
    Object.assign(query, input.query, operation.selector);
    const headers: { [name: string]: string } = {};
    for (const [name, value] of Object.entries({ ...options.defaultHeaders, ...input.headers })) {
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

    const url = baseUrl + fillPathTemplate(operation.path, input.path ?? {}) + encodeQuery(query, operation);
    const { bytes, contentType } = encodeRequestBody(operation, input.body, headers['content-type']);
    if (bytes !== undefined && contentType !== undefined) headers['content-type'] = contentType;
    headers['accept'] ??= input.accept ?? acceptFor(operation);

    const credentials = typeof options.keyValues === 'function' ? options.keyValues(operation) : (options.keyValues ?? {});
    const keyValues = resolveKeyValues(keys, { path: input.path, query, headers }, credentials);
    const safe = isSafeToRetry(operation.method, hasIdempotencyKey);
    const needsAuth = operation.security.length > 0 && !operation.security.some((r) => Object.keys(r).length === 0);

    const attempts = async (): Promise<HttpResponse> => {
      let refreshed = false;
      let tokenUsed: Promise<string> | undefined;
      let replacement: Promise<string> | undefined;
      for (let attempt = 1; ; attempt++) {
        const sendHeaders = { ...headers };
        if (needsAuth) {
          tokenUsed = replacement ?? (tokens ? tokens.get() : staticToken);
          replacement = undefined;
          if (tokenUsed !== undefined) sendHeaders['authorization'] = `Bearer ${await tokenUsed}`;
        }
        const outgoing: OutgoingRequest = { operation: operation.name, method: operation.method, url, headers: sendHeaders, attempt };
        await options.onRequest?.(outgoing);

        const release = limiter ? await limiter.acquire(keyValues, operation.name) : undefined;
        let response: { status: number; headers: Headers; bytes: Uint8Array };
        try {
          response = await sendOnce(operation.name, operation.method, url, outgoing.headers, bytes, input.signal);
        } catch (error) {
          release?.();
          if (!(error instanceof NetworkError)) throw error;
          const decision = decideRetry(retry, attempt, safe, undefined, undefined);
          if (!decision.retry) throw error;
          await retry.sleep(decision.delayMs);
          continue;
        }
        release?.();

        const traceId = traceHeader ? (response.headers.get(traceHeader) ?? undefined) : undefined;
        if (response.status >= 200 && response.status < 300) {
          return { status: response.status, headers: response.headers, body: successBody(response), traceId };
        }
        if (response.status === 401 && tokens !== undefined && tokenUsed !== undefined && !refreshed) {
          // Replay once with a new token; this replay does not count as a retry.
          refreshed = true;
          // The replay waits for the new token (a provider that cannot give one throws its own typed error here).
          replacement = tokens.refresh(tokenUsed);
          await replacement;
          attempt--;
          continue;
        }
        const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), retry.now());
        const decision = decideRetry(retry, attempt, safe, response.status, retryAfterMs);
        if (decision.retry) {
          await retry.sleep(decision.delayMs);
          continue;
        }
        throw toError(operation.name, response, traceId, retryAfterMs);
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
  ): Promise<{ status: number; headers: Headers; bytes: Uint8Array }> {
    const controller = new AbortController();
    let timedOut = false;
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;
    const onCallerAbort = (): void => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      if (callerSignal?.aborted) throw callerSignal.reason;
      // Our bytes are always ArrayBuffer-backed; the DOM typing only rejects SharedArrayBuffer views.
      const response = await fetchFn(url, { method, headers, body: body as Uint8Array<ArrayBuffer> | undefined, signal: controller.signal });
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { status: response.status, headers: response.headers, bytes };
    } catch (error) {
      if (timedOut) throw new TimeoutError(operation, timeoutMs);
      if (callerSignal?.aborted) throw callerSignal.reason;
      throw new NetworkError(operation, `${operation}: ${describe(error)}`, { cause: error });
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  }

  function toError(
    operation: string,
    response: { status: number; headers: Headers; bytes: Uint8Array },
    traceId: string | undefined,
    retryAfterMs: number | undefined,
  ): ApiError {
    const decoded = decodeBody(response.bytes, response.headers.get('content-type'));
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

/** Body of a 2xx answer: bytes for binary media types, JSON decoded by its charset, text otherwise. */
function successBody(response: { headers: Headers; bytes: Uint8Array }): unknown {
  const contentType = response.headers.get('content-type');
  const decoded = decodeBody(response.bytes, contentType);
  if (decoded.kind === 'empty') return undefined;
  // A body that claims JSON but does not parse is a server fault, not something to hand over as text.
  if (isJsonMediaType(parseContentType(contentType).mediaType) && decoded.kind !== 'json') {
    throw new SyntaxError('Response declared JSON but did not parse');
  }
  return decoded.value;
}

function declares(operation: HttpOperationDescriptor, where: 'header' | 'query' | 'path', name: string): boolean {
  const wanted = where === 'header' ? name.toLowerCase() : name;
  return operation.parameters.some((p) => p.in === where && (where === 'header' ? p.name.toLowerCase() : p.name) === wanted);
}

function newIdempotencyKey(): string {
  return randomUUID().replace(/-/g, '');
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
export function encodeQuery(query: { readonly [name: string]: QueryValue }, operation?: HttpOperationDescriptor): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const key = encodeURIComponent(name);
    if (Array.isArray(value)) {
      const declared = operation?.parameters.find((p) => p.in === 'query' && p.name === name);
      if (declared?.explode === false) parts.push(`${key}=${value.map((v) => encodeURIComponent(String(v))).join(',')}`);
      else for (const v of value) parts.push(`${key}=${encodeURIComponent(String(v))}`);
    } else {
      parts.push(`${key}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/** JSON when the operation's success responses offer it (error bodies are JSON too), else what they offer. */
export function acceptFor(operation: HttpOperationDescriptor): string {
  const types = new Set<string>();
  for (const [status, response] of Object.entries(operation.responses)) {
    if (status.startsWith('2')) for (const t of response.mediaTypes) types.add(t);
  }
  if (types.size === 0 || [...types].some(isJsonMediaType)) return 'application/json';
  return [...types].join(', ');
}

function encodeRequestBody(
  operation: HttpOperationDescriptor,
  body: unknown,
  givenType: string | undefined,
): { bytes?: Uint8Array; contentType?: string } {
  if (body === undefined) return {};
  const declared = operation.requestBody?.mediaTypes ?? [];
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
