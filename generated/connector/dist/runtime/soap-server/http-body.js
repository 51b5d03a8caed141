import { SoapFault } from "../soap-messages/fault.js";
import { charsetParameter, decodeXmlBytes, decodeXmlBytesInSlices, isSupportedCharset, XmlCharsetError } from "../soap-messages/xml-charset.js";
import { SLICED_FROM } from "../soap-messages/xml-slices.js";
/** A request-level failure with its HTTP status; `close` ends the connection after answering. */
export class HttpFailure {
	status;
	fault;
	close;
	constructor(status, fault, close) {
		this.status = status;
		this.fault = fault;
		this.close = close;
	}
}
export function tooLarge(maxBodyBytes) {
	return SoapFault.client(`Request body larger than the limit of ${maxBodyBytes} bytes`);
}
/** Checks the request headers; returns the charset the Content-Type names, if any. Throws `HttpFailure`. */
export function checkBodyHeaders(request, maxBodyBytes) {
	const declared = Number(request.headers["content-length"]);
	if (declared > maxBodyBytes) throw new HttpFailure(413, tooLarge(maxBodyBytes), true);
	const encoding = request.headers["content-encoding"];
	if (encoding !== undefined && encoding.toLowerCase() !== "identity") {
		throw new HttpFailure(415, SoapFault.client(`Content-Encoding ${shorten(encoding)} is not supported`), true);
	}
	const type = request.headers["content-type"] ?? "";
	let charset = charsets.get(type);
	if (charset === undefined && !charsets.has(type)) {
		charset = charsetFor(type);
		// Clients send one or two distinct Content-Type values; the cap keeps odd ones from growing the cache.
		if (charsets.size < 64) charsets.set(type, charset);
	}
	if (charset instanceof HttpFailure) throw charset;
	return charset;
}
const charsets = new Map();
/** The charset of a Content-Type value (`''` when absent; `undefined`: none given), or the failure to answer with. */
function charsetFor(type) {
	if (type !== "" && !/^\s*(?:text\/xml|application\/(?:soap\+)?xml)\s*(;|$)/i.test(type)) {
		return new HttpFailure(415, SoapFault.client("Content-Type must be text/xml (SOAP 1.1) or application/soap+xml (SOAP 1.2)"), true);
	}
	const charset = charsetParameter(type);
	if (charset !== undefined && !isSupportedCharset(charset)) {
		return new HttpFailure(415, SoapFault.client(`Unsupported charset ${shorten(charset)}`), true);
	}
	return charset;
}
/** A peer's value cut short for a fault message. */
export function shorten(value) {
	return value.length > 64 ? `${value.slice(0, 64)}...` : value;
}
/** One body being read. */
class BodyRead {
	reader;
	request;
	charset;
	deadline;
	done;
	chunks = [];
	size = 0;
	constructor(reader, request, charset, deadline, done) {
		this.reader = reader;
		this.request = request;
		this.charset = charset;
		this.deadline = deadline;
		this.done = done;
	}
}
/** The read a request's shared listeners belong to (listeners are shared; `this` is the request). */
const READ = Symbol("soap body read");
function onData(chunk) {
	const read = this[READ];
	if (read === undefined) return;
	read.size += chunk.length;
	if (read.size > read.reader.maxBytes) read.reader.finish(read, new HttpFailure(413, tooLarge(read.reader.maxBytes), true));
	else read.chunks.push(chunk);
}
function onEnd() {
	const read = this[READ];
	if (read !== undefined) read.reader.finish(read, undefined);
}
function onAborted() {
	const read = this[READ];
	if (read !== undefined) read.reader.finish(read, new HttpFailure(400, SoapFault.client("Request body incomplete"), true));
}
/** Reads bodies for one listener: its size cap and slow-body limit. */
export class BodyReader {
	maxBytes;
	timeoutMs;
	#reading = new Set();
	#timer;
	/** How often deadlines are checked: a 408 comes between `timeoutMs` and a quarter more. */
	#tickMs;
	constructor(maxBytes, timeoutMs) {
		this.maxBytes = maxBytes;
		this.timeoutMs = timeoutMs;
		this.#tickMs = Math.max(1, Math.min(1e3, Math.ceil(timeoutMs / 4)));
	}
	/** Reads `request`'s whole body; `done` gets its text (decoded by `charset`, else as the body says) or the failure to answer. */
	read(request, charset, done) {
		const read = new BodyRead(this, request, charset, performance.now() + this.timeoutMs, done);
		request[READ] = read;
		this.#reading.add(read);
		// Unref'd: it must not keep a process alive; stopped by `#sweep` once nothing is being read.
		this.#timer ??= setInterval(() => this.#sweep(), this.#tickMs).unref();
		request.on("data", onData);
		request.on("end", onEnd);
		request.on("aborted", onAborted);
	}
	finish(read, failure) {
		const { request } = read;
		if (request[READ] !== read) return;
		request[READ] = undefined;
		this.#reading.delete(read);
		request.off("data", onData);
		request.off("end", onEnd);
		request.off("aborted", onAborted);
		if (failure !== undefined) {
			// Drain without keeping anything so the peer can read our answer before the connection closes.
			request.resume();
			read.done(undefined, failure);
			return;
		}
		if (read.size >= SLICED_FROM) {
			// A large body is decoded in slices, letting the event loop turn meanwhile, from the chunks it came in.
			decodeXmlBytesInSlices(read.chunks, read.charset).then((text) => read.done(text, undefined), (error) => read.done(undefined, error instanceof XmlCharsetError ? new HttpFailure(500, SoapFault.client(error.message), false) : new HttpFailure(500, SoapFault.server("The service failed to read the request"), true)));
			return;
		}
		const body = read.chunks.length === 1 ? read.chunks[0] : Buffer.concat(read.chunks, read.size);
		let text;
		try {
			text = decodeXmlBytes(body, read.charset);
		} catch (error) {
			if (!(error instanceof XmlCharsetError)) throw error;
			read.done(undefined, new HttpFailure(500, SoapFault.client(error.message), false));
			return;
		}
		read.done(text, undefined);
	}
	#sweep() {
		if (this.#reading.size === 0) {
			clearInterval(this.#timer);
			this.#timer = undefined;
			return;
		}
		const now = performance.now();
		for (const read of this.#reading) {
			if (read.deadline <= now) {
				this.finish(read, new HttpFailure(408, SoapFault.client(`Request body not received within ${this.timeoutMs} ms`), true));
			}
		}
	}
}
