/**
 * The collecting pass of a generated validator: statements that record every broken constraint of a value
 * (JSON pointer, code, sentence) in the report `r`, and read-only properties of a request in `r.dropped`. It
 * runs only after the fast pass (validator-fast.ts) failed, so it may build paths and messages freely. A value
 * of the wrong type is reported once, without checking what it would contain.
 */
import type { ArrayTypeNode, ObjectTypeNode, TypeNode, UnionTypeNode } from '../model/types.ts';
import { literal } from './type-expression.ts';
import {
  DEPTH_CONSTANT,
  access,
  describeType,
  enumCondition,
  enumList,
  local,
  patternTest,
  propertyLocal,
  propertyRole,
  refShape,
  rt,
  variantTest,
  type FunctionScope,
} from './validator-context.ts';
import { NUMBER_FORMAT_CHECKS, STRING_FORMAT_CHECKS, deeper, effectivePattern, groupMapping, knownKey } from './validator-fast.ts';

/** Reports beyond this many errors are cut short (cyclic input would otherwise be walked along every branch). */
export const ERROR_LIMIT_CONSTANT = 'ERROR_LIMIT';

/** Pointer segment literal for a property name (escaped at generation time). */
function segment(name: string): string {
  return literal(`/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`);
}

function join(p: string, tail: string): string {
  return p === "''" ? tail : `${p} + ${tail}`;
}

function fail(scope: FunctionScope, p: string, code: string, message: string): string {
  void scope;
  return `r.errors.push({ path: ${p}, code: '${code}', message: ${message} });`;
}

function expected(scope: FunctionScope, what: string, x: string): string {
  return `${rt(scope, 'expected')}(${literal(what)}, ${x})`;
}

/** Statements reporting the problems of `x` (path expression `p`, depth expression `d`). */
export function checkStatements(scope: FunctionScope, type: TypeNode, x: string, p: string, d: string, label: string): string[] {
  const body = checkBody(scope, type, x, p, d, label);
  if (!type.nullable || type.kind === 'null' || type.kind === 'unknown' || body.length === 0) return body;
  return [`if (${x} !== null) {`, ...body, '}'];
}

/** `if (<wrong type>) report; else { rest }`, with null reported as `nullable` (the type does not allow it). */
function typed(scope: FunctionScope, wrong: string, what: string, x: string, p: string, rest: string[]): string[] {
  const message = expected(scope, what, x);
  const lines = [
    `if (${wrong}) {`,
    `r.errors.push({ path: ${p}, code: ${x} === null ? 'nullable' : 'type', message: ${message} });`,
  ];
  if (rest.length === 0) return [...lines, '}'];
  // One plain `if` after the type check reads best as `else if`.
  if (rest.length === 1 && rest[0].startsWith('if (')) return [...lines, `} else ${rest[0]}`];
  return [...lines, '} else {', ...rest, '}'];
}

function checkBody(scope: FunctionScope, type: TypeNode, x: string, p: string, d: string, label: string): string[] {
  switch (type.kind) {
    case 'unknown':
      return [];
    case 'null':
      return [`if (${x} !== null) ${fail(scope, p, 'type', expected(scope, 'null', x))}`];
    case 'boolean':
      return typed(scope, `typeof ${x} !== 'boolean'`, 'true or false', x, p, []);
    case 'literal':
      return [`if (${x} !== ${literal(type.value)}) ${fail(scope, p, 'const', expected(scope, literalText(type.value), x))}`];
    case 'binary':
      return typed(scope, `!(${x} instanceof Uint8Array)`, 'bytes (a Uint8Array)', x, p, []);
    case 'string':
      return typed(scope, `typeof ${x} !== 'string'`, 'a string', x, p, stringChecks(scope, type, x, p, label));
    case 'number': {
      const wrong = type.integer ? `!Number.isInteger(${x})` : `typeof ${x} !== 'number' || !Number.isFinite(${x})`;
      return typed(scope, wrong, type.integer ? 'an integer' : 'a number', x, p, numberChecks(scope, type, x, p, label));
    }
    case 'array':
      return checkArray(scope, type, x, p, d, label);
    case 'object':
      return checkObject(scope, type, x, p, d, label);
    case 'ref':
      return [`check${refShape(scope, type.name)}(${x}, ${p}, ${d}, r);`];
    case 'union':
      return checkUnion(scope, type, x, p, d, label);
    case 'intersection':
      return type.members.flatMap((member, i) => checkStatements(scope, member, x, p, d, `${label}_${i + 1}`));
  }
}

