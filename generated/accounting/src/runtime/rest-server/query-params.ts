/**
 * Query parameters the client serialised by their OpenAPI style, read back: `deepObject` and the bracket notation of
 * nested values (`filter[status]=open`, `items[0][price]=p_1`) become objects and arrays again, and an unexploded
 * `spaceDelimited` / `pipeDelimited` array is split. Members stay strings (the query carries text). Bounded: at most
 * `MAX_DEPTH` brackets per key (deeper keys are refused with the request).
 */
import type { ParameterDescriptor } from '../operations/operation-table.js';

/** A query value read back: text, a repeated parameter, or an object or array built from bracketed keys. */
export type QueryTree = string | readonly QueryTree[] | { readonly [member: string]: QueryTree };

const MAX_DEPTH = 8;
const SPLIT: { readonly [style: string]: string } = { spaceDelimited: ' ', pipeDelimited: '|' };

/** Why a query could not be read back (a key nested deeper than the limit, or a member given twice). */
export class QueryShapeProblem extends Error {}

type Node = { [member: string]: Node | string | string[] };

/** `[a][0]` -> `['a', '0']`; undefined when the text is not a run of brackets. */
function bracketPath(rest: string): string[] | undefined {
  const path: string[] = [];
  const pattern = /\[([^[\]]*)\]/y;
  let at = 0;
  while (at < rest.length) {
    pattern.lastIndex = at;
    const m = pattern.exec(rest);
    if (m === null) return undefined;
    path.push(m[1]);
    at = pattern.lastIndex;
  }
  return path;
}

/** An object whose keys are exactly 0..n-1 becomes an array (`items[0]`, `items[1]`). */
function settle(node: Node | string | string[]): QueryTree {
  if (typeof node === 'string' || Array.isArray(node)) return node;
  const keys = Object.keys(node);
  const settled: { [member: string]: QueryTree } = Object.create(null);
  for (const key of keys) settled[key] = settle(node[key]);
  if (keys.length > 0 && keys.every((k, i) => k === String(i))) return keys.map((k) => settled[k]);
  // `expand[]=a&expand[]=b`: an array.
  if (keys.length === 1 && keys[0] === '') return Array.isArray(settled['']) ? settled[''] : [settled['']];
  return settled;
}

/**
 * The query with the declared parameters' bracketed keys gathered into their values, and delimited arrays split:
 * a new object, or `query` itself when it has no member (the server makes it for the request alone).
 */
export function assembleQuery(
  query: { [name: string]: string | string[] },
  parameters: readonly ParameterDescriptor[],
): { [name: string]: QueryTree } {
  const names = Object.keys(query);
  // No query (a read by id): nothing to split or gather, nothing to copy, no second empty object (issue 25).
  if (names.length === 0) return query;
  const out: { [name: string]: QueryTree } = Object.assign(Object.create(null), query);
  for (const p of parameters) {
    if (p.in !== 'query') continue;
    const separator = SPLIT[p.style ?? ''];
    const raw = query[p.name];
    if (separator !== undefined && p.explode !== true && typeof raw === 'string') out[p.name] = raw === '' ? [] : raw.split(separator);
    const prefix = `${p.name}[`;
    const keys = names.filter((k) => k.startsWith(prefix));
    if (keys.length === 0) continue;
    const root: Node = Object.create(null);
    for (const key of keys) {
      const path = bracketPath(key.slice(p.name.length));
      if (path === undefined) continue;
      if (path.length > MAX_DEPTH) throw new QueryShapeProblem(`query parameter "${p.name}": nested deeper than ${MAX_DEPTH} levels`);
      let node = root;
      for (const [i, member] of path.entries()) {
        if (member === '__proto__') throw new QueryShapeProblem(`query parameter "${p.name}": member name not allowed`);
        if (i === path.length - 1) {
          if (Object.hasOwn(node, member)) throw new QueryShapeProblem(`query parameter "${p.name}": member "${member}" given twice`);
          node[member] = query[key];
        } else {
          const next = Object.hasOwn(node, member) ? node[member] : undefined;
          if (typeof next === 'string' || Array.isArray(next)) throw new QueryShapeProblem(`query parameter "${p.name}": member "${member}" is both a value and an object`);
          node = (next as Node | undefined) ?? (node[member] = Object.create(null) as Node);
        }
      }
      delete out[key];
    }
    out[p.name] = settle(root);
  }
  return out;
}
