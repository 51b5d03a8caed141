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
import { createServer, maxHeaderSize } from "node:http";
import { envelopeFrame, notUnderstood, parseEnvelope, parseEnvelopeInSlices, writeEnvelopeIn } from "../soap-messages/envelope.js";
import { SoapFault, soap12Status, writeFault } from "../soap-messages/fault.js";
import { HandlerDeadlines } from "./handler-timeout.js";
import { answerNodeRefusals, deadlineOptions } from "./node-refusals.js";
import { BodyReader, checkBodyHeaders, HttpFailure, shorten, tooLarge } from "./http-body.js";
import { escapeXmlAttribute } from "../soap-messages/xml-text.js";
import { xmlLimits } from "../soap-messages/xml-tree.js";
import { SLICED_FROM } from "../soap-messages/xml-slices.js";
/**
* Erases an operation's types. Safe because the listener only ever passes `decode`'s output to `handle` and
* `handle`'s output to `encode` of the same operation.
*/
export function soapOperation(operation) {
	return operation;
}
export const DEFAULT_MAX_BODY_BYTES = 32 * 1024 * 1024;
export const DEFAULT_BODY_TIMEOUT_MS = 3e4;
export const DEFAULT_HEADERS_TIMEOUT_MS = 3e4;
export const DEFAULT_HANDLER_TIMEOUT_MS = 3e4;
/** What a handler that is not there answers (no error is reported: the server was built without it). */
export function notImplemented(operation) {
	throw SoapFault.server(`Operation ${operation} is not implemented by this server`);
}
const XML_CONTENT_TYPE = "text/xml; charset=utf-8";
const SOAP12_CONTENT_TYPE = "application/soap+xml; charset=utf-8";
const ONLY_11 = ["1.1"];
/** The Content-Type of a message in `version`. */
function contentTypeOf(version) {
	return version === "1.2" ? SOAP12_CONTENT_TYPE : XML_CONTENT_TYPE;
}
/** The version a request's Content-Type names: `application/soap+xml` is 1.2, `text/xml` 1.1, others none. */
function mediaVersion(contentType) {
	if (contentType === undefined) return undefined;
	if (/^\s*application\/soap\+xml\s*(;|$)/i.test(contentType)) return "1.2";
	return /^\s*text\/xml\s*(;|$)/i.test(contentType) ? "1.1" : undefined;
}
/** The `action` parameter of a SOAP 1.2 Content-Type (unquoted), or undefined when there is none. */
function actionParameter(contentType) {
	const match = /;\s*action\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/i.exec(contentType ?? "");
	if (match === null) return undefined;
	return match[1] !== undefined ? match[1].replace(/\\(.)/g, "$1") : match[2];
}
/** The handler's context; `serviceUrl` is worked out only when a handler reads it. */
class RequestContext {
	operation;
	soapHeaders;
	headers;
	body;
	httpHeaders;
	#request;
	#path;
	#serviceUrl;
	/** Response Header entries a handler sets (operations that declare some). */
	responseHeaders = {};
	constructor(operation, request, soapHeaders, path, headers, body) {
		this.operation = operation;
		this.soapHeaders = soapHeaders;
		this.headers = headers;
		this.body = body;
		this.httpHeaders = request.headers;
		this.#request = request;
		this.#path = path;
	}
	get serviceUrl() {
		return this.#serviceUrl ??= serviceUrlOf(this.#request, this.#path);
	}
}
const ignore = () => undefined;
function isThenable(value) {
	return typeof value?.then === "function";
}
export function createSoapListener(options) {
	const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
	const bodyTimeoutMs = options.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS;
	const handlerTimeoutMs = options.handlerTimeoutMs ?? DEFAULT_HANDLER_TIMEOUT_MS;
	const report = options.onError ?? ((error, operation) => console.error(`SOAP ${operation}:`, error));
	/** `onError`, which must not become a failure of its own (a throwing reporter would escape the listener). */
	const onError = (error, operation) => {
		try {
			report(error, operation);
		} catch {}
	};
	const deadlines = handlerTimeoutMs > 0 ? new HandlerDeadlines(handlerTimeoutMs) : undefined;
	// Namespace -> input element -> operation, so picking one builds no key string per request.
	const byElement = new Map();
	const byLocalName = new Map();
	const key = (h) => `{${h.namespace}}${h.name}`;
	const understood = new Set((options.understoodHeaders ?? []).map(key));
	/** Entries some operation understands: one none does is refused before the operation is looked for. */
	const understoodByAny = new Set(understood);
	for (const operation of options.operations) for (const h of operation.inputHeaders ?? []) understoodByAny.add(key(h));
	/** Every version some operation serves, in the order met: the first is the endpoint's own. */
	const versions = [];
	for (const operation of options.operations) {
		const served = operation.soapVersions !== undefined && operation.soapVersions.length > 0 ? operation.soapVersions : ONLY_11;
		for (const v of served) if (!versions.includes(v)) versions.push(v);
		// The envelope around the result never changes: written once per version, not per request.
		const frame = (soapVersion) => envelopeFrame({
			namespace: operation.namespace,
			element: operation.outputElement,
			...operation.qualified === false ? { qualified: false } : {},
			...soapVersion === "1.2" ? { soapVersion } : {}
		});
		const prepared = {
			operation,
			understood: operation.inputHeaders ? new Set([...understood, ...operation.inputHeaders.map(key)]) : understood,
			quotedAction: `"${operation.soapAction}"`,
			envelope: frame(served[0]),
			...served[0] !== "1.2" && served.includes("1.2") ? { envelope12: frame("1.2") } : {},
			versions: served
		};
		let inNamespace = byElement.get(operation.namespace);
		if (!inNamespace) byElement.set(operation.namespace, inNamespace = new Map());
		inNamespace.set(operation.inputElement, prepared);
		byLocalName.set(operation.inputElement, prepared);
	}
	if (versions.length === 0) versions.push("1.1");
	/** The endpoint's own version: what a fault is written in before a request's version is known. */
	const endpointVersion = versions[0];
	const parseOptions = {
		...xmlLimits(options),
		soapVersions: versions
	};
	/** The version to answer a request in before its envelope is read: its Content-Type's, when served. */
	const requestVersion = (request) => {
		if (versions.length === 1) return endpointVersion;
		const named = mediaVersion(request.headers["content-type"]);
		return named !== undefined && versions.includes(named) ? named : endpointVersion;
	};
	const endpointText = `SOAP ${versions.join(" and ")} endpoint`;
	// A Map, so a query such as `?xsd=constructor` finds nothing of Object's.
	const documents = new Map(Object.entries(options.wsdlDocuments ?? {}));
	const bodies = new BodyReader(maxBodyBytes, bodyTimeoutMs);
	const listener = (request, response) => {
		request.on("error", ignore);
		// The usual POST names the service path exactly: no URL object and no promise for it.
		if (request.method === "POST" && options.path !== undefined && request.url === options.path) {
			try {
				receive(request, response, options.path);
			} catch (error) {
				failed(response, error);
			}
			return;
		}
		serveOther(request, response).catch((error) => failed(response, error));
	};
	/** The last resort: whatever went wrong, the caller gets a Server fault (or a closed connection) and nothing escapes. */
	function failed(response, error) {
		onError(error, "(listener)");
		try {
			if (!response.headersSent) sendFault(response, 500, SoapFault.server("Internal server error"), true, endpointVersion);
			else response.destroy();
		} catch {
			response.destroy();
		}
	}
	/** Everything but a POST to the exact service path: GET ?wsdl, other methods, paths with a query. */
	async function serveOther(request, response) {
		let url;
		try {
			url = new URL(request.url ?? "/", "http://localhost");
		} catch {
			return sendText(response, 400, "Bad request target");
		}
		if (options.path !== undefined && url.pathname !== options.path) {
			return sendText(response, 404, `Not found. The SOAP service is at ${options.path}`);
		}
		const path = options.path ?? url.pathname;
		if (request.method === "POST") return receive(request, response, path);
		// The WSDL's URL (and its documents') also takes GET and HEAD; the service URL itself only POST.
		const wanted = wantedDocument(url.searchParams, options.wsdl !== undefined, documents);
		const allow = wanted !== undefined ? "GET, HEAD, POST" : "POST";
		if (wanted !== undefined && (request.method === "GET" || request.method === "HEAD")) {
			const serviceUrl = serviceUrlOf(request, path);
			if (wanted !== "") {
				const text = documents.get(wanted);
				if (text === undefined) return sendText(response, 404, `No document ?${shorten(wanted)} here; the WSDL is at ${serviceUrl}?wsdl`);
				return send(response, 200, XML_CONTENT_TYPE, absoluteDocumentUrls(rewriteAddress(text, serviceUrl), serviceUrl, documents), false);
			}
			const wsdl = typeof options.wsdl === "function" ? options.wsdl(serviceUrl) : rewriteAddress(options.wsdl, serviceUrl);
			// node:http sends no body for HEAD; the headers are GET's.
			return send(response, 200, XML_CONTENT_TYPE, absoluteDocumentUrls(wsdl, serviceUrl, documents), false);
		}
		response.setHeader("Allow", allow);
		if (request.method === "GET" || request.method === "HEAD") {
			const serviceUrl = serviceUrlOf(request, path);
			return sendText(response, 405, options.wsdl !== undefined ? `This is a ${endpointText}: POST SOAP envelopes here; the WSDL is at ${serviceUrl}?wsdl` : `This is a ${endpointText}: POST SOAP envelopes here`);
		}
		return sendText(response, 405, `Method ${shorten(request.method ?? "")} not allowed; POST SOAP envelopes here`);
	}
	/** A POST: reads the body, then answers it. */
	function receive(request, response, path) {
		const version = requestVersion(request);
		let charset;
		try {
			charset = checkBodyHeaders(request, maxBodyBytes);
		} catch (failure) {
			if (failure instanceof HttpFailure) return sendFault(response, failure.status, failure.fault, failure.close, version);
			throw failure;
		}
		bodies.read(request, charset, (text, failure) => {
			try {
				if (text === undefined) sendFault(response, failure.status, failure.fault, failure.close, version);
				else answer(request, response, path, text, version);
			} catch (error) {
				failed(response, error);
			}
		});
	}
	/**
	* Parses, dispatches and answers one envelope; a handler that answers synchronously costs no promise. A large
	* envelope is parsed in slices that let the event loop turn (other requests, deadlines) meanwhile.
	*/
	function answer(request, response, path, text, version) {
		if (typeof text !== "string" || text.length >= SLICED_FROM) {
			parseEnvelopeInSlices(text, parseOptions).then((parsed) => guarded(response, () => dispatch(request, response, path, parsed)), (error) => guarded(response, () => answerFailure(response, error, "(unknown)", version)));
			return;
		}
		let parsed;
		try {
			parsed = parseEnvelope(text, parseOptions);
		} catch (error) {
			return answerFailure(response, error, "(unknown)", version);
		}
		dispatch(request, response, path, parsed);
	}
	/** Dispatches a parsed envelope to its operation and answers it. */
	function dispatch(request, response, path, parsed) {
		let operationName = "(unknown)";
		let version = parsed.version;
		try {
			checkMediaType(request.headers["content-type"], version);
			if (parsed.kind === "fault") throw SoapFault.client("A request must not be a SOAP Fault");
			if (parsed.headers.length > 0) checkUnderstood(parsed.headers, understoodByAny, version);
			const prepared = selectOperation(parsed.body, version === "1.2" ? actionParameter(request.headers["content-type"]) : request.headers.soapaction);
			const { operation } = prepared;
			operationName = operation.name;
			if (prepared.versions !== versions && !prepared.versions.includes(version)) {
				const wanted = prepared.versions[0];
				version = wanted;
				throw new SoapFault({
					faultcode: "VersionMismatch",
					faultstring: `Operation ${operation.name} is served in SOAP ${prepared.versions.join(" and ")}, not SOAP ${parsed.version}`
				});
			}
			if (parsed.headers.length > 0) checkUnderstood(parsed.headers, prepared.understood, version);
			const headers = operation.decodeHeaders ? operation.decodeHeaders(parsed.headers) : {};
			const context = new RequestContext(operation.name, request, parsed.headers, path, headers, parsed.body);
			const pending = operation.handle(operation.decode(parsed.body), context);
			if (isThenable(pending)) awaitHandler(response, prepared, pending, context, version);
			else reply(response, prepared, pending, context, version);
		} catch (error) {
			answerFailure(response, error, operationName, version);
		}
	}
	/** Answers with a handler's promised result, or with a Server fault if it takes longer than `handlerTimeoutMs`. */
	function awaitHandler(response, prepared, pending, context, version) {
		const name = prepared.operation.name;
		let answered = false;
		const settle = deadlines?.start(() => {
			answered = true;
			onError(new SoapHandlerTimeoutError(name, handlerTimeoutMs), name);
			guarded(response, () => sendFault(response, 500, SoapFault.server(`The service did not answer within ${handlerTimeoutMs} ms`), true, version));
		}) ?? (() => true);
		// The first settlement answers; a late one, a second one (a misbehaving thenable) or one after the timeout is dropped.
		const once = (answer) => {
			if (answered) return;
			answered = true;
			settle();
			guarded(response, answer);
		};
		pending.then((result) => once(() => reply(response, prepared, result, context, version)), (error) => once(() => answerFailure(response, error, name, version)));
	}
	/** Runs an answer outside the listener's call stack (after a handler's promise), so nothing escapes it. */
	function guarded(response, answerNow) {
		try {
			answerNow();
		} catch (error) {
			failed(response, error);
		}
	}
	function reply(response, prepared, result, context, version) {
		let xml;
		try {
			const { operation } = prepared;
			const envelope = version === "1.2" && prepared.envelope12 !== undefined ? prepared.envelope12 : prepared.envelope;
			const headers = operation.encodeHeaders ? operation.encodeHeaders(context.responseHeaders) : undefined;
			xml = writeEnvelopeIn(envelope, operation.encode(result), headers);
		} catch (error) {
			answerFailure(response, error, prepared.operation.name, version);
			return;
		}
		send(response, 200, contentTypeOf(version), xml, false);
	}
	/**
	* A `SoapFault` goes back as is (SOAP 1.2: with the status of its code unless it names one); anything else is
	* reported and answered with a fixed Server fault.
	*/
	function answerFailure(response, error, operationName, version) {
		if (error instanceof SoapFault) {
			return sendFault(response, error.httpStatus ?? (version === "1.2" ? soap12Status(error) : 500), error, false, version);
		}
		onError(error, operationName);
		sendFault(response, 500, SoapFault.server("The service failed to process the request"), false, version);
	}
	function selectOperation(body, soapActionHeader) {
		let prepared = byElement.get(body.namespace)?.get(body.name);
		if (!prepared) {
			const sameName = byLocalName.get(body.name);
			if (sameName === undefined) {
				throw SoapFault.client(`Unknown operation: no operation takes element {${shorten(body.namespace)}}${shorten(body.name)}`);
			}
			if (sameName.operation.anyNamespace !== true) {
				throw SoapFault.client(`Element ${shorten(body.name)} is in namespace "${shorten(body.namespace)}", expected "${sameName.operation.namespace}"`);
			}
			prepared = sameName;
		}
		// Absent or empty SOAPAction names no operation; any other value must agree with the body.
		const { operation } = prepared;
		const header = Array.isArray(soapActionHeader) ? soapActionHeader[0] : soapActionHeader;
		if (header === undefined || header === prepared.quotedAction) return prepared;
		const action = unquote(header);
		if (action !== "" && action !== operation.soapAction) {
			throw SoapFault.client(`SOAPAction "${shorten(action ?? "")}" does not match the body element ${body.name} (expected "${operation.soapAction}")`);
		}
		return prepared;
	}
	const checkContinue = (request, response) => {
		// A declared body over the cap is refused before `100 Continue`, so the client never sends it.
		try {
			const declared = Number(request.headers["content-length"]);
			if (declared > maxBodyBytes) {
				request.on("error", ignore);
				sendFault(response, 413, tooLarge(maxBodyBytes), true, requestVersion(request));
				return;
			}
			response.writeContinue();
		} catch (error) {
			failed(response, error);
			return;
		}
		listener(request, response);
	};
	return Object.assign(listener, { checkContinue });
}
/**
* SOAP 1.2 part 2, section 7.1.4: its envelopes travel as `application/soap+xml`; 1.1's as `text/xml`. A media
* type naming the other version is refused (415); `application/xml` and none are left to the envelope.
*/
function checkMediaType(contentType, version) {
	const named = mediaVersion(contentType);
	if (named === undefined || named === version) return;
	throw new SoapFault({
		faultcode: "Client",
		faultstring: `A SOAP ${version} envelope must not come as ${version === "1.2" ? "text/xml" : "application/soap+xml"}`,
		httpStatus: 415
	});
}
/** SOAP 1.1 section 4.2.3: an entry marked mustUnderstand="1" that is not understood is a MustUnderstand fault. */
function checkUnderstood(headers, understood, version) {
	const refused = notUnderstood(headers, understood, version);
	if (refused) {
		throw new SoapFault({
			faultcode: "MustUnderstand",
			faultstring: `Header ${shorten(refused.name)} is not understood`
		});
	}
}
/** A handler did not answer within `handlerTimeoutMs` (reported to `onError`; the caller got a Server fault). */
export class SoapHandlerTimeoutError extends Error {
	operation;
	timeoutMs;
	constructor(operation, timeoutMs) {
		super(`Handler of ${operation} did not answer within ${timeoutMs} ms`);
		this.operation = operation;
		this.timeoutMs = timeoutMs;
		this.name = "SoapHandlerTimeoutError";
	}
}
function unquote(value) {
	if (value === undefined) return undefined;
	const trimmed = value.trim();
	return trimmed.length >= 2 && trimmed.startsWith("\"") && trimmed.endsWith("\"") ? trimmed.slice(1, -1) : trimmed;
}
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;
/** The URL the client reached: the Host header when well-formed, else the socket's local address. */
function serviceUrlOf(request, path) {
	const tls = request.socket.encrypted === true;
	let host = request.headers.host;
	if (host === undefined || !HOST.test(host)) {
		const address = request.socket.localAddress ?? "127.0.0.1";
		host = `${address.includes(":") ? `[${address}]` : address}:${request.socket.localPort}`;
	}
	return `${tls ? "https" : "http"}://${host}${path}`;
}
/**
* Which document a GET asks for: `''` the WSDL (`?wsdl`, any case, with no value), `'xsd=xsd0'` an imported one
* (`?xsd=xsd0`, `?wsdl=wsdl0`: the name's case as any, the value exact), undefined none (not a WSDL request).
*/
function wantedDocument(params, hasWsdl, documents) {
	let wanted;
	for (const [name, value] of params) {
		const lower = name.toLowerCase();
		if (value !== "" && documents.size > 0 && (lower === "xsd" || lower === "wsdl")) return `${lower}=${value}`;
		if (lower === "wsdl" && hasWsdl) wanted = "";
	}
	return wanted;
}
const DOCUMENT_LOCATION = /(\s(?:schemaLocation|location)\s*=\s*)(["'])\?((?:xsd|wsdl)=[^"'<>&\s]+)\2/g;
/** Makes each `?xsd=...` / `?wsdl=...` location of a served document (one the listener serves) absolute. */
export function absoluteDocumentUrls(text, serviceUrl, documents) {
	if (documents.size === 0) return text;
	return text.replace(DOCUMENT_LOCATION, (match, start, quote, query) => documents.has(query) ? `${start}${quote}${escapeXmlAttribute(`${serviceUrl}?${query}`)}${quote}` : match);
}
const ADDRESS_LOCATION = /(<(?:[A-Za-z_][\w.-]*:)?address\b[^>]*?\blocation\s*=\s*)("[^"]*"|'[^']*')/g;
/** Points every `<soap:address location>` (any prefix) of a WSDL at `serviceUrl`. */
export function rewriteAddress(wsdl, serviceUrl) {
	return wsdl.replace(ADDRESS_LOCATION, (_match, start) => `${start}"${escapeXmlAttribute(serviceUrl)}"`);
}
function send(response, status, contentType, body, close) {
	// A string body goes out in one write together with the head (node:http joins them); a Buffer would not.
	// A flat header array spares node:http walking an object's keys.
	const length = Buffer.byteLength(body, "utf8");
	response.writeHead(status, close ? [
		"Content-Type",
		contentType,
		"Content-Length",
		length,
		"Connection",
		"close"
	] : [
		"Content-Type",
		contentType,
		"Content-Length",
		length
	]);
	response.end(body, "utf8");
}
function sendFault(response, status, fault, close, version) {
	send(response, status, contentTypeOf(version), writeFault(fault, version), close);
}
function sendText(response, status, text) {
	send(response, status, "text/plain; charset=utf-8", `${text}\n`, false);
}
/** Node's own refusals (before any request object exists) as SOAP Client faults. */
function refusal(status, headersTimeoutMs, version) {
	const text = status === 431 ? `The request line and headers exceed ${maxHeaderSize} bytes` : status === 408 ? `The request headers did not arrive within ${headersTimeoutMs} ms` : status === 413 ? "A chunk extension of the request body is too large" : status === 417 ? "The only expectation served is \"Expect: 100-continue\"" : "Malformed HTTP request";
	return {
		status,
		headers: { "content-type": contentTypeOf(version) },
		body: Buffer.from(writeFault(SoapFault.client(text), version), "utf8")
	};
}
/**
* A listener plus a `listen` that starts a `node:http` server (default 127.0.0.1, a free port). The headers must
* arrive within `headersTimeoutMs` (checked within a second); node's own refusals answer Client faults.
*/
export function createSoapServer(options) {
	const listener = createSoapListener(options);
	const bodyTimeoutMs = options.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS;
	const headersTimeoutMs = options.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS;
	// Node's refusals come before any request is read: in the first version the operations serve.
	const version = options.operations[0]?.soapVersions?.[0] ?? "1.1";
	return {
		listener,
		refusal: (status) => refusal(status, headersTimeoutMs, version),
		listen: (port = 0, host = "127.0.0.1") => new Promise((resolve, reject) => {
			// The whole request: its headers, then its body (whose own deadline answers first), and room to drain it.
			const server = createServer(deadlineOptions(headersTimeoutMs, bodyTimeoutMs > 0 ? headersTimeoutMs + bodyTimeoutMs + 5e3 : 0), listener);
			server.on("checkContinue", listener.checkContinue);
			answerNodeRefusals(server, (status) => refusal(status, headersTimeoutMs, version));
			server.once("error", reject);
			server.listen(port, host, () => {
				server.off("error", reject);
				const address = server.address();
				const shownHost = address.family === "IPv6" ? `[${address.address}]` : address.address;
				resolve({
					url: `http://${shownHost}:${address.port}${options.path ?? "/"}`,
					close: () => new Promise((done, fail) => {
						server.close((error) => error ? fail(error) : done());
						server.closeAllConnections();
					})
				});
			});
		})
	};
}
