/**
 * Emits `src/types.ts`: one exported type per named type of the model, in model order, plus a `<Name>Write`
 * shape for every type with readOnly/writeOnly properties (at any depth).
 *
 * The write shape is what request bodies use: it is the `XCreate`/`XUpdate` input type of other generators,
 * without the readOnly properties the server sets. Plain objects become interfaces; everything else becomes a
 * type alias.
 */
import type { ApiModel, NamedTypeNode } from '../../model/types.ts';
import { read } from '../../facts/index.ts';
import { typeIndex } from '../../facts/types.ts';
import { renderDoc, typeDoc } from '../../part-kit/jsdoc.ts';
import type { SymbolTable } from '../../part-kit/symbols.ts';
import { buildSourceFile, type SourceAssembler } from '../../part-kit/source-file.ts';
import { objectMembers, typeExpression, type Shape, type TypeContext } from '../../part-kit/type-expression.ts';

/** Source text of `src/types.ts` for an analysed model (or what `assemble` makes of its header and statements). */
export function emitTypes<T = string>(
  model: ApiModel,
  symbols: SymbolTable,
  assemble: SourceAssembler<T> = buildSourceFile as SourceAssembler<T>,
): T {
  const types = read(model, typeIndex);
  const statements: string[] = [];
  for (const named of model.types) {
    statements.push(declaration(named, 'read', symbols.typeName(named.name), { symbols, types, shape: 'read' }));
    const write = symbols.writeName(named.name);
    if (write !== undefined) {
      statements.push(declaration(named, 'write', write, { symbols, types, shape: 'write' }));
    }
  }
  // An empty model still yields a module, so `export type * from './types.js'` stays valid.
  if (statements.length === 0) statements.push('export {};');
  const header = renderDoc([
    `Types of ${model.title} ${model.version}.`,
    '',
    'Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:',
    'the full type without the read-only properties the server sets.',
  ]);
  return assemble(header, statements);
}

function declaration(named: NamedTypeNode, shape: Shape, name: string, ctx: TypeContext): string {
  const doc = renderDoc(typeDoc(named.type, shapeNotes(named, shape, ctx.symbols)));
  const type = named.type;
  if (type.kind === 'object' && !type.nullable) {
    const members = objectMembers(type, ctx);
    if (members !== '') return `${doc}export interface ${name} {\n${members}\n}`;
  }
  return `${doc}export type ${name} = ${typeExpression(type, ctx)};`;
}

function shapeNotes(named: NamedTypeNode, shape: Shape, symbols: SymbolTable): string[] {
  const notes: string[] = [];
  if (shape === 'write') {
    notes.push(
      `Write shape of {@link ${symbols.typeName(named.name)}}: what requests send (create/update input), without read-only properties.`,
    );
  }
  if (named.xml?.element !== undefined) {
    notes.push(`XML element \`${named.xml.element}\`${named.xml.namespace ? ` in \`${named.xml.namespace}\`` : ''}.`);
  }
  if (named.originalName !== named.name) notes.push(`Defined as \`${named.originalName}\`.`);
  return notes;
}
