/**
 * Test support for the Web Connector kit: a session service on the generated server (listening on 127.0.0.1),
 * and job handlers that record what they were given.
 */
import {
  connectorWebConnectorWire,
  createConnectorService,
  simulateWebConnector,
  type ConnectorService,
  type ConnectorServiceOptions,
  type JobHandler,
  type JobResponseContext,
  type JobContext,
  type Transcript,
  type WebConnectorSimOptions,
} from '@svc/connector/web-connector';

export type Service = ConnectorService;

/** `simulateWebConnector` speaking this package's wire vocabulary (its WSDL's element names). */
export function simulate(options: WebConnectorSimOptions): Promise<Transcript> {
  return simulateWebConnector({ wire: connectorWebConnectorWire, ...options });
}

/** A service on a free loopback port; `stop()` closes the server and the store. */
export async function startService(
  options: Partial<ConnectorServiceOptions> & Pick<ConnectorServiceOptions, 'jobs'>,
): Promise<{ service: Service; url: string; stop(): Promise<void> }> {
  const service = createConnectorService({
    authenticate: (user, password) => (user === 'alice' && password === 'secret pass ' ? { status: 'ok' } : { status: 'nvu' }),
    report: () => undefined,
    ...options,
  });
  const running = await service.listen(0, '127.0.0.1');
  return {
    service,
    url: running.url,
    stop: async () => {
      await running.close();
      await service.close();
    },
  };
}

/** A job that sends `<NameRq requestID="seq">` and records requests and responses. */
export function recordingJob(log: { requests: JobContext[]; responses: JobResponseContext[] }, name = 'Customer'): JobHandler {
  return {
    request: (context) => {
      log.requests.push(context);
      return `<?xml version="1.0" ?><?qbxml version="13.0"?><QBXML><QBXMLMsgsRq onError="stopOnError"><${name}QueryRq requestID="${context.seq}"><Ref>${JSON.stringify(context.item.payload ?? null).replace(/[<&]/g, '')}</Ref></${name}QueryRq></QBXMLMsgsRq></QBXML>`;
    },
    response: (context) => {
      log.responses.push(context);
    },
  };
}

export const ALICE = { user: 'alice', password: 'secret pass ' } as const;
