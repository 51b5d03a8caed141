/** Each diagnostic code the OpenAPI parser emits, at the file:line:column a user would look at. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOpenApi } from '../../../generator/parse/openapi/index.ts';

const root = path.relative(process.cwd(), path.resolve(import.meta.dirname, '../../samples/openapi-bad'));

/** [fixture folder, expected `code file:line:column` of every diagnostic, in reporting order]. */
const cases: [string, string[]][] = [
  ['svc001-yaml-syntax', ['SVC001 openapi.yaml:11:1']],
  ['svc002-missing-pointer', ['SVC002 openapi.yaml:12:17']],
  ['svc002-missing-file', ['SVC002 openapi.yaml:9:13']],
  ['svc002-missing-used-twice', ['SVC002 openapi.yaml:21:34']],
  ['svc003-unknown-type', ['SVC003 openapi.yaml:11:17']],
  ['svc003-in-referenced-file', ['SVC003 schemas/Thing.yaml:4:11']],
  ['svc003-in-swagger2', ['SVC003 openapi.yaml:15:29', 'SVC003 openapi.yaml:26:15']],
  ['svc003-in-referenced-operation', ['SVC002 openapi.yaml:10:13', 'SVC003 operations/things_list.yaml:11:21']],
  ['svc004-duplicate-operation', ['SVC004 openapi.yaml:13:5']],
  ['svc005-no-responses', ['SVC005 openapi.yaml:9:7']],
  ['svc007-unsupported', ['SVC007 openapi.yaml:12:7']],
  ['svc007-querystring', ['SVC007 openapi.yaml:9:15']],
  ['svc009-swagger12', ['SVC009 openapi.yaml:1:1']],
  ['svc011-bad-extension', ['SVC011 openapi.yaml:7:12', 'SVC011 openapi.yaml:14:11']],
  ['svc011-webhook-extensions', ['SVC011 openapi.yaml:8:7', 'SVC011 openapi.yaml:9:39']],
  ['svc011-query-batch', ['SVC011 openapi.yaml:7:33', 'SVC011 openapi.yaml:8:7', 'SVC011 openapi.yaml:9:7']],
  ['svc012-missing-file', ['SVC012 openapi.yaml:1:1']],
  ['svc013-path-parameter', ['SVC013 openapi.yaml:7:5', 'SVC013 openapi.yaml:10:11']],
  ['svc014-discriminator', ['SVC014 openapi.yaml:22:14']],
  ['svc015-invalid-value', ['SVC015 openapi.yaml:10:18']],
];

describe('parseOpenApi diagnostics', () => {
  it.each(cases)('%s', async (folder, expected) => {
    const dir = path.join(root, folder);
    const result = await parseOpenApi(path.join(dir, 'openapi.yaml'));
    expect(result.model).toBeUndefined();
    const seen = result.diagnostics.filter((d) => d.severity === 'error').map((d) => {
      expect(d.severity).toBe('error');
      expect(d.message).not.toMatch(/\n\s+at /); // never a stack trace
      expect(d.hint).toMatch(/\S/);
      return `${d.code} ${path.relative(dir, d.location.file)}:${d.location.line}:${d.location.column}`;
    });
    expect(seen).toEqual(expected);
  });

  it('reports a missing name once, at its first use, with every other use', async () => {
    const dir = path.join(root, 'svc002-missing-used-twice');
    const result = await parseOpenApi(path.join(dir, 'openapi.yaml'));
    const [d] = result.diagnostics;
    expect(d.message).toMatch(/^unresolved \$ref '#\/components\/schemas\/ToggleOverride'/);
    expect(d.related?.map((r) => `${path.relative(dir, r.location.file)}:${r.location.line}:${r.location.column} ${r.message}`)).toEqual([
      'openapi.yaml:22:25 also referred to here',
      'schemas/other.yaml:4:11 also referred to here',
    ]);
  });

  it('warns about ignored callbacks and still returns the model', async () => {
    const result = await parseOpenApi(path.join(root, 'warning-callbacks', 'openapi.yaml'));
    expect(result.model?.services[0].operations.map((o) => o.name)).toEqual(['subscribe']);
    expect(result.diagnostics.map((d) => `${d.code} ${d.severity} ${d.location.line}:${d.location.column}`)).toEqual([
      'SVC007 warning 12:7',
    ]);
  });

  // Once errors, now warnings: the document generates (issue 23, classes 7, 12 and 14).
  it.each([
    ['svc008-missing-operation-id', 'SVC008 warning 7:5 GET /a has no operationId; it is named `getA`'],
    ['svc010-duplicate-type-name', "SVC010 warning 10:5 schema 'line-item' and schema 'line_item' both become the type name 'LineItem': 'line-item' is named 'LineItem2'"],
  ])('%s: a warning, and the model', async (folder, expected) => {
    const result = await parseOpenApi(path.join(root, folder, 'openapi.yaml'));
    expect(result.model).toBeDefined();
    expect(result.diagnostics.map((d) => `${d.code} ${d.severity} ${d.location.line}:${d.location.column} ${d.message}`)).toEqual([expected]);
  });

  it('reads a Swagger 2.0 document (svc009-swagger2, refused before issue 23, is converted on load)', async () => {
    const result = await parseOpenApi(path.join(root, 'svc009-swagger2', 'openapi.yaml'));
    expect(result.diagnostics).toEqual([]);
    expect(result.model?.title).toBe('Old');
  });

  it('reports a bad file with the fast reader as the reference reader does', async () => {
    for (const [folder] of cases) {
      const file = path.join(root, folder, 'openapi.yaml');
      expect(await parseOpenApi(file)).toEqual(await parseOpenApi(file, { fast: false }));
    }
  });
});
