/**
* Typed client of Pet Store 1.2.
*
* Generated from the definition; do not edit.
*/
import { ApiError, brandThrottled } from "./runtime/rest-client/errors.js";
import { createHttpClient } from "./runtime/rest-client/http-client.js";
import { RateLimiter } from "./runtime/rest-client/rate-limiter.js";
import { endpoints, rateLimitKeys, rateLimits } from "./operations.js";
import * as descriptors from "./operation-descriptors.js";
/** An error answer of the Pet Store: HTTP status, the parsed error body, the trace id and the operation. */
export class PetstoreError extends ApiError {
	/** Written out: a minifier may rename the class, not the error. */
	name = "PetstoreError";
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
	name = "PetstoreThrottleError";
	constructor(init) {
		super(init);
		brandThrottled(this);
	}
}
const errorFactory = (init) => init.throttled ? new PetstoreThrottleError(init) : new PetstoreError(init);
/** The result of a success body: its member named by the descriptor (`x-svc-result`), else the body. */
function unwrap(operation, body) {
	const member = operation.result;
	if (member === undefined || body === null || typeof body !== "object") return body;
	return body[member];
}
/** A connection to the Pet Store (see `PetstoreConnection`). */
export function connectPetstore(options) {
	const environment = options.environment;
	const named = typeof environment === "string" ? endpoints.find((e) => e.name === environment) : undefined;
	if (typeof environment === "string" && named === undefined) {
		throw new TypeError(`Unknown environment "${environment}" (known: ${endpoints.flatMap((e) => e.name === undefined ? [] : [e.name]).join(", ") || "none"}; or give { baseUrl })`);
	}
	const endpoint = typeof environment === "object" ? undefined : named ?? endpoints[0];
	if (typeof environment !== "object" && endpoint === undefined) throw new TypeError("The definition names no server: give environment: { baseUrl }");
	const baseUrl = typeof environment === "object" ? environment.baseUrl : endpoint.url;
	const ownKeys = { app: "client" };
	const http = createHttpClient({
		baseUrl,
		accessToken: options.accessToken ?? options.auth,
		fetch: options.fetch,
		timeoutMs: options.timeoutMs,
		maxResponseBytes: options.maxResponseBytes,
		maxDepth: options.maxDepth,
		retry: options.retry,
		onRequest: options.onRequest,
		limits: rateLimits,
		rateLimitKeys,
		environment: typeof environment === "object" ? environment.name : endpoint?.name,
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
	return {
		http,
		pathValues: {}
	};
}
/**
* Client of Pet Store 1.2: one method per operation, typed from the definition.
*
* Calls wait for the declared rate limits, retry what is safe to repeat, refresh the token once on 401 and throw
* `PetstoreError` (`PetstoreThrottleError` on 429), `NetworkError` or `TimeoutError`.
*/
export class PetstoreClient {
	http;
	pathValues;
	constructor(options) {
		const connection = connectPetstore(options);
		this.http = connection.http;
		this.pathValues = connection.pathValues;
	}
	/** List pets */
	listPets(options) {
		return this.http.call(descriptors.listPetsOperation, {
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
		return this.http.call(descriptors.createPetOperation, {
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
		return this.http.call(descriptors.deletePetOperation, {
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
		return this.http.call(descriptors.readPetOperation, {
			path: { petId },
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/** Download a pet's photo */
	readPetPhoto(petId, options) {
		return this.http.call(descriptors.readPetPhotoOperation, {
			path: { petId },
			query: options?.query,
			headers: options?.headers,
			idempotencyKey: options?.idempotencyKey,
			signal: options?.signal
		});
	}
	/** updatePetLabels */
	updatePetLabels(petId, labels, options) {
		return this.http.call(descriptors.updatePetLabelsOperation, {
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
		return this.http.call(descriptors.searchPetsOperation, {
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
		return this.http.call(descriptors.pingOperation, {
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
