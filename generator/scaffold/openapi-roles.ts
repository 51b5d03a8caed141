/**
 * What a scalar of a copied OpenAPI file is, from its position: a name that denotes the entity (renamed), a `$ref`
 * (follows the copied files), prose (renamed as prose and perhaps listed), example data (kept and listed), or a
 * keyword or a keyword's value (never touched: `items`, `type: array`, `in: path`).
 *
 * Renamed: the keys of a file that holds several objects (`Item`, `ItemUpdate`, the targets of `#/...`
 * fragments), operation names (`operationId`, `x-svc-operations[].name`), `name` (a parameter's, `cardId`), `tags`,
 * a `title` that is one word, a member of `properties` spelled exactly as the entity (the `{"Item": ...}` wrapper)
 * with `required` and `x-svc-result` naming it, and an extension's value that starts with the entity's name
 * (`x-svc-entity.unique: { Name: item-name }`, `x-svc-kind.entity`). Every other key is a keyword or a member
 * name and stays.
 */
import type { Renamer } from './names.ts';
import type { ScalarAt, YamlPath } from './yaml-source.ts';

export type Role =
  | 'name'
  | 'ref'
  | 'prose'
  /** Prose of the entity, an operation or a request (not of a member or a response): listed for rewriting. */
  | 'entity-prose'
  | 'data'
  | 'keep';

/** Keywords whose value is a map from names to objects (the names are not keywords). */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
  'dependentRequired',
  'responses',
  'content',
  'headers',
  'links',
  'callbacks',
  'encoding',
  'mapping',
  'variables',
  'scopes',
]);

/** Keywords whose value is data for the entity, not a description of its shape. */
export const DATA_KEYWORDS = new Set(['example', 'examples', 'default', 'enum', 'const']);

/** Which positions of a path are names (members of a name map) rather than keywords. */
export function nameFlags(path: YamlPath): boolean[] {
  const flags: boolean[] = [];
  path.forEach((seg, i) => {
    const parent = path[i - 1];
    flags.push(typeof seg === 'string' && i > 0 && typeof parent === 'string' && !flags[i - 1] && NAME_MAPS.has(parent));
  });
  return flags;
}

/** The keyword position where example data starts in `path`, or -1. */
export function dataStart(path: YamlPath): number {
  const names = nameFlags(path);
  return path.findIndex((seg, i) => typeof seg === 'string' && !names[i] && DATA_KEYWORDS.has(seg));
}

/** The role of a scalar whose path (relative to the object it belongs to) is `relPath`. */
export function roleInObject(scalar: ScalarAt, relPath: YamlPath, renamer: Renamer): Role {
  const names = nameFlags(relPath);
  const data = dataStart(relPath);
  const last = relPath[relPath.length - 1];
  const parentKey = [...relPath].reverse().find((s): s is string => typeof s === 'string');
  if (scalar.isKey) {
    if (data >= 0 && data < relPath.length - 1) return 'data';
    const parent = relPath[relPath.length - 2];
    return names[relPath.length - 1] && parent === 'properties' && renamer.isSpelling(scalar.value) ? 'name' : 'keep';
  }
  if (data >= 0) return 'data';
  const inExtension = relPath.some((seg, i) => typeof seg === 'string' && !names[i] && seg.startsWith('x-'));
  const item = typeof last === 'number';
  if (!item && last === '$ref') return 'ref';
  if (!item && (last === 'description' || last === 'summary')) {
    return last === 'description' && !names.some(Boolean) ? 'entity-prose' : 'prose';
  }
  if (!item && last === 'title') return /\s/.test(scalar.value) ? 'prose' : 'name';
  if (!item && (last === 'operationId' || last === 'name')) return 'name';
  if (item && parentKey === 'tags') return 'name';
  if ((item && parentKey === 'required') || (!item && last === 'x-svc-result')) return renamer.isSpelling(scalar.value) ? 'name' : 'keep';
  if (inExtension && !/\s/.test(scalar.value) && renamer.startsWithName(scalar.value)) return 'name';
  return 'keep';
}

/** Where the object a path belongs to starts: the longest referenced pointer that is a prefix of it. */
export function objectDepth(path: YamlPath, pointers: readonly (readonly string[])[]): number {
  let depth = 0;
  for (const p of pointers) {
    if (p.length > depth && p.length <= path.length && p.every((seg, i) => String(path[i]) === seg)) depth = p.length;
  }
  return depth;
}

/** True when a key at `path` is a container of referenced objects (`Item` of `#/Item`, `entity` of `#/entity`). */
export function isContainerKey(path: YamlPath, pointers: readonly (readonly string[])[]): boolean {
  return pointers.some((p) => p.length >= path.length && path.every((seg, i) => String(seg) === p[i]));
}
