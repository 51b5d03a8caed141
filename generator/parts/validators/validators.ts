/**
 * Emits `src/validators.ts`: straight-line TypeScript validators for every named type of the model, one per
 * shape (full `<Name>` = response validation; `<Name>Write` = request validation), exported as
 * `validate.<Name>(value)` and type guards `is.<Name>(value)`. Nothing is interpreted at run time (no schema
 * object, no `eval`, no `new Function`), so it runs under a strict Content-Security-Policy.
 *
 * Each shape gets two functions:
 * - `valid<Name>(v, d)`: the fast pass, a boolean; no paths or messages are built, nothing is allocated;
 * - `check<Name>(v, p, d, r)`: the collecting pass, run only when the fast pass fails: every error with its JSON
 *   pointer, code and sentence.
 * Refs call the referenced shape's functions, so recursive types work; `d` counts container nesting and stops
 * at `MAX_DEPTH` (cyclic or hostile input cannot hang or overflow the stack).
 */
import type { ApiModel, NamedTypeNode, TypeNode } from '../../model/types.ts';
import type { EmitContext } from '../../part-kit/contract.ts';
import { renderDoc } from '../../part-kit/jsdoc.ts';
import { arrowMemberLines, laidOutBlock, laidOutListConstant } from '../../part-kit/layout.ts';
import { functionLayout, laidOutFunction } from '../../part-kit/layout-function.ts';
import { buildSourceFile, type SourceAssembler } from '../../part-kit/source-file.ts';
import { propertyKey } from '../../part-kit/type-expression.ts';
import { checkStatements } from './check.ts';
import { createModule, createScope, rt, type Shape, type ValidatorModule } from './context.ts';
import { TOO_DEEP_FUNCTION, fastStatements } from './fast.ts';

import { validation } from './runtime.ts';

interface ShapeEntry {
  named: NamedTypeNode;
  shape: Shape;
  /** The shape's identifier (type name, and the base of its function names). */
  name: string;
}

/** Source text of `src/validators.ts` for an analysed model (or what `assemble` makes of its header and statements). */
export function emitValidators<T = string>(
  model: ApiModel,
  context: Pick<EmitContext, 'symbols' | 'importFrom'>,
  assemble: SourceAssembler<T> = buildSourceFile as SourceAssembler<T>,
): T {
  const { symbols } = context;
  const module = createModule(symbols, model.types);
  module.emitVariant = (type, base, shape) => emitPair(module, type, base, shape);
  const entries: ShapeEntry[] = [];
  for (const named of model.types) {
    entries.push({ named, shape: 'read', name: symbols.typeName(named.name) });
    const write = symbols.writeName(named.name);
    if (write !== undefined) entries.push({ named, shape: 'write', name: write });
  }
  for (const entry of entries) emitPair(module, entry.named.type, entry.name, entry.shape, entry);

  rt(module, 'MAX_DEPTH');
  rt(module, 'collectResult');
  const laidOut = new Set<number>();
  const asWritten = new Map<number, string>();
  const statements = [
    ...importStatements(module, entries.length > 0, context),
    '/** Set by the fast pass when a container is nested too deep: no union variant can match such a value. */\nlet tooDeep = false;',
    `/** The fast pass refusing a container nested too deep: the flag lets unions stop trying variants. */\nfunction ${TOO_DEEP_FUNCTION}(): false {\ntooDeep = true;\nreturn false;\n}`,
    ...(module.usesDroppedFlag
      ? ['/** Set by the fast pass of a write shape that met a read-only property (reported in `dropped`). */\nlet droppedSeen = false;']
      : []),
  ];
  // The fast and collecting functions (and pattern matchers) are written in the formatter's layout where it is
  // certain (part-kit/layout-function.ts): not formatted.
  for (const statement of [...module.constants, ...module.functions]) {
    const laid = !functionLayout.enabled ? undefined : statement.includes('\nfunction ') ? laidOutFunction(statement) : laidOutSet(statement);
    if (laid !== undefined) {
      laidOut.add(statements.length);
      asWritten.set(statements.length, statement);
    }
    statements.push(laid ?? statement);
  }
  if (entries.length > 0) statements.push(...entryFunctions(module));
  // The two tables are written in the formatter's layout (part-kit/layout.ts) where it is certain: not formatted.
  for (const [laid, plain] of [validateObject(module, entries), guardObject(entries)]) {
    if (laid !== undefined) laidOut.add(statements.length);
    statements.push(laid ?? plain);
  }
  const header = renderDoc([
    `Validators of ${model.title} ${model.version}. Generated from the definition; do not edit.`,
    '',
    '`validate.<Name>(value)` checks a response value (the full shape); `validate.<Name>Write(value)` checks a',
    'request value: read-only properties are accepted and listed in `dropped`. `is.<Name>(value)` is the type',
    'guard. Every error is reported, each with a JSON pointer, a code and a sentence.',
  ]);
  return assemble(header, statements, laidOut, asWritten);
}

/** `const X: ReadonlySet<string> = new Set([...]);` (an enum's or an object's keys) in the formatter's layout. */
function laidOutSet(statement: string): string | undefined {
  const m = /^(const [\w$]+: ReadonlySet<string> = )new Set\(\[(.*)\]\);$/.exec(statement);
  if (m === null) return undefined;
  const elements = m[2].match(/'[^'\\\n]*'/g) ?? [];
  return elements.join(', ') === m[2] ? laidOutListConstant(m[1], 'new Set', elements) : undefined;
}

