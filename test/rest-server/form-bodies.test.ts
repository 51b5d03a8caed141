/**
 * Issue 23, class 5: form-encoded and multipart request bodies (test/samples/openapi/form-bodies). The generated
 * client writes them as the definition says (URLSearchParams by style/explode, multipart with a binary file part
 * and a JSON part), the generated server reads them back into the schema's types and validates them like JSON.
 * Over HTTP on 127.0.0.1: generated client -> generated server, plain `fetch` with a URLSearchParams / FormData built
 * the way a browser builds them, and hostile multipart bodies answered in the API's error format.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typeCheck } from '../support/emit-typecheck.ts';
import { repoRoot, runCli } from '../support/run-cli.ts';

const temp = mkdtempSync(join(repoRoot, 'test', '.tmp-form-bodies-'));
const pkgDir = join(temp, 'form-bodies');

type Handler = (request: { body: unknown }) => unknown;
interface Client {
  sendMessage(body: unknown): Promise<unknown>;
  uploadFile(body: unknown): Promise<unknown>;
}
interface Package {
  FormBodiesClient: new (options: { environment: { baseUrl: string } }) => Client;
  createFormBodiesServer(handlers: Record<string, Handler>): { listen(): Promise<{ url: string; close(): Promise<void> }> };
}

const reached: unknown[] = [];
let server: { url: string; close(): Promise<void> };
let client: Client;

/** The handler's body as JSON-able data (bytes as a list and their type). */
function echo(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body, (_, v: unknown) => (v instanceof Uint8Array ? { bytes: [...v] } : v)));
}

beforeAll(async () => {
  const result = runCli(['--input', 'test/samples/openapi/form-bodies/openapi.yaml', '--out', temp]);
  expect(result.status, result.stderr).toBe(0);
  const pkg = (await import(pathToFileURL(join(pkgDir, 'dist', 'index.js')).href)) as Package;
  const record: Handler = ({ body }) => {
    reached.push(body);
    return echo(body);
  };
  server = await pkg.createFormBodiesServer({ sendMessage: record, uploadFile: record }).listen();
  client = new pkg.FormBodiesClient({ environment: { baseUrl: server.url } });
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(temp, { recursive: true, force: true });
});

/** A raw POST (node:http, so nothing is added or fixed on the way). */
function raw(path: string, contentType: string | undefined, body: Buffer | string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, server.url);
    const req = request(url, { method: 'POST', headers: { ...(contentType ? { 'content-type': contentType } : {}), 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, body: text === '' ? undefined : JSON.parse(text) });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('form bodies: types and descriptors', () => {
  it('the body types are the schema (binary as bytes) and the package type-checks', () => {
    const types = readFileSync(join(pkgDir, 'src', 'types.ts'), 'utf8');
    expect(types).toMatch(/export interface UploadFileBody \{\n {2}file: Uint8Array;/);
    expect(types).toMatch(/export interface SendMessageBody \{/);
    const descriptors = readFileSync(join(pkgDir, 'src', 'operation-descriptors.ts'), 'utf8');
    expect(descriptors).toContain("ids: { kind: 'integer', array: true, style: 'form', explode: false }");
    expect(typeCheck(pkgDir)).toBe('');
  });
});

describe('form bodies over HTTP', () => {
  it('urlencoded: the generated client sends a form (not JSON) and the server reads it into the schema types', async () => {
    reached.length = 0;
    const body = { to: 'ann', text: 'a b&c=d', count: 3, urgent: true, tags: ['x', 'y'], ids: [1, 2], filter: { status: 'open', kind: 'sms' } };
    expect(await client.sendMessage(body)).toEqual(body);
    expect(reached).toEqual([body]);
  });

  it('multipart: a binary file part, a JSON part and a repeated text member round-trip', async () => {
    reached.length = 0;
    const file = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x00, 0xff]);
    const result = await client.uploadFile({ file, meta: { title: 'scan', pages: 2 }, labels: ['a', 'b'], size: 8 });
    expect(result).toEqual({ file: { bytes: [...file] }, meta: { title: 'scan', pages: 2 }, labels: ['a', 'b'], size: 8 });
    expect(reached[0]).toMatchObject({ file });
  });

  it('what a browser sends: fetch with URLSearchParams and with FormData (Blob file, JSON Blob part)', async () => {
    const form = new URLSearchParams([['to', 'bob'], ['text', 'hi'], ['tags', 'p'], ['tags', 'q'], ['ids', '7,8'], ['filter[status]', 'done']]);
    const sent = await fetch(`${server.url}/messages`, { method: 'POST', body: form });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ to: 'bob', text: 'hi', tags: ['p', 'q'], ids: [7, 8], filter: { status: 'done' } });

    const data = new FormData();
    data.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'scan.png');
    data.append('meta', new Blob([JSON.stringify({ title: 't' })], { type: 'application/json' }));
    data.append('labels', 'one');
    data.append('size', '3');
    const uploaded = await fetch(`${server.url}/uploads`, { method: 'POST', body: data });
    expect(uploaded.status).toBe(201);
    expect(await uploaded.json()).toEqual({ file: { bytes: [1, 2, 3] }, meta: { title: 't' }, labels: ['one'], size: 3 });
  });

  it('a form that breaks its schema answers 400, JSON to a form operation 415, in the error format; no handler runs', async () => {
    reached.length = 0;
    const wrong = await raw('/messages', 'application/x-www-form-urlencoded', 'to=ann&text=x&count=abc');
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toMatch(/count/);
    expect((await raw('/messages', 'application/x-www-form-urlencoded', 'to=a&text=x')).status).toBe(400);
    expect((await raw('/messages', 'application/x-www-form-urlencoded', 'to=ann&text=x&extra=1')).status).toBe(400);
    expect((await raw('/messages', 'application/x-www-form-urlencoded', 'to=ann&to=bob&text=x')).status).toBe(400);
    const json = await raw('/messages', 'application/json', JSON.stringify({ to: 'ann', text: 'x' }));
    expect(json.status).toBe(415);
    expect(JSON.stringify(json.body)).toMatch(/x-www-form-urlencoded/);
    const part = (name: string, value: string, type?: string): string =>
      `--b\r\ncontent-disposition: form-data; name="${name}"${type ? `\r\ncontent-type: ${type}` : ''}\r\n\r\n${value}\r\n`;
    const badJson = await raw('/uploads', 'multipart/form-data; boundary=b', `${part('file', 'x')}${part('meta', '{nope', 'application/json')}--b--\r\n`);
    expect(badJson.status).toBe(400);
    const missing = await raw('/uploads', 'multipart/form-data; boundary=b', `${part('meta', '{"title":"t"}', 'application/json')}--b--\r\n`);
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toMatch(/file/);
    expect(reached).toEqual([]);
  });
});

