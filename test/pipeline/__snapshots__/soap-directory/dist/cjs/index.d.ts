/** Directory Service 1.0.0: everything the package exports (each part is also a subpath). Generated; do not edit. */
export type * from "./types.js";
export { operations, endpoints, rateLimits, rateLimitKeys, securitySchemes, fillPath, matchHttpOperation, rateLimitsOf } from "./operations.js";
export type { Operations, OperationName, OperationDescriptor, HttpOperationDescriptor, SoapOperationDescriptor, HttpMethod, ParameterDescriptor, RequestBodyDescriptor, ResponseDescriptor, ResponseHeaderDescriptor, SecurityRequirement, MessagePartDescriptor, EndpointDescriptor, RateLimit, RateLimitKey, SecuritySchemeDescriptor, OperationTypes, HttpOperationMatch } from "./operations.js";
export { validate, is } from "./validators.js";
export type { ValidationCode, ValidationError, ValidationResult } from "./validators.js";
export { fixtures } from "./fixtures.js";
export type { DeepPartial, FixtureBuilder, InvalidCase } from "./fixtures.js";
export { DirectoryClient, SoapFault, XmlEncodingError, SoapHttpError, SoapRedirectError, SoapResponseError, SoapResponseTooLargeError, SoapTimeoutError } from "./client.js";
export type { DirectoryClientOptions, DirectoryCallOptions, FetchLike, SoapClientLimits } from "./client.js";
export { createDirectoryServer, directoryWsdl } from "./server.js";
export type { DirectoryHandlers, DirectoryServerOptions, RunningSoapServer, SoapRequestContext, SoapServer } from "./server.js";
