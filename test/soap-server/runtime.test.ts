import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSoap, SoapHttpError, SoapResponseError, SoapTimeoutError } from '../../templates/soap-client/client.ts';
import { parseEnvelope, writeEnvelope } from '../../templates/soap-messages/envelope.ts';
import { SoapFault } from '../../templates/soap-messages/fault.ts';
import { readField } from '../../templates/soap-messages/fields.ts';
import { createSoapServer, soapOperation, type RunningSoapServer } from '../../templates/soap-server/server.ts';
import {
  connectorOperations,
  naiveUnescape,
  NS,
  rawElementText,
  rawRequest,
  readVector,
  readVectorHeaders,
  SERVICE_PATH,
  WSDL_PATH,
  type Call,
  type Handler,
} from '../support/connector-ops.ts';

const TICKET = 'ea0bf596246b623664adb465cc8662a2';
const calls: Call[] = [];
const serverErrors: unknown[] = [];
const handlers: { [op: string]: Handler } = {
  serverVersion: () => 'PHP QuickBooks SOAP Server v1.5.0 at /~kpalmer/QuickBooks/server_api.php',
  clientVersion: () => '',
  authenticate: () => [TICKET, ''],
  sendRequestXML: (r) => (r.strHCPResponse === '' ? '' : 'request <doc> & "more"\r\n'),
  receiveResponseXML: () => 0,
  connectionError: () => 'done',
  getLastError: (r) => {
    if (r.ticket === 'boom') throw new Error('secret internal detail');
    if (r.ticket === 'fault') throw new SoapFault({ faultcode: 'Client.Ticket', faultstring: 'Unknown ticket' });
    return 'No registered functions for action: ItemServiceAdd';
  },
  closeConnection: () => 'Complete!',
};

let server: RunningSoapServer;
let url: string;

beforeAll(async () => {
  server = await createSoapServer({
    operations: connectorOperations(handlers, calls),
    wsdl: readFileSync(WSDL_PATH, 'utf8'),
    path: SERVICE_PATH,
    // Room for the 10-33 MB bodies below on a loaded machine; the slow-body test has a server of its own.
    bodyTimeoutMs: 10_000,
    onError: (error) => serverErrors.push(error),
  }).listen();
  url = server.url;
});
afterAll(() => server.close());

