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
export const QUERY_LIMITS: {
  readonly maxLength: number;
  readonly maxConditions: number;
  readonly maxInItems: number;
  readonly maxIdentifier: number;
  readonly maxOrderBy: number;
  readonly maxFields: number;
} = { maxLength: 100_000, maxConditions: 50, maxInItems: 1000, maxIdentifier: 128, maxOrderBy: 5, maxFields: 100 };

export class QueryError extends Error {
  constructor(
    readonly reason: string,
    /** 1-based character position in the statement. */
    readonly position: number,
  ) {
    super(`${reason} at position ${position}`);
  }
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
  readonly select: '*' | 'count' | readonly string[];
  readonly where: readonly QueryCondition[];
  readonly orderBy: readonly { readonly field: string; readonly descending: boolean }[];
  /** 0-based index of the first result. */
  readonly offset: number;
  readonly limit: number;
  /** `offset` as written (in the dialect's base), for the reply. */
  readonly startPosition: number;
}

type Token =
  | { kind: 'word'; text: string; at: number }
  | { kind: 'string'; text: string; at: number }
  | { kind: 'number'; text: string; at: number }
  | { kind: 'symbol'; text: string; at: number }
  | { kind: 'end'; text: string; at: number };

const SYMBOLS = ['<=', '>=', '!=', '<>', '=', '<', '>', '(', ')', ',', '*'];

function tokenize(text: string, dialect: QueryDialect): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
      continue;
    }
    const at = i + 1;
    if (c === dialect.quote) {
      let value = '';
      let j = i + 1;
      let closed = false;
      while (j < text.length) {
        const d = text[j];
        if (d === dialect.escape && j + 1 < text.length && (text[j + 1] === dialect.quote || text[j + 1] === dialect.escape)) {
          value += text[j + 1];
          j += 2;
          continue;
        }
        if (d === dialect.quote) {
          closed = true;
          break;
        }
        value += d;
        j++;
      }
      if (!closed) throw new QueryError('Unterminated string', at);
      tokens.push({ kind: 'string', text: value, at });
      i = j + 1;
      continue;
    }
    if (/[A-Za-z_]/.test(c)) {
      let j = i + 1;
      while (j < text.length && /[A-Za-z0-9_.]/.test(text[j])) j++;
      if (j - i > QUERY_LIMITS.maxIdentifier) throw new QueryError(`Identifier longer than ${QUERY_LIMITS.maxIdentifier} characters`, at);
      tokens.push({ kind: 'word', text: text.slice(i, j), at });
      i = j;
      continue;
    }
    if (/[0-9]/.test(c) || (c === '-' && /[0-9]/.test(text[i + 1] ?? ''))) {
      let j = i + 1;
      while (j < text.length && /[0-9.]/.test(text[j])) j++;
      const number = text.slice(i, j);
      if (!/^-?[0-9]+(\.[0-9]+)?$/.test(number) || number.length > 40) throw new QueryError(`Malformed number "${number.slice(0, 40)}"`, at);
      tokens.push({ kind: 'number', text: number, at });
      i = j;
      continue;
    }
    const symbol = SYMBOLS.find((s) => text.startsWith(s, i));
    if (symbol === undefined) throw new QueryError(`Unexpected character "${c}"`, at);
    tokens.push({ kind: 'symbol', text: symbol, at });
    i += symbol.length;
  }
  tokens.push({ kind: 'end', text: '', at: text.length + 1 });
  return tokens;
}

