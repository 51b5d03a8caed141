/**
 * Operations of ConnectorSvc 1.0.0.
 *
 * Generated from the definition; do not edit.
 */
import type {
  EndpointDescriptor,
  RateLimit,
  RateLimitKey,
  SecuritySchemeDescriptor,
  SoapOperationDescriptor,
} from './runtime/operations/operation-table.js';
import type {
  authenticate,
  authenticateResponse,
  clientVersion,
  clientVersionResponse,
  closeConnection,
  closeConnectionResponse,
  connectionError,
  connectionErrorResponse,
  getLastError,
  getLastErrorResponse,
  receiveResponseXML,
  receiveResponseXMLResponse,
  sendRequestXML,
  sendRequestXMLResponse,
  serverVersion,
  serverVersionResponse,
} from './types.js';

/** Every operation by name: the transport facts clients and servers read at run time. */
export const operations: {
  readonly serverVersion: SoapOperationDescriptor;
  readonly clientVersion: SoapOperationDescriptor;
  readonly authenticate: SoapOperationDescriptor;
  readonly sendRequestXML: SoapOperationDescriptor;
  readonly receiveResponseXML: SoapOperationDescriptor;
  readonly connectionError: SoapOperationDescriptor;
  readonly getLastError: SoapOperationDescriptor;
  readonly closeConnection: SoapOperationDescriptor;
} = {
  /**
   * Takes one string strVersion and returns one string.
   *
   * [x-svc-source: public] First call of a session. Returns the server's version text, shown to the user. Older clients send the request element with no strVersion child. Format and compatibility rules of the text are free.
   *
   * Provenance: `public` (not stated by the interface document).
   */
  serverVersion: {
    name: 'serverVersion',
    kind: 'soap',
    soapAction: 'http://developer.svc.example/serverVersion',
    soapVersion: '1.1',
    style: 'document',
    use: 'literal',
    input: {
      element: 'serverVersion',
      namespace: 'http://developer.svc.example/',
      type: 'serverVersion',
    },
    output: {
      element: 'serverVersionResponse',
      namespace: 'http://developer.svc.example/',
      type: 'serverVersionResponse',
    },
    faults: [],
    rateLimits: [],
  },
  /**
   * Takes one string strVersion and returns one string.
   *
   * [x-svc-source: public] Second call. The server checks the client's version: "" (or no result) = continue; "W:<message>" = show a warning and continue; "E:<message>" = refuse; "O:<version>" = the client must be at least this version. Only E: and O: stop the session.
   *
   * Provenance: `public` (not stated by the interface document).
   */
  clientVersion: {
    name: 'clientVersion',
    kind: 'soap',
    soapAction: 'http://developer.svc.example/clientVersion',
    soapVersion: '1.1',
    style: 'document',
    use: 'literal',
    input: {
      element: 'clientVersion',
      namespace: 'http://developer.svc.example/',
      type: 'clientVersion',
    },
    output: {
      element: 'clientVersionResponse',
      namespace: 'http://developer.svc.example/',
      type: 'clientVersionResponse',
    },
    faults: [],
    rateLimits: [],
  },
  /**
   * Receives strUserName and strPassword and returns an array of strings. All later operations except the two version operations take a ticket field.
   *
   * [x-svc-source: public] Third call. The server checks the credentials and returns [ticket, status, wait seconds (optional), minimum run interval seconds (optional)]. The ticket is an opaque session id (a random GUID in practice). Status: "nvu" = not a valid user; "none" = no work now; "busy" = the server is busy; "" = use the company file that is open; other text = path of the company file to open. After "nvu" or "none" the client calls closeConnection and stops.
   *
   * Provenance: `public` (not stated by the interface document).
   */
  authenticate: {
    name: 'authenticate',
    kind: 'soap',
    soapAction: 'http://developer.svc.example/authenticate',
    soapVersion: '1.1',
    style: 'document',
    use: 'literal',
    input: {
      element: 'authenticate',
      namespace: 'http://developer.svc.example/',
      type: 'authenticate',
    },
    output: {
      element: 'authenticateResponse',
      namespace: 'http://developer.svc.example/',
      type: 'authenticateResponse',
    },
    faults: [],
    rateLimits: [],
  },
  /**
   * Obtains a request document. acctXMLMajorVers and acctXMLMinorVers are required.
   *
   * [x-svc-source: public] Called after authenticate, and again after each receiveResponseXML that returned 0..99. Returns the next request document to run, or "" when there is no more work. strHCPResponse is filled only on the first call of a session. After "" the client calls getLastError: "NoOp" makes it wait 5 s and call sendRequestXML again; "Interactive mode" starts an interactive flow; any other text is shown to the user, then closeConnection. Request documents can be megabytes.
   *
   * Provenance: `public` (not stated by the interface document).
   */
  sendRequestXML: {
    name: 'sendRequestXML',
    kind: 'soap',
    soapAction: 'http://developer.svc.example/sendRequestXML',
    soapVersion: '1.1',
    style: 'document',
    use: 'literal',
    input: {
      element: 'sendRequestXML',
      namespace: 'http://developer.svc.example/',
      type: 'sendRequestXML',
    },
    output: {
      element: 'sendRequestXMLResponse',
      namespace: 'http://developer.svc.example/',
      type: 'sendRequestXMLResponse',
    },
    faults: [],
    rateLimits: [],
  },
  /**
   * Delivers a response document and returns an int.
   *
   * [x-svc-source: public] Called with the client's response to the last request document (can be megabytes). Result: 0..99 = percent done (the client calls sendRequestXML again); 100 = done (then closeConnection); negative = error (then getLastError, then closeConnection). A non-empty hresult (hex string, e.g. "0x80040400" parse error, "0x80040401" could not access the application, "0x80040402" unexpected error, "0x80040408" could not start it) means the request failed.
   *
   * Provenance: `public` (not stated by the interface document).
   */
  receiveResponseXML: {
    name: 'receiveResponseXML',
    kind: 'soap',
    soapAction: 'http://developer.svc.example/receiveResponseXML',
    soapVersion: '1.1',
    style: 'document',
    use: 'literal',
    input: {
      element: 'receiveResponseXML',
      namespace: 'http://developer.svc.example/',
      type: 'receiveResponseXML',
    },
    output: {
      element: 'receiveResponseXMLResponse',
      namespace: 'http://developer.svc.example/',
      type: 'receiveResponseXMLResponse',
    },
    faults: [],
    rateLimits: [],
  },
  /**
   * Reports a connection error (ticket, hresult, message).
   *
   * [x-svc-source: public] The client could not open the company file. Return "done" to stop, or a company-file path ("" = the file that is open) to retry; don't ask for more than a couple of retries.
   *
   * Provenance: `public` (not stated by the interface document).
   */
  connectionError: {
    name: 'connectionError',
    kind: 'soap',
    soapAction: 'http://developer.svc.example/connectionError',
    soapVersion: '1.1',
    style: 'document',
    use: 'literal',
    input: {
      element: 'connectionError',
      namespace: 'http://developer.svc.example/',
      type: 'connectionError',
    },
    output: {
      element: 'connectionErrorResponse',
      namespace: 'http://developer.svc.example/',
      type: 'connectionErrorResponse',
    },
    faults: [],
    rateLimits: [],
  },
  /**
   * Fetches the last error text (ticket).
   *
   * [x-svc-source: public] Returns the text of the last error for this ticket, shown to the user. Special values: "NoOp" = no error, the client waits 5 s and calls sendRequestXML again; "Interactive mode" = the client starts an interactive flow.
   *
   * Provenance: `public` (not stated by the interface document).
   */
  getLastError: {
    name: 'getLastError',
    kind: 'soap',
    soapAction: 'http://developer.svc.example/getLastError',
    soapVersion: '1.1',
    style: 'document',
    use: 'literal',
    input: {
      element: 'getLastError',
      namespace: 'http://developer.svc.example/',
      type: 'getLastError',
    },
    output: {
      element: 'getLastErrorResponse',
      namespace: 'http://developer.svc.example/',
      type: 'getLastErrorResponse',
    },
    faults: [],
    rateLimits: [],
  },
  /**
   * Closes the connection (ticket).
   *
   * [x-svc-source: public] Last call of a session. Returns a status text shown to the user (e.g. "OK"). The ticket is refused afterwards.
   *
   * Provenance: `public` (not stated by the interface document).
   */
  closeConnection: {
    name: 'closeConnection',
    kind: 'soap',
    soapAction: 'http://developer.svc.example/closeConnection',
    soapVersion: '1.1',
    style: 'document',
    use: 'literal',
    input: {
      element: 'closeConnection',
      namespace: 'http://developer.svc.example/',
      type: 'closeConnection',
    },
    output: {
      element: 'closeConnectionResponse',
      namespace: 'http://developer.svc.example/',
      type: 'closeConnectionResponse',
    },
    faults: [],
    rateLimits: [],
  },
};

