/** SOAP server stub of ConnectorSvc 1.0.0. Generated from the definition; do not edit. */
/// <reference types="node" />
import * as $soap from './runtime/soap-server/index.js';
import { validate, type ValidationResult } from './validators.js';
import * as $messages from './soap-messages.js';
import { connectorWsdl } from './wsdl.js';
import type {
  ArrayOfString,
  authenticate,
  clientVersion,
  closeConnection,
  connectionError,
  getLastError,
  receiveResponseXML,
  sendRequestXML,
  serverVersion,
} from './types.js';

/**
 * Handlers of ConnectorSvc: one per operation. A thrown `SoapFault` is sent as is; any other error becomes a
 * `Server` fault with a fixed message (the error goes to `onError`). An operation without a handler answers a
 * `Server` fault saying it is not implemented.
 */
export interface ConnectorHandlers {
  /**
   * Takes one string strVersion and returns one string.
   *
   * [x-svc-source: public] First call of a session. Returns the server's version text, shown to the user. Older clients send the request element with no strVersion child. Format and compatibility rules of the text are free.
   *
   * Receives the `serverVersion` request; returns the `serverVersionResult` value.
   */
  serverVersion?(
    request: serverVersion,
    context: $soap.SoapRequestContext,
  ): string | undefined | Promise<string | undefined>;
  /**
   * Takes one string strVersion and returns one string.
   *
   * [x-svc-source: public] Second call. The server checks the client's version: "" (or no result) = continue; "W:<message>" = show a warning and continue; "E:<message>" = refuse; "O:<version>" = the client must be at least this version. Only E: and O: stop the session.
   *
   * Receives the `clientVersion` request; returns the `clientVersionResult` value.
   */
  clientVersion?(
    request: clientVersion,
    context: $soap.SoapRequestContext,
  ): string | undefined | Promise<string | undefined>;
  /**
   * Receives strUserName and strPassword and returns an array of strings. All later operations except the two version operations take a ticket field.
   *
   * [x-svc-source: public] Third call. The server checks the credentials and returns [ticket, status, wait seconds (optional), minimum run interval seconds (optional)]. The ticket is an opaque session id (a random GUID in practice). Status: "nvu" = not a valid user; "none" = no work now; "busy" = the server is busy; "" = use the company file that is open; other text = path of the company file to open. After "nvu" or "none" the client calls closeConnection and stops.
   *
   * Receives the `authenticate` request; returns the `authenticateResult` value.
   */
  authenticate?(
    request: authenticate,
    context: $soap.SoapRequestContext,
  ): ArrayOfString | undefined | Promise<ArrayOfString | undefined>;
  /**
   * Obtains a request document. acctXMLMajorVers and acctXMLMinorVers are required.
   *
   * [x-svc-source: public] Called after authenticate, and again after each receiveResponseXML that returned 0..99. Returns the next request document to run, or "" when there is no more work. strHCPResponse is filled only on the first call of a session. After "" the client calls getLastError: "NoOp" makes it wait 5 s and call sendRequestXML again; "Interactive mode" starts an interactive flow; any other text is shown to the user, then closeConnection. Request documents can be megabytes.
   *
   * Receives the `sendRequestXML` request; returns the `sendRequestXMLResult` value.
   */
  sendRequestXML?(
    request: sendRequestXML,
    context: $soap.SoapRequestContext,
  ): string | undefined | Promise<string | undefined>;
  /**
   * Delivers a response document and returns an int.
   *
   * [x-svc-source: public] Called with the client's response to the last request document (can be megabytes). Result: 0..99 = percent done (the client calls sendRequestXML again); 100 = done (then closeConnection); negative = error (then getLastError, then closeConnection). A non-empty hresult (hex string, e.g. "0x80040400" parse error, "0x80040401" could not access the application, "0x80040402" unexpected error, "0x80040408" could not start it) means the request failed.
   *
   * Receives the `receiveResponseXML` request; returns the `receiveResponseXMLResult` value.
   */
  receiveResponseXML?(
    request: receiveResponseXML,
    context: $soap.SoapRequestContext,
  ): number | Promise<number>;
  /**
   * Reports a connection error (ticket, hresult, message).
   *
   * [x-svc-source: public] The client could not open the company file. Return "done" to stop, or a company-file path ("" = the file that is open) to retry; don't ask for more than a couple of retries.
   *
   * Receives the `connectionError` request; returns the `connectionErrorResult` value.
   */
  connectionError?(
    request: connectionError,
    context: $soap.SoapRequestContext,
  ): string | undefined | Promise<string | undefined>;
  /**
   * Fetches the last error text (ticket).
   *
   * [x-svc-source: public] Returns the text of the last error for this ticket, shown to the user. Special values: "NoOp" = no error, the client waits 5 s and calls sendRequestXML again; "Interactive mode" = the client starts an interactive flow.
   *
   * Receives the `getLastError` request; returns the `getLastErrorResult` value.
   */
  getLastError?(
    request: getLastError,
    context: $soap.SoapRequestContext,
  ): string | undefined | Promise<string | undefined>;
  /**
   * Closes the connection (ticket).
   *
   * [x-svc-source: public] Last call of a session. Returns a status text shown to the user (e.g. "OK"). The ticket is refused afterwards.
   *
   * Receives the `closeConnection` request; returns the `closeConnectionResult` value.
   */
  closeConnection?(
    request: closeConnection,
    context: $soap.SoapRequestContext,
  ): string | undefined | Promise<string | undefined>;
}

