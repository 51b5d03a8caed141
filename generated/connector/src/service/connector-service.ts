/**
 * `createConnectorService`: the session framework served by the generated ConnectorSvc server. The generated
 * package is passed in (its `createConnectorServer` and `SoapFault`), so these modules never import it.
 */
import {
  createSessionHandlers,
  type SessionHandlerOptions,
  type SessionHandlers,
  type SessionService,
} from './session-handlers.js';

/** What the kit uses of the generated package: the package's module namespace fits. */
export interface GeneratedConnector<Server, ServerOptions> {
  createConnectorServer(handlers: SessionHandlers, options?: ServerOptions): Server;
  readonly SoapFault: { client(faultstring: string): Error; server(faultstring: string): Error };
}

export interface ConnectorServiceOptions<ServerOptions> extends Omit<SessionHandlerOptions, 'faults'> {
  /** Options of the generated server (path, limits, onError ...). */
  readonly server?: ServerOptions;
}

/** The generated server (`listener`, `listen()`) with the session service around it. */
export type ConnectorService<Server> = Server & SessionService & { /** Closes the store. */ close(): Promise<void> };

/**
 * A ConnectorSvc server whose eight operations are the session framework:
 *
 * ```ts
 * // connector: the generated package's namespace (import * as connector)
 * const service = connector.createConnectorService(connector, { authenticate, jobs: { customers } });
 * await service.enqueue('alice', { job: 'customers' });
 * const { url } = await service.listen(8080, '127.0.0.1');
 * ```
 */
export function createConnectorService<Server extends object, ServerOptions>(
  generated: GeneratedConnector<Server, ServerOptions>,
  options: ConnectorServiceOptions<ServerOptions>,
): ConnectorService<Server> {
  const { server: serverOptions, ...sessionOptions } = options;
  const session = createSessionHandlers({ ...sessionOptions, faults: generated.SoapFault });
  const server = generated.createConnectorServer(session.handlers, serverOptions);
  return Object.assign(server, {
    handlers: session.handlers,
    store: session.store,
    enqueue: session.enqueue,
    close: () => session.store.close(),
  });
}
