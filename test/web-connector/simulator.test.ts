/**
 * The Web Connector simulator against the captured traffic: replaying the reference server's replies, it sends
 * the captured requests byte for byte with the captured headers; it drives a node-soap server built from our
 * WSDL through a whole session; and as a client it bounds what a server can make it read or wait for.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as soap from 'soap';
import { afterEach, describe, expect, it } from 'vitest';
import { simulate } from './support.ts';
import { naiveUnescape, rawElementText, readVectorHeaders, SERVICE_PATH, VECTORS, WSDL_PATH } from '../support/connector.ts';

const vector = (name: string): string => readFileSync(`${VECTORS}${name}`, 'utf8');

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

async function serve(handle: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handle);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}${SERVICE_PATH}`;
}

const STEPS = [
  '01-serverVersion',
  '02-clientVersion',
  '03-authenticate',
  '04-sendRequestXML',
  '05-receiveResponseXML',
  '06-sendRequestXML',
  '07-getLastError',
  '08-closeConnection',
];

describe('Web Connector simulator', () => {
  it('replays the captured session: the same requests, byte for byte, with the real client headers', async () => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const url = await serve((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        received.push({ headers: request.headers, body });
        const reply = vector(`connector-${STEPS[received.length - 1]}-response.reference-server.xml`);
        response.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8' }).end(reply);
      });
    });
    const request04 = vector('connector-04-sendRequestXML-request.xml');
    const request05 = vector('connector-05-receiveResponseXML-request.xml');
    const t = await simulate({
      url,
      user: 'api',
      password: 'password',
      clientVersion: '2.0.0.116',
      hostDocument: naiveUnescape(rawElementText(request04, 'strHCPResponse')),
      companyFile: 'C:\\KPALMER\\QBW\\Test Company.QBW',
      country: 'US',
      formatVersion: [5, 0],
      respond: () => naiveUnescape(rawElementText(request05, 'response')),
    });
    expect(t.outcome).toBe('stopped');
    expect(t.steps.map((s) => s.operation)).toEqual(STEPS.map((s) => s.slice(3)));
    expect(t.ticket).toBe('ea0bf596246b623664adb465cc8662a2');
    expect(t.serverVersion).toBe('PHP QuickBooks SOAP Server v1.5.0 at /~kpalmer/QuickBooks/server_api.php');
    expect(t.requests[0]).toContain('<CustomerAddRq requestID="Q3VzdG9tZXJBZGR8MTU=" >\r\n\t<CustomerAdd>');
    expect(t.percents).toEqual([0]);
    expect(t.errors).toEqual(['No registered functions for action: ItemServiceAdd']);
    expect(t.closeMessage).toBe('Complete!');
    for (const [i, step] of STEPS.entries()) {
      const expected = vector(`connector-${step}-request.xml`);
      expect(received[i]!.body, step).toBe(expected);
      const headers = readVectorHeaders(`connector-${step}-request.headers.txt`);
      for (const name of ['User-Agent', 'Content-Type', 'SOAPAction', 'Content-Length', 'Expect']) {
        expect(received[i]!.headers[name.toLowerCase()], `${step} ${name}`).toBe(headers[name]);
      }
    }
  });

  it('drives a node-soap server built from our WSDL through a whole session', async () => {
    const calls: string[] = [];
    let sent = 0;
    const port = {
      serverVersion: () => (calls.push('serverVersion'), { serverVersionResult: 'node-soap 1' }),
      clientVersion: () => (calls.push('clientVersion'), { clientVersionResult: '' }),
      authenticate: (args: { strUserName?: string }) => (
        calls.push(`authenticate ${args.strUserName}`), { authenticateResult: { string: ['t-1', ''] } }
      ),
      sendRequestXML: (args: { ticket: string; strHCPResponse?: string; acctXMLMajorVers: number }) => (
        calls.push(`sendRequestXML ${args.ticket} ${args.strHCPResponse ? 'hcp' : '-'} ${args.acctXMLMajorVers}`),
        { sendRequestXMLResult: `<CustomerQueryRq requestID="${++sent}"/>` }
      ),
      receiveResponseXML: (args: { response: string }) => (
        calls.push(`receiveResponseXML ${args.response.includes('CustomerQueryRs') ? 'rs' : '?'}`),
        { receiveResponseXMLResult: sent === 2 ? 100 : 50 }
      ),
      getLastError: () => ({ getLastErrorResult: '' }),
      connectionError: () => ({ connectionErrorResult: 'done' }),
      closeConnection: () => (calls.push('closeConnection'), { closeConnectionResult: 'Bye' }),
    };
    const server = createServer();
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    soap.listen(server, SERVICE_PATH, { ConnectorSvc: { ConnectorSvcSoap: port } }, readFileSync(WSDL_PATH, 'utf8'));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SERVICE_PATH}`;
    const t = await simulate({ url, user: 'bob', password: 'pw' });
    expect(t.outcome).toBe('done');
    expect(t.serverVersion).toBe('node-soap 1');
    expect(t.percents).toEqual([50, 100]);
    expect(t.closeMessage).toBe('Bye');
    expect(calls).toEqual([
      'serverVersion',
      'clientVersion',
      'authenticate bob',
      'sendRequestXML t-1 hcp 13',
      'receiveResponseXML rs',
      'sendRequestXML t-1 - 13',
      'receiveResponseXML rs',
      'closeConnection',
    ]);
  });

  it('bounds what a server makes it read or wait for, and says what went wrong', async () => {
    const huge = await serve((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/xml' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = (): void => {
        while (sent < 512 && response.write(chunk)) sent++;
        if (sent < 512) response.once('drain', pump);
        else response.end();
      };
      pump();
    });
    const big = await simulate({ url: huge, maxReplyBytes: 1024 * 1024 });
    expect(big.outcome).toBe('failed');
    expect(big.errors).toEqual(['Reply exceeds the cap of 1048576 bytes']);

    const silent = await serve(() => undefined);
    const started = Date.now();
    const slow = await simulate({ url: silent, timeoutMs: 300 });
    expect(slow.outcome).toBe('failed');
    expect(slow.errors).toEqual(['No complete reply within 300 ms']);
    expect(Date.now() - started).toBeLessThan(3000);

    const doctype = await serve((_request, response) =>
      response.writeHead(200, { 'Content-Type': 'text/xml' }).end('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>'),
    );
    const dtd = await simulate({ url: doctype });
    expect(dtd.errors).toEqual(['HTTP 200: A document type declaration is not allowed in a SOAP message']);

    const deep = await serve((_request, response) => response.writeHead(200).end('<a>'.repeat(100_000)));
    expect((await simulate({ url: deep })).errors).toEqual(['HTTP 200: Nesting too deep']);

    const wrong = await serve((_request, response) =>
      response
        .writeHead(200, { 'Content-Type': 'text/xml' })
        .end('<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><x:serverVersionResponse xmlns:x="urn:other"/></s:Body></s:Envelope>'),
    );
    expect((await simulate({ url: wrong })).errors).toEqual([
      'Expected {http://developer.svc.example/}serverVersionResponse, got {urn:other}serverVersionResponse',
    ]);
  });
});
