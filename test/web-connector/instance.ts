/**
 * One service instance for the multi-process tests: the session framework on the Redis store named by REDIS_URL,
 * listening on 127.0.0.1 (a free port, printed as `listening <url>`). Job `rec` records each handled response
 * in the Redis list `effects` (the application's durable effect); an item whose payload names this instance
 * in `hangOn` never finishes handling (so the test can kill the process mid-request).
 */
import { createClient } from 'redis';
import { createConnectorService, RedisSessionStore } from '@svc/connector/web-connector';

const name = process.env.INSTANCE ?? 'A';
const effects = createClient({ url: process.env.REDIS_URL });
effects.on('error', () => undefined);
await effects.connect();

const service = createConnectorService({
  store: new RedisSessionStore({ url: process.env.REDIS_URL!, prefix: process.env.PREFIX ?? 'svc:wc:' }),
  authenticate: (user, password) => (password === 'pw' ? { status: 'ok' } : { status: 'nvu' }),
  leaseMs: Number(process.env.LEASE_MS ?? 30_000),
  report: () => undefined,
  jobs: {
    rec: {
      request: ({ item }) => `<RecRq item="${item.id}"/>`,
      response: async ({ item, response }) => {
        const payload = item.payload as { hangOn?: string } | undefined;
        if (payload?.hangOn === name) {
          process.stdout.write('hanging\n');
          await new Promise(() => undefined);
        }
        await effects.rPush('effects', `${item.id}:${response}:${name}`);
      },
    },
  },
});
const { url } = await service.listen(0, '127.0.0.1');
process.stdout.write(`listening ${url}\n`);
