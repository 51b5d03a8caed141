/**
 * Statements the emitters write in the formatter's layout themselves (part-kit/layout.ts and layout-function.ts,
 * issue 25) are not formatted: the finishing step only joins them to the formatted chunks. So every laid-out chunk
 * must be exactly what Biome makes of it, for the three definitions, stripe and a sample of the corpus; if Biome (or
 * an emitter) changes, this test fails rather than the output drifting from a cold run's bytes. Functions are held
 * to what Biome makes of them as written one statement per line (not of their layout: Biome drops parentheses it
 * finds redundant and lays out what is left otherwise than it would have, so it does not always keep its own
 * output as it is). It also holds that the tables and functions the layout is meant for are laid out (stripe's
 * fixtures and validators), and that a finished package is the bytes it was before: every chunk formatted.
 */
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { parseInput } from '../../generator/inputs.ts';
import { emitOne } from '../../generator/pipeline/build.ts';
import { formatWhole } from '../../generator/pipeline/finish-core.mjs';
import { assemble, FinishSession, stopFinishPool } from '../../generator/pipeline/finish-pool.ts';
import type { EmittedFile } from '../../generator/pipeline/file.ts';
import { arrowMemberLines, expressionLines, laidOutListCall, readExpression } from '../../generator/part-kit/layout.ts';
import { functionLayout, laidOutFunction } from '../../generator/part-kit/layout-function.ts';
import { buildChunkedSource } from '../../generator/part-kit/source-file.ts';

process.env.SVC_CODEGEN_CACHE = 'off';

const CORPUS = '../shared/specs/corpus';
const INPUTS = [
  'definitions/connector.wsdl',
  'definitions/payments/openapi.yaml',
  'definitions/accounting/openapi.yaml',
  '../shared/specs/stripe.yaml',
  `${CORPUS}/adyen-checkout-v71.json`,
  `${CORPUS}/twilio-messaging-v1.yaml`,
  `${CORPUS}/k8s-apiextensions-v1.json`,
  `${CORPUS}/adyen-bp-config-webhooks-v2.json`,
  `${CORPUS}/xkcd.yaml`,
];

/** The file as the finishing step makes it (without compiling): laid-out chunks as they are, the others formatted. */
function finished(file: EmittedFile): string {
  const chunks = file.chunks ?? [file.content];
  return chunks.map((chunk, i) => (file.laidOut?.[i] ? chunk : formatWhole(file.path, chunk))).join('\n');
}

/** Fails on the first line where `actual` differs from `expected` (a toBe on megabytes prints slowly). */
function sameText(what: string, actual: string, expected: string): void {
  if (actual === expected) return;
  const a = actual.split('\n');
  const b = expected.split('\n');
  const at = a.findIndex((line, k) => line !== b[k]);
  expect(`${what} line ${at + 1}: ${a[at]}`).toBe(`${what} line ${at + 1}: ${b[at]}`);
}

/** Emits the model with the functions laid out or as written. */
function emitWith(model: Parameters<typeof emitOne>[0], functions: boolean): EmittedFile[] {
  functionLayout.enabled = functions;
  try {
    return emitOne(model);
  } finally {
    functionLayout.enabled = true;
  }
}

/** Each laid-out chunk of the file (with its index). */
function laidOutChunks(file: EmittedFile): [number, string][] {
  return (file.chunks ?? []).flatMap((chunk, i): [number, string][] => (file.laidOut?.[i] ? [[i, chunk]] : []));
}

