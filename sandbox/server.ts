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
import { answerNodeRefusals, type NodeRefusal, type RawAnswer } from '@svc/accounting/server';
import { createPaymentsSandbox, SandboxStore as PaymentsStore, type RequestLogEntry } from '@svc/payments';
import { createConnectorHandler, type ConnectorEndpoint, type ConnectorEndpointOptions } from './connector.ts';
import { CONSOLE_PATH, serveConsole, type ConsoleService } from './console/serve.ts';

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
  readonly urls: { readonly accounting: string; readonly payments: string; readonly connector: string; readonly console: string };
  close(): Promise<void>;
}

/** The request header that injects a fault (see the README's "Test against the sandbox"). */
const FAULT_HEADER = 'svc-sandbox-fault';

/** Request line and headers (a long query statement in the URL fits). */
const MAX_HEADER_BYTES = 32 * 1024;

export const MOUNTS = { accounting: '/accounting', payments: '/payments', connector: '/connector/ConnectorSvc.asmx' } as const;

function under(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
}

/** The sandbox's own JSON for a refusal of node's that names no service. */
function ownRefusal(status: NodeRefusal): RawAnswer {
  const error =
    status === 431
      ? `the request line and headers exceed ${MAX_HEADER_BYTES} bytes`
      : status === 408
        ? 'the request headers did not arrive in time'
        : status === 413
          ? 'a chunk extension of the request body is too large'
          : status === 417
            ? 'the only expectation served is "Expect: 100-continue"'
            : 'malformed HTTP request';
  return { status, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify({ error, services: MOUNTS })) };
}

/** What the console page finds at `/__sandbox/services`. */
const CONSOLE_SERVICES: readonly ConsoleService[] = [
  { name: 'accounting', base: MOUNTS.accounting, kind: 'rest' },
  { name: 'payments', base: MOUNTS.payments, kind: 'rest' },
  { name: 'connector', base: MOUNTS.connector, kind: 'soap' },
];

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
    server: { basePath: MOUNTS.accounting, cors, rateLimitStore: limitStores?.[0], maxHeaderBytes: MAX_HEADER_BYTES },
    ...(options.webhook !== undefined ? { webhooks: options.webhook } : {}),
  });
  const payments = createPaymentsSandbox({ ...common, store: paymentsStore, server: { basePath: MOUNTS.payments, cors, rateLimitStore: limitStores?.[1], maxHeaderBytes: MAX_HEADER_BYTES } });
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
    else if (serveConsole(request, response, { services: CONSOLE_SERVICES, token: options.token, connector: connector.console })) return;
    else {
      request.resume();
      const body = JSON.stringify({ error: 'not found', services: MOUNTS });
      response.writeHead(404, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
    }
  };
  // Node checks the header and request deadlines every connectionsCheckingInterval, 30 s by default: a slow sender
  // would hold a connection up to 50 s against the 20 s header limit. Checked every second, it holds (issue 22, item 8).
  const server = createServer({ headersTimeout: 20_000, requestTimeout: 60_000, maxHeaderSize: MAX_HEADER_BYTES, connectionsCheckingInterval: 1000 }, route);
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
  // Node's own refusals (headers too large, malformed, an unknown Expect, headers too slow) in the format of the
  // service the request was for, when node read its request line; else in the sandbox's own JSON, like its 404.
  answerNodeRefusals(server, (status, target) => {
    const url = target ?? '';
    if (target !== undefined && under(url, MOUNTS.accounting)) return accounting.refusal(status);
    if (target !== undefined && under(url, MOUNTS.payments)) return payments.refusal(status);
    if (target !== undefined && under(url, MOUNTS.connector) && connector.refusal) return connector.refusal(status);
    return ownRefusal(status);
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
    urls: { accounting: `${base}${MOUNTS.accounting}`, payments: `${base}${MOUNTS.payments}`, connector: `${base}${MOUNTS.connector}`, console: `${base}${CONSOLE_PATH}` },
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
