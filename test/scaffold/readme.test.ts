/**
 * The README's "Adding an entity" stays true: each `npm run scaffold` line of its example block, run into a
 * temporary copy of definitions/, generates with no diagnostic, and does what the section says it does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLeftovers } from '../../generator/scaffold/leftovers.ts';
import { repoRoot } from '../support/run-cli.ts';
import { generateInto, scaffold, workspace } from './harness.ts';

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## Adding an entity'), readme.indexOf('## Definitions and extensions'));
const commands = [...section.matchAll(/^npm run scaffold -- (\S+) (\S+)(?: --like (\S+))?/gm)].map((m) => ({ iface: m[1], name: m[2], like: m[3] }));

beforeAll(async () => (await import('../../generator/pipeline/finish-pool.ts')).startFinishPool());
afterAll(async () => (await import('../../generator/pipeline/finish-pool.ts')).stopFinishPool());

describe('README, Adding an entity', () => {
  it('has the four examples', () => {
    expect(commands.map((c) => `${c.iface} ${c.name} ${c.like ?? ''}`.trim())).toEqual([
      'accounting Widget',
      'accounting Widget Item',
      'payments Wallet Card',
      'connector getStatus getLastError',
    ]);
  });

  it.each(commands)('npm run scaffold -- $iface $name --like $like: generates with no diagnostics, as described', async ({ iface, name, like }) => {
    const ws = workspace();
    try {
      const run = await scaffold(ws.definitions, iface, name, like);
      const generated = await generateInto(run.file, ws.out);
      expect(generated.stderr).toEqual([]);
      expect(generated.code).toBe(0);
      const read = (f: string) => readFileSync(join(ws.definitions, f), 'utf8');
      if (iface === 'accounting') {
        // "the query result's `Widget: { type: array, items: { $ref: ./Widget.yaml#/Widget } }`"
        expect(read('accounting/schemas/QueryResult.yaml')).toContain('  Widget: { type: array, items: { $ref: ./Widget.yaml#/Widget } }\n');
        expect(read('accounting/openapi.yaml')).toContain("/v3/company/{realmId}/widget: { $ref: 'paths/widget.yaml#/entity' }");
        expect(read('accounting/schemas/Widget.yaml')).toContain('x-svc-result: Widget');
      }
      if (iface === 'accounting' && like === undefined) {
        expect(run.like).toBe('Invoice'); // "copied from the default one (Invoice)"
        expect(read('accounting/openapi.yaml')).toContain('appliesTo: [sendInvoice, sendWidget]');
        expect(read('accounting/webhooks/entity-change.yaml')).toContain('entities: [Account, Bill, Customer, Invoice, Item, Payment, Vendor, Widget]');
      }
      if (like === 'Item') {
        expect(read('accounting/schemas/Widget.yaml')).toContain('unique: { Name: widget-name }');
        expect(formatLeftovers(run.plan.leftovers, run.like, name, ws.definitions)).toContain('example: Name: Garden Supplies');
      }
      if (iface === 'payments') {
        expect(read('payments/parameters/WalletId.yaml')).toMatch(/^name: walletId$/m); // cardId -> walletId
        expect(read('payments/openapi.yaml')).toContain('/svc/v4/customers/{customerId}/wallets/{walletId}:');
      }
      if (iface === 'connector') {
        expect(read('connector.wsdl')).toContain('soapAction="http://developer.svc.example/getStatus"');
      }
    } finally {
      ws.remove();
    }
  }, 120_000);
});