function literalText(value: string | number | boolean | null): string {
  return typeof value === 'string' ? `'${value}'` : String(value);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function stringChecks(scope: FunctionScope, type: Extract<TypeNode, { kind: 'string' }>, x: string, p: string, label: string): string[] {
  const lines: string[] = [];
  if (type.enum && type.enum.length > 0) {
    const message = `${rt(scope, 'expectedOneOf')}(${enumList(type.enum)}, ${x})`;
    lines.push(`if (!(${enumCondition(scope, label, x, type.enum)})) ${fail(scope, p, 'enum', message)}`);
  }
  const length = rt.bind(null, scope);
  if (type.minLength !== undefined && type.minLength > 0) {
    const message = expected(scope, `at least ${plural(type.minLength, 'character')}`, x);
    lines.push(`if (${length('codePointLength')}(${x}) < ${type.minLength}) ${fail(scope, p, 'minLength', message)}`);
  }
  if (type.maxLength !== undefined) {
    const message = expected(scope, `at most ${plural(type.maxLength, 'character')}`, x);
    lines.push(`if (${length('codePointLength')}(${x}) > ${type.maxLength}) ${fail(scope, p, 'maxLength', message)}`);
  }
  const effective = effectivePattern(type);
  if (effective !== undefined) {
    const pattern = patternTest(scope, label, effective);
    const message = expected(scope, `text matching ${pattern.shown}`, x);
    lines.push(`if (!${pattern.test(x)}) ${fail(scope, p, 'pattern', message)}`);
  }
  const format = type.format === undefined ? undefined : STRING_FORMAT_CHECKS[type.format];
  if (format !== undefined && type.format !== undefined) {
    const message = `${rt(scope, 'formatMessage')}(${literal(type.format)}, ${x})`;
    lines.push(`if (!${rt(scope, format)}(${x})) ${fail(scope, p, 'format', message)}`);
  }
  return lines;
}

function numberChecks(scope: FunctionScope, type: Extract<TypeNode, { kind: 'number' }>, x: string, p: string, label: string): string[] {
  const n = `(${x} as number)`;
  const lines: string[] = [];
  if (type.enum && type.enum.length > 0) {
    const message = `${rt(scope, 'expectedOneOf')}(${enumList(type.enum)}, ${x})`;
    lines.push(`if (!(${enumCondition(scope, label, n, type.enum)})) ${fail(scope, p, 'enum', message)}`);
  }
  const bound = (value: number | undefined, op: string, code: string, what: string): void => {
    if (value !== undefined) lines.push(`if (${n} ${op} ${value}) ${fail(scope, p, code, expected(scope, `${what} ${value}`, x))}`);
  };
  bound(type.minimum, '<', 'minimum', 'at least');
  bound(type.maximum, '>', 'maximum', 'at most');
  bound(type.exclusiveMinimum, '<=', 'exclusiveMinimum', 'more than');
  bound(type.exclusiveMaximum, '>=', 'exclusiveMaximum', 'less than');
  if (type.multipleOf !== undefined) {
    const message = expected(scope, `a multiple of ${type.multipleOf}`, x);
    lines.push(`if (${n} % ${type.multipleOf} !== 0) ${fail(scope, p, 'multipleOf', message)}`);
  }
  const format = type.format === undefined ? undefined : NUMBER_FORMAT_CHECKS[type.format];
  if (format !== undefined && type.format !== undefined) {
    const message = `${rt(scope, 'formatMessage')}(${literal(type.format)}, ${x})`;
    lines.push(`if (!${rt(scope, format)}(${n})) ${fail(scope, p, 'format', message)}`);
  }
  return lines;
}

/** Depth and error-budget guards around descending into a container. */
function descend(scope: FunctionScope, p: string, d: string, body: string[]): string[] {
  return [
    `if (${d} >= ${DEPTH_CONSTANT}) {`,
    fail(scope, p, 'depth', literal('nested deeper than the limit of ') + ` + ${DEPTH_CONSTANT} + ' levels'`),
    `} else if (r.errors.length < ${ERROR_LIMIT_CONSTANT}) {`,
    ...body,
    '}',
  ];
}

function checkArray(scope: FunctionScope, type: ArrayTypeNode, x: string, p: string, d: string, label: string): string[] {
  const body: string[] = [];
  if (type.minItems !== undefined && type.minItems > 0) {
    const message = expected(scope, `at least ${plural(type.minItems, 'item')}`, x);
    body.push(`if (${x}.length < ${type.minItems}) ${fail(scope, p, 'minItems', message)}`);
  }
  if (type.maxItems !== undefined) {
    const message = expected(scope, `at most ${plural(type.maxItems, 'item')}`, x);
    body.push(`if (${x}.length > ${type.maxItems}) ${fail(scope, p, 'maxItems', message)}`);
  }
  const i = local(scope, 'i');
  const item = local(scope, 'item');
  const itemChecks = checkStatements(scope, type.items, item, join(p, `'/' + ${i}`), deeper(d), `${label}_item`);
  if (itemChecks.length > 0) {
    body.push(`for (let ${i} = 0; ${i} < ${x}.length; ${i}++) {`, `const ${item}: unknown = ${x}[${i}];`, ...itemChecks, '}');
  }
  if (type.uniqueItems) {
    const at = local(scope, 'repeated');
    body.push(
      `const ${at} = ${rt(scope, 'duplicateIndex')}(${x});`,
      `if (${at} !== -1) ${fail(scope, join(p, `'/' + ${at}`), 'uniqueItems', `\`item \${${at}} repeats an earlier item\``)}`,
    );
  }
  return typed(scope, `!Array.isArray(${x})`, 'an array', x, p, descend(scope, p, d, body));
}

function checkObject(scope: FunctionScope, type: ObjectTypeNode, x: string, p: string, d: string, label: string): string[] {
  const o = local(scope, 'o');
  const body = [`const ${o} = ${x} as Record<string, unknown>;`];
  const inner = deeper(d);
  for (const property of type.properties) {
    const read = access(o, property.name);
    const at = join(p, segment(property.name));
    const role = propertyRole(property, scope.shape);
    if (role === 'dropped') {
      body.push(`if (${read} !== undefined) r.dropped.push(${at});`);
      continue;
    }
    if (role === 'forbidden') {
      const message = literal(`'${property.name}' is write-only: a response never carries it`);
      body.push(`if (${read} !== undefined) ${fail(scope, at, 'writeOnly', message)}`);
      continue;
    }
    const value = propertyLocal(scope, property.name);
    const checks = checkStatements(scope, property.type, value, at, inner, `${label}_${property.name}`);
    if (property.required) {
      const missing = `${rt(scope, 'missing')}(${literal(property.name)})`;
      body.push(`const ${value} = ${read};`, `if (${value} === undefined) {`, fail(scope, at, 'required', missing));
      body.push(...(checks.length > 0 ? ['} else {', ...checks, '}'] : ['}']));
    } else if (checks.length > 0) {
      body.push(`const ${value} = ${read};`, `if (${value} !== undefined) {`, ...checks, '}');
    }
  }
  body.push(...checkOtherKeys(scope, type, o, p, inner, label));
  if (type.minProperties !== undefined || type.maxProperties !== undefined) {
    const count = local(scope, 'count');
    body.push(`const ${count} = Object.keys(${o}).length;`);
    if (type.minProperties !== undefined) {
      const message = `\`expected at least ${plural(type.minProperties, 'property')}, got \${${count}}\``;
      body.push(`if (${count} < ${type.minProperties}) ${fail(scope, p, 'minProperties', message)}`);
    }
    if (type.maxProperties !== undefined) {
      const message = `\`expected at most ${plural(type.maxProperties, 'property')}, got \${${count}}\``;
      body.push(`if (${count} > ${type.maxProperties}) ${fail(scope, p, 'maxProperties', message)}`);
    }
  }
  return typed(scope, objectTest(x), 'an object', x, p, descend(scope, p, d, body));
}

function objectTest(x: string): string {
  return `typeof ${x} !== 'object' || ${x} === null || Array.isArray(${x})`;
}

function checkOtherKeys(scope: FunctionScope, type: ObjectTypeNode, o: string, p: string, d: string, label: string): string[] {
  const extra = type.additionalProperties;
  if (extra === true) return [];
  const key = local(scope, 'key');
  const known = knownKey(scope, type, key, label);
  const at = join(p, `'/' + ${rt(scope, 'escapePointer')}(${key})`);
  if (extra === false) {
    const report = fail(scope, at, 'additionalProperties', `\`unexpected property '\${${key}}'\``);
    return [`for (const ${key} in ${o}) {`, known === undefined ? report : `if (!(${known})) ${report}`, '}'];
  }
  const value = local(scope, 'other');
  const checks = checkStatements(scope, extra, value, at, d, `${label}_other`);
  if (checks.length === 0) return [];
  return [
    `for (const ${key} in ${o}) {`,
    ...(known === undefined ? [] : [`if (${known}) continue;`]),
    `const ${value} = ${o}[${key}];`,
    ...checks,
    '}',
  ];
}

function checkUnion(scope: FunctionScope, type: UnionTypeNode, x: string, p: string, d: string, label: string): string[] {
  const discriminator = type.discriminator;
  if (discriminator !== undefined && discriminator.mapping.length > 0) {
    const tag = local(scope, 'tag');
    const at = join(p, segment(discriminator.property));
    const values = discriminator.mapping.map((m) => m.value);
    const body = [`const ${tag} = ${access(`(${x} as Record<string, unknown>)`, discriminator.property)};`, `switch (${tag}) {`];
    for (const target of groupMapping(discriminator.mapping)) {
      for (const value of target.values) body.push(`case ${literal(value)}:`);
      body.push(`check${refShape(scope, target.type)}(${x}, ${p}, ${d}, r);`, 'break;');
    }
    const message = `${rt(scope, 'expectedOneOf')}(${enumList(values)}, ${tag})`;
    body.push('default:', fail(scope, at, 'discriminator', message), '}');
    return typed(scope, objectTest(x), 'an object', x, p, body);
  }
  const tests = type.variants.map((variant) => variantTest(scope, variant, x, d));
  const matches = local(scope, 'matches');
  const what = type.variants.map((v) => describeType(v, scope)).join(' or ');
  const lines = [`const ${matches} = ${tests.map((t) => `(${t.test} ? 1 : 0)`).join(' + ')};`];
  if (type.mode === 'anyOf') {
    lines.push(`if (${matches} === 0) ${fail(scope, p, 'anyOf', expected(scope, what, x))}`);
    return lines;
  }
  // None matched: when exactly one variant can report details, its errors say more than "none matched".
  const none = expected(scope, `exactly one of: ${what}`, x);
  const many = `\`expected exactly one of: ${what.replace(/[`$\\]/g, '\\$&')}; \${${matches}} match\``;
  lines.push(`if (${matches} === 0) ${fail(scope, p, 'oneOf', none)}`);
  lines.push(`else if (${matches} > 1) ${fail(scope, p, 'oneOf', many)}`);
  return lines;
}
