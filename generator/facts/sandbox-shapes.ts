/**
 * The member shapes a generated sandbox checks request bodies against when an entity refuses unknown members
 * (`x-svc-entity.unknownMembers: refuse`): for the entity and every type reachable from it, which members an
 * object declares and where each leads. Read-only members count as declared (they are accepted and dropped).
 * An object that declares no properties is free-form, and so is a member of a scalar or unknown type: nothing
 * below them is checked. Discriminated unions pick their variant by the tag; other unions and `allOf` merge the
 * members of their object variants. Shapes are named (type names; an inline object gets `<parent>.<member>`), so
 * a recursive type is one entry.
 */
import type { ApiModel, TypeNode } from '../model/types.ts';
import { resolveType } from './types.ts';

/** Where a member leads: a shape name, or null (anything goes below it). */
export type ShapeRef = string | null;

export type MemberShape =
  | { readonly kind: 'object'; readonly members: Readonly<Record<string, ShapeRef>> }
  | { readonly kind: 'array'; readonly items: ShapeRef }
  | { readonly kind: 'union'; readonly tag?: string; readonly mapping?: Readonly<Record<string, ShapeRef>>; readonly variants: readonly ShapeRef[] };

/** The shapes reachable from `roots` (model type names), by name, sorted for stable output. */
export function memberShapes(model: ApiModel, roots: readonly string[]): Record<string, MemberShape> {
  const shapes = new Map<string, MemberShape>();
  const pending = new Set<string>();

  /** The shape of a type under a name; returns the name, or null when nothing below it is checked. */
  function shapeOf(type: TypeNode | undefined, name: string, depth: number): ShapeRef {
    if (type === undefined || depth > 32) return null;
    if (type.kind === 'ref') return named(type.name);
    if (type.kind === 'array') {
      const items = shapeOf(type.items, `${name}[]`, depth + 1);
      if (items === null) return null;
      shapes.set(name, { kind: 'array', items });
      return name;
    }
    if (type.kind === 'object') {
      if (type.properties.length === 0) return null;
      const members: Record<string, ShapeRef> = {};
      for (const p of type.properties) members[p.name] = shapeOf(p.type, `${name}.${p.name}`, depth + 1);
      shapes.set(name, { kind: 'object', members });
      return name;
    }
    if (type.kind === 'intersection') {
      const members: Record<string, ShapeRef> = {};
      for (const part of type.members) {
        const merged = objectMembers(part, `${name}`, depth + 1);
        if (merged === undefined) return null;
        Object.assign(members, merged);
      }
      shapes.set(name, { kind: 'object', members });
      return name;
    }
    if (type.kind === 'union') {
      const variants = type.variants.map((v, i) => shapeOf(v, `${name}|${i}`, depth + 1));
      // A variant that accepts anything (a scalar, a free-form object) makes the whole union unchecked.
      if (variants.some((v) => v === null)) return null;
      const discriminator = type.discriminator;
      const mapping = discriminator === undefined ? undefined : Object.fromEntries(discriminator.mapping.map((m) => [m.value, named(m.type)]));
      shapes.set(name, { kind: 'union', variants, ...(discriminator !== undefined ? { tag: discriminator.property, mapping } : {}) });
      return name;
    }
    return null;
  }

  /** The members an object (or allOf part) declares, or undefined when it is free-form. */
  function objectMembers(type: TypeNode, name: string, depth: number): Record<string, ShapeRef> | undefined {
    const resolved = resolveType(model, type);
    if (resolved?.kind === 'object' && resolved.properties.length > 0) {
      const out: Record<string, ShapeRef> = {};
      for (const p of resolved.properties) out[p.name] = shapeOf(p.type, `${type.kind === 'ref' ? type.name : name}.${p.name}`, depth + 1);
      return out;
    }
    if (resolved?.kind === 'intersection') {
      const out: Record<string, ShapeRef> = {};
      for (const part of resolved.members) {
        const more = objectMembers(part, name, depth + 1);
        if (more === undefined) return undefined;
        Object.assign(out, more);
      }
      return out;
    }
    return undefined;
  }

  function named(typeName: string): ShapeRef {
    if (shapes.has(typeName) || pending.has(typeName)) return typeName;
    const type = model.types.find((t) => t.name === typeName)?.type;
    pending.add(typeName);
    const ref = shapeOf(type, typeName, 0);
    pending.delete(typeName);
    // A type that turned out free-form leaves no entry; refs to it (made while it was pending) then check nothing.
    return ref;
  }

  for (const root of roots) named(root);
  return Object.fromEntries([...shapes.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
