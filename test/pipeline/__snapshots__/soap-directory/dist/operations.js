/** Every operation by name: the transport facts clients and servers read at run time. */
export const operations = {
	/** Look a person up by id. */
	lookupPerson: {
		name: "lookupPerson",
		kind: "soap",
		soapAction: "http://directory.example.test/lookupPerson",
		soapVersion: "1.1",
		style: "document",
		use: "literal",
		input: {
			element: "lookupPerson",
			namespace: "http://directory.example.test/",
			type: "LookupPerson"
		},
		output: {
			element: "lookupPersonResponse",
			namespace: "http://directory.example.test/",
			type: "LookupPersonResponse"
		},
		faults: [{
			element: "DirectoryFault",
			namespace: "http://directory.example.test/",
			type: "DirectoryFault"
		}],
		rateLimits: []
	},
	/**
	* Lists names starting with a prefix.
	* Names are unique.
	*/
	listNames: {
		name: "listNames",
		kind: "soap",
		soapAction: "http://directory.example.test/listNames",
		soapVersion: "1.1",
		style: "document",
		use: "literal",
		input: {
			element: "listNames",
			namespace: "http://directory.example.test/",
			type: "ListNames"
		},
		output: {
			element: "listNamesResponse",
			namespace: "http://directory.example.test/",
			type: "ListNamesResponse"
		},
		faults: [],
		rateLimits: []
	}
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
