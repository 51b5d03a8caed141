/**
 * Bad input against the generated server: each gets the right SOAP fault or HTTP status, never a stack trace,
 * parser internals or an empty 200, and the server answers a good request right after every one of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnectorServer, type RunningSoapServer } from '@svc/connector';
import { DEFAULT_RESULTS, NS, rawRequest, readVector, readVectorHeaders, recordingHandlers, type Call } from '../support/connector.ts';

const GOOD_BODY = readVector('connector-03-authenticate-request.xml');
const GOOD_HEADERS = readVectorHeaders('connector-03-authenticate-request.headers.txt');
const SMALL_CAP = 64 * 1024;

function envelope(body: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${body}</soap:Body></soap:Envelope>`;
}

function sendRequestXML(major: string | undefined, minor = '<acctXMLMinorVers>0</acctXMLMinorVers>'): string {
  return envelope(
    `<sendRequestXML xmlns="${NS}"><ticket>t</ticket>${major === undefined ? '' : `<acctXMLMajorVers>${major}</acctXMLMajorVers>`}${minor}</sendRequestXML>`,
  );
}

function headers(action: string, extra: { [name: string]: string } = {}): { [name: string]: string } {
  return { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${NS}${action}"`, ...extra };
}

interface Case {
  readonly name: string;
  readonly method?: string;
  readonly path?: string;
  readonly headers?: { [name: string]: string };
  readonly body?: string | Buffer;
  readonly status: number;
  /** Expected faultcode local part (a SOAP fault body), or undefined for a plain-text answer. */
  readonly faultcode?: string;
  readonly faultstring?: RegExp;
}

const BILLION_LAUGHS = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>${envelope(`<authenticate xmlns="${NS}"><strUserName>&lol3;</strUserName></authenticate>`).replace('<?xml version="1.0" encoding="utf-8"?>', '')}`;
const XXE = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${envelope(`<authenticate xmlns="${NS}"><strUserName>&xxe;</strUserName></authenticate>`).replace('<?xml version="1.0" encoding="utf-8"?>', '')}`;

const CASES: Case[] = [
  { name: 'malformed XML', headers: headers('authenticate'), body: envelope(`<authenticate xmlns="${NS}"><strUserName>x</authenticate>`), status: 500, faultcode: 'Client' },
  { name: 'unclosed tags', headers: headers('authenticate'), body: envelope(`<authenticate xmlns="${NS}"><strUserName>x</strUserName>`).replace('</soap:Envelope>', ''), status: 500, faultcode: 'Client' },
  { name: 'mismatched tags', headers: headers('authenticate'), body: envelope(`<authenticate xmlns="${NS}"><strUserName>x</strPassword></authenticate>`), status: 500, faultcode: 'Client', faultstring: /^Malformed XML at line 1, column \d+$/ },
  { name: 'attribute without a value', headers: headers('authenticate'), body: envelope(`<authenticate xmlns="${NS}" flag><strUserName>x</strUserName></authenticate>`), status: 500, faultcode: 'Client' },
  { name: 'unquoted attribute', headers: headers('authenticate'), body: envelope(`<authenticate xmlns=${NS}><strUserName>x</strUserName></authenticate>`), status: 500, faultcode: 'Client' },
  { name: 'duplicate attribute', headers: headers('authenticate'), body: envelope(`<authenticate xmlns="${NS}" xmlns="${NS}"><strUserName>x</strUserName></authenticate>`), status: 500, faultcode: 'Client' },
  { name: 'garbage after the root', headers: headers('authenticate'), body: GOOD_BODY + 'garbage', status: 500, faultcode: 'Client' },
  { name: 'a second root', headers: headers('authenticate'), body: GOOD_BODY + '<again/>', status: 500, faultcode: 'Client' },
  { name: 'not XML at all', headers: headers('authenticate'), body: 'hello', status: 500, faultcode: 'Client' },
  { name: 'empty body', headers: headers('authenticate'), body: '', status: 500, faultcode: 'Client' },
  { name: 'DOCTYPE with entities (billion laughs)', headers: headers('authenticate'), body: BILLION_LAUGHS, status: 500, faultcode: 'Client', faultstring: /DOCTYPE|document type/i },
  { name: 'DOCTYPE with an external entity (XXE)', headers: headers('authenticate'), body: XXE, status: 500, faultcode: 'Client', faultstring: /DOCTYPE|document type/i },
  {
    name: 'oversized body (over a configured 64 KiB cap, streamed)',
    headers: headers('sendRequestXML', { 'Transfer-Encoding': 'chunked' }),
    body: sendRequestXML('5').replace('<ticket>t</ticket>', `<ticket>${'x'.repeat(SMALL_CAP)}</ticket>`),
    status: 413,
    faultcode: 'Client',
    faultstring: /larger than/,
  },
  {
    name: 'oversized body (declared Content-Length, refused before 100 Continue)',
    headers: headers('sendRequestXML', { 'Content-Length': String(SMALL_CAP + 1), Expect: '100-continue' }),
    body: undefined,
    status: 413,
    faultcode: 'Client',
  },
  { name: 'unknown operation', headers: headers('nothing'), body: envelope(`<nothing xmlns="${NS}"/>`), status: 500, faultcode: 'Client', faultstring: /Unknown operation/ },
  { name: 'SOAPAction mismatch', headers: headers('closeConnection'), body: GOOD_BODY, status: 500, faultcode: 'Client', faultstring: /SOAPAction/ },
  { name: 'wrong namespace', headers: headers('authenticate'), body: envelope('<authenticate xmlns="urn:wrong"><strUserName>a</strUserName></authenticate>'), status: 500, faultcode: 'Client', faultstring: /namespace/ },
  { name: 'SOAP 1.2 envelope', headers: headers('authenticate'), body: '<e:Envelope xmlns:e="http://www.w3.org/2003/05/soap-envelope"><e:Body/></e:Envelope>', status: 500, faultcode: 'VersionMismatch' },
  { name: 'missing required int', headers: headers('sendRequestXML'), body: sendRequestXML(undefined), status: 500, faultcode: 'Client', faultstring: /acctXMLMajorVers/ },
  { name: 'non-integer int', headers: headers('sendRequestXML'), body: sendRequestXML('five'), status: 500, faultcode: 'Client', faultstring: /acctXMLMajorVers.*xs:int/ },
  { name: 'int out of range', headers: headers('sendRequestXML'), body: sendRequestXML('2147483648'), status: 500, faultcode: 'Client', faultstring: /acctXMLMajorVers/ },
  { name: 'deeply nested XML', headers: headers('authenticate'), body: envelope(`<authenticate xmlns="${NS}"><strUserName>${'<a>'.repeat(200)}${'</a>'.repeat(200)}</strUserName></authenticate>`), status: 500, faultcode: 'Client', faultstring: /depth|nest/i },
  { name: 'GET without ?wsdl', method: 'GET', status: 405 },
  { name: 'other path', method: 'POST', path: '/elsewhere', headers: headers('authenticate'), body: GOOD_BODY, status: 404 },
  { name: 'wrong Content-Type', headers: { ...headers('authenticate'), 'Content-Type': 'application/json' }, body: '{}', status: 415, faultcode: 'Client' },
];

