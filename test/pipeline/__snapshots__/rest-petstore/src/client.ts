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
  type BasicCredentials,
  type CredentialSource,
  type HttpClient,
  type OutgoingRequest,
} from './runtime/rest-client/http-client.js';
import { RateLimiter, type KeyValues } from './runtime/rest-client/rate-limiter.js';
import type { SharedRateLimitStore } from './runtime/rest-client/rate-limit-store.js';
import { settleCall, type OutcomeHeaders } from './runtime/rest-client/outcome.js';
import type { RetryOptions } from './runtime/rest-client/retry.js';
import {
  endpoints,
  rateLimitKeys,
  rateLimits,
  securitySchemes,
  type HttpOperationDescriptor,
  type OperationName,
  type Operations,
} from './operations.js';
import * as descriptors from './operation-descriptors.js';
import type { Animal, AnimalWrite, Category, Error, Labels, Page, PetList } from './types.js';

/** An error answer of the Pet Store: HTTP status, the parsed error body, the trace id and the operation. */
export class PetstoreError extends ApiError {
  declare readonly body: Operations[OperationName]['error'] | undefined;
  /** Written out: a minifier may rename the class, not the error. */
  override name: string = 'PetstoreError';

  /** Whether this answers `operation`: then `status` narrows `body` to that status's declared error body. */
  isFrom<Name extends keyof PetstoreErrorBodies>(operation: Name): this is PetstoreFailure<Name> {
    return this.operation === operation;
  }

  /** An error to throw from a server handler: answered with this status and body. */
  static of(status: number, body: Operations[OperationName]['error']): PetstoreError {
    return new PetstoreError({ status, body, operation: '', throttled: status === 429 });
  }
}

/** The Pet Store throttled the call (HTTP 429), whatever the body's format. Also an `instanceof ThrottleError`. */
export class PetstoreThrottleError extends PetstoreError {
  override name: string = 'PetstoreThrottleError';

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

/** Options of `new PetstoreClient(...)` and `connectPetstore(...)`. */
export interface PetstoreClientOptions {
  /** Endpoint: `'production'`, `'sandbox'` or `{ baseUrl }`. Default: the first server of the definition (`https://api.example.test/v1`). */
  readonly environment?: PetstoreEnvironment;

