/**
 * The collecting pass of a generated validator: statements that record every broken constraint of a value
 * (JSON pointer, code, sentence) in the report `r`, and read-only properties of a request in `r.dropped`. It
 * runs only after the fast pass (validator-fast.ts) failed, so it may build paths and messages freely. A value
 * of the wrong type is reported once, without checking what it would contain.
 */
import type { ArrayTypeNode, ObjectTypeNode, TypeNode, UnionTypeNode } from '../../model/types.ts';
import { literal } from '../../part-kit/type-expression.ts';
import {
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
} from './context.ts';
import { NUMBER_FORMAT_CHECKS, STRING_FORMAT_CHECKS, deeper, effectivePattern, groupMapping, knownKey } from './fast.ts';

/** Pointer segment literal for a property name (escaped at generation time). */
function segment(name: string): string {
  return literal(`/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`);
}

function join(p: string, tail: string): string {
  return p === "''" ? tail : `${p} + ${tail}`;
}

/** `fail(r, path, code, message);`: one error. */
function fail(scope: FunctionScope, p: string, code: string, message: string): string {
  return `${rt(scope, 'fail')}(r, ${p}, '${code}', ${message});`;
}

function expected(scope: FunctionScope, what: string, x: string): string {
  return `${rt(scope, 'expected')}(${literal(what)}, ${x})`;
}

/** Parts of the one-line `if (cond) statement;` lines emitted here, so a guard can fold into the condition. */
const simpleIfs = new Map<string, { cond: string; statement: string }>();

function ifLine(cond: string, statement: string): string {
  const line = `if (${cond}) ${statement}`;
  simpleIfs.set(line, { cond, statement });
  return line;
}

/** `a && b`, with `b` parenthesised when it is a disjunction or a conditional. */
function and(a: string, b: string): string {
  return `${a} && ${/\|\||\?/.test(b) ? `(${b})` : b}`;
}

/** `lines` run only when `cond` holds, folded into one `if` when they are one statement. */
function when(cond: string, lines: string[]): string[] {
  if (lines.length === 0) return [];
  if (lines.length === 1) {
    const simple = simpleIfs.get(lines[0]);
    if (simple !== undefined) return [ifLine(and(cond, simple.cond), simple.statement)];
    if (!lines[0].startsWith('if (') && !lines[0].includes('\n')) return [ifLine(cond, lines[0])];
  }
  return [`if (${cond}) {`, ...lines, '}'];
}

/** `if (cond) first; else rest`, the else part folded when it is one statement. */
function ifElse(cond: string, first: string, rest: string[]): string[] {
  if (rest.length === 0) return [ifLine(cond, first)];
  if (rest.length === 1 && (simpleIfs.has(rest[0]) || !rest[0].includes('\n'))) return [`if (${cond}) ${first}`, `else ${rest[0]}`];
  return [`if (${cond}) ${first}`, 'else {', ...rest, '}'];
}

/** Statements reporting the problems of `x` (path expression `p`, depth expression `d`). */
export function checkStatements(scope: FunctionScope, type: TypeNode, x: string, p: string, d: string, label: string): string[] {
  const body = checkBody(scope, type, x, p, d, label);
  const not = type.not === undefined ? [] : [notCheck(scope, type.not, x, p, d)];
  if (!type.nullable || type.kind === 'null' || type.kind === 'unknown' || body.length === 0) return [...body, ...not];
  return [...when(`${x} !== null`, body), ...not];
}

/** JSON Schema `not`: a value the negated type accepts is an error (code `not`). */
function notCheck(scope: FunctionScope, not: TypeNode, x: string, p: string, d: string): string {
  const what = `a value that is not ${describeType(not, scope)}`;
  return ifLine(variantTest(scope, not, x, d).test, fail(scope, p, 'not', expected(scope, what, x)));
}

/** A type test that reports a wrong type itself (`expectString(r, p, x)` ...), then `rest` when it passed. */
function typed(test: string, rest: string[]): string[] {
  return rest.length === 0 ? [`${test};`] : when(test, rest);
}

