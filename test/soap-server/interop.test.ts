/**
 * node-soap (npm `soap`) as an independent SOAP stack, both ways, with values that break naive XML handling:
 * `<`, `&`, quotes, non-ASCII, leading/trailing spaces and empty strings.
 * - node-soap's client, built from the WSDL the generated server serves, calls all 8 operations;
 * - the generated client calls all 8 operations of a node-soap server built from definitions/connector.wsdl.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as soap from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorClient, createConnectorServer, SoapFault, type RunningSoapServer } from '@svc/connector';
import { OPERATIONS, recordingHandlers, SERVICE_PATH, WSDL_PATH, type Call, type Results } from '../support/connector.ts';

const TRICKY = ' a < b && "c" \'d\' > é 漢字 😀 ';
const DOC = '<?xml version="1.0" ?>\n<QBXML a="1">\n<Name>Tom &amp; "Jerry" ü</Name>\n</QBXML>\n';

const REQUESTS: { [op: string]: { [field: string]: string | number } } = {
  serverVersion: { strVersion: TRICKY },
  clientVersion: { strVersion: '' },
  authenticate: { strUserName: 'üser<&>', strPassword: '  pass word  ' },
  sendRequestXML: { ticket: 't1', strHCPResponse: DOC, strCompanyFileName: 'C:\\x "y" & z.QBW', acctXMLCountry: 'US', acctXMLMajorVers: 13, acctXMLMinorVers: 0 },
  receiveResponseXML: { ticket: 't1', response: DOC, hresult: '0x80040400', message: '' },
  connectionError: { ticket: 't1', hresult: '0x80040408', message: 'could not start & "retry" <now>' },
  getLastError: { ticket: 't1' },
  closeConnection: { ticket: TRICKY },
};

const RESULTS: Results = {
  serverVersion: 'Server v1 <é> & "more"',
  clientVersion: '',
  authenticate: ['guid-1', 'C:\\company & "file" <x>.QBW', '', ' 漢字 '],
  sendRequestXML: DOC,
  receiveResponseXML: -42,
  connectionError: 'done',
  getLastError: 'NoOp & <more>',
  closeConnection: TRICKY,
};

type SoapMethod = (args: unknown) => Promise<[unknown]>;

describe('node-soap client -> generated server', () => {
  const calls: Call[] = [];
  let server: RunningSoapServer;
  let client: soap.Client;
  beforeAll(async () => {
    server = await createConnectorServer(recordingHandlers(calls, RESULTS)).listen();
    client = await soap.createClientAsync(`${server.url}?wsdl`, { preserveWhitespace: true });
  });
  afterAll(() => server.close());

  it('the served WSDL points at the server', async () => {
    const wsdl = await (await fetch(`${server.url}?wsdl`)).text();
    expect(wsdl).toContain(`location="${server.url}"`);
    expect(wsdl).toBe(readFileSync(WSDL_PATH, 'utf8').replace(/location="[^"]*"/, `location="${server.url}"`));
  });

  it.each(OPERATIONS)('%s', async (operation) => {
    const method = (client as unknown as { [name: string]: SoapMethod })[`${operation}Async`];
    const [result] = await method.call(client, REQUESTS[operation]);
    const call = calls[calls.length - 1];
    expect(call.operation).toBe(operation);
    expect(call.request).toEqual(REQUESTS[operation]);
    const value = (result as { [k: string]: unknown } | null)?.[`${operation}Result`];
    const expected = RESULTS[operation];
    if (operation === 'authenticate') {
      const items = (value as { string: unknown[] }).string.map((s) => (typeof s === 'string' ? s : ''));
      expect(items).toEqual(expected);
    } else if (expected === '') expect(value ?? '').toBe('');
    else expect(value).toEqual(expected);
  });

  it('a handler fault reaches node-soap as a SOAP fault', async () => {
    const failing = await createConnectorServer({
      ...recordingHandlers([], RESULTS),
      getLastError: () => {
        throw SoapFault.client('Unknown ticket & "more"');
      },
    }).listen();
    try {
      const c = await soap.createClientAsync(`${failing.url}?wsdl`);
      const error = await c.getLastErrorAsync({ ticket: 'x' }).catch((e: unknown) => e);
      const fault = (error as { root: { Envelope: { Body: { Fault: { faultcode: string; faultstring: string } } } } }).root.Envelope.Body.Fault;
      expect(fault.faultcode).toMatch(/:Client$/);
      expect(fault.faultstring).toBe('Unknown ticket & "more"');
    } finally {
      await failing.close();
    }
  });
});

describe('generated client -> node-soap server', () => {
  const received: { operation: string; args: unknown }[] = [];
  let http: Server;
  let client: ConnectorClient;
  beforeAll(async () => {
    http = createServer();
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}${SERVICE_PATH}`;
    const port = Object.fromEntries(
      OPERATIONS.map((op) => [
        op,
        (args: unknown) => {
          received.push({ operation: op, args });
          if (op === 'getLastError' && (args as { ticket?: string }).ticket === 'fault') {
            throw { Fault: { faultcode: 'soap:Client', faultstring: 'Unknown ticket & "more"', detail: 'see <log>' } };
          }
          const result = RESULTS[op];
          return { [`${op}Result`]: op === 'authenticate' ? { string: result } : result };
        },
      ]),
    );
    const soapServer = soap.listen(http, SERVICE_PATH, { ConnectorSvc: { ConnectorSvcSoap: port } }, readFileSync(WSDL_PATH, 'utf8'));
    // node-soap trims strings unless told otherwise (an option of its internal wsdl object).
    (soapServer as unknown as { wsdl: { options: { preserveWhitespace?: boolean } } }).wsdl.options.preserveWhitespace = true;
    client = new ConnectorClient({ url });
  });
  afterAll(() => {
    http.closeAllConnections();
    return new Promise<void>((resolve) => http.close(() => resolve()));
  });

  it.each(OPERATIONS)('%s', async (operation) => {
    const method = client[operation] as (request: unknown) => Promise<unknown>;
    const result = await method.call(client, REQUESTS[operation]);
    const last = received[received.length - 1];
    expect(last.operation).toBe(operation);
    expect(last.args).toEqual(REQUESTS[operation]);
    const expected = RESULTS[operation];
    // node-soap writes an empty string as an empty element: the client reads '' (never undefined).
    expect(result).toEqual(expected);
  });

  it('a node-soap fault arrives as a typed SoapFault', async () => {
    const error = await client.getLastError({ ticket: 'fault' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SoapFault);
    expect(error).toMatchObject({ faultcode: 'Client', faultstring: 'Unknown ticket & "more"', detail: 'see <log>' });
  });
});
