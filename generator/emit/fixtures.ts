/**
 * Emits `src/fixtures.ts`: `fixtures.<Type>(overrides?)` builds a valid, realistic value of every named type
 * (full and write shapes), `fixtures.<Type>.many(n)` / `.seed(k)` give other ones, and
 * `fixtures.invalid.<Type>()` lists negative cases (see fixture-invalid.ts).
 *
 * Each named type becomes one straight-line build function: an object literal whose optional members are
 * spread in by `g.optional`, refs that call the referenced type's builder, strings and numbers drawn by kind
 * (chosen here from the words of their names, fixture-hints.ts) within the constraints. All randomness comes
 * from the runtime's seeded generator (templates/fixtures-runtime.ts), so output is the same everywhere.
 */
import type { ApiModel, NamedTypeNode, ObjectTypeNode, PropertyNode, TypeNode, UnionTypeNode } from '../model/types.ts';
import { invalidMutations, type InvalidContext, type MutationSpec } from './fixture-invalid.ts';
import { nameWords, numberKind, textKind, type NameHint } from './fixture-hints.ts';
import { renderDoc } from './jsdoc.ts';
import { createSymbolTable, type SymbolTable } from './names.ts';
import { buildSourceFile, type SourceAssembler } from './source-file.ts';
import { literal, propertyKey, type Shape } from './type-expression.ts';

/** Module specifier of the runtime template inside a generated package. */
export const FIXTURES_RUNTIME_IMPORT = './runtime/fixtures-runtime.js';

interface Ctx {
  shape: Shape;
  types: ReadonlyMap<string, NamedTypeNode>;
  /** `${shape}:${model name}` -> local name of its build function. */
  builders: ReadonlyMap<string, string>;
  /** Local name of the runtime namespace import. */
  rt: string;
}

/** One builder the file exports: a named type in one shape. */
interface Entry {
  named: NamedTypeNode;
  shape: Shape;
  /** Exported identifier (the type's name in types.ts). */
  id: string;
  build: string;
  invalid: string;
}

/** Source text of `src/fixtures.ts` for an analysed model (or what `assemble` makes of its header and statements). */
export function emitFixtures<T = string>(
  model: ApiModel,
  symbols: SymbolTable = createSymbolTable(model),
  assemble: SourceAssembler<T> = buildSourceFile as SourceAssembler<T>,
): T {
  const types = new Map(model.types.map((t) => [t.name, t]));
  const entries = entriesOf(model, symbols);
  const builders = new Map(entries.map((e) => [`${e.shape}:${e.named.name}`, e.build]));
  const invalids = new Map(entries.map((e) => [`${e.shape}:${e.named.name}`, e.invalid]));
  const taken = new Set([...entries.map((e) => e.id), ...entries.map((e) => e.build), ...entries.map((e) => e.invalid)]);
  const rt = freeName('fx', taken);
  const setType = freeName('FixtureSet', taken);

  const statements: string[] = [];
  if (entries.length > 0) {
    statements.push(`import type { ${entries.map((e) => e.id).join(', ')} } from './types.js';`);
  }
  statements.push(`import * as ${rt} from '${FIXTURES_RUNTIME_IMPORT}';`);
  for (const entry of entries) {
    const ctx: Ctx = { shape: entry.shape, types, builders, rt };
    statements.push(buildFunction(entry, ctx));
    statements.push(invalidFunction(entry, { shape: entry.shape, types }, invalids, rt));
  }
  statements.push(setInterface(entries, setType, rt));
  statements.push(fixturesObject(entries, setType, rt));
  const header = renderDoc([
    `Fixtures of ${model.title} ${model.version}: a valid, realistic value of every type, the same on every run.`,
    '',
    'Generated from the definition; do not edit. `fixtures.X(overrides)` deep-merges overrides (objects merge,',
    'arrays replace), `fixtures.X.many(n)` gives n different values, `fixtures.X.seed(k)` the k-th one, and',
    '`fixtures.invalid.X()` one negative case per constraint: `{ value, path, code }`, where the validator of X',
    'reports `code` at `path`.',
  ]);
  return assemble(header, statements);
}

