/**
 * Turns one model `TypeNode` into a TypeScript type expression, in one of two shapes:
 * - `read`: the full shape, as the server returns it (readOnly properties get `readonly`; writeOnly ones are
 *   optional because the server never sends them);
 * - `write`: what a client sends (readOnly properties left out; refs point at the referenced type's write shape
 *   when it has one).
 * Used by the types emitter (named type bodies) and the operations emitter (inline parameter and body types).
 */
import { propertyKey, quoted } from '../model/naming.ts';
import type { NamedTypeNode, ObjectTypeNode, PropertyNode, TypeNode, UnionTypeNode } from '../model/types.ts';
import { propertyDoc, renderDoc } from './jsdoc.ts';
import type { SymbolTable } from './symbols.ts';

export type Shape = 'read' | 'write';

export interface TypeContext {
  symbols: SymbolTable;
  /** Named types by model name (to look through refs, e.g. for discriminator tags). */
  types: ReadonlyMap<string, NamedTypeNode>;
  shape: Shape;
  /** Identifiers of named types the expression used (collected for imports). */
  used?: Set<string>;
}

/** Operator precedence of an expression, to know when to parenthesise it. */
type Precedence = 'atom' | 'intersection' | 'union';
interface Expr {
  text: string;
  precedence: Precedence;
}

export function typeExpression(type: TypeNode, ctx: TypeContext): string {
  return expression(type, ctx).text;
}

/** Body of an object type (`{ ... }` members without braces), for interfaces. */
export function objectMembers(type: ObjectTypeNode, ctx: TypeContext): string {
  const properties = type.properties.filter((p) => !(ctx.shape === 'write' && p.access === 'read'));
  const lines = properties.map((p) => propertyMember(p, ctx));
  const index = indexSignature(type, properties, ctx);
  if (index !== undefined) lines.push(index);
  // A free-form object (no properties, any others allowed) is a string-keyed map of anything.
  if (type.properties.length === 0 && type.additionalProperties === true) lines.push('[key: string]: unknown;');
  return lines.join('\n');
}

/** Re-exported for the emitters that import it from here (the rule lives in model/naming.ts). */
export { propertyKey };

/** A JavaScript literal for a string/number/boolean/null value, in single quotes for strings. */
export function literal(value: string | number | boolean | null): string {
  return typeof value === 'string' ? quoted(value) : String(value);
}

function expression(type: TypeNode, ctx: TypeContext): Expr {
  const base = baseExpression(type, ctx);
  if (!type.nullable || type.kind === 'null' || type.kind === 'unknown') return base;
  return { text: `${base.text} | null`, precedence: 'union' };
}

function baseExpression(type: TypeNode, ctx: TypeContext): Expr {
  switch (type.kind) {
    case 'string':
      return type.enum && type.enum.length > 0 ? union(type.enum.map(literal)) : atom('string');
    case 'number':
      return type.enum && type.enum.length > 0 ? union(type.enum.map(literal)) : atom('number');
    case 'boolean':
      return atom('boolean');
    case 'null':
      return atom('null');
    case 'unknown':
      return atom('unknown');
    case 'binary':
      return atom('Uint8Array');
    case 'literal':
      return atom(literal(type.value));
    case 'array': {
      const items = expression(type.items, ctx);
      return atom(items.precedence === 'atom' ? `${items.text}[]` : `(${items.text})[]`);
    }
    case 'object': {
      const members = objectMembers(type, ctx);
      return atom(members === '' ? 'Record<string, never>' : `{\n${members}\n}`);
    }
    case 'ref':
      return atom(refName(type.name, ctx));
    case 'union':
      return unionExpression(type, ctx);
    case 'intersection': {
      if (type.members.length === 0) return atom('unknown');
      const members = type.members.map((m) => expression(m, ctx));
      if (members.length === 1) return members[0];
      return {
        text: members.map((m) => (m.precedence === 'union' ? `(${m.text})` : m.text)).join(' & '),
        precedence: 'intersection',
      };
    }
  }
}

function refName(name: string, ctx: TypeContext): string {
  const id = ctx.shape === 'write' ? ctx.symbols.inputName(name) : ctx.symbols.typeName(name);
  ctx.used?.add(id);
  return id;
}