describe('layout by construction', () => {
  afterAll(() => stopFinishPool());

  it.each(INPUTS.filter((input) => existsSync(input)))(
    'lays out every statement it marks as Biome does, for %s',
    async (input) => {
      const { model, diagnostics } = await parseInput(input);
      expect(model, JSON.stringify(diagnostics)).toBeDefined();
      const asWritten = emitWith(model!, false);
      for (const file of asWritten) {
        for (const [i, chunk] of laidOutChunks(file)) sameText(`${file.path} chunk ${i}`, chunk, formatWhole(file.path, chunk));
      }
      // With the functions laid out, every file finishes to the same bytes as with them as written.
      const files = emitWith(model!, true);
      expect(files.map((f) => f.path)).toEqual(asWritten.map((f) => f.path));
      files.forEach((file, i) => {
        if (file.content !== asWritten[i].content) sameText(file.path, finished(file), finished(asWritten[i]));
      });
      if (input.endsWith('stripe.yaml')) {
        // Most of the fixtures (build functions and negative cases), the validators' functions and tables are laid out.
        const size = (path: string) => laidOutChunks(files.find((f) => f.path === path)!).reduce((n, [, c]) => n + c.length, 0);
        expect(size('src/fixtures.ts')).toBeGreaterThan(2_000_000);
        expect(size('src/validators.ts')).toBeGreaterThan(5_000_000);
        // The calls whose signature and return type need no type literal broken over lines.
        expect(size('src/calls.ts')).toBeGreaterThan(50_000);
      }
    },
    120_000,
  );

  it('leaves a laid-out chunk as it is with Biome, and formats it with prettier (the layout is Biome\'s)', async () => {
    const chunks = ['/** A. */\nexport const a = 1;\n', 'export const  b =   2;\n'];
    const file: EmittedFile = { path: 'src/t.ts', content: chunks.join('\n'), chunks, laidOut: [false, true] };
    const finish = async (formatter: 'biome' | 'prettier') => {
      const session = new FinishSession(formatter);
      session.submit(file);
      await session.finished();
      return session.outputsOf(file)[0].content;
    };
    expect(await finish('biome')).toBe('/** A. */\nexport const a = 1;\n\nexport const  b =   2;\n');
    expect(await finish('prettier')).toBe('/** A. */\nexport const a = 1;\n\nexport const b = 2;\n');
  });

  it('finishes a package with laid-out chunks to the bytes of formatting every chunk', async () => {
    const formatter = 'biome';
    const { model } = await parseInput('definitions/accounting/openapi.yaml');
    const files = emitOne(model!);
    expect(files.some((f) => f.laidOut?.some(Boolean))).toBe(true);
    const plain = files.map(({ laidOut: _, ...file }) => file);
    // Two sessions: one would finish the second copy of a file as the first (same path and content).
    const finish = async (group: EmittedFile[]) => {
      const session = new FinishSession(formatter);
      for (const file of group) session.submit(file);
      await session.finished();
      return assemble(session, group);
    };
    const a = await finish(files);
    const b = await finish(plain);
    expect(a.map((f) => f.path)).toEqual(b.map((f) => f.path));
    for (let i = 0; i < a.length; i++) expect(a[i].content === b[i].content, a[i].path).toBe(true);
  }, 120_000);

  it('lays out a function as Biome does, and leaves to it what it is not sure of', () => {
    const long = 'x'.repeat(40);
    const text = [
      '/** Doc. */',
      `function check${long}(v: unknown, p: string, d: number, r: ValidationReport): void {`,
      `if (v !== undefined && (v !== null && (expectString(r, p + '/${long}', v) && (!(v === 'a' || v === 'b'))))) fail(r, p, 'x', expected('\\'a\\'', v));`,
      'else {',
      'return;',
      '}',
      '}',
    ].join('\n');
    const laid = laidOutFunction(text);
    expect(laid).toBe(formatWhole('src/t.ts', `${text}\n`).trimEnd());
    // The chain Biome lays out from the redundant parentheses: not one operand per line.
    expect(laid).toContain(`    v !== null && expectString(r, p + '/${long}', v) &&\n`);
    // Biome does not keep that layout as it is (it sees no parentheses there), so where such a statement is formatted
    // (a laid-out run too short to be a chunk of its own) it is formatted as written.
    expect(formatWhole('src/t.ts', `${laid}\n`)).not.toBe(`${laid}\n`);
    const source = buildChunkedSource('', [laid!], new Set([0]), new Map([[0, text]]));
    expect(source.laidOut).toEqual([false]);
    expect(formatWhole('src/t.ts', source.chunks[0])).toBe(formatWhole('src/t.ts', `${text}\n`));
    // A comment, a regular expression in a line to break, an object literal, an empty body: left to the formatter.
    for (const line of ['// note', `if (/${long}/.test(v) && /${long}/.test(v)) return false;`, 'f({ a: 1 });']) {
      expect(laidOutFunction(`function f(v: unknown): void {\n${line}\n}`)).toBeUndefined();
    }
    expect(laidOutFunction('function f(v: unknown): void {\n}')).toBeUndefined();
  });

  it('leaves to the formatter what it is not sure of', () => {
    // One line would do: the formatter joins a short list.
    expect(laidOutListCall('', 'const a = ', 'f', ["'x'"], ["['', 'type', 1]"])).toBeUndefined();
    // Entries holding several lists: the formatter may break them apart.
    expect(laidOutListCall('', `const ${'a'.repeat(80)} = `, 'f', ["'x'"], ["[['a', 1], ['b', 2]]"])).toBeUndefined();
    // An escaped quote: the formatter would change the quotes.
    expect(laidOutListCall('', `const ${'a'.repeat(80)} = `, 'f', ["'x'"], ["['it\\'s', 'type', 1]"])).toBeUndefined();
    // Not ASCII: a column is not a character.
    expect(arrowMemberLines('k', 'value: unknown', 'R', 'f', ["'é'"], 1)).toBeUndefined();
    expect(arrowMemberLines('k', 'value: unknown', 'R', 'f', ['value'], 1)).toEqual(['k: (value: unknown): R => f(value),']);
    // An expression with a regular expression (or any other construct) is not read back.
    expect(readExpression("g.text('t', { pattern: /a/ })")).toBeUndefined();
    // An atom longer than its line cannot be laid out.
    expect(expressionLines(readExpression(`g.text('${'x'.repeat(120)}')`)!, 1)).toBeUndefined();
    // A hugged last argument, and all arguments broken out when the hugged first line would not fit.
    expect(expressionLines(readExpression(`g.optional('a', () => g.text('${'x'.repeat(80)}'))`)!, 1)).toEqual([
      "g.optional('a', () =>",
      `  g.text('${'x'.repeat(80)}'),`,
      ')',
    ]);
  });
});
