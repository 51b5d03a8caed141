/**
 * The fast pass of a generated validator: statements that `return false` at the first broken constraint and
 * otherwise fall through. No paths, no messages, no allocation: a valid value costs only the checks themselves.
 * The collecting pass (validator-check.ts) runs only when this one fails.
 */
import type { ArrayTypeNode, ObjectTypeNode, TypeNode, UnionTypeNode } from '../../model/types.ts';
import { literal } from '../../part-kit/type-expression.ts';
import { patternIncludes } from './pattern.ts';
import {
  DEPTH_CONSTANT,
  access,
  enumCondition,
  local,
  patternTest,
  propertyLocal,
  propertyRole,
  refShape,
  rt,
  variantTest,
  type FunctionScope,
  type RuntimeName,
} from './context.ts';

const STRING_FORMAT_CHECKS: Readonly<Record<string, RuntimeName>> = {
  date: 'isDate',
  'date-time': 'isDateTime',
  decimal: 'isDecimal',
  email: 'isEmail',
  uuid: 'isUuid',
  uri: 'isUri',
  byte: 'isByte',
};
const NUMBER_FORMAT_CHECKS: Readonly<Record<string, RuntimeName>> = { int32: 'isInt32', int64: 'isInt64' };

/**
 * For formats the runtime checks: a pattern every string the check accepts matches (the runtime checks are
 * stricter: calendar days, hour ranges). When a schema's own pattern includes this envelope, the format check
 * implies the pattern and the pattern is not tested again (nor reported twice).
 */
export const FORMAT_ENVELOPES: Record<string, string> = {
  date: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  'date-time': '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$',
  decimal: '^-?[0-9]+(\\.[0-9]+)?$',
  uuid: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
};

/** The pattern of a string node unless its format check already implies it. */
export function effectivePattern(type: Extract<TypeNode, { kind: 'string' }>): string | undefined {
  if (type.pattern === undefined || type.format === undefined) return type.pattern;
  const envelope = FORMAT_ENVELOPES[type.format];
  if (envelope === undefined) return type.pattern;
  // Deciding inclusion builds two automata: once per (pattern, format), not once per use (fixtures ask per example).
  const key = `${type.format}\0${type.pattern}`;
  let implied = IMPLIED.get(key);
  if (implied === undefined) {
    implied = patternIncludes(type.pattern, envelope);
    IMPLIED.set(key, implied);
  }
  return implied ? undefined : type.pattern;
}

/** `format\0pattern` -> whether the format's check implies the pattern. */
const IMPLIED = new Map<string, boolean>();

export { NUMBER_FORMAT_CHECKS, STRING_FORMAT_CHECKS };

/** Statements checking `x` (a local holding the value) at depth expression `d`; `label` names constants. */
export function fastStatements(scope: FunctionScope, type: TypeNode, x: string, d: string, label: string): string[] {
  const body = fastBody(scope, type, x, d, label);
  // JSON Schema `not`: a value the negated type accepts is refused.
  const not = type.not === undefined ? [] : [`if (${variantTest(scope, type.not, x, d).test}) return false;`];
  if (!type.nullable || type.kind === 'null' || type.kind === 'unknown' || body.length === 0) return [...body, ...not];
  return [...guarded(`${x} !== null`, body), ...not];
}

