/**
 * A WSDL other than ours, with arrays of complex items: a wrapper of nillable items (`ArrayOfContact`) and
 * elements repeated in their parent (`phone`), nested in each other, and XML attributes (on the items and on the
 * request element). The generator must carry them on the wire both ways: the generated client against the
 * generated server, and node-soap against each of them.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as soap from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typeCheck } from '../support/emit-typecheck.ts';
import { repoRoot, runCli } from '../support/run-cli.ts';

const WSDL = join(repoRoot, 'test', 'samples', 'soap-generic', 'contacts.wsdl');
const OUT = join(repoRoot, 'test', `.generic-soap-${process.pid}`);

interface Contact {
  status?: string;
  rank?: number;
  id: number;
  name: string;
  tags?: (string | null)[];
  phone?: { kind: string; number: string }[];
  note?: { value: string; lang?: string };
}
type Contacts = (Contact | null)[];
interface Package {
  ContactsClient: new (options: { url: string }) => {
    saveContacts(request: { contacts: Contacts; batch?: string }): Promise<Contacts | undefined>;
  };
  createContactsServer: (handlers: {
    saveContacts: (request: {
      contacts: Contacts;
      batch?: string;
    }) => Promise<Contacts | undefined> | Contacts | undefined;
  }) => {
    listen(): Promise<{ url: string; close(): Promise<void> }>;
  };
}

const CONTACTS: Contacts = [
  {
    status: 'a "quoted" <&> value',
    rank: -7,
    id: 1,
    name: 'Ann <&> "A"',
    tags: ['x', null, ''],
    note: { value: ' hi & <b> ', lang: 'en' },
    phone: [
      { kind: 'home', number: '+1 555' },
      { kind: 'work', number: '' },
    ],
  },
  null,
  { id: -2, name: ' é 漢字 ', phone: [] },
  { status: '', id: 3, name: '', tags: [], note: { value: '' } },
];

let pkg: Package;
beforeAll(async () => {
  const result = runCli(['--input', WSDL, '--name', 'contacts', '--out', OUT]);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  pkg = (await import(pathToFileURL(join(OUT, 'contacts', 'dist', 'index.js')).href)) as Package;
}, 60_000);
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

/** What the wire can say of `contacts`: repeated elements are read as a list, empty when there are none. */
function asSent(contacts: Contacts): Contacts {
  return contacts.map((c) => (c === null ? null : { ...c, phone: c.phone ?? [] }));
}

describe('arrays of complex items', () => {
  it('are typed, and the package passes tsc --strict', () => {
    const types = readFileSync(join(OUT, 'contacts', 'src', 'types.ts'), 'utf8');
    expect(types).toMatch(/export type ArrayOfContact = \(Contact \| null\)\[\];/);
    expect(typeCheck(join(OUT, 'contacts'))).toBe('');
  }, 60_000);

  it('travel from the generated client to the generated server and back', async () => {
    const received: { contacts: Contacts; batch?: string }[] = [];
    const server = await pkg
      .createContactsServer({
        saveContacts: (request) => {
          received.push(request);
          return request.contacts;
        },
      })
      .listen();
    try {
      const client = new pkg.ContactsClient({ url: server.url });
      const answer = await client.saveContacts({ contacts: CONTACTS, batch: 'b-1 & <2>' });
      expect(received).toEqual([{ contacts: asSent(CONTACTS), batch: 'b-1 & <2>' }]);
      expect(answer).toEqual(asSent(CONTACTS));
      expect(await client.saveContacts({ contacts: [] })).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('reach a node-soap client as its own stack reads them', async () => {
    const batches: (string | undefined)[] = [];
    const server = await pkg
      .createContactsServer({
        saveContacts: ({ contacts, batch }) => {
          batches.push(batch);
          return contacts;
        },
      })
      .listen();
    try {
      const client = await soap.createClientAsync(`${server.url}?wsdl`, { preserveWhitespace: true });
      const method = (client as unknown as { saveContactsAsync: (args: unknown) => Promise<[unknown]> })
        .saveContactsAsync;
      const [result] = await method.call(client, {
        attributes: { batch: 'nb' },
        contacts: {
          Contact: [
            {
              attributes: { rank: 5, status: 'ok' },
              id: 7,
              name: 'Bo',
              note: { attributes: { lang: 'de' }, $value: 'Grüße' },
              phone: [
                { kind: 'a', number: '1' },
                { kind: 'b', number: '2' },
              ],
            },
            { id: 8, name: 'Cy' },
          ],
        },
      });
      expect(batches).toEqual(['nb']);
      expect(result).toMatchObject({
        saveContactsResult: {
          Contact: [
            {
              // node-soap leaves attribute values as text, whatever their type.
              attributes: { rank: '5', status: 'ok' },
              id: 7,
              name: 'Bo',
              note: { attributes: { lang: 'de' }, $value: 'Grüße' },
              phone: [
                { kind: 'a', number: '1' },
                { kind: 'b', number: '2' },
              ],
            },
            { id: 8, name: 'Cy' },
          ],
        },
      });
    } finally {
      await server.close();
    }
  });

  it('are read from a node-soap server by the generated client', async () => {
    const http: Server = createServer();
    const service = {
      Contacts: {
        ContactsSoap: {
          saveContacts: (args: { contacts: { Contact: unknown[] } }) => ({
            saveContactsResult: { Contact: args.contacts.Contact },
          }),
        },
      },
    };
    soap.listen(http, '/Contacts.asmx', service, readFileSync(WSDL, 'utf8'));
    await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
    try {
      const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/Contacts.asmx`;
      const client = new pkg.ContactsClient({ url });
      const sent: Contacts = [
        {
          status: 'vip & "x"',
          rank: 2,
          id: 1,
          name: 'Ann',
          tags: ['x', 'y'],
          phone: [
            { kind: 'home', number: '+1 555' },
            { kind: 'work', number: '9' },
          ],
        },
        { id: 2, name: 'Bo' },
      ];
      expect(await client.saveContacts({ contacts: sent })).toEqual(asSent(sent));
    } finally {
      await new Promise((done) => http.close(done));
    }
  });
});
