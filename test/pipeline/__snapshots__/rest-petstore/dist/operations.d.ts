/**
* Operations of Pet Store 1.2.
*
* Generated from the definition; do not edit.
*/
import type { EndpointDescriptor, HttpOperationDescriptor, RateLimit, RateLimitKey, SecuritySchemeDescriptor } from "./runtime/operations/operation-table.js";
import type { Animal, AnimalWrite, Category, Error, Labels, Page, PetList } from "./types.js";
/** Every operation by name: the transport facts clients and servers read at run time. */
export declare const operations: {
	readonly listPets: HttpOperationDescriptor;
	readonly createPet: HttpOperationDescriptor;
	readonly deletePet: HttpOperationDescriptor;
	readonly readPet: HttpOperationDescriptor;
	readonly readPetPhoto: HttpOperationDescriptor;
	readonly updatePetLabels: HttpOperationDescriptor;
	readonly searchPets: HttpOperationDescriptor;
	readonly ping: HttpOperationDescriptor;
};
/** Name of an operation of this package. */
export type OperationName = keyof typeof operations;
/** Request and response types of every operation, by name. `request` is a write shape (no read-only properties). */
export interface Operations {
	/** List pets */
	listPets: {
		path: Record<string, never>;
		query: {
			/**
			* Page size.
			*
			* @integer
			* @minimum 1
			* @maximum 100
			*/
			limit?: number;
			status?: "available" | "pending" | "sold";
		};
		headers: {
			/**
			* Idempotency key of the request.
			*
			* @format uuid
			*/
			"X-Request-Id"?: string;
		};
		cookies: Record<string, never>;
		request: never;
		response: PetList;
		error: Error;
	};
	/**
	* Create a pet
	*
	* Adds a pet to the store.
	*/
	createPet: {
		path: Record<string, never>;
		query: Record<string, never>;
		headers: Record<string, never>;
		cookies: Record<string, never>;
		request: AnimalWrite;
		response: Animal;
		error: Error;
	};
	/** Delete a pet */
	deletePet: {
		path: Record<string, never>;
		query: Record<string, never>;
		headers: Record<string, never>;
		cookies: Record<string, never>;
		request: {
			/** @format int64 */
			id: number;
		};
		response: {
			deleted: boolean;
		};
		error: Error;
	};
	/** Read a pet */
	readPet: {
		path: {
			/**
			* The pet's id.
			*
			* @pattern ^[0-9]+$
			*/
			petId: string;
		};
		query: {
			/**
			* @integer
			* @deprecated
			*/
			minorversion?: number;
		};
		headers: Record<string, never>;
		cookies: Record<string, never>;
		request: never;
		response: Animal | Uint8Array;
		error: Error;
	};
	/** Download a pet's photo */
	readPetPhoto: {
		path: {
			petId: string;
		};
		query: Record<string, never>;
		headers: Record<string, never>;
		cookies: Record<string, never>;
		request: never;
		response: Uint8Array;
		error: Error;
	};
	updatePetLabels: {
		path: {
			petId: string;
		};
		query: Record<string, never>;
		headers: Record<string, never>;
		cookies: {
			session?: string;
		};
		request: Labels;
		response: undefined;
		error: Error;
	};
	/**
	* Search pets
	*
	* @deprecated
	*/
	searchPets: {
		path: Record<string, never>;
		query: Record<string, never>;
		headers: Record<string, never>;
		cookies: Record<string, never>;
		request: {
			query: string;
			categories?: Category[];
		} | undefined;
		response: Page;
		error: unknown;
	};
	/** Health check */
	ping: {
		path: Record<string, never>;
		query: Record<string, never>;
		headers: Record<string, never>;
		cookies: Record<string, never>;
		request: never;
		response: string;
		error: unknown;
	};
}
/**
* Addresses the services are reached at.
*
* - `sandbox`: Test data only.
*/
export declare const endpoints: readonly EndpointDescriptor[];
/**
* Rate limits the interface declares; `keyedBy` names entries of `rateLimitKeys`.
*
* - `per-second-sandbox`: Sandbox burst limit.
*/
export declare const rateLimits: readonly RateLimit[];
/**
* How each rate-limit key is read off a request.
*
* - `account`: The caller's account.
*/
export declare const rateLimitKeys: readonly RateLimitKey[];
/**
* Security schemes by name, as operations' `security` requirements refer to them.
*
* - `bearerAuth`: OAuth 2 access token.
*/
export declare const securitySchemes: {
	readonly [name: string]: SecuritySchemeDescriptor;
};
export { fillPath, matchHttpOperation, rateLimitsOf } from "./runtime/operations/operation-table.js";
export type { OperationDescriptor, HttpOperationDescriptor, SoapOperationDescriptor, HttpMethod, ParameterDescriptor, RequestBodyDescriptor, ResponseDescriptor, ResponseHeaderDescriptor, SecurityRequirement, MessagePartDescriptor, EndpointDescriptor, RateLimit, RateLimitKey, SecuritySchemeDescriptor, OperationTypes, HttpOperationMatch } from "./runtime/operations/operation-table.js";
