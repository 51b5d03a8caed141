/** Golden models of small OpenAPI fixtures, one folder per parser feature (test/samples/openapi/<feature>). */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOpenApi } from '../../../generator/parse/openapi/index.ts';
import { formatDiagnostic } from '../../../generator/model/diagnostics.ts';

const root = path.resolve(import.meta.dirname, '../../samples/openapi');
const features = readdirSync(root).sort();

function entryFile(feature: string): string {
  const yaml = path.join(root, feature, 'openapi.yaml');
  return existsSync(yaml) ? yaml : path.join(root, feature, 'api.json');
}

describe('parseOpenApi features', () => {
  it.each(features)('%s', async (feature) => {
    const file = path.relative(process.cwd(), entryFile(feature));
    const result = await parseOpenApi(file);
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    expect(result.model).toBeDefined();
    await expect(JSON.stringify(result.model, null, 2) + '\n').toMatchFileSnapshot(`./__snapshots__/${feature}.model.json`);
    // A feature that warns (a derived name, a renamed type ...) shows its warnings beside its model; one that
    // does not has no such file.
    const warnings = path.join(import.meta.dirname, '__snapshots__', `${feature}.warnings.txt`);
    if (result.diagnostics.length > 0) {
      await expect(result.diagnostics.map(formatDiagnostic).join('\n') + '\n').toMatchFileSnapshot(warnings);
    } else {
      expect(existsSync(warnings), `${feature} warns of nothing, but ${path.basename(warnings)} exists`).toBe(false);
    }
  });

  it.each(features)('%s: fast and reference readers give the same model', async (feature) => {
    const file = path.relative(process.cwd(), entryFile(feature));
    const fast = await parseOpenApi(file);
    const reference = await parseOpenApi(file, { fast: false });
    expect(fast).toEqual(reference);
  });

  it('is deterministic', async () => {
    const file = path.relative(process.cwd(), entryFile('x-svc-operations'));
    expect(JSON.stringify(await parseOpenApi(file))).toBe(JSON.stringify(await parseOpenApi(file)));
  });

  it('takes the package name from options first', async () => {
    const file = path.relative(process.cwd(), entryFile('recursion'));
    const result = await parseOpenApi(file, { name: 'My_Pkg' });
    expect(result.model?.name).toBe('my-pkg');
  });
});