/** A wrong-type test written out (types without an `expect` helper); null is reported as `nullable`. */
function typedBy(scope: FunctionScope, wrong: string, what: string, x: string, p: string): string[] {
  return [ifLine(wrong, `${rt(scope, 'typeError')}(r, ${p}, ${literal(what)}, ${x});`)];
}

function checkBody(scope: FunctionScope, type: TypeNode, x: string, p: string, d: string, label: string): string[] {
  switch (type.kind) {
    case 'unknown':
      return [];
    case 'null':
      return [ifLine(`${x} !== null`, fail(scope, p, 'type', expected(scope, 'null', x)))];
    case 'boolean':
      return typed(`${rt(scope, 'expectBoolean')}(r, ${p}, ${x})`, []);
    case 'literal':
      return [ifLine(`${x} !== ${literal(type.value)}`, fail(scope, p, 'const', expected(scope, literalText(type.value), x)))];
    case 'binary':
      return typedBy(scope, `!(${x} instanceof Uint8Array)`, 'bytes (a Uint8Array)', x, p);
    case 'string':
      return typed(`${rt(scope, 'expectString')}(r, ${p}, ${x})`, stringChecks(scope, type, x, p, label));
    case 'number': {
      const test = `${rt(scope, type.integer ? 'expectInteger' : 'expectNumber')}(r, ${p}, ${x})`;
      return typed(test, numberChecks(scope, type, x, p, label));
    }
    case 'array':
      return checkArray(scope, type, x, p, d, label);
    case 'object':
      return checkObject(scope, type, x, p, d, label);
    case 'ref':
      return [`check${refShape(scope, type.name)}(${x}, ${p}, ${d}, r);`];
    case 'union':
      return checkUnion(scope, type, x, p, d, label);
    case 'intersection': {
      const members = type.members.flatMap((member, i) => checkStatements(scope, member, x, p, d, `${label}_${i + 1}`));
      const writable = scope.shape === 'write' ? writableMembers(scope, type.members) : [];
      if (writable.length === 0) return members;
      // allOf: a member that declares a property writable overrules another that marks it read-only (an
      // update shape re-declaring the entity's `Id`), so that property is not reported as dropped.
      const mark = `dropped_${label}`;
      return [
        `const ${mark} = r.dropped.length;`,
        ...members,
        `${rt(scope, 'keepWritable')}(r, ${mark}, ${p}, [${writable.map(literal).join(', ')}]);`,
      ];
    }
  }
}

/** Top-level properties some member of an intersection declares without readOnly (refs resolved, one level). */
function writableMembers(scope: FunctionScope, members: readonly TypeNode[]): string[] {
  const names = new Set<string>();
  for (const member of members) {
    const type = member.kind === 'ref' ? scope.module.types.get(member.name)?.type : member;
    if (type?.kind !== 'object') continue;
    for (const property of type.properties) if (property.access !== 'read') names.add(property.name);
  }
  const readOnly = new Set<string>();
  for (const member of members) {
    const type = member.kind === 'ref' ? scope.module.types.get(member.name)?.type : member;
    if (type?.kind !== 'object') continue;
    for (const property of type.properties) if (property.access === 'read') readOnly.add(property.name);
  }
  // Only names another member marks read-only need the correction.
  return [...names].filter((name) => readOnly.has(name)).sort();
}

function literalText(value: string | number | boolean | null): string {
  return typeof value === 'string' ? `'${value}'` : String(value);
}

function plural(n: number, word: string): string {
  return `${n} ${n === 1 ? word : word.endsWith('y') ? `${word.slice(0, -1)}ies` : `${word}s`}`;
}