function entriesOf(model: ApiModel, symbols: SymbolTable): Entry[] {
  const ids = new Set<string>();
  for (const named of model.types) {
    ids.add(symbols.typeName(named.name));
    const write = symbols.writeName(named.name);
    if (write !== undefined) ids.add(write);
  }
  const taken = new Set(ids);
  const entries: Entry[] = [];
  const add = (named: NamedTypeNode, shape: Shape, id: string): void => {
    entries.push({ named, shape, id, build: freeName(`build${id}`, taken), invalid: freeName(`invalid${id}`, taken) });
  };
  for (const named of model.types) {
    add(named, 'read', symbols.typeName(named.name));
    const write = symbols.writeName(named.name);
    if (write !== undefined) add(named, 'write', write);
  }
  return entries;
}

/** `wanted`, or `wanted2`, `wanted3` ... whichever is not taken yet (and claims it). */
function freeName(wanted: string, taken: Set<string>): string {
  let name = wanted;
  for (let n = 2; taken.has(name); n++) name = `${wanted}${n}`;
  taken.add(name);
  return name;
}

function buildFunction(entry: Entry, ctx: Ctx): string {
  const hint: NameHint = { words: nameWords(entry.named.name), owner: [] };
  const body = valueExpression(entry.named.type, hint, ctx);
  return `/** Builds a {@link ${entry.id}}. */\nfunction ${entry.build}(g: ${ctx.rt}.FixtureGen): unknown {\nreturn ${body};\n}`;
}

/**
 * The type's own negative cases as compact entries (templates/fixtures-runtime.ts `InvalidEntry`); each ref to
 * another named type is one delegation to that type's list, expanded at run time.
 */
function invalidFunction(entry: Entry, ctx: InvalidContext, invalids: ReadonlyMap<string, string>, rt: string): string {
  const mutations = invalidMutations(entry.named.type, ctx);
  const list = mutations.map((m) => `${invalidEntry(m, entry.shape, invalids)},`).join('\n');
  return [
    `/** Negative cases of {@link ${entry.id}}. */`,
    `const ${entry.invalid}: ${rt}.InvalidList = ${rt}.invalidList(${literal(entry.id)}, ${entry.build}, () => [${list === '' ? '' : `\n${list}\n`}]);`,
  ].join('\n');
}

function invalidEntry(m: MutationSpec, shape: Shape, invalids: ReadonlyMap<string, string>): string {
  if (m.sub !== undefined) {
    const list = (shape === 'write' ? invalids.get(`write:${m.sub}`) : undefined) ?? invalids.get(`read:${m.sub}`);
    if (list === undefined) throw new Error(`No invalid list for "${m.sub}".`);
    return `[${literal(m.at)}, ${list}${m.skipNull ? `, 'skipNull'` : ''}]`;
  }
  if (m.path === m.at && m.resize === undefined && m.duplicate === undefined) {
    if (m.remove) return `[${literal(m.at)}, ${literal(m.code)}]`;
    return `[${literal(m.at)}, ${literal(m.code)}, ${entryValue(m.set)}]`;
  }
  return jsValue(m);
}

/** A mutation's value; a long run of one character (a length bound crossed) as `'x'.repeat(n)`. */
function entryValue(value: unknown): string {
  if (typeof value === 'string' && value.length > 16 && value === value[0].repeat(value.length)) {
    return `${literal(value[0])}.repeat(${value.length})`;
  }
  return jsValue(value);
}

