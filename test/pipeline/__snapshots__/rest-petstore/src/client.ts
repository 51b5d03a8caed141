/**
 * Typed client of Pet Store 1.2.
 *
 * Generated from the definition; do not edit.
 */
import {
  ApiError,
  brandThrottled,
  type ApiErrorInit,
  type ErrorFactory,
} from './runtime/rest-client/errors.js';
import {
  createHttpClient,
  type AccessToken,
  type HttpClient,
  type OutgoingRequest,
} from './runtime/rest-client/http-client.js';
import { RateLimiter, type KeyValues } from './runtime/rest-client/rate-limiter.js';
import type { RetryOptions } from './runtime/rest-client/retry.js';
import type { HttpOperationDescriptor } from './operations.js';
import {
  endpoints,
  operations,
  rateLimitKeys,
  rateLimits,
  type OperationName,
  type Operations,
} from './operations.js';

/** An error answer of the Pet Store: HTTP status, the parsed error body, the trace id and the operation. */
export class PetstoreError extends ApiError {
  declare readonly body: Operations[OperationName]['error'] | undefined;

  /** An error to throw from a server handler: answered with this status and body. */
  static of(status: number, body: Operations[OperationName]['error']): PetstoreError {
    return new PetstoreError({ status, body, operation: '', throttled: status === 429 });
  }
}

/** The Pet Store throttled the call (HTTP 429), whatever the body's format. Also an `instanceof ThrottleError`. */
export class PetstoreThrottleError extends PetstoreError {
  constructor(init: ApiErrorInit) {
    super(init);
    brandThrottled(this);
  }
}

const errorFactory: ErrorFactory = (init) =>
  init.throttled ? new PetstoreThrottleError(init) : new PetstoreError(init);

/** Where the client sends its calls: a named endpoint of the definition, or any base URL (`name` selects that endpoint's rate limits). */
export type PetstoreEnvironment =
  | 'production'
  | 'sandbox'
  | { readonly baseUrl: string; readonly name?: string };

/** Options of `new PetstoreClient(...)`. */
export interface PetstoreClientOptions {
  /** Endpoint: `'production'`, `'sandbox'` or `{ baseUrl }`. Default: the first endpoint of the definition. */
  readonly environment?: PetstoreEnvironment;

  /** Bearer token, a function returning a fresh one (called again once after a 401, shared by concurrent calls), or a provider asked on every call (an OAuth helper's `forGrant(key)`). */
  readonly accessToken?: AccessToken;
  /** Same as `accessToken` (`auth: oauth.forGrant(key)` reads better); `accessToken` wins when both are given. */
  readonly auth?: AccessToken;
  /** `fetch` to use; default the global one. */
  readonly fetch?: typeof fetch;
  /** Per attempt, in milliseconds; default 30 s, 0 = none. */
  readonly timeoutMs?: number;
  /** Largest response body read, in bytes; beyond it the call fails with reason `response-too-large`. Default 50 MiB. */
  readonly maxResponseBytes?: number;
  /** Retry policy for 429/502/503/504 and network errors; `false` = never retry. */
  readonly retry?: RetryOptions | false;
  /** Sees (and may change the headers of) every request before it is sent. */
  readonly onRequest?: (request: OutgoingRequest) => void | Promise<void>;
  /** Query values sent with every call whose operation declares the parameter (e.g. a version). */
  readonly defaultQuery?: { readonly [name: string]: string };
  /** Values of the rate-limit keys no request carries (the app, the workspace ...); default: one value for this client. */
  readonly keyValues?: KeyValues;
  /** Share one limiter between clients that count against the same limits. */
  readonly limiter?: RateLimiter;
}

/** Per-call options: optional query and header parameters, an explicit idempotency key, an abort signal. */
export interface PetstoreCallOptions<Q = Record<never, never>, H = Record<never, never>> {
  readonly query?: Q;
  readonly headers?: H;
  /** Idempotency key for this logical call (default: a fresh one, reused on retries). */
  readonly idempotencyKey?: string;
  readonly signal?: AbortSignal;
}

