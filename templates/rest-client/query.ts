/**
 * A typed builder for SQL-like select statements (`SELECT * FROM <entity> WHERE ... <orderBy> ... <offset> n
 * <limit> n`), in the dialect an interface declares (`x-svc-query`): its operators, keywords, paging and string
 * quoting. Values are always rendered by the builder (strings quoted and escaped, numbers checked finite), and
 * field names must be plain identifiers, so no caller input can break out of the statement. `all()` pages through
 * every result with the offset/limit keywords. A statement too long for a request line is POSTed as the body where
 * the interface takes it so (`post`).
 */
import type { HttpOperationDescriptor } from '../operations/operation-table.ts';

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
export const MAX_STATEMENT_IN_URL = 6000;

/** One statement as a call: the query parameter of `operation`, or a POST of the statement where `post` allows it. */
export function statementCall(
  operation: HttpOperationDescriptor,
  parameter: string,
  statement: string,
  post: string | undefined,
): { readonly operation: HttpOperationDescriptor; readonly query?: { readonly [name: string]: string }; readonly body?: string; readonly headers?: { readonly [name: string]: string } } {
  if (post === undefined || encodeURIComponent(statement).length <= MAX_STATEMENT_IN_URL) return { operation, query: { [parameter]: statement } };
  return { operation: { ...operation, method: 'POST' }, body: statement, headers: { 'content-type': post } };
}

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
  readonly orderBy?: { readonly field: string; readonly direction: 'ASC' | 'DESC' };
  readonly offset?: number;
  readonly limit?: number;
  readonly pageSize?: number;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

function checkIdentifier(name: string, what: string): string {
  if (typeof name !== 'string' || !IDENTIFIER.test(name)) throw new TypeError(`Invalid ${what} name ${JSON.stringify(name)} in a query`);
  return name;
}

function checkCount(n: number, what: string, min: number, max: number): number {
  if (!Number.isInteger(n) || n < min || n > max) throw new RangeError(`${what} must be an integer from ${min} to ${max}, got ${n}`);
  return n;
}

/** One value as a literal of the statement: strings quoted with quote and escape characters escaped. */
export function renderQueryValue(dialect: QueryDialect, value: QueryScalar): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Query values must be finite numbers, got ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value !== 'string') throw new TypeError(`Query values must be strings, numbers or booleans, got ${typeof value}`);
  const { quote, escape } = dialect;
  let out = '';
  for (const ch of value) out += ch === quote || ch === escape ? escape + ch : ch;
  return quote + out + quote;
}

function renderCondition(dialect: QueryDialect, c: Condition): string {
  const op = dialect.operators.find((o) => o.toUpperCase() === String(c.operator).toUpperCase());
  if (op === undefined) throw new TypeError(`Operator ${JSON.stringify(c.operator)} is not one of ${dialect.operators.join(' ')}`);
  if (Array.isArray(c.value)) {
    if (c.value.length === 0) throw new RangeError(`${op} needs at least one value`);
    return `${c.field} ${op} (${c.value.map((v: QueryScalar) => renderQueryValue(dialect, v)).join(', ')})`;
  }
  return `${c.field} ${op} ${renderQueryValue(dialect, c.value as QueryScalar)}`;
}

function renderStatement(dialect: QueryDialect, s: SelectState, page?: { offset: number; limit: number }): string {
  const parts = [`SELECT * FROM ${s.entity}`];
  if (s.where.length > 0) parts.push(`WHERE ${s.where.map((c) => renderCondition(dialect, c)).join(' AND ')}`);
  if (s.orderBy !== undefined) parts.push(`${dialect.orderByKeyword} ${s.orderBy.field} ${s.orderBy.direction}`);
  const offset = page?.offset ?? s.offset;
  const limit = page?.limit ?? s.limit;
  if (offset !== undefined) parts.push(`${dialect.offsetKeyword} ${offset}`);
  if (limit !== undefined) parts.push(`${dialect.limitKeyword} ${limit}`);
  return parts.join(' ');
}

