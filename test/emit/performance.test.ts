/**
 * Emitting a big spec must stay fast: ts-morph gets each file in one batch. The synthetic model has 800 schemas
 * and 800 operations (heavier per schema than typical specs).
 */
import { describe, expect, it } from 'vitest';
import { buildPackage } from '../../generator/emit/build.ts';
import { emitPackage } from '../../generator/emit/package.ts';
import { analyseModel } from '../../generator/model/analyse.ts';
import { syntheticModel } from '../support/emit-synthetic-model.ts';

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('performance with 800 schemas', () => {
  const model = syntheticModel(800);

  it('analyses and emits in well under 2 s', () => {
    emitPackage(analyseModel(model)); // warm-up: module loading is not emitting
    const times = [0, 1, 2].map(() => {
      const start = performance.now();
      emitPackage(analyseModel(model));
      return performance.now() - start;
    });
    console.log(`emit (analyse + emitPackage), 800 schemas: median ${median(times).toFixed(0)} ms`);
    expect(median(times)).toBeLessThan(1000);
  }, 60_000);

  it('builds (emit + prettier + transpile) in bounded time', async () => {
    await buildPackage(syntheticModel(20));
    const start = performance.now();
    await buildPackage(model);
    const elapsed = performance.now() - start;
    console.log(`buildPackage, 800 schemas: ${elapsed.toFixed(0)} ms`);
    expect(elapsed).toBeLessThan(6000);
  }, 60_000);
});
