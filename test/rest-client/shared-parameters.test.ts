/**
 * Client-wide values of a parameter every operation shares (issue 23, class 18): the accounting API's
 * `minorversion` is given once to the client and sent on every call, over HTTP on 127.0.0.1 against the generated
 * server stub; a call's own value wins. And the fact behind it (`sharedParameters`) on model fixtures: a
 * parameter missing from one operation, required, of another schema, or named like a client option gives none,
 * and a shared header goes on every request of a package built from the fixture (against a scripted server).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountingClient, createAccountingServer, fixtures, type AccountingHandlers } from '@svc/accounting';
import { connectAccounting, readInvoice as readInvoiceCall } from '@svc/accounting/calls';
import { sharedParameters } from '../../generator/facts/http.ts';
import type { ApiModel, HttpOperationNode, ParameterNode } from '../../generator/model/types.ts';
import { buildPackage } from '../../generator/pipeline/build.ts';
import { loadModelFixture, writeFiles } from '../support/emit-fixtures.ts';
import { repoRoot } from '../support/run-cli.ts';
import { startScripted } from '../support/scripted-server.ts';

describe('the accounting client with minorversion given once', () => {
  const seen: { operation: string; query: { [name: string]: unknown } }[] = [];
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    const record = (operation: string, result: (r: { params: { id?: string } }) => unknown) => (r: { query: { [name: string]: unknown }; params: { id?: string } }) => {
      seen.push({ operation, query: { ...r.query } });
      return result(r);
    };
    const handlers = {
      readInvoice: record('readInvoice', (r) => ({ ...fixtures.InvoiceResponse().Invoice, Id: r.params.id })),
      createInvoice: record('createInvoice', () => ({ ...fixtures.InvoiceResponse().Invoice, Id: 'new-1' })),
    } as unknown as AccountingHandlers;
    server = await createAccountingServer(handlers, { validateResponses: true }).listen(0, '127.0.0.1');
  });
  afterAll(() => server.close());

  const options = () => ({ environment: { baseUrl: server.url }, realmId: '9130', accessToken: 'token' });

  it('sends it on a read and on a write', async () => {
    const client = new AccountingClient({ ...options(), minorversion: 70 });
    await client.readInvoice('130');
    expect(seen.at(-1)).toEqual({ operation: 'readInvoice', query: { minorversion: 70 } });
    await client.createInvoice(fixtures.InvoiceWrite());
    expect(seen.at(-1)?.operation).toBe('createInvoice');
    expect(seen.at(-1)?.query.minorversion).toBe(70);
  });

  it("a call's own value wins; one left undefined keeps the client's", async () => {
    const client = new AccountingClient({ ...options(), minorversion: 70 });
    await client.readInvoice('130', { query: { minorversion: 65 } });
    expect(seen.at(-1)?.query).toEqual({ minorversion: 65 });
    await client.createInvoice(fixtures.InvoiceWrite(), { query: { minorversion: 73 } });
    expect(seen.at(-1)?.query.minorversion).toBe(73);
    await client.readInvoice('130', { query: { minorversion: undefined } });
    expect(seen.at(-1)?.query).toEqual({ minorversion: 70 });
  });

  it('sends none when unset', async () => {
    const client = new AccountingClient(options());
    await client.readInvoice('130');
    expect(seen.at(-1)).toEqual({ operation: 'readInvoice', query: {} });
    await client.createInvoice(fixtures.InvoiceWrite());
    expect(seen.at(-1)?.query).not.toHaveProperty('minorversion');
    await new AccountingClient({ ...options(), minorversion: undefined }).readInvoice('1');
    expect(seen.at(-1)?.query).toEqual({});
  });

  it('the named option wins over the same name in defaultQuery; the calls entry takes it as the client does', async () => {
    const client = new AccountingClient({ ...options(), minorversion: 70, defaultQuery: { minorversion: '40' } });
    await client.readInvoice('130');
    expect(seen.at(-1)?.query).toEqual({ minorversion: 70 });
    await readInvoiceCall(connectAccounting({ ...options(), minorversion: 71 }), '7');
    expect(seen.at(-1)).toEqual({ operation: 'readInvoice', query: { minorversion: 71 } });
  });
});

// --- the fact, on the petstore model fixture ---------------------------------------------------------------------

function httpOps(model: ApiModel): HttpOperationNode[] {
  return model.services.flatMap((s) => s.operations).filter((op): op is HttpOperationNode => op.kind === 'http');
}

/** The fixture with `param` added to every HTTP operation (`except` the named one). */
function withEverywhere(param: ParameterNode, except?: string, model: ApiModel = loadModelFixture('rest-petstore')): ApiModel {
  for (const op of httpOps(model)) if (op.name !== except) op.parameters.push(structuredClone(param));
  return model;
}

