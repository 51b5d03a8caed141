/**
 * Interop with node-soap (npm `soap`) as an independent SOAP stack, both ways, on ConnectorSvc's WSDL.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as soap from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSoap, SoapHttpError } from '../../templates/soap-client/client.ts';
import { writeEnvelope, type Field } from '../../templates/soap-messages/envelope.ts';
import { SoapFault } from '../../templates/soap-messages/fault.ts';
import { readField } from '../../templates/soap-messages/fields.ts';
import { createSoapServer, type RunningSoapServer } from '../../templates/soap-server/server.ts';
import { CONNECTOR_SPECS, connectorOperations, NS, OPERATION_NAMES, SERVICE_PATH, WSDL_PATH, type Call } from '../support/connector-ops.ts';

const WSDL = readFileSync(WSDL_PATH, 'utf8');
const TRICKY = 'a < b && "c" \'d\' > é 漢字';
const DOC = '<?xml version="1.0" ?>\n<QBXML a="1">\n<Name>Tom &amp; "Jerry"</Name>\n</QBXML>\n';

/** Request values per operation, and the result each server returns. */
const REQUESTS: { [op: string]: { [field: string]: string | number } } = {
  serverVersion: {},
  clientVersion: { strVersion: TRICKY },
  authenticate: { strUserName: 'üser<&>', strPassword: '' },
  sendRequestXML: { ticket: 't1', strHCPResponse: DOC, strCompanyFileName: 'C:\\x "y".QBW', acctXMLCountry: 'US', acctXMLMajorVers: 13, acctXMLMinorVers: 0 },
  receiveResponseXML: { ticket: 't1', response: DOC, hresult: '0x80040400', message: '' },
  connectionError: { ticket: 't1', hresult: '0x80040408', message: 'could not start & "retry"' },
  getLastError: { ticket: 't1' },
  closeConnection: { ticket: 't1' },
};
const RESULTS: { [op: string]: unknown } = {
  serverVersion: 'Server v1 <é>',
  clientVersion: '',
  authenticate: ['guid-1', 'C:\\company & "file".QBW', ''],
  sendRequestXML: DOC,
  receiveResponseXML: 42,
  connectionError: 'done',
  getLastError: 'NoOp & <more>',
  closeConnection: 'OK "bye"',
};

describe('node-soap client -> our listener', () => {
  const calls: Call[] = [];
  let server: RunningSoapServer;
  let client: soap.Client;
  beforeAll(async () => {
    const handlers = Object.fromEntries(OPERATION_NAMES.map((op) => [op, () => RESULTS[op]]));
    server = await createSoapServer({ operations: connectorOperations(handlers, calls), wsdl: WSDL, path: SERVICE_PATH }).listen();
    // The client is built from the WSDL our server serves (its soap:address points back at the server).
    client = await soap.createClientAsync(`${server.url}?wsdl`, { preserveWhitespace: true });
  });
  afterAll(() => server.close());

  it.each(OPERATION_NAMES)('%s', async (operation) => {
    const method = (client as unknown as { [name: string]: (args: unknown) => Promise<[unknown]> })[`${operation}Async`];
    const [result] = await method.call(client, REQUESTS[operation]);
    const call = calls[calls.length - 1];
    expect(call.operation).toBe(operation);
    expect(call.request).toEqual(REQUESTS[operation]);
    const key = `${operation}Result`;
    const value = (result as { [k: string]: unknown } | null)?.[key];
    const expected = RESULTS[operation];
    if (operation === 'authenticate') {
      // node-soap reads an empty item as '' or drops nothing: compare the non-empty ones in order.
      const items = (value as { string: unknown[] }).string.map((s) => (typeof s === 'string' ? s : ''));
      expect(items).toEqual(expected);
    } else if (expected === '') {
      expect(value ?? '').toEqual('');
    } else {
      expect(value).toEqual(expected);
    }
  });
});

describe('our client core -> node-soap server', () => {
  const received: { operation: string; args: unknown }[] = [];
  let http: Server;
  let url: string;
  beforeAll(async () => {
    http = createServer();
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}${SERVICE_PATH}`;
    const port = Object.fromEntries(
      OPERATION_NAMES.map((op) => [
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
    const soapServer = soap.listen(http, SERVICE_PATH, { ConnectorSvc: { ConnectorSvcSoap: port } }, WSDL);
    // node-soap trims strings unless told otherwise (option of its internal wsdl object).
    (soapServer as unknown as { wsdl: { options: { preserveWhitespace?: boolean } } }).wsdl.options.preserveWhitespace = true;
  });
  afterAll(() => {
    http.closeAllConnections();
    return new Promise<void>((resolve) => http.close(() => resolve()));
  });

  it.each(OPERATION_NAMES)('%s', async (operation) => {
    const spec = CONNECTOR_SPECS[operation];
    const request = REQUESTS[operation];
    const fields = spec.input.map((f) => ({ name: f.name, kind: f.kind, value: request[f.name] }) as Field);
    const body = await callSoap({
      url,
      soapAction: NS + operation,
      envelope: writeEnvelope({ namespace: NS, element: operation, fields }),
      expect: { element: `${operation}Response`, namespace: NS },
    });
    const last = received[received.length - 1];
    expect(last.operation).toBe(operation);
    // node-soap hands a request with no child as null, and converts ints to numbers.
    if (operation === 'serverVersion') expect(last.args ?? {}).toEqual({});
    else expect(last.args).toEqual(Object.fromEntries(Object.entries(request).map(([k, v]) => [k, v])));
    const result = readField(body, { ...spec.output, required: false } as never);
    const expected = RESULTS[operation];
    if (expected === '') expect(result ?? '').toBe('');
    else expect(result).toEqual(expected);
  });

  it('a node-soap fault arrives as SoapFault', async () => {
    const error = await callSoap({
      url,
      soapAction: `${NS}getLastError`,
      envelope: writeEnvelope({ namespace: NS, element: 'getLastError', fields: [{ name: 'ticket', kind: 'string', value: 'fault' }] }),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SoapFault);
    expect(error).toMatchObject({ faultcode: 'Client', faultstring: 'Unknown ticket & "more"', detail: 'see <log>' });
    // node-soap sends faults with HTTP 200 unless told otherwise; a fault is a fault whatever the status.
    expect((error as SoapFault).httpStatus).toBe(200);
  });

  it('an unknown element: whatever node-soap answers is a typed error, never a hang or a crash', async () => {
    const error = await callSoap({
      url,
      soapAction: `${NS}authenticate`,
      envelope: writeEnvelope({ namespace: 'urn:nobody', element: 'nothing', fields: [] }),
    }).catch((e: unknown) => e);
    console.log(`node-soap answered an unknown element with: ${String(error)}`);
    expect(error instanceof SoapFault || error instanceof SoapHttpError).toBe(true);
  });
});
