/**
* A received form body read back into its schema's shape (issue 23, class 5), so the generated validators check it
* as they check JSON: `application/x-www-form-urlencoded` by OpenAPI's style/explode rules, `multipart/form-data`
* by a small parser of a body already read whole (and so already bounded by `maxBodyBytes` and the body timeout).
* Members are converted by the form descriptor: integers, numbers and booleans from their text when it is one
* (otherwise left as text, which the validator then refuses), binary parts as bytes, JSON parts (and object members
* without an `encoding.contentType`) parsed. Bounded: at most `maxParts` members or parts, `maxPartHeaderBytes` of
* headers per part, `maxFieldBytes` per text member; a part that is itself multipart is refused.
*/
import type { FormFieldDescriptor } from "../operations/operation-table.js";
type Fields = {
	readonly [member: string]: FormFieldDescriptor;
};
export interface FormLimits {
	/** Members of a urlencoded form or parts of a multipart body. */
	readonly maxParts: number;
	/** Header bytes of one multipart part. */
	readonly maxPartHeaderBytes: number;
	/** Bytes of one member that is not a file (binary) part. */
	readonly maxFieldBytes: number;
}
/** Why a form could not be read: the fault kind the server answers with, and the message. */
export declare class FormProblem extends Error {
	readonly kind: "payload-too-large" | "bad-request" | "unsupported-media-type";
	constructor(kind: "payload-too-large" | "bad-request" | "unsupported-media-type", message: string);
}
type JsonParser = (text: string, member: string) => unknown;
/** `application/x-www-form-urlencoded` text read back into an object by the form descriptor. */
export declare function decodeUrlEncoded(text: string, fields: Fields, limits: FormLimits, parseJson: JsonParser): {
	[name: string]: unknown;
};
/** The `boundary` parameter of a multipart Content-Type (RFC 2046: 1 to 70 characters). */
export declare function multipartBoundary(contentType: string): string | undefined;
/** A whole `multipart/form-data` body read back into an object by the form descriptor. */
export declare function decodeMultipart(bytes: Buffer, contentType: string, fields: Fields, limits: FormLimits, parseJson: JsonParser): {
	[name: string]: unknown;
};
export {};
