/**
* The routes of a REST server core, compiled once from the operation table: path templates split into literal
* and placeholder segments and grouped by segment count, and per route what every request would otherwise
* recompute (first declared 2xx status, the media types it answers, the required parameters checked on
* arrival). A request's path is matched against the routes of its segment count only, literals before
* placeholders, and placeholders are percent-decoded only when they hold a `%`.
*/
import type { HttpOperationDescriptor, OperationDescriptor } from "../operations/operation-table.js";
/** A required query or header parameter (its header name in lower case). */
export interface RequiredParameter {
	readonly in: "query" | "header";
	readonly name: string;
	/** The key to look up: the name for a query parameter, the lower-cased name for a header. */
	readonly key: string;
}
export interface Route {
	readonly operation: HttpOperationDescriptor;
	readonly segments: readonly string[];
	/** Index and text of each literal segment. */
	readonly literals: readonly (readonly [number, string])[];
	/** Index and name of each placeholder segment. */
	readonly placeholders: readonly (readonly [number, string])[];
	readonly selector: readonly (readonly [string, string])[];
	readonly successStatus: number;
	/** Media types of the 2xx responses, lower case, without repeats. */
	readonly successTypes: readonly string[];
	/** The operation answers only non-JSON media (a PDF): the Accept header is checked. */
	readonly negotiates: boolean;
	/** Required query and header parameters (a body's Content-Type is the body's problem: 415, not a missing parameter). */
	readonly required: readonly RequiredParameter[];
}
/** The routes of the table's HTTP operations, and the same grouped by their number of path segments. */
export interface RouteTable {
	readonly all: readonly Route[];
	readonly bySegments: ReadonlyMap<number, readonly Route[]>;
	/** Query names some route uses as a selector. */
	readonly selectorNames: readonly string[];
}
export declare function compileRoutes(operations: {
	readonly [name: string]: OperationDescriptor;
}): RouteTable;
/** The path parameters of `actual` (a path split at `/`) when the route's template matches it. */
export declare function matchSegments(route: Route, actual: readonly string[]): {
	[name: string]: string;
} | undefined;
/** Whether an Accept header allows one of `offered` (absent = anything). Quality values are not ranked. */
export declare function accepts(header: string | undefined, offered: readonly string[]): boolean;
/** Whether a media type falls in a declared range (`*\/*`, `application/*`): a JSON body is decoded as JSON. */
export declare function inMediaRange(mediaType: string, declared: string): boolean;