/** `enumError(r, p, <values>, x)`: the hoisted set when the test uses one, else the list. */
function enumFailure(scope: FunctionScope, condition: string, values: readonly (string | number)[], x: string, p: string): string {
  const set = /^([A-Z0-9_]+)\.has\(/.exec(condition);
  return `${rt(scope, 'enumError')}(r, ${p}, ${set ? set[1] : enumList(values)}, ${x});`;
}

function stringChecks(scope: FunctionScope, type: Extract<TypeNode, { kind: 'string' }>, x: string, p: string, label: string): string[] {
  const lines: string[] = [];
  if (type.enum && type.enum.length > 0) {
    const condition = enumCondition(scope, label, x, type.enum);
    lines.push(ifLine(`!(${condition})`, enumFailure(scope, condition, type.enum, x, p)));
  }
  const min = type.minLength !== undefined && type.minLength > 0 ? type.minLength : undefined;
  if (min !== undefined || type.maxLength !== undefined) {
    lines.push(`${rt(scope, 'reportLength')}(r, ${p}, ${x}, ${String(min)}, ${String(type.maxLength)});`);
  }
  const effective = effectivePattern(type);
  if (effective !== undefined) {
    const pattern = patternTest(scope, label, effective);
    lines.push(ifLine(`!${pattern.test(x)}`, `${rt(scope, 'patternError')}(r, ${p}, ${literal(pattern.shown)}, ${x});`));
  }
  const format = type.format === undefined ? undefined : STRING_FORMAT_CHECKS[type.format];
  if (format !== undefined && type.format !== undefined) {
    lines.push(ifLine(`!${rt(scope, format)}(${x})`, `${rt(scope, 'formatError')}(r, ${p}, ${literal(type.format)}, ${x});`));
  }
  return lines;
}

function numberChecks(scope: FunctionScope, type: Extract<TypeNode, { kind: 'number' }>, x: string, p: string, label: string): string[] {
  const lines: string[] = [];
  if (type.enum && type.enum.length > 0) {
    const condition = enumCondition(scope, label, x, type.enum);
    lines.push(ifLine(`!(${condition})`, enumFailure(scope, condition, type.enum, x, p)));
  }
  const bound = (value: number | undefined, op: string, code: string, what: string): void => {
    if (value !== undefined) lines.push(ifLine(`${x} ${op} ${value}`, fail(scope, p, code, expected(scope, `${what} ${value}`, x))));
  };
  bound(type.minimum, '<', 'minimum', 'at least');
  bound(type.maximum, '>', 'maximum', 'at most');
  bound(type.exclusiveMinimum, '<=', 'exclusiveMinimum', 'more than');
  bound(type.exclusiveMaximum, '>=', 'exclusiveMaximum', 'less than');
  if (type.multipleOf !== undefined) {
    const message = expected(scope, `a multiple of ${type.multipleOf}`, x);
    lines.push(ifLine(`${x} % ${type.multipleOf} !== 0`, fail(scope, p, 'multipleOf', message)));
  }
  const format = type.format === undefined ? undefined : NUMBER_FORMAT_CHECKS[type.format];
  if (format !== undefined && type.format !== undefined) {
    lines.push(ifLine(`!${rt(scope, format)}(${x})`, `${rt(scope, 'formatError')}(r, ${p}, ${literal(type.format)}, ${x});`));
  }
  return lines;
}

function checkArray(scope: FunctionScope, type: ArrayTypeNode, x: string, p: string, d: string, label: string): string[] {
  const body: string[] = [];
  const min = type.minItems !== undefined && type.minItems > 0 ? type.minItems : undefined;
  if (min !== undefined || type.maxItems !== undefined) {
    body.push(`${rt(scope, 'reportItemCount')}(r, ${p}, ${x}, ${String(min)}, ${String(type.maxItems)});`);
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
      ifLine(`${at} !== -1`, fail(scope, join(p, `'/' + ${at}`), 'uniqueItems', `\`item \${${at}} repeats an earlier item\``)),
    );
  }
  const test = `${rt(scope, 'expectArray')}(r, ${p}, ${x}, ${d})`;
  return body.length === 0 ? [`${test};`] : [`if (${test}) {`, ...body, '}'];
}

