/**
 * Parts whose files are mostly in the formatter's layout (`emitsLaidOut`: validators, fixtures) are emitted after
 * the others, so the files the formatter needs reach the finishing threads while this thread emits those. The order
 * of emitting changes no file: the package is the same as emitted in the parts' own order.
 */
import { describe, expect, it } from 'vitest';
import { emitPackageFiles } from '../../generator/pipeline/compose.ts';
import { preparedModel } from '../../generator/pipeline/build.ts';
import { BUILT_IN_PARTS } from '../../generator/parts/index.ts';
import { definePart } from '../../generator/part-kit/contract.ts';
import { loadModelFixture } from '../support/emit-fixtures.ts';

describe('emit order', () => {
  it("emits the parts written in the formatter's layout last, a user part that says so too", () => {
    expect(BUILT_IN_PARTS.filter((p) => p.emitsLaidOut).map((p) => p.name)).toEqual(['validators', 'fixtures']);
    const late = definePart({ name: 'late-part', emitsLaidOut: true, emit: () => [{ path: 'src/late.ts', content: 'export const late = 1;\n' }] });
    const early = definePart({ name: 'early-part', emit: () => [{ path: 'src/early.ts', content: 'export const early = 1;\n' }] });
    const model = preparedModel(loadModelFixture('rest-petstore'));
    const paths = [...emitPackageFiles(model, { parts: [late, early] })].map((f) => f.path);
    const at = (path: string) => {
      expect(paths).toContain(path);
      return paths.indexOf(path);
    };
    expect(at('src/early.ts')).toBeLessThan(at('src/validators.ts'));
    expect(at('src/client.ts')).toBeLessThan(at('src/validators.ts'));
    expect(at('src/validators.ts')).toBeLessThan(at('src/fixtures.ts'));
    expect(at('src/fixtures.ts')).toBeLessThan(at('src/late.ts'));
  });
});
