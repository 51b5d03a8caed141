const STATUS = {
	unauthorized: 401,
	forbidden: 403,
	"bad-request": 400,
	validation: 400,
	"not-found": 404,
	"method-not-allowed": 405,
	"not-acceptable": 406,
	"payload-too-large": 413,
	"expectation-failed": 417,
	"unsupported-media-type": 415,
	"headers-too-large": 431,
	throttled: 429,
	"request-timeout": 408,
	timeout: 504,
	internal: 500,
	"not-implemented": 501
};
export function fault(kind, message, extra = {}) {
	return {
		kind,
		status: STATUS[kind],
		message,
		...extra
	};
}
/** A request refused before its handler ran: the fault, and the headers of the answer (`Allow`, `Retry-After`). */
export class RequestFault extends Error {
	fault;
	headers;
	constructor(fault, headers = {}) {
		super(fault.message);
		this.fault = fault;
		this.headers = headers;
	}
}
