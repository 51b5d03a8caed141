/**
 * WSDL shapes the parser once refused, on the wire (generated client -> generated server -> back), issue 23:
 * - class 15: a message element whose content is one repeated child (`GetCodes` of `code*`, or an element typed by
 *   an `ArrayOfItem` wrapper) stays an object, so the SOAP binding accepts it as the body element;
 * - class 17: a WSDL split with `wsdl:import` (svcutil's shape: imports by namespace with an empty location).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot, runCli } from '../../support/run-cli.ts';

const WSDL = join(repoRoot, 'test', 'samples', 'wsdl', 'message-element-array', 'service.wsdl');
const SPLIT = join(repoRoot, 'test', 'samples', 'wsdl', 'wsdl-import', 'service.wsdl');
const OUT = join(repoRoot, 'test', `.tmp-wsdl-wire-${process.pid}`);

interface Item {
  id: number;
  label?: string;
}
interface Package {
  ItemsClient: new (options: { url: string }) => {
    GetCodes(request: { code: string[] }): Promise<Item[] | undefined>;
    SaveItems(request: { Item?: Item[] }): Promise<Item[]>;
  };
  // An output element of one member is returned as that member's value (the client's rule for results).
  createItemsServer: (handlers: {
    GetCodes(request: { code: string[] }): Item[] | undefined;
    SaveItems(request: { Item?: Item[] }): Item[];
  }) => { listen(): Promise<{ url: string; close(): Promise<void> }> };
}

interface Order {
  id: number;
  customer?: string | null;
  total: string;
}
interface SplitPackage {
  OrdersClient: new (options: { url: string }) => { GetOrder(request: { id: number }): Promise<Order | null | undefined> };
  createOrdersServer: (handlers: { GetOrder(request: { id: number }): Order | null | undefined }) => {
    listen(): Promise<{ url: string; close(): Promise<void> }>;
  };
}

let pkg: Package;
let split: SplitPackage;
beforeAll(async () => {
  for (const [input, name] of [[WSDL, 'items'], [SPLIT, 'orders']]) {
    const result = runCli(['--input', input, '--name', name, '--out', OUT]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }
  pkg = (await import(pathToFileURL(join(OUT, 'items', 'dist', 'index.js')).href)) as Package;
  split = (await import(pathToFileURL(join(OUT, 'orders', 'dist', 'index.js')).href)) as SplitPackage;
}, 120_000);
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

it('carries message elements of one repeated child both ways', async () => {
  const server = await pkg
    .createItemsServer({
      GetCodes: ({ code }) => code.map((c, i) => ({ id: i + 1, label: c })),
      SaveItems: ({ Item = [] }) => Item.map((item) => ({ ...item, id: item.id * 10 })),
    })
    .listen();
  try {
    const client = new pkg.ItemsClient({ url: server.url });
    expect(await client.GetCodes({ code: ['a', 'b & c'] })).toEqual([
      { id: 1, label: 'a' },
      { id: 2, label: 'b & c' },
    ]);
    expect(await client.SaveItems({ Item: [{ id: 1 }, { id: 2, label: 'two' }] })).toEqual([{ id: 10 }, { id: 20, label: 'two' }]);
  } finally {
    await server.close();
  }
}, 60_000);

it('carries the operations of a WSDL split with wsdl:import', async () => {
  const server = await split.createOrdersServer({ GetOrder: ({ id }) => ({ id, customer: null, total: '12.50' }) }).listen();
  try {
    const client = new split.OrdersClient({ url: server.url });
    expect(await client.GetOrder({ id: 7 })).toEqual({ id: 7, customer: null, total: '12.50' });
  } finally {
    await server.close();
  }
}, 60_000);
