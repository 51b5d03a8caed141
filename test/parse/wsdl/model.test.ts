/** Golden models of the WSDL parser, one small fixture per construct (test/samples/wsdl/<feature>). */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../generator/model/diagnostics.ts';
import { parseWsdl } from '../../../generator/parse/wsdl/index.ts';

const FIXTURES = 'test/samples/wsdl';
const features = readdirSync(FIXTURES).sort();

/** Warnings each fixture is expected to raise (code + line:column), so new ones are noticed. */
const EXPECTED_WARNINGS: Record<string, string[]> = {
  'choice-all-groups': ['SVC007 30:13'],
  'simple-restrictions-enums': ['SVC007 61:9', 'SVC007 65:11', 'SVC007 66:11'],
  'dual-binding': ['SVC007 73:3'],
};

describe('parseWsdl golden models', () => {
  it.each(features)('%s', async (feature) => {
    const file = `${FIXTURES}/${feature}/service.wsdl`;
    const { model, diagnostics } = await parseWsdl(file);
    expect(diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    expect(diagnostics.map((d) => `${d.code} ${d.location.line}:${d.location.column}`)).toEqual(EXPECTED_WARNINGS[feature] ?? []);
    expect(model).toBeDefined();
    await expect(JSON.stringify(model, null, 2) + '\n').toMatchFileSnapshot(`./__snapshots__/${feature}.model.json`);
  });

  it('is deterministic: the same input gives a deep-equal model', async () => {
    const file = `${FIXTURES}/imported-namespace/service.wsdl`;
    const a = await parseWsdl(file);
    const b = await parseWsdl(file);
    expect(b.model).toEqual(a.model);
  });

  it('names the model after the file unless told otherwise', async () => {
    const file = `${FIXTURES}/soap12/service.wsdl`;
    expect((await parseWsdl(file)).model?.name).toBe('service');
    expect((await parseWsdl(file, { name: 'custom' })).model?.name).toBe('custom');
  });
});
