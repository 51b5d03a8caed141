/**
 * TypeScript-safe, unique names for global elements and named types. Elements are named first, in load order;
 * a type whose name is taken (element `Foo` and type `Foo`) gets the suffix `Type`, and any further clash a
 * number, so the same schemas always give the same names.
 */
import type { SchemaSet } from './xsd-schemas.ts';

const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if import in instanceof new null return super switch this throw true try typeof var void while with ' +
    'implements interface let package private protected public static yield any boolean number string symbol ' +
    'object unknown never bigint undefined type keyof readonly infer is asserts unique'
  ).split(' '),
);

export function safeIdentifier(name: string): string {
  let id = name.replace(/[^A-Za-z0-9_$]/g, '_');
  if (id === '' || /^[0-9]/.test(id)) id = `_${id}`;
  if (RESERVED.has(id)) id = `${id}_`;
  return id;
}

export interface AssignedNames {
  /** QName key of a global element -> name of its NamedTypeNode. */
  elements: Map<string, string>;
  /** QName key of a named type -> name of its NamedTypeNode. */
  types: Map<string, string>;
}

export function assignNames(set: SchemaSet): AssignedNames {
  const used = new Set<string>();
  const take = (candidates: string[]): string => {
    for (const c of candidates) {
      if (!used.has(c)) {
        used.add(c);
        return c;
      }
    }
    const base = candidates[candidates.length - 1];
    for (let n = 2; ; n++) {
      if (!used.has(`${base}${n}`)) {
        used.add(`${base}${n}`);
        return `${base}${n}`;
      }
    }
  };
  const elements = new Map<string, string>();
  for (const [key, decl] of set.elements) elements.set(key, take([safeIdentifier(decl.qname.local)]));
  const types = new Map<string, string>();
  for (const [key, decl] of set.types) {
    const id = safeIdentifier(decl.qname.local);
    types.set(key, take(id.endsWith('Type') ? [id] : [id, `${id}Type`]));
  }
  return { elements, types };
}