function importStatements(module: ValidatorModule, hasTypes: boolean, context: Pick<EmitContext, 'importFrom'>): string[] {
  const runtime = [...module.runtime].sort();
  return [
    [
      ...(hasTypes ? [context.importFrom('types', { typeNamespace: 'T' })] : []),
      validation.import(runtime, ['CollectingCheck', 'ValidationReport', 'ValidationResult']),
    ].join('\n'),
  ];
}

/** The fast and collecting functions of one shape (or of an inline union variant). */
function emitPair(module: ValidatorModule, type: TypeNode, base: string, shape: Shape, entry?: ShapeEntry): void {
  const fastScope = createScope(module, shape, base);
  const fast = fastStatements(fastScope, type, 'v', 'd', base);
  const checkScope = createScope(module, shape, base);
  const check = checkStatements(checkScope, type, 'v', 'p', 'd', base);
  const what = entry === undefined ? `a variant of a union in ${base.replace(/Variant\d+$/, '')}` : describeEntry(entry);
  module.functions.push(
    `/** Fast pass: is \`v\` ${what}? */\nfunction valid${base}(v: unknown, d: number): boolean {\n${[...fast, 'return true;'].join('\n')}\n}`,
    `/** Collecting pass: every problem of \`v\` as ${what}, at pointer \`p\`. */\nfunction check${base}(v: unknown, p: string, d: number, r: ValidationReport): void {\n${check.join('\n')}\n}`,
  );
}

function describeEntry(entry: ShapeEntry): string {
  return entry.shape === 'write' ? `a valid ${entry.name} (request shape)` : `a valid ${entry.name}`;
}

/** Module functions every `validate` / `is` member calls: reset the fast pass's flags, run it, collect on failure. */
function entryFunctions(module: ValidatorModule): string[] {
  const lines = [
    '/** A fast pass: is the value valid, at this depth? */\ntype FastCheck = (v: unknown, d: number) => boolean;',
    [
      '/** Fast pass first; the collecting pass only when it fails. */',
      'function resultOf<T>(value: unknown, valid: FastCheck, check: CollectingCheck): ValidationResult<T> {',
      'tooDeep = false;',
      'if (valid(value, 0)) return { ok: true, value: value as T, dropped: [] };',
      'return collectResult<T>(value, check);',
      '}',
    ].join('\n'),
    [
      '/** The type guard of a shape. */',
      'function guardOf(value: unknown, valid: FastCheck): boolean {',
      'tooDeep = false;',
      'return valid(value, 0);',
      '}',
    ].join('\n'),
  ];
  if (module.usesDroppedFlag) {
    lines.push(
      [
        '/** `resultOf` for a request shape: read-only properties seen send the value to the collecting pass (`dropped`). */',
        'function requestResultOf<T>(value: unknown, valid: FastCheck, check: CollectingCheck): ValidationResult<T> {',
        'tooDeep = false;',
        'droppedSeen = false;',
        'if (valid(value, 0) && !droppedSeen) return { ok: true, value: value as T, dropped: [] };',
        'return collectResult<T>(value, check);',
        '}',
      ].join('\n'),
    );
  }
  return lines;
}

/** `[laid out, plain]`: the statement in the formatter's layout (undefined where it is not certain), and as written. */
type TableStatement = [string | undefined, string];

function validateObject(module: ValidatorModule, entries: ShapeEntry[]): TableStatement {
  const members = entries.map((entry) => {
    const scoped = entry.shape === 'write' && module.usesDroppedFlag;
    const run = scoped ? 'requestResultOf' : 'resultOf';
    return { key: propertyKey(entry.name), result: `ValidationResult<T.${entry.name}>`, run, args: ['value', `valid${entry.name}`, `check${entry.name}`] };
  });
  const doc = renderDoc(['Validates a value against a type: `{ ok: true, value }` or `{ ok: false, errors }` with every error.']);
  const plain = members.map((m) => `${m.key}: (value: unknown): ${m.result} => ${m.run}(${m.args.join(', ')}),`);
  return [
    laidOutTable(doc, 'export const validate = {', members.map((m) => arrowMemberLines(m.key, 'value: unknown', m.result, m.run, m.args, 1))),
    `${doc}export const validate = {\n${plain.join('\n')}\n};`,
  ];
}

function guardObject(entries: ShapeEntry[]): TableStatement {
  const doc = renderDoc(['Type guards: `is.<Name>(value)` narrows `value` when it is valid.']);
  const plain = entries.map((entry) => `${propertyKey(entry.name)}: (value: unknown): value is T.${entry.name} => guardOf(value, valid${entry.name}),`);
  const laid = entries.map((entry) => arrowMemberLines(propertyKey(entry.name), 'value: unknown', `value is T.${entry.name}`, 'guardOf', ['value', `valid${entry.name}`], 1));
  return [laidOutTable(doc, 'export const is = {', laid), `${doc}export const is = {\n${plain.join('\n')}\n};`];
}

/** `head` + the members laid out + `};`, when every member could be laid out. */
function laidOutTable(doc: string, head: string, members: (string[] | undefined)[]): string | undefined {
  if (members.some((m) => m === undefined)) return undefined;
  return laidOutBlock(doc, { head, members: members as string[][], close: '};' });
}
