/**
 * The finishing threads: whichever thread formats and compiles a file, the result is the same as finishing it on
 * the main thread (with no cache, where files are formatted whole, as by their skeletons); identical files are
 * finished once; a file that cannot be finished fails the session with its path, and the pool keeps working.
 */
import { availableParallelism } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { finishFile, formatSource } from '../../generator/pipeline/finish.ts';
import {
  assemble,
  finishGroups,
  FinishSession,
  startFinishPool,
  stopFinishPool,
} from '../../generator/pipeline/finish-pool.ts';
import type { EmittedFile } from '../../generator/pipeline/compose.ts';
import { buildChunkedSource, buildSourceFile } from '../../generator/part-kit/source-file.ts';

const source = (i: number): EmittedFile => ({
  path: `src/m${i}.ts`,
  // Doc comments on lines of their own: a session without a cache formats the file whole, finishFile by its
  // skeleton (layout-skeleton.mjs), and both must give the same bytes.
  content: `/** T${i}. */\nexport interface T${i} {\n  /**\n   * The a.\n   */\n  a: string; b?: number }\nexport const v${i}: T${i} = { a: 'x${i}' , b: ${i} };\n`,
});

describe('finish pool', () => {
  afterAll(() => stopFinishPool());

  it('finishes files submitted one by one on the workers exactly as on the main thread', async () => {
    process.env.SVC_CODEGEN_CACHE = 'off';
    startFinishPool();
    const files = Array.from({ length: 40 }, (_, i) => source(i));
    const session = new FinishSession();
    expect(session.layoutStore).toBeUndefined();
    for (const file of files) session.submit(file);
    await session.finished();
    const pooled = assemble(session, files);
    const direct = (await Promise.all(files.map((file) => finishFile(file)))).flat().sort((a, b) => (a.path < b.path ? -1 : 1));
    expect(pooled).toEqual(direct);
    expect(pooled.map((f) => f.path)).toContain('dist/m7.d.ts');
    expect(pooled.find((f) => f.path === 'dist/m7.js')!.content).toContain('b: 7');
  });

  it('finishes a file shared by several groups once and gives it to each group', async () => {
    const shared = source(100);
    const [a, b] = await finishGroups([
      [shared, source(101)],
      [source(102), shared],
    ]);
    expect(a.map((f) => f.path)).toEqual([
      'dist/cjs/m100.d.ts',
      'dist/cjs/m101.d.ts',
      'dist/m100.d.ts',
      'dist/m100.js',
      'dist/m101.d.ts',
      'dist/m101.js',
      'src/m100.ts',
      'src/m101.ts',
    ]);
    expect(b.filter((f) => f.path.includes('/m100'))).toEqual(a.filter((f) => f.path.includes('/m100')));
  });

  it('names the file that cannot be finished, and keeps working after it', async () => {
    startFinishPool();
    const session = new FinishSession();
    for (let i = 0; i < 10; i++) session.submit(source(200 + i));
    session.submit({ path: 'src/broken.ts', content: 'export const = ;\n' });
    await expect(session.finished()).rejects.toThrow(/src\/broken\.ts/);
    const [after] = await finishGroups([[source(300)]]);
    expect(after.map((f) => f.path)).toEqual(['dist/cjs/m300.d.ts', 'dist/m300.d.ts', 'dist/m300.js', 'src/m300.ts']);
  });

  it('refuses a declaration that cannot be emitted file by file, naming the file', async () => {
    const session = new FinishSession();
    session.submit({ path: 'src/untyped.ts', content: 'export function f(x: number) { return x; }\n' });
    await expect(session.finished()).rejects.toThrow(/src\/untyped\.ts cannot be declared file by file/);
  });

  it('formats a big file in chunks to the same bytes as formatting it whole', async () => {
    // Statements of the shapes emitters write: JSDoc, interfaces, unions, objects, functions, a template literal.
    const statements = Array.from({ length: 3000 }, (_, i) =>
      i % 3 === 0
        ? `/** Item ${i}. */\nexport interface I${i} { a: string; b?: 'x' | 'y' ; c: { d: number[] } }`
        : i % 3 === 1
          ? `export const v${i}: { name: string; list: number[]; text: string } = { name: 'v${i}', list: [1,2,3], text: \`line\n\nnext ${i}\` };`
          : `export function f${i}(value: unknown): value is I${i - 2} {\n  return typeof value === 'object' && value !== null;\n}`,
    );
    const header = '/** A generated module. */\nimport type { X } from "./x.js";';
    const { text, chunks } = buildChunkedSource(header, statements);
    expect(text).toBe(buildSourceFile(header, statements));
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('\n')).toBe(text);
    const whole = await finishFile({ path: 'src/big.ts', content: text });
    const [pooled] = await finishGroups([[{ path: 'src/big.ts', content: text, chunks }]]);
    expect(pooled).toEqual(whole.sort((a, b) => (a.path < b.path ? -1 : 1)));
  });

  // On one core there is no finishing thread to compile anything early.
  it.skipIf(availableParallelism() < 2)(
    'compiles a chunked file on the thread that formatted its chunks while this thread is still busy, to the same bytes',
    async () => {
      process.env.SVC_CODEGEN_CACHE = 'off';
      startFinishPool();
      const statements = Array.from({ length: 12000 }, (_, i) =>
        i % 2 === 0 ? `/** Item ${i}. */\nexport interface I${i} { a: string; b?: 'x' | 'y' }` : `export const v${i}: I${i - 1} = { a: 'v${i}' , b: 'x' };`,
      );
      const { text, chunks } = buildChunkedSource('/** A generated module. */', statements);
      expect(chunks.length).toBeGreaterThan(3);
      // Every other chunk in Biome's layout already (as an emitter lays them out), the others to format.
      const laidOut = chunks.map((_, i) => i % 2 === 1);
      const given = await Promise.all(
        chunks.map(async (chunk, i) => (laidOut[i] ? await formatSource('src/big.ts', chunk) : chunk)),
      );
      const file: EmittedFile = { path: 'src/big.ts', content: given.join('\n'), chunks: given, laidOut };
      const session = new FinishSession();
      session.submit(file);
      // The compiling is the job after the chunks to format; claimed by a worker though this thread never yields
      // (it hears of no formatted chunk), so the worker compiled what it formatted.
      const compiling = laidOut.filter((flag) => !flag).length;
      const nap = new Int32Array(new SharedArrayBuffer(4));
      for (let i = 0; i < 2000 && Atomics.load(session.claims, compiling) === 0; i++) Atomics.wait(nap, 0, 0, 10);
      expect(Atomics.load(session.claims, compiling)).toBeGreaterThan(0);
      await session.finished();
      const whole = await finishFile({ path: 'src/big.ts', content: file.content });
      expect(assemble(session, [file])).toEqual(whole.sort((a, b) => (a.path < b.path ? -1 : 1)));
    },
  );
});
