// The sandbox is generated: a new entity added to a copy of the definitions the way the README says (a schema file,
// a path file, lines in the root document and QueryResult) is created, read, updated, queried and seeded by the
// regenerated sandbox, and shown by its console, with no change to the generator, the templates or the service module.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../support/run-cli.ts';

const temp = mkdtempSync(join(repoRoot, 'test', '.sandbox-entity-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The Item files with the entity renamed: what a user copying `item.yaml` / `Item.yaml` writes. */
const renamed = (text: string): string => text.replaceAll('Item', 'Widget').replaceAll('item', 'widget');

describe('a new entity in the definition', () => {
  it('is in the sandbox after npm run generate', async () => {
    const defs = join(temp, 'definitions');
    cpSync(join(repoRoot, 'definitions'), defs, { recursive: true });
    const acc = join(defs, 'accounting');
    writeFileSync(join(acc, 'schemas', 'Widget.yaml'), renamed(readFileSync(join(acc, 'schemas', 'Item.yaml'), 'utf8')));
    writeFileSync(join(acc, 'paths', 'widget.yaml'), renamed(readFileSync(join(acc, 'paths', 'item.yaml'), 'utf8')));
    const root = join(acc, 'openapi.yaml');
    writeFileSync(
      root,
      readFileSync(root, 'utf8')
        .replace(/^paths:\n/m, "paths:\n  /v3/company/{realmId}/widget: { $ref: 'paths/widget.yaml#/entity' }\n  /v3/company/{realmId}/widget/{id}: { $ref: 'paths/widget.yaml#/byId' }\n")
        .replace(
          /^ {2}schemas:\n/m,
          "  schemas:\n    Widget: { $ref: 'schemas/Widget.yaml#/Widget' }\n    WidgetUpdate: { $ref: 'schemas/Widget.yaml#/WidgetUpdate' }\n    WidgetResponse: { $ref: 'schemas/Widget.yaml#/WidgetResponse' }\n",
        ),
    );
    const queryResult = join(acc, 'schemas', 'QueryResult.yaml');
    writeFileSync(queryResult, readFileSync(queryResult, 'utf8').replace('  Vendor:', "  Widget: { type: array, items: { $ref: ./Widget.yaml#/Widget } }\n  Vendor:"));

    const out = join(temp, 'generated');
    const result = runCli(['--out', out, '--input', root]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);

    const pkg = (await import(pathToFileURL(join(out, 'accounting', 'dist', 'index.js')).href)) as typeof import('@svc/accounting');
    const errors: unknown[] = [];
    const sandbox = pkg.createAccountingSandbox({ rateLimits: false, server: { validateResponses: true, onError: (e) => errors.push(e) } });
    const { url, close } = await sandbox.listen(0, '127.0.0.1');
    try {
      const call = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`${url}/v3/company/w1${path}`, {
          method,
          headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as Record<string, Record<string, unknown>> };
      };
      // Seeded on first use from the new entity's fixtures.
      const seeded = await call('GET', `/query?query=${encodeURIComponent('SELECT COUNT(*) FROM Widget')}`);
      expect(seeded.body.QueryResponse.totalCount).toBe(3);
      const created = await call('POST', '/widget', { Name: 'Sprocket', Type: 'Service', UnitPrice: 3 });
      expect(created.status).toBe(200);
      expect(created.body.Widget).toMatchObject({ SyncToken: '0', Name: 'Sprocket' });
      const id = String(created.body.Widget.Id);
      expect((await call('GET', `/widget/${id}`)).body.Widget.Name).toBe('Sprocket');
      const updated = await call('POST', '/widget', { Id: id, SyncToken: '0', sparse: true, UnitPrice: 4 });
      expect(updated.body.Widget).toMatchObject({ SyncToken: '1', UnitPrice: 4, Name: 'Sprocket' });
      expect((await call('POST', '/widget', { Id: id, SyncToken: '0', sparse: true, UnitPrice: 5 })).body.Fault).toMatchObject({ Error: [{ code: '5010' }] });
      expect((await call('POST', '/widget', { Name: 'sprocket' })).body.Fault).toMatchObject({ Error: [{ code: '6240' }] });
      const found = await call('GET', `/query?query=${encodeURIComponent("SELECT * FROM Widget WHERE Name = 'Sprocket'")}`);
      expect((found.body.QueryResponse.Widget as unknown[]).length).toBe(1);
      // The console (issue 26) knows it too: in its model with its operations and an example, and in the company.
      const model = (await (await fetch(`${url}/__sandbox/api/model`)).json()) as { entities: Record<string, { operations: Record<string, { name: string }>; example: unknown }> };
      expect(model.entities.Widget.operations.create.name).toBe('createWidget');
      expect(model.entities.Widget.example).toMatchObject({ Name: expect.any(String) });
      const page = (await (await fetch(`${url}/__sandbox/api/companies/w1/Widget?q=sprocket`)).json()) as { total: number };
      expect(page.total).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
