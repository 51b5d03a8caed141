/**
* The non-throwing form of a call (issue 23, class 20): `{ ok, status, data | error, headers }` instead of a result
* or a thrown error status, so a caller branches on `status` with the error body typed for it. Declared response
* headers are read by their schema (integers and numbers as numbers, booleans as booleans); the others stay text.
* Failures without an HTTP answer (network, timeout, abort) still throw: there is no status to branch on.
*/
import type { HttpOperationDescriptor } from "../operations/operation-table.js";
import { ApiError } from "./errors.js";
import type { CallInput, HttpClient } from "./http-client.js";
/** A response's headers, lower-cased names; declared ones read by their kind. */
export type OutcomeHeaders = {
	readonly [name: string]: string | number | boolean;
};
export type CallOutcome = {
	readonly ok: true;
	readonly status: number;
	readonly data: unknown;
	readonly headers: OutcomeHeaders;
} | {
	readonly ok: false;
	readonly status: number;
	readonly error: unknown;
	readonly headers: OutcomeHeaders;
	readonly cause: ApiError;
};
/** Headers as an object, the declared ones of the answering status read by their kind (a value that is not one stays text). */
export declare function typedHeaders(operation: HttpOperationDescriptor, status: number, raw: Headers | {
	readonly [name: string]: string;
}): OutcomeHeaders;
/** Sends the call; an error status (an `ApiError`) is returned as `{ ok: false }`, not thrown. */
export declare function settleCall(http: HttpClient, operation: HttpOperationDescriptor, input: CallInput | undefined, unwrap?: (operation: HttpOperationDescriptor, body: unknown) => unknown): Promise<CallOutcome>;