  /** Bearer token, a function returning a fresh one (called again once after a 401, shared by concurrent calls), or a provider asked on every call (an OAuth helper's `forGrant(key)`). */
  readonly accessToken?: AccessToken;
  /** Same as `accessToken` (`auth: oauth.forGrant(key)` reads better); `accessToken` wins when both are given. */
  readonly auth?: AccessToken;
  /**
   * Credentials by security scheme, each a value or a function asked on every call: each operation sends those of the
   * first of its security requirements the client holds (the access token standing for bearer schemes).
   */
  readonly credentials?: {
    /** Scheme `apiKey`: API key, sent in header `X-Api-Key`. */
    readonly apiKey?: CredentialSource<string>;
    /** Scheme `bearerAuth`: a token, sent as `Authorization: Bearer` (else `accessToken`). OAuth 2 access token. */
    readonly bearerAuth?: CredentialSource<string>;
  };
  /** `fetch` to use; default the global one. */
  readonly fetch?: typeof fetch;
  /** Per attempt, in milliseconds, from asking for the access token until the whole body is read; default 30 s, 0 = none. */
  readonly timeoutMs?: number;
  /** Largest response body read, in bytes; beyond it the call fails with reason `response-too-large`. Default 50 MiB. */
  readonly maxResponseBytes?: number;
  /** JSON or XML bodies nested deeper than this fail with reason `too-deep` and are never built. Default 64. */
  readonly maxDepth?: number;
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
  /** Rate-limit windows shared with the app's other processes (`new RedisRateLimitStore({ url })`); default this client's memory. */
  readonly rateLimitStore?: SharedRateLimitStore;
}

/** Per-call options: optional query and header parameters, an explicit idempotency key, an abort signal. */
export interface PetstoreCallOptions<Q = Record<never, never>, H = Record<never, never>> {
  readonly query?: Q;
  readonly headers?: H;
  /** Idempotency key for this logical call (default: a fresh one, reused on retries). */
  readonly idempotencyKey?: string;
  readonly signal?: AbortSignal;
}

/** What each operation resolves to: the success body, unwrapped from its response wrapper where the definition has one. */
export interface PetstoreResults {
  listPets: PetList;
  createPet: Animal;
  deletePet: {
    deleted: boolean;
  };
  readPet: Animal | Uint8Array;
  readPetPhoto: Uint8Array;
  updatePetLabels: undefined;
  searchPets: Page;
  ping: string;
}

/** Per operation, its declared error answers, discriminated by `status` (`default` and ranges as `number`). */
export interface PetstoreErrorBodies {
  listPets: { readonly status: number; readonly body: Error };
  createPet:
    | { readonly status: 400; readonly body: Error }
    | { readonly status: 429; readonly body: Error };
  deletePet: { readonly status: number; readonly body: Error };
  readPet: { readonly status: 404; readonly body: Error };
  readPetPhoto: { readonly status: number; readonly body: Error };
  updatePetLabels: { readonly status: number; readonly body: Error };
  searchPets: { readonly status: number; readonly body: unknown };
  ping: { readonly status: number; readonly body: unknown };
}

/** Per operation, the headers its success responses declare (lower-cased names), typed by their schemas. */
export interface PetstoreResponseHeaders {
  listPets: { readonly 'x-next'?: string; readonly 'x-rate-limit-remaining': number };
  createPet: Record<never, never>;
  deletePet: Record<never, never>;
  readPet: Record<never, never>;
  readPetPhoto: Record<never, never>;
  updatePetLabels: Record<never, never>;
  searchPets: Record<never, never>;
  ping: Record<never, never>;
}

/** The error an operation's call throws, narrowed by `status` (`if (e instanceof PetstoreError && e.isFrom('<operation>') && e.status === 404)`). */
export type PetstoreFailure<Name extends keyof PetstoreErrorBodies> = PetstoreError &
  PetstoreErrorBodies[Name] & { readonly operation: Name };

/** What `client.safe(...)` answers: the result and headers, or the error status with its typed body (`cause` is the error a call throws). */
export type PetstoreOutcome<Name extends keyof PetstoreResults & keyof PetstoreErrorBodies> =
  | {
      readonly ok: true;
      readonly status: number;
      readonly data: PetstoreResults[Name];
      readonly headers: PetstoreResponseHeaders[Name] & OutcomeHeaders;
    }
  | (PetstoreErrorBodies[Name] extends infer F
      ? F extends { readonly status: infer S; readonly body: infer B }
        ? {
            readonly ok: false;
            readonly status: S;
            readonly error: B;
            readonly headers: OutcomeHeaders;
            readonly cause: PetstoreError;
          }
        : never
      : never);

/** The result of a success body: its member named by the descriptor (`x-svc-result`), else the body. */
function unwrap(operation: HttpOperationDescriptor, body: unknown): unknown {
  const member = operation.result;
  if (member === undefined || body === null || typeof body !== 'object') return body;
  return (body as { readonly [name: string]: unknown })[member];
}

/**
 * What a Pet Store client is underneath: the HTTP client (rate limits, retries, token refresh, typed errors) and the path values
 * every call carries. `PetstoreClient` is one; the functions of the `calls` entry take one, so a bundle keeps only the operations it calls.
 */
export interface PetstoreConnection {
  /** The generic HTTP client underneath, for calls the generated methods do not cover. */
  readonly http: HttpClient;
  /** Values of the path parameters every operation carries. */
  readonly pathValues: { readonly [name: string]: string };
}

/** A connection to the Pet Store (see `PetstoreConnection`). */
export function connectPetstore(options: PetstoreClientOptions): PetstoreConnection {
  const environment = options.environment;
  const named =
    typeof environment === 'string' ? endpoints.find((e) => e.name === environment) : undefined;
  if (typeof environment === 'string' && named === undefined) {
    throw new TypeError(
      `Unknown environment "${environment}" (known: ${endpoints.flatMap((e) => (e.name === undefined ? [] : [e.name])).join(', ') || 'none'}; or give { baseUrl })`,
    );
  }
  const endpoint = typeof environment === 'object' ? undefined : (named ?? endpoints[0]);
  if (typeof environment !== 'object' && endpoint === undefined)
    throw new TypeError('The definition names no server: give environment: { baseUrl }');
  const baseUrl =
    typeof environment === 'object'
      ? environment.baseUrl
      : (endpoint as { readonly url: string }).url;
  const ownKeys: KeyValues = { app: 'client' };
  const http = createHttpClient({
    baseUrl,
    accessToken: options.accessToken ?? options.auth,
    credentials: options.credentials,
    securitySchemes,
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
    errorFactory,
    traceHeader: undefined,
    unwrap,
    defaultQuery: options.defaultQuery,
  });
  return { http, pathValues: {} };
}

/**
 * Client of Pet Store 1.2: one method per operation, typed from the definition.
 *
 * Calls wait for the declared rate limits, retry what is safe to repeat, refresh the token once on 401 and throw
 * `PetstoreError` (`PetstoreThrottleError` on 429), `NetworkError` or `TimeoutError`.
 */
export class PetstoreClient implements PetstoreConnection {
  readonly http: HttpClient;
  readonly pathValues: { readonly [name: string]: string };

