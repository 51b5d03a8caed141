/**
 * A source file's statements are joined by blank lines (part-kit/source-file.ts) without the code writer, which
 * cost a tenth of an edit run's emitting: the text must be the bytes the writer gives, for ordinary statements and
 * the odd ones (indented first lines, tabs, templates holding blank lines, CRLF, empty statements, which the writer
 * handles itself), and chunks must join to the whole.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { buildChunkedSource, buildSourceFile } from '../../generator/part-kit/source-file.ts';

const CodeBlockWriter = (createRequire(import.meta.url)('code-block-writer') as typeof import('code-block-writer')).default;

/** What the writer makes of a header and statements: the reference. */
function byWriter(header: string, statements: readonly string[]): string {
  const writer = new CodeBlockWriter({ indentNumberOfSpaces: 2, useSingleQuote: true });
  writer.write(header.trimEnd()).blankLine();
  for (const statement of statements) writer.write(statement.trimEnd()).blankLine();
  return writer.toString().trimEnd() + '\n';
}

const cases: [string, string, string[]][] = [
  ['ordinary statements', '// header\nimport { a } from "./a.js";', ['/** A. */\nexport type A = {\n  a: 1;\n};', 'export const b = 1;']],
  ['odd statements', '// h\n\n', ['  indented();', '\ttab();', 'const t = `\n  x\n\n`;', 'export const c = 1;\r\n', 'x\n\n\n\ny  ', 'const s = "a\\\n  b";']],
  ['an empty statement', '// h', ['a();', '', 'b();']],
  ['an empty header', '', ['a();']],
  ['no statements', '// only a header', []],
];

describe('source files', () => {
  it.each(cases)('joins %s as the code writer does', (_, header, statements) => {
    expect(buildSourceFile(header, statements)).toBe(byWriter(header, statements));
    const { text, chunks } = buildChunkedSource(header, statements);
    expect(text).toBe(byWriter(header, statements));
    expect(chunks.join('\n')).toBe(text);
  });

  it('makes long runs of laid-out statements chunks of their own, marked, joining to the same text', () => {
    const statements = Array.from({ length: 600 }, (_, i) => `/** T${i}. */\nexport const t${i} = {\n  a: ${i},\n  b: '${'x'.repeat(20)}',\n};`);
    // Statements 100-299 laid out (a long run), and 400 alone (too short a run: formatted with its neighbours).
    const laid = new Set([...Array.from({ length: 200 }, (_, i) => 100 + i), 400]);
    const { text, chunks, laidOut } = buildChunkedSource('// header', statements, laid);
    expect(text).toBe(buildSourceFile('// header', statements));
    expect(chunks.join('\n')).toBe(text);
    expect(laidOut.length).toBe(chunks.length);
    const marked = chunks.filter((_, i) => laidOut[i]).join('\n');
    expect(marked).toBe(`${statements.slice(100, 300).join('\n\n')}\n`);
    expect(chunks[0].startsWith('// header')).toBe(true);
    expect(laidOut[0]).toBe(false);
  });

  it('cuts a big file into chunks that join to the whole', () => {
    const statements = Array.from({ length: 4000 }, (_, i) => `/** Type ${i}. */\nexport interface T${i} {\n  a: string;\n  b?: number;\n}`);
    const { text, chunks } = buildChunkedSource('// header', statements);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('\n')).toBe(text);
    expect(text).toBe(byWriter('// header', statements));
  });
});