/** Name of an operation of this package. */
export type OperationName = keyof typeof operations;

/** Request and response types of every operation, by name. `request` is a write shape (no read-only properties). */
export interface Operations {
  /**
   * Takes one string strVersion and returns one string.
   *
   * [x-svc-source: public] First call of a session. Returns the server's version text, shown to the user. Older clients send the request element with no strVersion child. Format and compatibility rules of the text are free.
   *
   * Provenance: `public` (not stated by the interface document).
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
   *
   * Provenance: `public` (not stated by the interface document).
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
   *
   * Provenance: `public` (not stated by the interface document).
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
   *
   * Provenance: `public` (not stated by the interface document).
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
   *
   * Provenance: `public` (not stated by the interface document).
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
   *
   * Provenance: `public` (not stated by the interface document).
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
   *
   * Provenance: `public` (not stated by the interface document).
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
   *
   * Provenance: `public` (not stated by the interface document).
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
export const endpoints: readonly EndpointDescriptor[] = [
  {
    service: 'ConnectorSvc',
    name: 'ConnectorSvcSoap',
    url: 'http://127.0.0.1:8080/ConnectorSvc.asmx',
  },
];

/** Rate limits the interface declares; `keyedBy` names entries of `rateLimitKeys`. */
export const rateLimits: readonly RateLimit[] = [];

/** How each rate-limit key is read off a request. */
export const rateLimitKeys: readonly RateLimitKey[] = [];

/** Security schemes by name, as operations' `security` requirements refer to them. */
export const securitySchemes: { readonly [name: string]: SecuritySchemeDescriptor } = {};

export {
  fillPath,
  matchHttpOperation,
  rateLimitsOf,
} from './runtime/operations/operation-table.js';
export type {
  OperationDescriptor,
  HttpOperationDescriptor,
  SoapOperationDescriptor,
  HttpMethod,
  ParameterDescriptor,
  RequestBodyDescriptor,
  ResponseDescriptor,
  ResponseHeaderDescriptor,
  SecurityRequirement,
  MessagePartDescriptor,
  EndpointDescriptor,
  RateLimit,
  RateLimitKey,
  SecuritySchemeDescriptor,
  OperationTypes,
  HttpOperationMatch,
} from './runtime/operations/operation-table.js';
