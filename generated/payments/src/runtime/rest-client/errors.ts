/**
 * Error classes of the REST runtime. A generated package derives its own error class from `ApiError` (so callers
 * can `catch (e) { if (e instanceof AccountingError) ... }`) and passes an `ErrorFactory` to the client.
 *
 * Transport failures are not `ApiError`s: the server never answered, so there is no status or body.
 */

/**
 * Why a response the server did send is not a result, when the status alone does not say it:
 * - `unexpected-content-type`: a media type (or an empty body) the operation does not declare for that status;
 * - `undecodable-body`: declared JSON that does not parse;
 * - `response-too-large`: more than `maxResponseBytes`;
 * - `too-deep`: JSON or XML nested deeper than `maxDepth` (never built: a caller walking it would overflow its stack);
 * - `cross-origin-redirect`: a redirect to another origin (never followed: the token must not travel there);
 * - `redirect`: a redirect not followed otherwise (one that would turn a write into a GET, or too many; in a
 *   browser every redirect, whose target fetch does not show: status 0).
 */
export type ApiErrorReason =
  | 'unexpected-content-type'
  | 'undecodable-body'
  | 'response-too-large'
  | 'too-deep'
  | 'cross-origin-redirect'
  | 'redirect';

/** Marks an error as a throttle (429) error without requiring it to extend `ThrottleError` (see below). */
export const THROTTLED: unique symbol = Symbol.for('svc.rest.throttled');

export interface ApiErrorInit {
  readonly status: number;
  /** Parsed error body: JSON as sent, XML as a plain object (see `xmlToObject`), else the text; undefined if empty. */
  readonly body: unknown;
  /** Value of the interface's trace header (e.g. `svc_tid`), when the response carried it. */
  readonly traceId?: string;
  /** Name of the operation that failed. */
  readonly operation: string;
  /** Response headers, lower-cased names. */
  readonly headers?: { readonly [name: string]: string };
  /** Delay the server asked for (Retry-After), in milliseconds. */
  readonly retryAfterMs?: number;
  /** True when the status is 429: the factory should build a throttle error. */
  readonly throttled: boolean;
  readonly message?: string;
  /** Set when the status is fine but the response is not a result (see `ApiErrorReason`); `body` is then an excerpt. */
  readonly reason?: ApiErrorReason;
}

/**
 * The names of this module's classes, as written here. A bundler may rename a class (two packages' copies of this
 * module in one browser bundle become `NetworkError` and `NetworkError2`; a minifier shortens them), and an
 * error's `name` must not change with it. Classes declared elsewhere (a package's `<Api>Error`) keep `new.target.name`.
 */
const CLASS_NAMES = new Map<unknown, string>();

function nameOf(target: { readonly name: string }): string {
  return CLASS_NAMES.get(target) ?? target.name;
}

/** Builds the error a failed response is thrown as; generated packages give their own per-interface classes. */
export type ErrorFactory = (init: ApiErrorInit) => ApiError;

/** The server answered with an error status. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly traceId: string | undefined;
  readonly operation: string;
  readonly headers: { readonly [name: string]: string };
  readonly retryAfterMs: number | undefined;
  /** Why a response with this status is an error (see `ApiErrorReason`); undefined for an error status. */
  readonly reason: ApiErrorReason | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message ?? `${init.operation} failed with HTTP ${init.status}${init.traceId ? ` (trace ${init.traceId})` : ''}`);
    this.name = nameOf(new.target);
    this.status = init.status;
    this.body = init.body;
    this.traceId = init.traceId;
    this.operation = init.operation;
    this.headers = init.headers ?? {};
    this.retryAfterMs = init.retryAfterMs;
    this.reason = init.reason;
  }
}

/**
 * The server throttled the call (429). `instanceof ThrottleError` is also true for any error carrying the
 * `THROTTLED` brand, so an interface's throttle class can extend the interface's own error class
 * (`class XThrottleError extends XError { constructor(init) { super(init); brandThrottled(this); } }`) and still be a
 * `ThrottleError`: one catch per interface, one catch for throttling in general.
 */
export class ThrottleError extends ApiError {
  constructor(init: ApiErrorInit) {
    super(init);
    brandThrottled(this);
  }

}

// `instanceof ThrottleError` also accepts the brand. Defined here rather than as a static method: a computed
// static member is declared twice by file-by-file declaration emit (a duplicate identifier in the .d.ts).
Object.defineProperty(ThrottleError, Symbol.hasInstance, {
  value(this: typeof ThrottleError, value: unknown): boolean {
    // Subclasses keep the ordinary prototype check; only `ThrottleError` itself also accepts the brand.
    if (this !== ThrottleError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === 'object' && value !== null && (value as { [THROTTLED]?: boolean })[THROTTLED] === true;
  },
});

/**
 * Marks an error as a throttle error (`instanceof ThrottleError`). A constructor call rather than a
 * `[THROTTLED]` class field: symbol-keyed fields cannot be declared file by file (`isolatedDeclarations`).
 */
export function brandThrottled(error: Error): void {
  Object.defineProperty(error, THROTTLED, { value: true, enumerable: false });
}

/** The default factory: `ThrottleError` for 429, `ApiError` otherwise. */
export const defaultErrorFactory: ErrorFactory = (init) => (init.throttled ? new ThrottleError(init) : new ApiError(init));

/** The request never got an HTTP answer (connection refused or reset, DNS, TLS ...). */
export class NetworkError extends Error {
  readonly operation: string;
  constructor(operation: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = nameOf(new.target);
    this.operation = operation;
  }
}

/** No answer within the configured timeout. A kind of `NetworkError`, distinguishable by class. */
export class TimeoutError extends NetworkError {
  readonly timeoutMs: number;
  /** `waiting` names what the attempt was waiting for when its time ran out (`for the access token`). */
  constructor(operation: string, timeoutMs: number, waiting?: string) {
    super(operation, `${operation} timed out after ${timeoutMs} ms${waiting === undefined ? '' : ` waiting ${waiting}`}`);
    this.timeoutMs = timeoutMs;
  }
}

CLASS_NAMES.set(ApiError, 'ApiError').set(ThrottleError, 'ThrottleError').set(NetworkError, 'NetworkError').set(TimeoutError, 'TimeoutError');
