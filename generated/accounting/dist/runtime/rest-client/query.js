/**
* Longest statement, URL-encoded, sent in the query string. Servers refuse request lines and headers over 8-32 KiB
* (node: 16 KiB), and a statement may be far longer (100,000 characters, say): a longer one is POSTed.
*/
export const MAX_STATEMENT_IN_URL = 6e3;
/** One statement as a call: the query parameter of `operation`, or a POST of the statement where `post` allows it. */
export function statementCall(operation, parameter, statement, post) {
	if (post === undefined || encodeURIComponent(statement).length <= MAX_STATEMENT_IN_URL) return {
		operation,
		query: { [parameter]: statement }
	};
	return {
		operation: {
			...operation,
			method: "POST"
		},
		body: statement,
		headers: { "content-type": post }
	};
}
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
function checkIdentifier(name, what) {
	if (typeof name !== "string" || !IDENTIFIER.test(name)) throw new TypeError(`Invalid ${what} name ${JSON.stringify(name)} in a query`);
	return name;
}
function checkCount(n, what, min, max) {
	if (!Number.isInteger(n) || n < min || n > max) throw new RangeError(`${what} must be an integer from ${min} to ${max}, got ${n}`);
	return n;
}
/** One value as a literal of the statement: strings quoted with quote and escape characters escaped. */
export function renderQueryValue(dialect, value) {
	if (typeof value === "number") {
		if (!Number.isFinite(value)) throw new RangeError(`Query values must be finite numbers, got ${value}`);
		return String(value);
	}
	if (typeof value === "boolean") return value ? "true" : "false";
	if (typeof value !== "string") throw new TypeError(`Query values must be strings, numbers or booleans, got ${typeof value}`);
	const { quote, escape } = dialect;
	let out = "";
	for (const ch of value) out += ch === quote || ch === escape ? escape + ch : ch;
	return quote + out + quote;
}
function renderCondition(dialect, c) {
	const op = dialect.operators.find((o) => o.toUpperCase() === String(c.operator).toUpperCase());
	if (op === undefined) throw new TypeError(`Operator ${JSON.stringify(c.operator)} is not one of ${dialect.operators.join(" ")}`);
	if (Array.isArray(c.value)) {
		if (c.value.length === 0) throw new RangeError(`${op} needs at least one value`);
		return `${c.field} ${op} (${c.value.map((v) => renderQueryValue(dialect, v)).join(", ")})`;
	}
	return `${c.field} ${op} ${renderQueryValue(dialect, c.value)}`;
}
function renderStatement(dialect, s, page) {
	const parts = [`SELECT * FROM ${s.entity}`];
	if (s.where.length > 0) parts.push(`WHERE ${s.where.map((c) => renderCondition(dialect, c)).join(" AND ")}`);
	if (s.orderBy !== undefined) parts.push(`${dialect.orderByKeyword} ${s.orderBy.field} ${s.orderBy.direction}`);
	const offset = page?.offset ?? s.offset;
	const limit = page?.limit ?? s.limit;
	if (offset !== undefined) parts.push(`${dialect.offsetKeyword} ${offset}`);
	if (limit !== undefined) parts.push(`${dialect.limitKeyword} ${limit}`);
	return parts.join(" ");
}
/**
* An immutable select statement over entity type `E` (each method returns a new builder). `Op` is the
* interface's operator union. Run it with `fetch()` (one page) or iterate `all()`.
*/
export class SelectQuery {
	dialect;
	run;
	state;
	constructor(dialect, run, state) {
		this.dialect = dialect;
		this.run = run;
		this.state = state;
		checkIdentifier(state.entity, "entity");
	}
	/** Adds `field op value` (joined with AND). For `IN`, pass an array. */
	where(field, operator, value) {
		const condition = {
			field: checkIdentifier(field, "field"),
			operator,
			value
		};
		renderCondition(this.dialect, condition);
		return this.with({ where: [...this.state.where, condition] });
	}
	orderBy(field, direction = "ASC") {
		if (direction !== "ASC" && direction !== "DESC") throw new TypeError(`Direction must be ASC or DESC, got ${String(direction)}`);
		return this.with({ orderBy: {
			field: checkIdentifier(field, "field"),
			direction
		} });
	}
	/** At most `n` results: the page size of `fetch()`, and the total `all()` yields. */
	limit(n) {
		return this.with({ limit: checkCount(n, "limit", 1, Number.MAX_SAFE_INTEGER) });
	}
	/** Position of the first result (counted from the dialect's base). */
	offset(n) {
		return this.with({ offset: checkCount(n, "offset", this.dialect.offsetBase, Number.MAX_SAFE_INTEGER) });
	}
	/** Results per request of `all()`; default the largest the service accepts. */
	pageSize(n) {
		return this.with({ pageSize: checkCount(n, "page size", 1, this.dialect.maxLimit) });
	}
	/** The statement as sent by `fetch()`. */
	toString() {
		if (this.state.limit !== undefined) checkCount(this.state.limit, "limit", 1, this.dialect.maxLimit);
		return renderStatement(this.dialect, this.state);
	}
	/** Runs the statement once: one page of results (the service's default page size when no limit is set). */
	async fetch(options) {
		return this.entities(await this.run(this.toString(), options?.signal));
	}
	/** Every result, page by page (offset/limit keywords), until a page comes back short or `limit` is reached. */
	async *all(options) {
		const pageSize = this.state.pageSize ?? this.dialect.maxLimit;
		let offset = this.state.offset ?? this.dialect.offsetBase;
		let remaining = this.state.limit ?? Number.POSITIVE_INFINITY;
		while (remaining > 0) {
			const limit = Math.min(pageSize, remaining);
			const page = this.entities(await this.run(renderStatement(this.dialect, this.state, {
				offset,
				limit
			}), options?.signal));
			for (const entity of page.slice(0, limit)) yield entity;
			if (page.length < limit) return;
			offset += limit;
			remaining -= limit;
		}
	}
	entities(result) {
		if (result === null || typeof result !== "object") return [];
		const list = result[this.state.entity];
		return Array.isArray(list) ? list : [];
	}
	with(change) {
		return new SelectQuery(this.dialect, this.run, {
			...this.state,
			...change
		});
	}
}
/** A builder for `SELECT * FROM <entity>` that runs statements with `run`. */
export function selectFrom(dialect, run, entity) {
	return new SelectQuery(dialect, run, {
		entity,
		where: []
	});
}
