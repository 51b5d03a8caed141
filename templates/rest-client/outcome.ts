/**
 * The non-throwing form of a call (issue 23, class 20): `{ ok, status, data | error, headers }` instead of a result
 * or a thrown error status, so a caller branches on `status` with the error body typed for it. Declared response
 * headers are read by their schema (integers and numbers as numbers, booleans as booleans); the others stay text.
 * Failures without an HTTP answer (network, timeout, abort) still throw: there is no status to branch on.
 */
import type { HttpOperationDescriptor, ResponseHeaderDescriptor } from '../operations/operation-table.ts';
import { ApiError } from './errors.ts';
import type { CallInput, HttpClient } from './http-client.ts';

/** A response's headers, lower-cased names; declared ones read by their kind. */
export type OutcomeHeaders = { readonly [name: string]: string | number | boolean };

export type CallOutcome =
  | { readonly ok: true; readonly status: number; readonly data: unknown; readonly headers: OutcomeHeaders }
  | { readonly ok: false; readonly status: number; readonly error: unknown; readonly headers: OutcomeHeaders; readonly cause: ApiError };

const NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

/** Headers as an object, the declared ones of the answering status read by their kind (a value that is not one stays text). */
export function typedHeaders(operation: HttpOperationDescriptor, status: number, raw: Headers | { readonly [name: string]: string }): OutcomeHeaders {
  const out: { [name: string]: string | number | boolean } = {};
  if (raw instanceof Headers) raw.forEach((value, name) => (out[name] = value));
  else Object.assign(out, raw);
  const code = String(status);
  const declared: readonly ResponseHeaderDescriptor[] = (operation.responses[code] ?? operation.responses[`${code[0]}XX`] ?? operation.responses['default'])?.headers ?? [];
  for (const header of declared) {
    const name = header.name.toLowerCase();
    const value = out[name];
    if (typeof value !== 'string' || header.kind === undefined) continue;
    if (header.kind === 'boolean') {
      if (value === 'true' || value === 'false') out[name] = value === 'true';
    } else if (NUMBER.test(value) && (header.kind === 'number' || Number.isSafeInteger(Number(value)))) {
      out[name] = Number(value);
    }
  }
  return out;
}

/** Sends the call; an error status (an `ApiError`) is returned as `{ ok: false }`, not thrown. */
export async function settleCall(
  http: HttpClient,
  operation: HttpOperationDescriptor,
  input: CallInput | undefined,
  unwrap: (operation: HttpOperationDescriptor, body: unknown) => unknown = (_, body) => body,
): Promise<CallOutcome> {
  try {
    const response = await http.request(operation, input);
    return { ok: true, status: response.status, data: unwrap(operation, response.body), headers: typedHeaders(operation, response.status, response.headers) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, status: error.status, error: error.body, headers: typedHeaders(operation, error.status, error.headers), cause: error };
  }
}
