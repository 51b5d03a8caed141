/**
 * The captured session (../shared/vectors/connector/) replayed byte for byte, headers as captured, against the
 * generated server: each request reaches the right handler with the right arguments, and each reply parses with
 * node-soap's client. The reference server's replies, in turn, are read by the generated client.
 */
import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as soap from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorClient, createConnectorServer, type RunningSoapServer } from '@svc/connector';
import {
  naiveUnescape,
  rawElementText,
  rawRequest,
  readVector,
  readVectorHeaders,
  recordingHandlers,
  VECTORS,
  type Call,
  type Results,
} from '../support/connector.ts';

const INT_FIELDS = new Set(['acctXMLMajorVers', 'acctXMLMinorVers']);

interface Vector {
  readonly id: string;
  readonly operation: keyof Results;
  readonly request: string;
  readonly headers: { [name: string]: string };
  readonly reply: string;
}

const vectors: Vector[] = readdirSync(VECTORS)
  .filter((f) => f.endsWith('-request.xml'))
  .sort()
  .map((file) => {
    const [, id, operation] = /^connector-(\d+)-(\w+)-request\.xml$/.exec(file)!;
    const base = file.slice(0, -'-request.xml'.length);
    return {
      id,
      operation: operation as keyof Results,
      request: readVector(file),
      headers: readVectorHeaders(`${base}-request.headers.txt`),
      reply: readVector(`${base}-response.reference-server.xml`),
    };
  });

/** The operation element's children, read naively (independently of the runtime): name -> unescaped text. */
function naiveChildren(xml: string, element: string): { [name: string]: string | number } {
  const open = new RegExp(`<(?:\\w+:)?${element}\\b[^>]*?(/?)>`).exec(xml)!;
  if (open[1] === '/') return {};
  const inner = xml.slice(open.index + open[0].length, xml.search(new RegExp(`</(?:\\w+:)?${element}>`)));
  const out: { [name: string]: string | number } = {};
  for (const m of inner.matchAll(/<(?:\w+:)?(\w+)(?:\s[^>]*?)?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?\1>)/g)) {
    const text = naiveUnescape(m[2] ?? '');
    out[m[1]] = INT_FIELDS.has(m[1]) ? Number(text) : text;
  }
  return out;
}

/** The reference server's result value, read naively. */
function referenceResult(v: Vector): unknown {
  const text = rawElementText(v.reply, `${v.operation}Result`);
  if (v.operation === 'authenticate') {
    return [...text.matchAll(/<(?:\w+:)?string>([\s\S]*?)<\/(?:\w+:)?string>/g)].map((m) => naiveUnescape(m[1]));
  }
  if (v.operation === 'receiveResponseXML') return Number(text);
  return naiveUnescape(text);
}

it('the vectors are the whole captured session', () => {
  expect(vectors.map((v) => v.operation)).toEqual([
    'serverVersion',
    'clientVersion',
    'authenticate',
    'sendRequestXML',
    'receiveResponseXML',
    'sendRequestXML',
    'getLastError',
    'closeConnection',
  ]);
});

describe('captured requests -> generated server', () => {
  const calls: Call[] = [];
  const results = {} as { [K in keyof Results]: Results[K] };
  let server: RunningSoapServer;
  let soapClient: soap.Client;
  beforeAll(async () => {
    server = await createConnectorServer(recordingHandlers(calls, results as Results)).listen();
    soapClient = await soap.createClientAsync(`${server.url}?wsdl`, { preserveWhitespace: true });
  });
  afterAll(() => server.close());

  it.each(vectors.map((v) => [`${v.id} ${v.operation}`, v] as const))('%s', async (_name, v) => {
    (results as { [op: string]: unknown })[v.operation] = referenceResult(v);
    const before = calls.length;
    const reply = await rawRequest(server.url, { headers: v.headers, body: v.request });

    expect(reply.sawContinue).toBe(true); // Expect: 100-continue as the real client sends it
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(calls.length).toBe(before + 1);
    const call = calls[calls.length - 1];
    expect(call.operation).toBe(v.operation);
    expect(call.request).toEqual(naiveChildren(v.request, v.operation));

    // node-soap's client reads our reply (the way it reads any response).
    const parsed = (soapClient as unknown as { wsdl: { xmlToObject(xml: string): unknown } }).wsdl.xmlToObject(reply.body) as {
      Body: { [element: string]: { [child: string]: unknown } };
    };
    const result = parsed.Body[`${v.operation}Response`][`${v.operation}Result`];
    const expected = referenceResult(v);
    if (v.operation === 'authenticate') {
      const items = (result as { string: unknown[] }).string.map((s) => (typeof s === 'string' ? s : ''));
      expect(items).toEqual(expected);
    } else if (expected === '') expect(result ?? '').toBe('');
    else expect(result).toEqual(expected);
  });

  it('04: the 5.7 KB escaped document arrives unescaped, byte-exact', () => {
    const v = vectors.find((x) => x.id === '04')!;
    const call = calls.find((c) => c.operation === 'sendRequestXML' && (c.request as { strHCPResponse?: string }).strHCPResponse !== '');
    const document = (call!.request as { strHCPResponse: string }).strHCPResponse;
    expect(document).toBe(naiveUnescape(rawElementText(v.request, 'strHCPResponse')));
    expect(document.length).toBeGreaterThan(4000);
    expect(document).toContain('\n');
    expect(document).toContain('"');
    expect(document.startsWith('<?xml')).toBe(true);
  });

  it('01: serverVersion with no child reaches the handler with an empty request', () => {
    expect(calls.find((c) => c.operation === 'serverVersion')!.request).toEqual({});
  });

  it('06: the self-closing strHCPResponse is an empty string, not absent', () => {
    const call = calls.filter((c) => c.operation === 'sendRequestXML')[1];
    expect((call.request as { strHCPResponse?: string }).strHCPResponse).toBe('');
  });
});

describe('reference server replies -> generated client', () => {
  let http: Server;
  let url: string;
  let reply = '';
  beforeAll(async () => {
    http = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8' });
        res.end(reply);
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/`;
  });
  afterAll(() => {
    http.closeAllConnections();
    return new Promise<void>((resolve) => http.close(() => resolve()));
  });

  it.each(vectors.map((v) => [`${v.id} ${v.operation}`, v] as const))('%s', async (_name, v) => {
    reply = v.reply;
    const client = new ConnectorClient({ url });
    const method = client[v.operation] as (request: unknown) => Promise<unknown>;
    const result = await method.call(client, naiveChildren(v.request, v.operation));
    expect(result).toEqual(referenceResult(v));
  });

  it('numeric character references (&#13;) in a reply become CR', async () => {
    reply = vectors.find((v) => v.id === '04')!.reply;
    const text = await new ConnectorClient({ url }).sendRequestXML({ acctXMLMajorVers: 5, acctXMLMinorVers: 0 });
    expect(text).toContain('\r\n');
    expect(text).toContain('<QBXML>');
  });
});
