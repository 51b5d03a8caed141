import type { XmlElement } from "./xml-tree.js";
/** The service answered with an HTTP error status and no SOAP fault in the body. */
export declare class SoapHttpError extends Error {
	readonly status: number;
	readonly statusText: string;
	/** The start of the response body (at most 4 KB), for diagnostics. */
	readonly body: string;
	constructor(status: number, statusText: string, body: string);
}
/** No complete response arrived within `timeoutMs`. */
export declare class SoapTimeoutError extends Error {
	readonly timeoutMs: number;
	constructor(timeoutMs: number);
}
/** A successful HTTP response that is not the expected SOAP message. */
export declare class SoapResponseError extends Error {
	constructor(message: string);
}
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;
export interface SoapCallOptions {
	readonly url: string;
	/** SOAPAction value, unquoted; it is sent quoted. */
	readonly soapAction: string;
	/** A complete envelope (`writeEnvelope`). */
	readonly envelope: string;
	readonly fetch?: FetchLike;
	/** Time for the whole exchange, headers and body. Default 60 s; 0 = none. */
	readonly timeoutMs?: number;
	/** The Body element a successful response must carry; anything else is a `SoapResponseError`. */
	readonly expect?: {
		readonly element: string;
		readonly namespace: string;
	};
	/** Deepest nesting accepted in the response. */
	readonly maxDepth?: number;
	readonly headers?: {
		readonly [name: string]: string;
	};
	readonly signal?: AbortSignal;
}
export declare const DEFAULT_CLIENT_TIMEOUT_MS = 6e4;
/**
* Performs one SOAP call. Resolves to the response's Body element; rejects with `SoapFault` (the service
* answered with a fault, whatever the HTTP status), `SoapHttpError`, `SoapTimeoutError` or
* `SoapResponseError`. Network failures reject with the `fetch` implementation's own error.
*/
export declare function callSoap(options: SoapCallOptions): Promise<XmlElement>;