describe('hostile multipart bodies', () => {
  const type = 'multipart/form-data; boundary=b';
  it('no boundary parameter, or no delimiter in the body (an endless preamble): 400', async () => {
    expect((await raw('/uploads', 'multipart/form-data', '--b\r\n\r\n--b--')).status).toBe(400);
    expect((await raw('/uploads', type, 'x'.repeat(500_000))).status).toBe(400);
    expect((await raw('/uploads', type, 'x'.repeat(2_000_000))).status).toBe(413);
  });

  it('10k parts: 413 once past maxParts', async () => {
    const body = `${'--b\r\ncontent-disposition: form-data; name="labels"\r\n\r\nx\r\n'.repeat(10_000)}--b--\r\n`;
    const answer = await raw('/uploads', type, body);
    expect(answer.status).toBe(413);
    expect(JSON.stringify(answer.body)).toMatch(/parts/);
    const fields = await raw('/messages', 'application/x-www-form-urlencoded', 'tags=x&'.repeat(10_000));
    expect(fields.status).toBe(413);
  });

  it('huge part headers: 413; unterminated: 400; a part with no name: 400', async () => {
    const huge = `--b\r\ncontent-disposition: form-data; name="labels"\r\nx-pad: ${'y'.repeat(20_000)}\r\n\r\nv\r\n--b--\r\n`;
    expect((await raw('/uploads', type, huge)).status).toBe(413);
    expect((await raw('/uploads', type, '--b\r\ncontent-disposition: form-data; name="labels"')).status).toBe(400);
    expect((await raw('/uploads', type, '--b\r\ncontent-disposition: form-data\r\n\r\nv\r\n--b--\r\n')).status).toBe(400);
  });

  it('nested multipart: 415', async () => {
    const inner = '--c\r\ncontent-disposition: form-data; name="x"\r\n\r\ny\r\n--c--';
    const body = `--b\r\ncontent-disposition: form-data; name="labels"\r\ncontent-type: multipart/mixed; boundary=c\r\n\r\n${inner}\r\n--b--\r\n`;
    const answer = await raw('/uploads', type, body);
    expect(answer.status).toBe(415);
    expect(JSON.stringify(answer.body)).toMatch(/nested/);
  });
});

describe('form limits are options of the generated server', () => {
  it('formLimits.maxParts lowers the bound', async () => {
    const pkg = (await import(pathToFileURL(join(pkgDir, 'dist', 'index.js')).href)) as {
      createFormBodiesServer(handlers: Record<string, Handler>, options: unknown): { listen(): Promise<{ url: string; close(): Promise<void> }> };
    };
    const small = await pkg.createFormBodiesServer({ sendMessage: ({ body }) => body }, { formLimits: { maxParts: 3 } }).listen();
    try {
      const post = (body: string) => fetch(`${small.url}/messages`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
      expect((await post('to=ann&text=x&count=1')).status).toBe(201);
      expect((await post('to=ann&text=x&count=1&urgent=true')).status).toBe(413);
    } finally {
      await small.close();
    }
  });
});

describe('what a form body does not carry yet is a located warning, not JSON sent silently', () => {
  it('a form body without members, per-part headers, an unknown style', async () => {
    const { parseOpenApi } = await import('../../generator/parse/openapi/index.ts');
    const result = await parseOpenApi(join('test', 'samples', 'openapi-bad', 'warning-form-bodies', 'openapi.yaml'));
    expect(result.model).toBeDefined();
    const warnings = result.diagnostics.map((d) => `${d.code} ${d.severity} ${d.location.line}:${d.location.column} ${d.message}`);
    expect(warnings).toEqual([
      'SVC007 warning 10:13 a application/x-www-form-urlencoded body needs an object schema (one property per form member); this one is sent as JSON',
      'SVC007 warning 25:17 per-part headers of a multipart encoding are not sent yet',
      "SVC007 warning 27:30 encoding style 'matrix' is not supported; the member is sent with style form",
    ]);
  });
});
