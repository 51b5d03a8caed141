/**
 * TypeScript-safe, unique names for global elements and named types. Elements are named first, in load order;
 * a type whose name is taken (element `Foo` and type `Foo`) gets the suffix `Type`, and any further clash a
 * number, so the same schemas always give the same names.
 */
import { identifier, PREDEFINED_TYPES, RESERVED_WORDS, TYPE_KEYWORDS } from '../../model/naming.ts';
import type { SchemaSet } from './xsd-schemas.ts';

/** XML names become type names as they are, so every word of the type syntax is kept out. */
const RESERVED: ReadonlySet<string> = new Set([...RESERVED_WORDS, ...PREDEFINED_TYPES, ...TYPE_KEYWORDS]);

export function safeIdentifier(name: string): string {
  return identifier(name, { reserved: RESERVED });
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
