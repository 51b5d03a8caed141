/**
 * XML Schema type derivation on the wire, on a WSDL nobody here wrote the runtime for: complexContent extension
 * (the base's elements, then the extension's) and simpleContent extension (an element's text plus attributes,
 * extended again). The generated server receives exactly what the generated client and node-soap's client send,
 * and the generated validators accept derived values.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as soap from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../support/run-cli.ts';

const WSDL = join(repoRoot, 'test', 'samples', 'wsdl', 'extension-base', 'service.wsdl');
const OUT = join(repoRoot, 'test', `.generic-extension-${process.pid}`);

interface Save {
  customer: { id: string; name: string };
  marker?: { id: string };
  price?: { value: string; currency: string; tag?: string };
  text?: string;
}
interface Package {
  ExtensionClient: new (options: { url: string }) => { save(request: Save): Promise<string | undefined> };
  createExtensionServer: (handlers: { save: (request: Save) => string }) => {
    listen(): Promise<{ url: string; close(): Promise<void> }>;
  };
  validate: { [type: string]: (value: unknown) => { ok: boolean } };
}

let pkg: Package;
beforeAll(async () => {
  const result = runCli(['--input', WSDL, '--name', 'extension', '--out', OUT]);
  expect(result.status).toBe(0);
  expect(result.stderr).not.toContain('SVC007 warning: save.');
  pkg = (await import(pathToFileURL(join(OUT, 'extension', 'dist', 'index.js')).href)) as Package;
}, 60_000);
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

describe('derived types', () => {
  it('are validated as the base content followed by their own', () => {
    expect(pkg.validate.Customer({ id: 'c', name: 'n' }).ok).toBe(true);
    expect(pkg.validate.Customer({ id: 'c' }).ok).toBe(false);
    expect(pkg.validate.TaggedMoney({ value: '1.5', currency: 'EUR', tag: 't' }).ok).toBe(true);
    expect(pkg.validate.TaggedMoney({ value: '1.5' }).ok).toBe(false);
  });

  it('travel from the generated client to the generated server', async () => {
    const received: Save[] = [];
    const server = await pkg.createExtensionServer({ save: (request) => (received.push(request), 'ok') }).listen();
    try {
      const client = new pkg.ExtensionClient({ url: server.url });
      const request: Save = {
        customer: { id: 'c-1', name: 'Ann & <Co>' },
        marker: { id: 'm' },
        price: { value: '12.50', currency: 'EUR', tag: 'net "x"' },
        text: ' spaced < text ',
      };
      expect(await client.save(request)).toBe('ok');
      expect(received).toEqual([request]);
    } finally {
      await server.close();
    }
  });

  it('are read from node-soap as it writes them', async () => {
    const received: Save[] = [];
    const server = await pkg.createExtensionServer({ save: (request) => (received.push(request), 'ok') }).listen();
    try {
      const client = await soap.createClientAsync(`${server.url}?wsdl`, { preserveWhitespace: true });
      const method = (client as unknown as { saveAsync: (args: unknown) => Promise<[unknown]> }).saveAsync;
      const [result] = await method.call(client, {
        customer: { id: 'c-2', name: 'Bo' },
        price: { attributes: { currency: 'USD' }, $value: '3' },
      });
      expect(result).toMatchObject({ saveResult: 'ok' });
      expect(received).toEqual([{ customer: { id: 'c-2', name: 'Bo' }, price: { value: '3', currency: 'USD' } }]);
    } finally {
      await server.close();
    }
  });
});
