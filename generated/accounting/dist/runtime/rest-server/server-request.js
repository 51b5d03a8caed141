import { decodeText, isJsonMediaType, parseContentType } from "../rest-client/content.js";
import { decodeMultipart, decodeUrlEncoded, FormProblem } from "./form-decode.js";
import { inMediaRange } from "./routes.js";
/** Why a request target was refused (answered 400). */
export class TargetProblem {
	message;
	constructor(message) {
		this.message = message;
	}
}
/**
* Splits a request target into its path and query. Origin form (`/a/b?x=1`) and absolute form
* (`http://host/a/b?x=1`) are read; the path is kept exactly as sent. Refused: a path not starting with `/`, a
* backslash, a dot segment (`.`, `..`, also percent-encoded) and malformed percent-encoding in the path.
*/
export function parseTarget(target) {
	let rest = target;
	// Origin form (a leading `/`, what clients send) needs no scheme match.
	if (rest.charCodeAt(0) !== 47) {
		const absolute = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/.exec(rest);
		if (absolute !== null) rest = rest.slice(absolute[0].length) || "/";
	}
	const hash = rest.indexOf("#");
	if (hash >= 0) rest = rest.slice(0, hash);
	const mark = rest.indexOf("?");
	const pathname = mark < 0 ? rest : rest.slice(0, mark);
	if (!pathname.startsWith("/")) return new TargetProblem("The request path must start with \"/\"");
	if (pathname.includes("\\")) return new TargetProblem("Backslashes are not allowed in the request path");
	// Only a segment with a `.` or a `%` can be a dot segment: most paths have neither and are not split here.
	if (pathname.indexOf(".") >= 0 || pathname.indexOf("%") >= 0) {
		for (const segment of pathname.split("/")) {
			if (segment === "" || segment.indexOf(".") < 0 && segment.indexOf("%") < 0) continue;
			let decoded;
			try {
				decoded = decodeURIComponent(segment);
			} catch {
				return new TargetProblem("Malformed percent-encoding in the request path");
			}
			if (decoded === "." || decoded === "..") return new TargetProblem("Dot segments (\".\" and \"..\") are not allowed in the request path");
		}
	}
	const query = Object.create(null);
	if (mark >= 0) {
		for (const [name, value] of new URLSearchParams(rest.slice(mark + 1))) {
			const existing = query[name];
			if (existing === undefined) query[name] = value;
			else if (Array.isArray(existing)) existing.push(value);
			else query[name] = [existing, value];
		}
	}
	return {
		pathname,
		query
	};
}
/** Whether HTTP/1.1 framing gives the request a body (neither Content-Length nor Transfer-Encoding: none). */
export function hasBody(req) {
	const length = req.headers["content-length"];
	return req.headers["transfer-encoding"] !== undefined || length !== undefined && length !== "0";
}
/** Why a body was not read (too large, too slow, cut off) or not taken (its media type, its nesting, malformed). */
export class BodyProblem {
	kind;
	message;
	constructor(kind, message) {
		this.kind = kind;
		this.message = message;
	}
}
/**
* Reads a request's whole body, refusing more than `maxBytes` and a body not complete within `timeoutMs` of the
* call (0 = no deadline). Rejects with a `BodyProblem`; the rest of the body is then drained, not kept.
*/
export function readRequestBody(request, maxBytes, timeoutMs) {
	return new Promise((resolve, reject) => {
		const chunks = [];
		let size = 0;
		let timer;
		const finish = (problem) => {
			if (timer !== undefined) clearTimeout(timer);
			request.off("data", onData);
			request.off("end", onEnd);
			request.off("aborted", onAborted);
			request.off("error", onAborted);
			if (problem === undefined) {
				resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
				return;
			}
			// Drain without keeping anything, so the peer can read the answer before the connection closes.
			request.resume();
			reject(problem);
		};
		// Listeners rather than `for await`: leaving the iterator early would destroy the socket before the answer.
		const onData = (chunk) => {
			size += chunk.byteLength;
			if (size > maxBytes) finish(new BodyProblem("payload-too-large", `Request body exceeds ${maxBytes} bytes`));
			else chunks.push(chunk);
		};
		const onEnd = () => finish(undefined);
		const onAborted = () => finish(new BodyProblem("bad-request", "Request body incomplete"));
		if (timeoutMs > 0) {
			timer = setTimeout(() => finish(new BodyProblem("request-timeout", `Request body not received within ${timeoutMs} ms`)), timeoutMs);
			timer.unref();
		}
		request.on("data", onData);
		request.on("end", onEnd);
		request.on("aborted", onAborted);
		request.on("error", onAborted);
		if (request.complete && request.readableEnded) finish(undefined);
	});
}
/**
* Whether JSON text nests objects and arrays deeper than `maxDepth`: one pass over the characters, strings
* skipped, before `JSON.parse` builds anything (a 1 MiB body of `[` would otherwise be a million nested arrays).
*/
export function jsonNestsDeeper(text, maxDepth) {
	let depth = 0;
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		if (c === 34) {
			for (i++; i < text.length; i++) {
				const s = text.charCodeAt(i);
				if (s === 92) i++;
				else if (s === 34) break;
			}
		} else if (c === 123 || c === 91) {
			if (++depth > maxDepth) return true;
		} else if (c === 125 || c === 93) depth--;
	}
	return false;
}
/**
* A received, non-empty body as the handler gets it, by its Content-Type among the operation's accepted media:
* JSON parsed (nesting checked first), text decoded by its charset, other media as bytes.
*/
export function decodeBody(bytes, contentType, requestBody, maxDepth, formLimits = FORM_LIMITS) {
	if (requestBody === undefined) return new BodyProblem("bad-request", "This operation takes no request body");
	const { mediaType, charset } = parseContentType(contentType);
	const accepted = requestBody.mediaTypes;
	if (mediaType === "") return new BodyProblem("unsupported-media-type", `A request body needs a Content-Type; send ${accepted.join(" or ")}`);
	const json = isJsonMediaType(mediaType);
	if (!accepted.some((t) => t.toLowerCase() === mediaType || inMediaRange(mediaType, t)) && !(json && accepted.some(isJsonMediaType))) {
		const shown = mediaType.length <= 100 ? mediaType : `${mediaType.slice(0, 97)}...`;
		return new BodyProblem("unsupported-media-type", `Content-Type ${shown} is not accepted; send ${accepted.join(" or ")}`);
	}
	if (mediaType === "application/x-www-form-urlencoded" || mediaType === "multipart/form-data") return decodeForm(bytes, mediaType, contentType, requestBody, maxDepth, formLimits, charset);
	if (!json) return mediaType.startsWith("text/") || mediaType.startsWith("application/text") ? decodeText(bytes, charset) : new Uint8Array(bytes);
	const text = decodeText(bytes, charset);
	if (jsonNestsDeeper(text, maxDepth)) return new BodyProblem("validation", `Request body nested deeper than the limit of ${maxDepth} levels`);
	try {
		return JSON.parse(text);
	} catch (error) {
		const message = error instanceof Error ? error.message : String(error);
		return new BodyProblem("bad-request", `Malformed JSON in request body: ${message.length <= 200 ? message : `${message.slice(0, 197)}...`}`);
	}
}
/** Default bounds of a form body (the server's `maxParts`, `maxPartHeaderBytes`, `maxFieldBytes`). */
export const FORM_LIMITS = {
	maxParts: 256,
	maxPartHeaderBytes: 8192,
	maxFieldBytes: 1048576
};
/** A form body as an object for the validators, or the problem to answer with (JSON members nest no deeper than JSON bodies). */
function decodeForm(bytes, mediaType, contentType, requestBody, maxDepth, limits, charset) {
	const parseJson = (text, member) => {
		const shown = member.length <= 100 ? member : `${member.slice(0, 97)}...`;
		if (jsonNestsDeeper(text, maxDepth)) throw new BodyProblem("validation", `Form member "${shown}" nested deeper than the limit of ${maxDepth} levels`);
		try {
			return JSON.parse(text);
		} catch {
			throw new BodyProblem("bad-request", `Form member "${shown}" is not valid JSON`);
		}
	};
	const fields = requestBody.form ?? {};
	try {
		return mediaType === "multipart/form-data" ? decodeMultipart(bytes, contentType, fields, limits, parseJson) : decodeUrlEncoded(decodeText(bytes, charset), fields, limits, parseJson);
	} catch (problem) {
		if (problem instanceof BodyProblem) return problem;
		if (problem instanceof FormProblem) return new BodyProblem(problem.kind, problem.message);
		throw problem;
	}
}
