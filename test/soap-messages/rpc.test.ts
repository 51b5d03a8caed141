/**
 * rpc style (issue 23, class 4): an rpc/literal operation and an rpc/encoded one beside a document/literal one.
 * The wrapper is named after the operation (`<operation>Response` for the reply) in soap:body's namespace, its
 * children are the parts, unqualified; encoded parts state their type in `xsi:type` (SOAP 1.1 section 5) as the
 * real stacks write them. The generated client talks to the generated server over real HTTP on 127.0.0.1, and so
 * does node-soap's client built from the served `?wsdl`. A document/encoded operation is refused with a warning
 * and left out; the rest of the service generates.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as soap from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseInput } from '../../generator/inputs.ts';
import type { SoapOperationNode } from '../../generator/model/types.ts';
import { typeCheck } from '../support/emit-typecheck.ts';
import { repoRoot, runCli } from '../support/run-cli.ts';

const WSDL = join(repoRoot, 'test', 'samples', 'soap-generic', 'rpc.wsdl');
const OUT = join(repoRoot, 'test', `.soap-rpc-${process.pid}`);
const CALLS = 'urn:example:rpc:calls';

interface Forecast {
  point: { lat: number; lon: number };
  unit: 'e' | 'm';
  days: number;
}
interface Client {
  add(request: { a: number; b: number }): Promise<number>;
  forecast(request: Forecast): Promise<string>;
  lookup(request: { zip: string }): Promise<string | undefined>;
}
interface Package {
  WeatherClient: new (options: { url: string }) => Client;
  createWeatherServer: (handlers: {
    add: (request: { a: number; b: number }) => number;
    forecast: (request: Forecast) => string;
    lookup: (request: { zip: string }) => string;
  }) => { listen(): Promise<{ url: string; close(): Promise<void> }> };
}

let pkg: Package;
let server: { url: string; close(): Promise<void> };
const forecasts: Forecast[] = [];
let generateStderr = '';

beforeAll(async () => {
  const result = runCli(['--input', WSDL, '--name', 'weather', '--out', OUT]);
  generateStderr = result.stderr;
  expect(result.status).toBe(0);
  pkg = (await import(pathToFileURL(join(OUT, 'weather', 'dist', 'index.js')).href)) as Package;
  server = await pkg
    .createWeatherServer({
      add: ({ a, b }) => a + b,
      forecast: (request) => {
        forecasts.push(request);
        return `<dwml days="${request.days}"/> & more`;
      },
      lookup: ({ zip }) => `city of ${zip}`,
    })
    .listen();
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(OUT, { recursive: true, force: true });
});

async function post(action: string, body: string): Promise<{ status: number; text: string }> {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"urn:example:rpc/${action}"` },
    body: `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body>${body}</soap:Body></soap:Envelope>`,
  });
  return { status: response.status, text: await response.text() };
}

describe('the model and the package', () => {
  it('has rpc operations with wrappers named after them; the document/encoded one is left out with a warning', async () => {
    const { model, diagnostics } = await parseInput(WSDL);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // One warning per encoded soap:body (its input's and its output's).
    const legacy =
      'SVC007 warning operation "legacy" uses encoded bodies (use="encoded") in document style; only rpc style carries them; the operation is left out of the package';
    expect(diagnostics.map((d) => `${d.code} ${d.severity} ${d.message}`)).toEqual([legacy, legacy]);
    const ops = model!.services.flatMap((s) => s.operations) as SoapOperationNode[];
    expect(ops.map((o) => [o.name, o.style, o.use])).toEqual([
      ['lookup', 'document', 'literal'],
      ['add', 'rpc', 'literal'],
      ['forecast', 'rpc', 'encoded'],
    ]);
    const add = ops[1];
    expect(add.input).toEqual({ element: 'add', namespace: CALLS, type: 'add' });
    expect(add.output).toEqual({ element: 'addResponse', namespace: CALLS, type: 'addResponse' });
    const forecastIn = model!.types.find((t) => t.name === ops[2].input.type)!;
    expect(forecastIn.type).toMatchObject({
      kind: 'object',
      properties: [
        { name: 'point', required: true, xml: { name: 'point', xsiType: { namespace: 'urn:example:rpc:types', name: 'pointType' } } },
        { name: 'unit', required: true, xml: { name: 'unit', xsiType: { namespace: 'urn:example:rpc:types', name: 'unitType' } } },
        { name: 'days', required: true, xml: { name: 'days', xsiType: { namespace: 'http://www.w3.org/2001/XMLSchema', name: 'int' } } },
      ],
    });
  });

  it('generates with the warning only, and passes tsc --strict', () => {
    expect(generateStderr).toMatch(/SVC007 warning: operation "legacy" uses encoded bodies/);
    expect(generateStderr.split('\n').filter((l) => /\bSVC\d{3}\b(?! warning)/.test(l))).toEqual([]);
    expect(typeCheck(join(OUT, 'weather'))).toBe('');
  }, 60_000);
});

describe('generated client -> generated server', () => {
  it('carries rpc/literal, rpc/encoded and document/literal calls', async () => {
    const client = new pkg.WeatherClient({ url: server.url });
    expect(await client.add({ a: 2, b: -5 })).toBe(-3);
    forecasts.length = 0;
    const sent: Forecast = { point: { lat: 38.99, lon: -77.01 }, unit: 'm', days: 3 };
    expect(await client.forecast(sent)).toBe('<dwml days="3"/> & more');
    expect(forecasts).toEqual([sent]);
    expect(await client.lookup({ zip: '20910' })).toBe('city of 20910');
  });

  it('writes the wrapper in soap:body\'s namespace, parts unqualified, xsi:type on encoded parts', async () => {
    // node-soap writes an rpc wrapper in the definitions' targetNamespace: accepted too.
    const elsewhere = await post('add', `<c:add xmlns:c="urn:example:rpc"><a>1</a><b>2</b></c:add>`);
    expect(elsewhere.status).toBe(200);
    const literal = await post('add', `<c:add xmlns:c="${CALLS}"><a>40</a><b>2</b></c:add>`);
    expect(literal.status).toBe(200);
    expect(literal.text).toMatch(new RegExp(`<tns:addResponse xmlns:tns="${CALLS}"><sum>42</sum></tns:addResponse>`));
    const encoded = await post(
      'forecast',
      `<c:forecast xmlns:c="${CALLS}"><point xsi:type="t:pointType" xmlns:t="urn:example:rpc:types"><lat>1.5</lat><lon>2</lon></point><unit xsi:type="xsd:string">e</unit><days xsi:type="xsd:int">1</days></c:forecast>`,
    );
    expect(encoded.status).toBe(200);
    expect(encoded.text).toContain(
      `<dwmlOut xmlns:xt="http://www.w3.org/2001/XMLSchema" xsi:type="xt:string">&lt;dwml days="1"/&gt; &amp; more</dwmlOut>`,
    );
  });

  it('refuses an rpc call whose part is missing or of the wrong kind (Client fault)', async () => {
    const missing = await post('add', `<c:add xmlns:c="${CALLS}"><a>1</a></c:add>`);
    expect(missing.status).toBe(500);
    expect(missing.text).toMatch(/<faultcode>soap:Client<\/faultcode><faultstring>[^<]*b/);
    const wrong = await post('add', `<c:add xmlns:c="${CALLS}"><a>x</a><b>1</b></c:add>`);
    expect(wrong.status).toBe(500);
    expect(wrong.text).toContain('<faultcode>soap:Client</faultcode>');
    // legacy was left out: its SOAPAction names no operation of the server.
    const left = await post('legacy', `<lookup xmlns="urn:example:rpc"><zip>1</zip></lookup>`);
    expect(left.status).toBe(500);
    expect(left.text).toMatch(/<faultcode>soap:Client<\/faultcode><faultstring>SOAPAction "urn:example:rpc\/legacy" does not match/);
  });
});

describe('node-soap client -> generated server via ?wsdl', () => {
  it('calls the rpc/literal and the rpc/encoded operation', async () => {
    const client = await soap.createClientAsync(`${server.url}?wsdl`);
    const call = (name: string, args: unknown): Promise<[unknown]> =>
      (client as unknown as Record<string, (args: unknown) => Promise<[unknown]>>)[`${name}Async`].call(client, args);
    const [sum] = await call('add', { a: 20, b: 22 });
    expect(sum).toEqual({ sum: 42 });
    forecasts.length = 0;
    const [dwml] = await call('forecast', { point: { lat: 1.25, lon: -2 }, unit: 'e', days: 5 });
    expect(forecasts).toEqual([{ point: { lat: 1.25, lon: -2 }, unit: 'e', days: 5 }]);
    // node-soap keeps an encoded part's xsi:type beside its value, as it does for any rpc/encoded service.
    expect(dwml).toEqual({ dwmlOut: { $value: '<dwml days="5"/> & more', attributes: { 'xsi:type': 'xt:string' } } });
    const [city] = await call('lookup', { zip: '1' });
    expect(city).toEqual({ city: 'city of 1' });
  });
});
