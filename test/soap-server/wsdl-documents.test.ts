/**
 * `?wsdl` served with every document it reaches (issue 23, class 10): a WSDL that imports another WSDL by location,
 * whose schema imports an XSD that includes another (test/samples/soap-generic/imports/). The generated server
 * serves each at a query of its URL (`?wsdl=wsdl0`, `?xsd=xsd0`), the locations rewritten to those URLs, and
 * node-soap's client, built from `?wsdl` alone, calls the operation over HTTP on 127.0.0.1. Anything else asked
 * for is a 404: the texts were embedded at generation, so no query reaches a file. Then the corpus's two WSDLs
 * that import their schemas (cybersource, exchange) the same way, when ../shared/specs/corpus is there.
 */
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as soap from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../support/run-cli.ts';

const SAMPLE = join(repoRoot, 'test', 'samples', 'soap-generic', 'imports', 'service.wsdl');
const CORPUS = resolve(repoRoot, '..', 'shared', 'specs', 'corpus');
const OUT = join(repoRoot, 'test', `.soap-wsdl-documents-${process.pid}`);

interface Running {
  url: string;
  close(): Promise<void>;
}
type Handlers = { [operation: string]: (request: unknown) => unknown };
interface Package {
  [name: string]: unknown;
}

async function generate(input: string, name: string): Promise<Package> {
  const result = runCli(['--input', input, '--name', name, '--out', OUT]);
  expect(result.status, result.stderr).toBe(0);
  return (await import(pathToFileURL(join(OUT, name, 'dist', 'index.js')).href)) as Package;
}

function serverOf(pkg: Package, stem: string, handlers: Handlers): Promise<Running> {
  const create = pkg[`create${stem}Server`] as (handlers: Handlers, options?: object) => { listen(): Promise<Running> };
  return create(handlers, { onError: () => undefined }).listen();
}

afterAll(() => rmSync(OUT, { recursive: true, force: true }));

describe('a WSDL importing a WSDL, an XSD and its include', () => {
  let pkg: Package;
  let server: Running;
  const seen: unknown[] = [];
  beforeAll(async () => {
    pkg = await generate(SAMPLE, 'orders');
    server = await serverOf(pkg, 'Orders', {
      placeOrder: (request) => {
        seen.push(request);
        return { orderId: 'o-1', status: 'held' };
      },
    });
  }, 60_000);
  afterAll(() => server?.close());

  it('embeds each document once, numbered in the order met, its locations naming the queries', () => {
    // Not a package export: the server's own table (the served texts are checked below).
    expect('ordersWsdlDocuments' in pkg).toBe(false);
    expect(pkg.ordersWsdl).toContain('location="?wsdl=wsdl0"');
    expect(pkg.ordersWsdl).toContain('<xs:import schemaLocation="not-a-file.xsd"/> in a comment');
  });

  it('serves the WSDL and each document it reaches, every location made absolute', async () => {
    const wsdl = await (await fetch(`${server.url}?wsdl`)).text();
    expect(wsdl).toContain(`location="${server.url}?wsdl=wsdl0"`);
    expect(wsdl).toContain(`<soap:address location="${server.url}"/>`);
    const contract = await fetch(`${server.url}?wsdl=wsdl0`);
    expect(contract.status).toBe(200);
    expect(contract.headers.get('content-type')).toBe('text/xml; charset=utf-8');
    expect(await contract.text()).toContain(`schemaLocation="${server.url}?xsd=xsd0"`);
    const orders = await (await fetch(`${server.url}?XSD=xsd0`)).text();
    expect(orders).toContain(`<xs:include schemaLocation="${server.url}?xsd=xsd1"/>`);
    const common = await (await fetch(`${server.url}?xsd=xsd1`)).text();
    expect(common).toContain('<xs:simpleType name="Sku">');
    const head = await fetch(`${server.url}?xsd=xsd1`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength(common));
  });

  it.each(['xsd=xsd2', 'xsd=../schemas/common.xsd', 'xsd=schemas%2Fcommon.xsd', 'wsdl=..%2F..%2Fpackage.json', 'xsd=constructor', 'xsd=__proto__', 'wsdl=service.wsdl'])(
    '?%s is a 404 (only the embedded texts are served)',
    async (query) => {
      const response = await fetch(`${server.url}?${query}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<');
    },
  );

  it("node-soap's client, built from ?wsdl, calls the operation", async () => {
    const client = await soap.createClientAsync(`${server.url}?wsdl`);
    const method = (client as unknown as { [name: string]: (args: unknown) => Promise<[unknown]> }).placeOrderAsync;
    const [result] = await method.call(client, { sku: 'A-1', quantity: 3 });
    expect(result).toEqual({ orderId: 'o-1', status: 'held' });
    expect(seen.at(-1)).toEqual({ sku: 'A-1', quantity: 3 });
  });

  it('the generated client calls the generated server', async () => {
    const Client = pkg.OrdersClient as new (options: { url: string }) => { placeOrder(request: object): Promise<unknown> };
    expect(await new Client({ url: server.url }).placeOrder({ sku: 'B-2', quantity: 1 })).toEqual({ orderId: 'o-1', status: 'held' });
    expect(seen.at(-1)).toEqual({ sku: 'B-2', quantity: 1 });
  });

  it('wsdl: false serves no document', async () => {
    const create = pkg.createOrdersServer as (handlers: Handlers, options?: object) => { listen(): Promise<Running> };
    const bare = await create({}, { wsdl: false }).listen();
    try {
      for (const query of ['wsdl', 'wsdl=wsdl0', 'xsd=xsd0']) expect((await fetch(`${bare.url}?${query}`)).status).toBe(405);
    } finally {
      await bare.close();
    }
  });
});

/** The corpus's WSDLs whose schemas live in imported files: node-soap fetched them from the server and got a 404. */
const CORPUS_WSDLS = [
  { name: 'cybersource', file: join(CORPUS, 'cybersource', 'CyberSourceTransaction_1.26.wsdl'), stem: 'Cybersource' },
  { name: 'exchange', file: join(CORPUS, 'exchange', 'Services.wsdl'), stem: 'Exchange' },
];

describe.skipIf(!existsSync(CORPUS))('corpus WSDLs with imported schemas, through node-soap', () => {
  it.each(CORPUS_WSDLS)('$name: node-soap builds its client from ?wsdl and every schema it names', async ({ name, file, stem }) => {
    const pkg = await generate(file, name);
    const server = await serverOf(pkg, stem, {});
    try {
      const client = await soap.createClientAsync(`${server.url}?wsdl`);
      const description = client.describe() as { [service: string]: { [port: string]: { [operation: string]: unknown } } };
      const operations = Object.values(description).flatMap((ports) => Object.values(ports).flatMap((ops) => Object.keys(ops)));
      expect(operations.length).toBeGreaterThan(0);
      const wsdl = await (await fetch(`${server.url}?wsdl`)).text();
      expect(wsdl).toContain(`schemaLocation="${server.url}?xsd=xsd0"`);
    } finally {
      await server.close();
    }
  }, 120_000);
});
