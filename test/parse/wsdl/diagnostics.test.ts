/**
 * Bad definitions (test/samples/wsdl-bad/<case>): each gives its coded diagnostic at the offending element's
 * file:line:column, no model, and nothing else unexpected.
 */
import { describe, expect, it } from 'vitest';
import { parseWsdl } from '../../../generator/parse/wsdl/index.ts';

const BAD = 'test/samples/wsdl-bad';

/** case -> every error expected, as `code line:column`. */
const CASES: [string, string[]][] = [
  ['svc001-syntax', ['SVC001 13:11']],
  ['svc002-unresolved-binding', ['SVC002 46:5']],
  ['svc002-unresolved-element', ['SVC002 29:5']],
  ['svc002-unresolved-message', ['SVC002 33:7']],
  ['svc002-unresolved-type', ['SVC002 12:13']],
  ['svc002-type-used-twice', ['SVC002 12:13']],
  ['svc003-unknown-builtin', ['SVC003 12:13']],
  ['svc003-unknown-prefix', ['SVC003 12:13']],
  ['svc004-duplicate-operation', ['SVC004 36:5']],
  ['svc005-no-output', ['SVC005 32:5']],
  ['svc006-missing-porttype', ['SVC006 37:3']],
  ['svc006-no-soap-binding', ['SVC006 37:3']],
  ['svc006-operation-not-in-porttype', ['SVC006 44:5']],
  ['svc007-redefine', ['SVC007 9:7']],
  // rpc style is carried; its parts naming elements (not types) are what refuses it, at each message.
  ['svc007-rpc-encoded', ['SVC007 26:5', 'SVC007 29:5']],
  ['svc009-wsdl20', ['SVC009 2:1']],
  ['svc010-duplicate-type', ['SVC010 26:7']],
  ['svc012-import-not-found', ['SVC012 9:7']],
  // The import's own report, then what its absence leaves unresolved.
  ['svc002-wsdl-import-namespace', ['SVC002 8:3', 'SVC006 10:3']],
  ['svc012-wsdl-import-location', ['SVC012 8:3', 'SVC006 10:3']],
  ['svc015-invalid-minoccurs', ['SVC015 12:13']],
];

describe('parseWsdl diagnostics', () => {
  it.each(CASES)('%s', async (name, expected) => {
    const file = `${BAD}/${name}/service.wsdl`;
    const { model, diagnostics } = await parseWsdl(file);
    expect(model).toBeUndefined();
    const errors = diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => `${d.code} ${d.location.line}:${d.location.column}`)).toEqual(expected);
    for (const d of errors) {
      expect(d.location.file).toBe(file);
      expect(d.message.length).toBeGreaterThan(0);
      expect(d.hint).toMatch(/\S/);
    }
  });

  it('reports a missing type once, at its first use, with every other use', async () => {
    const { diagnostics } = await parseWsdl(`${BAD}/svc002-type-used-twice/service.wsdl`);
    expect(diagnostics[0].related?.map((r) => `${r.location.line}:${r.location.column} ${r.message}`)).toEqual([
      '13:13 also used here',
      '20:13 also used here',
    ]);
  });

  it('reports a missing input file as SVC012', async () => {
    const { model, diagnostics } = await parseWsdl(`${BAD}/does-not-exist.wsdl`);
    expect(model).toBeUndefined();
    expect(diagnostics.map((d) => `${d.code} ${d.location.line}:${d.location.column}`)).toEqual(['SVC012 1:1']);
  });

  it('reports a non-WSDL XML document as SVC009', async () => {
    const { diagnostics } = await parseWsdl('test/samples/wsdl/imported-namespace/types.xsd');
    expect(diagnostics.map((d) => `${d.code} ${d.location.line}:${d.location.column}`)).toEqual(['SVC009 2:1']);
  });
});
