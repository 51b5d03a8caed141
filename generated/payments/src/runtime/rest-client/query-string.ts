/**
 * A call's query string, each parameter serialised by its OpenAPI style: `form` (repeated, or comma-joined when not
 * exploded; an exploded object gives one pair per member), `spaceDelimited` and `pipeDelimited` arrays, and
 * `deepObject` (`filter[status]=open`). Objects nested in a value, and arrays of objects, use the bracket notation
 * Stripe's and qs's servers read (`items[0][price]=p_1`); the generated server reads them back the same way.
 */
import type { HttpOperationDescriptor } from '../operations/operation-table.js';

export type QueryScalar = string | number | boolean | null | undefined;
/** A query parameter's value: a scalar, an array, or an object (of scalars, arrays and objects). */
export type QueryValue = QueryScalar | object;

const DELIMITERS: { readonly [style: string]: string } = { form: ',', spaceDelimited: '%20', pipeDelimited: '|' };

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** `key[a][0]=v` pairs of a nested value (members undefined or null are left out). */
function bracketPairs(key: string, value: unknown, out: string[], depth = 0): void {
  if (value === undefined || value === null) return;
  if (isScalar(value) || depth > 32) {
    out.push(`${key}=${encodeURIComponent(String(value))}`);
    return;
  }
  if (value instanceof Date) {
    out.push(`${key}=${encodeURIComponent(value.toISOString())}`);
    return;
  }
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value as object);
  for (const [member, item] of entries) bracketPairs(`${key}%5B${encodeURIComponent(member)}%5D`, item, out, depth + 1);
}

/** `?a=1&b=x` for the call's query values, by each declared parameter's style (undefined and null left out). */
export function encodeQuery(query: { readonly [name: string]: QueryValue }, operation?: HttpOperationDescriptor): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const key = encodeURIComponent(name);
    const declared = operation?.parameters.find((p) => p.in === 'query' && p.name === name);
    const style = declared?.style ?? 'form';
    const explode = declared?.explode ?? style === 'form';
    if (isScalar(value)) {
      parts.push(`${key}=${encodeURIComponent(String(value))}`);
    } else if (Array.isArray(value) && value.every((v) => isScalar(v) || v === null || v === undefined)) {
      const items = value.filter(isScalar).map((v) => encodeURIComponent(String(v)));
      if (!explode && DELIMITERS[style] !== undefined) parts.push(`${key}=${items.join(DELIMITERS[style])}`);
      else for (const item of items) parts.push(`${key}=${item}`);
    } else if (!Array.isArray(value) && style === 'form' && Object.values(value).every((v) => isScalar(v) || v === null || v === undefined)) {
      const members = Object.entries(value).filter(([, v]) => isScalar(v));
      if (explode) for (const [member, v] of members) parts.push(`${encodeURIComponent(member)}=${encodeURIComponent(String(v))}`);
      else parts.push(`${key}=${members.map(([member, v]) => `${encodeURIComponent(member)},${encodeURIComponent(String(v))}`).join(',')}`);
    } else {
      // deepObject, and what no style defines (arrays of objects, nested objects): the bracket notation.
      bracketPairs(key, value, parts);
    }
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}
