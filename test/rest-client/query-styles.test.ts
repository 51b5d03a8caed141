/**
 * Issue 23, class 6: query parameters that are objects or arrays of objects, serialised by their OpenAPI style
 * (`deepObject`, `spaceDelimited`, `pipeDelimited`, `form`; arrays of objects in bracket notation) by the generated
 * client, type-checked under `--strict`, and read back by the generated server into objects and arrays. Over HTTP
 * on 127.0.0.1; a query the server cannot read back answers 400 in the API's error format.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeQuery } from '../../templates/rest-client/query-string.ts';
import { typeCheck } from '../support/emit-typecheck.ts';
import { repoRoot, runCli } from '../support/run-cli.ts';

const temp = mkdtempSync(join(repoRoot, 'test', '.tmp-query-styles-'));
const pkgDir = join(temp, 'query-styles');

interface Client {
  search(filter: object, options?: { query?: object }): Promise<unknown>;
}
interface Package {
  QueryStylesClient: new (options: { environment: { baseUrl: string }; onRequest?: (r: { url: string }) => void }) => Client;
  createQueryStylesServer(handlers: Record<string, (request: { query: unknown }) => unknown>): { listen(): Promise<{ url: string; close(): Promise<void> }> };
}

let server: { url: string; close(): Promise<void> };
let client: Client;
const urls: string[] = [];
let reached = 0;

beforeAll(async () => {
  const result = runCli(['--input', 'test/samples/openapi/query-styles/openapi.yaml', '--out', temp]);
  expect(result.status, result.stderr).toBe(0);
  const pkg = (await import(pathToFileURL(join(pkgDir, 'dist', 'index.js')).href)) as Package;
  server = await pkg
    .createQueryStylesServer({
      search: ({ query }) => {
        reached++;
        return query;
      },
    })
    .listen();
  client = new pkg.QueryStylesClient({ environment: { baseUrl: server.url }, onRequest: (r) => void urls.push(r.url) });
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(temp, { recursive: true, force: true });
});

describe('query parameter styles', () => {
  it('the client type-checks with object and array-of-object parameters', () => {
    expect(typeCheck(pkgDir)).toBe('');
  });

  it('serialises each style', () => {
    const op = {
      parameters: [
        { name: 'f', in: 'query', required: false, style: 'deepObject', explode: true },
        { name: 's', in: 'query', required: false, style: 'spaceDelimited', explode: false },
        { name: 'p', in: 'query', required: false, style: 'pipeDelimited', explode: false },
        { name: 'c', in: 'query', required: false, style: 'form', explode: false },
        { name: 'o', in: 'query', required: false, style: 'form', explode: true },
        { name: 'u', in: 'query', required: false, style: 'form', explode: false },
      ],
    } as unknown as Parameters<typeof encodeQuery>[1];
    expect(decodeURIComponent(encodeQuery({ f: { a: 1, b: { c: 'x' }, n: null } }, op))).toBe('?f[a]=1&f[b][c]=x');
    expect(encodeQuery({ s: ['a', 'b'], p: [1, 2], c: ['x', 'y'] }, op)).toBe('?s=a%20b&p=1|2&c=x,y');
    expect(encodeQuery({ o: { x: 1, y: 'z' }, u: { x: 1, y: 'z' } }, op)).toBe('?x=1&y=z&u=x,1,y,z');
    expect(decodeURIComponent(encodeQuery({ items: [{ price: 'p1', quantity: 2 }, { price: 'p2' }] }))).toBe('?items[0][price]=p1&items[0][quantity]=2&items[1][price]=p2');
  });

  it('round-trip: the server reads objects and arrays back', async () => {
    const answer = await client.search(
      { status: 'open', owner: { name: 'ann' } },
      { query: { tags: ['a', 'b'], ids: [1, 2], items: [{ price: 'p1', quantity: 2 }], limit: 5 } },
    );
    expect(answer).toEqual({
      filter: { status: 'open', owner: { name: 'ann' } },
      tags: ['a', 'b'],
      ids: ['1', '2'],
      items: [{ price: 'p1', quantity: '2' }],
      limit: 5,
    });
    expect(decodeURIComponent(urls.at(-1)!)).toContain('filter[status]=open&filter[owner][name]=ann');
  });

  it('a required object missing, nested too deep, or a member both a value and an object answers 400 in the error format', async () => {
    reached = 0;
    for (const query of ['', 'filter[status]=open&filter[status][x]=y', `filter${'[a]'.repeat(9)}=1`]) {
      const response = await fetch(`${server.url}/search?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ error: { status: '400' } });
    }
    expect(reached).toBe(0);
  });
});
