/**
 * What the two validator passes (validator-fast.ts, validator-check.ts) share while emitting one
 * `src/validators.ts`: module constants (hoisted regular expressions and enum sets), runtime imports, helper
 * functions for inline union variants, local variable names, and the names of the per-shape functions.
 */
import { memberAccess, pascalCase, quoted } from '../../model/naming.ts';
import type { NamedTypeNode, PropertyNode, TypeNode } from '../../model/types.ts';
import type { SymbolTable } from '../../part-kit/symbols.ts';
import { literal } from '../../part-kit/type-expression.ts';
import { compilePattern } from './pattern.ts';
import type * as Validation from '../../../templates/validators/validation.ts';

export type Shape = 'read' | 'write';

/** Enums longer than this are checked with a hoisted `Set`; shorter ones with a chain of `===`. */
const INLINE_ENUM_LIMIT = 6;

export interface ValidatorModule {
  symbols: SymbolTable;
  types: ReadonlyMap<string, NamedTypeNode>;
  /** Hoisted module constants (`const NAME = ...;`), in first-use order. */
  constants: string[];
  /** Runtime helpers imported from `./runtime/validation.js`. */
  runtime: Set<RuntimeName>;
  /** Emitted functions (per shape and per inline union variant), in emission order. */
  functions: string[];
  /** True once a write-shape fast pass notes a read-only property (so the module declares the flag). */
  usesDroppedFlag: boolean;
  /** Constant names taken, and regex sources / enum lists already hoisted -> their constant. */
  constantNames: Set<string>;
  hoisted: Map<string, string>;
  /** Counter per owner for helper functions of inline union variants. */
  variantCounters: Map<string, number>;
  /** Function base names of inline union variants already emitted, per shape, by node. */
  variantNames: Record<Shape, Map<TypeNode, string>>;
  /** Emits the function pair of an inline union variant and returns its base name (set by validators.ts). */
  emitVariant: (type: TypeNode, base: string, shape: Shape) => void;
  /**
   * Per enum array of the model, its hoisting key (made and hashed once per emit, not at every use); per object type,
   * its property names. Kept for one emit only: the next reads the model again (an emit's reads are what --watch
   * records to decide whether its files can be reused).
   */
  enumKeys: Map<readonly (string | number)[], string>;
  propertyNames: Map<TypeNode, string[]>;
}

export function createModule(symbols: SymbolTable, types: readonly NamedTypeNode[]): ValidatorModule {
  return {
    symbols,
    types: new Map(types.map((t) => [t.name, t])),
    constants: [],
    runtime: new Set(),
    functions: [],
    usesDroppedFlag: false,
    constantNames: new Set(),
    hoisted: new Map(),
    variantCounters: new Map(),
    variantNames: { read: new Map(), write: new Map() },
    enumKeys: new Map(),
    propertyNames: new Map(),
    emitVariant: () => {
      throw new Error('emitVariant not wired');
    },
  };
}

/** Per-function state: local names in use, the label constants are named after, the shape being validated. */
export interface FunctionScope {
  module: ValidatorModule;
  shape: Shape;
  /** Base name of the function (type identifier), for naming constants and variant helpers. */
  owner: string;
  locals: Set<string>;
}

export function createScope(module: ValidatorModule, shape: Shape, owner: string): FunctionScope {
  return { module, shape, owner, locals: new Set(['v', 'p', 'd', 'r']) };
}

/** A fresh local variable name derived from `base` (`vAmount`, `vAmount2` ...). */
export function local(scope: FunctionScope, base: string): string {
  const safe = base.replace(/[^A-Za-z0-9_$]/g, '_');
  let name = safe;
  for (let n = 2; scope.locals.has(name); n++) name = `${safe}${n}`;
  scope.locals.add(name);
  return name;
}

/** Local name for the value of a property: `v` + the property name with its first letter upper-cased. */
export function propertyLocal(scope: FunctionScope, property: string): string {
  const cleaned = property.replace(/[^A-Za-z0-9_$]/g, '_');
  return local(scope, `v${cleaned.charAt(0).toUpperCase()}${cleaned.slice(1)}`);
}