/**
 * An immutable select statement over entity type `E` (each method returns a new builder). `Op` is the
 * interface's operator union. Run it with `fetch()` (one page) or iterate `all()`.
 */
export class SelectQuery<E, Op extends string = string> {
  constructor(
    private readonly dialect: QueryDialect,
    private readonly run: QueryRunner,
    private readonly state: SelectState,
  ) {
    checkIdentifier(state.entity, 'entity');
  }

  /** Adds `field op value` (joined with AND). For `IN`, pass an array. */
  where<K extends QueryField<E>>(field: K, operator: Op, value: QueryValueOf<E[K]> | readonly QueryValueOf<E[K]>[]): SelectQuery<E, Op> {
    const condition: Condition = { field: checkIdentifier(field, 'field'), operator, value: value as Condition['value'] };
    renderCondition(this.dialect, condition); // fail at the call that made the mistake, not when sent
    return this.with({ where: [...this.state.where, condition] });
  }

  orderBy(field: QueryField<E>, direction: 'ASC' | 'DESC' = 'ASC'): SelectQuery<E, Op> {
    if (direction !== 'ASC' && direction !== 'DESC') throw new TypeError(`Direction must be ASC or DESC, got ${String(direction)}`);
    return this.with({ orderBy: { field: checkIdentifier(field, 'field'), direction } });
  }

  /** At most `n` results: the page size of `fetch()`, and the total `all()` yields. */
  limit(n: number): SelectQuery<E, Op> {
    return this.with({ limit: checkCount(n, 'limit', 1, Number.MAX_SAFE_INTEGER) });
  }

  /** Position of the first result (counted from the dialect's base). */
  offset(n: number): SelectQuery<E, Op> {
    return this.with({ offset: checkCount(n, 'offset', this.dialect.offsetBase, Number.MAX_SAFE_INTEGER) });
  }

  /** Results per request of `all()`; default the largest the service accepts. */
  pageSize(n: number): SelectQuery<E, Op> {
    return this.with({ pageSize: checkCount(n, 'page size', 1, this.dialect.maxLimit) });
  }

  /** The statement as sent by `fetch()`. */
  toString(): string {
    if (this.state.limit !== undefined) checkCount(this.state.limit, 'limit', 1, this.dialect.maxLimit);
    return renderStatement(this.dialect, this.state);
  }

  /** Runs the statement once: one page of results (the service's default page size when no limit is set). */
  async fetch(options?: { readonly signal?: AbortSignal }): Promise<E[]> {
    return this.entities(await this.run(this.toString(), options?.signal));
  }

  /** Every result, page by page (offset/limit keywords), until a page comes back short or `limit` is reached. */
  async *all(options?: { readonly signal?: AbortSignal }): AsyncGenerator<E, void, undefined> {
    const pageSize = this.state.pageSize ?? this.dialect.maxLimit;
    let offset = this.state.offset ?? this.dialect.offsetBase;
    let remaining = this.state.limit ?? Number.POSITIVE_INFINITY;
    while (remaining > 0) {
      const limit = Math.min(pageSize, remaining);
      const page = this.entities(await this.run(renderStatement(this.dialect, this.state, { offset, limit }), options?.signal));
      for (const entity of page.slice(0, limit)) yield entity;
      if (page.length < limit) return;
      offset += limit;
      remaining -= limit;
    }
  }

  private entities(result: unknown): E[] {
    if (result === null || typeof result !== 'object') return [];
    const list = (result as { readonly [name: string]: unknown })[this.state.entity];
    return Array.isArray(list) ? (list as E[]) : [];
  }

  private with(change: Partial<SelectState>): SelectQuery<E, Op> {
    return new SelectQuery<E, Op>(this.dialect, this.run, { ...this.state, ...change });
  }
}

/** A builder for `SELECT * FROM <entity>` that runs statements with `run`. */
export function selectFrom<E, Op extends string = string>(dialect: QueryDialect, run: QueryRunner, entity: string): SelectQuery<E, Op> {
  return new SelectQuery<E, Op>(dialect, run, { entity, where: [] });
}
