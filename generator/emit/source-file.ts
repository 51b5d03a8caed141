/**
 * Builds a source file's text with ts-morph's code writer. Emitters hand over all statements at once: per-node
 * ts-morph manipulation is far too slow for specs with hundreds of schemas, and a source file built from the
 * text would only parse it again (prettier parses it next, and reports any syntax error).
 */
import { CodeBlockWriter } from 'ts-morph';

/** Writes `statements` (each a complete statement with its JSDoc), separated by blank lines, under `header`. */
export function buildSourceFile(header: string, statements: readonly string[]): string {
  const writer = new CodeBlockWriter({ indentNumberOfSpaces: 2, useSingleQuote: true });
  writer.write(header.trimEnd()).blankLine();
  for (const statement of statements) writer.write(statement.trimEnd()).blankLine();
  return writer.toString().trimEnd() + '\n';
}
