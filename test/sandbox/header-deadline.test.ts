/**
 * `npm run sandbox`'s server (sandbox/server.ts) holds its 20 s header deadline within a second (issue 22, item 8):
 * node checks it every connectionsCheckingInterval, 30 s by default, so on main a sender trickling header bytes
 * held a connection for 30 s here (up to 50 s).
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1' });
});
afterAll(() => sandbox.close());

/** Sends `head`, then a header byte every `everyMs` until the server answers or closes; when, from the first byte. */
function trickle(base: string, head: string, everyMs: number, giveUpMs: number): Promise<{ raw: string; elapsed: number }> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    const start = performance.now();
    let raw = '';
    let endedAt = 0;
    const timer = setInterval(() => socket.writable && socket.write('a'), everyMs);
    const done = (): void => {
      if (endedAt === 0) endedAt = performance.now();
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ raw, elapsed: endedAt - start });
    };
    const giveUp = setTimeout(done, giveUpMs);
    socket.on('data', (chunk) => {
      if (endedAt === 0) endedAt = performance.now();
      raw += chunk.toString('latin1');
    });
    socket.on('close', done);
    socket.on('error', done);
    socket.write(head);
  });
}

describe('the sandbox server: header deadline', () => {
  it('headers trickled a byte every 500 ms are cut with 408 about 20 s after they began (on main: 30 s)', async () => {
    const { raw, elapsed } = await trickle(sandbox.urls.accounting, 'GET /accounting/v3/company/1/invoice/7 HTTP/1.1\r\nHost: x\r\nX-Slow: ', 500, 45_000);
    expect(raw).toMatch(/^HTTP\/1\.1 408 /);
    expect(elapsed).toBeGreaterThanOrEqual(19_500);
    // Generous for a loaded machine: node's own check came 10-30 s late.
    expect(elapsed).toBeLessThan(26_000);
  }, 60_000);
});
