/**
 * `npm run scaffold`: one command adds an entity to each OpenAPI definition and an operation to the WSDL, in a
 * temporary copy of definitions/, generates the packages to a temporary out dir, and the new operations work
 * over HTTP with the generated client against the generated server. Refusals write nothing; a scaffold whose
 * definition does not generate is put back.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/run-cli.ts';

// Inside the repository so the generated packages resolve their runtime dependencies from its node_modules.
const temp = mkdtempSync(join(repoRoot, 'test', '.scaffold-'));
const defs = join(temp, 'definitions');
const out = join(temp, 'out');
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** As `npm run scaffold` runs it: from the generator's bundle (generator/launch.mjs). */
function scaffold(args: string[], definitions = defs) {
  const result = spawnSync(
    process.execPath,
    [join(repoRoot, 'generator', 'launch.mjs'), join(repoRoot, 'generator', 'scaffold', 'cli.ts'), ...args, '--definitions', definitions, '--out', out],
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, NODE_NO_WARNINGS: '1' } },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function tree(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) files[relative(dir, join(e.parentPath, e.name))] = readFileSync(join(e.parentPath, e.name), 'utf8');
  }
  return files;
}

const runs: Record<string, ReturnType<typeof scaffold>> = {};

beforeAll(() => {
  cpSync(join(repoRoot, 'definitions'), defs, { recursive: true });
  runs.accounting = scaffold(['accounting', 'Widget']);
  runs.payments = scaffold(['payments', 'Wallet']);
  runs.connector = scaffold(['connector', 'ping', '--like', 'getLastError']);
}, 300_000);