function setInterface(entries: Entry[], name: string, rt: string): string {
  const builders = entries.map((e) => `${propertyKey(e.id)}: ${rt}.FixtureBuilder<${e.id}>;`);
  const invalid = entries.map((e) => `${propertyKey(e.id)}(): ${rt}.InvalidCase[];`);
  return [
    `/** One builder per type (full shape \`X\`, request shape \`XWrite\`), and \`invalid\`: negative cases per type. */`,
    `interface ${name} {`,
    ...builders,
    `/** Negative cases of each type: values its validator rejects, with the path and code it reports. */`,
    `invalid: {\n${invalid.join('\n')}\n};`,
    '}',
  ].join('\n');
}

function fixturesObject(entries: Entry[], setType: string, rt: string): string {
  // The type argument comes from FixtureSet (inferred from the contextual type).
  const builders = entries.map((e) => `${propertyKey(e.id)}: ${rt}.fixtureBuilder(${literal(e.id)}, ${e.build}),`);
  const invalid = entries.map((e) => `${propertyKey(e.id)}: ${e.invalid},`);
  return [
    `/** Fixtures: \`fixtures.X(overrides?)\`, \`fixtures.X.many(n)\`, \`fixtures.X.seed(k)\`, \`fixtures.invalid.X()\`. */`,
    `export const fixtures: ${setType} = {`,
    ...builders,
    `invalid: {\n${invalid.join('\n')}\n},`,
    '};',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// Values

function valueExpression(type: TypeNode, hint: NameHint, ctx: Ctx): string {
  let text = baseExpression(type, hint, ctx);
  const examples = examplesOf(type, ctx);
  if (examples.length > 0) text = `g.example(${jsValue(examples)}, () => ${arrowBody(text)})`;
  if (type.nullable && type.kind !== 'null' && type.kind !== 'unknown') text = `g.nullable(() => ${arrowBody(text)})`;
  return text;
}

/** An expression as the body of an arrow function: an object literal needs parentheses there. */
function arrowBody(text: string): string {
  return text.startsWith('{') ? `(${text})` : text;
}

function baseExpression(type: TypeNode, hint: NameHint, ctx: Ctx): string {
  switch (type.kind) {
    case 'string': {
      if (type.enum && type.enum.length > 0) return pickExpression(type.enum);
      const constraints = constraintObject([
        ['format', type.format === undefined ? undefined : literal(type.format)],
        ['pattern', type.pattern === undefined ? undefined : regexLiteral(type.pattern)],
        ['minLength', type.minLength],
        ['maxLength', type.maxLength],
      ]);
      return `g.text(${literal(textKind(hint))}${constraints})`;
    }
    case 'number': {
      if (type.enum && type.enum.length > 0) return pickExpression(type.enum);
      const constraints = constraintObject([
        ['integer', type.integer ? 'true' : undefined],
        ['minimum', type.minimum ?? formatMinimum(type.format)],
        ['maximum', type.maximum ?? formatMaximum(type.format)],
        ['exclusiveMinimum', type.exclusiveMinimum],
        ['exclusiveMaximum', type.exclusiveMaximum],
        ['multipleOf', type.multipleOf],
      ]);
      return `g.number(${literal(numberKind(hint, type.integer))}${constraints})`;
    }
    case 'boolean':
      return 'g.boolean()';
    case 'null':
      return 'null';
    case 'unknown':
      return 'g.unknown()';
    case 'binary':
      return 'g.bytes()';
    case 'literal':
      return literal(type.value);
    case 'array': {
      const constraints = constraintObject([
        ['minItems', type.minItems],
        ['maxItems', type.maxItems],
        ['uniqueItems', type.uniqueItems ? 'true' : undefined],
      ]);
      return `g.array(${constraints === '' ? '{}' : constraints.slice(2)}, () => ${arrowBody(valueExpression(type.items, hint, ctx))})`;
    }
    case 'object':
      return objectExpression(type, hint, ctx);
    case 'ref':
      return `g.ref(${builderOf(type.name, ctx)})`;
    case 'union':
      return unionExpression(type, hint, ctx);
    case 'intersection':
      if (type.members.length === 0) return 'g.unknown()';
      if (type.members.length === 1) return valueExpression(type.members[0], hint, ctx);
      return `g.allOf([${type.members.map((m) => valueExpression(m, hint, ctx)).join(', ')}])`;
  }
}

/** Properties the shape carries: the write shape has no readOnly ones, the full shape no writeOnly ones. */
export function shapeProperties(type: ObjectTypeNode, shape: Shape): PropertyNode[] {
  return type.properties.filter((p) => (shape === 'write' ? p.access !== 'read' : p.access !== 'write'));
}

function objectExpression(type: ObjectTypeNode, hint: NameHint, ctx: Ctx): string {
  const owner = [...hint.words, ...hint.owner];
  const members = shapeProperties(type, ctx.shape).map((p) => {
    const value = valueExpression(p.type, { words: nameWords(p.name), owner }, ctx);
    return p.required ? `${propertyKey(p.name)}: ${value},` : `...g.optional(${literal(p.name)}, () => ${arrowBody(value)}),`;
  });
  const extra = type.additionalProperties;
  if (type.properties.length === 0 && typeof extra === 'object') {
    return `g.map(() => ${arrowBody(valueExpression(extra, { words: [], owner }, ctx))})`;
  }
  return members.length === 0 ? '{}' : `{\n${members.join('\n')}\n}`;
}

function builderOf(modelName: string, ctx: Ctx): string {
  const write = ctx.shape === 'write' ? ctx.builders.get(`write:${modelName}`) : undefined;
  const name = write ?? ctx.builders.get(`read:${modelName}`);
  if (name === undefined) throw new Error(`No fixture builder for "${modelName}".`);
  return name;
}

function unionExpression(type: UnionTypeNode, hint: NameHint, ctx: Ctx): string {
  if (type.variants.length === 0) return 'g.unknown()';
  const discriminator = type.discriminator;
  const variants = type.variants.map((variant) => {
    if (discriminator !== undefined && variant.kind === 'ref') {
      const tag = tagValue(variant.name, discriminator.property, discriminator.mapping, ctx);
      if (tag !== undefined) {
        return `() => g.tagged(${builderOf(variant.name, ctx)}, ${literal(discriminator.property)}, ${literal(tag)})`;
      }
    }
    return `() => ${arrowBody(valueExpression(variant, hint, ctx))}`;
  });
  const fallback = Math.max(0, type.variants.findIndex((v) => !leadsToRecursion(v, ctx)));
  return `g.oneOf([${variants.join(', ')}]${fallback === 0 ? '' : `, ${fallback}`})`;
}

/** The tag a discriminated variant is built with: its first mapping value the variant itself allows. */
function tagValue(
  variant: string,
  property: string,
  mapping: readonly { value: string; type: string }[],
  ctx: Ctx,
): string | undefined {
  const values = mapping.filter((m) => m.type === variant).map((m) => m.value);
  if (values.length === 0) return undefined;
  const allowed = allowedTags(ctx.types.get(variant)?.type, property, ctx, new Set([variant]));
  return values.find((v) => allowed === undefined || allowed.includes(v)) ?? values[0];
}

function allowedTags(type: TypeNode | undefined, property: string, ctx: Ctx, seen: Set<string>): string[] | undefined {
  if (type === undefined) return undefined;
  if (type.kind === 'ref') {
    if (seen.has(type.name)) return undefined;
    seen.add(type.name);
    return allowedTags(ctx.types.get(type.name)?.type, property, ctx, seen);
  }
  if (type.kind === 'intersection') {
    for (const member of type.members) {
      const found = allowedTags(member, property, ctx, seen);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (type.kind !== 'object') return undefined;
  const prop = type.properties.find((p) => p.name === property);
  if (prop?.type.kind === 'literal' && typeof prop.type.value === 'string') return [prop.type.value];
  if (prop?.type.kind === 'string' && prop.type.enum) return prop.type.enum;
  return undefined;
}

/** A variant that is (or refers to) a recursive named type: avoided once the depth budget is spent. */
function leadsToRecursion(type: TypeNode, ctx: Ctx): boolean {
  return type.kind === 'ref' && ctx.types.get(type.name)?.recursive === true;
}

// ---------------------------------------------------------------------------------------------------------------
// Examples

/** Examples written on the node (or its default), cleaned for the shape; only JSON values. */
function examplesOf(type: TypeNode, ctx: Ctx): unknown[] {
  const written = type.examples && type.examples.length > 0 ? type.examples : type.default !== undefined ? [type.default] : [];
  return written.map((e) => forShape(e, type, ctx, 0));
}

/**
 * An example as the shape allows it: members the shape does not carry are removed (writeOnly ones from a full
 * value, readOnly ones from a request), through objects, arrays, refs and allOf.
 */
function forShape(value: unknown, type: TypeNode, ctx: Ctx, depth: number): unknown {
  if (depth > 32 || value === null || typeof value !== 'object') return value;
  switch (type.kind) {
    case 'ref': {
      const target = ctx.types.get(type.name);
      return target === undefined ? value : forShape(value, target.type, ctx, depth + 1);
    }
    case 'array':
      return Array.isArray(value) ? value.map((item) => forShape(item, type.items, ctx, depth + 1)) : value;
    case 'intersection':
      return type.members.reduce<unknown>((v, m) => forShape(v, m, ctx, depth + 1), value);
    case 'object': {
      if (Array.isArray(value)) return value;
      const source = value as Record<string, unknown>;
      const result: Record<string, unknown> = {};
      for (const key of Object.keys(source)) {
        const prop = type.properties.find((p) => p.name === key);
        if (prop && !shapeProperties({ ...type, properties: [prop] }, ctx.shape).length) continue;
        result[key] = prop ? forShape(source[key], prop.type, ctx, depth + 1) : source[key];
      }
      return result;
    }
    default:
      return value;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Literals

function pickExpression(values: readonly (string | number)[]): string {
  return values.length === 1 ? literal(values[0]) : `g.pick([${values.map(literal).join(', ')}])`;
}

/** `, { a: 1, b: 'x' }` of the defined entries, or `''` when none is defined. */
function constraintObject(entries: [string, string | number | undefined][]): string {
  const defined = entries.filter(([, v]) => v !== undefined).map(([k, v]) => `${k}: ${v}`);
  return defined.length === 0 ? '' : `, { ${defined.join(', ')} }`;
}

/** XSD int and friends carry explicit bounds; an `int32` format alone does too. */
function formatMinimum(format: string | undefined): number | undefined {
  return format === 'int32' ? -2147483648 : undefined;
}

function formatMaximum(format: string | undefined): number | undefined {
  return format === 'int32' ? 2147483647 : undefined;
}

/** A regex literal for a pattern, or `undefined` when JavaScript cannot compile it (then it is not checked). */
export function regexLiteral(pattern: string): string | undefined {
  try {
    new RegExp(pattern);
  } catch {
    return undefined;
  }
  let body = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      body += c + (pattern[i + 1] ?? '');
      i++;
    } else if (c === '\n') body += '\\n';
    else if (c === '\r') body += '\\r';
    else {
      if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      body += c === '/' && !inClass ? '\\/' : c;
    }
  }
  return body === '' ? '/(?:)/' : `/${body}/`;
}

/** A JavaScript literal of a JSON value (examples, mutations), with `undefined` members left out. */
export function jsValue(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'string') return literal(value);
  if (Array.isArray(value)) return `[${value.map(jsValue).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return `{ ${entries.map(([k, v]) => `${propertyKey(k)}: ${jsValue(v)}`).join(', ')} }`;
}
