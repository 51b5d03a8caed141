/**
 * The independent validator the generated ones are compared with: ajv 8 (JSON Schema 2020-12) + ajv-formats
 * over the OpenAPI document's `components.schemas`, bundled by swagger-parser.
 *
 * Alignments (each where JSON Schema leaves a choice to the application, or OpenAPI adds semantics ajv lacks):
 * - access scope: OpenAPI says readOnly properties are not sent in requests and writeOnly ones not returned;
 *   JSON Schema only annotates them. For the full (response) shape a writeOnly property becomes `false`
 *   (forbidden); for the write (request) shape a readOnly property becomes `true` (accepted, dropped) and leaves
 *   `required`.
 * - OpenAPI 3.0 `nullable: true` becomes `type: [.., 'null']` / `anyOf [.., null]`; `discriminator`, `example`
 *   and `x-*` are annotations (strictSchema off). The discriminated unions of our definitions give each variant
 *   a tag enum of its own mapping values, so oneOf and dispatch-on-tag accept the same values.
 * - formats: `date`, `email`, `int32` are ajv-formats' own (same rules as ours). `date-time`: the definitions fix
 *   the layout by a pattern (`T`, upper-case `Z` or `+HH:MM`, optional fraction), so ajv-formats' wider reading
 *   (lower-case `t`/`z`, a space, `+HHMM`, leap seconds) is narrowed to it. `uuid` without the `urn:uuid:`
 *   prefix, `uri` as an absolute URI of RFC 3986 characters, `byte` as whole-string base64 (ajv-formats' regex
 *   has the `m` flag and accepts any one matching line), `decimal` (not in ajv-formats) and `int64` (a range)
 *   use the runtime's checks. Other names (`password`, `binary`) are annotations.
 * - numbers: `strictNumbers` (NaN and Infinity are not JSON numbers).
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { isByte, isDateTime, isDecimal, isInt64, isUri, isUuid } from '../../templates/validators/validation.ts';

export type Shape = 'read' | 'write';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** swagger-parser bundle of an OpenAPI document (external files inlined, internal refs kept). */
export async function bundleDocument(file: string): Promise<Record<string, Json>> {
  return (await SwaggerParser.bundle(file)) as unknown as Record<string, Json>;
}

/** A deep copy with OpenAPI-only semantics turned into JSON Schema for one shape. */
export function toJsonSchema(node: Json, shape: Shape): Json {
  if (Array.isArray(node)) return node.map((n) => toJsonSchema(n, shape));
  if (node === null || typeof node !== 'object') return node;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) out[key] = toJsonSchema(value, shape);
  const properties = out.properties;
  if (properties !== null && typeof properties === 'object' && !Array.isArray(properties)) {
    const dropped = new Set<string>();
    for (const [name, schema] of Object.entries(properties)) {
      if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) continue;
      if (shape === 'read' && schema.writeOnly === true) {
        properties[name] = false;
        dropped.add(name);
      }
      if (shape === 'write' && schema.readOnly === true) {
        properties[name] = true;
        dropped.add(name);
      }
    }
    if (Array.isArray(out.required)) out.required = out.required.filter((r) => typeof r !== 'string' || !dropped.has(r));
  }
  if (out.nullable === true) {
    delete out.nullable;
    const rest = { ...out };
    return { anyOf: [rest, { type: 'null' }] };
  }
  return out;
}

export interface AjvSuite {
  /** A compiled validator of `#/components/schemas/<name>` for one shape. */
  validator(name: string, shape: Shape): ValidateFunction;
}

// ajv-formats is CommonJS; depending on the loader its default import is the plugin or the module object.
type FormatsPlugin = (ajv: Ajv2020, formats: string[]) => Ajv2020;
const addFormats: FormatsPlugin =
  (addFormatsModule as unknown as { default?: FormatsPlugin }).default ?? (addFormatsModule as unknown as FormatsPlugin);

export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strictSchema: false, strictNumbers: true, allErrors: false, validateFormats: true });
  addFormats(ajv, ['date', 'email', 'int32']);
  ajv.addFormat('date-time', { type: 'string', validate: isDateTime });
  ajv.addFormat('uuid', { type: 'string', validate: isUuid });
  ajv.addFormat('uri', { type: 'string', validate: isUri });
  ajv.addFormat('byte', { type: 'string', validate: isByte });
  ajv.addFormat('decimal', { type: 'string', validate: isDecimal });
  ajv.addFormat('int64', { type: 'number', validate: isInt64 });
  for (const name of ['password', 'binary', 'float', 'double']) ajv.addFormat(name, true);
  return ajv;
}

/** ajv over a bundled OpenAPI document, one schema document per shape. */
export async function ajvForDocument(file: string): Promise<AjvSuite> {
  const doc = await bundleDocument(file);
  const ajv = createAjv();
  for (const shape of ['read', 'write'] as const) {
    const converted = toJsonSchema(doc, shape) as { [key: string]: Json };
    // Only what schemas may reference: components (and paths, where the bundler may have put a shared schema).
    ajv.addSchema({ $id: `doc-${shape}`, components: converted.components, paths: converted.paths } as object);
  }
  const cache = new Map<string, ValidateFunction>();
  return {
    validator(name, shape) {
      const key = `${shape}:${name}`;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const fn = ajv.compile({ $ref: `doc-${shape}#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}` });
      cache.set(key, fn);
      return fn;
    },
  };
}