const version: ParameterNode = { name: 'X-Api-Version', in: 'header', required: false, deprecated: false, type: { kind: 'string', enum: ['2024-01', '2025-06'] } };

describe('sharedParameters (which parameters qualify)', () => {
  it('none in the fixture as written: its minorversion is on one operation of eight', () => {
    const model = loadModelFixture('rest-petstore');
    expect(httpOps(model).filter((op) => op.parameters.some((p) => p.name === 'minorversion'))).toHaveLength(1);
    expect(sharedParameters(model)).toEqual([]);
  });

  it('an optional scalar query or header parameter on every operation, named as an argument', () => {
    const model = withEverywhere({ name: 'minor-version', in: 'query', required: false, deprecated: false, type: { kind: 'number', integer: true } }, undefined, withEverywhere(version));
    expect(sharedParameters(model).map((s) => [s.parameter.in, s.parameter.name, s.option])).toEqual([
      // The first operation's order: its own parameters come first in the fixture.
      ['header', 'X-Api-Version', 'xApiVersion'],
      ['query', 'minor-version', 'minorVersion'],
    ]);
  });

  it('none when one operation lacks it, it is required, its schema differs, it is not scalar, or its name is an option', () => {
    expect(sharedParameters(withEverywhere(version, 'ping'))).toEqual([]);
    expect(sharedParameters(withEverywhere({ ...version, required: true }))).toEqual([]);
    const differing = withEverywhere(version);
    const last = httpOps(differing).at(-1)!.parameters.at(-1)!;
    last.type = { kind: 'string' };
    expect(sharedParameters(differing)).toEqual([]);
    expect(sharedParameters(withEverywhere({ ...version, type: { kind: 'array', items: { kind: 'string' } } }))).toEqual([]);
    expect(sharedParameters(withEverywhere({ ...version, name: 'retry', in: 'query' }))).toEqual([]);
    expect(sharedParameters(withEverywhere({ ...version, name: 'Timeout-Ms' }))).toEqual([]);
  });

  it('a description differing between operations does not matter (one $ref documented twice)', () => {
    const model = withEverywhere({ ...version, type: { ...version.type, description: 'one' } });
    const first = httpOps(model)[0].parameters.at(-1)!;
    first.type = { ...first.type, description: 'another' };
    expect(sharedParameters(model).map((s) => s.option)).toEqual(['xApiVersion']);
  });
});

describe('a package whose operations all declare a header', () => {
  const temp = mkdtempSync(join(repoRoot, 'test', '.tmp-shared-parameters-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  it('has the option and sends it on every request; none is sent when unset; the fixture as written has no option', async () => {
    const plain = await buildPackage(loadModelFixture('rest-petstore'));
    const plainClient = plain.find((f) => f.path === 'src/client.ts')!.content;
    expect(plainClient).not.toContain('defaultHeaders');
    expect(plainClient).toMatch(/defaultQuery: options\.defaultQuery,/);
    expect(plainClient).not.toMatch(/^\s+readonly minorversion\?: number;$/m);

    const files = await buildPackage(withEverywhere(version));
    const source = files.find((f) => f.path === 'src/client.ts')!.content;
    expect(source).toContain("readonly xApiVersion?: '2024-01' | '2025-06';");
    writeFiles(join(temp, 'pkg'), files);
    const pkg = (await import(pathToFileURL(join(temp, 'pkg', 'dist', 'client.js')).href)) as {
      [name: string]: new (options: object) => { [method: string]: (...args: unknown[]) => Promise<unknown> };
    };
    const Client = Object.entries(pkg).find(([name]) => name.endsWith('Client'))![1];
    const server = await startScripted((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
    try {
      const client = new Client({ environment: { baseUrl: server.url }, xApiVersion: '2024-01' });
      await client.listPets();
      await client.listPets({ headers: { 'X-Api-Version': '2025-06' } });
      await client.listPets({ headers: { 'X-Api-Version': undefined } });
      await new Client({ environment: { baseUrl: server.url } }).listPets();
      expect(server.received.map((r) => r.headers['x-api-version'])).toEqual(['2024-01', '2025-06', '2024-01', undefined]);
    } finally {
      await server.close();
    }
  });
});
