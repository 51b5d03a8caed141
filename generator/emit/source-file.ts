/**
 * Builds a source file's text with ts-morph. Emitters hand over all statements at once (one writer function,
 * one parse): per-node ts-morph manipulation is far too slow for specs with hundreds of schemas.
 */
import { Project, type CodeBlockWriter } from 'ts-morph';

let project: Project | undefined;

/** Writes `statements` (each a complete statement with its JSDoc), separated by blank lines, under `header`. */
export function buildSourceFile(path: string, header: string, statements: readonly string[]): string {
  project ??= new Project({ useInMemoryFileSystem: true, skipLoadingLibFiles: true });
  const file = project.createSourceFile(
    path,
    (writer: CodeBlockWriter) => {
      writer.write(header.trimEnd()).blankLine();
      for (const statement of statements) writer.write(statement.trimEnd()).blankLine();
    },
    { overwrite: true },
  );
  const text = file.getFullText();
  project.removeSourceFile(file);
  return text.trimEnd() + '\n';
}
