/**
 * Layout by skeleton (generator/pipeline/layout-skeleton.mjs, issue 25): a file's own-line doc comments are taken
 * out, Biome lays out the rest, and the comments go back where their markers landed. That must be the bytes Biome
 * gives the whole file, for every TypeScript file the three definitions and the sample emit, or an edit run that
 * reuses a cached layout would write other bytes than a cold run. The scanner that finds the comments must find
 * what Oxc's parser finds. And a finishing session with the layout in its cache lays out a file whose comments
 * changed without a formatter, to the same bytes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSync } from 'rolldown/experimental';
import { afterAll, describe, expect, it } from 'vitest';
import { parseInput } from '../../generator/inputs.ts';
import { emitOne } from '../../generator/pipeline/build.ts';
import { finishFile } from '../../generator/pipeline/finish.ts';
import { formatWhole } from '../../generator/pipeline/finish-core.mjs';
import { assemble, FinishSession, startFinishPool, stopFinishPool } from '../../generator/pipeline/finish-pool.ts';
import { docComments, fillSkeleton, skeletonOf } from '../../generator/pipeline/layout-skeleton.mjs';
import type { EmittedFile } from '../../generator/pipeline/file.ts';

// This file's own cache (set before anything reads the setting): the last test needs one, empty at first.
const cache = mkdtempSync(join(tmpdir(), 'svc-layout-'));
process.env.SVC_CODEGEN_CACHE = cache;

const INPUTS = [
  'definitions/connector.wsdl',
  'definitions/payments/openapi.yaml',
  'definitions/accounting/openapi.yaml',
  '../shared/specs/petstore.yaml',
];

/** Oxc's doc comments ([start, end) of each `/** ... *\/`), as the scanner should find them. */
function parsedDocComments(path: string, text: string): [number, number][] {
  return parseSync(path, text)
    .comments.filter((c) => c.type === 'Block' && text.startsWith('/**', c.start) && !text.startsWith('/**/', c.start))
    .map((c) => [c.start, c.end]);
}

describe('layout by skeleton', () => {
  afterAll(async () => {
    await stopFinishPool();
    rmSync(cache, { recursive: true, force: true });
  });

  it.each(INPUTS)('lays out every emitted source of %s as Biome lays out the whole file', async (input) => {
    const { model, diagnostics } = await parseInput(input);
    expect(model, JSON.stringify(diagnostics)).toBeDefined();
    const sources = emitOne(model!).filter((f) => !f.verbatim && f.path.endsWith('.ts'));
    expect(sources.length).toBeGreaterThan(3);
    let comments = 0;
    for (const file of sources) {
      expect(docComments(file.content), file.path).toEqual(parsedDocComments(file.path, file.content));
      for (const piece of file.chunks ?? [file.content]) {
        const skeleton = skeletonOf(piece);
        if (skeleton === undefined) continue;
        comments += skeleton.comments.length;
        const laidOut = fillSkeleton(formatWhole(file.path, skeleton.text), skeleton.comments);
        expect(laidOut === formatWhole(file.path, piece), `${input}: ${file.path}`).toBe(true);
      }
    }
    // The comparison is not empty: the emitted sources carry doc comments.
    expect(comments).toBeGreaterThan(10);
  });

  it('finds doc comments only in code: not in strings, templates or regular expressions', () => {
    const text = [
      "const a = '/** no */';",
      'const b = `',
      '/** not a comment */',
      '${c /* x */ + `/** nor this */`}`;',
      'const r = /\\/** no/g;',
      'const q = x / 2 / 3; /** yes */',
      '  /**',
      '   * Yes.',
      '   */',
      'export {};',
    ].join('\n');
    const spans = docComments(text)!;
    expect(spans.map(([s, e]) => text.slice(s, e))).toEqual(['/** yes */', '/**\n   * Yes.\n   */']);
    expect(spans).toEqual(parsedDocComments('a.ts', text));
    // Only the comment alone on its lines becomes a marker; the trailing one stays in the skeleton.
    expect(skeletonOf(text)!.text).toContain('/** yes */\n  /**0@*/\nexport');
  });

  it('gives no skeleton for what it cannot scan for sure, or for a text that already holds a marker', () => {
    expect(docComments("const a = 'open\n/** x */")).toBeUndefined();
    expect(skeletonOf('/**\n * a\n */\nexport const x = `${1`;\n')).toBeUndefined();
    expect(skeletonOf('/**\n * a\n */\nexport const x = 1;\n/**0@*/\n')).toBeUndefined();
    // A marker the formatter did not leave alone on its line: no layout, so the file is formatted whole.
    expect(fillSkeleton('x; /**0@*/\n', [['/** a */']])).toBeUndefined();
  });

  it('lays out a file whose doc comments changed from the cached layout, without a formatter, to the same bytes', async () => {
    {
      const file = (doc: string): EmittedFile => ({
        path: 'src/m.ts',
        content: `/** Header. */\nexport interface M {\n/**\n * ${doc}\n */\nreadonly a?: string;\n/** @maxLength 3 */\nb: 'x' | 'y';\n}\n`,
      });
      const finish = async (f: EmittedFile) => {
        const session = new FinishSession('biome');
        session.submit(f);
        await session.finished();
        return { files: assemble(session, [f]), formatted: session.formattedCount() };
      };
      const first = await finish(file('First.'));
      expect(first.formatted).toBe(1);
      const edited = file('Second, and longer than the first description by a good many words.');
      const second = await finish(edited);
      expect(second.formatted).toBe(0);
      expect(second.files).toEqual((await finishFile(edited)).sort((a, b) => (a.path < b.path ? -1 : 1)));
      expect(second.files.find((f) => f.path === 'src/m.ts')!.content).toContain('   * Second, and longer');
    }
  });

  it('keeps a layout made by a finishing thread, which the next session reuses without a formatter', async () => {
    startFinishPool();
    const file = (doc: string): EmittedFile => ({
      path: 'src/pooled.ts',
      content: `/**\n * ${doc}\n */\nexport const pooled: { a: number;   b: string } = { a: 1, b: 'x' };\n`,
    });
    const finish = async (f: EmittedFile) => {
      const session = new FinishSession('biome');
      session.submit(f);
      // The first file is left to a worker (its claim flag: 1 + the worker's index), not this thread.
      for (let i = 0; i < 600 && session.formattedCount() > 0 && Atomics.load(session.claims, 0) === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      if (session.formattedCount() > 0) expect(Atomics.load(session.claims, 0)).toBeGreaterThan(0);
      await session.finished();
      return { files: assemble(session, [f]), formatted: session.formattedCount() };
    };
    expect((await finish(file('One.'))).formatted).toBe(1);
    const edited = file('Two, longer.');
    const second = await finish(edited);
    expect(second.formatted).toBe(0);
    expect(second.files).toEqual((await finishFile(edited)).sort((a, b) => (a.path < b.path ? -1 : 1)));
  });
});