describe('bad input -> generated server', () => {
  const calls: Call[] = [];
  let server: RunningSoapServer;
  let base: string;
  beforeAll(async () => {
    server = await createConnectorServer(recordingHandlers(calls, DEFAULT_RESULTS), {
      maxBodyBytes: SMALL_CAP,
      onError: () => undefined,
    }).listen();
    base = server.url.slice(0, server.url.lastIndexOf('/'));
  });
  afterAll(() => server.close());

  async function stillServing(): Promise<void> {
    const before = calls.length;
    const reply = await rawRequest(server.url, { headers: GOOD_HEADERS, body: GOOD_BODY });
    expect(reply.status).toBe(200);
    expect(reply.body).toContain('ea0bf596246b623664adb465cc8662a2');
    expect(calls.length).toBe(before + 1);
  }

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = calls.length;
    const reply = await rawRequest(c.path ? base + c.path : server.url, {
      method: c.method ?? 'POST',
      headers: c.headers ?? {},
      ...(c.body !== undefined ? { body: c.body } : {}),
    });
    expect(reply.status).toBe(c.status);
    expect(reply.body.length).toBeGreaterThan(0);
    expect(reply.body).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\.ts:\d|fast-xml-parser|TypeError/);
    if (c.faultcode !== undefined) {
      expect(reply.headers['content-type']).toBe('text/xml; charset=utf-8');
      expect(reply.body).toMatch(new RegExp(`<faultcode>[\\w-]+:${c.faultcode}</faultcode>`));
      if (c.faultstring) expect(/<faultstring>([\s\S]*?)<\/faultstring>/.exec(reply.body)?.[1]).toMatch(c.faultstring);
    }
    expect(calls.length).toBe(before); // no handler ran
    await stillServing();
  });

  it('GET ?wsdl (any case) serves the WSDL', async () => {
    for (const query of ['?wsdl', '?WSDL']) {
      const reply = await rawRequest(server.url + query, { method: 'GET' });
      expect(reply.status).toBe(200);
      expect(reply.body).toContain('<wsdl:definitions');
    }
  });

  it('unquoted and absent SOAPAction are accepted', async () => {
    for (const action of [`${NS}authenticate`, undefined, '""']) {
      const h: { [name: string]: string } = { 'Content-Type': 'text/xml; charset=utf-8' };
      if (action !== undefined) h.SOAPAction = action;
      const reply = await rawRequest(server.url, { headers: h, body: GOOD_BODY });
      expect(reply.status).toBe(200);
    }
  });

  it('a slow body gets 408 and the server keeps serving', async () => {
    const slow = await createConnectorServer(recordingHandlers([], DEFAULT_RESULTS), { bodyTimeoutMs: 200 }).listen();
    try {
      const reply = await rawRequest(slow.url, { headers: headers('authenticate'), body: GOOD_BODY, bodyDelayMs: 600 }).catch(
        (e: unknown) => e,
      );
      // The server answers 408 before the body arrives (or the connection closes under the late writer).
      if (!(reply instanceof Error)) expect((reply as { status: number }).status).toBe(408);
      const good = await rawRequest(slow.url, { headers: GOOD_HEADERS, body: GOOD_BODY });
      expect(good.status).toBe(200);
    } finally {
      await slow.close();
    }
  });

  it('the default cap is 32 MiB: a declared 33 MiB body is refused with 413 before it is sent', async () => {
    const big = await createConnectorServer(recordingHandlers([], DEFAULT_RESULTS)).listen();
    try {
      const reply = await rawRequest(big.url, {
        headers: headers('sendRequestXML', { 'Content-Length': String(33 * 1024 * 1024), Expect: '100-continue' }),
      });
      expect(reply.status).toBe(413);
      expect(reply.sawContinue).toBe(false);
      // A 10 MB document is within the cap.
      const doc = '&lt;QBXML&gt;' + 'x'.repeat(10 * 1024 * 1024) + '&lt;/QBXML&gt;';
      const body = envelope(`<receiveResponseXML xmlns="${NS}"><ticket>t</ticket><response>${doc}</response></receiveResponseXML>`);
      const ok = await rawRequest(big.url, { headers: headers('receiveResponseXML'), body });
      expect(ok.status).toBe(200);
    } finally {
      await big.close();
    }
  });
});
