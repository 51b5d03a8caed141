/**
 * The generated client against the generated server, every operation, with the generated fixtures: requests
 * arrive as sent and results come back as returned. Also the client's error classes and typing.
 */
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import {
  ConnectorClient,
  createConnectorServer,
  fixtures,
  SoapFault,
  SoapHttpError,
  SoapResponseError,
  SoapTimeoutError,
  XmlEncodingError,
  type RunningSoapServer,
} from '@svc/connector';
import { DEFAULT_RESULTS, OPERATIONS, recordingHandlers, type Call, type Results } from '../support/connector.ts';

/** Fixture-built request and result of each operation (the result is the response fixture's single child). */
function cases(seed: number): { request: { [K in keyof Results]: unknown }; result: Results } {
  return {
    request: {
      serverVersion: fixtures.serverVersion.seed(seed),
      clientVersion: fixtures.clientVersion.seed(seed),
      authenticate: fixtures.authenticate.seed(seed),
      sendRequestXML: fixtures.sendRequestXML.seed(seed),
      receiveResponseXML: fixtures.receiveResponseXML.seed(seed),
      connectionError: fixtures.connectionError.seed(seed),
      getLastError: fixtures.getLastError.seed(seed),
      closeConnection: fixtures.closeConnection.seed(seed),
    },
    result: {
      serverVersion: fixtures.serverVersionResponse.seed(seed).serverVersionResult,
      clientVersion: fixtures.clientVersionResponse.seed(seed).clientVersionResult,
      authenticate: fixtures.authenticateResponse.seed(seed).authenticateResult,
      sendRequestXML: fixtures.sendRequestXMLResponse.seed(seed).sendRequestXMLResult,
      receiveResponseXML: fixtures.receiveResponseXMLResponse.seed(seed).receiveResponseXMLResult,
      connectionError: fixtures.connectionErrorResponse.seed(seed).connectionErrorResult,
      getLastError: fixtures.getLastErrorResponse.seed(seed).getLastErrorResult,
      closeConnection: fixtures.closeConnectionResponse.seed(seed).closeConnectionResult,
    },
  };
}

describe('generated client -> generated server, with fixtures', () => {
  const calls: Call[] = [];
  const results = { ...DEFAULT_RESULTS } as { [K in keyof Results]: Results[K] };
  let server: RunningSoapServer;
  let client: ConnectorClient;
  beforeAll(async () => {
    server = await createConnectorServer(recordingHandlers(calls, results)).listen();
    client = new ConnectorClient({ url: server.url });
  });
  afterAll(() => server.close());

  for (const seed of [0, 1, 2, 3, 4]) {
    it.each(OPERATIONS)(`%s (seed ${seed})`, async (operation) => {
      const { request, result } = cases(seed);
      (results as { [op: string]: unknown })[operation] = result[operation];
      const method = client[operation] as (request: unknown) => Promise<unknown>;
      const got = await method.call(client, request[operation]);
      expect(calls[calls.length - 1]).toEqual({ operation, request: request[operation] });
      expect(got).toEqual(result[operation]);
    });
  }

  it('absent optional results are undefined; nil items are null; empty strings stay empty', async () => {
    results.getLastError = undefined;
    results.authenticate = ['', null, ' x '];
    results.clientVersion = '';
    expect(await client.getLastError({ ticket: 't' })).toBeUndefined();
    expect(await client.authenticate({ strUserName: '', strPassword: ' ' })).toEqual(['', null, ' x ']);
    expect(calls[calls.length - 1].request).toEqual({ strUserName: '', strPassword: ' ' });
    expect(await client.clientVersion()).toBe('');
    expect(await client.serverVersion()).toBe(results.serverVersion);
    expect(calls[calls.length - 1].request).toEqual({});
  });

  it('results are typed per operation', () => {
    expectTypeOf(client.authenticate).returns.resolves.toEqualTypeOf<(string | null)[] | undefined>();
    expectTypeOf(client.receiveResponseXML).returns.resolves.toEqualTypeOf<number>();
    expectTypeOf(client.sendRequestXML).returns.resolves.toEqualTypeOf<string | undefined>();
  });

  it('a request value that cannot be written is refused before sending', async () => {
    const before = calls.length;
    await expect(
      client.sendRequestXML({ acctXMLMajorVers: 1.5, acctXMLMinorVers: 0 }),
    ).rejects.toBeInstanceOf(XmlEncodingError);
    await expect(
      client.sendRequestXML({ acctXMLMinorVers: 0 } as never),
    ).rejects.toThrow(/acctXMLMajorVers is required/);
    expect(calls.length).toBe(before);
  });
});

describe('faults and errors through the generated client', () => {
  let server: RunningSoapServer;
  let client: ConnectorClient;
  const errors: unknown[] = [];
  beforeAll(async () => {
    server = await createConnectorServer(
      {
        ...recordingHandlers([], DEFAULT_RESULTS),
        getLastError: ({ ticket }) => {
          if (ticket === 'closed') throw SoapFault.client('Unknown or closed ticket');
          throw new Error('database password is hunter2');
        },
        receiveResponseXML: () => 'not a number' as unknown as number,
        closeConnection: () => new Promise(() => undefined), // never answers
      },
      { onError: (error) => errors.push(error) },
    ).listen();
    client = new ConnectorClient({ url: server.url });
  });
  afterAll(() => server.close());

  it('a SoapFault thrown by a handler arrives as a Client SoapFault', async () => {
    const error = await client.getLastError({ ticket: 'closed' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SoapFault);
    expect(error).toMatchObject({ faultcode: 'Client', faultstring: 'Unknown or closed ticket', httpStatus: 500 });
  });

  it('a handler failure is a Server fault without internals', async () => {
    const error = (await client.getLastError({ ticket: 'x' }).catch((e: unknown) => e)) as SoapFault;
    expect(error).toBeInstanceOf(SoapFault);
    expect(error.faultcode).toBe('Server');
    expect(JSON.stringify(error)).not.toContain('hunter2');
    expect(error.faultstring).not.toMatch(/at |\.ts|\.js/);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('a handler result that does not fit the definition is a Server fault', async () => {
    const error = (await client.receiveResponseXML({}).catch((e: unknown) => e)) as SoapFault;
    expect(error).toBeInstanceOf(SoapFault);
    expect(error.faultcode).toBe('Server');
  });

  it('timeouts are SoapTimeoutError', async () => {
    const error = await client.closeConnection({ ticket: 't' }, { timeoutMs: 200 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SoapTimeoutError);
  });

  it('an HTTP error without a fault body is a SoapHttpError', async () => {
    const wrongPath = new ConnectorClient({ url: server.url.replace(/\/[^/]*$/, '/nowhere') });
    const error = await wrongPath.serverVersion().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SoapHttpError);
    expect((error as SoapHttpError).status).toBe(404);
  });

  it('a 200 that is not the expected response is a SoapResponseError', async () => {
    const fetchStub = async (): Promise<Response> =>
      new Response(
        '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><x:receiveResponseXMLResponse xmlns:x="http://developer.svc.example/"><x:receiveResponseXMLResult>five</x:receiveResponseXMLResult></x:receiveResponseXMLResponse></s:Body></s:Envelope>',
        { status: 200, headers: { 'content-type': 'text/xml' } },
      );
    const stubbed = new ConnectorClient({ url: 'http://127.0.0.1:1/', fetch: fetchStub });
    const error = await stubbed.receiveResponseXML({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SoapResponseError);
    expect(String(error)).toContain('receiveResponseXMLResult');
  });
});
