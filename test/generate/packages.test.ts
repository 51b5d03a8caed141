/**
 * The committed packages as a consumer uses them: resolved by name from the root (npm workspaces), imported by
 * plain Node (no TypeScript loader), and type-checked under --strict together with a consumer that uses them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/run-cli.ts';
import { diagnostics, typecheck } from '../support/typecheck.ts';

const names = ['connector', 'payments', 'accounting'] as const;
// Inside the repository so that `@svc/*` resolves through the root node_modules, as for a user.
const consumerDir = mkdtempSync(join(repoRoot, 'test', '.consumer-'));
afterAll(() => rmSync(consumerDir, { recursive: true, force: true }));

/**
 * One `tsc --noEmit --strict` program over the three packages' sources and the consumer (below), run once for the
 * tests that read it: each test asserts on the diagnostics of its own files, and every test fails on a diagnostic
 * of no file it knows (a global one, or one in a library). Three programs and a fourth for the consumer took
 * ~1.6x the CPU, reading and checking lib and @types/node four times.
 */
let checked: { own(prefix: string): string[] } | undefined;
function checkedPackages(): { own(prefix: string): string[] } {
  if (checked !== undefined) return checked;
  writeFileSync(join(consumerDir, 'use.ts'), CONSUMER);
  const prefixes = [...names.map((name) => `generated/${name}/`), `${relative(repoRoot, consumerDir)}/`];
  const result = typecheck(repoRoot, [...names.map((name) => `generated/${name}/src/**/*.ts`), relative(repoRoot, join(consumerDir, 'use.ts'))]);
  const all = diagnostics(result.output);
  const elsewhere = all.filter((d) => !prefixes.some((prefix) => d.startsWith(prefix)));
  expect(result.ok).toBe(all.length === 0);
  checked = { own: (prefix) => [...all.filter((d) => d.startsWith(prefix)), ...elsewhere] };
  return checked;
}

describe.each(names)('@svc/%s', (name) => {
  const pkgDir = join(repoRoot, 'generated', name);
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));

  it('has a package.json with the root and a subpath per part, for import and require (one ES module, CommonJS declarations)', () => {
    expect(pkg.name).toBe(`@svc/${name}`);
    expect(pkg.type).toBe('module');
    for (const entry of ['.', './types', './operations', './validators', './fixtures', './client', './server']) {
      const conditions = pkg.exports[entry];
      expect(conditions, entry).toBeDefined();
      expect(conditions.import.types).toMatch(/^\.\/dist\/[a-z-]+\.d\.ts$/);
      expect(conditions.import.default).toMatch(/^\.\/dist\/[a-z-]+\.js$/);
      expect(conditions.require.types).toBe(conditions.import.types.replace('./dist/', './dist/cjs/'));
      expect(conditions.require.default).toBe(conditions.import.default);
    }
    expect(pkg.dependencies?.['@types/node']).toBeUndefined();
    expect(pkg.peerDependencies['@types/node']).toBe('>=20');
  });

  it('imports from plain Node by its name', () => {
    const script = `const m = await import('@svc/${name}'); console.log(JSON.stringify(Object.keys(m.operations)));`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).length).toBeGreaterThan(0);
  });

  it('its sources pass tsc --noEmit --strict', () => {
    expect(checkedPackages().own(`generated/${name}/`)).toEqual([]);
  });
});

describe('operation names', () => {
  // The spine issue's naming, used by every later emitter: one model operation per client method, including the
  // variants that share `POST /{entity}` (x-svc-operations).
  it('accounting has createX / readX / updateX / deleteX / voidX / pdfX / sendX, query, batch and cdc', async () => {
    const { operations } = await import('@svc/accounting');
    const entities = ['Account', 'Bill', 'Customer', 'Invoice', 'Item', 'Payment', 'Vendor'];
    const expected = [
      ...entities.flatMap((e) => [`create${e}`, `read${e}`, `update${e}`]),
      ...['Bill', 'Invoice', 'Payment'].map((e) => `delete${e}`),
      'voidInvoice',
      'voidPayment',
      'pdfInvoice',
      'sendInvoice',
      'query',
      'batch',
      'cdc',
    ];
    // Every seed operation; a user's added entities (npm run scaffold) may add more.
    expect(Object.keys(operations)).toEqual(expect.arrayContaining(expected));
    expect(operations.deleteInvoice).toMatchObject({
      method: 'POST',
      selector: { operation: 'delete' },
    });
  });

  it('connector has the eight seed operations with SOAPAction = namespace + name', async () => {
    const { operations } = await import('@svc/connector');
    const names = [
      'serverVersion',
      'clientVersion',
      'authenticate',
      'sendRequestXML',
      'receiveResponseXML',
      'connectionError',
      'getLastError',
      'closeConnection',
    ];
    expect(Object.keys(operations)).toEqual(expect.arrayContaining(names));
    for (const name of names) {
      expect(operations[name as keyof typeof operations]).toMatchObject({
        soapAction: `http://developer.svc.example/${name}`,
      });
    }
  });
});

describe('consumers', () => {
  it('type-check against the published .d.ts: read and write shapes, nillable vs optional', () => {
    expect(checkedPackages().own(`${relative(repoRoot, consumerDir)}/`)).toEqual([]);
  });
});

/** A consumer of the three packages through their published declarations (`@svc/*` from the root node_modules). */
const CONSUMER = `
import type { Invoice, InvoiceWrite, Customer } from '@svc/accounting';
import { operations as accountingOps } from '@svc/accounting';
import type { Charge } from '@svc/payments';
import type { authenticateResponse, sendRequestXML } from '@svc/connector';

// A create payload needs no read-only fields, and may not carry them.
const draft: InvoiceWrite = { CustomerRef: { value: '1' }, Line: [] };
// @ts-expect-error Id is read-only: not part of the write shape
const withId: InvoiceWrite = { ...draft, Id: '1' };
declare const inv: Invoice;
// @ts-expect-error read-only on the full shape
inv.Id = '2';
declare const customer: Customer;
const display: string | undefined = customer.DisplayName;
declare const charge: Charge;
const amount: string | undefined = charge.amount;
// The two version ints are required; strings are optional.
const req: sendRequestXML = { acctXMLMajorVers: 13, acctXMLMinorVers: 0 };
// @ts-expect-error acctXMLMajorVers is required
const bad: sendRequestXML = { acctXMLMinorVers: 0 };
declare const auth: authenticateResponse;
const items: (string | null)[] | undefined = auth.authenticateResult;
const method: string = accountingOps.createInvoice.kind;
export { draft, withId, display, amount, req, bad, items, method };
`;
