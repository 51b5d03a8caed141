/**
 * A form request body written the way its definition declares it (issue 23, class 5), by the operation's form
 * descriptor (each member's schema kind and `encoding` entry):
 * - `application/x-www-form-urlencoded`: URLSearchParams, arrays and objects by OpenAPI's style/explode rules
 *   (style `form` explodes by default: `a=1&a=2`; unexploded `a=1,2`; `spaceDelimited` / `pipeDelimited` join with
 *   a space or `|`; an object is `k=v` members (exploded), `o=k,v` (unexploded) or `o[k]=v` (`deepObject`));
 * - `multipart/form-data`: the platform's FormData, serialised by `Response` (so the boundary is the platform's):
 *   binary members (Uint8Array or Blob) as file parts of their `encoding.contentType` (else
 *   `application/octet-stream`), objects as `application/json` parts (the spec's default), arrays as one part per
 *   item, other values as text.
 * Loaded only when an operation sends a form (http-client imports it on first use), so other bundles do not carry it.
 */
import type { FormFieldDescriptor } from '../operations/operation-table.js';

type Fields = { readonly [member: string]: FormFieldDescriptor };

const DELIMITERS: { readonly [style: string]: string } = { form: ',', spaceDelimited: ' ', pipeDelimited: '|' };

/** Text of one scalar member value (objects that reach here travel as JSON). */
function text(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `application/x-www-form-urlencoded` text of a body object. */
export function encodeUrlEncoded(body: { readonly [member: string]: unknown }, fields: Fields): string {
  const out = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    const field = fields[name];
    const style = field?.style ?? 'form';
    const explode = field?.explode ?? style === 'form';
    if (Array.isArray(value)) {
      if (explode) for (const item of value) out.append(name, text(item));
      else out.append(name, value.map(text).join(DELIMITERS[style] ?? ','));
    } else if (value !== null && typeof value === 'object' && !(value instanceof Date) && !(value instanceof Uint8Array)) {
      const members = Object.entries(value as object).filter(([, v]) => v !== undefined);
      if (style === 'deepObject') for (const [k, v] of members) out.append(`${name}[${k}]`, text(v));
      else if (explode) for (const [k, v] of members) out.append(k, text(v));
      else out.append(name, members.flatMap(([k, v]) => [k, text(v)]).join(','));
    } else if (value instanceof Uint8Array) {
      out.append(name, new TextDecoder().decode(value));
    } else {
      out.append(name, text(value));
    }
  }
  return out.toString();
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/** One multipart part's value: a Blob for bytes and JSON, text otherwise. */
function part(value: unknown, field: FormFieldDescriptor | undefined): string | Blob {
  if (isBlob(value)) return value;
  if (value instanceof Uint8Array) return new Blob([value as Uint8Array<ArrayBuffer>], { type: field?.contentType ?? 'application/octet-stream' });
  const json = field?.contentType !== undefined ? /json/i.test(field.contentType) : value !== null && typeof value === 'object' && !(value instanceof Date);
  if (json) return new Blob([JSON.stringify(value)], { type: field?.contentType ?? 'application/json' });
  return text(value);
}

/** `multipart/form-data` bytes of a body object and their Content-Type (with the boundary). */
export async function encodeMultipart(body: { readonly [member: string]: unknown }, fields: Fields): Promise<{ bytes: Uint8Array; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    const field = fields[name];
    // An array member is one part per item, unless its encoding asks for JSON (then it is one JSON part).
    const items = Array.isArray(value) && !(field?.contentType !== undefined && /json/i.test(field.contentType)) ? value : [value];
    for (const item of items) {
      const v = part(item, field);
      if (typeof v === 'string') form.append(name, v);
      else form.append(name, v, isBlob(item) && 'name' in item && typeof item.name === 'string' ? item.name : name);
    }
  }
  const response = new Response(form);
  return { bytes: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'multipart/form-data' };
}
