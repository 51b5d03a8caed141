/**
* Query parameters the client serialised by their OpenAPI style, read back: `deepObject` and the bracket notation of
* nested values (`filter[status]=open`, `items[0][price]=p_1`) become objects and arrays again, and an unexploded
* `spaceDelimited` / `pipeDelimited` array is split. Members stay strings (the query carries text). Bounded: at most
* `MAX_DEPTH` brackets per key (deeper keys are refused with the request).
*/
import type { ParameterDescriptor } from "../operations/operation-table.js";
/** A query value read back: text, a repeated parameter, or an object or array built from bracketed keys. */
export type QueryTree = string | readonly QueryTree[] | {
	readonly [member: string]: QueryTree;
};
/** Why a query could not be read back (a key nested deeper than the limit, or a member given twice). */
export declare class QueryShapeProblem extends Error {}
/**
* The query with the declared parameters' bracketed keys gathered into their values, and delimited arrays split:
* a new object, or `query` itself when it has no member (the server makes it for the request alone).
*/
export declare function assembleQuery(query: {
	[name: string]: string | string[];
}, parameters: readonly ParameterDescriptor[]): {
	[name: string]: QueryTree;
};
