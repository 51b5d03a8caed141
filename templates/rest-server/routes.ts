/**
 * The routes of a REST server core, compiled once from the operation table: path templates split into literal
 * and placeholder segments and grouped by segment count, and per route what every request would otherwise
 * recompute (first declared 2xx status, the media types it answers, the required parameters checked on
 * arrival). A request's path is matched against the routes of its segment count only, literals before
 * placeholders, and placeholders are percent-decoded only when they hold a `%`.
 */
import type { HttpOperationDescriptor, OperationDescriptor } from '../operations/operation-table.ts';
import { isJsonMediaType } from '../rest-client/content.ts';

/** A required query or header parameter (its header name in lower case). */
export interface RequiredParameter {
  readonly in: 'query' | 'header';
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

export function compileRoutes(operations: { readonly [name: string]: OperationDescriptor }): RouteTable {
  const all: Route[] = [];
  const bySegments = new Map<number, Route[]>();
  for (const operation of Object.values(operations)) {
    if (operation.kind !== 'http') continue;
    const segments = operation.path.split('/');
    const literals: [number, string][] = [];
    const placeholders: [number, string][] = [];
    segments.forEach((s, i) => {
      const m = /^\{([^}]+)\}$/.exec(s);
      if (m) placeholders.push([i, m[1]]);
      else literals.push([i, s]);
    });
    const success = Object.keys(operation.responses)
      .filter((s) => /^2\d\d$/.test(s))
      .map(Number)
      .sort((a, b) => a - b);
    const successTypes = successMediaTypes(operation);
    const required: RequiredParameter[] = [];
    for (const p of operation.parameters) {
      if (!p.required || (p.in !== 'query' && p.in !== 'header')) continue;
      if (p.in === 'header' && p.name.toLowerCase() === 'content-type' && operation.requestBody !== undefined) continue;
      required.push({ in: p.in, name: p.name, key: p.in === 'header' ? p.name.toLowerCase() : p.name });
    }
    const route: Route = {
      operation,
      segments,
      literals,
      placeholders,
      selector: Object.entries(operation.selector),
      successStatus: success[0] ?? 200,
      successTypes,
      negotiates: successTypes.length > 0 && !successTypes.some(isJsonMediaType),
      required,
    };
    all.push(route);
    const group = bySegments.get(segments.length);
    if (group === undefined) bySegments.set(segments.length, [route]);
    else group.push(route);
  }
  const selectorNames = [...new Set(all.flatMap((r) => r.selector.map(([name]) => name)))];
  return { all, bySegments, selectorNames };
}

/** The path parameters of `actual` (a path split at `/`) when the route's template matches it. */
export function matchSegments(route: Route, actual: readonly string[]): { [name: string]: string } | undefined {
  if (route.segments.length !== actual.length) return undefined;
  // Indexed loops, not `for (const [i, text] of ...)`: each destructured pair costs an iterator per candidate
  // route per request until the optimiser removes it (issue 25).
  const literals = route.literals;
  for (let l = 0; l < literals.length; l++) if (actual[literals[l][0]] !== literals[l][1]) return undefined;
  // Null prototype: handlers get it as it is (server-tables converts values in place).
  const params: { [name: string]: string } = Object.create(null);
  const placeholders = route.placeholders;
  for (let p = 0; p < placeholders.length; p++) {
    const name = placeholders[p][1];
    const raw = actual[placeholders[p][0]];
    if (raw === '') return undefined;
    if (raw.indexOf('%') < 0) {
      params[name] = raw;
      continue;
    }
    try {
      params[name] = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return params;
}

function successMediaTypes(operation: HttpOperationDescriptor): string[] {
  const types = new Set<string>();
  for (const [status, response] of Object.entries(operation.responses)) {
    if (status.startsWith('2')) for (const t of response.mediaTypes) types.add(t.toLowerCase());
  }
  return [...types];
}

/** Whether an Accept header allows one of `offered` (absent = anything). Quality values are not ranked. */
export function accepts(header: string | undefined, offered: readonly string[]): boolean {
  if (header === undefined || header.trim() === '') return true;
  const ranges = header.split(',').map((r) => r.split(';')[0].trim().toLowerCase());
  return offered.some((type) =>
    ranges.some((range) => range === '*/*' || range === type || (range.endsWith('/*') && type.startsWith(range.slice(0, -1)))),
  );
}

/** Whether a media type falls in a declared range (`*\/*`, `application/*`): a JSON body is decoded as JSON. */
export function inMediaRange(mediaType: string, declared: string): boolean {
  const range = /^([a-z0-9!#$&^_.+-]+|\*)\/\*$/i.exec(declared.split(';')[0].trim());
  return range !== null && (range[1] === '*' || mediaType.startsWith(`${range[1].toLowerCase()}/`));
}
