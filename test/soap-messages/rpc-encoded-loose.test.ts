/**
 * Two things real rpc/encoded services do (issue 23, corpus defects found on evac-spclient): an element name with a
 * trailing space in the schema (not an XML name: read trimmed, with a located warning), and the children of an
 * encoded part written qualified by one stack (node-soap) and unqualified by another (ours, Axis): the server
 * reads both. The generated client and node-soap's client both reach the generated server.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as soap from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseInput } from '../../generator/inputs.ts';
import { typeCheck } from '../support/emit-typecheck.ts';
import { repoRoot, runCli } from '../support/run-cli.ts';

const SAMPLE = join('test', 'samples', 'soap-generic', 'rpc-encoded-loose.wsdl');
const OUT = join(repoRoot, 'test', `.rpc-loose-${process.pid}`);

interface Rsp {
  seq: string | null;
  code: number;
}
interface Package {
  LooseClient: new (options: { url: string }) => { notify(request: { req: { seq: string | null; count: number } }): Promise<Rsp> };
  createLooseServer: (handlers: { notify: (request: { req: { seq: string | null; count: number } }) => Rsp }) => {
    listen(): Promise<{ url: string; close(): Promise<void> }>;
  };
}

let pkg: Package;
beforeAll(async () => {
  const result = runCli(['--input', join(repoRoot, SAMPLE), '--name', 'loose', '--out', OUT]);
  expect(result.status).toBe(0);
  pkg = (await import(pathToFileURL(join(OUT, 'loose', 'dist', 'index.js')).href)) as Package;
}, 60_000);
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

const handlers = { notify: ({ req }: { req: { seq: string | null; count: number } }): Rsp => ({ seq: req.seq, code: req.count * 2 }) };

describe('rpc/encoded as real services write it', () => {
  it('reads "code " as code, with a warning located at it; the package passes tsc --strict', async () => {
    const parsed = await parseInput(SAMPLE);
    const warning = parsed.diagnostics.find((d) => d.message.includes('"code "'));
    expect(warning).toMatchObject({ code: 'SVC007', severity: 'warning', location: { line: 24, column: 11 } });
    expect(warning?.message).toBe('name "code " has leading or trailing whitespace; it is read as "code"');
    expect(typeCheck(join(OUT, 'loose'))).toBe('');
  }, 60_000);

  it('generated client -> generated server, the reply element written <code>', async () => {
    const server = await pkg.createLooseServer(handlers).listen();
    try {
      expect(await new pkg.LooseClient({ url: server.url }).notify({ req: { seq: 's-1', count: 4 } })).toEqual({ seq: 's-1', code: 8 });
    } finally {
      await server.close();
    }
  });

  it('the part\'s children are read unqualified or qualified in any namespace', async () => {
    const server = await pkg.createLooseServer(handlers).listen();
    try {
      for (const child of ['', ' xmlns="urn:example:loose"', ' xmlns="urn:example:loose:req"']) {
        const reply = await fetch(server.url, {
          method: 'POST',
          headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' },
          body:
            '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><l:notify xmlns:l="urn:example:loose">' +
            `<req><seq${child}>x</seq><count${child}>5</count></req></l:notify></s:Body></s:Envelope>`,
        });
        const text = await reply.text();
        expect([reply.status, /<code>10<\/code>/.test(text)], text).toEqual([200, true]);
      }
    } finally {
      await server.close();
    }
  });

  it("node-soap's client reaches the generated server via ?wsdl", async () => {
    const server = await pkg.createLooseServer(handlers).listen();
    try {
      const client = await soap.createClientAsync(`${server.url}?wsdl`);
      const [result] = await (client as unknown as { notifyAsync: (a: unknown) => Promise<[unknown]> }).notifyAsync({
        req: { seq: 'n', count: 21 },
      });
      // node-soap knows the element as "code " (with the space), so it leaves <code> as text, untyped.
      expect(result).toMatchObject({ notifyReturn: { seq: 'n', code: '42' } });
    } finally {
      await server.close();
    }
  });
});
