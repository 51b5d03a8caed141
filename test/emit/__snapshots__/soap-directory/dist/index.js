export * from "./operations.js";
export * from "./runtime/operation-table.js";
export { validate, is } from "./validators.js";
export { fixtures } from "./fixtures.js";
export { DirectoryClient } from "./client.js";
export { createDirectoryServer } from "./server.js";
export { wsdl as directoryWsdl } from "./wsdl.js";
export { SoapFault, SoapHttpError, SoapRedirectError, SoapResponseError, SoapResponseTooLargeError, SoapTimeoutError, XmlEncodingError } from "./runtime/soap/index.js";
