/**
* The select dialect of `x-svc-query`, parsed and evaluated over stored entities:
* `SELECT * | COUNT(*) | a, b FROM <Entity> [WHERE <field> <op> <value> [AND ...]] [<orderBy> <field> [ASC|DESC], ...]
* [<offset> <n>] [<limit> <n>]`. Keywords and field names are case-insensitive; strings are quoted with the
* declared quote and escape. Parsing is linear in the statement and bounded (length, conditions, IN items,
* identifier length); LIKE is matched without regular expressions, so no pattern can backtrack. A malformed
* statement throws `QueryError` with the 1-based position of the problem.
*/
/** The dialect, as the definition declares it (`QueryLanguageNode`). */
export interface QueryDialect {
	readonly operators: readonly string[];
	readonly orderByKeyword: string;
	readonly offsetKeyword: string;
	readonly offsetBase: number;
	readonly limitKeyword: string;
	readonly defaultLimit: number;
	readonly maxLimit: number;
	readonly quote: string;
	readonly escape: string;
}
/** Bounds on a statement; documented in the README's sandbox limits. */
export declare const QUERY_LIMITS: {
	readonly maxLength: number;
	readonly maxConditions: number;
	readonly maxInItems: number;
	readonly maxIdentifier: number;
	readonly maxOrderBy: number;
	readonly maxFields: number;
};
export declare class QueryError extends Error {
	readonly reason: string;
	/** 1-based character position in the statement. */
	readonly position: number;
	constructor(reason: string, position: number);
}
export type QueryValue = string | number | boolean;
export interface QueryCondition {
	readonly field: string;
	readonly operator: string;
	readonly values: readonly QueryValue[];
}
export interface ParsedQuery {
	readonly entity: string;
	/** `*`, `count`, or the fields listed. */
	readonly select: "*" | "count" | readonly string[];
	readonly where: readonly QueryCondition[];
	readonly orderBy: readonly {
		readonly field: string;
		readonly descending: boolean;
	}[];
	/** 0-based index of the first result. */
	readonly offset: number;
	readonly limit: number;
	/** `offset` as written (in the dialect's base), for the reply. */
	readonly startPosition: number;
}
/** Parses a statement; `entities` are the names it may select from (matched case-insensitively). */
export declare function parseQuery(text: string, dialect: QueryDialect, entities: readonly string[]): ParsedQuery;
type Entity = {
	readonly [member: string]: unknown;
};
/**
* Reads a field (case-insensitive; dotted paths go into objects). Compiled once per field of a query: the exact
* member name is tried first, so the common case costs one property read.
*/
export declare function fieldAccessor(path: string): (entity: Entity) => unknown;
/** `%` matches any run of characters; case-insensitive. Greedy segment search: linear, never backtracks. */
export declare function likeMatch(text: string, pattern: string): boolean;
export interface QueryOutcome {
	/** The page of entities (projected to the selected fields); undefined for COUNT(*). */
	readonly page?: readonly Entity[];
	readonly totalCount: number;
}
/**
* Runs a parsed query over `entities` (in stored order). `hidden` filters out entities a default query does
* not show (inactive ones) unless a condition names `hiddenField`.
*/
export declare function runQuery(query: ParsedQuery, entities: Iterable<Entity>, options?: {
	readonly hiddenField?: string;
	readonly isHidden?: (entity: Entity) => boolean;
}): QueryOutcome;
export {};
