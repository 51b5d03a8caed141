/**
 * Issue 23, class 2: a request body whose schema is written inline (GitHub's, Asana's, Twilio's ...) is validated
 * by the generated server like a named one. The parser names each such schema `<Operation>Body` (one type for a
 * body shared through `components.requestBodies`), so it has validators; a `*\/*` body (Kubernetes') takes a JSON
 * body and validates it too. Generated client -> generated server over HTTP on 127.0.0.1; refusals answer 400 in
 * the API's error format and never reach the handler.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typeCheck } from '../support/emit-typecheck.ts';
import { repoRoot, runCli } from '../support/run-cli.ts';

const temp = mkdtempSync(join(repoRoot, 'test', '.tmp-inline-bodies-'));
const pkgDir = join(temp, 'inline-bodies');

type Handler = (request: { body: unknown; params: unknown }) => unknown;
interface Client {
  createIssue(body: unknown): Promise<unknown>;
  updateIssue(number: number, body: unknown): Promise<unknown>;
  replaceScale(body: unknown): Promise<unknown>;
  addTags(body: unknown): Promise<unknown>;
}
interface Package {
  InlineBodiesClient: new (options: { environment: { baseUrl: string } }) => Client;
  createInlineBodiesServer(handlers: Record<string, Handler>): { listen(): Promise<{ url: string; close(): Promise<void> }> };
  validate: Record<string, (value: unknown) => { ok: boolean }>;
}

const reached: { operation: string; body: unknown }[] = [];
let server: { url: string; close(): Promise<void> };
let client: Client;

beforeAll(async () => {
  const result = runCli(['--input', 'test/samples/openapi/inline-bodies/openapi.yaml', '--out', temp]);
  expect(result.status, result.stderr).toBe(0);
  const pkg = (await import(pathToFileURL(join(pkgDir, 'dist', 'index.js')).href)) as Package;
  const record =
    (operation: string, result: (body: unknown) => unknown): Handler =>
    ({ body }) => {
      reached.push({ operation, body });
      return result(body);
    };
  server = await pkg
    .createInlineBodiesServer({
      createIssue: record('createIssue', (b) => ({ number: 1, title: (b as { title: string }).title })),
      updateIssue: record('updateIssue', () => ({ number: 1, title: 't' })),
      replaceScale: record('replaceScale', (b) => b),
      addTags: record('addTags', () => undefined),
    })
    .listen();
  client = new pkg.InlineBodiesClient({ environment: { baseUrl: server.url } });
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(temp, { recursive: true, force: true });
});

async function post(path: string, body: unknown, method = 'POST', contentType = 'application/json'): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}${path}`, { method, headers: { 'content-type': contentType }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

describe('inline request-body schemas', () => {
  it('are named types with validators: one per body, one for a shared requestBodies component', () => {
    const types = readFileSync(join(pkgDir, 'src', 'types.ts'), 'utf8');
    expect(types.match(/^export (interface|type) \w+Body\b/gm)).toEqual(['export type AddTagsBody', 'export interface CreateIssueBody', 'export interface UpdateIssueBody']);
    expect(typeCheck(pkgDir)).toBe('');
  });

  it('round-trip from the generated client', async () => {
    expect(await client.createIssue({ title: 'Bug', labels: ['a'] })).toEqual({ number: 1, title: 'Bug' });
    expect(await client.updateIssue(1, { state: 'closed' })).toEqual({ number: 1, title: 't' });
    expect(await client.replaceScale({ replicas: 3 })).toEqual({ replicas: 3 });
    await client.addTags(['x']);
    expect(reached.map((r) => r.operation)).toEqual(['createIssue', 'updateIssue', 'replaceScale', 'addTags']);
  });

  it('a body missing a required member, of a wrong type, or with an undeclared member answers 400 and reaches no handler', async () => {
    reached.length = 0;
    const missing = await post('/issues', { labels: ['a'] });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toMatch(/title/);
    expect(missing.body).toMatchObject({ error: { status: '400' } });
    expect((await post('/issues', { title: 'x', milestone: 0 })).status).toBe(400);
    expect((await post('/issues', [])).status).toBe(400);
    expect((await post('/issues/1', { state: 'reopened' }, 'PATCH')).status).toBe(400);
    expect((await post('/issues/1', { title: 'x', extra: true }, 'PUT')).status).toBe(400);
    expect((await post('/tags', [])).status).toBe(400);
    expect((await post('/tags', [1])).status).toBe(400);
    expect(reached).toEqual([]);
  });

  it('a `*/*` body takes JSON and is validated', async () => {
    reached.length = 0;
    const refused = await post('/scale', { replicas: -1 }, 'PUT');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/replicas/);
    expect((await post('/scale', {}, 'PUT')).status).toBe(400);
    expect(reached).toEqual([]);
    expect(await post('/scale', { replicas: 2 }, 'PUT', 'application/merge-patch+json')).toEqual({ status: 200, body: { replicas: 2 } });
  });
});
