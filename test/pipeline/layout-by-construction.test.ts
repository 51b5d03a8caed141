/**
 * Statements the emitters write in the formatter's layout themselves (part-kit/layout.ts, issue 25) are not
 * formatted: the finishing step only joins them to the formatted chunks. So every laid-out chunk must be exactly
 * what Biome makes of it, for the three definitions, stripe and a sample of the corpus; if Biome (or an emitter)
 * changes, this test fails rather than the output drifting from a cold run's bytes. It also holds that the
 * tables the layout is meant for are laid out (stripe's fixtures and validators), and that a finished package is
 * the bytes it was before: every chunk formatted.
 */
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { parseInput } from '../../generator/inputs.ts';
import { emitOne } from '../../generator/pipeline/build.ts';
import { formatWhole } from '../../generator/pipeline/finish-core.mjs';
import { assemble, FinishSession, stopFinishPool } from '../../generator/pipeline/finish-pool.ts';
import type { EmittedFile } from '../../generator/pipeline/file.ts';
import { arrowMemberLines, expressionLines, laidOutListCall, readExpression } from '../../generator/part-kit/layout.ts';

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
      const files = emitOne(model!);
      for (const file of files) {
        for (const [i, chunk] of laidOutChunks(file)) {
          const formatted = formatWhole(file.path, chunk);
          // Compared as booleans first: a failing toBe on megabytes prints slowly; then the first line that differs.
          if (formatted !== chunk) {
            const a = chunk.split('\n');
            const b = formatted.split('\n');
            const at = a.findIndex((line, k) => line !== b[k]);
            expect(`${file.path} chunk ${i} line ${at + 1}: ${a[at]}`).toBe(`${file.path} chunk ${i} line ${at + 1}: ${b[at]}`);
          }
        }
      }
      if (input.endsWith('stripe.yaml')) {
        // Most of the fixtures (build functions and negative cases) and both validator tables are laid out.
        const size = (path: string) => laidOutChunks(files.find((f) => f.path === path)!).reduce((n, [, c]) => n + c.length, 0);
        expect(size('src/fixtures.ts')).toBeGreaterThan(2_000_000);
        expect(size('src/validators.ts')).toBeGreaterThan(400_000);
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
