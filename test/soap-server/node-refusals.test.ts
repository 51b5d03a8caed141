/**
 * The SOAP server before its listener runs (issue 22, item 8 and "also"): it set no header deadline at all (a
 * slow sender was cut by node's 60 s default, checked every 30 s: after 70 s), and node's own refusals (431, 417,
 * 400) went out with empty bodies. Now the headers must arrive within `headersTimeoutMs` (default 30 s), checked
 * within a second, and each refusal is a SOAP Client fault.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnectorServer, type ConnectorHandlers, type RunningSoapServer } from '@svc/connector';
import { expectServing, rawExchange } from '../support/soap-adversarial.ts';

let server: RunningSoapServer;
const reached: string[] = [];

beforeAll(async () => {
  server = await createConnectorServer(
    {
      serverVersion: async () => '1',
      authenticate: async () => {
        reached.push('authenticate');
        return ['ticket', ''];
      },
    } as ConnectorHandlers,
    { headersTimeoutMs: 2000 },
  ).listen();
});
afterAll(() => server.close());

/** Sends `head`, then a byte every `everyMs`; resolves with the answer and the time from the first byte to it. */
function trickle(url: string, head: string, everyMs: number, giveUpMs: number): Promise<{ raw: string; elapsed: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const start = performance.now();
    let raw = '';
    let answeredAt = 0;
    const timer = setInterval(() => socket.writable && socket.write('a'), everyMs);
    const done = (): void => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ raw, elapsed: (answeredAt || performance.now()) - start });
    };
    const giveUp = setTimeout(done, giveUpMs);
    socket.on('data', (chunk) => {
      if (answeredAt === 0) answeredAt = performance.now();
      raw += chunk.toString('latin1');
    });
    socket.on('close', done);
    socket.on('error', done);
    socket.write(head);
  });
}

const faultstring = (raw: string): string | undefined => /<faultstring>([^<]*)<\/faultstring>/.exec(raw)?.[1];

describe('SOAP server: header deadline and node refusals as Client faults', () => {
  it('headers trickled a byte every 300 ms: 408 Client fault about 2 s after they began (on main: after 70 s)', async () => {
    const { raw, elapsed } = await trickle(server.url, 'POST /ConnectorSvc.asmx HTTP/1.1\r\nHost: x\r\nX-Slow: ', 300, 12_000);
    expect(raw).toMatch(/^HTTP\/1\.1 408 /);
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(8000); // generous for a loaded machine: the stall it replaces is 17-70 s
    expect(raw).toContain('<faultcode>soap:Client</faultcode>');
    expect(faultstring(raw)).toBe('The request headers did not arrive within 2000 ms');
    await expectServing(server.url);
  });

  it('headers over 16 KiB: 431 with a Client fault', async () => {
    const raw = await rawExchange(server.url, `POST /ConnectorSvc.asmx HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`, 5000);
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(raw).toMatch(/content-type: text\/xml; charset=utf-8/i);
    expect(faultstring(raw)).toBe('The request line and headers exceed 16384 bytes');
    await expectServing(server.url);
  });

  it('an expectation other than 100-continue: 417 with a Client fault, no handler run', async () => {
    const before = reached.length;
    const raw = await rawExchange(server.url, 'POST /ConnectorSvc.asmx HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nExpect: 200-ok\r\nConnection: close\r\n\r\n', 5000);
    expect(raw).toMatch(/^HTTP\/1\.1 417 /);
    expect(faultstring(raw)).toBe('The only expectation served is "Expect: 100-continue"');
    expect(reached.length).toBe(before);
    await expectServing(server.url);
  });

  it('a request node cannot parse: 400 with a Client fault', async () => {
    const raw = await rawExchange(server.url, 'POST /ConnectorSvc.asmx HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n', 5000);
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(faultstring(raw)).toBe('Malformed HTTP request');
    await expectServing(server.url);
  });
});
