/**
* Types of ConnectorSvc 1.0.0.
*
* Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
* the full type without the read-only properties the server sets.
*/
/**
* A sequence of zero or more elements named string. Each element is a nillable string.
*
* XML: each item is a `<string>` element.
*/
export type ArrayOfString = (string | null)[];
/** XML element `authenticate` in `http://developer.svc.example/`. */
export interface authenticate {
	/** [x-svc-source: public] User name registered for this server. Case-sensitive text, never trimmed. */
	strUserName?: string;
	/** [x-svc-source: public] Password. Text as sent: never trimmed (it may contain spaces). */
	strPassword?: string;
}
/** XML element `authenticateResponse` in `http://developer.svc.example/`. */
export interface authenticateResponse {
	/** [x-svc-source: public] [0] the ticket: an opaque session id (a random GUID in practice) that every later call carries. [1] the status: "nvu" = not a valid user; "none" = no work now; "busy" = the server is busy; "" = use the company file that is open; any other text = the path of the company file to open. Optional [2]: seconds to wait before the next update. Optional [3]: minimum seconds between runs. After "nvu" or "none" the client calls closeConnection and stops. */
	authenticateResult?: ArrayOfString;
}
/** XML element `clientVersion` in `http://developer.svc.example/`. */
export interface clientVersion {
	/** [x-svc-source: public] Version of the client connector, dotted (e.g. 2.0.0.116). */
	strVersion?: string;
}
/** XML element `clientVersionResponse` in `http://developer.svc.example/`. */
export interface clientVersionResponse {
	/** [x-svc-source: public] "" (or absent) = continue; "W:<message>" = warn the user, then continue; "E:<message>" = refuse this client; "O:<version>" = the minimum client version required. Only E: and O: stop the session. */
	clientVersionResult?: string;
}
/** XML element `closeConnection` in `http://developer.svc.example/`. */
export interface closeConnection {
	/** [x-svc-source: public] The ticket returned as authenticateResult[0]; it is closed by this call and refused afterwards. */
	ticket?: string;
}
/** XML element `closeConnectionResponse` in `http://developer.svc.example/`. */
export interface closeConnectionResponse {
	/** [x-svc-source: public] Status text shown to the user (e.g. "OK"). */
	closeConnectionResult?: string;
}
/** XML element `connectionError` in `http://developer.svc.example/`. */
export interface connectionError {
	/** [x-svc-source: public] The ticket returned as authenticateResult[0]. */
	ticket?: string;
	/** [x-svc-source: public] Hex error code kept as a string (e.g. "0x80040408"). */
	hresult?: string;
	/** [x-svc-source: public] Error text describing why the company file could not be opened. */
	message?: string;
}
/** XML element `connectionErrorResponse` in `http://developer.svc.example/`. */
export interface connectionErrorResponse {
	/** [x-svc-source: public] "done" = stop; otherwise the path of a company file to retry with ("" = the file that is open). Servers should not ask for more than a couple of retries. */
	connectionErrorResult?: string;
}
/** XML element `getLastError` in `http://developer.svc.example/`. */
export interface getLastError {
	/** [x-svc-source: public] The ticket returned as authenticateResult[0]. */
	ticket?: string;
}
/** XML element `getLastErrorResponse` in `http://developer.svc.example/`. */
export interface getLastErrorResponse {
	/** [x-svc-source: public] Text of the last error for this ticket, shown to the user (then closeConnection). Two values are not errors: "NoOp" = the client waits 5 seconds and calls sendRequestXML again; "Interactive mode" = the client starts an interactive flow. */
	getLastErrorResult?: string;
}
/** XML element `receiveResponseXML` in `http://developer.svc.example/`. */
export interface receiveResponseXML {
	/** [x-svc-source: public] The ticket returned as authenticateResult[0]. */
	ticket?: string;
	/** [x-svc-source: public] The response document for the last request, as escaped XML text (can be megabytes). Kept as text: the SOAP layer never parses or trims it. */
	response?: string;
	/** [x-svc-source: public] Empty on success. A non-empty value is a hex error code kept as a string, and means the request failed: "0x80040400" parse error, "0x80040401" could not access the application, "0x80040402" unexpected error, "0x80040408" could not start the application. */
	hresult?: string;
	/** [x-svc-source: public] Error text that goes with a non-empty hresult. */
	message?: string;
}
/** XML element `receiveResponseXMLResponse` in `http://developer.svc.example/`. */
export interface receiveResponseXMLResponse {
	/**
	* Required int.
	*
	* [x-svc-source: public] 0..99 = percent done (the client calls sendRequestXML again); 100 = done (the client calls closeConnection); negative = error (the client calls getLastError, then closeConnection).
	*
	* @format int32
	* @minimum -2147483648
	* @maximum 2147483647
	*/
	receiveResponseXMLResult: number;
}
/** XML element `sendRequestXML` in `http://developer.svc.example/`. */
export interface sendRequestXML {
	/** [x-svc-source: public] The ticket returned as authenticateResult[0]. An unknown or closed ticket is refused. */
	ticket?: string;
	/** [x-svc-source: public] Host, company and preferences data as an escaped XML document; filled only on the first call of a session, empty afterwards. Can be large (megabytes). */
	strHCPResponse?: string;
	/** [x-svc-source: public] Path of the company file the client has open. */
	strCompanyFileName?: string;
	/**
	* The prefix acctXML stands for the name the interface uses for the accounting request format.
	*
	* [x-svc-source: public] Country edition of that request format, e.g. "US".
	*/
	acctXMLCountry?: string;
	/**
	* Required int. The prefix acctXML stands for the name the interface uses for the accounting request format.
	*
	* [x-svc-source: public] Major version of that request format the client supports, e.g. 5.
	*
	* @format int32
	* @minimum -2147483648
	* @maximum 2147483647
	*/
	acctXMLMajorVers: number;
	/**
	* Required int. The prefix acctXML stands for the name the interface uses for the accounting request format.
	*
	* [x-svc-source: public] Minor version of that request format the client supports, e.g. 0.
	*
	* @format int32
	* @minimum -2147483648
	* @maximum 2147483647
	*/
	acctXMLMinorVers: number;
}
/** XML element `sendRequestXMLResponse` in `http://developer.svc.example/`. */
export interface sendRequestXMLResponse {
	/** [x-svc-source: public] The next request document for the client to run (an XML document carried as text, escaped on the wire; can be megabytes), or "" when there is no more work (the client then calls getLastError). */
	sendRequestXMLResult?: string;
}
/** XML element `serverVersion` in `http://developer.svc.example/`. */
export interface serverVersion {
	/** [x-svc-source: public] Version text of the client connector. Older clients send no strVersion at all (an empty serverVersion element), so its absence is normal. */
	strVersion?: string;
}
/** XML element `serverVersionResponse` in `http://developer.svc.example/`. */
export interface serverVersionResponse {
	/** [x-svc-source: public] The server's version text, shown to the user. */
	serverVersionResult?: string;
}