function fastBody(scope: FunctionScope, type: TypeNode, x: string, d: string, label: string): string[] {
  switch (type.kind) {
    case 'unknown':
      return [];
    case 'null':
      return [`if (${x} !== null) return false;`];
    case 'boolean':
      return [`if (typeof ${x} !== 'boolean') return false;`];
    case 'literal':
      return [`if (${x} !== ${literal(type.value)}) return false;`];
    case 'binary':
      return [`if (!(${x} instanceof Uint8Array)) return false;`];
    case 'string': {
      const lines = [`if (typeof ${x} !== 'string') return false;`];
      if (type.enum && type.enum.length > 0) lines.push(`if (!(${enumCondition(scope, label, x, type.enum)})) return false;`);
      // Lengths count code points; UTF-16 length bounds them (cp <= units <= 2 * cp), so most strings skip the count.
      if (type.minLength !== undefined && type.minLength > 0) {
        lines.push(`if (${x}.length < ${type.minLength * 2} && ${rt(scope, 'codePointLength')}(${x}) < ${type.minLength}) return false;`);
      }
      if (type.maxLength !== undefined) {
        lines.push(`if (${x}.length > ${type.maxLength} && ${rt(scope, 'codePointLength')}(${x}) > ${type.maxLength}) return false;`);
      }
      const pattern = effectivePattern(type);
      if (pattern !== undefined) lines.push(`if (!${patternTest(scope, label, pattern).test(x)}) return false;`);
      const format = type.format === undefined ? undefined : STRING_FORMAT_CHECKS[type.format];
      if (format !== undefined) lines.push(`if (!${rt(scope, format)}(${x})) return false;`);
      return lines;
    }
    case 'number': {
      const lines = [
        type.integer
          ? `if (!Number.isInteger(${x})) return false;`
          : `if (!Number.isFinite(${x})) return false;`, // false for every non-number: no coercion
      ];
      const n = `(${x} as number)`;
      if (type.enum && type.enum.length > 0) lines.push(`if (!(${enumCondition(scope, label, n, type.enum)})) return false;`);
      if (type.minimum !== undefined) lines.push(`if (${n} < ${type.minimum}) return false;`);
      if (type.maximum !== undefined) lines.push(`if (${n} > ${type.maximum}) return false;`);
      if (type.exclusiveMinimum !== undefined) lines.push(`if (${n} <= ${type.exclusiveMinimum}) return false;`);
      if (type.exclusiveMaximum !== undefined) lines.push(`if (${n} >= ${type.exclusiveMaximum}) return false;`);
      if (type.multipleOf !== undefined) lines.push(`if (${n} % ${type.multipleOf} !== 0) return false;`);
      const format = type.format === undefined ? undefined : NUMBER_FORMAT_CHECKS[type.format];
      if (format !== undefined) lines.push(`if (!${rt(scope, format)}(${n})) return false;`);
      return lines;
    }
    case 'array':
      return fastArray(scope, type, x, d, label);
    case 'object':
      return fastObject(scope, type, x, d, label);
    case 'ref':
      return [`if (!valid${refShape(scope, type.name)}(${x}, ${d})) return false;`];
    case 'union':
      return fastUnion(scope, type, x, d, label);
    case 'intersection':
      // allOf: every member holds for the same value, each judged on its own (as JSON Schema does).
      return type.members.flatMap((member, i) => fastStatements(scope, member, x, d, `${label}_${i + 1}`));
  }
}

/** Module function (emitted by validators.ts) that sets `tooDeep` and returns false. */
export const TOO_DEEP_FUNCTION = 'refuseTooDeep';

/** Refusing a container nested too deep; the flag lets unions stop trying variants of a hopeless value. */
function depthGuard(d: string): string {
  return `if (${d} >= ${DEPTH_CONSTANT}) return ${TOO_DEEP_FUNCTION}();`;
}

/** `if (cond) { <one check> }` folded into `if (cond && test) return false;` when the check is one such line. */
function guarded(cond: string, checks: string[]): string[] {
  if (checks.length === 0) return [];
  if (checks.length === 1) {
    const m = /^if \((.*)\) return false;$/s.exec(checks[0]);
    if (m !== null && !checks[0].includes('\n')) {
      const test = /\|\||\?/.test(m[1]) ? `(${m[1]})` : m[1];
      return [`if (${cond} && ${test}) return false;`];
    }
  }
  return [`if (${cond}) {`, ...checks, '}'];
}

function deeper(d: string): string {
  const m = /^d(?: \+ (\d+))?$/.exec(d);
  return m ? `d + ${Number(m[1] ?? 0) + 1}` : `${d} + 1`;
}

function fastArray(scope: FunctionScope, type: ArrayTypeNode, x: string, d: string, label: string): string[] {
  const lines = [`if (!Array.isArray(${x})) return false;`, depthGuard(d)];
  if (type.minItems !== undefined && type.minItems > 0) lines.push(`if (${x}.length < ${type.minItems}) return false;`);
  if (type.maxItems !== undefined) lines.push(`if (${x}.length > ${type.maxItems}) return false;`);
  const i = local(scope, 'i');
  const item = local(scope, 'item');
  const itemChecks = fastStatements(scope, type.items, item, deeper(d), `${label}_item`);
  if (itemChecks.length > 0) {
    lines.push(`for (let ${i} = 0; ${i} < ${x}.length; ${i}++) {`, `const ${item}: unknown = ${x}[${i}];`, ...itemChecks, '}');
  }
  if (type.uniqueItems) lines.push(`if (${rt(scope, 'duplicateIndex')}(${x}) !== -1) return false;`);
  return lines;
}

