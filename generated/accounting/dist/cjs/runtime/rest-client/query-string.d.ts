/**
* A call's query string, each parameter serialised by its OpenAPI style: `form` (repeated, or comma-joined when not
* exploded; an exploded object gives one pair per member), `spaceDelimited` and `pipeDelimited` arrays, and
* `deepObject` (`filter[status]=open`). Objects nested in a value, and arrays of objects, use the bracket notation
* Stripe's and qs's servers read (`items[0][price]=p_1`); the generated server reads them back the same way.
*/
import type { HttpOperationDescriptor } from "../operations/operation-table.js";
export type QueryScalar = string | number | boolean | null | undefined;
/** A query parameter's value: a scalar, an array, or an object (of scalars, arrays and objects). */
export type QueryValue = QueryScalar | object;
/** `?a=1&b=x` for the call's query values, by each declared parameter's style (undefined and null left out). */
export declare function encodeQuery(query: {
	readonly [name: string]: QueryValue;
}, operation?: HttpOperationDescriptor): string;
