import * as descriptors from "./operation-descriptors.js";
/** Every operation by name: the transport facts clients and servers read at run time. */
export const operations = {
	/** Look a person up by id. */
	lookupPerson: descriptors.lookupPersonOperation,
	/**
	* Lists names starting with a prefix.
	* Names are unique.
	*/
	listNames: descriptors.listNamesOperation
};
/** Addresses the services are reached at. */
export const endpoints = [{
	service: "DirectorySvc",
	name: "DirectorySvcSoap",
	url: "https://directory.example.test/DirectorySvc.asmx"
}];
/** Rate limits the interface declares; `keyedBy` names entries of `rateLimitKeys`. */
export const rateLimits = [];
/** How each rate-limit key is read off a request. */
export const rateLimitKeys = [];
/** Security schemes by name, as operations' `security` requirements refer to them. */
export const securitySchemes = {};
export { fillPath, matchHttpOperation, rateLimitsOf } from "./runtime/operations/operation-table.js";
