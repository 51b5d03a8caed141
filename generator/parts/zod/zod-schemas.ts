/**
 * Emits `src/zod.ts`: a Zod schema for every shape the generated validators check (`<Name>` for responses,
 * `<Name>Write` for requests), from the same analysed model and with the same meaning: read-only members of a
 * request shape are accepted unchecked (the validators drop them), write-only members of a response shape are
 * refused, `oneOf` means exactly one variant, a discriminator picks the variant by its tag, `allOf` means every
 * member. Refs go through `z.lazy`, so recursive types work. A test holds Zod and the validators to the same
 * verdict on every fixture and every invalid fixture of the packages.
 */
import { isIdentifier, propertyKey, quoted } from '../../model/naming.ts';
import type { ApiModel, ArrayTypeNode, ObjectTypeNode, TypeNode, UnionTypeNode } from '../../model/types.ts';
import type { SymbolTable } from '../../part-kit/symbols.ts';
import { buildSourceFile } from '../../part-kit/source-file.ts';
import { effectivePattern } from '../validators/fast.ts';

type Shape = 'read' | 'write';

/** The exported object holding every schema by shape name. */
export const ZOD_EXPORT = 'zodSchemas';

/** Formats with a Zod check of the same meaning as the runtime's (templates/validation.ts). */
const STRING_FORMATS: { readonly [format: string]: string } = {
  date: 'z.iso.date()',
  'date-time': 'z.iso.datetime({ offset: true })',
  email: 'z.email()',
  // Any 8-4-4-4-12 hex digits, as the validators accept (z.uuid() would also demand RFC 9562 version bits).
  uuid: 'z.guid()',
  byte: 'z.base64()',
};

