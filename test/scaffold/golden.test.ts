/**
 * `--like` of every entity kind of the three definitions (each REST entity of accounting and payments, each SOAP
 * operation of the connector), found by reading the definitions as the scaffold does: each scaffold's changes are
 * a golden text (what was renamed in each copy, what was inserted where, what the user is told to rewrite), and
 * the definition with the new entity generates, into a temporary folder, with no diagnostic at all.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiEntities, readRoot } from '../../generator/scaffold/openapi-entities.ts';
import { wsdlOperations } from '../../generator/scaffold/wsdl.ts';
import { repoRoot } from '../support/run-cli.ts';
import { definitionFile, generateInto, render, scaffold, workspace } from './harness.ts';

const NEW_NAME = { accounting: 'TimeActivity', payments: 'TimeActivity', connector: 'getStatus' } as const;
const definitions = `${repoRoot}/definitions`;
const cases = [
  ...openApiEntities(readRoot(definitionFile(definitions, 'accounting'))).map((e) => ['accounting', e.name] as const),
  ...openApiEntities(readRoot(definitionFile(definitions, 'payments'))).map((e) => ['payments', e.name] as const),
  ...wsdlOperations(definitionFile(definitions, 'connector')).map((op) => ['connector', op] as const),
];

beforeAll(async () => {
  const { startFinishPool } = await import('../../generator/pipeline/finish-pool.ts');
  startFinishPool();
});
afterAll(async () => {
  const { stopFinishPool } = await import('../../generator/pipeline/finish-pool.ts');
  await stopFinishPool();
});

describe('npm run scaffold --like, every entity kind', () => {
  it('finds every entity of the definitions', () => {
    expect(cases.map((c) => c.join(' '))).toEqual([
      'accounting Customer', 'accounting Invoice', 'accounting Item', 'accounting Payment', 'accounting Vendor',
      'accounting Bill', 'accounting Account',
      'payments Charge', 'payments Card', 'payments BankAccount', 'payments Token',
      'connector serverVersion', 'connector clientVersion', 'connector authenticate', 'connector sendRequestXML',
      'connector receiveResponseXML', 'connector connectionError', 'connector getLastError', 'connector closeConnection',
    ]);
  });

  it.each(cases)('%s --like %s: the golden changes, then generation with no diagnostics', async (iface, like) => {
    const ws = workspace();
    try {
      const name = NEW_NAME[iface];
      const { plan, file } = await scaffold(ws.definitions, iface, name, like);
      await expect(render(plan, like, name, ws.definitions)).toMatchFileSnapshot(`__golden__/${iface}-${like}.diff`);
      const generated = await generateInto(file, ws.out);
      expect(generated.stderr).toEqual([]);
      expect(generated.code).toBe(0);
      expect(existsSync(join(ws.out, iface, 'package.json'))).toBe(true);
    } finally {
      ws.remove();
    }
  }, 120_000);
});
