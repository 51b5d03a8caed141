/**
* Typed client of Pet Store 1.2.
*
* Generated from the definition; do not edit.
*/
import { ApiError, type ApiErrorInit } from "./runtime/rest-client/errors.js";
import { type AccessToken, type HttpClient, type OutgoingRequest } from "./runtime/rest-client/http-client.js";
import { RateLimiter, type KeyValues } from "./runtime/rest-client/rate-limiter.js";
import type { RetryOptions } from "./runtime/rest-client/retry.js";
import { type OperationName, type Operations } from "./operations.js";
import type { Animal, AnimalWrite, Category, Labels, Page, PetList } from "./types.js";
/** An error answer of the Pet Store: HTTP status, the parsed error body, the trace id and the operation. */
export declare class PetstoreError extends ApiError {
	readonly body: Operations[OperationName]["error"] | undefined;
	/** Written out: a minifier may rename the class, not the error. */
	override name: string;
	/** An error to throw from a server handler: answered with this status and body. */
	static of(status: number, body: Operations[OperationName]["error"]): PetstoreError;
}
/** The Pet Store throttled the call (HTTP 429), whatever the body's format. Also an `instanceof ThrottleError`. */
export declare class PetstoreThrottleError extends PetstoreError {
	override name: string;
	constructor(init: ApiErrorInit);
}
/** Where the client sends its calls: a named endpoint of the definition, or any base URL (`name` selects that endpoint's rate limits). */
export type PetstoreEnvironment = "production" | "sandbox" | {
	readonly baseUrl: string;
	readonly name?: string;
};
/** Options of `new PetstoreClient(...)` and `connectPetstore(...)`. */
export interface PetstoreClientOptions {
	/** Endpoint: `'production'`, `'sandbox'` or `{ baseUrl }`. Default: the first server of the definition (`https://api.example.test/v1`). */
	readonly environment?: PetstoreEnvironment;
	/** Bearer token, a function returning a fresh one (called again once after a 401, shared by concurrent calls), or a provider asked on every call (an OAuth helper's `forGrant(key)`). */
	readonly accessToken?: AccessToken;
	/** Same as `accessToken` (`auth: oauth.forGrant(key)` reads better); `accessToken` wins when both are given. */
	readonly auth?: AccessToken;
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
	readonly defaultQuery?: {
		readonly [name: string]: string;
	};
	/** Values of the rate-limit keys no request carries (the app, the workspace ...); default: one value for this client. */
	readonly keyValues?: KeyValues;
	/** Share one limiter between clients that count against the same limits. */
	readonly limiter?: RateLimiter;
}
/** Per-call options: optional query and header parameters, an explicit idempotency key, an abort signal. */
export interface PetstoreCallOptions<
	Q = Record<never, never>,
	H = Record<never, never>
> {
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
/**
* What a Pet Store client is underneath: the HTTP client (rate limits, retries, token refresh, typed errors) and the path values
* every call carries. `PetstoreClient` is one; the functions of the `calls` entry take one, so a bundle keeps only the operations it calls.
*/
export interface PetstoreConnection {
	/** The generic HTTP client underneath, for calls the generated methods do not cover. */
	readonly http: HttpClient;
	/** Values of the path parameters every operation carries. */
	readonly pathValues: {
		readonly [name: string]: string;
	};
}
/** A connection to the Pet Store (see `PetstoreConnection`). */
export declare function connectPetstore(options: PetstoreClientOptions): PetstoreConnection;
/**
* Client of Pet Store 1.2: one method per operation, typed from the definition.
*
* Calls wait for the declared rate limits, retry what is safe to repeat, refresh the token once on 401 and throw
* `PetstoreError` (`PetstoreThrottleError` on 429), `NetworkError` or `TimeoutError`.
*/
export declare class PetstoreClient implements PetstoreConnection {
	readonly http: HttpClient;
	readonly pathValues: {
		readonly [name: string]: string;
	};
	constructor(options: PetstoreClientOptions);
	/** List pets */
	listPets(options?: PetstoreCallOptions<{
		readonly limit?: number;
		readonly status?: "available" | "pending" | "sold";
	}, {
		readonly "X-Request-Id"?: string;
	}>): Promise<PetList>;
	/**
	* Create a pet
	*
	* Adds a pet to the store.
	*/
	createPet(animal: AnimalWrite, options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>): Promise<Animal>;
	/** Delete a pet */
	deletePet(body: {
		/** @format int64 */
		id: number;
	}, options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>): Promise<{
		deleted: boolean;
	}>;
	/** Read a pet */
	readPet(petId: string, options?: PetstoreCallOptions<{
		readonly minorversion?: number;
	}, Record<never, never>>): Promise<Animal | Uint8Array>;
	/** Download a pet's photo */
	readPetPhoto(petId: string, options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>): Promise<Uint8Array>;
	/** updatePetLabels */
	updatePetLabels(petId: string, labels: Labels, options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>): Promise<undefined>;
	/**
	* Search pets
	*
	* @deprecated
	*/
	searchPets(body?: {
		query: string;
		categories?: Category[];
	}, options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>): Promise<Page>;
	/** Health check */
	ping(options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>): Promise<string>;
}
export { ApiError, ThrottleError, NetworkError, TimeoutError } from "./runtime/rest-client/errors.js";
export { RateLimiter } from "./runtime/rest-client/rate-limiter.js";