  constructor(options: PetstoreClientOptions) {
    const connection = connectPetstore(options);
    this.http = connection.http;
    this.pathValues = connection.pathValues;
  }

  /** List pets */
  listPets(
    options?: PetstoreCallOptions<
      { readonly limit?: number; readonly status?: 'available' | 'pending' | 'sold' },
      { readonly 'X-Request-Id'?: string }
    >,
  ): Promise<PetList> {
    return this.http.call(descriptors.listPetsOperation, {
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
    animal: AnimalWrite,
    options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<Animal> {
    return this.http.call(descriptors.createPetOperation, {
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
    body: {
      /** @format int64 */
      id: number;
    },
    options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<{
    deleted: boolean;
  }> {
    return this.http.call(descriptors.deletePetOperation, {
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
    petId: string,
    options?: PetstoreCallOptions<{ readonly minorversion?: number }, Record<never, never>>,
  ): Promise<Animal | Uint8Array> {
    return this.http.call(descriptors.readPetOperation, {
      path: { petId: petId },
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /** Download a pet's photo */
  readPetPhoto(
    petId: string,
    options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<Uint8Array> {
    return this.http.call(descriptors.readPetPhotoOperation, {
      path: { petId: petId },
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /** updatePetLabels */
  updatePetLabels(
    petId: string,
    labels: Labels,
    options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<undefined> {
    return this.http.call(descriptors.updatePetLabelsOperation, {
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
    body?: {
      query: string;
      categories?: Category[];
    },
    options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>,
  ): Promise<Page> {
    return this.http.call(descriptors.searchPetsOperation, {
      path: {},
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      body: body,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /** Health check */
  ping(options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>): Promise<string> {
    return this.http.call(descriptors.pingOperation, {
      path: {},
      query: options?.query,
      headers: options?.headers as { [name: string]: string | undefined } | undefined,
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    });
  }

  /**
   * The non-throwing form of a method: `await client.safe('<operation>', ...its arguments)` answers
   * `{ ok, status, data | error, headers }`: an error status is returned, its body typed by `status`, and the declared
   * response headers typed by their schemas. Network failures and timeouts still throw.
   */
  safe<Name extends keyof PetstoreResults>(
    operation: Name,
    ...args: PetstoreClient[Name] extends (...a: infer A) => unknown ? A : never
  ): Promise<PetstoreOutcome<Name>> {
    const call: HttpClient['call'] = (descriptor, input) =>
      settleCall(this.http, descriptor, input, unwrap) as never;
    const method = (
      PetstoreClient.prototype as unknown as {
        readonly [name: string]: (...a: unknown[]) => unknown;
      }
    )[operation];
    return method.apply(
      { http: { ...this.http, call }, pathValues: this.pathValues },
      args,
    ) as Promise<PetstoreOutcome<Name>>;
  }
}

export {
  ApiError,
  ThrottleError,
  NetworkError,
  TimeoutError,
} from './runtime/rest-client/errors.js';
export { RateLimiter } from './runtime/rest-client/rate-limiter.js';
export type {
  RateLimitStore,
  SharedRateLimitStore,
} from './runtime/rest-client/rate-limit-store.js';
export {
  RedisRateLimitStore,
  createRedisRateLimitStore,
  RateLimitStoreError,
} from './runtime/rest-client/redis-rate-limit-store.js';
export type {
  RedisRateLimitStoreOptions,
  RedisRateLimitClient,
} from './runtime/rest-client/redis-rate-limit-store.js';
