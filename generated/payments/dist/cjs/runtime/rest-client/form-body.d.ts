/**
* A form request body written the way its definition declares it (issue 23, class 5), by the operation's form
* descriptor (each member's schema kind and `encoding` entry):
* - `application/x-www-form-urlencoded`: URLSearchParams, arrays and objects by OpenAPI's style/explode rules
*   (style `form` explodes by default: `a=1&a=2`; unexploded `a=1,2`; `spaceDelimited` / `pipeDelimited` join with
*   a space or `|`; an object is `k=v` members (exploded), `o=k,v` (unexploded) or `o[k]=v` (`deepObject`));
* - `multipart/form-data`: the platform's FormData, serialised by `Response` (so the boundary is the platform's):
*   binary members (Uint8Array or Blob) as file parts of their `encoding.contentType` (else
*   `application/octet-stream`), objects as `application/json` parts (the spec's default), arrays as one part per
*   item, other values as text.
* Loaded only when an operation sends a form (http-client imports it on first use), so other bundles do not carry it.
*/
import type { FormFieldDescriptor } from "../operations/operation-table.js";
type Fields = {
	readonly [member: string]: FormFieldDescriptor;
};
/** `application/x-www-form-urlencoded` text of a body object. */
export declare function encodeUrlEncoded(body: {
	readonly [member: string]: unknown;
}, fields: Fields): string;
/** `multipart/form-data` bytes of a body object and their Content-Type (with the boundary). */
export declare function encodeMultipart(body: {
	readonly [member: string]: unknown;
}, fields: Fields): Promise<{
	bytes: Uint8Array;
	contentType: string;
}>;
export {};