function fastObject(scope: FunctionScope, type: ObjectTypeNode, x: string, d: string, label: string): string[] {
  const o = local(scope, 'o');
  const lines = [
    `if (typeof ${x} !== 'object' || ${x} === null || Array.isArray(${x})) return false;`,
    depthGuard(d),
    `const ${o} = ${x} as Record<string, unknown>;`,
  ];
  const inner = deeper(d);
  for (const property of type.properties) {
    const read = access(o, property.name);
    const role = propertyRole(property, scope.shape);
    if (role === 'dropped') {
      scope.module.usesDroppedFlag = true;
      lines.push(`if (${read} !== undefined) droppedSeen = true;`);
      continue;
    }
    if (role === 'forbidden') {
      lines.push(`if (${read} !== undefined) return false;`);
      continue;
    }
    const value = propertyLocal(scope, property.name);
    const checks = fastStatements(scope, property.type, value, inner, `${label}_${property.name}`);
    if (property.required) {
      lines.push(`const ${value} = ${read};`, `if (${value} === undefined) return false;`, ...checks);
    } else if (checks.length > 0) {
      lines.push(`const ${value} = ${read};`, ...guarded(`${value} !== undefined`, checks));
    }
  }
  lines.push(...fastOtherKeys(scope, type, o, inner, label));
  if (type.minProperties !== undefined || type.maxProperties !== undefined) {
    const count = local(scope, 'count');
    lines.push(`const ${count} = Object.keys(${o}).length;`);
    if (type.minProperties !== undefined) lines.push(`if (${count} < ${type.minProperties}) return false;`);
    if (type.maxProperties !== undefined) lines.push(`if (${count} > ${type.maxProperties}) return false;`);
  }
  return lines;
}

/** Condition that `key` is one of the declared property names. */
export function knownKey(scope: FunctionScope, type: ObjectTypeNode, key: string, label: string): string | undefined {
  let names = scope.module.propertyNames.get(type);
  if (names === undefined) {
    names = type.properties.map((p) => p.name);
    scope.module.propertyNames.set(type, names);
  }
  if (names.length === 0) return undefined;
  return enumCondition(scope, label, key, names, 'KEYS');
}

function fastOtherKeys(scope: FunctionScope, type: ObjectTypeNode, o: string, d: string, label: string): string[] {
  const extra = type.additionalProperties;
  if (extra === true) return [];
  const key = local(scope, 'key');
  const known = knownKey(scope, type, key, label);
  if (extra === false) {
    return [`for (const ${key} in ${o}) {`, known === undefined ? 'return false;' : `if (!(${known})) return false;`, '}'];
  }
  const value = local(scope, 'other');
  const checks = fastStatements(scope, extra, value, d, `${label}_other`);
  if (checks.length === 0) return [];
  return [
    `for (const ${key} in ${o}) {`,
    ...(known === undefined ? [] : [`if (${known}) continue;`]),
    `const ${value} = ${o}[${key}];`,
    ...checks,
    '}',
  ];
}

function fastUnion(scope: FunctionScope, type: UnionTypeNode, x: string, d: string, label: string): string[] {
  const discriminator = type.discriminator;
  if (discriminator !== undefined && discriminator.mapping.length > 0) {
    // Dispatch on the tag: only the variant it names is checked (the seeds' DetailType selects the line kind).
    const lines = [`if (typeof ${x} !== 'object' || ${x} === null || Array.isArray(${x})) return false;`];
    const tag = local(scope, 'tag');
    lines.push(`const ${tag} = ${access(`(${x} as Record<string, unknown>)`, discriminator.property)};`, `switch (${tag}) {`);
    for (const target of groupMapping(discriminator.mapping)) {
      for (const value of target.values) lines.push(`case ${literal(value)}:`);
      lines.push(`if (!valid${refShape(scope, target.type)}(${x}, ${d})) return false;`, 'break;');
    }
    lines.push('default:', 'return false;', '}');
    return lines;
  }
  if (type.variants.length === 0) return ['return false;']; // `never`: no value is valid
  const tests = type.variants.map((variant) => variantTest(scope, variant, x, d).test);
  if (type.mode === 'anyOf') return [`if (!(${tests.join(' || ')})) return false;`];
  // oneOf: exactly one; a variant refused for depth makes the whole value hopeless (and must not be retried).
  const matches = local(scope, 'matches');
  const lines = [`let ${matches} = 0;`];
  for (const test of tests) {
    lines.push(`if (${test}) {`, `if (++${matches} > 1) return false;`, '} else if (tooDeep) return false;');
  }
  lines.push(`if (${matches} !== 1) return false;`);
  return lines;
}

/** Discriminator mapping grouped by target type, in first-seen order. */
export function groupMapping(mapping: readonly { value: string; type: string }[]): { type: string; values: string[] }[] {
  const groups: { type: string; values: string[] }[] = [];
  for (const entry of mapping) {
    const group = groups.find((g) => g.type === entry.type);
    if (group) group.values.push(entry.value);
    else groups.push({ type: entry.type, values: [entry.value] });
  }
  return groups;
}

export { deeper };
