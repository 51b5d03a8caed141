/**
 * Diagnostics for definitions that used to generate silently half-done, and for mistakes that were reported
 * unhelpfully: unreferenced files (SVC016), wrappers without x-svc-result (SVC017), entities the query language
 * cannot select (SVC018), "did you mean" on SVC002, the root's path line beside an SVC013, and one report per
 * bad YAML indent. Each case edits a fresh copy of a real definition, never the repository's.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../generator/model/diagnostics.ts';
import { parseOpenApi } from '../../../generator/parse/openapi/index.ts';
import { parseWsdl } from '../../../generator/parse/wsdl/index.ts';
import { repoRoot } from '../../support/run-cli.ts';

const temp = mkdtempSync(join(tmpdir(), 'svc-checks-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
let copies = 0;

/** A fresh copy of definitions/accounting, edited by `edits` (file -> change of its text). */
function accounting(edits: Record<string, (text: string) => string> = {}): string {
  const dir = join(temp, `accounting-${copies++}`);
  cpSync(join(repoRoot, 'definitions', 'accounting'), dir, { recursive: true });
  for (const [file, change] of Object.entries(edits)) {
    const path = join(dir, file);
    const before = (() => {
      try {
        return readFileSync(path, 'utf8');
      } catch {
        return '';
      }
    })();
    const after = change(before);
    expect(after, file).not.toBe(before);
    writeFileSync(path, after);
  }
  return join(dir, 'openapi.yaml');
}

const lines = async (file: string) => (await parseOpenApi(file)).diagnostics.map(formatDiagnostic);

describe('definition checks', () => {
  it('the real definitions have none', async () => {
    expect(await lines(join(repoRoot, 'definitions', 'accounting', 'openapi.yaml'))).toEqual([]);
    expect(await lines(join(repoRoot, 'definitions', 'payments', 'openapi.yaml'))).toEqual([]);
  });

  it('SVC016: a file in a definition folder that nothing references', async () => {
    const root = accounting({ 'schemas/Gadget.yaml': () => 'Gadget:\n  type: object\n' });
    const found = await lines(root);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/accounting-\d+\/schemas\/Gadget\.yaml:1:1 SVC016 warning: no \$ref of .*accounting-\d+\/openapi\.yaml reaches this file\n {2}hint: /);
  });

  it('SVC017: a {Entity, time} wrapper without x-svc-result, located at the wrapper in its own file', async () => {
    const root = accounting({ 'schemas/Item.yaml': (t) => t.replace('  x-svc-result: Item\n', '') });
    const found = await lines(root);
    const line = readFileSync(root.replace('openapi.yaml', 'schemas/Item.yaml'), 'utf8').split('\n').indexOf('ItemResponse:') + 1;
    expect(found).toEqual([
      expect.stringMatching(
        new RegExp(
          `schemas/Item\\.yaml:${line}:1 SVC017 warning: response 'ItemResponse' wraps 'Item' with 'time' but has no x-svc-result: clients of createItem return the wrapper\\n  hint: Add \`x-svc-result: Item\` to the schema ItemResponse`,
        ),
      ),
    ]);
  });

  it('SVC018: an entity with operations that the query language cannot select names the line to add', async () => {
    const root = accounting({ 'schemas/QueryResult.yaml': (t) => t.replace(/^ {2}Vendor: .*\n/m, '') });
    const found = await lines(root);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /schemas\/QueryResult\.yaml:9:1 SVC018 warning: entity 'Vendor' has operations \(createVendor, updateVendor, readVendor\) but the query language of 'query' cannot select it\n {2}hint: Add this line under `properties:` of QueryResult \(.*schemas\/QueryResult\.yaml\): Vendor: \{ type: array, items: \{ \$ref: \.\/Vendor\.yaml#\/Vendor \} \}$/,
    );
  });

  it('SVC002 suggests the nearest existing name: a pointer, a file, a WSDL element', async () => {
    const root = accounting({
      'paths/item.yaml': (t) => t.replace('$ref: ../schemas/Item.yaml#/ItemResponse\n      \'400\'', '$ref: ../schemas/Item.yaml#/ItemRespnse\n      \'400\''),
      'paths/vendor.yaml': (t) => t.replace('../parameters/realmId.yaml', '../parameters/realmID.yml'),
    });
    const found = (await parseOpenApi(root)).diagnostics.filter((d) => d.code === 'SVC002').map((d) => d.message);
    expect(found.find((m) => m.includes('ItemRespnse'))).toMatch(/; did you mean `ItemResponse`\?$/);
    expect(found.find((m) => m.includes('realmID.yml'))).toMatch(/file not found: .*realmID\.yml; did you mean `realmId\.yaml`\?$/);

    const wsdl = join(temp, 'connector.wsdl');
    writeFileSync(
      wsdl,
      readFileSync(join(repoRoot, 'definitions', 'connector.wsdl'), 'utf8').replace('element="tns:serverVersionResponse"', 'element="tns:serverVersionRespons"'),
    );
    const soap = (await parseWsdl(wsdl)).diagnostics.filter((d) => d.code === 'SVC002');
    expect(soap.map((d) => d.message)).toEqual([
      'unresolved element "tns:serverVersionRespons" ({http://developer.svc.example/}serverVersionRespons); did you mean `serverVersionResponse`?',
    ]);
    // Nothing close: no guess.
    const far = accounting({ 'paths/item.yaml': (t) => t.replace('#/ItemResponse\n      \'400\'', '#/Zzzzzzzzzz\n      \'400\'') });
    const message = (await parseOpenApi(far)).diagnostics.find((d) => d.code === 'SVC002')!.message;
    expect(message).not.toContain('did you mean');
  });

  it('SVC013 points at the path file and at the path line of the root document', async () => {
    const root = accounting({
      'openapi.yaml': (t) => t.replace("/v3/company/{realmId}/item/{id}: { $ref: 'paths/item.yaml#/byId' }", "/v3/company/{realmId}/item/{itemId}: { $ref: 'paths/item.yaml#/byId' }"),
    });
    const rootLine = readFileSync(root, 'utf8').split('\n').findIndex((l) => l.includes('/item/{itemId}')) + 1;
    const found = (await parseOpenApi(root)).diagnostics.filter((d) => d.code === 'SVC013');
    // {itemId} has no parameter (at the operation, in the path file); `id` has no placeholder (at the parameter).
    expect(found.map((d) => d.location.file.replace(/^.*accounting-\d+\//, '')).sort()).toEqual(['parameters/id.yaml', 'paths/item.yaml']);
    for (const d of found) {
      expect(d.related).toEqual([{ message: "the path '/v3/company/{realmId}/item/{itemId}' is declared here", location: expect.objectContaining({ line: rootLine, column: 3 }) }]);
      expect(formatDiagnostic(d)).toMatch(new RegExp(`\\n  .*openapi\\.yaml:${rootLine}:3: the path '/v3/company/\\{realmId\\}/item/\\{itemId\\}' is declared here$`));
    }
  });

  it('one bad YAML indent is reported once, at the line to fix', async () => {
    const root = accounting({ 'schemas/Item.yaml': (t) => t.replace('  properties:\n    Id:\n', '  properties:\n   Id:\n') });
    const found = (await parseOpenApi(root)).diagnostics;
    expect(found).toHaveLength(1);
    expect(found[0].code).toBe('SVC001');
    expect(found[0].location.file).toMatch(/schemas\/Item\.yaml$/);
    expect(found[0].message).toMatch(/^YAML\/JSON syntax error: All mapping items must start at the same column \(and \d+ later report\(s\) in this file, most likely caused by this one\)$/);
  });
});
