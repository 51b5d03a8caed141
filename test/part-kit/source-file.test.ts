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

  it('cuts a big file into chunks that join to the whole', () => {
    const statements = Array.from({ length: 4000 }, (_, i) => `/** Type ${i}. */\nexport interface T${i} {\n  a: string;\n  b?: number;\n}`);
    const { text, chunks } = buildChunkedSource('// header', statements);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('\n')).toBe(text);
    expect(text).toBe(byWriter('// header', statements));
  });
});
