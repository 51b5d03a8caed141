/**
 * Builds a source file's text with a code writer (`code-block-writer`, the one ts-morph is built on, without the
 * TypeScript compiler ts-morph loads with it: 0.6 s of every run's start-up). Emitters hand over all statements at
 * once: per-node AST manipulation is far too slow for specs with hundreds of schemas, and a source file built from the
 * text would only parse it again (the formatter parses it next, and reports any syntax error).
 */
import { createRequire } from 'node:module';
import type { EmittedFile } from '../pipeline/file.ts';

// CommonJS, required rather than imported: Node then does not scan it for named exports.
const CodeBlockWriter = (createRequire(import.meta.url)('code-block-writer') as typeof import('code-block-writer')).default;

/** What an emitter's header and top-level statements become: by default the file's text (`buildSourceFile`). */
export type SourceAssembler<T> = (header: string, statements: readonly string[]) => T;

/** A big file's text and the same text cut between top-level statements, for formatting the pieces in parallel. */
export interface ChunkedSource {
  text: string;
  /** `chunks.join('\n') === text`; each chunk is whole top-level statements (the first also the header). */
  chunks: string[];
}

/** A file is cut into chunks of about this much text (a smaller file is one chunk). */
const CHUNK_SIZE = 128 * 1024;

/** Writes `statements` (each a complete statement with its JSDoc), separated by blank lines, under `header`. */
export function buildSourceFile(header: string, statements: readonly string[]): string {
  return write(header, statements).trimEnd() + '\n';
}

/**
 * The same text as `buildSourceFile`, and its chunks. The formatter prints top-level statements one after another,
 * keeping one blank line between them, so formatting each chunk and joining the results with a newline gives
 * the bytes formatting the whole would (a test holds this for every generated package).
 */
export function buildChunkedSource(header: string, statements: readonly string[]): ChunkedSource {
  const chunks: string[] = [];
  let start = 0;
  let size = header.length;
  for (let i = 0; i + 1 < statements.length; i++) {
    size += statements[i].length;
    if (size < CHUNK_SIZE) continue;
    const slice = statements.slice(start, i + 1);
    chunks.push(start === 0 ? buildSourceFile(header, slice) : piece(slice));
    start = i + 1;
    size = 0;
  }
  const rest = statements.slice(start);
  chunks.push(start === 0 ? buildSourceFile(header, rest) : piece(rest));
  return { text: chunks.join('\n'), chunks };
}

/**
 * Statements joined by blank lines, as the code writer joins them (its output has each statement's lines as given at
 * the top level), at a fraction of its cost: it walks every character to track indentation and strings, a tenth of
 * an edit run's emitting. With an empty piece the writer is used, since it never writes two blank lines for it.
 */
function joined(pieces: readonly string[]): string | undefined {
  const trimmed = pieces.map((p) => p.trimEnd());
  return trimmed.every((p) => p !== '') ? `${trimmed.join('\n\n')}\n` : undefined;
}

/** Statements after the first chunk: no header, no leading blank line. */
function piece(statements: readonly string[]): string {
  const fast = joined(statements);
  if (fast !== undefined) return fast;
  const writer = new CodeBlockWriter({ indentNumberOfSpaces: 2, useSingleQuote: true });
  for (const statement of statements) writer.write(statement.trimEnd()).blankLine();
  return writer.toString().trimEnd() + '\n';
}

function write(header: string, statements: readonly string[]): string {
  const fast = joined([header, ...statements]);
  if (fast !== undefined) return fast;
  const writer = new CodeBlockWriter({ indentNumberOfSpaces: 2, useSingleQuote: true });
  writer.write(header.trimEnd()).blankLine();
  for (const statement of statements) writer.write(statement.trimEnd()).blankLine();
  return writer.toString();
}

/** An emitter's header and statements as the file at `path`, cut into chunks when it is big. */
export const chunkedFile =
  (path: string) =>
  (header: string, statements: readonly string[]): EmittedFile => {
    const { text, chunks } = buildChunkedSource(header, statements);
    return chunks.length > 1 ? { path, content: text, chunks } : { path, content: text };
  };
