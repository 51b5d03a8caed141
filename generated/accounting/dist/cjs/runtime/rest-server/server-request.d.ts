/// <reference types="node" />
/**
* Reading the parts of a REST request a server stub must not trust: the request target (path segments as sent,
* never normalised, so `..`, `%2e%2e` or a backslash cannot move a request to another route; the query as a
* null-prototype object, so `?constructor=x` is just a value) and the body (size cap, deadline, JSON nesting
* depth checked before parsing).
*/
import type { IncomingMessage } from "node:http";
import type { RequestBodyDescriptor } from "../operations/operation-table.js";
import { type FormLimits } from "./form-decode.js";
/** The path and query of a request target. */
export interface RequestTarget {
	/** The path as sent (no dot-segment resolution, no decoding). */
	readonly pathname: string;
	/** Query values by name (null prototype); a name given several times holds an array. */
	readonly query: {
		[name: string]: string | string[];
	};
}
/** Why a request target was refused (answered 400). */
export declare class TargetProblem {
	readonly message: string;
	constructor(message: string);
}
/**
* Splits a request target into its path and query. Origin form (`/a/b?x=1`) and absolute form
* (`http://host/a/b?x=1`) are read; the path is kept exactly as sent. Refused: a path not starting with `/`, a
* backslash, a dot segment (`.`, `..`, also percent-encoded) and malformed percent-encoding in the path.
*/
export declare function parseTarget(target: string): RequestTarget | TargetProblem;
/** Whether HTTP/1.1 framing gives the request a body (neither Content-Length nor Transfer-Encoding: none). */
export declare function hasBody(req: IncomingMessage): boolean;
/** Why a body was not read (too large, too slow, cut off) or not taken (its media type, its nesting, malformed). */
export declare class BodyProblem {
	readonly kind: "payload-too-large" | "request-timeout" | "bad-request" | "unsupported-media-type" | "validation";
	readonly message: string;
	constructor(kind: "payload-too-large" | "request-timeout" | "bad-request" | "unsupported-media-type" | "validation", message: string);
}
/**
* Reads a request's whole body, refusing more than `maxBytes` and a body not complete within `timeoutMs` of the
* call (0 = no deadline). Rejects with a `BodyProblem`; the rest of the body is then drained, not kept.
*/
export declare function readRequestBody(request: IncomingMessage, maxBytes: number, timeoutMs: number): Promise<Buffer>;
/**
* Whether JSON text nests objects and arrays deeper than `maxDepth`: one pass over the characters, strings
* skipped, before `JSON.parse` builds anything (a 1 MiB body of `[` would otherwise be a million nested arrays).
*/
export declare function jsonNestsDeeper(text: string, maxDepth: number): boolean;
/**
* A received, non-empty body as the handler gets it, by its Content-Type among the operation's accepted media:
* JSON parsed (nesting checked first), text decoded by its charset, other media as bytes.
*/
export declare function decodeBody(bytes: Buffer, contentType: string | undefined, requestBody: Pick<RequestBodyDescriptor, "mediaTypes" | "form"> | undefined, maxDepth: number, formLimits?: FormLimits): unknown;
/** Default bounds of a form body (the server's `maxParts`, `maxPartHeaderBytes`, `maxFieldBytes`). */
export declare const FORM_LIMITS: FormLimits;
