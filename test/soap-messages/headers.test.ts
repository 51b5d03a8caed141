/**
 * SOAP headers (issue 23, class 3): a WSDL whose operation declares request headers (a complex one and a simple
 * one, in another namespace, as parts of the input message beside its body) and a response header. The model
 * carries them; the generated client sends and receives them, the generated server decodes, validates and answers
 * them, over real HTTP on 127.0.0.1; node-soap's client (built from the served `?wsdl`) talks to the generated
 * server with its own headers. Refusals: an entry marked mustUnderstand="1" the operation does not declare is a
 * MustUnderstand fault (SOAP 1.1 section 4.2.3), on either side; hostile headers are refused like bodies.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as soap from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseInput } from '../../generator/inputs.ts';
import type { SoapOperationNode } from '../../generator/model/types.ts';
import { typeCheck } from '../support/emit-typecheck.ts';
import { repoRoot, runCli } from '../support/run-cli.ts';

const WSDL = join(repoRoot, 'test', 'samples', 'soap-generic', 'headers.wsdl');
const OUT = join(repoRoot, 'test', `.soap-headers-${process.pid}`);
const NS = 'urn:example:quotes';
const HNS = 'urn:example:quotes:headers';

interface RequestHeaders {
  Session?: { token: string; tenant?: number };
  Locale?: string;
}
interface ResponseHeaders {
  Usage?: { calls: number; limit?: number };
}
interface Context {
  headers: RequestHeaders;
  responseHeaders: ResponseHeaders;
}
interface Client {
  getQuote(
    request: { symbol: string },
    options?: {
      soapHeaders?: RequestHeaders;
      mustUnderstand?: (keyof RequestHeaders)[];
      onResponseHeaders?: (headers: ResponseHeaders) => void;
    },
  ): Promise<number | undefined>;
  ping(): Promise<boolean>;
}
interface Package {
  QuotesClient: new (options: { url: string }) => Client;
  createQuotesServer: (
    handlers: {
      getQuote: (request: { symbol: string }, context: Context) => number | undefined;
      ping: (request: object, context: { soapHeaders: readonly unknown[] }) => boolean;
    },
    options?: { onError?: (error: unknown) => void },
  ) => { listen(): Promise<{ url: string; close(): Promise<void> }> };
}

let pkg: Package;
const seen: { symbol: string; headers: RequestHeaders }[] = [];
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  const result = runCli(['--input', WSDL, '--name', 'quotes', '--out', OUT]);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  pkg = (await import(pathToFileURL(join(OUT, 'quotes', 'dist', 'index.js')).href)) as Package;
  server = await pkg
    .createQuotesServer({
      getQuote: (request, context) => {
        seen.push({ symbol: request.symbol, headers: context.headers });
        context.responseHeaders.Usage = { calls: seen.length, limit: 100 };
        return 1.25;
      },
      ping: () => true,
    })
    .listen();
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(OUT, { recursive: true, force: true });
});

async function post(body: string, action = `${NS}/getQuote`): Promise<{ status: number; text: string }> {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${action}"` },
    body,
  });
  return { status: response.status, text: await response.text() };
}

const envelope = (header: string, body = `<q:getQuote xmlns:q="${NS}"><q:symbol>S</q:symbol></q:getQuote>`): string =>
  `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Header>${header}</soap:Header><soap:Body>${body}</soap:Body></soap:Envelope>`;

describe('the model', () => {
  it('carries each direction\'s headers; the body is the part no header names', async () => {
    const { model, diagnostics } = await parseInput(WSDL);
    expect(diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
    const ops = model!.services.flatMap((s) => s.operations) as SoapOperationNode[];
    const getQuote = ops.find((o) => o.name === 'getQuote')!;
    expect(getQuote.input).toMatchObject({ element: 'getQuote', namespace: NS });
    expect(getQuote.inputHeaders).toEqual([
      { name: 'Session', element: 'Session', namespace: HNS, type: 'Session' },
      { name: 'Locale', element: 'Locale', namespace: HNS, type: 'Locale' },
    ]);
    expect(getQuote.outputHeaders).toEqual([{ name: 'Usage', element: 'Usage', namespace: HNS, type: 'Usage' }]);
    expect(ops.find((o) => o.name === 'ping')!.inputHeaders).toBeUndefined();
  });

  it('generates a package that passes tsc --strict', () => {
    expect(typeCheck(join(OUT, 'quotes'))).toBe('');
  }, 60_000);
});

describe('generated client -> generated server', () => {
  it('sends request headers, and reads the response header', async () => {
    const client = new pkg.QuotesClient({ url: server.url });
    let usage: ResponseHeaders | undefined;
    seen.length = 0;
    const price = await client.getQuote(
      { symbol: 'A&B' },
      {
        soapHeaders: { Session: { token: 't <1> & "2"', tenant: 7 }, Locale: ' de-CH ' },
        mustUnderstand: ['Session'],
        onResponseHeaders: (h) => (usage = h),
      },
    );
    expect(price).toBe(1.25);
    expect(seen).toEqual([{ symbol: 'A&B', headers: { Session: { token: 't <1> & "2"', tenant: 7 }, Locale: ' de-CH ' } }]);
    expect(usage).toEqual({ Usage: { calls: 1, limit: 100 } });
  });

  it('sends none when none is given, and an operation without headers is unchanged', async () => {
    const client = new pkg.QuotesClient({ url: server.url });
    seen.length = 0;
    expect(await client.getQuote({ symbol: 'B' })).toBe(1.25);
    expect(seen).toEqual([{ symbol: 'B', headers: {} }]);
    expect(await client.ping()).toBe(true);
  });
});

describe('node-soap client -> generated server via ?wsdl', () => {
  it('its headers reach the handler and the response header reaches it', async () => {
    const client = await soap.createClientAsync(`${server.url}?wsdl`);
    client.addSoapHeader({ Session: { token: 'from node-soap' } }, '', 'h', HNS);
    client.addSoapHeader({ Locale: 'fr' }, '', 'h', HNS);
    seen.length = 0;
    const method = (client as unknown as { getQuoteAsync: (args: unknown) => Promise<[unknown, unknown, unknown]> })
      .getQuoteAsync;
    const [result, , responseHeader] = await method.call(client, { symbol: 'X' });
    expect(result).toEqual({ price: 1.25 });
    expect(seen).toEqual([{ symbol: 'X', headers: { Session: { token: 'from node-soap' }, Locale: 'fr' } }]);
    // node-soap leaves header values as text, whatever their type.
    expect(responseHeader).toEqual({ Usage: { attributes: { limit: '100' }, calls: '1' } });
  });
});

describe('refusals', () => {
  const mustUnderstand = (header: string) => `<x:${header} xmlns:x="urn:other" soap:mustUnderstand="1"/>`;

  it.each([
    ['an undeclared entry marked mustUnderstand="1"', envelope(mustUnderstand('Trace')), 500, 'MustUnderstand', 'Header Trace is not understood'],
    [
      "another operation's header on ping",
      envelope(`<h:Session xmlns:h="${HNS}" soap:mustUnderstand="1"><h:token>t</h:token></h:Session>`, `<q:ping xmlns:q="${NS}"/>`),
      500,
      'MustUnderstand',
      'Header Session is not understood',
    ],
    [
      'a header given twice',
      envelope(`<h:Locale xmlns:h="${HNS}">a</h:Locale><h:Locale xmlns:h="${HNS}">b</h:Locale>`),
      500,
      'Client',
      'Header Locale appears more than once',
    ],
    [
      'a header of the wrong content',
      envelope(`<h:Session xmlns:h="${HNS}"><h:token>t</h:token><h:tenant>seven</h:tenant></h:Session>`),
      500,
      'Client',
      'tenant',
    ],
    [
      'a header missing its required child',
      envelope(`<h:Session xmlns:h="${HNS}"><h:tenant>1</h:tenant></h:Session>`),
      500,
      'Client',
      'token',
    ],
    ['a header nested past the depth limit', envelope(`<h:Locale xmlns:h="${HNS}">${'<a>'.repeat(100)}${'</a>'.repeat(100)}</h:Locale>`), 500, 'Client', 'XML nesting deeper than 64 levels'],
  ])('%s', async (_name, body, status, code, message) => {
    const before = seen.length;
    const reply = await post(body, body.includes('ping') ? `${NS}/ping` : `${NS}/getQuote`);
    expect(reply.status).toBe(status);
    expect(reply.text).toContain(`<faultcode>soap:${code}</faultcode>`);
    expect(reply.text).toMatch(new RegExp(`<faultstring>[^<]*${message}`));
    expect(seen.length).toBe(before);
    // The server keeps serving.
    expect(await new pkg.QuotesClient({ url: server.url }).ping()).toBe(true);
  });

  it('a header past the body cap is refused like a body (413)', async () => {
    const reply = await post(envelope(`<h:Locale xmlns:h="${HNS}">${'x'.repeat(33 * 1024 * 1024)}</h:Locale>`));
    expect(reply.status).toBe(413);
    expect(reply.text).toContain('<faultcode>soap:Client</faultcode>');
  });

  it('the client refuses a response entry marked mustUnderstand="1" it does not declare', async () => {
    const http = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
      response.end(
        envelope(mustUnderstand('Billing'), `<q:getQuoteResponse xmlns:q="${NS}"><q:price>2</q:price></q:getQuoteResponse>`),
      );
    });
    await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
    try {
      const client = new pkg.QuotesClient({ url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/` });
      await expect(client.getQuote({ symbol: 'S' })).rejects.toThrow(/header Billing must be understood/);
    } finally {
      await new Promise((done) => http.close(done));
    }
  });

  it('the served WSDL is the definition', async () => {
    const text = await (await fetch(`${server.url}?wsdl`)).text();
    expect(text).toContain('<soap:header message="tns:Headers" part="Usage" use="literal"/>');
    expect(readFileSync(WSDL, 'utf8')).toContain('part="Usage"');
  });
});
