/**
 * `startSandbox`: the accounting, payments and connector sandboxes on one node:http server (one port), under
 * `/accounting`, `/payments` and `/connector/ConnectorSvc.asmx`. Used by `npm run sandbox` (cli.ts), the tests
 * and the bench. Without `dataDir` the state is in memory; with it, each REST sandbox keeps an append-only log
 * in its own subfolder and replays it on start. With `webhook`, the accounting sandbox sends the webhooks its
 * definition declares for every write; `log` is told every request-log line (requests and webhook attempts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createAccountingSandbox, createRedisRateLimitStore, SandboxStore as AccountingStore, type AccountingSandboxWebhooks } from '@svc/accounting';
import { createPaymentsSandbox, SandboxStore as PaymentsStore, type RequestLogEntry } from '@svc/payments';
import { createConnectorHandler, type ConnectorEndpoint, type ConnectorEndpointOptions } from './connector.ts';

export interface SandboxStartOptions {
  readonly port?: number;
  readonly host?: string;
  readonly dataDir?: string;
  readonly seed?: number;
  /** Accept only this bearer token (and connector password). */
  readonly token?: string;
  /** Forget the state in `dataDir` first. */
  readonly reset?: boolean;
  /** The definitions' rate limits; default on. */
  readonly rateLimits?: boolean;
  /**
   * Count the rate limits on this Redis (`redis://host:port`), so several sandbox processes enforce them together;
   * default each process in its own memory. Keys `svc:rl:sandbox:accounting:` and `svc:rl:sandbox:payments:`.
   */
  readonly rateLimitRedis?: string;
  /** Fault rules (`operation:every:fault`, parsed by the caller). */
  readonly faults?: readonly { readonly operation?: string; readonly every: number; readonly fault: string }[];
  /**
   * Origins whose pages may call the two REST sandboxes from a browser (CORS), or `'*'`; default none. The
   * sandbox's fault header (`svc-sandbox-fault`) is allowed too. The connector's SOAP endpoint has no CORS.
   */
  readonly cors?: '*' | readonly string[];
  /** Builds the connector endpoint (the seam for a session framework); default `createConnectorHandler`. */
  readonly connector?: (options: ConnectorEndpointOptions) => ConnectorEndpoint;
  /** Webhooks of the accounting sandbox: where to send them, the verifier token, format, window, retry delays. */
  readonly webhook?: AccountingSandboxWebhooks;
  /** Told every entry of the two REST sandboxes' request logs, with the sandbox's name. */
  readonly log?: (api: 'accounting' | 'payments', entry: RequestLogEntry) => void;
}

export interface RunningSandbox {
  readonly urls: { readonly accounting: string; readonly payments: string; readonly connector: string };
  close(): Promise<void>;
}

/** The request header that injects a fault (see the README's "Test against the sandbox"). */
const FAULT_HEADER = 'svc-sandbox-fault';

export const MOUNTS = { accounting: '/accounting', payments: '/payments', connector: '/connector/ConnectorSvc.asmx' } as const;

function under(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
}

export async function startSandbox(options: SandboxStartOptions = {}): Promise<RunningSandbox> {
  const accountingStore = new AccountingStore({ dataDir: options.dataDir === undefined ? undefined : join(options.dataDir, 'accounting') });
  const paymentsStore = new PaymentsStore({ dataDir: options.dataDir === undefined ? undefined : join(options.dataDir, 'payments') });
  if (options.reset) {
    accountingStore.reset();
    paymentsStore.reset();
  }
  const common = {
    seed: options.seed,
    token: options.token,
    rateLimits: options.rateLimits,
    faults: options.faults,
  };
  const cors = options.cors === undefined ? undefined : { origins: options.cors, allowHeaders: [FAULT_HEADER] };
  // Connected before serving: a Redis that is away fails the start (within the store's connect timeout).
  const limitStores =
    options.rateLimitRedis === undefined
      ? undefined
      : await Promise.all(
          (['accounting', 'payments'] as const).map((api) => createRedisRateLimitStore({ url: options.rateLimitRedis, prefix: `svc:rl:sandbox:${api}:` })),
        );
  const accounting = createAccountingSandbox({
    ...common,
    store: accountingStore,
    server: { basePath: MOUNTS.accounting, cors, rateLimitStore: limitStores?.[0] },
    ...(options.webhook !== undefined ? { webhooks: options.webhook } : {}),
  });
  const payments = createPaymentsSandbox({ ...common, store: paymentsStore, server: { basePath: MOUNTS.payments, cors, rateLimitStore: limitStores?.[1] } });
  const log = options.log;
  if (log !== undefined) {
    accounting.onRequest((entry) => log('accounting', entry));
    payments.onRequest((entry) => log('payments', entry));
  }
  const connector = (options.connector ?? createConnectorHandler)({ path: MOUNTS.connector, password: options.token });

  const route = (request: IncomingMessage, response: ServerResponse): void => {
    const url = request.url ?? '/';
    if (under(url, MOUNTS.accounting)) accounting.listener(request, response);
    else if (under(url, MOUNTS.payments)) payments.listener(request, response);
    else if (under(url, MOUNTS.connector)) connector(request, response);
    else {
      request.resume();
      const body = JSON.stringify({ error: 'not found', services: MOUNTS });
      response.writeHead(404, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
    }
  };
  // Node checks the header and request deadlines every connectionsCheckingInterval, 30 s by default: a slow sender
  // would hold a connection up to 50 s against the 20 s header limit. Checked every second, it holds (issue 22, item 8).
  const server = createServer({ headersTimeout: 20_000, requestTimeout: 60_000, maxHeaderSize: 32 * 1024, connectionsCheckingInterval: 1000 }, route);
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '/';
    // Each service decides (a body declared too large is answered before any 100 Continue).
    if (under(url, MOUNTS.accounting)) accounting.checkContinue(request, response);
    else if (under(url, MOUNTS.payments)) payments.checkContinue(request, response);
    else if (under(url, MOUNTS.connector) && connector.checkContinue) connector.checkContinue(request, response);
    else {
      response.writeContinue();
      route(request, response);
    }
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const base = `http://${host}:${address.port}`;
  return {
    urls: { accounting: `${base}${MOUNTS.accounting}`, payments: `${base}${MOUNTS.payments}`, connector: `${base}${MOUNTS.connector}` },
    close: () =>
      new Promise<void>((resolve, reject) => {
        accounting.stop();
        payments.stop();
        server.close((error) => {
          accountingStore.close();
          paymentsStore.close();
          void Promise.all((limitStores ?? []).map((store) => store.close())).then(() => (error ? reject(error) : resolve()));
        });
        server.closeAllConnections();
      }),
  };
}