function checkObject(scope: FunctionScope, type: ObjectTypeNode, x: string, p: string, d: string, label: string): string[] {
  const o = x;
  const body: string[] = [];
  const inner = deeper(d);
  for (const property of type.properties) {
    const read = access(o, property.name);
    const at = join(p, segment(property.name));
    const role = propertyRole(property, scope.shape);
    if (role === 'dropped') {
      body.push(ifLine(`${read} !== undefined`, `r.dropped.push(${at});`));
      continue;
    }
    if (role === 'forbidden') {
      const message = literal(`'${property.name}' is write-only: a response never carries it`);
      body.push(ifLine(`${read} !== undefined`, fail(scope, at, 'writeOnly', message)));
      continue;
    }
    const value = propertyLocal(scope, property.name);
    const checks = checkStatements(scope, property.type, value, at, inner, `${label}_${property.name}`);
    if (property.required) {
      const missing = `${rt(scope, 'required')}(r, ${at}, ${literal(property.name)});`;
      body.push(`const ${value} = ${read};`, ...ifElse(`${value} === undefined`, missing, checks));
    } else if (checks.length === 1 && usedOnce(checks[0], value)) {
      // One statement that only passes the value on: read the property in place, no local.
      body.push(...when(`${read} !== undefined`, [checks[0].replace(new RegExp(`\\b${value}\\b`), () => read)]));
    } else if (checks.length > 0) {
      body.push(`const ${value} = ${read};`, ...when(`${value} !== undefined`, checks));
    }
  }
  body.push(...checkOtherKeys(scope, type, o, p, inner, label));
  if (type.minProperties !== undefined || type.maxProperties !== undefined) {
    const count = local(scope, 'count');
    body.push(`const ${count} = Object.keys(${o}).length;`);
    if (type.minProperties !== undefined) {
      const message = `\`expected at least ${plural(type.minProperties, 'property')}, got \${${count}}\``;
      body.push(ifLine(`${count} < ${type.minProperties}`, fail(scope, p, 'minProperties', message)));
    }
    if (type.maxProperties !== undefined) {
      const message = `\`expected at most ${plural(type.maxProperties, 'property')}, got \${${count}}\``;
      body.push(ifLine(`${count} > ${type.maxProperties}`, fail(scope, p, 'maxProperties', message)));
    }
  }
  const test = `${rt(scope, 'expectObject')}(r, ${p}, ${x}, ${d})`;
  return body.length === 0 ? [`${test};`] : [`if (${test}) {`, ...body, '}'];
}

/** True when `line` is one plain statement naming `name` once (so `name` needs no narrowing there). */
function usedOnce(line: string, name: string): boolean {
  if (line.includes('\n') || line.startsWith('if (') || name.includes('$')) return false;
  // One expression per name, not per line asked about (`match` with `g` starts and ends at lastIndex 0).
  let pattern = NAME_PATTERNS.get(name);
  if (pattern === undefined) {
    pattern = new RegExp(`\\b${name}\\b`, 'g');
    NAME_PATTERNS.set(name, pattern);
  }
  return (line.match(pattern) ?? []).length === 1;
}

const NAME_PATTERNS = new Map<string, RegExp>();

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
    return ifElse(objectTest(x), `${rt(scope, 'typeError')}(r, ${p}, 'an object', ${x});`, body);
  }
  // No variant (`enum: []`, typed `never`): no value is valid.
  if (type.variants.length === 0) return [fail(scope, p, 'enum', expected(scope, 'no value (the definition allows none)', x))];
  const tests = type.variants.map((variant) => variantTest(scope, variant, x, d));
  const matches = local(scope, 'matches');
  const what = type.variants.map((v) => describeType(v, scope)).join(' or ');
  const lines = [`const ${matches} = ${tests.map((t) => `(${t.test} ? 1 : 0)`).join(' + ')};`];
  if (type.mode === 'anyOf') {
    lines.push(ifLine(`${matches} === 0`, fail(scope, p, 'anyOf', expected(scope, what, x))));
    return lines;
  }
  // None matched: when exactly one variant can report details, its errors say more than "none matched".
  const none = expected(scope, `exactly one of: ${what}`, x);
  const many = `\`expected exactly one of: ${what.replace(/[`$\\]/g, '\\$&')}; \${${matches}} match\``;
  lines.push(`if (${matches} === 0) ${fail(scope, p, 'oneOf', none)}`);
  lines.push(`else if (${matches} > 1) ${fail(scope, p, 'oneOf', many)}`);
  return lines;
}
