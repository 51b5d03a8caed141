/**
* Typed client of Pet Store 1.2.
*
* Generated from the definition; do not edit.
*/
import { ApiError, brandThrottled } from "./runtime/rest-client/errors.js";
import { createHttpClient } from "./runtime/rest-client/http-client.js";
import { RateLimiter } from "./runtime/rest-client/rate-limiter.js";
import { endpoints, operations, rateLimitKeys, rateLimits } from "./operations.js";
/** An error answer of the Pet Store: HTTP status, the parsed error body, the trace id and the operation. */
export class PetstoreError extends ApiError {
	/** An error to throw from a server handler: answered with this status and body. */
	static of(status, body) {
		return new PetstoreError({
			status,
			body,
			operation: "",
			throttled: status === 429
		});
	}
}
/** The Pet Store throttled the call (HTTP 429), whatever the body's format. Also an `instanceof ThrottleError`. */
export class PetstoreThrottleError extends PetstoreError {
	constructor(init) {
		super(init);
		brandThrottled(this);
	}
}
const errorFactory = (init) => init.throttled ? new PetstoreThrottleError(init) : new PetstoreError(init);
const RESULT_MEMBERS = {};
function unwrap(operation, body) {
	const member = RESULT_MEMBERS[operation.name];
	if (member === undefined || body === null || typeof body !== "object") return body;
	return body[member];
}
/**
* Client of Pet Store 1.2: one method per operation, typed from the definition.
*
* Calls wait for the declared rate limits, retry what is safe to repeat, refresh the token once on 401 and throw
* `PetstoreError` (`PetstoreThrottleError` on 429), `NetworkError` or `TimeoutError`.
*/
export class PetstoreClient {
	/** The generic HTTP client underneath, for calls this class does not cover. */
	http;
	pathValues;
	constructor(options) {
		const environment = options.environment ?? "production";
		const named = typeof environment === "string" ? endpoints.find((e) => e.name === environment) : undefined;
		if (typeof environment === "string" && named === undefined) throw new TypeError(`Unknown environment "${environment}"`);
		const baseUrl = typeof environment === "string" ? named.url : environment.baseUrl;
		const environmentName = typeof environment === "string" ? environment : environment.name;
		this.pathValues = {};
		const ownKeys = { app: "client" };
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
			keyValues: {
				...ownKeys,
				...options.keyValues
			},
			errorFactory,
			traceHeader: undefined,
			unwrap,
			defaultQuery: options.defaultQuery
		});
	}
	/** List pets */
	listPets(options) {
		return this.http.call(operations.listPets, {
			path: {},
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Create a pet
	*
	* Adds a pet to the store.
	*/
	createPet(animal, options) {
		return this.http.call(operations.createPet, {
			path: {},
			query: options?.query,
			headers: options?.headers,
			body: animal,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/** Delete a pet */
	deletePet(body, options) {
		return this.http.call(operations.deletePet, {
			path: {},
			query: options?.query,
			headers: options?.headers,
			body,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/** Read a pet */
	readPet(petId, options) {
		return this.http.call(operations.readPet, {
			path: { petId },
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/** Download a pet's photo */
	readPetPhoto(petId, options) {
		return this.http.call(operations.readPetPhoto, {
			path: { petId },
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/** updatePetLabels */
	updatePetLabels(petId, labels, options) {
		return this.http.call(operations.updatePetLabels, {
			path: { petId },
			query: options?.query,
			headers: options?.headers,
			body: labels,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/**
	* Search pets
	*
	* @deprecated
	*/
	searchPets(body, options) {
		return this.http.call(operations.searchPets, {
			path: {},
			query: options?.query,
			headers: options?.headers,
			body,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/** Health check */
	ping(options) {
		return this.http.call(operations.ping, {
			path: {},
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
}
export { ApiError, ThrottleError, NetworkError, TimeoutError } from "./runtime/rest-client/errors.js";
export { RateLimiter } from "./runtime/rest-client/rate-limiter.js";