describe('npm run scaffold', () => {
  it('copies the default entity of each definition, lists the files, generates, with no diagnostics', () => {
    for (const [name, run] of Object.entries(runs)) {
      expect(run.stderr, name).toBe('');
      expect(run.status, name).toBe(0);
      expect(run.stdout).toMatch(new RegExp(`@svc/${name} .* files`));
    }
    // Defaults: the entity with the most operations and methods (Invoice; Card over BankAccount, the first).
    expect(runs.accounting.stdout).toContain('Widget from Invoice in ');
    expect(runs.payments.stdout).toContain('Wallet from Card in ');
    expect(runs.accounting.stdout).toMatch(/created .*accounting\/schemas\/Widget\.yaml/);
    expect(runs.accounting.stdout).toMatch(/changed .*accounting\/schemas\/QueryResult\.yaml/);
    expect(runs.payments.stdout).toMatch(/created .*payments\/parameters\/WalletId\.yaml \(from .*payments\/parameters\/CardId\.yaml\)/);
    // The closing list: what the copies still say about the entity they were copied from, file:line.
    expect(runs.accounting.stdout).toMatch(/copied from Invoice and still about it \(rewrite these for Widget\):\n {2}.*accounting\/paths\/widget\.yaml:\d+ {2}comment: /);
    expect(runs.payments.stdout).toMatch(/payments\/schemas\/Wallet\.yaml:\d+ {2}example: /);
  });

  it('writes every piece the existing entity has: wrappers, x-svc-result, query entry, root lines, rate limits', () => {
    const schema = readFileSync(join(defs, 'accounting', 'schemas', 'Widget.yaml'), 'utf8');
    expect(schema).toMatch(/^WidgetUpdate:$/m);
    expect(schema).toMatch(/^WidgetDeleteResponse:$/m);
    expect(schema).toContain('x-svc-result: Widget');
    const root = readFileSync(join(defs, 'accounting', 'openapi.yaml'), 'utf8');
    expect(root).toContain("/v3/company/{realmId}/widget/{id}: { $ref: 'paths/widget.yaml#/byId' }");
    expect(root).toContain("WidgetResponse: { $ref: 'schemas/Widget.yaml#/WidgetResponse' }");
    expect(root).toContain('appliesTo: [sendInvoice, sendWidget]');
    expect(readFileSync(join(defs, 'accounting', 'schemas', 'QueryResult.yaml'), 'utf8')).toContain(
      'Widget: { type: array, items: { $ref: ./Widget.yaml#/Widget } }',
    );
    // Shared files stay shared: the copy points at the same MetaData and parameters.
    expect(schema).toContain('$ref: ./MetaData.yaml');
    const payments = readFileSync(join(defs, 'payments', 'openapi.yaml'), 'utf8');
    expect(payments).toContain('/svc/v4/customers/{customerId}/wallets/{walletId}:');
    expect(payments).toContain('- name: Wallets');
    const wsdl = readFileSync(join(defs, 'connector.wsdl'), 'utf8');
    expect(wsdl).toContain('<wsdl:message name="pingSoapIn">');
    expect(wsdl).toContain('soapAction="http://developer.svc.example/ping"');
    expect(wsdl).toContain('<xs:element name="pingResult"');
  });

  it('the new accounting entity works over HTTP: create, read, query by name, unwrapped', async () => {
    const pkg = await import(pathToFileURL(join(out, 'accounting', 'dist', 'index.js')).href);
    const stored = { ...pkg.fixtures.Widget(), Id: '7', SyncToken: '0' };
    const statements: string[] = [];
    const server = await pkg
      .createAccountingServer(
        {
          createWidget: async ({ body }: { body: Record<string, unknown> }) => ({ ...stored, ...body, Id: '7' }),
          readWidget: async ({ params }: { params: { id: string } }) => ({ ...stored, Id: params.id }),
          query: async ({ query }: { query: { query: string } }) => (statements.push(query.query), { Widget: [stored], startPosition: 1, maxResults: 1 }),
        },
        { validateResponses: true },
      )
      .listen(0, '127.0.0.1');
    try {
      const client = new pkg.AccountingClient({ environment: { baseUrl: server.url }, realmId: '9130', accessToken: async () => 't' });
      const created = await client.createWidget(pkg.fixtures.WidgetWrite());
      expect(created.Id).toBe('7'); // unwrapped from { Widget, time }
      expect((await client.readWidget('42')).Id).toBe('42');
      const found = await client.select('Widget').limit(5).fetch();
      expect(found.map((w: { Id: string }) => w.Id)).toEqual(['7']);
      expect(statements).toEqual(['SELECT * FROM Widget MAXRESULTS 5']);
    } finally {
      await server.close();
    }
  });

  it('the new payments resource works over HTTP with its path parameters', async () => {
    const pkg = await import(pathToFileURL(join(out, 'payments', 'dist', 'index.js')).href);
    const seen: unknown[] = [];
    const server = await pkg
      .createPaymentsServer(
        {
          createWallet: async () => pkg.fixtures.Wallet(),
          readWallet: async ({ params }: { params: unknown }) => (seen.push(params), pkg.fixtures.Wallet()),
          listWallets: async () => pkg.fixtures.WalletList(),
          deleteWallet: async () => undefined,
        },
        { validateResponses: true },
      )
      .listen(0, '127.0.0.1');
    try {
      const client = new pkg.PaymentsClient({ environment: { baseUrl: server.url }, accessToken: async () => 't' });
      const plain = (v: unknown) => JSON.parse(JSON.stringify(v));
      expect(await client.createWallet('cu_1', pkg.fixtures.WalletWrite())).toEqual(plain(pkg.fixtures.Wallet()));
      expect(await client.readWallet('cu_1', 'wa_2')).toEqual(plain(pkg.fixtures.Wallet()));
      expect(seen).toEqual([{ customerId: 'cu_1', walletId: 'wa_2' }]);
      expect(await client.listWallets('cu_1')).toEqual(plain(pkg.fixtures.WalletList()));
      expect(await client.deleteWallet('cu_1', 'wa_2')).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it('the new SOAP operation works over HTTP', async () => {
    const pkg = await import(pathToFileURL(join(out, 'connector', 'dist', 'index.js')).href);
    const server = await pkg
      .createConnectorServer({ ping: async (req: { ticket?: string }) => `pong ${req.ticket}` })
      .listen(0, '127.0.0.1');
    try {
      const client = new pkg.ConnectorClient({ url: server.url });
      expect(await client.ping({ ticket: 'T-1' })).toBe('pong T-1');
    } finally {
      await server.close();
    }
  });

  it('refuses an existing name or an unknown --like, writing nothing', () => {
    const before = tree(defs);
    const again = scaffold(['accounting', 'Widget', '--no-generate']);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("error: entity 'Widget' already exists in components.schemas");
    expect(again.stderr).toContain('nothing written');
    const unknown = scaffold(['payments', 'Purse', '--like', 'Nope', '--no-generate']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/'Nope' is not an entity of .*\n {2}hint: Entities: Charge, Card, Wallet, BankAccount, Token\./);
    const op = scaffold(['connector', 'ping', '--no-generate']);
    expect(op.status).toBe(1);
    expect(op.stderr).toMatch(/operation 'ping' already exists in .*connector\.wsdl:\d+/);
    const iface = scaffold(['nowhere', 'Thing']);
    expect(iface.status).toBe(1);
    expect(iface.stderr).toContain("no definition 'nowhere'");
    expect(tree(defs)).toEqual(before);
  });

  it('puts every file back when the scaffolded definition does not generate', () => {
    // A user's operation already holds the name the copy would give `readInvoice`: the result is a duplicate.
    const broken = join(temp, 'broken');
    cpSync(join(repoRoot, 'definitions', 'accounting'), join(broken, 'accounting'), { recursive: true });
    const item = join(broken, 'accounting', 'paths', 'item.yaml');
    writeFileSync(item, readFileSync(item, 'utf8').replace('operationId: readItem', 'operationId: readGizmo'));
    const before = tree(broken);
    const run = scaffold(['accounting', 'Gizmo', '--like', 'Invoice'], broken);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/SVC004 operation name 'readGizmo' is already used/);
    expect(run.stderr).toContain('every file is back as it was');
    expect(tree(broken)).toEqual(before);
    expect(existsSync(join(broken, 'accounting', 'schemas', 'Gizmo.yaml'))).toBe(false);
  });
});
