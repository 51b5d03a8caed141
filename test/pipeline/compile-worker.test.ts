/**
 * The compiling thread (finish-pool.ts `prepareCompiler`, compile-worker.mjs): an edit whose emitted file is laid
 * out from the finish cache (only a doc comment changed) has it compiled on another thread while this one is busy,
 * to the same bytes as finishing it here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import type { EmittedFile } from '../../generator/pipeline/file.ts';

const source = (doc: string): EmittedFile => ({
  path: 'src/model.ts',
  content: `/** ${doc} */\nexport interface Model {\n  /** The id. */\n  id: string; size?: number }\nexport const made: Model = { id: 'a' , size: 1 };\n`,
});

describe.skipIf(availableParallelism() < 2)('compiling thread', () => {
  it('compiles a file laid out from the cache on the compiling thread, to the same bytes as finishing it', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'svc-compile-'));
    process.env.SVC_CODEGEN_CACHE = cache;
    try {
      // A first run formats the file and keeps its skeleton's layout in the cache (and loads the finisher here).
      const first = await import('../../generator/pipeline/finish-pool.ts');
      const before = new first.FinishSession();
      before.submit(source('A model.'));
      await before.finished();
      expect(before.formattedCount()).toBe(1);
      // A later process: modules loaded afresh, no finisher on this thread yet.
      vi.resetModules();
      const pool = await import('../../generator/pipeline/finish-pool.ts');
      pool.prepareCompiler();
      for (let i = 0; i < 1000 && !pool.compilerReady(); i++) await sleep(10);
      expect(pool.compilerReady()).toBe(true);
      const edited = source('A model, edited.');
      const session = new pool.FinishSession();
      session.submit(edited);
      expect(session.formattedCount()).toBe(0);
      await session.finished();
      expect(session.compiledElsewhere).toBe(1);
      const { finishFile } = await import('../../generator/pipeline/finish.ts');
      const here = (await finishFile(edited)).sort((a, b) => (a.path < b.path ? -1 : 1));
      expect(pool.assemble(session, [edited])).toEqual(here);
      expect(here.map((f) => f.path)).toEqual(['dist/cjs/model.d.ts', 'dist/model.d.ts', 'dist/model.js', 'src/model.ts']);
      await pool.stopFinishPool();
    } finally {
      delete process.env.SVC_CODEGEN_CACHE;
      rmSync(cache, { recursive: true, force: true });
    }
  });
});
