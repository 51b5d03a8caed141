/**
 * What node:http answers by itself on the sandbox's port (issue 22): headers too large (431), a request it cannot
 * parse (400), an `Expect` it cannot meet (417). On main these came with empty bodies; now each is the error of the
 * service the request was for (the accounting API's Fault, the payments API's errors, a SOAP Client fault), the
 * sandbox's own JSON when the request line names no service, and the sandbox keeps serving. The same holds for one
 * generated sandbox's own `listen()`.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountingSandbox, SandboxStore } from '@svc/accounting';
import { startSandbox, type RunningSandbox } from '../../sandbox/server.ts';

let sandbox: RunningSandbox;
let port: number;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', rateLimits: false });
  port = Number(new URL(sandbox.urls.accounting).port);
});
afterAll(() => sandbox.close());

interface RawReply {
  readonly status: number;
  readonly headers: { readonly [name: string]: string };
  readonly body: string;
}

/** Writes `request` as it is on a new connection and reads the whole reply (the server closes after a refusal). */
function raw(at: number, request: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = connect(at, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error('no reply within 10 s')));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = text.slice(0, split).split('\r\n');
      const headers: { [name: string]: string } = {};
      for (const line of head.slice(1)) headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head[0])?.[1] ?? 0), headers, body: text.slice(split + 4) });
    });
  });
}

const bigHeader = `X-Big: ${'a'.repeat(40 * 1024)}\r\n`;
const get = (path: string, extra = ''): string => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}\r\n`;

describe("the sandbox's port: node's own refusals in each service's format", () => {
  it('431 on the accounting mount is an accounting Fault naming the limit', async () => {
    const reply = await raw(port, get('/accounting/v3/company/1/invoice/1', bigHeader));
    expect(reply.status).toBe(431);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(reply.body).Fault.Error[0].Message).toBe('The request line and headers exceed 32768 bytes');
  });

  it('431 and 417 on the payments mount are payments errors', async () => {
    const tooLarge = await raw(port, get('/payments/quickbooks/v4/payments/charges', bigHeader));
    expect(tooLarge.status).toBe(431);
    expect(JSON.parse(tooLarge.body).errors[0].type).toBe('invalid_request');
    const expectation = await raw(port, get('/payments/quickbooks/v4/payments/charges', 'Expect: something-else\r\n'));
    expect(expectation.status).toBe(417);
    expect(JSON.parse(expectation.body).errors[0].message).toBe('The only expectation served is "Expect: 100-continue"');
  });

  it('a malformed header on the connector mount is a SOAP Client fault', async () => {
    const reply = await raw(port, get('/connector/ConnectorSvc.asmx', 'Not a header\r\n'));
    expect(reply.status).toBe(400);
    expect(reply.headers['content-type']).toMatch(/^text\/xml/);
    expect(reply.body).toContain('<faultcode>soap:Client</faultcode>');
  });

  it("a request line that names no service gets the sandbox's own JSON, and a 417 there too", async () => {
    const tooLarge = await raw(port, get('/elsewhere', bigHeader));
    expect(tooLarge.status).toBe(431);
    expect(JSON.parse(tooLarge.body)).toMatchObject({ error: 'the request line and headers exceed 32768 bytes', services: { accounting: '/accounting' } });
    const expectation = await raw(port, get('/elsewhere', 'Expect: nothing\r\n'));
    expect([expectation.status, JSON.parse(expectation.body).error]).toEqual([417, 'the only expectation served is "Expect: 100-continue"']);
  });

  it('keeps serving after them', async () => {
    const reply = await fetch(`${sandbox.urls.accounting}/v3/company/1/companyinfo/1`, { headers: { authorization: 'Bearer any' } });
    expect(reply.status).toBeLessThan(500);
    await reply.arrayBuffer();
  });
});

describe("one generated sandbox's own listen(): node's own refusals in the API's format", () => {
  it('431 and 417 are accounting Faults', async () => {
    const running = await createAccountingSandbox({ store: new SandboxStore(), rateLimits: false }).listen(0, '127.0.0.1');
    try {
      const at = Number(new URL(running.url).port);
      const tooLarge = await raw(at, get('/v3/company/1/invoice/1', `X-Big: ${'a'.repeat(20 * 1024)}\r\n`));
      expect(tooLarge.status).toBe(431);
      expect(JSON.parse(tooLarge.body).Fault.type).toBe('ValidationFault');
      const expectation = await raw(at, get('/v3/company/1/invoice/1', 'Expect: other\r\n'));
      expect(expectation.status).toBe(417);
      expect(JSON.parse(expectation.body).Fault.Error[0].Message).toBe('The only expectation served is "Expect: 100-continue"');
    } finally {
      await running.close();
    }
  });
});
