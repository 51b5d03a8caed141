/**
 * The connector endpoint of `npm run sandbox`: the Web Connector session framework of the connector kit with a
 * demo job queue (`createConnectorHandler`), or the stateless default handlers. Replace `createConnectorHandler`
 * (or pass `connector` to `startSandbox`) to serve your own jobs.
 */
import { randomUUID } from 'node:crypto';
import { createConnectorServer, type ConnectorHandlers } from '@svc/connector/server';
import { createConnectorService, customerQueryJob, secretsEqual } from '@svc/connector/web-connector';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NodeRefusal, RawAnswer } from '@svc/accounting/server';

/**
 * What the combined server needs of a connector endpoint: a listener, its `100-continue` handler, and its answer to
 * node's own refusals (a SOAP Client fault; without it the sandbox answers those in its own JSON).
 */
export interface ConnectorEndpoint {
  (request: IncomingMessage, response: ServerResponse): void;
  readonly checkContinue?: (request: IncomingMessage, response: ServerResponse) => void;
  readonly refusal?: (status: NodeRefusal) => RawAnswer;
}

export interface ConnectorEndpointOptions {
  /** Path the service answers on (`/connector/ConnectorSvc.asmx`). */
  readonly path: string;
  /** Accept only this user name / password pair (`--token` gives the password); default any. */
  readonly password?: string;
}

/** Default handlers: sessions open and close, and there is never work to do. */
export function defaultConnectorHandlers(options: { readonly password?: string } = {}): ConnectorHandlers {
  const tickets = new Set<string>();
  return {
    serverVersion: () => '1.0.0',
    clientVersion: () => '',
    authenticate: ({ strPassword }) => {
      if (options.password !== undefined && strPassword !== options.password) return ['', 'nvu'];
      const ticket = randomUUID();
      if (tickets.size >= 10_000) tickets.clear();
      tickets.add(ticket);
      return [ticket, 'none'];
    },
    sendRequestXML: () => '',
    receiveResponseXML: () => 100,
    connectionError: () => 'done',
    getLastError: () => 'NoOp',
    closeConnection: ({ ticket }) => {
      tickets.delete(ticket ?? '');
      return 'OK';
    },
  };
}

/**
 * Builds the connector endpoint: the Web Connector session framework (connector kit) with a demo job queue. Every
 * successful authenticate finds one job queued for its user, a customer query that pages with an iterator, so
 * `npm run sandbox` plus `npm run wc-sim -- <connector url>` show a whole session. Any user name works; the
 * password must be `--token` when one is given. `defaultConnectorHandlers` above is the stateless alternative.
 */
export function createConnectorHandler(options: ConnectorEndpointOptions): ConnectorEndpoint {
  let service: { enqueue(tenant: string, item: { job: string }): Promise<unknown> } | undefined;
  const created = createConnectorService({
    authenticate: async (user, password) => {
      if (options.password !== undefined && !secretsEqual(password, options.password)) return { status: 'nvu' };
      await service?.enqueue(user, { job: 'customers' });
      return { status: 'ok' };
    },
    jobs: { customers: customerQueryJob({ pageSize: 10 }) },
    report: () => undefined,
    server: { path: options.path },
  });
  service = created;
  const listener = created.listener;
  return Object.assign((request: IncomingMessage, response: ServerResponse) => listener(request, response), {
    checkContinue: listener.checkContinue,
    refusal: created.refusal,
  });
}