/** Parses a statement; `entities` are the names it may select from (matched case-insensitively). */
export function parseQuery(text: string, dialect: QueryDialect, entities: readonly string[]): ParsedQuery {
  if (text.length > QUERY_LIMITS.maxLength) throw new QueryError(`Statement longer than ${QUERY_LIMITS.maxLength} characters`, QUERY_LIMITS.maxLength + 1);
  const tokens = tokenize(text, dialect);
  let p = 0;
  const peek = (): Token => tokens[p];
  const describe = (t: Token): string => (t.kind === 'end' ? 'end of statement' : `"${t.text.slice(0, 40)}"`);
  const fail = (expected: string): never => {
    const t = peek();
    throw new QueryError(`Encountered ${describe(t)}; expected ${expected}`, t.at);
  };
  const isWord = (word: string, offset = 0): boolean => {
    const t = tokens[p + offset];
    return t !== undefined && t.kind === 'word' && t.text.toUpperCase() === word.toUpperCase();
  };
  /** A keyword of one or more words (`ORDER BY`). */
  const isKeyword = (keyword: string): boolean => keyword.split(/\s+/).every((w, i) => isWord(w, i));
  const takeKeyword = (keyword: string): void => {
    if (!isKeyword(keyword)) fail(keyword);
    p += keyword.split(/\s+/).length;
  };
  const isSymbol = (s: string): boolean => peek().kind === 'symbol' && peek().text === s;
  const takeSymbol = (s: string): void => {
    if (!isSymbol(s)) fail(`"${s}"`);
    p++;
  };
  const field = (): string => {
    const t = peek();
    if (t.kind !== 'word') return fail('a field name');
    p++;
    return t.text;
  };
  const integer = (): number => {
    const t = peek();
    if (t.kind !== 'number' || !/^[0-9]{1,9}$/.test(t.text)) return fail('a whole number');
    p++;
    return Number(t.text);
  };
  const value = (): QueryValue => {
    const t = peek();
    if (t.kind === 'string') {
      p++;
      return t.text;
    }
    if (t.kind === 'number') {
      p++;
      return Number(t.text);
    }
    if (t.kind === 'word' && /^(true|false)$/i.test(t.text)) {
      p++;
      return t.text.toLowerCase() === 'true';
    }
    return fail('a value (quoted string, number, true or false)');
  };

  takeKeyword('SELECT');
  let select: ParsedQuery['select'];
  if (isSymbol('*')) {
    p++;
    select = '*';
  } else if (isWord('COUNT') && tokens[p + 1]?.text === '(') {
    p++;
    takeSymbol('(');
    takeSymbol('*');
    takeSymbol(')');
    select = 'count';
  } else {
    const fields = [field()];
    while (isSymbol(',')) {
      p++;
      if (fields.length >= QUERY_LIMITS.maxFields) fail(`at most ${QUERY_LIMITS.maxFields} fields`);
      fields.push(field());
    }
    select = fields;
  }
  takeKeyword('FROM');
  const entityToken = peek();
  const entityName = field();
  const entity = entities.find((e) => e.toLowerCase() === entityName.toLowerCase());
  if (entity === undefined) throw new QueryError(`Unknown entity "${entityName}"`, entityToken.at);

  const where: QueryCondition[] = [];
  if (isWord('WHERE')) {
    p++;
    for (;;) {
      if (where.length >= QUERY_LIMITS.maxConditions) fail(`at most ${QUERY_LIMITS.maxConditions} conditions`);
      const name = field();
      const t = peek();
      let operator: string | undefined;
      if (t.kind === 'symbol' && ['=', '<', '>', '<=', '>=', '!=', '<>'].includes(t.text)) operator = t.text;
      else if (t.kind === 'word' && /^(IN|LIKE)$/i.test(t.text)) operator = t.text.toUpperCase();
      if (operator === undefined || !dialect.operators.some((o) => o.toUpperCase() === operator)) fail(`an operator (${dialect.operators.join(' ')})`);
      p++;
      let values: QueryValue[];
      if (operator === 'IN') {
        takeSymbol('(');
        values = [value()];
        while (isSymbol(',')) {
          p++;
          if (values.length >= QUERY_LIMITS.maxInItems) fail(`at most ${QUERY_LIMITS.maxInItems} values in IN`);
          values.push(value());
        }
        takeSymbol(')');
      } else {
        values = [value()];
        if (operator === 'LIKE' && typeof values[0] !== 'string') throw new QueryError('LIKE takes a quoted pattern', t.at);
      }
      where.push({ field: name, operator: operator as string, values });
      if (!isWord('AND')) break;
      p++;
    }
  }
  const orderBy: { field: string; descending: boolean }[] = [];
  if (isKeyword(dialect.orderByKeyword)) {
    takeKeyword(dialect.orderByKeyword);
    for (;;) {
      if (orderBy.length >= QUERY_LIMITS.maxOrderBy) fail(`at most ${QUERY_LIMITS.maxOrderBy} ordering fields`);
      const name = field();
      let descending = false;
      if (isWord('DESC')) {
        descending = true;
        p++;
      } else if (isWord('ASC')) p++;
      orderBy.push({ field: name, descending });
      if (!isSymbol(',')) break;
      p++;
    }
  }
  let startPosition = dialect.offsetBase;
  let limit = dialect.defaultLimit;
  // The two paging clauses in either order, each at most once.
  let offsetSeen = false;
  let limitSeen = false;
  for (let round = 0; round < 2; round++) {
    if (!offsetSeen && isKeyword(dialect.offsetKeyword)) {
      offsetSeen = true;
      const at = peek().at;
      takeKeyword(dialect.offsetKeyword);
      startPosition = integer();
      if (startPosition < dialect.offsetBase) throw new QueryError(`${dialect.offsetKeyword} must be at least ${dialect.offsetBase}`, at);
    } else if (!limitSeen && isKeyword(dialect.limitKeyword)) {
      limitSeen = true;
      takeKeyword(dialect.limitKeyword);
      limit = Math.min(integer(), dialect.maxLimit);
    }
  }
  if (peek().kind !== 'end') fail('end of statement');
  return { entity, select, where, orderBy, offset: startPosition - dialect.offsetBase, limit, startPosition };
}

