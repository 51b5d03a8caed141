/**
* One function per operation of Pet Store 1.2: `listPets(connection, ...)`, the same calls as `PetstoreClient`'s
* methods, each its own export, so a bundle keeps only the operations a program calls.
*
* ```ts
* const connection = connectPetstore({ ... });
* const result = await listPets(connection, ...);
* ```
*
* Generated from the definition; do not edit.
*/
import type * as C from "./client.js";
import type * as T from "./types.js";
export { connectPetstore, type PetstoreConnection } from "./client.js";
/**
* List pets
*
* `PetstoreClient.listPets` as a function of a connection (`connectPetstore(options)`).
*/
export declare function listPets(connection: C.PetstoreConnection, options?: C.PetstoreCallOptions<{
	readonly limit?: number;
	readonly status?: "available" | "pending" | "sold";
}, {
	readonly "X-Request-Id"?: string;
}>): Promise<T.PetList>;
/**
* Create a pet
*
* Adds a pet to the store.
*
* `PetstoreClient.createPet` as a function of a connection (`connectPetstore(options)`).
*/
export declare function createPet(connection: C.PetstoreConnection, animal: T.AnimalWrite, options?: C.PetstoreCallOptions<Record<never, never>, Record<never, never>>): Promise<T.Animal>;
/**
* Delete a pet
*
* `PetstoreClient.deletePet` as a function of a connection (`connectPetstore(options)`).
*/
export declare function deletePet(connection: C.PetstoreConnection, body: {
	/** @format int64 */
	id: number;
}, options?: C.PetstoreCallOptions<Record<never, never>, Record<never, never>>): Promise<{
	deleted: boolean;
}>;
/**
* Read a pet
*
* `PetstoreClient.readPet` as a function of a connection (`connectPetstore(options)`).
*/
export declare function readPet(connection: C.PetstoreConnection, petId: string, options?: C.PetstoreCallOptions<{
	readonly minorversion?: number;
}, Record<never, never>>): Promise<T.Animal | Uint8Array>;
/**
* Download a pet's photo
*
* `PetstoreClient.readPetPhoto` as a function of a connection (`connectPetstore(options)`).
*/
export declare function readPetPhoto(connection: C.PetstoreConnection, petId: string, options?: C.PetstoreCallOptions<Record<never, never>, Record<never, never>>): Promise<Uint8Array>;
/**
* updatePetLabels
*
* `PetstoreClient.updatePetLabels` as a function of a connection (`connectPetstore(options)`).
*/
export declare function updatePetLabels(connection: C.PetstoreConnection, petId: string, labels: T.Labels, options?: C.PetstoreCallOptions<Record<never, never>, Record<never, never>>): Promise<undefined>;
/**
* Search pets
*
* @deprecated
*
* `PetstoreClient.searchPets` as a function of a connection (`connectPetstore(options)`).
*/
export declare function searchPets(connection: C.PetstoreConnection, body?: {
	query: string;
	categories?: T.Category[];
}, options?: C.PetstoreCallOptions<Record<never, never>, Record<never, never>>): Promise<T.Page>;
/**
* Health check
*
* `PetstoreClient.ping` as a function of a connection (`connectPetstore(options)`).
*/
export declare function ping(connection: C.PetstoreConnection, options?: C.PetstoreCallOptions<Record<never, never>, Record<never, never>>): Promise<string>;
