export { operations, endpoints, rateLimits, rateLimitKeys, securitySchemes, fillPath, matchHttpOperation, rateLimitsOf } from "./operations.js";
export { validate, is } from "./validators.js";
export { fixtures } from "./fixtures.js";
export { ConnectorClient, SoapFault, XmlEncodingError, SoapHttpError, SoapRedirectError, SoapResponseError, SoapResponseTooLargeError, SoapTimeoutError } from "./client.js";
export { createConnectorServer, connectorWsdl } from "./server.js";
export { createConnectorService, connectorWebConnectorWire, DEFAULT_CALL_TIMEOUT_MS, DEFAULT_HOST_DOCUMENT, DEFAULT_MAX_REPLY_BYTES, DEFAULT_WEB_CONNECTOR_WIRE, HOST_DOCUMENT_SCAN_BYTES, MemorySessionStore, QueueFullError, QwcError, RedisSessionStore, ReplyXmlError, SOAP_ENVELOPE_NS, WC_USER_AGENT, WebConnectorCallError, acknowledgeRequests, callConnector, continuation, createSessionHandlers, customerQueryJob, derivedGuid, errorPolicy, escapeText, isNil, isWellFormedTicket, itemWeight, jobItem, minimumClientVersion, newTicket, parseReply, percentDone, readHostInfo, secretsEqual, simulateWebConnector, simulatedCompany, staticCredentials, ticketKey, writeQwc, writeRequestEnvelope } from "./web-connector.js";
