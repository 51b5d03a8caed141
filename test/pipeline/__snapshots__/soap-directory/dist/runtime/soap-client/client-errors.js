/**
* The SOAP client's error classes (besides `SoapFault`): each carries what a caller needs to act or to report,
* the reply's status, headers and at most 4 KB of its body, never the whole of a hostile reply.
*/
/** How much of a reply body an error keeps. */
export const EXCERPT_CHARS = 4096;
/** The service answered with an HTTP error status and no SOAP fault in the body. */
export class SoapHttpError extends Error {
	status;
	statusText;
	/** The start of the response body (at most 4 KB), for diagnostics. */
	body;
	headers;
	constructor(status, statusText, body, headers = {}, message) {
		super(message ?? `HTTP ${status} ${statusText}`.trim());
		this.name = "SoapHttpError";
		this.status = status;
		this.statusText = statusText;
		this.body = excerpt(body);
		this.headers = headers;
	}
}
/** A redirect the client does not follow: to another origin, or one that is not 307/308 (a POST cannot be replayed as a GET). */
export class SoapRedirectError extends SoapHttpError {
	/** The `Location` the service gave (`''` when none). */
	location;
	constructor(status, statusText, location, headers, reason) {
		super(status, statusText, "", headers, `HTTP ${status} redirect not followed: ${reason}`);
		this.name = "SoapRedirectError";
		this.location = location;
	}
}
/** No complete response arrived within `timeoutMs`. */
export class SoapTimeoutError extends Error {
	timeoutMs;
	constructor(timeoutMs) {
		super(`No SOAP response within ${timeoutMs} ms`);
		this.name = "SoapTimeoutError";
		this.timeoutMs = timeoutMs;
	}
}
/**
* A reply that is not the expected SOAP message: not XML (an HTML page, `text/plain`, an empty body), a body
* that cannot be decoded or parsed, or an unexpected element. `status`, `headers` and `body` (an excerpt) say
* what came back when the problem is the reply itself.
*/
export class SoapResponseError extends Error {
	status;
	headers;
	body;
	constructor(message, details) {
		super(message);
		this.name = "SoapResponseError";
		if (details !== undefined) {
			this.status = details.status;
			this.headers = details.headers;
			this.body = excerpt(details.body);
		}
	}
}
/** The reply is longer than `maxResponseBytes`; reading stopped there and the connection was dropped. */
export class SoapResponseTooLargeError extends SoapResponseError {
	maxResponseBytes;
	constructor(maxResponseBytes, details) {
		super(`Response larger than the limit of ${maxResponseBytes} bytes (maxResponseBytes)`, details);
		this.name = "SoapResponseTooLargeError";
		this.maxResponseBytes = maxResponseBytes;
	}
}
function excerpt(body) {
	return body.length > EXCERPT_CHARS ? body.slice(0, EXCERPT_CHARS) : body;
}
