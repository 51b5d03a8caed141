/**
 * Where a client sends its calls: with no `environment`, the definition's first server (named or not), as the
 * option's documentation says; a named one by its name; an unknown name is refused naming the known ones; a
 * document without servers needs `{ baseUrl }`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../support/run-cli.ts';

const temp = mkdtempSync(join(repoRoot, 'test', '.tmp-environment-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const document = (servers: string): string => `openapi: 3.1.0
info: { title: Pets, version: 1.0.0 }
${servers}
paths:
  /pets/{id}:
    get:
      operationId: readPet
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      responses:
        '200':
          description: A pet.
          content: { application/json: { schema: { type: object, properties: { name: { type: string } } } } }
`;

type Client = new (options: object) => { readPet(id: string): Promise<unknown> };
const clients: Record<string, Client> = {};

beforeAll(async () => {
  const cases = {
    unnamed: "servers: [{ url: 'https://one.example/v1' }, { url: 'https://two.example/v1' }]",
    named: "servers: [{ url: 'https://live.example', x-svc-name: live }, { url: 'https://test.example', x-svc-name: test }]",
    none: '',
  };
  for (const [name, servers] of Object.entries(cases)) {
    const file = join(temp, `${name}.yaml`);
    writeFileSync(file, document(servers));
    const run = runCli(['--input', file, '--name', `pets-${name}`, '--out', join(temp, 'out')]);
    expect(run.status, run.stderr).toBe(0);
    const stem = `Pets${name[0].toUpperCase()}${name.slice(1)}`;
    const module = (await import(pathToFileURL(join(temp, 'out', `pets-${name}`, 'dist', 'client.js')).href)) as Record<string, Client>;
    clients[name] = module[`${stem}Client`];
  }
}, 120_000);

/** A fetch that answers every call with one pet and records the URLs asked for. */
function recordingFetch(urls: string[]): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    urls.push(String(input instanceof Request ? input.url : input));
    return new Response('{"name":"Rex"}', { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

describe('the environment of a client', () => {
  it('defaults to the first server, named or not', async () => {
    const urls: string[] = [];
    await new clients.unnamed({ fetch: recordingFetch(urls) }).readPet('7');
    await new clients.named({ fetch: recordingFetch(urls) }).readPet('7');
    expect(urls).toEqual(['https://one.example/v1/pets/7', 'https://live.example/pets/7']);
  });

  it('takes a named server by its name, and refuses an unknown one naming the known', async () => {
    const urls: string[] = [];
    await new clients.named({ environment: 'test', fetch: recordingFetch(urls) }).readPet('1');
    expect(urls).toEqual(['https://test.example/pets/1']);
    expect(() => new clients.named({ environment: 'staging' })).toThrow(/Unknown environment "staging" \(known: live, test/);
  });

  it('needs a base URL where the document names no server', async () => {
    expect(() => new clients.none({})).toThrow(/names no server: give environment: \{ baseUrl \}/);
    const urls: string[] = [];
    await new clients.none({ environment: { baseUrl: 'https://mine.example' }, fetch: recordingFetch(urls) }).readPet('2');
    expect(urls).toEqual(['https://mine.example/pets/2']);
  });
});
