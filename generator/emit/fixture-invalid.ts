/**
 * The negative cases of a named type, decided at generation time: one mutation of the type's complete fixture
 * per constraint the model carries (required member removed, wrong type, value outside the enum, pattern or
 * format broken, bounds crossed, extra member where none is allowed, writeOnly member in a reply ...). Each
 * says where to change the value and which path and code the generated validator reports; the runtime applies
 * them (`invalidCases` in templates/fixtures-runtime.ts).
 *
 * Paths follow the validators' conventions (templates/validation.ts): a missing required member, an extra
 * member and a bad or missing discriminator tag are reported at that member's own pointer.
 * The walk descends through objects and arrays (item 0), not into unions (which variant a fixture holds is
 * drawn at run time). A ref to another named type becomes one delegation (`sub`): the runtime moves that type's
 * own cases under the ref's pointer (templates/fixtures-runtime.ts `invalidList`), so each list stays small.
 */
import type { NamedTypeNode, ObjectTypeNode, TypeNode } from '../model/types.ts';
import type { Shape } from './type-expression.ts';
import { effectivePattern } from './validator-fast.ts';

/** Mirrors `Mutation` in templates/fixtures-runtime.ts. */
export interface MutationSpec {
  at: string;
  path: string;
  code: string;
  remove?: true;
  set?: unknown;
  resize?: number;
  duplicate?: true;
  /** Delegation: the cases of this named type (model name), moved under `at`. */
  sub?: string;
  /** With `sub`: leave out the referenced type's null-at-the-root case (null is fine here, or not required). */
  skipNull?: true;
}

export interface InvalidContext {
  shape: Shape;
  types: ReadonlyMap<string, NamedTypeNode>;
}

/** String formats the generated validators check, each with a value that breaks it. */
const BAD_FORMATS: Record<string, string> = {
  date: '24/07/2015',
  'date-time': '2015-07-24 10:33:39',
  decimal: '12,50',
  email: 'not-an-email',
  uuid: 'not-a-uuid',
  uri: 'not a uri',
  byte: '***',
};

