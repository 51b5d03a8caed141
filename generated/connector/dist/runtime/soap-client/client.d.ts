import { type SoapVersion } from "../soap-messages/fault.js";
import type { XmlElement, XmlParseOptions } from "../soap-messages/xml-tree.js";
export * from "./client-errors.js";
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;
export interface SoapCallOptions {
	readonly url: string;
	/** SOAPAction value, unquoted; it is sent quoted (SOAP 1.2: as the Content-Type's `action` parameter). */
	readonly soapAction: string;
	/**
	* The envelope's SOAP version, which decides the Content-Type: 1.1 (default) `text/xml` with a SOAPAction
	* header, 1.2 `application/soap+xml; action="..."`. A fault is read in either version; a reply body only in this one.
	*/
	readonly soapVersion?: SoapVersion;
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
	/** Size and XML limits of the reply; see `SoapClientLimits`. */
	readonly limits?: SoapClientLimits;
	/** Deepest nesting accepted in the response (also settable in `limits`). */
	readonly maxDepth?: number;
	readonly headers?: {
		readonly [name: string]: string;
	};
	readonly signal?: AbortSignal;
	/**
	* Header entries of a reply the caller understands (`{namespace}name`); a reply with any other entry marked
	* mustUnderstand="1" is a `SoapResponseError` (SOAP 1.1 section 4.2.3). Default: none.
	*/
	readonly understoodHeaders?: ReadonlySet<string>;
	/** Receives the Header entries of a successful reply (an empty list when it has none). */
	readonly onHeaders?: (headers: readonly XmlElement[]) => void;
}
/** What a client accepts in a reply: its size, and the XML limits (the server's names and defaults). */
export interface SoapClientLimits extends XmlParseOptions {
	/** Largest reply body read, in bytes; a longer one is a `SoapResponseTooLargeError`. Default 50 MiB. */
	readonly maxResponseBytes?: number;
}
export declare const DEFAULT_CLIENT_TIMEOUT_MS = 6e4;
export declare const DEFAULT_MAX_RESPONSE_BYTES: number;
/**
* Performs one SOAP call. Resolves to the response's Body element; rejects with `SoapFault` (the service
* answered with a fault, whatever the HTTP status), `SoapHttpError` (`SoapRedirectError` for a redirect not
* followed), `SoapTimeoutError` or `SoapResponseError` (`SoapResponseTooLargeError` past `maxResponseBytes`).
* Network failures reject with the `fetch` implementation's own error.
*/
export declare function callSoap(options: SoapCallOptions): Promise<XmlElement>;