type Entity = { readonly [member: string]: unknown };

/**
 * Reads a field (case-insensitive; dotted paths go into objects). Compiled once per field of a query: the exact
 * member name is tried first, so the common case costs one property read.
 */
export function fieldAccessor(path: string): (entity: Entity) => unknown {
  const parts = path.split('.');
  const lowered = parts.map((p) => p.toLowerCase());
  const step = (object: Entity, i: number): unknown => {
    const part = parts[i];
    if (part in object) return object[part];
    for (const key in object) if (key.toLowerCase() === lowered[i]) return object[key];
    return undefined;
  };
  if (parts.length === 1) return (entity) => step(entity, 0);
  return (entity) => {
    let current: unknown = entity;
    for (let i = 0; i < parts.length; i++) {
      if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
      current = step(current as Entity, i);
    }
    return current;
  };
}

/** An object compared with a scalar compares by its first member (a reference `{ value, name }` by its id). */
function scalar(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const first = Object.values(value as Entity)[0];
    return typeof first === 'object' ? undefined : first;
  }
  return value;
}

function compare(a: unknown, b: QueryValue): number | undefined {
  if (a === undefined || a === null) return undefined;
  if (typeof a === 'number' || typeof b === 'number') {
    const x = typeof a === 'number' ? a : Number(a);
    const y = typeof b === 'number' ? b : Number(b);
    if (Number.isNaN(x) || Number.isNaN(y) || (typeof a === 'string' && a.trim() === '')) return undefined;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (typeof a === 'boolean' || typeof b === 'boolean') return String(a) === String(b) ? 0 : undefined;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** `%` matches any run of characters; case-insensitive. Greedy segment search: linear, never backtracks. */
export function likeMatch(text: string, pattern: string): boolean {
  const t = text.toLowerCase();
  const parts = pattern.toLowerCase().split('%');
  if (parts.length === 1) return t === parts[0];
  if (!t.startsWith(parts[0])) return false;
  let at = parts[0].length;
  for (let i = 1; i < parts.length - 1; i++) {
    if (parts[i] === '') continue;
    const found = t.indexOf(parts[i], at);
    if (found < 0) return false;
    at = found + parts[i].length;
  }
  const last = parts[parts.length - 1];
  return t.length - last.length >= at && t.endsWith(last);
}

function matches(actual: unknown, condition: QueryCondition): boolean {
  const value = scalar(actual);
  switch (condition.operator) {
    case 'IN':
      return condition.values.some((v) => compare(value, v) === 0);
    case 'LIKE':
      return value !== undefined && value !== null && likeMatch(String(value), String(condition.values[0]));
    default: {
      const c = compare(value, condition.values[0]);
      if (c === undefined) return false;
      switch (condition.operator) {
        case '=':
          return c === 0;
        case '!=':
        case '<>':
          return c !== 0;
        case '<':
          return c < 0;
        case '>':
          return c > 0;
        case '<=':
          return c <= 0;
        default:
          return c >= 0;
      }
    }
  }
}

export interface QueryOutcome {
  /** The page of entities (projected to the selected fields); undefined for COUNT(*). */
  readonly page?: readonly Entity[];
  readonly totalCount: number;
}

/**
 * Runs a parsed query over `entities` (in stored order). `hidden` filters out entities a default query does
 * not show (inactive ones) unless a condition names `hiddenField`.
 */
export function runQuery(
  query: ParsedQuery,
  entities: Iterable<Entity>,
  options: { readonly hiddenField?: string; readonly isHidden?: (entity: Entity) => boolean } = {},
): QueryOutcome {
  const showHidden = options.hiddenField !== undefined && query.where.some((c) => c.field.toLowerCase() === options.hiddenField?.toLowerCase());
  const conditions = query.where.map((condition) => ({ condition, read: fieldAccessor(condition.field) }));
  const selected: Entity[] = [];
  for (const entity of entities) {
    if (!showHidden && options.isHidden?.(entity)) continue;
    let ok = true;
    for (const { condition, read } of conditions) {
      if (!matches(read(entity), condition)) {
        ok = false;
        break;
      }
    }
    if (ok) selected.push(entity);
  }
  if (query.select === 'count') return { totalCount: selected.length };
  if (query.orderBy.length > 0) {
    // Keys read once into flat arrays of primitives, then an index array is sorted: the comparator allocates
    // nothing and compares plain values (10k entities sort in a few ms).
    const keys = query.orderBy.map((o) => {
      const read = fieldAccessor(o.field);
      return selected.map((entity) => sortKey(read(entity)));
    });
    const signs = query.orderBy.map((o) => (o.descending ? -1 : 1));
    const order = new Uint32Array(selected.length);
    for (let i = 0; i < order.length; i++) order[i] = i;
    order.sort((a, b) => {
      for (let i = 0; i < signs.length; i++) {
        const c = compareKeys(keys[i][a], keys[i][b]);
        if (c !== 0) return signs[i] * c;
      }
      return a - b;
    });
    const sorted = Array.from(order, (i) => selected[i]);
    for (let i = 0; i < sorted.length; i++) selected[i] = sorted[i];
  }
  let page = selected.slice(query.offset, query.offset + query.limit);
  if (Array.isArray(query.select)) {
    const fields = query.select as readonly string[];
    page = page.map((entity) => {
      const out: { [member: string]: unknown } = {};
      for (const f of fields) {
        const key = Object.keys(entity).find((k) => k.toLowerCase() === f.split('.')[0].toLowerCase());
        if (key !== undefined) out[key] = entity[key];
      }
      return out;
    });
  }
  return { page, totalCount: selected.length };
}

/** A field value as a sort key: a number, a string, or null (absent sorts first). */
function sortKey(value: unknown): number | string | null {
  const v = scalar(value);
  if (v === undefined || v === null) return null;
  return typeof v === 'number' ? v : String(v);
}

function compareKeys(x: number | string | null, y: number | string | null): number {
  if (x === y) return 0;
  if (x === null) return -1;
  if (y === null) return 1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  const s = String(x);
  const t = String(y);
  return s < t ? -1 : s > t ? 1 : 0;
}
