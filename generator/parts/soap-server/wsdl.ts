/**
 * Emits `src/wsdl.ts`: the WSDL text the package was generated from, as a string constant, so the server stub
 * can serve it at `?wsdl`. The model does not carry the text, so it is read from `model.source.file` at emit time
 * (same file in, same bytes out). Only the root document is embedded; imported documents are not.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ApiModel } from '../../model/types.ts';
import { renderDoc } from '../../part-kit/jsdoc.ts';
import { recordFile } from '../../read-ledger.ts';
import { buildSourceFile } from '../../part-kit/source-file.ts';

/** The root definition's text, or undefined when it cannot be read (a model built in memory) or is not XML. */
export function definitionText(model: ApiModel): string | undefined {
  let text: string;
  try {
    text = readFileSync(resolve(model.source.file), 'utf8');
    recordFile(model.source.file, text);
  } catch {
    return undefined;
  }
  text = text.replace(/^\uFEFF/, '');
  return text.trimStart().startsWith('<') ? text : undefined;
}

/** Source text of `src/wsdl.ts`: the constant `name` (`connectorWsdl`). */
export function emitSoapWsdl(model: ApiModel, name: string): string {
  const text = definitionText(model);
  const doc = renderDoc([
    `The WSDL of ${model.title} ${model.version} (\`${model.source.file}\`), served by the server stub at \`?wsdl\`.`,
    text === undefined ? 'The definition could not be read when the package was generated.' : 'Generated; do not edit.',
  ]);
  // JSON string syntax is valid JavaScript; the formatter turns it into the project's quote style.
  const statement =
    text === undefined
      ? `${doc}export const ${name}: string | undefined = undefined;`
      : `${doc}export const ${name}: string | undefined = ${JSON.stringify(text).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')};`;
  return buildSourceFile('', [statement]);
}
