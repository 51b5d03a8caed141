import * as descriptors from "./operation-descriptors.js";
/** Every operation by name: the transport facts clients and servers read at run time. */
export const operations = {
	/** List pets */
	listPets: descriptors.listPetsOperation,
	/**
	* Create a pet
	*
	* Adds a pet to the store.
	*/
	createPet: descriptors.createPetOperation,
	/** Delete a pet */
	deletePet: descriptors.deletePetOperation,
	/** Read a pet */
	readPet: descriptors.readPetOperation,
	/** Download a pet's photo */
	readPetPhoto: descriptors.readPetPhotoOperation,
	updatePetLabels: descriptors.updatePetLabelsOperation,
	/**
	* Search pets
	*
	* @deprecated
	*/
	searchPets: descriptors.searchPetsOperation,
	/** Health check */
	ping: descriptors.pingOperation
};
/**
* Addresses the services are reached at.
*
* - `sandbox`: Test data only.
*/
export const endpoints = [{
	service: "PetStore",
	name: "production",
	url: "https://api.example.test/v1"
}, {
	service: "PetStore",
	name: "sandbox",
	url: "https://sandbox.example.test/v1"
}];
/**
* Rate limits the interface declares; `keyedBy` names entries of `rateLimitKeys`.
*
* - `per-second-sandbox`: Sandbox burst limit.
*/
export const rateLimits = [
	{
		id: "per-minute",
		limit: 100,
		windowSeconds: 60,
		keyedBy: ["account"],
		appliesTo: [],
		environments: []
	},
	{
		id: "per-second-sandbox",
		limit: 10,
		windowSeconds: 1,
		keyedBy: ["app"],
		appliesTo: [],
		environments: ["sandbox"]
	},
	{
		id: "create-batch",
		limit: 30,
		windowSeconds: 60,
		keyedBy: [],
		appliesTo: ["createPet"],
		environments: [],
		maxItemsPerRequest: 30
	}
];
/**
* How each rate-limit key is read off a request.
*
* - `account`: The caller's account.
*/
export const rateLimitKeys = [{
	name: "account",
	in: "header",
	param: "X-Account-Id"
}, {
	name: "app",
	in: "credential"
}];
/**
* Security schemes by name, as operations' `security` requirements refer to them.
*
* - `bearerAuth`: OAuth 2 access token.
*/
export const securitySchemes = {
	apiKey: {
		kind: "api-key",
		in: "header",
		paramName: "X-Api-Key"
	},
	bearerAuth: {
		kind: "http-bearer",
		bearerFormat: "JWT"
	}
};
export { fillPath, matchHttpOperation, rateLimitsOf } from "./runtime/operations/operation-table.js";
