/**
 * A big model (150 schemas and operations) goes through the worker-thread path of the build (files above the
 * worker threshold are finished off the main thread): the result must not depend on which thread did the work.
 * Timing belongs to `npm run bench`, not here.
 */
import { describe, expect, it } from 'vitest';
import { buildPackage } from '../../generator/pipeline/build.ts';
import { finishFile } from '../../generator/pipeline/finish.ts';
import { emitPackage } from '../../generator/pipeline/compose.ts';
import { analyseModel } from '../../generator/model/analyse.ts';
import { syntheticModel } from '../support/emit-synthetic-model.ts';

describe('a model with 150 schemas', () => {
  const model = syntheticModel(150);

  it('builds the same files on worker threads as on the main thread', async () => {
    const pooled = await buildPackage(model);
    const inline = (await Promise.all(emitPackage(analyseModel(model)).map((file) => finishFile(file)))).flat();
    inline.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    expect(pooled).toEqual(inline);
    // Big enough that the worker path was taken.
    expect(pooled.find((f) => f.path === 'src/types.ts')!.content.length).toBeGreaterThan(48 * 1024);
  }, 300_000);
});
