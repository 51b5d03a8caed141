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

/** A service process (test/web-connector/instance.ts) on the Redis at `redisUrl`, listening on a free port. */
export interface Instance {
  readonly url: string;
  readonly child: import('node:child_process').ChildProcess;
  /** What it printed, line by line (`hanging` when a job hangs on purpose). */
  readonly lines: string[];
}

/** Starts instance.ts as a child process (killed by the caller: `child.kill('SIGKILL')`). */
export async function startInstance(redisUrl: string, name: string, env: Record<string, string> = {}): Promise<Instance> {
  const { spawn } = await import('node:child_process');
  const { createInterface } = await import('node:readline');
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('./instance.ts', import.meta.url).pathname], {
    env: { ...process.env, REDIS_URL: redisUrl, INSTANCE: name, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance ${name} did not start`)), 30_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      const match = /^listening (\S+)$/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, child, lines });
      }
    });
    child.once('exit', (code) => reject(new Error(`instance ${name} exited with ${code}`)));
  });
}