/** Options of {@link createConnectorServer}: the runtime's listener options (limits, path, onError ...). */
export interface ConnectorServerOptions
  extends Omit<$soap.SoapListenerOptions, 'operations' | 'wsdl'> {
  /** WSDL served at `GET <path>?wsdl` (its `soap:address` rewritten to the URL reached). Default: the definition the package was generated from; `false` serves none. */
  wsdl?: string | ((serviceUrl: string) => string) | false;
}

/** A request value the validator refused: a Client fault naming the fields. */
function $valid<V>(result: ValidationResult<V>, element: string): V {
  if (result.ok) return result.value;
  const problems = result.errors
    .slice(0, 5)
    .map((e) => (e.path === '' ? e.message : `${e.path.slice(1)}: ${e.message}`));
  throw $soap.SoapFault.client(`Invalid ${element}: ${problems.join('; ')}`);
}

/**
 * SOAP server stub of ConnectorSvc 1.0.0: `listener` for an existing node:http server, or `listen(port?, host?)`
 * (default 127.0.0.1 and a free port) resolving to `{ url, close() }`, `url` being the service address (path `/ConnectorSvc.asmx` unless `options.path` says otherwise).
 */
export function createConnectorServer(
  handlers: ConnectorHandlers,
  options: ConnectorServerOptions = {},
): $soap.SoapServer {
  const { wsdl = connectorWsdl, ...listenerOptions } = options;
  return $soap.createSoapServer({
    path: '/ConnectorSvc.asmx',
    ...listenerOptions,
    ...(wsdl === false || wsdl === undefined ? {} : { wsdl }),
    operations: [
      $soap.soapOperation<serverVersion, string | undefined>({
        name: 'serverVersion',
        soapAction: 'http://developer.svc.example/serverVersion',
        namespace: 'http://developer.svc.example/',
        inputElement: 'serverVersion',
        outputElement: 'serverVersionResponse',
        qualified: true,
        decode: (body) =>
          $valid(validate.serverVersion($messages.decodeserverVersion(body)), 'serverVersion'),
        handle: (request, context) =>
          handlers.serverVersion !== undefined
            ? handlers.serverVersion(request, context)
            : $soap.notImplemented('serverVersion'),
        encode: (result) => $messages.encodeserverVersionResponse({ serverVersionResult: result }),
      }),
      $soap.soapOperation<clientVersion, string | undefined>({
        name: 'clientVersion',
        soapAction: 'http://developer.svc.example/clientVersion',
        namespace: 'http://developer.svc.example/',
        inputElement: 'clientVersion',
        outputElement: 'clientVersionResponse',
        qualified: true,
        decode: (body) =>
          $valid(validate.clientVersion($messages.decodeclientVersion(body)), 'clientVersion'),
        handle: (request, context) =>
          handlers.clientVersion !== undefined
            ? handlers.clientVersion(request, context)
            : $soap.notImplemented('clientVersion'),
        encode: (result) => $messages.encodeclientVersionResponse({ clientVersionResult: result }),
      }),
      $soap.soapOperation<authenticate, ArrayOfString | undefined>({
        name: 'authenticate',
        soapAction: 'http://developer.svc.example/authenticate',
        namespace: 'http://developer.svc.example/',
        inputElement: 'authenticate',
        outputElement: 'authenticateResponse',
        qualified: true,
        decode: (body) =>
          $valid(validate.authenticate($messages.decodeauthenticate(body)), 'authenticate'),
        handle: (request, context) =>
          handlers.authenticate !== undefined
            ? handlers.authenticate(request, context)
            : $soap.notImplemented('authenticate'),
        encode: (result) => $messages.encodeauthenticateResponse({ authenticateResult: result }),
      }),
      $soap.soapOperation<sendRequestXML, string | undefined>({
        name: 'sendRequestXML',
        soapAction: 'http://developer.svc.example/sendRequestXML',
        namespace: 'http://developer.svc.example/',
        inputElement: 'sendRequestXML',
        outputElement: 'sendRequestXMLResponse',
        qualified: true,
        decode: (body) =>
          $valid(validate.sendRequestXML($messages.decodesendRequestXML(body)), 'sendRequestXML'),
        handle: (request, context) =>
          handlers.sendRequestXML !== undefined
            ? handlers.sendRequestXML(request, context)
            : $soap.notImplemented('sendRequestXML'),
        encode: (result) =>
          $messages.encodesendRequestXMLResponse({ sendRequestXMLResult: result }),
      }),
      $soap.soapOperation<receiveResponseXML, number>({
        name: 'receiveResponseXML',
        soapAction: 'http://developer.svc.example/receiveResponseXML',
        namespace: 'http://developer.svc.example/',
        inputElement: 'receiveResponseXML',
        outputElement: 'receiveResponseXMLResponse',
        qualified: true,
        decode: (body) =>
          $valid(
            validate.receiveResponseXML($messages.decodereceiveResponseXML(body)),
            'receiveResponseXML',
          ),
        handle: (request, context) =>
          handlers.receiveResponseXML !== undefined
            ? handlers.receiveResponseXML(request, context)
            : $soap.notImplemented('receiveResponseXML'),
        encode: (result) =>
          $messages.encodereceiveResponseXMLResponse({ receiveResponseXMLResult: result }),
      }),
      $soap.soapOperation<connectionError, string | undefined>({
        name: 'connectionError',
        soapAction: 'http://developer.svc.example/connectionError',
        namespace: 'http://developer.svc.example/',
        inputElement: 'connectionError',
        outputElement: 'connectionErrorResponse',
        qualified: true,
        decode: (body) =>
          $valid(
            validate.connectionError($messages.decodeconnectionError(body)),
            'connectionError',
          ),
        handle: (request, context) =>
          handlers.connectionError !== undefined
            ? handlers.connectionError(request, context)
            : $soap.notImplemented('connectionError'),
        encode: (result) =>
          $messages.encodeconnectionErrorResponse({ connectionErrorResult: result }),
      }),
      $soap.soapOperation<getLastError, string | undefined>({
        name: 'getLastError',
        soapAction: 'http://developer.svc.example/getLastError',
        namespace: 'http://developer.svc.example/',
        inputElement: 'getLastError',
        outputElement: 'getLastErrorResponse',
        qualified: true,
        decode: (body) =>
          $valid(validate.getLastError($messages.decodegetLastError(body)), 'getLastError'),
        handle: (request, context) =>
          handlers.getLastError !== undefined
            ? handlers.getLastError(request, context)
            : $soap.notImplemented('getLastError'),
        encode: (result) => $messages.encodegetLastErrorResponse({ getLastErrorResult: result }),
      }),
      $soap.soapOperation<closeConnection, string | undefined>({
        name: 'closeConnection',
        soapAction: 'http://developer.svc.example/closeConnection',
        namespace: 'http://developer.svc.example/',
        inputElement: 'closeConnection',
        outputElement: 'closeConnectionResponse',
        qualified: true,
        decode: (body) =>
          $valid(
            validate.closeConnection($messages.decodecloseConnection(body)),
            'closeConnection',
          ),
        handle: (request, context) =>
          handlers.closeConnection !== undefined
            ? handlers.closeConnection(request, context)
            : $soap.notImplemented('closeConnection'),
        encode: (result) =>
          $messages.encodecloseConnectionResponse({ closeConnectionResult: result }),
      }),
    ],
  });
}

export { connectorWsdl } from './wsdl.js';
export { SoapFault, XmlEncodingError } from './runtime/soap-messages/index.js';
export type {
  RunningSoapServer,
  SoapRequestContext,
  SoapServer,
} from './runtime/soap-server/index.js';
