/**
* Operations of ConnectorSvc 1.0.0.
*
* Generated from the definition; do not edit.
*/
import type { EndpointDescriptor, RateLimit, RateLimitKey, SecuritySchemeDescriptor, SoapOperationDescriptor } from "./runtime/operations/operation-table.js";
import type { authenticate, authenticateResponse, clientVersion, clientVersionResponse, closeConnection, closeConnectionResponse, connectionError, connectionErrorResponse, getLastError, getLastErrorResponse, receiveResponseXML, receiveResponseXMLResponse, sendRequestXML, sendRequestXMLResponse, serverVersion, serverVersionResponse } from "./types.js";
/** Every operation by name: the transport facts clients and servers read at run time. */
export declare const operations: {
	readonly serverVersion: SoapOperationDescriptor;
	readonly clientVersion: SoapOperationDescriptor;
	readonly authenticate: SoapOperationDescriptor;
	readonly sendRequestXML: SoapOperationDescriptor;
	readonly receiveResponseXML: SoapOperationDescriptor;
	readonly connectionError: SoapOperationDescriptor;
	readonly getLastError: SoapOperationDescriptor;
	readonly closeConnection: SoapOperationDescriptor;
};
/** Name of an operation of this package. */
export type OperationName = keyof typeof operations;
/** Request and response types of every operation, by name. `request` is a write shape (no read-only properties). */
export interface Operations {
	/**
	* Takes one string strVersion and returns one string.
	*
	* [x-svc-source: public] First call of a session. Returns the server's version text, shown to the user. Older clients send the request element with no strVersion child. Format and compatibility rules of the text are free.
	*/
	serverVersion: {
		path: Record<string, never>;
		query: Record<string, never>;
		headers: Record<string, never>;
		cookies: Record<string, never>;
		request: serverVersion;
		response: serverVersionResponse;
		error: unknown;
	};
	/**
	* Takes one string strVersion and returns one string.
	*
	* [x-svc-source: public] Second call. The server checks the client's version: "" (or no result) = continue; "W:<message>" = show a warning and continue; "E:<message>" = refuse; "O:<version>" = the client must be at least this version. Only E: and O: stop the session.
	*/
	clientVersion: {
		path: Record<string, never>;
		query: Record<string, never>;
		headers: Record<string, never>;
		cookies: Record<string, never>;
		request: clientVersion;
		response: clientVersionResponse;
		error: unknown;
	};
	/**
	* Receives strUserName and strPassword and returns an array of strings. All later operations except the two version operations take a ticket field.
	*
	* [x-svc-source: public] Third call. The server checks the credentials and returns [ticket, status, wait seconds (optional), minimum run interval seconds (optional)]. The ticket is an opaque session id (a random GUID in practice). Status: "nvu" = not a valid user; "none" = no work now; "busy" = the server is busy; "" = use the company file that is open; other text = path of the company file to open. After "nvu" or "none" the client calls closeConnection and stops.
	*/
	authenticate: {
		path: Record<string, never>;
		query: Record<string, never>;
		headers: Record<string, never>;
		cookies: Record<string, never>;
		request: authenticate;
		response: authenticateResponse;
		error: unknown;
	};
	/**
	* Obtains a request document. acctXMLMajorVers and acctXMLMinorVers are required.
	*
	* [x-svc-source: public] Called after authenticate, and again after each receiveResponseXML that returned 0..99. Returns the next request document to run, or "" when there is no more work. strHCPResponse is filled only on the first call of a session. After "" the client calls getLastError: "NoOp" makes it wait 5 s and call sendRequestXML again; "Interactive mode" starts an interactive flow; any other text is shown to the user, then closeConnection. Request documents can be megabytes.
	*/
	sendRequestXML: {
		path: Record<string, never>;
		query: Record<string, never>;
		headers: Record<string, never>;
		cookies: Record<string, never>;
		request: sendRequestXML;
		response: sendRequestXMLResponse;
		error: unknown;
	};
	/**
	* Delivers a response document and returns an int.
	*
	* [x-svc-source: public] Called with the client's response to the last request document (can be megabytes). Result: 0..99 = percent done (the client calls sendRequestXML again); 100 = done (then closeConnection); negative = error (then getLastError, then closeConnection). A non-empty hresult (hex string, e.g. "0x80040400" parse error, "0x80040401" could not access the application, "0x80040402" unexpected error, "0x80040408" could not start it) means the request failed.
	*/
	receiveResponseXML: {
		path: Record<string, never>;
		query: Record<string, never>;
		headers: Record<string, never>;
		cookies: Record<string, never>;
		request: receiveResponseXML;
		response: receiveResponseXMLResponse;
		error: unknown;
	};
	/**
	* Reports a connection error (ticket, hresult, message).
	*
	* [x-svc-source: public] The client could not open the company file. Return "done" to stop, or a company-file path ("" = the file that is open) to retry; don't ask for more than a couple of retries.
	*/
	connectionError: {
		path: Record<string, never>;
		query: Record<string, never>;
		headers: Record<string, never>;
		cookies: Record<string, never>;
		request: connectionError;
		response: connectionErrorResponse;
		error: unknown;
	};
	/**
	* Fetches the last error text (ticket).
	*
	* [x-svc-source: public] Returns the text of the last error for this ticket, shown to the user. Special values: "NoOp" = no error, the client waits 5 s and calls sendRequestXML again; "Interactive mode" = the client starts an interactive flow.
	*/
	getLastError: {
		path: Record<string, never>;
		query: Record<string, never>;
		headers: Record<string, never>;
		cookies: Record<string, never>;
		request: getLastError;
		response: getLastErrorResponse;
		error: unknown;
	};
	/**
	* Closes the connection (ticket).
	*
	* [x-svc-source: public] Last call of a session. Returns a status text shown to the user (e.g. "OK"). The ticket is refused afterwards.
	*/
	closeConnection: {
		path: Record<string, never>;
		query: Record<string, never>;
		headers: Record<string, never>;
		cookies: Record<string, never>;
		request: closeConnection;
		response: closeConnectionResponse;
		error: unknown;
	};
}
/** Addresses the services are reached at. */
export declare const endpoints: readonly EndpointDescriptor[];
/** Rate limits the interface declares; `keyedBy` names entries of `rateLimitKeys`. */
export declare const rateLimits: readonly RateLimit[];
/** How each rate-limit key is read off a request. */
export declare const rateLimitKeys: readonly RateLimitKey[];
/** Security schemes by name, as operations' `security` requirements refer to them. */
export declare const securitySchemes: {
	readonly [name: string]: SecuritySchemeDescriptor;
};
export { fillPath, matchHttpOperation, rateLimitsOf } from "./runtime/operations/operation-table.js";
export type { OperationDescriptor, HttpOperationDescriptor, SoapOperationDescriptor, HttpMethod, ParameterDescriptor, RequestBodyDescriptor, ResponseDescriptor, ResponseHeaderDescriptor, SecurityRequirement, MessagePartDescriptor, EndpointDescriptor, RateLimit, RateLimitKey, SecuritySchemeDescriptor, OperationTypes, HttpOperationMatch } from "./runtime/operations/operation-table.js";