/** oneOf/anyOf; with a discriminator, each variant is narrowed to its tag values unless it fixes them itself. */
function unionExpression(type: UnionTypeNode, ctx: TypeContext): Expr {
  if (type.variants.length === 0) return atom('never');
  const discriminator = type.discriminator;
  const variants = type.variants.map((variant) => {
    const expr = expression(variant, ctx);
    if (discriminator === undefined || variant.kind !== 'ref') return expr;
    const values = discriminator.mapping.filter((m) => m.type === variant.name).map((m) => m.value);
    if (values.length === 0) return expr;
    const fixed = tagValues(variant, discriminator.property, ctx.types, new Set());
    if (fixed !== undefined && fixed.every((v) => values.includes(v))) return expr;
    const tag = `{ ${propertyKey(discriminator.property)}: ${values.map(literal).join(' | ')} }`;
    return { text: `${expr.text} & ${tag}`, precedence: 'intersection' as const };
  });
  if (variants.length === 1) return variants[0];
  return {
    text: variants.map((v) => (v.precedence === 'atom' ? v.text : `(${v.text})`)).join(' | '),
    precedence: 'union',
  };
}

/**
 * The literal values a type already allows for a property (a literal or a string enum), looking through refs
 * and allOf members; undefined when the property is absent or not fixed to literals.
 */
function tagValues(
  type: TypeNode,
  property: string,
  types: ReadonlyMap<string, NamedTypeNode>,
  seen: Set<string>,
): string[] | undefined {
  switch (type.kind) {
    case 'ref': {
      const target = types.get(type.name);
      if (target === undefined || seen.has(type.name)) return undefined;
      seen.add(type.name);
      return tagValues(target.type, property, types, seen);
    }
    case 'object': {
      const prop = type.properties.find((p) => p.name === property);
      if (prop === undefined) return undefined;
      if (prop.type.kind === 'literal' && typeof prop.type.value === 'string') return [prop.type.value];
      if (prop.type.kind === 'string' && prop.type.enum && prop.type.enum.length > 0) return prop.type.enum;
      return undefined;
    }
    case 'intersection': {
      // allOf: the narrowest member that fixes the tag fixes it for the whole.
      let best: string[] | undefined;
      for (const member of type.members) {
        const values = tagValues(member, property, types, seen);
        if (values !== undefined && (best === undefined || values.length < best.length)) best = values;
      }
      return best;
    }
    default:
      return undefined;
  }
}

function propertyMember(property: PropertyNode, ctx: TypeContext): string {
  const doc = renderDoc(propertyDoc(property, ctx.shape));
  // The server never returns writeOnly properties, so the full shape cannot promise them.
  const optional = !property.required || (ctx.shape === 'read' && property.access === 'write');
  const modifier = ctx.shape === 'read' && property.access === 'read' ? 'readonly ' : '';
  const text = expression(property.type, ctx).text;
  return `${doc}${modifier}${propertyKey(property.name)}${optional ? '?' : ''}: ${text};`;
}

/**
 * `additionalProperties` with a schema becomes an index signature. TypeScript requires every declared property
 * to fit it, so when one does not (another type, or optional and thus possibly undefined) it widens to
 * `unknown` and says so. `true` adds nothing (documented on the owner), `false` adds nothing.
 */
function indexSignature(type: ObjectTypeNode, properties: PropertyNode[], ctx: TypeContext): string | undefined {
  const extra = type.additionalProperties;
  if (typeof extra !== 'object') return undefined;
  const text = expression(extra, ctx).text;
  const fits = properties.every((p) => p.required && expression(p.type, { ...ctx, used: undefined }).text === text);
  if (text === 'unknown' || fits) return `[key: string]: ${text};`;
  return `/** Other properties: \`${text.replace(/\s+/g, ' ')}\` (widened: the declared properties do not all fit it). */\n[key: string]: unknown;`;
}

/**
 * The union of several types as one expression, each alternative written once: unions nested in the list (and
 * in its members) are flattened, so `Fault | (Fault | GatewayFault)` reads `Fault | GatewayFault`. `unknown`
 * absorbs the rest. A discriminated union is kept whole (its variants carry their tags).
 */
export function unionOf(types: readonly TypeNode[], ctx: TypeContext, extra: readonly string[] = []): string {
  const texts: string[] = [];
  const add = (type: TypeNode): void => {
    if (type.kind === 'union' && type.discriminator === undefined && type.variants.length > 0) {
      for (const variant of type.variants) add(variant);
      if (type.nullable) texts.push('null');
      return;
    }
    const expr = expression(type, ctx);
    texts.push(expr.precedence === 'union' ? `(${expr.text})` : expr.text);
  };
  for (const type of types) add(type);
  texts.push(...extra);
  const distinct = [...new Set(texts)];
  if (distinct.includes('unknown')) return 'unknown';
  return distinct.length === 0 ? 'never' : distinct.join(' | ');
}

function atom(text: string): Expr {
  return { text, precedence: 'atom' };
}

function union(texts: string[]): Expr {
  return texts.length === 1 ? atom(texts[0]) : { text: texts.join(' | '), precedence: 'union' };
}
