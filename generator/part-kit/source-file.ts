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

/**
 * What an emitter's header and top-level statements become: by default the file's text (`buildSourceFile`).
 * `laidOut` holds the indices of statements the emitter wrote in the formatter's layout already (part-kit/layout.ts):
 * the finishing step does not format those (`chunkedFile`); the text is the same either way. `asWritten` gives, for
 * some of them, the statement as written before it was laid out: what is formatted when the statement is (not in a
 * laid-out chunk), since the formatter does not always keep its own layout as it is (it drops redundant parentheses
 * and lays out what is left anew).
 */
export type SourceAssembler<T> = (
  header: string,
  statements: readonly string[],
  laidOut?: ReadonlySet<number>,
  asWritten?: ReadonlyMap<number, string>,
) => T;

/** A big file's text and the same text cut between top-level statements, for formatting the pieces in parallel. */
export interface ChunkedSource {
  text: string;
  /** `chunks.join('\n') === text`; each chunk is whole top-level statements (the first also the header). */
  chunks: string[];
  /** Per chunk, whether it is in the formatter's layout already (only statements the emitter laid out). */
  laidOut: boolean[];
}

/** A file is cut into chunks of about this much text (a smaller file is one chunk). */
const CHUNK_SIZE = 128 * 1024;

/**
 * A run of laid-out statements shorter than this is formatted with its neighbours rather than made a chunk of its
 * own: each chunk the formatter gets costs a job (a message to a thread, a Biome document), more than a few lines.
 */
const LAID_OUT_RUN = 4 * 1024;

/**
 * Writes `statements` (each a complete statement with its JSDoc), separated by blank lines, under `header`: the
 * whole file is formatted, so a statement is taken as written where `asWritten` has it.
 */
export function buildSourceFile(header: string, statements: readonly string[], _laidOut?: ReadonlySet<number>, asWritten?: ReadonlyMap<number, string>): string {
  return write(header, written(statements, 0, statements.length, asWritten)).trimEnd() + '\n';
}

/** `statements[start..end)`, each as written where `asWritten` has it. */
function written(statements: readonly string[], start: number, end: number, asWritten: ReadonlyMap<number, string> | undefined): readonly string[] {
  const slice = statements.slice(start, end);
  if (asWritten === undefined || asWritten.size === 0) return slice;
  return slice.map((statement, i) => asWritten.get(start + i) ?? statement);
}

/**
 * The same text as `buildSourceFile`, and its chunks. The formatter prints top-level statements one after another,
 * keeping one blank line between them, so formatting each chunk and joining the results with a newline gives
 * the bytes formatting the whole would (a test holds this for every generated package).
 */
export function buildChunkedSource(
  header: string,
  statements: readonly string[],
  laidOut?: ReadonlySet<number>,
  asWritten?: ReadonlyMap<number, string>,
): ChunkedSource {
  const runs = laidOutRuns(statements, laidOut);
  const chunks: string[] = [];
  const flags: boolean[] = [];
  let start = 0;
  let size = header.length;
  const cut = (end: number, flag: boolean): void => {
    // A chunk to format holds statements as written (a laid-out statement in a run too short to be a chunk of its own).
    const slice = flag ? statements.slice(start, end) : written(statements, start, end, asWritten);
    chunks.push(start === 0 ? buildSourceFile(header, slice) : piece(slice));
    flags.push(flag);
    start = end;
    size = 0;
  };
  for (let i = 0; i < statements.length; i++) {
    const run = runs.get(i);
    // A long laid-out run is a chunk of its own; the header stays with a formatted first chunk.
    if (run !== undefined && (i > 0 || header !== '')) {
      if (start < i || i === 0) cut(i, false);
      i = run - 1;
      cut(run, true);
      continue;
    }
    size += statements[i].length;
    if (size >= CHUNK_SIZE && i + 1 < statements.length) cut(i + 1, false);
  }
  if (start < statements.length || chunks.length === 0) cut(statements.length, false);
  return { text: chunks.join('\n'), chunks, laidOut: flags };
}

/** Start index -> end index of every run of laid-out statements long enough to be a chunk of its own. */
function laidOutRuns(statements: readonly string[], laidOut: ReadonlySet<number> | undefined): Map<number, number> {
  const runs = new Map<number, number>();
  if (laidOut === undefined || laidOut.size === 0) return runs;
  for (let i = 0; i < statements.length; i++) {
    if (!laidOut.has(i) || statements[i].trimEnd() === '') continue;
    let end = i;
    let size = 0;
    while (end < statements.length && laidOut.has(end) && statements[end].trimEnd() !== '' && size < CHUNK_SIZE) size += statements[end++].length;
    if (size >= LAID_OUT_RUN) runs.set(i, end);
    i = end - 1;
  }
  return runs;
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
  (header: string, statements: readonly string[], laidOut?: ReadonlySet<number>, asWritten?: ReadonlyMap<number, string>): EmittedFile => {
    const { text, chunks, laidOut: flags } = buildChunkedSource(header, statements, laidOut, asWritten);
    const file: EmittedFile = chunks.length > 1 ? { path, content: text, chunks } : { path, content: text };
    if (flags.some(Boolean)) return { ...file, chunks, laidOut: flags };
    return file;
  };