/** Formats Zod has no check for: the same regular expressions the runtime uses. */
const STRING_FORMAT_PATTERNS: { readonly [format: string]: RegExp } = {
  decimal: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/,
  uri: /^[A-Za-z][A-Za-z0-9+.-]*:(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/,
};

/** Helpers the schemas call, emitted only when used. */
const HELPERS: { readonly [name: string]: string } = {
  exactlyOne: `/** \`oneOf\`: exactly one of the variants accepts the value. */
function exactlyOne(variants: readonly z.ZodType[]): z.ZodType {
  return z.unknown().refine((value) => variants.filter((v) => v.safeParse(value).success).length === 1, {
    message: 'expected exactly one variant to match',
  });
}`,
  every: `/** \`allOf\`: every member accepts the value (each checks it whole, as the validators do). */
function every(members: readonly z.ZodType[]): z.ZodType {
  return z.unknown().refine((value) => members.every((m) => m.safeParse(value).success), {
    message: 'expected every member to match',
  });
}`,
  byTag: `/** A discriminated union: the tag's value picks the one schema that must accept the value. */
function byTag(property: string, cases: { readonly [tag: string]: () => z.ZodType }): z.ZodType {
  return z.unknown().refine(
    (value) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
      const tag = (value as Record<string, unknown>)[property];
      const pick = typeof tag === 'string' && Object.hasOwn(cases, tag) ? cases[tag] : undefined;
      return pick !== undefined && pick().safeParse(value).success;
    },
    { message: \`expected a known \${property}\` },
  );
}`,
  jsonEqual: `/** JSON equality, as \`uniqueItems\` compares items. */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}`,
};

const HELPER_NAMES = ['exactlyOne', 'every', 'byTag', 'jsonEqual'];

interface Context {
  symbols: SymbolTable;
  shape: Shape;
  /** Helpers the emitted schemas call. */
  used: Set<string>;
}

/** Source text of `src/zod.ts` for an analysed model. */
export function emitZodSchemas(model: ApiModel, symbols: SymbolTable): string {
  const entries: { name: string; type: TypeNode; shape: Shape }[] = [];
  for (const named of model.types) {
    entries.push({ name: symbols.typeName(named.name), type: named.type, shape: 'read' });
    const write = symbols.writeName(named.name);
    if (write !== undefined) entries.push({ name: write, type: named.type, shape: 'write' });
  }
  const used = new Set<string>();
  const members = entries.map((e) => `${propertyKey(e.name)}: ${schema(e.type, { symbols, shape: e.shape, used })},`);
  const declared = entries.map((e) => `readonly ${propertyKey(e.name)}: z.ZodType;`);
  const header = [
    `/** Zod schemas of ${model.title} ${model.version}, one per validated shape. Generated; do not edit. */`,
    "import { z } from 'zod';",
  ].join('\n');
  const statements = [
    ...HELPER_NAMES.filter((name) => used.has(name)).map((name) => HELPERS[name]),
    `/** Every schema by the name of the shape it checks (the names \`validate\` uses). */
export const ${ZOD_EXPORT}: {
${declared.join('\n')}
} = {
${members.join('\n')}
};`,
  ];
  return buildSourceFile(header, statements);
}

function schema(type: TypeNode, ctx: Context): string {
  const base = baseSchema(type, ctx);
  return type.nullable && type.kind !== 'null' && type.kind !== 'unknown' ? `${base}.nullable()` : base;
}

function baseSchema(type: TypeNode, ctx: Context): string {
  switch (type.kind) {
    case 'string':
      return stringSchema(type);
    case 'number':
      return numberSchema(type);
    case 'boolean':
      return 'z.boolean()';
    case 'null':
      return 'z.null()';
    case 'unknown':
      return 'z.unknown()';
    case 'binary':
      return 'z.instanceof(Uint8Array)';
    case 'literal':
      return `z.literal(${type.value === null ? 'null' : typeof type.value === 'string' ? quoted(type.value) : String(type.value)})`;
    case 'array':
      return arraySchema(type, ctx);
    case 'object':
      return objectSchema(type, ctx);
    case 'ref':
      return `z.lazy(() => ${ZOD_EXPORT}.${refName(type.name, ctx)})`;
    case 'union':
      return unionSchema(type, ctx);
    case 'intersection':
      ctx.used.add('every');
      return `every([${type.members.map((m) => schema(m, ctx)).join(', ')}])`;
  }
}

/** The shape a ref points at: in a request, the referenced type's write shape when it has one. */
function refName(name: string, ctx: Context): string {
  const target = ctx.shape === 'write' ? ctx.symbols.inputName(name) : ctx.symbols.typeName(name);
  if (!isIdentifier(target)) throw new Error(`type name ${target} is not an identifier`);
  return target;
}

function stringSchema(type: Extract<TypeNode, { kind: 'string' }>): string {
  if (type.enum && type.enum.length > 0) return `z.enum([${type.enum.map(quoted).join(', ')}])`;
  const format = type.format === undefined ? undefined : STRING_FORMATS[type.format];
  let text = format ?? 'z.string()';
  // Lengths in code points, as the validators count them (Zod's .min/.max count UTF-16 units).
  const min = type.minLength !== undefined && type.minLength > 0 ? type.minLength : undefined;
  if (min !== undefined) text += `.refine((s) => [...s].length >= ${min}, 'too short')`;
  if (type.maxLength !== undefined) text += `.refine((s) => [...s].length <= ${type.maxLength}, 'too long')`;
  const formatPattern = type.format === undefined ? undefined : STRING_FORMAT_PATTERNS[type.format];
  if (formatPattern !== undefined) text += `.regex(${formatPattern.toString()})`;
  const pattern = effectivePattern(type);
  if (pattern !== undefined) text += `.regex(${regexLiteral(pattern)})`;
  return text;
}

/** ECMA-262 with the `u` flag, as the validators compile patterns (a pattern only valid without it keeps none). */
function regexLiteral(pattern: string): string {
  let re: RegExp;
  try {
    re = new RegExp(pattern, 'u');
  } catch {
    re = new RegExp(pattern);
  }
  return `/${re.source}/${re.flags}`;
}

function numberSchema(type: Extract<TypeNode, { kind: 'number' }>): string {
  if (type.enum && type.enum.length > 0) return `z.union([${type.enum.map((v) => `z.literal(${v})`).join(', ')}])`;
  // Any integer JavaScript holds, as Number.isInteger (Zod's .int() stops at the safe range).
  let text = type.integer ? "z.number().refine(Number.isInteger, 'expected an integer')" : 'z.number()';
  if (type.minimum !== undefined) text += `.refine((n) => n >= ${type.minimum})`;
  if (type.maximum !== undefined) text += `.refine((n) => n <= ${type.maximum})`;
  if (type.exclusiveMinimum !== undefined) text += `.refine((n) => n > ${type.exclusiveMinimum})`;
  if (type.exclusiveMaximum !== undefined) text += `.refine((n) => n < ${type.exclusiveMaximum})`;
  if (type.multipleOf !== undefined) text += `.refine((n) => n % ${type.multipleOf} === 0)`;
  if (type.format === 'int32') text += '.refine((n) => Number.isInteger(n) && n >= -2147483648 && n <= 2147483647)';
  if (type.format === 'int64') {
    text += '.refine((n) => Number.isInteger(n) && n >= -9223372036854775808 && n <= 9223372036854775807)';
  }
  return text;
}

function arraySchema(type: ArrayTypeNode, ctx: Context): string {
  let text = `z.array(${schema(type.items, ctx)})`;
  if (type.minItems !== undefined && type.minItems > 0) text += `.min(${type.minItems})`;
  if (type.maxItems !== undefined) text += `.max(${type.maxItems})`;
  if (type.uniqueItems) ctx.used.add('jsonEqual');
  if (type.uniqueItems) text += '.refine((items) => items.every((x, i) => items.findIndex((y) => jsonEqual(x, y)) === i))';
  return text;
}

function objectSchema(type: ObjectTypeNode, ctx: Context): string {
  const members = type.properties.map((property) => {
    const key = propertyKey(property.name);
    // A request's read-only member is dropped unchecked; a response never carries a write-only one.
    if (ctx.shape === 'write' && property.access === 'read') return `${key}: z.unknown().optional(),`;
    if (ctx.shape === 'read' && property.access === 'write') return `${key}: z.never().optional(),`;
    const value = schema(property.type, ctx);
    return `${key}: ${property.required ? value : `${value}.optional()`},`;
  });
  const shape = `{\n${members.join('\n')}\n}`;
  const extra = type.additionalProperties;
  let text =
    extra === false
      ? `z.strictObject(${shape})`
      : extra === true
        ? `z.looseObject(${shape})`
        : `z.object(${shape}).catchall(${schema(extra, ctx)})`;
  if (type.minProperties !== undefined) text += `.refine((o) => Object.keys(o).length >= ${type.minProperties})`;
  if (type.maxProperties !== undefined) text += `.refine((o) => Object.keys(o).length <= ${type.maxProperties})`;
  return text;
}

function unionSchema(type: UnionTypeNode, ctx: Context): string {
  const discriminator = type.discriminator;
  if (discriminator !== undefined && discriminator.mapping.length > 0) {
    ctx.used.add('byTag');
    const cases = discriminator.mapping.map((m) => `${quoted(m.value)}: () => ${ZOD_EXPORT}.${refName(m.type, ctx)}`);
    return `byTag(${quoted(discriminator.property)}, { ${cases.join(', ')} })`;
  }
  const variants = type.variants.map((v) => schema(v, ctx));
  if (type.mode === 'anyOf') return `z.union([${variants.join(', ')}])`;
  ctx.used.add('exactlyOne');
  return `exactlyOne([${variants.join(', ')}])`;
}
