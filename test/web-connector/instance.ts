/**
 * One service instance for the multi-process tests: the session framework on the Redis store named by REDIS_URL,
 * listening on 127.0.0.1 (a free port, printed as `listening <url>`). Job `rec` records each handled response
 * in the Redis list `effects` (the application's durable effect); an item whose payload names this instance
 * in `hangOn` never finishes handling (so the test can kill the process mid-request). Job `customers` is the
 * shipped `customerQueryJob` saving each page's names to the Redis list `customers`; with HANG_CUSTOMERS=1 this
 * instance hangs on the first page it is given. LEASE_MS overrides the kit's default lease.
 */
import { createClient } from 'redis';
import { createConnectorService, customerQueryJob, RedisSessionStore } from '@svc/connector/web-connector';

const name = process.env.INSTANCE ?? 'A';
const effects = createClient({ url: process.env.REDIS_URL });
effects.on('error', () => undefined);
await effects.connect();

const service = createConnectorService({
  store: new RedisSessionStore({ url: process.env.REDIS_URL!, prefix: process.env.PREFIX ?? 'svc:wc:' }),
  authenticate: (user, password) => (password === 'pw' ? { status: 'ok' } : { status: 'nvu' }),
  ...(process.env.LEASE_MS ? { leaseMs: Number(process.env.LEASE_MS) } : {}),
  report: () => undefined,
  jobs: {
    customers: customerQueryJob({
      pageSize: 5,
      onCustomers: async (list) => {
        if (process.env.HANG_CUSTOMERS === '1') {
          process.stdout.write('hanging\n');
          await new Promise(() => undefined);
        }
        if (list.length > 0) await effects.rPush('customers', list.map((c) => c.name));
      },
    }),
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
