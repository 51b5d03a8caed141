/// <reference types="node" />
/** The Web Connector service of ConnectorSvc 1.0.0: the kit's session framework behind this package's server. Generated; do not edit. */
import { type ConnectorServerOptions, type SoapServer } from "./server.js";
import { type SessionHandlerOptions, type SessionService } from "./runtime/web-connector/session-handlers.js";
import type { WebConnectorWire } from "./runtime/web-connector/wc-sim.js";
/** How this service names the protocol's request fields on the wire: what `simulateWebConnector` (and `wc-sim`) send it. */
export declare const connectorWebConnectorWire: WebConnectorWire;
/** Options of `createConnectorService`: the session framework's (credential check, jobs, store ...) and the server's. */
export interface ConnectorServiceOptions extends Omit<SessionHandlerOptions, "faults"> {
	/** Options of the server underneath (path, limits, onError ...). */
	readonly server?: ConnectorServerOptions;
}
/** The server (`listener`, `listen()`) with the session service around it: `handlers`, `store`, `enqueue`, and `close()` (closes the store). */
export type ConnectorService = SoapServer & SessionService & {
	close(): Promise<void>;
};
/**
* A ConnectorSvc server whose operations are the Web Connector session framework:
*
* ```ts
* const service = createConnectorService({ authenticate, jobs: { customers } });
* await service.enqueue('alice', { job: 'customers' });
* const { url } = await service.listen(8080, '127.0.0.1');
* ```
*/
export declare function createConnectorService(options: ConnectorServiceOptions): ConnectorService;
export { DEFAULT_CALL_TIMEOUT_MS, DEFAULT_HOST_DOCUMENT, DEFAULT_MAX_REPLY_BYTES, DEFAULT_WEB_CONNECTOR_WIRE, HOST_DOCUMENT_SCAN_BYTES, MemorySessionStore, QueueFullError, QwcError, REDIS_SESSION_STORE_TIMEOUTS, RedisSessionStore, ReplyXmlError, SOAP_ENVELOPE_NS, SessionStoreError, WC_USER_AGENT, WebConnectorCallError, acknowledgeRequests, callConnector, continuation, createSessionHandlers, customerQueryJob, derivedGuid, errorPolicy, escapeText, isNil, isWellFormedTicket, itemWeight, jobItem, minimumClientVersion, newTicket, parseReply, percentDone, readHostInfo, refusedStatusOf, refusedTicket, secretsEqual, simulateWebConnector, simulatedCompany, staticCredentials, textPiecesOf, ticketKey, writeQwc, writeRequestEnvelope } from "./runtime/web-connector/index.js";
export type { AuthOutcome, CallAnswer, ClientVersionOutcome, CommitResult, CustomerQueryJobOptions, DemoCustomer, ErrorPolicy, FaultFactory, FieldValue, HandledResponse, HostInfo, HostRequestFields, JobContext, JobFailureContext, JobHandler, JobHandlers, JobInput, JobItem, JobOutcome, JobResponseContext, Json, MemorySessionStoreOptions, ObservedCall, PendingRequest, QwcOptions, RedisCommandClient, RedisSessionStoreOptions, RefusedStatus, ReplyElement, SessionChange, SessionHandlerOptions, SessionHandlers, SessionOutcome, SessionPhase, SessionRecord, SessionService, SessionSnapshot, SessionStore, SessionSummary, SimulatedAnswer, StaticUser, Transcript, TranscriptStep, WebConnectorCallOptions, WebConnectorSimOptions, WebConnectorWire } from "./runtime/web-connector/index.js";
