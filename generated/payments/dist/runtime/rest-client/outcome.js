import { ApiError } from "./errors.js";
const NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;
/** Headers as an object, the declared ones of the answering status read by their kind (a value that is not one stays text). */
export function typedHeaders(operation, status, raw) {
	const out = {};
	if (raw instanceof Headers) raw.forEach((value, name) => out[name] = value);
	else Object.assign(out, raw);
	const code = String(status);
	const declared = (operation.responses[code] ?? operation.responses[`${code[0]}XX`] ?? operation.responses["default"])?.headers ?? [];
	for (const header of declared) {
		const name = header.name.toLowerCase();
		const value = out[name];
		if (typeof value !== "string" || header.kind === undefined) continue;
		if (header.kind === "boolean") {
			if (value === "true" || value === "false") out[name] = value === "true";
		} else if (NUMBER.test(value) && (header.kind === "number" || Number.isSafeInteger(Number(value)))) {
			out[name] = Number(value);
		}
	}
	return out;
}
/** Sends the call; an error status (an `ApiError`) is returned as `{ ok: false }`, not thrown. */
export async function settleCall(http, operation, input, unwrap = (_, body) => body) {
	try {
		const response = await http.request(operation, input);
		return {
			ok: true,
			status: response.status,
			data: unwrap(operation, response.body),
			headers: typedHeaders(operation, response.status, response.headers)
		};
	} catch (error) {
		if (!(error instanceof ApiError)) throw error;
		return {
			ok: false,
			status: error.status,
			error: error.body,
			headers: typedHeaders(operation, error.status, error.headers),
			cause: error
		};
	}
}