export function invalidMutations(type: TypeNode, ctx: InvalidContext): MutationSpec[] {
  const out: MutationSpec[] = [];
  walk(type, '', ctx, out);
  const seen = new Set<string>();
  return out.filter((m) => {
    const key = `${m.at}\u0000${m.code}\u0000${JSON.stringify(m.set)}\u0000${m.remove === true}\u0000${m.sub ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Follows refs to the type that decides a value's JSON type. */
function resolve(type: TypeNode, ctx: InvalidContext, seen = new Set<string>()): TypeNode {
  if (type.kind !== 'ref' || seen.has(type.name)) return type;
  seen.add(type.name);
  const target = ctx.types.get(type.name);
  return target === undefined ? type : resolve(target.type, ctx, seen);
}

/** True when `null` is acceptable: nullable on the node or on what it refers to, or an unconstrained type. */
function acceptsNull(type: TypeNode, ctx: InvalidContext, seen = new Set<string>()): boolean {
  if (type.nullable || type.kind === 'null' || type.kind === 'unknown') return true;
  if (type.kind === 'literal') return type.value === null;
  if (type.kind === 'ref') {
    if (seen.has(type.name)) return false;
    seen.add(type.name);
    const target = ctx.types.get(type.name);
    return target !== undefined && acceptsNull(target.type, ctx, seen);
  }
  if (type.kind === 'union') return type.variants.some((v) => acceptsNull(v, ctx, new Set(seen)));
  if (type.kind === 'intersection') return type.members.length > 0 && type.members.every((m) => acceptsNull(m, ctx, new Set(seen)));
  return false;
}

/** JSON types a value of `type` may have (after refs); undefined when anything goes. */
function jsonTypes(type: TypeNode, ctx: InvalidContext, depth = 0): Set<string> | undefined {
  const t = resolve(type, ctx);
  const types = new Set<string>();
  if (t.nullable) types.add('null');
  switch (t.kind) {
    case 'string': types.add('string'); break;
    case 'number': types.add('number'); break;
    case 'boolean': types.add('boolean'); break;
    case 'null': types.add('null'); break;
    case 'array': types.add('array'); break;
    case 'object': types.add('object'); break;
    case 'literal': types.add(t.value === null ? 'null' : typeof t.value); break;
    case 'union':
    case 'intersection': {
      if (depth > 8) return undefined;
      const parts = t.kind === 'union' ? t.variants : t.members;
      for (const part of parts) {
        const inner = jsonTypes(part, ctx, depth + 1);
        if (inner === undefined) return undefined;
        for (const x of inner) types.add(x);
      }
      break;
    }
    default:
      return undefined;
  }
  return types;
}

/** A value of none of the given JSON types. */
function wrongTypeValue(allowed: Set<string>): unknown {
  const candidates: [string, unknown][] = [
    ['number', 12345],
    ['string', 'not the right type'],
    ['boolean', true],
    ['array', ['not', 'the', 'right', 'type']],
    ['object', { not: 'the right type' }],
  ];
  return candidates.find(([kind]) => !allowed.has(kind))?.[1];
}

function walk(
  type: TypeNode,
  at: string,
  ctx: InvalidContext,
  out: MutationSpec[],
  nullOk = false,
  present = true,
): void {
  // A nullable ref makes null fine whatever the target says; the flag carries that into the target. The null
  // case is made only where a value must be present (root, required members, items): one per such place.
  const acceptsNullHere = nullOk || acceptsNull(type, ctx);
  if (type.kind === 'ref') return refCases(type, at, ctx, out, acceptsNullHere || !present);
  if (!acceptsNullHere && present) {
    const target = resolve(type, ctx);
    // A literal reports null as `const` (its own case below); unions and allOf report it their own way.
    if (!['union', 'intersection', 'binary', 'literal'].includes(target.kind)) {
      out.push({ at, path: at, code: 'nullable', set: null });
    }
  }
  switch (type.kind) {
    case 'string': return stringCases(type, at, out);
    case 'number': return numberCases(type, at, out);
    case 'boolean':
      out.push({ at, path: at, code: 'type', set: 'true' });
      return;
    case 'literal': {
      const other = typeof type.value === 'string' ? `not-${type.value}` : typeof type.value === 'number' ? type.value + 1 : typeof type.value === 'boolean' ? !type.value : 'not-null';
      out.push({ at, path: at, code: 'const', set: other });
      return;
    }
    case 'array': return arrayCases(type, at, ctx, out);
    case 'object': return objectCases(type, at, ctx, out);
    case 'union': return unionCases(type, at, ctx, out);
    case 'intersection':
      for (const member of type.members) walk(member, at, ctx, out, acceptsNullHere, present);
      return;
    default:
      return;
  }
}

/**
 * A ref: one delegation to the named type's own list. That list starts with its null case when the type itself
 * rejects null; here that case belongs only where the old walk made it (a value that must be there, null not
 * allowed by the ref either), hence `skipNull` otherwise. An unknown target gets the wrong-type case.
 */
function refCases(type: Extract<TypeNode, { kind: 'ref' }>, at: string, ctx: InvalidContext, out: MutationSpec[], noNull: boolean): void {
  const target = ctx.types.get(type.name);
  if (target === undefined) return typeOnly(type, at, ctx, out);
  const subHasNull = !acceptsNull(target.type, ctx) && !['union', 'intersection', 'binary', 'literal'].includes(resolve(target.type, ctx).kind);
  out.push({ at, path: at, code: '', sub: type.name, ...(noNull && subHasNull ? { skipNull: true as const } : {}) });
}

/** Where the walk stops at a ref: at least the wrong-type case. */
function typeOnly(type: TypeNode, at: string, ctx: InvalidContext, out: MutationSpec[]): void {
  const target = resolve(type, ctx);
  if (target.kind === 'union' || target.kind === 'intersection') return;
  const allowed = jsonTypes(type, ctx);
  if (allowed === undefined) return;
  const value = wrongTypeValue(allowed);
  if (value !== undefined) out.push({ at, path: at, code: 'type', set: value });
}

function stringCases(type: Extract<TypeNode, { kind: 'string' }>, at: string, out: MutationSpec[]): void {
  out.push({ at, path: at, code: 'type', set: 12345 });
  if (type.enum && type.enum.length > 0) {
    let bad = 'NOT_A_KNOWN_VALUE';
    while (type.enum.includes(bad)) bad += '_';
    out.push({ at, path: at, code: 'enum', set: bad });
    return;
  }
  const min = type.minLength ?? 0;
  const max = type.maxLength;
  // A pattern the format check implies is not tested by the validators (they report `format` instead).
  if (type.pattern !== undefined && effectivePattern(type) !== undefined) {
    const bad = patternBreaker(type.pattern, min, max);
    if (bad !== undefined) out.push({ at, path: at, code: 'pattern', set: bad });
  }
  const badFormat = type.format === undefined ? undefined : BAD_FORMATS[type.format];
  if (badFormat !== undefined) out.push({ at, path: at, code: 'format', set: badFormat });
  if (min > 0) out.push({ at, path: at, code: 'minLength', set: 'x'.repeat(min - 1) });
  if (max !== undefined) out.push({ at, path: at, code: 'maxLength', set: 'x'.repeat(max + 1) });
}

/** A string that does not match `pattern`, within the length bounds when possible. */
function patternBreaker(pattern: string, min: number, max: number | undefined): string | undefined {
  let re: RegExp;
  try {
    re = new RegExp(pattern);
  } catch {
    return undefined;
  }
  const length = Math.max(min, 1);
  const candidates = ['~', '!', ' ', 'x', '0', 'X', 'not valid!'].flatMap((c) => [c.repeat(length), c]);
  const fits = (s: string): boolean => s.length >= min && (max === undefined || s.length <= max);
  return candidates.find((c) => !re.test(c) && fits(c)) ?? candidates.find((c) => !re.test(c));
}

function numberCases(type: Extract<TypeNode, { kind: 'number' }>, at: string, out: MutationSpec[]): void {
  out.push({ at, path: at, code: 'type', set: 'not a number' });
  if (type.enum && type.enum.length > 0) {
    let bad = Math.max(...type.enum) + 1;
    if (type.integer === false) bad += 0.5;
    out.push({ at, path: at, code: 'enum', set: bad });
    return;
  }
  const step = type.multipleOf ?? 1;
  if (type.minimum !== undefined) out.push({ at, path: at, code: 'minimum', set: type.minimum - step });
  if (type.maximum !== undefined) out.push({ at, path: at, code: 'maximum', set: type.maximum + step });
  if (type.exclusiveMinimum !== undefined) out.push({ at, path: at, code: 'exclusiveMinimum', set: type.exclusiveMinimum });
  if (type.exclusiveMaximum !== undefined) out.push({ at, path: at, code: 'exclusiveMaximum', set: type.exclusiveMaximum });
  const low = Math.max(type.minimum ?? -Infinity, type.exclusiveMinimum ?? -Infinity);
  const high = Math.min(type.maximum ?? Infinity, type.exclusiveMaximum ?? Infinity);
  const inside = (v: number): boolean =>
    v >= (type.minimum ?? -Infinity) && v <= (type.maximum ?? Infinity) &&
    (type.exclusiveMinimum === undefined || v > type.exclusiveMinimum) &&
    (type.exclusiveMaximum === undefined || v < type.exclusiveMaximum);
  const base = Number.isFinite(low) ? Math.ceil(low) + 1 : Number.isFinite(high) ? Math.floor(high) - 1 : 1;
  if (type.integer) {
    const fraction = base + 0.5;
    if (inside(fraction)) out.push({ at, path: at, code: 'type', set: fraction });
  }
  if (type.multipleOf !== undefined) {
    const m = type.multipleOf;
    const start = Number.isFinite(low) ? Math.ceil(low / m) * m : Number.isFinite(high) ? Math.floor(high / m) * m - m : m;
    const candidates = [start + m / 2, start + m / 3, start - m / 2].filter((v) => inside(v) && (!type.integer || Number.isInteger(v)));
    const integerCandidate = type.integer && m > 1 ? [start + 1] : [];
    const bad = [...candidates, ...integerCandidate.filter(inside)][0];
    if (bad !== undefined) out.push({ at, path: at, code: 'multipleOf', set: bad });
  }
}

function arrayCases(type: Extract<TypeNode, { kind: 'array' }>, at: string, ctx: InvalidContext, out: MutationSpec[]): void {
  out.push({ at, path: at, code: 'type', set: { not: 'an array' } });
  if (type.minItems !== undefined && type.minItems > 0) out.push({ at, path: at, code: 'minItems', resize: type.minItems - 1 });
  if (type.maxItems !== undefined) out.push({ at, path: at, code: 'maxItems', resize: type.maxItems + 1 });
  if (type.uniqueItems && (type.maxItems === undefined || type.maxItems >= 2)) {
    // Reported at the first repeated item.
    out.push({ at, path: `${at}/1`, code: 'uniqueItems', duplicate: true });
  }
  // Items are walked through item 0, which the complete fixture always has (unless no item is allowed).
  if (type.maxItems === 0) return;
  const items = resolve(type.items, ctx);
  if (items.kind === 'union') return;
  walk(type.items, `${at}/0`, ctx, out);
}

function objectCases(type: ObjectTypeNode, at: string, ctx: InvalidContext, out: MutationSpec[]): void {
  out.push({ at, path: at, code: 'type', set: 'not an object' });
  for (const prop of type.properties) {
    const pointer = `${at}/${escape(prop.name)}`;
    if (ctx.shape === 'write' && prop.access === 'read') continue; // accepted and dropped, never an error
    if (ctx.shape === 'read' && prop.access === 'write') {
      out.push({ at: pointer, path: pointer, code: 'writeOnly', set: sampleValue(prop.type, ctx) });
      continue;
    }
    if (prop.required) out.push({ at: pointer, path: pointer, code: 'required', remove: true });
    walk(prop.type, pointer, ctx, out, false, prop.required);
  }
  if (type.additionalProperties === false) {
    let extra = 'unexpectedProperty';
    while (type.properties.some((p) => p.name === extra)) extra += '_';
    const pointer = `${at}/${escape(extra)}`;
    out.push({ at: pointer, path: pointer, code: 'additionalProperties', set: 'surprise' });
  } else if (typeof type.additionalProperties === 'object') {
    const allowed = jsonTypes(type.additionalProperties, ctx);
    const value = allowed === undefined ? undefined : wrongTypeValue(allowed);
    const target = resolve(type.additionalProperties, ctx);
    if (value !== undefined && target.kind !== 'union' && target.kind !== 'intersection') {
      let extra = 'extraProperty';
      while (type.properties.some((p) => p.name === extra)) extra += '_';
      const pointer = `${at}/${escape(extra)}`;
      out.push({ at: pointer, path: pointer, code: 'type', set: value });
    }
  }
}

/** A non-discriminated union: a value of a JSON type no variant has. A discriminated one: bad or missing tag. */
function unionCases(type: Extract<TypeNode, { kind: 'union' }>, at: string, ctx: InvalidContext, out: MutationSpec[]): void {
  const discriminator = type.discriminator;
  if (discriminator !== undefined) {
    const pointer = `${at}/${escape(discriminator.property)}`;
    let bad = 'NotAKnownTag';
    while (discriminator.mapping.some((m) => m.value === bad)) bad += '_';
    out.push({ at: pointer, path: pointer, code: 'discriminator', set: bad });
    out.push({ at: pointer, path: pointer, code: 'discriminator', remove: true });
    return;
  }
  const allowed = jsonTypes(type, ctx);
  if (allowed === undefined) return;
  const value = wrongTypeValue(allowed);
  if (value !== undefined) out.push({ at, path: at, code: type.mode, set: value });
}

/** Some value of the type, for a writeOnly member put where it must not be (only its presence matters). */
function sampleValue(type: TypeNode, ctx: InvalidContext): unknown {
  const t = resolve(type, ctx);
  switch (t.kind) {
    case 'string': return t.enum?.[0] ?? 'secret';
    case 'number': return t.enum?.[0] ?? t.minimum ?? 1;
    case 'boolean': return true;
    case 'literal': return t.value;
    case 'array': return [];
    case 'object': return {};
    default: return null;
  }
}
