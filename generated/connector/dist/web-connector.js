/** The Web Connector service of ConnectorSvc 1.0.0: the kit's session framework behind this package's server. Generated; do not edit. */
/// <reference types="node" />
import { createConnectorServer, SoapFault } from "./server.js";
import { createSessionHandlers, textPiecesOf } from "./runtime/web-connector/session-handlers.js";
/** How this service names the protocol's request fields on the wire: what `simulateWebConnector` (and `wc-sim`) send it. */
export const connectorWebConnectorWire = {
	namespace: "http://developer.svc.example/",
	fields: {
		serverVersion: ["strVersion"],
		clientVersion: ["strVersion"],
		authenticate: ["strUserName", "strPassword"],
		sendRequestXML: [
			"ticket",
			"strHCPResponse",
			"strCompanyFileName",
			"acctXMLCountry",
			"acctXMLMajorVers",
			"acctXMLMinorVers"
		],
		receiveResponseXML: [
			"ticket",
			"response",
			"hresult",
			"message"
		],
		connectionError: [
			"ticket",
			"hresult",
			"message"
		],
		getLastError: ["ticket"],
		closeConnection: ["ticket"]
	}
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
export function createConnectorService(options) {
	const { server: serverOptions, ...sessionOptions } = options;
	const session = createSessionHandlers({
		...sessionOptions,
		faults: SoapFault
	});
	const kit = session.handlers;
	const handlers = {
		serverVersion: (r) => kit.serverVersion({ strVersion: r.strVersion }),
		clientVersion: (r) => kit.clientVersion({ strVersion: r.strVersion }),
		authenticate: (r) => kit.authenticate({
			strUserName: r.strUserName,
			strPassword: r.strPassword
		}),
		sendRequestXML: (r) => kit.sendRequestXML({
			ticket: r.ticket,
			strHCPResponse: r.strHCPResponse,
			strCompanyFileName: r.strCompanyFileName,
			country: r.acctXMLCountry,
			majorVersion: r.acctXMLMajorVers,
			minorVersion: r.acctXMLMinorVers
		}),
		receiveResponseXML: (r, c) => kit.receiveResponseXML({
			ticket: r.ticket,
			response: r.response,
			responsePieces: textPiecesOf(c.body, "response"),
			hresult: r.hresult,
			message: r.message
		}),
		connectionError: (r) => kit.connectionError({
			ticket: r.ticket,
			hresult: r.hresult,
			message: r.message
		}),
		getLastError: (r) => kit.getLastError({ ticket: r.ticket }),
		closeConnection: (r) => kit.closeConnection({ ticket: r.ticket })
	};
	const server = createConnectorServer(handlers, serverOptions);
	return Object.assign(server, {
		handlers: kit,
		store: session.store,
		enqueue: session.enqueue,
		close: () => session.store.close()
	});
}
export { DEFAULT_CALL_TIMEOUT_MS, DEFAULT_HOST_DOCUMENT, DEFAULT_MAX_REPLY_BYTES, DEFAULT_WEB_CONNECTOR_WIRE, HOST_DOCUMENT_SCAN_BYTES, MemorySessionStore, QueueFullError, QwcError, REDIS_SESSION_STORE_TIMEOUTS, RedisSessionStore, ReplyXmlError, SOAP_ENVELOPE_NS, SessionStoreError, WC_USER_AGENT, WebConnectorCallError, acknowledgeRequests, callConnector, continuation, createSessionHandlers, customerQueryJob, derivedGuid, errorPolicy, escapeText, isNil, isWellFormedTicket, itemWeight, jobItem, minimumClientVersion, newTicket, parseReply, percentDone, readHostInfo, refusedStatusOf, refusedTicket, secretsEqual, simulateWebConnector, simulatedCompany, staticCredentials, textPiecesOf, ticketKey, writeQwc, writeRequestEnvelope } from "./runtime/web-connector/index.js";
