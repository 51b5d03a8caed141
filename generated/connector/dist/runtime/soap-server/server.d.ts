/**
* Generic SOAP HTTP server core (SOAP 1.1, and 1.2 for the operations that say so): a `node:http` request
* listener that serves the WSDL, picks the operation from the Body element, checks the action (1.1's SOAPAction
* header, 1.2's `action` parameter of `application/soap+xml`), decodes, calls the handler, encodes, and answers every failure
* with a SOAP fault (Client for the caller's mistakes, Server for handler failures) without internals. SOAP
* Header entries an operation declares are decoded for its handler and written from its `responseHeaders`; an
* entry marked mustUnderstand="1" that is not understood is a MustUnderstand fault.
*
* Limits (each answered, after which the server keeps serving): body size (default 32 MiB, HTTP 413),
* XML structure (depth 64, elements 50 000, attributes 256 per element and 100 000 in all: Client fault),
* slow headers and body (default 30 s, HTTP 408), a handler that does not answer (default 30 s: Server fault,
* connection closed), DOCTYPE (Client fault); node's own refusals (headers over 16 KiB: 431, an unknown `Expect`:
* 417, a malformed request: 400) are Client faults too. Nothing a request does escapes the listener: any failure of the listener
* itself (or of `onError`) is answered with a Server fault and the server keeps serving.
*
* SOAP 1.2: an envelope is answered in the version it came in (its namespace), `application/soap+xml` and 1.2
* faults (HTTP 400 for `env:Sender`, 500 for the others); an envelope in a version the operation (or the whole
* endpoint) does not serve is a VersionMismatch fault in the endpoint's version. One listener serves every
* version its operations name, at the same path.
*/
import { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import { type Field, type HeaderEntry } from "../soap-messages/envelope.js";
import { type SoapVersion } from "../soap-messages/fault.js";
import { type NodeRefusal, type RawAnswer } from "./node-refusals.js";
import { type XmlElement, type XmlParseOptions } from "../soap-messages/xml-tree.js";
export interface SoapRequestContext {
	/** Operation name. */
	readonly operation: string;
	/** HTTP request headers (lower-case names). */
	readonly httpHeaders: IncomingHttpHeaders;
	/** Entries of the SOAP Header, if any. */
	readonly soapHeaders: readonly XmlElement[];
	/** The service URL this request reached. */
	readonly serviceUrl: string;
	/**
	* The request's wrapper element (the Body's child) as parsed, which the handler's request was decoded from: a
	* handler of many-MiB text fields reads a field element's `textPieces` here rather than the joined string.
	*/
	readonly body: XmlElement;
}
/** The context of an operation that declares SOAP headers: its request's entries decoded, its response's to set. */
export interface SoapHeadersContext<
	RequestHeaders,
	ResponseHeaders
> extends SoapRequestContext {
	/** The request's declared Header entries, decoded; absent ones are left out. */
	readonly headers: RequestHeaders;
	/** Header entries sent with the response: set them here before returning. */
	readonly responseHeaders: ResponseHeaders;
}
/** One operation of a document/literal wrapped service. */
export interface SoapOperation<
	Request,
	Result
> {
	readonly name: string;
	/** SOAPAction, unquoted. */
	readonly soapAction: string;
	/** The SOAP versions the operation is served in (its WSDL bindings'). Default: 1.1 only. */
	readonly soapVersions?: readonly SoapVersion[];
	/** Namespace of the input and output wrapper elements. */
	readonly namespace: string;
	readonly inputElement: string;
	readonly outputElement: string;
	/** elementFormDefault="qualified" (default true). */
	readonly qualified?: boolean;
	/**
	* An rpc operation's wrapper is also accepted in another namespace (its local name unique among the operations):
	* node-soap writes it in the definitions' targetNamespace instead of soap:body's `namespace`.
	*/
	readonly anyNamespace?: boolean;
	/** Turns the input wrapper element into the handler's request; throws a Client `SoapFault` naming the field. */
	decode(body: XmlElement): Request;
	handle(request: Request, context: SoapRequestContext): Result | Promise<Result>;
	/** Turns the handler's result into the output wrapper's fields. */
	encode(result: Result): readonly Field[];
	/** Header entries the operation declares for its request: understood, so mustUnderstand="1" on them is accepted. */
	readonly inputHeaders?: readonly {
		readonly name: string;
		readonly namespace: string;
	}[];
	/** Decodes the declared request Header entries (the context's `headers`); throws a Client `SoapFault`. */
	decodeHeaders?(headers: readonly XmlElement[]): unknown;
	/** The response's Header entries from what the handler set in the context's `responseHeaders`. */
	encodeHeaders?(headers: unknown): readonly HeaderEntry[];
}
/** An operation with its types erased, so operations of different types can share one list. */
export type AnySoapOperation = SoapOperation<unknown, unknown>;
/**
* Erases an operation's types. Safe because the listener only ever passes `decode`'s output to `handle` and
* `handle`'s output to `encode` of the same operation.
*/
export declare function soapOperation<
	Request,
	Result
>(operation: SoapOperation<Request, Result>): AnySoapOperation;
/** Listener options; the XML limits (`maxDepth`, `maxElements`, `maxAttributesPerElement`, `maxAttributes`) apply to every request body. */
export interface SoapListenerOptions extends XmlParseOptions {
	readonly operations: readonly AnySoapOperation[];
	/** The WSDL text (its `soap:address` is rewritten to the URL reached) or a function of that URL. */
	readonly wsdl?: string | ((serviceUrl: string) => string);
	/**
	* The documents the WSDL imports or includes (XSDs, WSDLs), by query: `'xsd=xsd0'` is served at `GET path?xsd=xsd0`.
	* A location written `?xsd=xsd0` in any served document is made absolute (the URL reached) when served; a query
	* not in this table is a 404, so a client reaches only these texts, never a file.
	*/
	readonly wsdlDocuments?: {
		readonly [query: string]: string;
	};
	/** Path the service answers on (e.g. `/ConnectorSvc.asmx`); other paths get 404. Default: any path. */
	readonly path?: string;
	/** Largest request body accepted. Default 32 MiB. */
	readonly maxBodyBytes?: number;
	/** Time allowed to receive the whole body. Default 30 s. */
	readonly bodyTimeoutMs?: number;
	/** Time allowed (by `listen()`'s server) to receive the request line and headers, checked within a second. Default 30 s. */
	readonly headersTimeoutMs?: number;
	/**
	* Time a handler may take to answer. Past it the caller gets a Server fault, the connection is closed, and the
	* handler's eventual result is dropped. Default 30 s; 0 = no limit.
	*/
	readonly handlerTimeoutMs?: number;
	/** SOAP header entries the handlers understand; any other with mustUnderstand="1" is refused. */
	readonly understoodHeaders?: readonly {
		readonly name: string;
		readonly namespace: string;
	}[];
	/** Called with server-side failures (handler errors, encoding errors). Default: `console.error`. */
	readonly onError?: (error: unknown, operation: string) => void;
}
export declare const DEFAULT_MAX_BODY_BYTES: number;
export declare const DEFAULT_BODY_TIMEOUT_MS = 3e4;
export declare const DEFAULT_HEADERS_TIMEOUT_MS = 3e4;
export declare const DEFAULT_HANDLER_TIMEOUT_MS = 3e4;
/** What a handler that is not there answers (no error is reported: the server was built without it). */
export declare function notImplemented(operation: string): never;
export type SoapListener = ((request: IncomingMessage, response: ServerResponse) => void) & {
	/** For the server's `checkContinue` event: refuses an oversized body before the client sends it. */
	readonly checkContinue: (request: IncomingMessage, response: ServerResponse) => void;
};
export declare function createSoapListener(options: SoapListenerOptions): SoapListener;
/** A handler did not answer within `handlerTimeoutMs` (reported to `onError`; the caller got a Server fault). */
export declare class SoapHandlerTimeoutError extends Error {
	readonly operation: string;
	readonly timeoutMs: number;
	constructor(operation: string, timeoutMs: number);
}
/** Makes each `?xsd=...` / `?wsdl=...` location of a served document (one the listener serves) absolute. */
export declare function absoluteDocumentUrls(text: string, serviceUrl: string, documents: ReadonlyMap<string, string>): string;
/** Points every `<soap:address location>` (any prefix) of a WSDL at `serviceUrl`. */
export declare function rewriteAddress(wsdl: string, serviceUrl: string): string;
export interface RunningSoapServer {
	/** The service URL: POST here, `GET url?wsdl` for the WSDL. */
	readonly url: string;
	close(): Promise<void>;
}
export interface SoapServer {
	readonly listener: SoapListener;
	listen(port?: number, host?: string): Promise<RunningSoapServer>;
	/**
	* Node's own refusals (431, 408, 400, 413, 417) as this service's Client faults, for a node:http server that
	* serves several services and picks whose format answers (`answerNodeRefusals`); `listen()` uses it.
	*/
	refusal(status: NodeRefusal): RawAnswer;
}
/**
* A listener plus a `listen` that starts a `node:http` server (default 127.0.0.1, a free port). The headers must
* arrive within `headersTimeoutMs` (checked within a second); node's own refusals answer Client faults.
*/
export declare function createSoapServer(options: SoapListenerOptions): SoapServer;
