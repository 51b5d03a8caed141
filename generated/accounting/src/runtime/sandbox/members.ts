/**
 * What a write's body must and must not carry, from the definition: the members a create and a full update
 * require (`x-svc-entity.required`; present, not null, not an empty string or list), and members the definition
 * does not declare (`unknownMembers: refuse`), found by walking the body along the entity's member shapes. Both
 * are linear in the body and bounded in depth (the server refused deeper bodies already).
 */
import type { EntityFacts, Json } from './contract.js';

/** Where a member leads: a shape name, or null (anything below it). */
export type ShapeRef = string | null;

export type MemberShape =
  | { readonly kind: 'object'; readonly members: { readonly [member: string]: ShapeRef } }
  | { readonly kind: 'array'; readonly items: ShapeRef }
  | { readonly kind: 'union'; readonly tag?: string; readonly mapping?: { readonly [value: string]: ShapeRef }; readonly variants: readonly ShapeRef[] };

export type MemberShapes = { readonly [name: string]: MemberShape };

const MAX_DEPTH = 64;

function present(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The first required member (or group, spelled `A | B`) the body lacks; undefined when all are there. */
export function missingRequired(facts: EntityFacts, body: Json): { member: string; group: readonly string[] } | undefined {
  const required = facts.required;
  if (required === undefined) return undefined;
  for (let i = 0; i < required.length; i++) {
    const entry = required[i];
    if (typeof entry === 'string') {
      if (!(Object.hasOwn(body, entry) && present(body[entry]))) return { member: entry, group: [entry] };
      continue;
    }
    let found = false;
    for (let j = 0; j < entry.length && !found; j++) found = Object.hasOwn(body, entry[j]) && present(body[entry[j]]);
    if (!found) return { member: entry[0], group: entry };
  }
  return undefined;
}

/** The first member the definition does not declare, with its path (`Line/0/SalesItemLineDetail/Qtty`). */
export function unknownMember(shapes: MemberShapes, root: string, body: unknown): { member: string; path: string } | undefined {
  return walk(shapes, root, body, 0);
}

/** The first undeclared member below `value`, its path relative to it (made only for the one found). */
function walk(shapes: MemberShapes, ref: ShapeRef, value: unknown, depth: number): { member: string; path: string } | undefined {
  if (ref === null || depth > MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  const shape = shapes[ref];
  if (shape === undefined) return undefined;
  if (shape.kind === 'array') {
    if (!Array.isArray(value)) return undefined;
    for (let i = 0; i < value.length; i++) {
      const found = walk(shapes, shape.items, value[i], depth + 1);
      if (found !== undefined) return { member: found.member, path: `/${i}${found.path}` };
    }
    return undefined;
  }
  if (Array.isArray(value)) return undefined;
  const object = value as Json;
  const members = membersOf(shapes, shape, object);
  if (members === undefined) return undefined;
  for (const key of Object.keys(object)) {
    if (!Object.hasOwn(members, key)) return { member: key, path: `/${key}` };
    const found = walk(shapes, members[key], object[key], depth + 1);
    if (found !== undefined) return { member: found.member, path: `/${key}${found.path}` };
  }
  return undefined;
}

/** The members an object may carry under a shape: the tag's variant of a discriminated union, else all variants'. */
function membersOf(shapes: MemberShapes, shape: MemberShape, value: Json): { readonly [member: string]: ShapeRef } | undefined {
  if (shape.kind === 'object') return shape.members;
  if (shape.kind !== 'union') return undefined;
  if (shape.tag !== undefined && shape.mapping !== undefined) {
    const tag = value[shape.tag];
    // An unknown tag is the validators' to refuse; nothing more to say here.
    const variant = typeof tag === 'string' && Object.hasOwn(shape.mapping, tag) ? shape.mapping[tag] : undefined;
    const chosen = variant === null || variant === undefined ? undefined : shapes[variant];
    return chosen === undefined ? undefined : membersOf(shapes, chosen, value);
  }
  const merged: { [member: string]: ShapeRef } = {};
  for (const variant of shape.variants) {
    const chosen = variant === null ? undefined : shapes[variant];
    if (chosen === undefined) return undefined;
    const members = membersOf(shapes, chosen, value);
    if (members === undefined) return undefined;
    for (const [member, ref] of Object.entries(members)) if (!Object.hasOwn(merged, member)) merged[member] = ref;
  }
  return merged;
}
