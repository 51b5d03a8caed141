export { operations, endpoints, rateLimits, rateLimitKeys, securitySchemes, fillPath, matchHttpOperation, rateLimitsOf } from "./operations.js";
export { validate, is } from "./validators.js";
export { fixtures } from "./fixtures.js";
export { DirectoryClient, SoapFault, XmlEncodingError, SoapHttpError, SoapRedirectError, SoapResponseError, SoapResponseTooLargeError, SoapTimeoutError } from "./client.js";
export { createDirectoryServer, directoryWsdl } from "./server.js";
