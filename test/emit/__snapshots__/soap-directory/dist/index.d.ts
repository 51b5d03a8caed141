/** Directory Service 1.0.0: types, operation table and runtime descriptors. Generated; do not edit. */
export type * from "./types.js";
export * from "./operations.js";
export * from "./runtime/operation-table.js";
export { validate, is } from "./validators.js";
export type { ValidationCode, ValidationError, ValidationResult } from "./runtime/validation.js";
export { fixtures } from "./fixtures.js";
export type { DeepPartial, FixtureBuilder, InvalidCase } from "./runtime/fixtures-runtime.js";
export { DirectoryClient, type DirectoryClientOptions, type DirectoryCallOptions } from "./client.js";
export { createDirectoryServer, type DirectoryHandlers, type DirectoryServerOptions } from "./server.js";
export { wsdl as directoryWsdl } from "./wsdl.js";
export { SoapFault, SoapHttpError, SoapRedirectError, SoapResponseError, SoapResponseTooLargeError, SoapTimeoutError, XmlEncodingError } from "./runtime/soap/index.js";
export type { FetchLike, RunningSoapServer, SoapClientLimits, SoapRequestContext, SoapServer } from "./runtime/soap/index.js";
