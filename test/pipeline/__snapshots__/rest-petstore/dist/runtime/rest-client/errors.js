/** Marks an error as a throttle (429) error without requiring it to extend `ThrottleError` (see below). */
export const THROTTLED = Symbol.for("svc.rest.throttled");
/**
* The names of this module's classes, as written here. A bundler may rename a class (two packages' copies of this
* module in one browser bundle become `NetworkError` and `NetworkError2`; a minifier shortens them), and an
* error's `name` must not change with it. Classes declared elsewhere (a package's `<Api>Error`) keep `new.target.name`.
*/
const CLASS_NAMES = new Map();
function nameOf(target) {
	return CLASS_NAMES.get(target) ?? target.name;
}
/** The server answered with an error status. */
export class ApiError extends Error {
	status;
	body;
	traceId;
	operation;
	headers;
	retryAfterMs;
	/** Why a response with this status is an error (see `ApiErrorReason`); undefined for an error status. */
	reason;
	constructor(init) {
		super(init.message ?? `${init.operation} failed with HTTP ${init.status}${init.traceId ? ` (trace ${init.traceId})` : ""}`);
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
	constructor(init) {
		super(init);
		brandThrottled(this);
	}
}
// `instanceof ThrottleError` also accepts the brand. Defined here rather than as a static method: a computed
// static member is declared twice by file-by-file declaration emit (a duplicate identifier in the .d.ts).
Object.defineProperty(ThrottleError, Symbol.hasInstance, { value(value) {
	// Subclasses keep the ordinary prototype check; only `ThrottleError` itself also accepts the brand.
	if (this !== ThrottleError) return Function.prototype[Symbol.hasInstance].call(this, value);
	return typeof value === "object" && value !== null && value[THROTTLED] === true;
} });
/**
* Marks an error as a throttle error (`instanceof ThrottleError`). A constructor call rather than a
* `[THROTTLED]` class field: symbol-keyed fields cannot be declared file by file (`isolatedDeclarations`).
*/
export function brandThrottled(error) {
	Object.defineProperty(error, THROTTLED, {
		value: true,
		enumerable: false
	});
}
/** The default factory: `ThrottleError` for 429, `ApiError` otherwise. */
export const defaultErrorFactory = (init) => init.throttled ? new ThrottleError(init) : new ApiError(init);
/** The request never got an HTTP answer (connection refused or reset, DNS, TLS ...). */
export class NetworkError extends Error {
	operation;
	constructor(operation, message, options) {
		super(message, options);
		this.name = nameOf(new.target);
		this.operation = operation;
	}
}
/** No answer within the configured timeout. A kind of `NetworkError`, distinguishable by class. */
export class TimeoutError extends NetworkError {
	timeoutMs;
	/** `waiting` names what the attempt was waiting for when its time ran out (`for the access token`). */
	constructor(operation, timeoutMs, waiting) {
		super(operation, `${operation} timed out after ${timeoutMs} ms${waiting === undefined ? "" : ` waiting ${waiting}`}`);
		this.timeoutMs = timeoutMs;
	}
}
CLASS_NAMES.set(ApiError, "ApiError").set(ThrottleError, "ThrottleError").set(NetworkError, "NetworkError").set(TimeoutError, "TimeoutError");
