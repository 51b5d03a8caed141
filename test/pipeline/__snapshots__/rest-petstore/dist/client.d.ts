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
/** An error answer of the Pet Store: HTTP status, the parsed error body, the trace id and the operation. */
export declare class PetstoreError extends ApiError {
	readonly body: Operations[OperationName]["error"] | undefined;
	/** An error to throw from a server handler: answered with this status and body. */
	static of(status: number, body: Operations[OperationName]["error"]): PetstoreError;
}
/** The Pet Store throttled the call (HTTP 429), whatever the body's format. Also an `instanceof ThrottleError`. */
export declare class PetstoreThrottleError extends PetstoreError {
	constructor(init: ApiErrorInit);
}
/** Where the client sends its calls: a named endpoint of the definition, or any base URL (`name` selects that endpoint's rate limits). */
export type PetstoreEnvironment = "production" | "sandbox" | {
	readonly baseUrl: string;
	readonly name?: string;
};
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
/** What each method resolves to: the success body, unwrapped from its response wrapper where the definition has one. */
export interface PetstoreResults {
	listPets: Operations["listPets"]["response"];
	createPet: Operations["createPet"]["response"];
	deletePet: Operations["deletePet"]["response"];
	readPet: Operations["readPet"]["response"];
	readPetPhoto: Operations["readPetPhoto"]["response"];
	updatePetLabels: Operations["updatePetLabels"]["response"];
	searchPets: Operations["searchPets"]["response"];
	ping: Operations["ping"]["response"];
}
/**
* Client of Pet Store 1.2: one method per operation, typed from the definition.
*
* Calls wait for the declared rate limits, retry what is safe to repeat, refresh the token once on 401 and throw
* `PetstoreError` (`PetstoreThrottleError` on 429), `NetworkError` or `TimeoutError`.
*/
export declare class PetstoreClient {
	/** The generic HTTP client underneath, for calls this class does not cover. */
	readonly http: HttpClient;
	private readonly pathValues;
	constructor(options: PetstoreClientOptions);
	/** List pets */
	listPets(options?: PetstoreCallOptions<Pick<Operations["listPets"]["query"], "limit" | "status">, Pick<Operations["listPets"]["headers"], "X-Request-Id">>): Promise<PetstoreResults["listPets"]>;
	/**
	* Create a pet
	*
	* Adds a pet to the store.
	*/
	createPet(animal: Operations["createPet"]["request"], options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>): Promise<PetstoreResults["createPet"]>;
	/** Delete a pet */
	deletePet(body: Operations["deletePet"]["request"], options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>): Promise<PetstoreResults["deletePet"]>;
	/** Read a pet */
	readPet(petId: Operations["readPet"]["path"]["petId"], options?: PetstoreCallOptions<Pick<Operations["readPet"]["query"], "minorversion">, Record<never, never>>): Promise<PetstoreResults["readPet"]>;
	/** Download a pet's photo */
	readPetPhoto(petId: Operations["readPetPhoto"]["path"]["petId"], options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>): Promise<PetstoreResults["readPetPhoto"]>;
	/** updatePetLabels */
	updatePetLabels(petId: Operations["updatePetLabels"]["path"]["petId"], labels: Operations["updatePetLabels"]["request"], options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>): Promise<PetstoreResults["updatePetLabels"]>;
	/**
	* Search pets
	*
	* @deprecated
	*/
	searchPets(body?: Operations["searchPets"]["request"], options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>): Promise<PetstoreResults["searchPets"]>;
	/** Health check */
	ping(options?: PetstoreCallOptions<Record<never, never>, Record<never, never>>): Promise<PetstoreResults["ping"]>;
}
export { ApiError, ThrottleError, NetworkError, TimeoutError } from "./runtime/rest-client/errors.js";
export { RateLimiter } from "./runtime/rest-client/rate-limiter.js";
