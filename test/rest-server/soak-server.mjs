// The accounting server stub of the soak test, in its own process so its memory is measured alone: default
// options (the definition's rate limits, in-memory counters), a handler answering a fixed invoice. Sends its URL
// to the parent; on 'measure' collects garbage (node --expose-gc) and answers { rss, heapUsed, counters }.
import { createAccountingServer, fixtures } from '@svc/accounting';

const invoice = fixtures.Invoice();
const server = await createAccountingServer({ readInvoice: ({ params }) => ({ ...invoice, Id: params.id }) }, { onError: () => undefined }).listen(0, '127.0.0.1');
process.send({ url: server.url });
process.on('message', async (message) => {
  if (message === 'measure') {
    for (let i = 0; i < 4; i++) {
      globalThis.gc();
      await new Promise((resolve) => setImmediate(resolve));
    }
    const usage = process.memoryUsage();
    process.send({ rss: usage.rss, heapUsed: usage.heapUsed });
  } else if (message === 'stop') {
    await server.close();
    process.exit(0);
  }
});