/** `o.name` when the name is an identifier, `o['x-trace']` otherwise. */
export function access(object: string, property: string): string {
  // A member every object inherits (`toString`, `constructor`, `__proto__` ...) is read only when it is the
  // value's own: `{}` has no `toString` property for JSON, though `({}).toString` is a function.
  if (property in Object.prototype) return `(Object.hasOwn(${object}, ${quoted(property)}) ? ${memberAccess(object, property)} : undefined)`;
  return memberAccess(object, property);
}

/** A value the runtime validation module exports (checked by the compiler). */
export type RuntimeName = keyof typeof Validation & string;

/** Marks a runtime helper as used and returns its name. */
export function rt(scope: FunctionScope | ValidatorModule, name: RuntimeName): string {
  const module = 'module' in scope ? scope.module : scope;
  module.runtime.add(name);
  return name;
}

function constantName(module: ValidatorModule, label: string, suffix: string): string {
  const snake = label
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
  const base = `${snake === '' ? 'VALUE' : /^[0-9]/.test(snake) ? `_${snake}` : snake}_${suffix}`;
  let name = base;
  for (let n = 2; module.constantNames.has(name); n++) name = `${base}_${n}`;
  module.constantNames.add(name);
  return name;
}

/** How generated code tests a pattern: `test(x)` is a boolean expression; `shown` is the pattern for messages. */
export interface PatternTest {
  test: (x: string) => string;
  shown: string;
}

/**
 * A hoisted test for a pattern: a compiled matcher function for the simple anchored patterns schemas mostly use
 * (validator-pattern.ts), else a module-level regular expression. JSON Schema patterns are ECMA-262 with the
 * `u` flag (as ajv compiles them); a pattern only valid without it keeps its meaning without the flag.
 */
export function patternTest(scope: FunctionScope, label: string, pattern: string): PatternTest {
  let re: RegExp;
  try {
    re = new RegExp(pattern, 'u');
  } catch {
    re = new RegExp(pattern);
  }
  const text = `/${re.source}/${re.flags}`;
  const key = `re:${text}`;
  let entry = scope.module.hoisted.get(key);
  if (entry === undefined) {
    const body = compilePattern(pattern);
    if (body !== undefined) {
      const name = functionName(scope.module, label);
      scope.module.constants.push(
        `/** Matches \`${text.replace(/\*\//g, '*\\/')}\` exactly: a deterministic automaton, one pass, no backtracking. */\nfunction ${name}(s: string): boolean {\n${body}\n}`,
      );
      entry = `${name}(`;
    } else {
      const name = constantName(scope.module, label, 'PATTERN');
      scope.module.constants.push(`const ${name} = ${text};`);
      entry = `${name}.test(`;
    }
    scope.module.hoisted.set(key, entry);
  }
  const call = entry;
  return { test: (x) => `${call}${x})`, shown: text };
}

/** `matches<Label>` for a compiled pattern matcher (camel case of the label), unique in the module. */
function functionName(module: ValidatorModule, label: string): string {
  const base = `matches${pascalCase(label)}`;
  let name = base;
  for (let n = 2; module.constantNames.has(name); n++) name = `${base}${n}`;
  module.constantNames.add(name);
  return name;
}

/** Condition that `x` (already known to be a string/number) is one of `values`. */
export function enumCondition(
  scope: FunctionScope,
  label: string,
  x: string,
  values: readonly (string | number)[],
  suffix = 'VALUES',
): string {
  if (values.length <= INLINE_ENUM_LIMIT) return values.map((value) => `${x} === ${literal(value)}`).join(' || ');
  let key = scope.module.enumKeys.get(values);
  if (key === undefined) {
    key = `enum:${enumList(values)}`;
    scope.module.enumKeys.set(values, key);
  }
  let name = scope.module.hoisted.get(key);
  if (name === undefined) {
    name = constantName(scope.module, label, suffix);
    scope.module.hoisted.set(key, name);
    const element = typeof values[0] === 'string' ? 'string' : 'number';
    scope.module.constants.push(`const ${name}: ReadonlySet<${element}> = new Set(${key.slice('enum:'.length)});`);
  }
  return `${name}.has(${x})`;
}

