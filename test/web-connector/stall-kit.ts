/**
 * Child process of large-response.test.ts (issue 22): the kit's service (the generated server and the session
 * framework) running the demo `customerQueryJob`, measured with `stall-meter.ts` (run under `--single-threaded`)
 * from listening until the parent writes a line to stdin (after its simulated Web Connector has finished the
 * session). Prints its URL, then one JSON line: the figures, how many customers the job was told about and the last.
 */
import { createConnectorService, customerQueryJob, type DemoCustomer } from '@svc/connector/web-connector';
import { startStallMeter } from '../support/stall-meter.ts';

let customers = 0;
let last: DemoCustomer | undefined;
const service = createConnectorService({
  authenticate: (user, password) => (user === 'alice' && password === 'secret pass ' ? { status: 'ok' } : { status: 'nvu' }),
  report: () => undefined,
  jobs: {
    customers: customerQueryJob({
      pageSize: 1000,
      onCustomers: (list) => {
        customers += list.length;
        last = list[list.length - 1] ?? last;
      },
    }),
  },
  server: { bodyTimeoutMs: 300_000, handlerTimeoutMs: 300_000 },
});
const running = await service.listen(0, '127.0.0.1');
await service.enqueue('alice', { job: 'customers' });
const meter = startStallMeter();
process.stdout.write(`${running.url}\n`);
process.stdin.once('data', async () => {
  const seen = await meter.stop();
  await running.close();
  await service.close();
  process.stdout.write(`${JSON.stringify({ ...seen, customers, last })}\n`);
  process.exit(0);
});
