/**
 * The golden files compile (issue 21: they were compared as text and never compiled, so a snapshot update could
 * accept code that does not type-check). Every feature's types, descriptors and operation table, with the
 * operations runtime they import, go through one `tsc --strict` run.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runtimeFile, runtimeModules } from '../../generator/pipeline/runtime-files.ts';
import { typecheck } from '../support/typecheck.ts';

const SNAPSHOTS = join(import.meta.dirname, '__snapshots__');
const temp = mkdtempSync(join(tmpdir(), 'svc-golden-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

it('every feature golden output type-checks with the runtime it imports', () => {
  writeFileSync(join(temp, 'package.json'), '{ "type": "module" }\n');
  let features = 0;
  for (const format of ['openapi', 'wsdl']) {
    for (const feature of readdirSync(join(SNAPSHOTS, format)).sort()) {
      const dir = join(temp, format, feature);
      cpSync(join(SNAPSHOTS, format, feature), dir, { recursive: true });
      for (const module of runtimeModules('operations')) {
        const file = runtimeFile(`operations/${module}`);
        mkdirSync(join(dir, 'runtime', 'operations'), { recursive: true });
        writeFileSync(join(dir, file.path.slice('src/'.length)), file.content);
      }
      features++;
    }
  }
  expect(features).toBeGreaterThan(30);
  const result = typecheck(temp);
  expect(result.output).toBe('');
}, 180_000);
