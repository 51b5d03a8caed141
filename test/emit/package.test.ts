import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPackage } from '../../generator/emit/build.ts';
import { loadModelFixture, MODEL_FIXTURES } from '../support/emit-fixtures.ts';

describe.each(MODEL_FIXTURES)('package of model fixture %s', (fixture) => {
  it('matches the golden files', async () => {
    const files = await buildPackage(loadModelFixture(fixture));
    await expect(files.map((f) => f.path).join('\n') + '\n').toMatchFileSnapshot(
      `./__snapshots__/${fixture}/FILES.txt`,
    );
    for (const file of files) {
      await expect(file.content).toMatchFileSnapshot(`./__snapshots__/${fixture}/${file.path}`);
    }
  });

  it('is byte-identical across builds and does not mutate the model', async () => {
    const model = loadModelFixture(fixture);
    const before = JSON.stringify(model);
    const first = await buildPackage(model);
    const second = await buildPackage(structuredClone(model));
    expect(second).toEqual(first);
    expect(JSON.stringify(model)).toBe(before);
  });

  it('names the package after the model and exports types and import conditions', async () => {
    const model = loadModelFixture(fixture);
    const files = await buildPackage(model);
    const manifest = JSON.parse(files.find((f) => f.path === 'package.json')!.content);
    expect(manifest).toMatchObject({
      name: `@svc/${model.name}`,
      type: 'module',
      sideEffects: false,
      exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
    });
    // The runtime's dependencies, pinned to the generator's own versions; the XML layer only for SOAP.
    const soap = model.services.some((service) => service.operations.some((op) => op.kind === 'soap'));
    const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    const pinned = (name: string) => ({ [name]: root.devDependencies[name] });
    expect(manifest.dependencies).toEqual({
      ...pinned('@types/node'),
      ...(soap ? pinned('fast-xml-parser') : {}),
    });
    expect(files.map((f) => f.path)).toEqual([...files.map((f) => f.path)].sort());
  });
});