const envelope = (inner: string): string =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${inner}</soap:Body></soap:Envelope>`;
const HEADERS = (action: string): { [name: string]: string } => ({
  'Content-Type': 'text/xml; charset=utf-8',
  SOAPAction: `"${NS}${action}"`,
});

function faultFrom(body: string): SoapFault {
  const parsed = parseEnvelope(body);
  if (parsed.kind !== 'fault') throw new Error(`expected a fault, got ${body}`);
  return parsed.fault;
}

/** A known-good call: the server still serves. */
async function stillServes(): Promise<void> {
  const res = await rawRequest(url, {
    headers: readVectorHeaders('connector-03-authenticate-request.headers.txt'),
    body: readVector('connector-03-authenticate-request.xml'),
  });
  expect(res.status).toBe(200);
  expect(res.body).toContain(TICKET);
}

describe('replaying the captured ConnectorSvc session', () => {
  const session: [string, string, { [field: string]: unknown }][] = [
    ['01', 'serverVersion', {}],
    ['02', 'clientVersion', { strVersion: '2.0.0.116' }],
    ['03', 'authenticate', { strUserName: 'api', strPassword: 'password' }],
    ['04', 'sendRequestXML', { ticket: TICKET, strCompanyFileName: 'C:\\KPALMER\\QBW\\Test Company.QBW', acctXMLCountry: 'US', acctXMLMajorVers: 5, acctXMLMinorVers: 0 }],
    ['05', 'receiveResponseXML', { ticket: TICKET, hresult: '', message: '' }],
    ['06', 'sendRequestXML', { ticket: TICKET, strHCPResponse: '', strCompanyFileName: 'C:\\KPALMER\\QBW\\Test Company.QBW', acctXMLCountry: 'US', acctXMLMajorVers: 5, acctXMLMinorVers: 0 }],
    ['07', 'getLastError', { ticket: TICKET }],
    ['08', 'closeConnection', { ticket: TICKET }],
  ];
  it.each(session)('%s %s reaches its handler with the right arguments', async (n, operation, expected) => {
    const xml = readVector(`connector-${n}-${operation}-request.xml`);
    const headers = readVectorHeaders(`connector-${n}-${operation}-request.headers.txt`);
    expect(headers.Expect).toBe('100-continue');
    const before = calls.length;
    const res = await rawRequest(url, { headers, body: xml });
    expect(res.sawContinue).toBe(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(calls.length).toBe(before + 1);
    const call = calls[calls.length - 1];
    expect(call.operation).toBe(operation);
    expect(call.request).toMatchObject(expected);
    if (operation === 'serverVersion') expect(call.request).toEqual({});
    if (n === '04') expect(call.request.strHCPResponse).toBe(naiveUnescape(rawElementText(xml, 'strHCPResponse')));
    if (n === '05') expect(call.request.response).toBe(naiveUnescape(rawElementText(xml, 'response')));
    const reply = parseEnvelope(res.body);
    if (reply.kind !== 'body') throw reply.fault;
    expect([reply.body.name, reply.body.namespace]).toEqual([`${operation}Response`, NS]);
  });

  it('writes results by the WSDL: array items, ints, escaped text', async () => {
    const auth = await rawRequest(url, { headers: HEADERS('authenticate'), body: readVector('connector-03-authenticate-request.xml') });
    expect(auth.body).toContain(`<tns:authenticateResult><tns:string>${TICKET}</tns:string><tns:string/></tns:authenticateResult>`);
    const recv = await rawRequest(url, { headers: HEADERS('receiveResponseXML'), body: readVector('connector-05-receiveResponseXML-request.xml') });
    expect(recv.body).toContain('<tns:receiveResponseXMLResult>0</tns:receiveResponseXMLResult>');
    const send = await rawRequest(url, { headers: HEADERS('sendRequestXML'), body: readVector('connector-04-sendRequestXML-request.xml') });
    expect(send.body).toContain('request &lt;doc&gt; &amp; "more"&#13;\n');
  });

  it('accepts an unquoted SOAPAction, and none at all', async () => {
    const body = readVector('connector-07-getLastError-request.xml');
    const unquoted = await rawRequest(url, { headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `${NS}getLastError` }, body });
    expect(unquoted.status).toBe(200);
    const none = await rawRequest(url, { headers: { 'Content-Type': 'text/xml; charset=utf-8' }, body });
    expect(none.status).toBe(200);
  });
});

describe('WSDL and other methods', () => {
  it('serves the WSDL with soap:address set to the URL reached', async () => {
    for (const query of ['?wsdl', '?WSDL']) {
      const res = await rawRequest(url + query, { method: 'GET' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
      expect(res.body).toContain(`<soap:address location="${url}" />`);
    }
    const viaName = await rawRequest(url + '?wsdl', { method: 'GET', headers: { Host: 'soap.example.test:8443' } });
    expect(viaName.body).toContain(`location="http://soap.example.test:8443${SERVICE_PATH}"`);
    const forged = await rawRequest(url + '?wsdl', { method: 'GET', headers: { Host: 'x"><evil' } });
    expect(forged.body).not.toContain('evil');
  });

  it('answers GET without ?wsdl with 405 and a clear body, other paths with 404', async () => {
    const get = await rawRequest(url, { method: 'GET' });
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    expect(get.body).toMatch(/POST SOAP envelopes here; the WSDL is at .*\?wsdl/);
    const other = await rawRequest(url.replace(SERVICE_PATH, '/elsewhere'), { method: 'GET' });
    expect(other.status).toBe(404);
    await stillServes();
  });
});

describe('bad input: the right fault or status, and the server keeps serving', () => {
  const sendRequest = (major: string | null): string =>
    envelope(
      `<sendRequestXML xmlns="${NS}"><ticket>t</ticket>${major === null ? '' : `<acctXMLMajorVers>${major}</acctXMLMajorVers>`}<acctXMLMinorVers>0</acctXMLMinorVers></sendRequestXML>`,
    );
  const cases: [string, { [name: string]: string }, string, number, RegExp][] = [
    ['malformed XML', HEADERS('authenticate'), envelope(`<authenticate xmlns="${NS}"><strUserName>a</strPassword></authenticate>`), 500, /^Malformed XML at line 1, column \d+$/],
    ['DOCTYPE with entities', HEADERS('authenticate'), `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>` + envelope(`<authenticate xmlns="${NS}"><strUserName>&lol2;</strUserName></authenticate>`), 500, /Document type declarations are not allowed/],
    ['unknown operation', HEADERS('fooBar'), envelope(`<fooBar xmlns="${NS}"/>`), 500, /Unknown operation/],
    ['SOAPAction mismatch', HEADERS('closeConnection'), readVector('connector-03-authenticate-request.xml'), 500, /SOAPAction ".*closeConnection" does not match the body element authenticate/],
    ['wrong namespace', HEADERS('authenticate'), envelope(`<authenticate xmlns="urn:wrong"><strUserName>a</strUserName></authenticate>`), 500, /namespace "urn:wrong", expected "http:\/\/developer.svc.example\/"/],
    ['missing required int', HEADERS('sendRequestXML'), sendRequest(null), 500, /^Missing required element acctXMLMajorVers$/],
    ['non-integer int', HEADERS('sendRequestXML'), sendRequest('five'), 500, /^Element acctXMLMajorVers must be an xs:int, got "five"$/],
    ['a fault as request', HEADERS('authenticate'), envelope('<soap:Fault><faultcode>soap:Client</faultcode><faultstring>x</faultstring></soap:Fault>'), 500, /must not be a SOAP Fault/],
    ['invalid UTF-8', HEADERS('authenticate'), '', 500, /not valid utf-8/],
    ['JSON content type', { ...HEADERS('authenticate'), 'Content-Type': 'application/json' }, '{}', 415, /Content-Type must be text\/xml/],
    ['mustUnderstand header', HEADERS('authenticate'), `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Header><h:auth xmlns:h="urn:h" soap:mustUnderstand="1"/></soap:Header><soap:Body><serverVersion xmlns="${NS}"/></soap:Body></soap:Envelope>`, 500, /Header auth is not understood/],
  ];
  it.each(cases)('%s', async (_name, headers, body, status, faultstring) => {
    const payload = _name === 'invalid UTF-8' ? Buffer.concat([Buffer.from(envelope(`<serverVersion xmlns="${NS}"><strVersion>`)), Buffer.from([0xc3, 0x28]), Buffer.from(`</strVersion></serverVersion>`)]) : body;
    const before = calls.length;
    const res = await rawRequest(url, { headers, body: payload });
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
    const fault = faultFrom(res.body);
    expect(fault.faultcode).toMatch(/^(Client|MustUnderstand)$/);
    expect(fault.faultstring).toMatch(faultstring);
    expect(res.body).not.toMatch(/at \w+ \(|node_modules|fast-xml-parser|\.ts:\d+/);
    expect(calls.length).toBe(before);
    await stillServes();
  });

  it('handler exception: Server fault without internals', async () => {
    const res = await rawRequest(url, { headers: HEADERS('getLastError'), body: envelope(`<getLastError xmlns="${NS}"><ticket>boom</ticket></getLastError>`) });
    expect(res.status).toBe(500);
    const fault = faultFrom(res.body);
    expect(fault.faultcode).toBe('Server');
    expect(res.body).not.toContain('secret');
    expect(serverErrors.some((e) => e instanceof Error && e.message === 'secret internal detail')).toBe(true);
    await stillServes();
  });

  it('a SoapFault thrown by a handler travels as is', async () => {
    const res = await rawRequest(url, { headers: HEADERS('getLastError'), body: envelope(`<getLastError xmlns="${NS}"><ticket>fault</ticket></getLastError>`) });
    expect(faultFrom(res.body)).toMatchObject({ faultcode: 'Client.Ticket', faultstring: 'Unknown ticket' });
  });

  it('oversized body announced by Content-Length: 413 before 100 Continue', async () => {
    const res = await rawRequest(url, {
      headers: { ...HEADERS('authenticate'), 'Content-Length': String(40 * 1024 * 1024), Expect: '100-continue' },
    });
    expect(res.status).toBe(413);
    expect(res.sawContinue).toBe(false);
    expect(faultFrom(res.body).faultstring).toMatch(/larger than the limit of 33554432 bytes/);
    await stillServes();
  });

  it('oversized chunked body: 413', async () => {
    const big = Buffer.alloc(33 * 1024 * 1024 + 10, 'a');
    let res;
    try {
      res = await rawRequest(url, { headers: { ...HEADERS('authenticate'), 'Transfer-Encoding': 'chunked' }, body: big });
    } catch (error) {
      // The server may close while we are still sending; what matters is that it answered and lives on.
      res = undefined;
      expect(String(error)).toMatch(/EPIPE|ECONNRESET|socket hang up/);
    }
    if (res) expect(res.status).toBe(413);
    await stillServes();
  });

  it('a 10 MB request document within the cap is accepted', async () => {
    const doc = '<QBXML>' + '<Row a="1">x &amp; y</Row>\n'.repeat(400_000) + '</QBXML>';
    const body = writeEnvelope({ namespace: NS, element: 'receiveResponseXML', fields: [{ name: 'ticket', kind: 'string', value: TICKET }, { name: 'response', kind: 'string', value: doc }] });
    const started = performance.now();
    const res = await rawRequest(url, { headers: HEADERS('receiveResponseXML'), body });
    console.log(`receiveResponseXML with a ${(doc.length / 1048576).toFixed(1)} MB document over HTTP: ${(performance.now() - started).toFixed(0)} ms`);
    expect(res.status).toBe(200);
    expect(calls[calls.length - 1].request.response === doc).toBe(true);
  });

  it('slow body: 408 after bodyTimeoutMs', async () => {
    const slow = await createSoapServer({
      operations: connectorOperations(handlers, calls),
      wsdl: readFileSync(WSDL_PATH, 'utf8'),
      path: SERVICE_PATH,
      bodyTimeoutMs: 400,
      onError: (error) => serverErrors.push(error),
    }).listen();
    const body = readVector('connector-03-authenticate-request.xml');
    let res;
    try {
      res = await rawRequest(slow.url, { headers: { ...HEADERS('authenticate'), 'Content-Length': String(Buffer.byteLength(body)) }, body, bodyDelayMs: 1500 });
    } catch (error) {
      res = undefined;
      expect(String(error)).toMatch(/EPIPE|ECONNRESET|socket hang up/);
    }
    if (res) {
      expect(res.status).toBe(408);
      expect(faultFrom(res.body).faultstring).toMatch(/not received within 400 ms/);
    }
    const after = await rawRequest(slow.url, { headers: HEADERS('authenticate'), body });
    expect(after.status).toBe(200);
    await slow.close();
  });
});

describe('callSoap', () => {
  const auth = (user: string) =>
    writeEnvelope({ namespace: NS, element: 'authenticate', fields: [{ name: 'strUserName', kind: 'string', value: user }, { name: 'strPassword', kind: 'string', value: ' p w ' }] });

  it('posts text/xml with a quoted SOAPAction and returns the body element', async () => {
    const body = await callSoap({ url, soapAction: `${NS}authenticate`, envelope: auth('a<&>"é'), expect: { element: 'authenticateResponse', namespace: NS } });
    expect(readField(body, { name: 'authenticateResult', kind: 'array', itemName: 'string', itemKind: 'string' })).toEqual([TICKET, '']);
    expect(calls[calls.length - 1].request).toEqual({ strUserName: 'a<&>"é', strPassword: ' p w ' });
  });

  it('turns a fault into SoapFault', async () => {
    const error = await callSoap({ url, soapAction: `${NS}closeConnection`, envelope: auth('x') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SoapFault);
    expect(error).toMatchObject({ faultcode: 'Client', httpStatus: 500 });
  });

  it('turns an HTTP error without a fault into SoapHttpError', async () => {
    const error = await callSoap({ url: url.replace(SERVICE_PATH, '/nope'), soapAction: `${NS}authenticate`, envelope: auth('x') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SoapHttpError);
    expect(error).toMatchObject({ status: 404 });
  });

  describe('against misbehaving servers', () => {
    let bad: Server;
    let badUrl: string;
    beforeAll(async () => {
      bad = createServer((req, res) => {
        if (req.url === '/hang') return; // never answers
        if (req.url === '/garbage') {
          res.writeHead(200, { 'Content-Type': 'text/xml' });
          res.end('<notSoap/>');
          return;
        }
        if (req.url === '/wrong') {
          res.writeHead(200, { 'Content-Type': 'text/xml' });
          res.end(readVector('connector-08-closeConnection-response.reference-server.xml'));
          return;
        }
        res.writeHead(503, { 'Content-Type': 'text/html' });
        res.end('<html><body>Service Unavailable</body></html>');
      });
      await new Promise<void>((resolve) => bad.listen(0, '127.0.0.1', resolve));
      badUrl = `http://127.0.0.1:${(bad.address() as AddressInfo).port}`;
    });
    afterAll(() => {
      bad.closeAllConnections();
      return new Promise<void>((resolve) => bad.close(() => resolve()));
    });

    it('timeout -> SoapTimeoutError', async () => {
      const error = await callSoap({ url: `${badUrl}/hang`, soapAction: 'x', envelope: auth('x'), timeoutMs: 200 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SoapTimeoutError);
    });
    it('HTML error page -> SoapHttpError', async () => {
      const error = await callSoap({ url: `${badUrl}/down`, soapAction: 'x', envelope: auth('x') }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SoapHttpError);
      expect(error).toMatchObject({ status: 503 });
    });
    it('not a SOAP envelope / unexpected element -> SoapResponseError', async () => {
      await expect(callSoap({ url: `${badUrl}/garbage`, soapAction: 'x', envelope: auth('x') })).rejects.toBeInstanceOf(SoapResponseError);
      await expect(
        callSoap({ url: `${badUrl}/wrong`, soapAction: 'x', envelope: auth('x'), expect: { element: 'authenticateResponse', namespace: NS } }),
      ).rejects.toThrow(/Expected \{http:\/\/developer.svc.example\/\}authenticateResponse/);
    });
  });
});

