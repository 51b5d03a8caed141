/**
* A typed builder for SQL-like select statements (`SELECT * FROM <entity> WHERE ... <orderBy> ... <offset> n
* <limit> n`), in the dialect an interface declares (`x-svc-query`): its operators, keywords, paging and string
* quoting. Values are always rendered by the builder (strings quoted and escaped, numbers checked finite), and
* field names must be plain identifiers, so no caller input can break out of the statement. `all()` pages through
* every result with the offset/limit keywords. A statement too long for a request line is POSTed as the body where
* the interface takes it so (`post`).
*/
import type { HttpOperationDescriptor } from "../operations/operation-table.js";
export interface QueryDialect {
	readonly operators: readonly string[];
	readonly orderByKeyword: string;
	readonly offsetKeyword: string;
	/** Position of the first result: 0 or 1. */
	readonly offsetBase: number;
	readonly limitKeyword: string;
	readonly defaultLimit: number;
	readonly maxLimit: number;
	readonly quote: string;
	/** Put before a quote, and before itself, inside a string value. */
	readonly escape: string;
	/** Media type with which a statement may instead be POSTed as the body to the operation's path. */
	readonly post?: string;
}
/**
* Longest statement, URL-encoded, sent in the query string. Servers refuse request lines and headers over 8-32 KiB
* (node: 16 KiB), and a statement may be far longer (100,000 characters, say): a longer one is POSTed.
*/
export declare const MAX_STATEMENT_IN_URL = 6e3;
/** One statement as a call: the query parameter of `operation`, or a POST of the statement where `post` allows it. */
export declare function statementCall(operation: HttpOperationDescriptor, parameter: string, statement: string, post: string | undefined): {
	readonly operation: HttpOperationDescriptor;
	readonly query?: {
		readonly [name: string]: string;
	};
	readonly body?: string;
	readonly headers?: {
		readonly [name: string]: string;
	};
};
export type QueryScalar = string | number | boolean;
/** The value a field is compared with: its own type for scalars, a string (an id) for references. */
export type QueryValueOf<V> = NonNullable<V> extends QueryScalar ? NonNullable<V> : string;
/** Names of an entity's members. */
export type QueryField<E> = Extract<keyof E, string>;
/** Runs one statement and resolves to the query result object (`{ <Entity>: [...], ... }`). */
export type QueryRunner = (statement: string, signal?: AbortSignal) => Promise<unknown>;
interface Condition {
	readonly field: string;
	readonly operator: string;
	readonly value: QueryScalar | readonly QueryScalar[];
}
interface SelectState {
	readonly entity: string;
	readonly where: readonly Condition[];
	readonly orderBy?: {
		readonly field: string;
		readonly direction: "ASC" | "DESC";
	};
	readonly offset?: number;
	readonly limit?: number;
	readonly pageSize?: number;
}
/** One value as a literal of the statement: strings quoted with quote and escape characters escaped. */
export declare function renderQueryValue(dialect: QueryDialect, value: QueryScalar): string;
/**
* An immutable select statement over entity type `E` (each method returns a new builder). `Op` is the
* interface's operator union. Run it with `fetch()` (one page) or iterate `all()`.
*/
export declare class SelectQuery<
	E,
	Op extends string = string
> {
	private readonly dialect;
	private readonly run;
	private readonly state;
	constructor(dialect: QueryDialect, run: QueryRunner, state: SelectState);
	/** Adds `field op value` (joined with AND). For `IN`, pass an array. */
	where<K extends QueryField<E>>(field: K, operator: Op, value: QueryValueOf<E[K]> | readonly QueryValueOf<E[K]>[]): SelectQuery<E, Op>;
	orderBy(field: QueryField<E>, direction?: "ASC" | "DESC"): SelectQuery<E, Op>;
	/** At most `n` results: the page size of `fetch()`, and the total `all()` yields. */
	limit(n: number): SelectQuery<E, Op>;
	/** Position of the first result (counted from the dialect's base). */
	offset(n: number): SelectQuery<E, Op>;
	/** Results per request of `all()`; default the largest the service accepts. */
	pageSize(n: number): SelectQuery<E, Op>;
	/** The statement as sent by `fetch()`. */
	toString(): string;
	/** Runs the statement once: one page of results (the service's default page size when no limit is set). */
	fetch(options?: {
		readonly signal?: AbortSignal;
	}): Promise<E[]>;
	/** Every result, page by page (offset/limit keywords), until a page comes back short or `limit` is reached. */
	all(options?: {
		readonly signal?: AbortSignal;
	}): AsyncGenerator<E, void, undefined>;
	private entities;
	private with;
}
/** A builder for `SELECT * FROM <entity>` that runs statements with `run`. */
export declare function selectFrom<
	E,
	Op extends string = string
>(dialect: QueryDialect, run: QueryRunner, entity: string): SelectQuery<E, Op>;
export {};
