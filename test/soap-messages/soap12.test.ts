/**
 * SOAP 1.2 on the wire (issue 23, class 16): a service bound in SOAP 1.2 only, and one bound in 1.1 and 1.2.
 * Generated client -> generated server over HTTP, node-soap's client in 1.2 mode -> generated server via `?wsdl`,
 * generated client -> node-soap's server in 1.2 mode; 1.2 faults both ways; the version a request comes in
 * decides the reply's, and a version the endpoint does not serve is a VersionMismatch in the endpoint's.
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

const SAMPLES = join(repoRoot, 'test', 'samples', 'soap-generic');
const ONLY12 = join(SAMPLES, 'soap12-only.wsdl');
const DUAL = join(SAMPLES, 'soap-dual.wsdl');
const OUT = join(repoRoot, 'test', `.soap12-${process.pid}`);
const ENV11 = 'http://schemas.xmlsoap.org/soap/envelope/';
const ENV12 = 'http://www.w3.org/2003/05/soap-envelope';

interface Note {
  title: string;
  words?: number;
}
interface Fault extends Error {
  faultcode: string;
  faultcodeNamespace: string;
  faultstring: string;
  subcode?: { namespace: string; name: string };
  lang?: string;
  detail?: string;
  httpStatus?: number;
  isClientFault: boolean;
  isServerFault: boolean;
}
interface Handlers {
  saveNote?: (request: { note: Note; author?: string }, context: { httpHeaders: Record<string, unknown> }) => string | undefined | Promise<string | undefined>;
  countNotes?: (request: { prefix?: string }) => number;
}
interface Package {
  SoapFault: new (init: { faultcode: string; faultcodeNamespace?: string; faultstring: string; detail?: string }) => Fault;
  [name: string]: unknown;
}
interface Client {
  saveNote(request: { note: Note; author?: string }): Promise<string | undefined>;
  countNotes(request?: { prefix?: string }): Promise<number>;
}
type ServerFactory = (handlers: Handlers, options?: { onError?: (e: unknown) => void }) => {
  listen(): Promise<{ url: string; close(): Promise<void> }>;
};

let only12: Package;
let dual: Package;
beforeAll(async () => {
  for (const [input, name] of [
    [ONLY12, 'notes12'],
    [DUAL, 'notesdual'],
  ] as const) {
    const result = runCli(['--input', input, '--name', name, '--out', OUT]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }
  only12 = (await import(pathToFileURL(join(OUT, 'notes12', 'dist', 'index.js')).href)) as Package;
  dual = (await import(pathToFileURL(join(OUT, 'notesdual', 'dist', 'index.js')).href)) as Package;
}, 120_000);
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

const serverOf = (pkg: Package, name: string): ServerFactory => pkg[`create${name}Server`] as ServerFactory;
const clientOf = (pkg: Package, name: string, options: { url: string; soapVersion?: string }): Client =>
  new (pkg[`${name}Client`] as new (o: typeof options) => Client)(options);

const seenHeaders: Record<string, unknown>[] = [];
const handlers: Handlers = {
  saveNote: ({ note, author }, context) => {
    seenHeaders.push(context.httpHeaders);
    if (note.title === 'sender') throw new only12.SoapFault({ faultcode: 'Client', faultstring: 'No such shelf', detail: 'shelf 7' });
    if (note.title === 'custom') {
      throw new only12.SoapFault({ faultcode: 'Quota', faultcodeNamespace: 'urn:example:errors', faultstring: 'Over quota' });
    }
    if (note.title === 'crash') throw new Error('secret internal detail');
    return `${note.title}/${note.words ?? '-'}/${author ?? ''}`;
  },
  countNotes: ({ prefix }) => (prefix ?? '').length,
};

async function post(url: string, contentType: string | undefined, body: string, extra: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...(contentType !== undefined ? { 'content-type': contentType } : {}), ...extra },
    body,
  });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

const envelope12 = (inner: string): string =>
  `<?xml version="1.0"?><e:Envelope xmlns:e="${ENV12}"><e:Body>${inner}</e:Body></e:Envelope>`;
const envelope11 = (inner: string): string =>
  `<?xml version="1.0"?><e:Envelope xmlns:e="${ENV11}"><e:Body>${inner}</e:Body></e:Envelope>`;
const count12 = '<countNotes xmlns="urn:example:notes12"><prefix>abc</prefix></countNotes>';
const SOAP12_TYPE = 'application/soap+xml; charset=utf-8';

describe('a SOAP 1.2-only service', () => {
  let server: { url: string; close(): Promise<void> };
  const errors: unknown[] = [];
  beforeAll(async () => {
    server = await serverOf(only12, 'Notes12')(handlers, { onError: (e) => errors.push(e) }).listen();
  });
  afterAll(() => server.close());

  it('generates packages that pass tsc --strict', () => {
    expect(typeCheck(join(OUT, 'notes12'))).toBe('');
    expect(typeCheck(join(OUT, 'notesdual'))).toBe('');
  }, 120_000);

  it('generated client -> generated server: application/soap+xml with the action, no SOAPAction, 1.2 envelopes', async () => {
    seenHeaders.length = 0;
    const client = clientOf(only12, 'Notes12', { url: server.url });
    expect(await client.saveNote({ note: { title: 'a <&> "b"', words: 3 }, author: 'é' })).toBe('a <&> "b"/3/é');
    expect(await client.countNotes({ prefix: 'xyz' })).toBe(3);
    expect(seenHeaders[0]['content-type']).toBe('application/soap+xml; charset=utf-8; action="urn:example:notes12/saveNote"');
    expect(seenHeaders[0].soapaction).toBeUndefined();
    const reply = await post(server.url, `${SOAP12_TYPE}; action="urn:example:notes12/countNotes"`, envelope12(count12));
    expect(reply.status).toBe(200);
    expect(reply.type).toBe(SOAP12_TYPE);
    expect(reply.text).toContain(`<soap:Envelope xmlns:soap="${ENV12}"`);
    expect(reply.text).toContain('<tns:countNotesResult>3</tns:countNotesResult>');
  });

  it('faults are 1.2 faults, read by the client into the same SoapFault (Sender 400, Receiver 500)', async () => {
    const client = clientOf(only12, 'Notes12', { url: server.url });
    const sender = (await client.saveNote({ note: { title: 'sender' } }).catch((e: unknown) => e)) as Fault;
    expect(sender).toBeInstanceOf(only12.SoapFault);
    expect(sender).toMatchObject({ faultcode: 'Sender', faultcodeNamespace: ENV12, faultstring: 'No such shelf', detail: 'shelf 7', lang: 'en', httpStatus: 400 });
    expect(sender.isClientFault).toBe(true);
    const custom = (await client.saveNote({ note: { title: 'custom' } }).catch((e: unknown) => e)) as Fault;
    expect(custom).toMatchObject({ faultcode: 'Receiver', subcode: { namespace: 'urn:example:errors', name: 'Quota' }, httpStatus: 500 });
    expect(custom.isServerFault).toBe(true);
    const crash = (await client.saveNote({ note: { title: 'crash' } }).catch((e: unknown) => e)) as Fault;
    expect(crash).toMatchObject({ faultcode: 'Receiver', faultstring: 'The service failed to process the request', httpStatus: 500 });
    expect(String(crash.message)).not.toContain('secret');

    const raw = await post(server.url, SOAP12_TYPE, envelope12('<saveNote xmlns="urn:example:notes12"><note><title>sender</title></note></saveNote>'));
    expect(raw.status).toBe(400);
    expect(raw.type).toBe(SOAP12_TYPE);
    expect(raw.text).toContain('<env:Code><env:Value>env:Sender</env:Value></env:Code>');
    expect(raw.text).toContain('<env:Reason><env:Text xml:lang="en">No such shelf</env:Text></env:Reason>');
    expect(raw.text).toContain('<env:Detail>shelf 7</env:Detail>');
  });

  it('a SOAP 1.1 envelope is refused with a 1.2 VersionMismatch fault, and the server keeps serving', async () => {
    for (const type of ['text/xml; charset=utf-8', 'application/xml']) {
      const reply = await post(server.url, type, envelope11(count12), { soapaction: '"urn:example:notes12/countNotes"' });
      expect(reply.status).toBe(500);
      expect(reply.type).toBe(SOAP12_TYPE);
      expect(reply.text).toContain('<env:Value>env:VersionMismatch</env:Value>');
    }
    expect((await post(server.url, SOAP12_TYPE, envelope12(count12))).status).toBe(200);
  });

  it('the action: absent is dispatched on the body; one naming another operation is a Sender fault', async () => {
    const missing = await post(server.url, SOAP12_TYPE, envelope12(count12));
    expect(missing.text).toContain('<tns:countNotesResult>3</tns:countNotesResult>');
    const bare = await post(server.url, `${SOAP12_TYPE}; action=urn:example:notes12/countNotes`, envelope12(count12));
    expect(bare.status).toBe(200);
    const wrong = await post(server.url, `${SOAP12_TYPE}; action="urn:example:notes12/saveNote"`, envelope12(count12));
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('env:Sender');
    expect(wrong.text).toContain('does not match the body element countNotes');
    // SOAP 1.1's header means nothing in 1.2: it is not read.
    const header = await post(server.url, SOAP12_TYPE, envelope12(count12), { soapaction: '"urn:example:notes12/saveNote"' });
    expect(header.status).toBe(200);
  });

  it('a 1.2 envelope sent as text/xml: 415 Sender fault', async () => {
    const reply = await post(server.url, 'text/xml; charset=utf-8', envelope12(count12));
    expect(reply.status).toBe(415);
    expect(reply.text).toContain('env:Sender');
    expect(reply.text).toContain('A SOAP 1.2 envelope must not come as text/xml');
  });

  it('hostile bodies get 1.2 faults with the same limits: DOCTYPE, depth, size, an unknown mustUnderstand header', async () => {
    const doctype = await post(server.url, SOAP12_TYPE, `<!DOCTYPE x [<!ENTITY a "b">]>${envelope12(count12)}`);
    expect(doctype.status).toBe(400);
    expect(doctype.text).toContain('env:Sender');
    const deep = `${'<a>'.repeat(100)}${'</a>'.repeat(100)}`;
    const depth = await post(server.url, SOAP12_TYPE, envelope12(`<countNotes xmlns="urn:example:notes12"><prefix>${deep}</prefix></countNotes>`));
    expect(depth.status).toBe(400);
    expect(depth.text).toMatch(/env:Sender[\s\S]*nesting deeper than 64/);
    const header = await post(
      server.url,
      SOAP12_TYPE,
      `<e:Envelope xmlns:e="${ENV12}"><e:Header><x:Lock xmlns:x="urn:x" e:mustUnderstand="true"/></e:Header><e:Body>${count12}</e:Body></e:Envelope>`,
    );
    expect(header.status).toBe(500);
    expect(header.text).toContain('<env:Value>env:MustUnderstand</env:Value>');
    // Not understood in 1.1's namespace is no mustUnderstand attribute of 1.2's.
    const foreign = await post(
      server.url,
      SOAP12_TYPE,
      `<e:Envelope xmlns:e="${ENV12}" xmlns:o="${ENV11}"><e:Header><x:Lock xmlns:x="urn:x" o:mustUnderstand="1"/></e:Header><e:Body>${count12}</e:Body></e:Envelope>`,
    );
    expect(foreign.status).toBe(200);
    const big = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': SOAP12_TYPE, 'content-length': String(64 * 1024 * 1024) },
      body: 'x',
      duplex: 'half',
    } as RequestInit).then(
      async (r) => ({ status: r.status, type: r.headers.get('content-type'), text: await r.text() }),
      () => undefined,
    );
    if (big !== undefined) {
      expect(big.status).toBe(413);
      expect(big.type).toBe(SOAP12_TYPE);
      expect(big.text).toContain('env:Sender');
    }
    const fault = await post(server.url, SOAP12_TYPE, envelope12(`<e:Fault xmlns:e="${ENV12}"/>`));
    expect(fault.status).toBe(400);
    expect((await post(server.url, SOAP12_TYPE, envelope12(count12))).status).toBe(200);
    expect(errors.map((e) => (e as Error).message)).toEqual(['secret internal detail']);
  });

  it("node-soap's client in SOAP 1.2 mode -> generated server via ?wsdl", async () => {
    const client = await soap.createClientAsync(`${server.url}?wsdl`, { forceSoap12Headers: true });
    const call = (name: string, args: unknown) =>
      (client as unknown as Record<string, (a: unknown) => Promise<[unknown]>>)[`${name}Async`].call(client, args);
    const [saved] = await call('saveNote', { note: { title: 'ns', words: 2 }, author: 'n' });
    expect(saved).toEqual({ saveNoteResult: 'ns/2/n' });
    const [counted] = await call('countNotes', { prefix: 'abcd' });
    expect(counted).toEqual({ countNotesResult: 4 });
    const failure = (await call('saveNote', { note: { title: 'sender' } }).catch((e: unknown) => e)) as {
      response?: { status: number };
      root?: { Envelope?: { Body?: { Fault?: { Code?: { Value?: string }; Reason?: { Text?: unknown } } } } };
    };
    expect(failure.response?.status).toBe(400);
    expect(failure.root?.Envelope?.Body?.Fault?.Code?.Value).toBe('env:Sender');
  });

  it("generated client -> node-soap's server in SOAP 1.2 mode", async () => {
    const http: Server = createServer();
    const service = {
      Notes: {
        NotesSoap12: {
          saveNote: (args: { note: Note; author?: string }) => ({ saveNoteResult: `${args.note.title}:${args.author ?? ''}` }),
          countNotes: (args: { prefix?: string }) => {
            if (args.prefix === 'fault') {
              throw { Fault: { Code: { Value: 'soap:Sender' }, Reason: { Text: 'Bad prefix' }, statusCode: 400 } };
            }
            return { countNotesResult: (args.prefix ?? '').length };
          },
        },
      },
    };
    soap.listen(http, { path: '/Notes.svc', services: service, xml: readFileSync(ONLY12, 'utf8'), forceSoap12Headers: true } as soap.IServerOptions);
    await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
    try {
      const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/Notes.svc`;
      const client = clientOf(only12, 'Notes12', { url });
      expect(await client.saveNote({ note: { title: 'from ours' }, author: 'x' })).toBe('from ours:x');
      expect(await client.countNotes({ prefix: 'ab' })).toBe(2);
      const fault = (await client.countNotes({ prefix: 'fault' }).catch((e: unknown) => e)) as Fault;
      expect(fault).toBeInstanceOf(only12.SoapFault);
      expect(fault).toMatchObject({ faultcode: 'Sender', faultcodeNamespace: ENV12, faultstring: 'Bad prefix', httpStatus: 400 });
    } finally {
      await new Promise((done) => http.close(done));
    }
  });
});

describe('a service bound in SOAP 1.1 and 1.2', () => {
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    server = await serverOf(dual, 'Notesdual')(handlers).listen();
  });
  afterAll(() => server.close());

  it('the client calls in the first binding\'s version (1.1) unless soapVersion says 1.2; the server answers each in its own', async () => {
    seenHeaders.length = 0;
    expect(await clientOf(dual, 'Notesdual', { url: server.url }).saveNote({ note: { title: 'one' } })).toBe('one/-/');
    expect(await clientOf(dual, 'Notesdual', { url: server.url, soapVersion: '1.2' }).saveNote({ note: { title: 'two' } })).toBe('two/-/');
    expect(seenHeaders.map((h) => [h['content-type'], h.soapaction])).toEqual([
      ['text/xml; charset=utf-8', '"urn:example:notesdual/saveNote"'],
      ['application/soap+xml; charset=utf-8; action="urn:example:notesdual/saveNote"', undefined],
    ]);
    const count = '<countNotes xmlns="urn:example:notesdual"><prefix>ab</prefix></countNotes>';
    const one = await post(server.url, 'text/xml; charset=utf-8', envelope11(count));
    expect([one.status, one.type]).toEqual([200, 'text/xml; charset=utf-8']);
    expect(one.text).toContain(`xmlns:soap="${ENV11}"`);
    const two = await post(server.url, SOAP12_TYPE, envelope12(count));
    expect([two.status, two.type]).toEqual([200, SOAP12_TYPE]);
    expect(two.text).toContain(`xmlns:soap="${ENV12}"`);
    // A fault in the request's version: 1.1 Client (500), 1.2 Sender (400).
    const bad = '<countNotes xmlns="urn:example:notesdual"><prefix><x/></prefix></countNotes>';
    const fault11 = await post(server.url, 'text/xml', envelope11(bad));
    expect([fault11.status, fault11.text.includes('<faultcode>soap:Client</faultcode>')]).toEqual([500, true]);
    const fault12 = await post(server.url, SOAP12_TYPE, envelope12(bad));
    expect([fault12.status, fault12.text.includes('env:Sender')]).toEqual([400, true]);
    // An envelope of neither version: VersionMismatch, in the version its Content-Type names.
    const other = '<e:Envelope xmlns:e="urn:soap:9"><e:Body/></e:Envelope>';
    expect((await post(server.url, SOAP12_TYPE, other)).text).toContain('env:VersionMismatch');
    expect((await post(server.url, 'text/xml', other)).text).toContain('<faultcode>soap:VersionMismatch</faultcode>');
  });

  it('node-soap reaches it in both versions via ?wsdl', async () => {
    for (const forceSoap12Headers of [false, true]) {
      const client = await soap.createClientAsync(`${server.url}?wsdl`, { forceSoap12Headers });
      const [result] = await (client as unknown as { countNotesAsync: (a: unknown) => Promise<[unknown]> }).countNotesAsync({ prefix: 'abcde' });
      expect(result).toEqual({ countNotesResult: 5 });
    }
  });
});