/** The values list of an enum as an array literal (for error messages only: built on the error path). */
export function enumList(values: readonly (string | number)[]): string {
  return `[${values.map(literal).join(', ')}]`;
}

/** Identifier of the shape a ref points at from a function of `shape` (write shapes use input shapes). */
export function refShape(scope: FunctionScope, name: string): string {
  return scope.shape === 'write' ? scope.module.symbols.inputName(name) : scope.module.symbols.typeName(name);
}

/** Properties of an object as one shape sees them: in request validation readOnly ones are dropped, not checked. */
export function propertyRole(property: PropertyNode, shape: Shape): 'checked' | 'dropped' | 'forbidden' {
  if (shape === 'write' && property.access === 'read') return 'dropped';
  if (shape === 'read' && property.access === 'write') return 'forbidden';
  return 'checked';
}

/** A short description of what a type accepts, for oneOf/anyOf messages ("a boolean or BooleanString"). */
export function describeType(type: TypeNode, scope: FunctionScope): string {
  switch (type.kind) {
    case 'string':
      return type.enum && type.enum.length > 0 ? `one of ${type.enum.map((v) => `'${v}'`).join(', ')}` : 'a string';
    case 'number':
      return type.integer ? 'an integer' : 'a number';
    case 'boolean':
      return 'a boolean';
    case 'null':
      return 'null';
    case 'unknown':
      return 'any value';
    case 'binary':
      return 'bytes';
    case 'literal':
      return typeof type.value === 'string' ? `'${type.value}'` : String(type.value);
    case 'array':
      return 'an array';
    case 'object': {
      const required = type.properties.filter((p) => p.required).map((p) => `'${p.name}'`);
      return required.length === 0 ? 'an object' : `an object with ${required.join(', ')}`;
    }
    case 'ref':
      return refShape(scope, type.name);
    case 'union':
      return type.variants.map((v) => describeType(v, scope)).join(' or ');
    case 'intersection':
      return type.members.map((v) => describeType(v, scope)).join(' and ');
  }
}

/** Upper bound of the nesting the generated code accepts; a container at this depth is refused. */
export const DEPTH_CONSTANT = 'MAX_DEPTH';

/**
 * A boolean expression: does `x` match this union variant? Refs and plain primitives are tested in
 * place; anything else gets its own function pair (`valid<Owner>Variant<n>` / `check<Owner>Variant<n>`).
 * Returns the test and, for the collecting pass, the name of the function that reports the variant's errors.
 */
export function variantTest(
  scope: FunctionScope,
  type: TypeNode,
  x: string,
  d: string,
): { test: string; check?: string } {
  if (type.kind === 'ref' && !type.nullable) {
    const name = refShape(scope, type.name);
    return { test: `valid${name}(${x}, ${d})`, check: `check${name}` };
  }
  const plain = plainTest(type, x);
  if (plain !== undefined) return { test: plain };
  // Named per node (both passes reach the same node), numbered per owner.
  const names = scope.module.variantNames[scope.shape];
  let base = names.get(type);
  if (base === undefined) {
    const count = (scope.module.variantCounters.get(scope.owner) ?? 0) + 1;
    scope.module.variantCounters.set(scope.owner, count);
    base = `${scope.owner}Variant${count}`;
    names.set(type, base);
    scope.module.emitVariant(type, base, scope.shape);
  }
  return { test: `valid${base}(${x}, ${d})`, check: `check${base}` };
}

/** An in-place test for a primitive without constraints, or undefined. */
function plainTest(type: TypeNode, x: string): string | undefined {
  const orNull = (test: string): string => (type.nullable ? `(${x} === null || ${test})` : test);
  switch (type.kind) {
    case 'boolean':
      return orNull(`typeof ${x} === 'boolean'`);
    case 'null':
      return `${x} === null`;
    case 'literal':
      return orNull(`${x} === ${literal(type.value)}`);
    case 'unknown':
      return 'true';
    case 'string':
      if (type.enum || type.pattern || type.format || type.minLength !== undefined || type.maxLength !== undefined) {
        return undefined;
      }
      return orNull(`typeof ${x} === 'string'`);
    default:
      return undefined;
  }
}