describe('synchronous handlers and the request context', () => {
  const T = 'urn:test';
  let sync: RunningSoapServer;
  beforeAll(async () => {
    sync = await createSoapServer({
      path: '/svc',
      onError: () => undefined,
      operations: [
        soapOperation<{ mode: string }, string>({
          name: 'echo',
          soapAction: `${T}/echo`,
          namespace: T,
          inputElement: 'echo',
          outputElement: 'echoResponse',
          decode: (body) => ({ mode: String(readField(body, { name: 'mode', kind: 'string', required: true })) }),
          // Answers without a promise (the listener must not need one), or throws synchronously.
          handle: ({ mode }, context) => {
            if (mode === 'throw') throw new Error('secret');
            return `${context.operation} ${context.serviceUrl} ${String(context.httpHeaders['x-probe'])} ${context.soapHeaders.length}`;
          },
          encode: (result) => [{ name: 'echoResult', kind: 'string', value: result }],
        }),
      ],
    }).listen();
  });
  afterAll(() => sync.close());

  const call = (mode: string): Promise<{ status: number; body: string }> =>
    rawRequest(sync.url, {
      headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${T}/echo"`, 'X-Probe': 'p' },
      body: envelope(`<t:echo xmlns:t="${T}"><t:mode>${mode}</t:mode></t:echo>`),
    });

  it('answers a value returned synchronously, with the context filled in', async () => {
    const res = await call('ok');
    expect(res.status).toBe(200);
    const body = parseEnvelope(res.body);
    if (body.kind !== 'body') throw body.fault;
    expect(readField(body.body, { name: 'echoResult', kind: 'string' })).toBe(`echo ${sync.url} p 0`);
  });

  it('turns a synchronous throw into a Server fault', async () => {
    const res = await call('throw');
    expect(res.status).toBe(500);
    expect(faultFrom(res.body)).toMatchObject({ faultcode: 'Server' });
    expect(res.body).not.toContain('secret');
    expect((await call('ok')).status).toBe(200);
  });
});
