/** The shared redis-server helper starts a private server that answers, and stops it. */
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { startRedis } from './redis-server.js';

const redis = await startRedis('test/redis/redis-server.test.ts');
afterAll(() => redis?.stop());

describe.skipIf(!redis)('startRedis', () => {
  it('answers PING on its own loopback port, and is gone after stop()', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(redis!.port, '127.0.0.1', () => socket.write('PING\r\n'));
      socket.on('data', (d) => {
        socket.destroy();
        resolve(d.toString());
      });
      socket.on('error', reject);
    });
    expect(reply).toBe('+PONG\r\n');
    expect(redis!.url).toBe(`redis://127.0.0.1:${redis!.port}`);
  });
});
