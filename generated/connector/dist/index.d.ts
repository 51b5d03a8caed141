/** ConnectorSvc 1.0.0: types, operation table and runtime descriptors. Generated; do not edit. */
export type * from "./types.js";
export * from "./operations.js";
export * from "./runtime/operation-table.js";
export { validate, is } from "./validators.js";
export type { ValidationCode, ValidationError, ValidationResult } from "./runtime/validation.js";
export { fixtures } from "./fixtures.js";
export type { DeepPartial, FixtureBuilder, InvalidCase } from "./runtime/fixtures-runtime.js";
export * from "./service/index.js";
export { ConnectorClient, type ConnectorClientOptions, type ConnectorCallOptions } from "./client.js";
export { createConnectorServer, type ConnectorHandlers, type ConnectorServerOptions } from "./server.js";
export { wsdl as connectorWsdl } from "./wsdl.js";
export { SoapFault, SoapHttpError, SoapRedirectError, SoapResponseError, SoapResponseTooLargeError, SoapTimeoutError, XmlEncodingError } from "./runtime/soap/index.js";
export type { FetchLike, RunningSoapServer, SoapClientLimits, SoapRequestContext, SoapServer } from "./runtime/soap/index.js";