/** What each method resolves to: the success body, unwrapped from its response wrapper where the definition has one. */
export interface PetstoreResults {
  listPets: Operations['listPets']['response'];
  createPet: Operations['createPet']['response'];
  deletePet: Operations['deletePet']['response'];
  readPet: Operations['readPet']['response'];
  readPetPhoto: Operations['readPetPhoto']['response'];
  updatePetLabels: Operations['updatePetLabels']['response'];
  searchPets: Operations['searchPets']['response'];
  ping: Operations['ping']['response'];
}

const RESULT_MEMBERS: { readonly [operation: string]: string } = {};

function unwrap(operation: HttpOperationDescriptor, body: unknown): unknown {
  const member = RESULT_MEMBERS[operation.name];
  if (member === undefined || body === null || typeof body !== 'object') return body;
  return (body as { readonly [name: string]: unknown })[member];
}

/**
 * Client of Pet Store 1.2: one method per operation, typed from the definition.
 *
 * Calls wait for the declared rate limits, retry what is safe to repeat, refresh the token once on 401 and throw
 * `PetstoreError` (`PetstoreThrottleError` on 429), `NetworkError` or `TimeoutError`.
 */
export class PetstoreClient {
  /** The generic HTTP client underneath, for calls this class does not cover. */
  readonly http: HttpClient;
  private readonly pathValues: { readonly [name: string]: string };

  constructor(options: PetstoreClientOptions) {
    const environment = options.environment ?? 'production';
    const named =
      typeof environment === 'string' ? endpoints.find((e) => e.name === environment) : undefined;
    if (typeof environment === 'string' && named === undefined)
      throw new TypeError(`Unknown environment "${environment}"`);
    const baseUrl =
      typeof environment === 'string' ? (named as { url: string }).url : environment.baseUrl;
    const environmentName = typeof environment === 'string' ? environment : environment.name;
    this.pathValues = {};
    const ownKeys: KeyValues = { app: 'client' };
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
      errorFactory,
      traceHeader: undefined,
      unwrap,
      defaultQuery: options.defaultQuery,
    });
  }

  /** List pets */
  listPets(
    options?: PetstoreCallOptions<
      Pick<Operations['listPets']['query'], 'limit' | 'status'>,
      Pick<Operations['listPets']['headers'], 'X-Request-Id'>
    >,
  ): Promise<PetstoreResults['listPets']> {
    return this.http.call(operations.listPets, {
      path: {},
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /**
   * Create a pet
   *
   * Adds a pet to the store.
   */
  createPet(
    animal: Operations['createPet']['request'],
    options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<PetstoreResults['createPet']> {
    return this.http.call(operations.createPet, {
      path: {},
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      body: animal,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /** Delete a pet */
  deletePet(
    body: Operations['deletePet']['request'],
    options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<PetstoreResults['deletePet']> {
    return this.http.call(operations.deletePet, {
      path: {},
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      body: body,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /** Read a pet */
  readPet(
    petId: Operations['readPet']['path']['petId'],
    options?: PetstoreCallOptions<
      Pick<Operations['readPet']['query'], 'minorversion'>,
      Record<never, never>
    >,
  ): Promise<PetstoreResults['readPet']> {
    return this.http.call(operations.readPet, {
      path: { petId: petId },
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /** Download a pet's photo */
  readPetPhoto(
    petId: Operations['readPetPhoto']['path']['petId'],
    options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<PetstoreResults['readPetPhoto']> {
    return this.http.call(operations.readPetPhoto, {
      path: { petId: petId },
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /** updatePetLabels */
  updatePetLabels(
    petId: Operations['updatePetLabels']['path']['petId'],
    labels: Operations['updatePetLabels']['request'],
    options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<PetstoreResults['updatePetLabels']> {
    return this.http.call(operations.updatePetLabels, {
      path: { petId: petId },
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      body: labels,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /**
   * Search pets
   *
   * @deprecated
   */
  searchPets(
    body?: Operations['searchPets']['request'],
    options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<PetstoreResults['searchPets']> {
    return this.http.call(operations.searchPets, {
      path: {},
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      body: body,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /** Health check */
  ping(
    options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<PetstoreResults['ping']> {
    return this.http.call(operations.ping, {
      path: {},
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }
}

export {
  ApiError,
  ThrottleError,
  NetworkError,
  TimeoutError,
} from './runtime/rest-client/errors.js';
export { RateLimiter } from './runtime/rest-client/rate-limiter.js';
