/** SOAP server stub of ConnectorSvc 1.0.0. Generated from the definition; do not edit. */
/// <reference types="node" />
import * as $soap from "./runtime/soap-server/index.js";
import { validate } from "./validators.js";
import * as $messages from "./soap-messages.js";
import { connectorWsdl } from "./wsdl.js";
/** A request value the validator refused: a Client fault naming the fields. */
function $valid(result, element) {
	if (result.ok) return result.value;
	const problems = result.errors.slice(0, 5).map((e) => e.path === "" ? e.message : `${e.path.slice(1)}: ${e.message}`);
	throw $soap.SoapFault.client(`Invalid ${element}: ${problems.join("; ")}`);
}
/**
* SOAP server stub of ConnectorSvc 1.0.0: `listener` for an existing node:http server, or `listen(port?, host?)`
* (default 127.0.0.1 and a free port) resolving to `{ url, close() }`, `url` being the service address (path `/ConnectorSvc.asmx` unless `options.path` says otherwise).
*/
export function createConnectorServer(handlers, options = {}) {
	const { wsdl = connectorWsdl, ...listenerOptions } = options;
	return $soap.createSoapServer({
		path: "/ConnectorSvc.asmx",
		...listenerOptions,
		...wsdl === false || wsdl === undefined ? {} : { wsdl },
		operations: [
			$soap.soapOperation({
				name: "serverVersion",
				soapAction: "http://developer.svc.example/serverVersion",
				namespace: "http://developer.svc.example/",
				inputElement: "serverVersion",
				outputElement: "serverVersionResponse",
				qualified: true,
				decode: (body) => $valid(validate.serverVersion($messages.decodeserverVersion(body)), "serverVersion"),
				handle: (request, context) => handlers.serverVersion !== undefined ? handlers.serverVersion(request, context) : $soap.notImplemented("serverVersion"),
				encode: (result) => $messages.encodeserverVersionResponse({ serverVersionResult: result })
			}),
			$soap.soapOperation({
				name: "clientVersion",
				soapAction: "http://developer.svc.example/clientVersion",
				namespace: "http://developer.svc.example/",
				inputElement: "clientVersion",
				outputElement: "clientVersionResponse",
				qualified: true,
				decode: (body) => $valid(validate.clientVersion($messages.decodeclientVersion(body)), "clientVersion"),
				handle: (request, context) => handlers.clientVersion !== undefined ? handlers.clientVersion(request, context) : $soap.notImplemented("clientVersion"),
				encode: (result) => $messages.encodeclientVersionResponse({ clientVersionResult: result })
			}),
			$soap.soapOperation({
				name: "authenticate",
				soapAction: "http://developer.svc.example/authenticate",
				namespace: "http://developer.svc.example/",
				inputElement: "authenticate",
				outputElement: "authenticateResponse",
				qualified: true,
				decode: (body) => $valid(validate.authenticate($messages.decodeauthenticate(body)), "authenticate"),
				handle: (request, context) => handlers.authenticate !== undefined ? handlers.authenticate(request, context) : $soap.notImplemented("authenticate"),
				encode: (result) => $messages.encodeauthenticateResponse({ authenticateResult: result })
			}),
			$soap.soapOperation({
				name: "sendRequestXML",
				soapAction: "http://developer.svc.example/sendRequestXML",
				namespace: "http://developer.svc.example/",
				inputElement: "sendRequestXML",
				outputElement: "sendRequestXMLResponse",
				qualified: true,
				decode: (body) => $valid(validate.sendRequestXML($messages.decodesendRequestXML(body)), "sendRequestXML"),
				handle: (request, context) => handlers.sendRequestXML !== undefined ? handlers.sendRequestXML(request, context) : $soap.notImplemented("sendRequestXML"),
				encode: (result) => $messages.encodesendRequestXMLResponse({ sendRequestXMLResult: result })
			}),
			$soap.soapOperation({
				name: "receiveResponseXML",
				soapAction: "http://developer.svc.example/receiveResponseXML",
				namespace: "http://developer.svc.example/",
				inputElement: "receiveResponseXML",
				outputElement: "receiveResponseXMLResponse",
				qualified: true,
				decode: (body) => $valid(validate.receiveResponseXML($messages.decodereceiveResponseXML(body)), "receiveResponseXML"),
				handle: (request, context) => handlers.receiveResponseXML !== undefined ? handlers.receiveResponseXML(request, context) : $soap.notImplemented("receiveResponseXML"),
				encode: (result) => $messages.encodereceiveResponseXMLResponse({ receiveResponseXMLResult: result })
			}),
			$soap.soapOperation({
				name: "connectionError",
				soapAction: "http://developer.svc.example/connectionError",
				namespace: "http://developer.svc.example/",
				inputElement: "connectionError",
				outputElement: "connectionErrorResponse",
				qualified: true,
				decode: (body) => $valid(validate.connectionError($messages.decodeconnectionError(body)), "connectionError"),
				handle: (request, context) => handlers.connectionError !== undefined ? handlers.connectionError(request, context) : $soap.notImplemented("connectionError"),
				encode: (result) => $messages.encodeconnectionErrorResponse({ connectionErrorResult: result })
			}),
			$soap.soapOperation({
				name: "getLastError",
				soapAction: "http://developer.svc.example/getLastError",
				namespace: "http://developer.svc.example/",
				inputElement: "getLastError",
				outputElement: "getLastErrorResponse",
				qualified: true,
				decode: (body) => $valid(validate.getLastError($messages.decodegetLastError(body)), "getLastError"),
				handle: (request, context) => handlers.getLastError !== undefined ? handlers.getLastError(request, context) : $soap.notImplemented("getLastError"),
				encode: (result) => $messages.encodegetLastErrorResponse({ getLastErrorResult: result })
			}),
			$soap.soapOperation({
				name: "closeConnection",
				soapAction: "http://developer.svc.example/closeConnection",
				namespace: "http://developer.svc.example/",
				inputElement: "closeConnection",
				outputElement: "closeConnectionResponse",
				qualified: true,
				decode: (body) => $valid(validate.closeConnection($messages.decodecloseConnection(body)), "closeConnection"),
				handle: (request, context) => handlers.closeConnection !== undefined ? handlers.closeConnection(request, context) : $soap.notImplemented("closeConnection"),
				encode: (result) => $messages.encodecloseConnectionResponse({ closeConnectionResult: result })
			})
		]
	});
}
export { connectorWsdl } from "./wsdl.js";
export { SoapFault, XmlEncodingError } from "./runtime/soap-messages/index.js";
