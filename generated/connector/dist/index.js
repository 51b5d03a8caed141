export * from "./operations.js";
export * from "./runtime/operation-table.js";
export { validate, is } from "./validators.js";
export { fixtures } from "./fixtures.js";
export * from "./service/index.js";
export { ConnectorClient } from "./client.js";
export { createConnectorServer } from "./server.js";
export { wsdl as connectorWsdl } from "./wsdl.js";
export { SoapFault, SoapHttpError, SoapRedirectError, SoapResponseError, SoapResponseTooLargeError, SoapTimeoutError, XmlEncodingError } from "./runtime/soap/index.js";
