/**
 * The connector endpoint of `npm run sandbox`: the generated ConnectorSvc server with simple default handlers
 * (a ticket per authenticate, no work queued). This is the seam the Web Connector session framework plugs into:
 * replace `createConnectorHandler` (or pass `connector` to `startSandbox`) to serve real sessions and a job queue.
 */
import { randomUUID } from 'node:crypto';
import { createConnectorServer, type ConnectorHandlers } from '@svc/connector';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the combined server needs of a connector endpoint: a listener and its `100-continue` handler. */
export interface ConnectorEndpoint {
  (request: IncomingMessage, response: ServerResponse): void;
  readonly checkContinue?: (request: IncomingMessage, response: ServerResponse) => void;
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

/** Builds the connector endpoint; the one function to replace to serve another implementation. */
export function createConnectorHandler(options: ConnectorEndpointOptions): ConnectorEndpoint {
  return createConnectorServer(defaultConnectorHandlers(options), { path: options.path }).listener;
}
