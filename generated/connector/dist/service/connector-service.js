/**
* `createConnectorService`: the session framework served by the generated ConnectorSvc server. The generated
* package is passed in (its `createConnectorServer` and `SoapFault`), so these modules never import it.
*/
import { createSessionHandlers } from "./session-handlers.js";
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
export function createConnectorService(generated, options) {
	const { server: serverOptions, ...sessionOptions } = options;
	const session = createSessionHandlers({
		...sessionOptions,
		faults: generated.SoapFault
	});
	const server = generated.createConnectorServer(session.handlers, serverOptions);
	return Object.assign(server, {
		handlers: session.handlers,
		store: session.store,
		enqueue: session.enqueue,
		close: () => session.store.close()
	});
}
