/**
 * Emits `src/calls.ts`: one function per HTTP operation, `createInvoice(connection, invoice, options?)`, the same
 * call the client class's method makes, but each a module export of its own, so a bundler keeps only the
 * operations a program calls (the class keeps every method). A connection comes from `connect<Pascal>(options)`
 * (re-exported here), or is the client itself. Functions are named after the operations; an operation named with
 * a reserved word is exported under that name all the same (`export { delete_ as delete }`).
 */
import { clientPathParameters, httpOperations, restNames } from '../../facts/http.ts';
import { read } from '../../facts/index.ts';
import { typeIndex } from '../../facts/types.ts';
import { isIdentifier, RESERVED_WORDS } from '../../model/naming.ts';
import type { ApiModel } from '../../model/types.ts';
import type { EmitContext } from '../../part-kit/contract.ts';
import { renderDoc } from '../../part-kit/jsdoc.ts';
import type { SymbolTable } from '../../part-kit/symbols.ts';
import { laidOutReturnCall } from '../../part-kit/layout.ts';
import { functionLayout } from '../../part-kit/layout-function.ts';
import { buildSourceFile, type SourceAssembler } from '../../part-kit/source-file.ts';
import type { TypeContext } from '../../part-kit/type-expression.ts';
import { callSignature } from '../rest-client/call.ts';

/** The symbols with every type name reached through the `T` namespace import (no clash with a function's name). */
function qualified(symbols: SymbolTable): SymbolTable {
  return {
    typeName: (name) => `T.${symbols.typeName(name)}`,
    writeName: (name) => {
      const write = symbols.writeName(name);
      return write === undefined ? undefined : `T.${write}`;
    },
    inputName: (name) => `T.${symbols.inputName(name)}`,
  };
}

/** Source text of `src/calls.ts` (or what `assemble` makes of its header and statements). */
export function emitCalls<T = string>(
  model: ApiModel,
  context: Pick<EmitContext, 'symbols' | 'importFrom'>,
  assemble: SourceAssembler<T> = buildSourceFile as SourceAssembler<T>,
): T {
  const names = restNames(model);
  const held = clientPathParameters(model);
  const used = new Set<string>();
  const types: TypeContext = { symbols: qualified(context.symbols), types: read(model, typeIndex), shape: 'read', used };
  const write: TypeContext = { ...types, shape: 'write' };
  const ops = httpOperations(model);
  const opNames = new Set(ops.map((op) => op.name));
  const renamed: string[] = [];
  const functions = ops.map((op) => {
    const call = callSignature(op, model, { held, types, write, callOptions: `C.${names.callOptions}`, target: 'connection' });
    const local = isIdentifier(op.name) && !RESERVED_WORDS.has(op.name) && op.name !== 'connection' ? op.name : `${op.name}_`;
    if (local !== op.name) renamed.push(`export { ${local} as ${op.name} };`);
    const flagged = (op.bodyFlags ?? []).length > 0;
    const doc = renderDoc([...call.doc, '', `\`${names.client}.${op.name}\` as a function of a connection (\`${names.connect}(options)\`).`]);
    const head = `${local === op.name ? 'export ' : ''}function ${local}`;
    const body = call.body(`D.${call.descriptor}`);
    return {
      flagged,
      // In the formatter's layout where it is certain (part-kit/layout.ts): not formatted.
      laidOut: functionLayout.enabled ? laidOutBody(doc, head, [`connection: C.${names.connection}`, ...call.parameterList], `Promise<${call.result}>`, body) : undefined,
      text: `${doc}${head}(connection: C.${names.connection}, ${call.parameters}): Promise<${call.result}> {
  return ${body};
}`,
    };
  });
  const reexports = [names.connect, names.connection].filter((n) => !opNames.has(n));
  const statements = [
    ...(reexports.length > 0 ? [`export { ${names.connect}${reexports.includes(names.connection) ? `, type ${names.connection}` : ''} } from './client.js';`] : []),
    ...(functions.some((f) => f.flagged)
      ? [`/** The body with the flags given in the call options set (flags left undefined keep the body's own value). */
function withFlags<B>(body: B, flags: { readonly [member: string]: boolean | undefined }): B {
  const set = Object.entries(flags).filter(([, v]) => v !== undefined);
  return set.length === 0 || body === null || typeof body !== 'object' ? body : { ...body, ...Object.fromEntries(set) };
}`]
      : []),
  ];
  const laidOut = new Set<number>();
  const asWritten = new Map<number, string>();
  for (const f of functions) {
    if (f.laidOut !== undefined) {
      laidOut.add(statements.length);
      asWritten.set(statements.length, f.text);
    }
    statements.push(f.laidOut ?? f.text);
  }
  statements.push(...renamed);
  const header = `${renderDoc([
    `One function per operation of ${model.title} ${model.version}: \`${ops[0]?.name ?? 'operation'}(connection, ...)\`, the same calls as \`${names.client}\`'s`,
    'methods, each its own export, so a bundle keeps only the operations a program calls.',
    '',
    '```ts',
    `const connection = ${names.connect}({ ... });`,
    `const result = await ${ops[0]?.name ?? 'operation'}(connection, ...);`,
    '```',
    '',
    'Generated from the definition; do not edit.',
  ])}${[
    context.importFrom('rest-client', { typeNamespace: 'C' }),
    context.importFrom('operations', { module: 'operation-descriptors', namespace: 'D' }),
    ...(used.size > 0 ? [context.importFrom('types', { typeNamespace: 'T' })] : []),
  ].join('\n')}`;
  return assemble(header, statements, laidOut, asWritten);
}

/** The function laid out, from the call its body makes (`callee(args, {` + one member per line + `})`). */
function laidOutBody(doc: string, head: string, params: readonly string[], result: string, body: string): string | undefined {
  const lines = body.split('\n');
  const open = /^([\w$.]+)\((.*), \{$/.exec(lines[0]);
  if (open === null || lines[lines.length - 1].trim() !== '})' || open[2].includes('(')) return undefined;
  // `path: {  }` as the formatter writes it.
  const members = lines.slice(1, -1).map((line) => line.trim().replace(/: \{ {2}\},$/, ': {},'));
  if (!members.every((m) => m.endsWith(','))) return undefined;
  return laidOutReturnCall(doc, head, params, result, open[1], open[2].split(', '), members.map((m) => m.slice(0, -1)));
}
