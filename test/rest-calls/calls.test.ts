/**
 * The `calls` entry (`@svc/<api>/calls`): one function per operation on a connection, the same calls as the
 * client's methods, over HTTP on 127.0.0.1 against the generated server stub; and what it is for: a browser bundle
 * of one call keeps that operation's descriptor and no other (bundled by rolldown for the browser, minified, its
 * gzip size printed and bounded). Also what users see in their editor: signatures that name the model's types.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'rolldown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountingClient, AccountingError, createAccountingServer, fixtures, type AccountingHandlers } from '@svc/accounting';
import * as calls from '@svc/accounting/calls';
import { connectAccounting, createInvoice, query, readInvoice, updateInvoice } from '@svc/accounting/calls';
import { repoRoot } from '../support/run-cli.ts';

const seen: { operation: string; body: unknown; query: unknown; params: unknown }[] = [];
const record =
  (operation: string, result: (r: { body: unknown; params: { id?: string } }) => unknown) =>
  (r: { body: unknown; query: unknown; params: unknown }) => {
    seen.push({ operation, body: r.body, query: r.query, params: r.params });
    return result(r as { body: unknown; params: { id?: string } });
  };

let server: { url: string; close(): Promise<void> };
beforeAll(async () => {
  const handlers = {
    createInvoice: record('createInvoice', () => ({ ...fixtures.InvoiceResponse().Invoice, Id: 'new-1' })),
    updateInvoice: record('updateInvoice', () => fixtures.InvoiceResponse().Invoice),
    readInvoice: record('readInvoice', (r) => {
      if (r.params.id === 'missing') throw AccountingError.of(400, fixtures.Fault());
      return { ...fixtures.InvoiceResponse().Invoice, Id: r.params.id };
    }),
    query: record('query', () => fixtures.QueryResponse().QueryResponse),
  } as unknown as AccountingHandlers;
  server = await createAccountingServer(handlers, { validateResponses: true }).listen(0, '127.0.0.1');
});
afterAll(() => server.close());

describe('@svc/accounting/calls', () => {
  it('calls over a connection as the client does: path values held, body, query, flags, unwrapped results', async () => {
    const connection = connectAccounting({ environment: { baseUrl: server.url }, realmId: '4620816365', accessToken: 'token' });
    const read = await readInvoice(connection, '130');
    expect(read.Id).toBe('130');
    expect(seen.at(-1)).toMatchObject({ operation: 'readInvoice', params: { realmId: '4620816365', id: '130' } });

    const draft = fixtures.InvoiceWrite();
    const created = await createInvoice(connection, draft, { query: { minorversion: 75 } });
    expect(created.Id).toBe('new-1');
    expect(seen.at(-1)).toMatchObject({ operation: 'createInvoice', query: { minorversion: 75 } });

    await updateInvoice(connection, { ...fixtures.InvoiceUpdateWrite(), Id: '130', SyncToken: '0' }, { sparse: true });
    expect(seen.at(-1)?.body).toMatchObject({ Id: '130', sparse: true });

    const page = await query(connection, 'SELECT * FROM Invoice');
    expect(page).toBeTypeOf('object');
  });

  it('is what the client is: a client is a connection, and errors are the interface\'s', async () => {
    const client = new AccountingClient({ environment: { baseUrl: server.url }, realmId: '1', accessToken: 'token' });
    expect((await readInvoice(client, '7')).Id).toBe('7');
    await expect(readInvoice(client, 'missing')).rejects.toBeInstanceOf(AccountingError);
  });

  it('exports one function per operation, and the connection factory', () => {
    const client = new AccountingClient({ realmId: '1' });
    const methods = Object.getOwnPropertyNames(AccountingClient.prototype).filter((m) => m !== 'constructor' && m !== 'select' && m !== 'safe');
    for (const method of methods) expect(typeof (calls as Record<string, unknown>)[method], method).toBe('function');
    expect(typeof calls.connectAccounting).toBe('function');
    expect(client.pathValues).toEqual({ realmId: '1' });
  });
});

describe('a browser bundle of one call', () => {
  const dir = mkdtempSync(join(repoRoot, 'test', '.tmp-calls-bundle-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const bundle = async (source: string): Promise<string> => {
    const input = join(dir, `entry-${Math.random().toString(36).slice(2)}.mjs`);
    writeFileSync(input, source);
    const out = await build({ input, platform: 'browser', write: false, output: { format: 'esm', minify: true }, logLevel: 'silent', external: [/^node:/] });
    return out.output[0].code;
  };

  it('keeps only the operation called, and is far smaller than the whole client', async () => {
    const one = await bundle(
      "import { connectAccounting, readInvoice } from '@svc/accounting/calls';\nexport const r = readInvoice(connectAccounting({ realmId: '1', accessToken: 't' }), '1');\n",
    );
    const whole = await bundle(
      "import { AccountingClient } from '@svc/accounting/client';\nexport const r = new AccountingClient({ realmId: '1', accessToken: 't' }).readInvoice('1');\n",
    );
    const gzip = (code: string): number => gzipSync(code, { level: 9 }).length;
    // Only the descriptor called: no other operation's path.
    expect(one).toContain('/v3/company/{realmId}/invoice/{id}');
    expect(one).not.toContain('/v3/company/{realmId}/customer');
    expect(one).not.toContain('/v3/company/{realmId}/batch');
    console.log(`one call (connectAccounting + readInvoice): ${one.length} bytes minified, ${gzip(one)} gzip; whole client: ${whole.length} / ${gzip(whole)}`);
    expect(gzip(one)).toBeLessThan(gzip(whole) * 0.8);
    // 8.6 KB today; nearly all of it is the one HTTP core (limiter 2.0 KB, retries, token refresh, timeouts): see
    // the README's "calls" paragraph for why it is not cut to the 5 KB issue 20 aimed at. This guards against growth.
    expect(gzip(one)).toBeLessThan(8.75 * 1024);
  });
});

describe('a minified bundle', () => {
  it('keeps the error classes\' names (a minifier renames classes, not errors)', async () => {
    const dir = mkdtempSync(join(repoRoot, 'test', '.tmp-calls-names-'));
    try {
      const input = join(dir, 'entry.mjs');
      writeFileSync(
        input,
        "import { AccountingError, AccountingThrottleError } from '@svc/accounting/client';\n" +
          "export const names = [new AccountingError({ status: 400, operation: 'x', throttled: false }).name, new AccountingThrottleError({ status: 429, operation: 'x', throttled: true }).name];\n",
      );
      const out = await build({ input, platform: 'browser', write: false, output: { format: 'esm', minify: true }, logLevel: 'silent' });
      const file = join(dir, 'bundle.mjs');
      writeFileSync(file, out.output[0].code);
      const { names } = (await import(pathToFileURL(file).href)) as { names: string[] };
      expect(names).toEqual(['AccountingError', 'AccountingThrottleError']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('what an editor shows', () => {
  const declarations = readFileSync(join(repoRoot, 'generated', 'accounting', 'dist', 'client.d.ts'), 'utf8');
  const sources = ['accounting', 'payments', 'connector'].flatMap((name) =>
    ['operations.ts', 'types.ts', 'client.ts'].map((file) => readFileSync(join(repoRoot, 'generated', name, 'src', file), 'utf8')),
  );

  it('method signatures name the types', () => {
    expect(declarations).toMatch(/createInvoice\(invoice: InvoiceWrite, options\?: [^)]*\): Promise<Invoice>;/);
    expect(declarations).toMatch(/readInvoice\(id: string, options\?: [^)]*\): Promise<Invoice>;/);
    expect(declarations).not.toContain("Operations['createInvoice']['request']");
  });

  it('unions name each member once, and provenance stays in the definitions', () => {
    for (const text of sources) {
      expect(text).not.toMatch(/\b([A-Z]\w*) \| \1\b/);
      expect(text).not.toContain('Provenance:');
    }
  });
});
