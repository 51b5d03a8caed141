/**
 * Children of a type declared in another schema's namespace (issue 23, corpus defect found on Exchange): with
 * elementFormDefault="qualified" there, they travel in that schema's namespace, not the wrapper's. The generated
 * client writes them so, the generated server reads them so, and node-soap (which writes them as the schema says)
 * reaches the generated server and reads its replies.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as soap from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseXml } from '../../templates/soap-messages/xml-tree.ts';
import { typeCheck } from '../support/emit-typecheck.ts';
import { repoRoot, runCli } from '../support/run-cli.ts';

const WSDL = join(repoRoot, 'test', 'samples', 'soap-generic', 'cross-namespace.wsdl');
const OUT = join(repoRoot, 'test', `.cross-namespace-${process.pid}`);
const M = 'urn:example:people:messages';
const T = 'urn:example:people:types';

interface Person {
  Name: string;
  Age?: number;
  Alias?: string[];
  Home?: { City: string };
}
interface Package {
  PeopleClient: new (options: { url: string }) => { addPerson(request: { person: Person; note?: string }): Promise<Person | undefined> };
  createPeopleServer: (handlers: {
    addPerson: (request: { person: Person; note?: string }) => Person | undefined;
  }) => { listen(): Promise<{ url: string; close(): Promise<void> }> };
}

let pkg: Package;
beforeAll(async () => {
  const result = runCli(['--input', WSDL, '--name', 'people', '--out', OUT]);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  pkg = (await import(pathToFileURL(join(OUT, 'people', 'dist', 'index.js')).href)) as Package;
}, 60_000);
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

const PERSON: Person = { Name: 'Ann', Age: 40, Alias: ['A', 'Annie'], Home: { City: 'Oslo' } };

describe("a type's children in its own schema's namespace", () => {
  it('the package passes tsc --strict', () => {
    expect(typeCheck(join(OUT, 'people'))).toBe('');
  }, 60_000);

  it('the generated client writes them in the types namespace; the generated server reads them back', async () => {
    const bodies: string[] = [];
    const received: unknown[] = [];
    const server = await pkg.createPeopleServer({ addPerson: (request) => (received.push(request), request.person) }).listen();
    try {
      const recording = async (input: string, init: RequestInit): Promise<Response> => {
        bodies.push(String(init.body));
        return fetch(input, init);
      };
      const client = new (pkg.PeopleClient as unknown as new (o: { url: string; fetch: typeof recording }) => InstanceType<Package['PeopleClient']>)({ url: server.url, fetch: recording });
      expect(await client.addPerson({ person: PERSON, note: 'n' })).toEqual(PERSON);
      expect(received).toEqual([{ person: PERSON, note: 'n' }]);
      // On the wire: person and note in the messages namespace, Person's children (and Address's) in the types one.
      const body = parseXml(bodies[0]).children.at(-1)?.children[0];
      const person = body?.children.find((c) => c.name === 'person');
      expect([person?.namespace, body?.children.find((c) => c.name === 'note')?.namespace]).toEqual([M, M]);
      expect(person?.children.map((c) => `{${c.namespace}}${c.name}`)).toEqual([`{${T}}Name`, `{${T}}Age`, `{${T}}Alias`, `{${T}}Alias`, `{${T}}Home`]);
      expect(person?.children.at(-1)?.children.map((c) => c.namespace)).toEqual([T]);
      // The namespace is declared on each element where it starts (Person's five), not again below (City).
      expect(bodies[0].match(/xmlns:q=/g)).toHaveLength(5);
    } finally {
      await server.close();
    }
  });

  it("node-soap's client reaches the generated server and reads its reply", async () => {
    const received: unknown[] = [];
    const server = await pkg.createPeopleServer({ addPerson: (request) => (received.push(request), request.person) }).listen();
    try {
      const client = await soap.createClientAsync(`${server.url}?wsdl`);
      const [result] = await (client as unknown as { addPersonAsync: (a: unknown) => Promise<[unknown]> }).addPersonAsync({
        person: { Name: 'Bo', Age: 3, Alias: ['b'], Home: { City: 'Rome' } },
      });
      expect(received).toEqual([{ person: { Name: 'Bo', Age: 3, Alias: ['b'], Home: { City: 'Rome' } } }]);
      expect(result).toEqual({ added: { Name: 'Bo', Age: 3, Alias: ['b'], Home: { City: 'Rome' } } });
    } finally {
      await server.close();
    }
  });

  it('children in the wrapper namespace or none, as older writers sent them, are still read', async () => {
    const server = await pkg.createPeopleServer({ addPerson: (request) => request.person }).listen();
    try {
      const reply = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8' },
        body: `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><addPerson xmlns="${M}"><person><Name>Cy</Name><Home><City>x</City></Home></person></addPerson></s:Body></s:Envelope>`,
      });
      expect(reply.status).toBe(200);
      const text = await reply.text();
      expect(text).toContain(`<q:Name xmlns:q="${T}">Cy</q:Name>`);
      const foreign = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8' },
        body: `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><addPerson xmlns="${M}"><person><Name xmlns="urn:other">Cy</Name></person></addPerson></s:Body></s:Envelope>`,
      });
      expect(foreign.status).toBe(500);
      expect(await foreign.text()).toContain('Element Name is in namespace');
    } finally {
      await server.close();
    }
  });
});
