import { PetstoreError } from "./client.js";
import { operations, rateLimitKeys, rateLimits } from "./operations.js";
import { createServerCore } from "./runtime/rest-server/server.js";
import { bindServerTables } from "./runtime/rest-server/server-tables.js";
import { validate } from "./validators.js";
const PARAMETERS = {
	listPets: [
		{
			name: "limit",
			in: "query",
			required: false,
			kind: "integer",
			minimum: 1,
			maximum: 100
		},
		{
			name: "status",
			in: "query",
			required: false,
			kind: "string",
			enum: [
				"available",
				"pending",
				"sold"
			]
		},
		{
			name: "X-Request-Id",
			in: "header",
			required: false,
			kind: "string"
		}
	],
	createPet: [],
	deletePet: [],
	readPet: [{
		name: "petId",
		in: "path",
		required: true,
		kind: "string"
	}, {
		name: "minorversion",
		in: "query",
		required: false,
		kind: "integer"
	}],
	readPetPhoto: [{
		name: "petId",
		in: "path",
		required: true,
		kind: "string"
	}],
	updatePetLabels: [{
		name: "petId",
		in: "path",
		required: true,
		kind: "string"
	}],
	searchPets: [],
	ping: []
};
const REQUEST_BODIES = {
	createPet: "AnimalWrite",
	updatePetLabels: "Labels"
};
const RESPONSE_BODIES = {
	listPets: "PetList",
	createPet: "Animal",
	readPet: "Animal",
	searchPets: "Page"
};
const WRAPPERS = {};
const VARIANTS = {};
const ERROR_BODY = { error: {
	message: "{message}",
	status: "{status}"
} };
const ERROR_VALUES = {};
const REPLY_HEADERS = {};
/** Validation, wrapping and error bodies from the tables above (`runtime/rest/server-tables.ts`). */
const glue = bindServerTables({
	parameters: PARAMETERS,
	requestBodies: REQUEST_BODIES,
	responseBodies: RESPONSE_BODIES,
	wrappers: WRAPPERS,
	variants: VARIANTS,
	errorBody: ERROR_BODY,
	errorValues: ERROR_VALUES,
	validate
});
/**
* A server of Pet Store 1.2: routing, bearer check, rate limits, validation with the generated validators,
* errors in the interface's own format. `listener` is a node:http request listener; `listen(port?, host?)` resolves to `{ url, close() }`.
*/
export function createPetstoreServer(handlers, options = {}) {
	return createServerCore({
		operations,
		handlers: glue.dispatch(handlers),
		formatError: glue.formatError,
		wrap: glue.wrap,
		validateRequest: glue.validateRequest,
		validateResponse: options.validateResponses ? glue.validateResponse : undefined,
		onError: options.onError,
		authenticate: options.authenticate,
		traceHeader: undefined,
		headers: REPLY_HEADERS,
		maxBodyBytes: options.maxBodyBytes,
		maxHeaderBytes: options.maxHeaderBytes,
		bodyTimeoutMs: options.bodyTimeoutMs,
		handlerTimeoutMs: options.handlerTimeoutMs,
		maxDepth: options.maxDepth,
		maxErrorBodyBytes: options.maxErrorBodyBytes,
		basePath: options.basePath,
		limits: options.rateLimits === false ? undefined : options.rateLimits ?? rateLimits,
		rateLimitKeys,
		environment: options.environment,
		limiterAlgorithm: options.limiterAlgorithm,
		rateLimitStore: options.rateLimitStore,
		maxRateLimitCounters: options.maxRateLimitCounters,
		credentialKeyValues: options.credentialKeyValues,
		cors: options.cors
	});
}
export { Reply } from "./runtime/rest-server/server.js";
