/**
 * The SOAP client's error classes (besides `SoapFault`): each carries what a caller needs to act or to report,
 * the reply's status, headers and at most 4 KB of its body, never the whole of a hostile reply.
 */

/** How much of a reply body an error keeps. */
export const EXCERPT_CHARS = 4096;

/** A reply's headers as a plain object, lower-case names. */
export type ReplyHeaders = { readonly [name: string]: string };

/** What the client saw of a reply that could not be used. */
export interface ReplyDetails {
  readonly status: number;
  readonly headers: ReplyHeaders;
  /** The start of the body as text (at most 4 KB), for diagnostics; `''` when none was read. */
  readonly body: string;
}

/** The service answered with an HTTP error status and no SOAP fault in the body. */
export class SoapHttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The start of the response body (at most 4 KB), for diagnostics. */
  readonly body: string;
  readonly headers: ReplyHeaders;
  constructor(status: number, statusText: string, body: string, headers: ReplyHeaders = {}, message?: string) {
    super(message ?? `HTTP ${status} ${statusText}`.trim());
    this.name = 'SoapHttpError';
    this.status = status;
    this.statusText = statusText;
    this.body = excerpt(body);
    this.headers = headers;
  }
}

/** A redirect the client does not follow: to another origin, or one that is not 307/308 (a POST cannot be replayed as a GET). */
export class SoapRedirectError extends SoapHttpError {
  /** The `Location` the service gave (`''` when none). */
  readonly location: string;
  constructor(status: number, statusText: string, location: string, headers: ReplyHeaders, reason: string) {
    super(status, statusText, '', headers, `HTTP ${status} redirect not followed: ${reason}`);
    this.name = 'SoapRedirectError';
    this.location = location;
  }
}

/** No complete response arrived within `timeoutMs`. */
export class SoapTimeoutError extends Error {
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(`No SOAP response within ${timeoutMs} ms`);
    this.name = 'SoapTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/**
 * A reply that is not the expected SOAP message: not XML (an HTML page, `text/plain`, an empty body), a body
 * that cannot be decoded or parsed, or an unexpected element. `status`, `headers` and `body` (an excerpt) say
 * what came back when the problem is the reply itself.
 */
export class SoapResponseError extends Error {
  readonly status?: number;
  readonly headers?: ReplyHeaders;
  readonly body?: string;
  constructor(message: string, details?: ReplyDetails) {
    super(message);
    this.name = 'SoapResponseError';
    if (details !== undefined) {
      this.status = details.status;
      this.headers = details.headers;
      this.body = excerpt(details.body);
    }
  }
}

/** The reply is longer than `maxResponseBytes`; reading stopped there and the connection was dropped. */
export class SoapResponseTooLargeError extends SoapResponseError {
  readonly maxResponseBytes: number;
  constructor(maxResponseBytes: number, details: ReplyDetails) {
    super(`Response larger than the limit of ${maxResponseBytes} bytes (maxResponseBytes)`, details);
    this.name = 'SoapResponseTooLargeError';
    this.maxResponseBytes = maxResponseBytes;
  }
}

function excerpt(body: string): string {
  return body.length > EXCERPT_CHARS ? body.slice(0, EXCERPT_CHARS) : body;
}
