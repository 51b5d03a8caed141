/**
* Cross-origin access (CORS) to a generated REST server, for pages on other origins that call it with `fetch`;
* off unless the server is given `cors`. The policy is decided once from the options and the operation table:
* which origins are allowed, which request headers a page may send (those the operations declare, plus
* Authorization, Content-Type and Accept) and which response headers it may read (the trace header, Retry-After,
* WWW-Authenticate, Allow, the headers on every reply and those the operations declare). The server asks it, per
* request, for the headers of an answer to an `Origin`, and, for a preflight, whether to answer it and how.
*
* An origin is allowed only by exact comparison with a configured one (as browsers serialise it: scheme, host,
* port), so a hostile `Origin` (a list, a prefix, `null`, a kilobyte of junk) is never reflected; `*` answers
* `*` and cannot be combined with credentials. A disallowed origin gets no CORS header at all.
*/
import type { HttpOperationDescriptor } from "../operations/operation-table.js";
/** The `cors` option of a generated REST server. */
export interface CorsOptions {
	/**
	* Origins whose pages may call the server and read its answers: exact origins as browsers send them
	* (`https://app.example.com`, `http://localhost:5173`), or `'*'` for any page.
	*/
	readonly origins: "*" | readonly string[];
	/** Pages may send credentials (cookies, HTTP authentication) and read the answers; needs a list of origins. Default false. */
	readonly credentials?: boolean;
	/** How long a browser may reuse a preflight's answer (`Access-Control-Max-Age`); default the browser's own (5 s in Chromium). */
	readonly maxAgeSeconds?: number;
	/** Request headers a page may send besides those the operations declare (and Authorization, Content-Type, Accept). */
	readonly allowHeaders?: readonly string[];
	/** Response headers a page may read besides those the server writes or the operations declare. */
	readonly exposeHeaders?: readonly string[];
}
/** Request headers named in one preflight at most; a longer list is refused (400) before anything else is looked at. */
export declare const MAX_PREFLIGHT_HEADERS = 64;
export interface CorsPolicy {
	/** Whether pages of this origin may call the server. */
	allows(origin: string | undefined): boolean;
	/**
	* Headers for any answer to a request with this `Origin` header (set before the answer is written): for an
	* allowed origin the origin, credentials and exposed headers; for any request `Vary: Origin`, since the answer
	* depends on it.
	*/
	responseHeaders(origin: string | undefined): {
		readonly [name: string]: string;
	};
	/**
	* The answer to a preflight (`OPTIONS` with `Origin` and `Access-Control-Request-Method`) for `path`, where
	* `here` are the operations at that path (any method): the headers of a 204, or why it is refused.
	*/
	preflight(request: PreflightRequest, path: string, here: readonly HttpOperationDescriptor[]): PreflightAnswer;
}
/** The request headers a preflight is read from (node's `IncomingHttpHeaders` has this shape). */
export interface PreflightRequest {
	readonly origin?: string;
	readonly "access-control-request-method"?: string | string[];
	readonly "access-control-request-headers"?: string | string[];
}
export type PreflightAnswer = {
	readonly ok: true;
	readonly headers: {
		readonly [name: string]: string;
	};
} | {
	readonly ok: false;
	readonly kind: "bad-request" | "forbidden" | "not-found" | "method-not-allowed";
	readonly message: string;
	/** `Allow`, for `method-not-allowed`. */
	readonly headers?: {
		readonly [name: string]: string;
	};
};
/** Validates the options (a wrong origin, `*` with credentials: a `TypeError` when the server is created). */
export declare function createCorsPolicy(options: CorsOptions, context: {
	readonly operations: readonly HttpOperationDescriptor[];
	/** Headers the server writes itself (trace header, the headers on every reply). */
	readonly serverHeaders: readonly string[];
}): CorsPolicy;
