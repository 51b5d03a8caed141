/** SOAP client of ConnectorSvc 1.0.0. Generated from the definition; do not edit. */
import * as $soap from "./runtime/soap-client/index.js";
import type { ArrayOfString, authenticate, clientVersion, closeConnection, connectionError, getLastError, receiveResponseXML, sendRequestXML, serverVersion } from "./types.js";
/** Options of {@link ConnectorClient}; the limits on a reply (`maxResponseBytes`, default 50 MiB, and the XML limits `maxDepth`, `maxElements`, `maxAttributesPerElement`, `maxAttributes`, the server's defaults) come from `SoapClientLimits`. */
export interface ConnectorClientOptions extends $soap.SoapClientLimits {
	/** The service address (POST target), e.g. the WSDL's `soap:address`. */
	url: string;
	/** `fetch` implementation; default `globalThis.fetch`. */
	fetch?: $soap.FetchLike;
	/** Time allowed for each whole call, in ms; default 60 000; 0 = none. */
	timeoutMs?: number;
	/** HTTP headers sent with every call (Content-Type and SOAPAction are always set by the client). */
	headers?: {
		readonly [name: string]: string;
	};
}
/** Options of one call. */
export interface ConnectorCallOptions {
	signal?: AbortSignal;
	/** Overrides the client's `timeoutMs` for this call. */
	timeoutMs?: number;
}
/**
* SOAP 1.1 client of ConnectorSvc 1.0.0: one method per operation.
*
* Each resolves to the result value (the response element's single child: absent = `undefined`, nil = `null`).
* Rejects with `SoapFault` (the service answered with a fault), `SoapHttpError` (an HTTP error without a fault;
* `SoapRedirectError` for a redirect to another origin, or other than 307/308), `SoapTimeoutError`,
* `SoapResponseError` (a reply that is not XML, is empty, cannot be decoded or does not fit the definition, with its
* status, headers and an excerpt; `SoapResponseTooLargeError` past `maxResponseBytes`) or `XmlEncodingError` (a
* request value that cannot be written).
*/
export declare class ConnectorClient {
	#private;
	constructor(options: ConnectorClientOptions);
	/**
	* Takes one string strVersion and returns one string.
	*
	* [x-svc-source: public] First call of a session. Returns the server's version text, shown to the user. Older clients send the request element with no strVersion child. Format and compatibility rules of the text are free.
	*
	* SOAPAction `http://developer.svc.example/serverVersion`; sends `serverVersion`, resolves to `serverVersionResponse/serverVersionResult`.
	*/
	serverVersion(request?: serverVersion, options?: ConnectorCallOptions): Promise<string | undefined>;
	/**
	* Takes one string strVersion and returns one string.
	*
	* [x-svc-source: public] Second call. The server checks the client's version: "" (or no result) = continue; "W:<message>" = show a warning and continue; "E:<message>" = refuse; "O:<version>" = the client must be at least this version. Only E: and O: stop the session.
	*
	* SOAPAction `http://developer.svc.example/clientVersion`; sends `clientVersion`, resolves to `clientVersionResponse/clientVersionResult`.
	*/
	clientVersion(request?: clientVersion, options?: ConnectorCallOptions): Promise<string | undefined>;
	/**
	* Receives strUserName and strPassword and returns an array of strings. All later operations except the two version operations take a ticket field.
	*
	* [x-svc-source: public] Third call. The server checks the credentials and returns [ticket, status, wait seconds (optional), minimum run interval seconds (optional)]. The ticket is an opaque session id (a random GUID in practice). Status: "nvu" = not a valid user; "none" = no work now; "busy" = the server is busy; "" = use the company file that is open; other text = path of the company file to open. After "nvu" or "none" the client calls closeConnection and stops.
	*
	* SOAPAction `http://developer.svc.example/authenticate`; sends `authenticate`, resolves to `authenticateResponse/authenticateResult`.
	*/
	authenticate(request?: authenticate, options?: ConnectorCallOptions): Promise<ArrayOfString | undefined>;
	/**
	* Obtains a request document. acctXMLMajorVers and acctXMLMinorVers are required.
	*
	* [x-svc-source: public] Called after authenticate, and again after each receiveResponseXML that returned 0..99. Returns the next request document to run, or "" when there is no more work. strHCPResponse is filled only on the first call of a session. After "" the client calls getLastError: "NoOp" makes it wait 5 s and call sendRequestXML again; "Interactive mode" starts an interactive flow; any other text is shown to the user, then closeConnection. Request documents can be megabytes.
	*
	* SOAPAction `http://developer.svc.example/sendRequestXML`; sends `sendRequestXML`, resolves to `sendRequestXMLResponse/sendRequestXMLResult`.
	*/
	sendRequestXML(request: sendRequestXML, options?: ConnectorCallOptions): Promise<string | undefined>;
	/**
	* Delivers a response document and returns an int.
	*
	* [x-svc-source: public] Called with the client's response to the last request document (can be megabytes). Result: 0..99 = percent done (the client calls sendRequestXML again); 100 = done (then closeConnection); negative = error (then getLastError, then closeConnection). A non-empty hresult (hex string, e.g. "0x80040400" parse error, "0x80040401" could not access the application, "0x80040402" unexpected error, "0x80040408" could not start it) means the request failed.
	*
	* SOAPAction `http://developer.svc.example/receiveResponseXML`; sends `receiveResponseXML`, resolves to `receiveResponseXMLResponse/receiveResponseXMLResult`.
	*/
	receiveResponseXML(request?: receiveResponseXML, options?: ConnectorCallOptions): Promise<number>;
	/**
	* Reports a connection error (ticket, hresult, message).
	*
	* [x-svc-source: public] The client could not open the company file. Return "done" to stop, or a company-file path ("" = the file that is open) to retry; don't ask for more than a couple of retries.
	*
	* SOAPAction `http://developer.svc.example/connectionError`; sends `connectionError`, resolves to `connectionErrorResponse/connectionErrorResult`.
	*/
	connectionError(request?: connectionError, options?: ConnectorCallOptions): Promise<string | undefined>;
	/**
	* Fetches the last error text (ticket).
	*
	* [x-svc-source: public] Returns the text of the last error for this ticket, shown to the user. Special values: "NoOp" = no error, the client waits 5 s and calls sendRequestXML again; "Interactive mode" = the client starts an interactive flow.
	*
	* SOAPAction `http://developer.svc.example/getLastError`; sends `getLastError`, resolves to `getLastErrorResponse/getLastErrorResult`.
	*/
	getLastError(request?: getLastError, options?: ConnectorCallOptions): Promise<string | undefined>;
	/**
	* Closes the connection (ticket).
	*
	* [x-svc-source: public] Last call of a session. Returns a status text shown to the user (e.g. "OK"). The ticket is refused afterwards.
	*
	* SOAPAction `http://developer.svc.example/closeConnection`; sends `closeConnection`, resolves to `closeConnectionResponse/closeConnectionResult`.
	*/
	closeConnection(request?: closeConnection, options?: ConnectorCallOptions): Promise<string | undefined>;
}
export { SoapFault, XmlEncodingError } from "./runtime/soap-messages/index.js";
export { SoapHttpError, SoapRedirectError, SoapResponseError, SoapResponseTooLargeError, SoapTimeoutError } from "./runtime/soap-client/index.js";
export type { FetchLike, SoapClientLimits } from "./runtime/soap-client/index.js";
