import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPackage } from '../../generator/pipeline/build.ts';
import { loadModelFixture, MODEL_FIXTURES } from '../support/emit-fixtures.ts';

const TEMPLATES = join(import.meta.dirname, '..', '..', 'templates');

describe.each(MODEL_FIXTURES)('package of model fixture %s', (fixture) => {
  it('matches the golden files', async () => {
    const files = await buildPackage(loadModelFixture(fixture));
    await expect(files.map((f) => f.path).join('\n') + '\n').toMatchFileSnapshot(
      `./__snapshots__/${fixture}/FILES.txt`,
    );
    for (const file of files) {
      // Compiled output is not a golden file: it is compiled and type-checked in typecheck.test.ts, and a snapshot
      // of it would accept any change to it (issue 21: 83% of these snapshots' lines were copied or compiled).
      if (file.path.startsWith('dist/')) continue;
      // The runtime a part ships is its template, byte for byte but for the relative specifiers' extension.
      if (file.path.startsWith('src/runtime/')) {
        const template = readFileSync(join(TEMPLATES, file.path.slice('src/runtime/'.length)), 'utf8');
        expect(file.content, file.path).toBe(template.replace(/(['"]\.\.?\/[\w./-]+)\.ts(['"])/g, '$1.js$2'));
        continue;
      }
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

  it('names the package after the model and exports the root and each part for import and require', async () => {
    const model = loadModelFixture(fixture);
    const files = await buildPackage(model);
    const manifest = JSON.parse(files.find((f) => f.path === 'package.json')!.content);
    const conditions = (entry: string) => ({
      import: { types: `./dist/${entry}.d.ts`, default: `./dist/${entry}.js` },
      require: { types: `./dist/cjs/${entry}.d.ts`, default: `./dist/${entry}.js` },
    });
    expect(manifest).toMatchObject({
      name: `@svc/${model.name}`,
      type: 'module',
      sideEffects: false,
      exports: { '.': conditions('index'), './client': conditions('client'), './server': conditions('server') },
    });
    // The runtime's dependencies, pinned to the generator's own versions; the XML layer only for SOAP. Node's
    // types are the user's (a peer): browser users need none, Node users have their own.
    const soap = model.services.some((service) => service.operations.some((op) => op.kind === 'soap'));
    const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    const pinned = (name: string) => ({ [name]: root.devDependencies[name] });
    expect(manifest.dependencies).toEqual(soap ? pinned('fast-xml-parser') : undefined);
    // A REST client ships the Redis rate-limit store, which loads `redis` only when it connects: an optional peer.
    const rest = model.services.some((service) => service.operations.some((op) => op.kind === 'http'));
    expect(manifest.peerDependencies).toEqual({ '@types/node': '>=20', ...(rest ? { redis: `^${root.devDependencies.redis}` } : {}) });
    expect(manifest.peerDependenciesMeta).toEqual(rest ? { redis: { optional: true } } : undefined);
    // Declarations for CommonJS consumers: the same as the ES module's, in a CommonJS folder.
    expect(files.find((f) => f.path === 'dist/cjs/package.json')?.content).toBe('{\n  "type": "commonjs"\n}\n');
    for (const file of files.filter((f) => f.path.startsWith('dist/') && f.path.endsWith('.d.ts') && !f.path.startsWith('dist/cjs/'))) {
      expect(files.find((f) => f.path === file.path.replace('dist/', 'dist/cjs/'))?.content, file.path).toBe(file.content);
    }
    expect(files.map((f) => f.path)).toEqual([...files.map((f) => f.path)].sort());
  });
});
