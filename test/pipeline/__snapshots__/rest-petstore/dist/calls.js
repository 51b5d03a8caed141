import * as D from "./operation-descriptors.js";
export { connectPetstore } from "./client.js";
/**
* List pets
*
* `PetstoreClient.listPets` as a function of a connection (`connectPetstore(options)`).
*/
export function listPets(connection, options) {
	return connection.http.call(D.listPetsOperation, {
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
*
* `PetstoreClient.createPet` as a function of a connection (`connectPetstore(options)`).
*/
export function createPet(connection, animal, options) {
	return connection.http.call(D.createPetOperation, {
		path: {},
		query: options?.query,
		headers: options?.headers,
		body: animal,
		idempotencyKey: options?.idempotencyKey,
		signal: options?.signal
	});
}
/**
* Delete a pet
*
* `PetstoreClient.deletePet` as a function of a connection (`connectPetstore(options)`).
*/
export function deletePet(connection, body, options) {
	return connection.http.call(D.deletePetOperation, {
		path: {},
		query: options?.query,
		headers: options?.headers,
		body,
		idempotencyKey: options?.idempotencyKey,
		signal: options?.signal
	});
}
/**
* Read a pet
*
* `PetstoreClient.readPet` as a function of a connection (`connectPetstore(options)`).
*/
export function readPet(connection, petId, options) {
	return connection.http.call(D.readPetOperation, {
		path: { petId },
		query: options?.query,
		headers: options?.headers,
		idempotencyKey: options?.idempotencyKey,
		signal: options?.signal
	});
}
/**
* Download a pet's photo
*
* `PetstoreClient.readPetPhoto` as a function of a connection (`connectPetstore(options)`).
*/
export function readPetPhoto(connection, petId, options) {
	return connection.http.call(D.readPetPhotoOperation, {
		path: { petId },
		query: options?.query,
		headers: options?.headers,
		idempotencyKey: options?.idempotencyKey,
		signal: options?.signal
	});
}
/**
* updatePetLabels
*
* `PetstoreClient.updatePetLabels` as a function of a connection (`connectPetstore(options)`).
*/
export function updatePetLabels(connection, petId, labels, options) {
	return connection.http.call(D.updatePetLabelsOperation, {
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
*
* `PetstoreClient.searchPets` as a function of a connection (`connectPetstore(options)`).
*/
export function searchPets(connection, body, options) {
	return connection.http.call(D.searchPetsOperation, {
		path: {},
		query: options?.query,
		headers: options?.headers,
		body,
		idempotencyKey: options?.idempotencyKey,
		signal: options?.signal
	});
}
/**
* Health check
*
* `PetstoreClient.ping` as a function of a connection (`connectPetstore(options)`).
*/
export function ping(connection, options) {
	return connection.http.call(D.pingOperation, {
		path: {},
		query: options?.query,
		headers: options?.headers,
		idempotencyKey: options?.idempotencyKey,
		signal: options?.signal
	});
}
