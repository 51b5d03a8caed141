/** A local HTTP server whose answers a test scripts request by request; records what it received. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpOperationDescriptor } from '../../templates/operations/operation-table.ts';

export interface Received {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: Buffer;
}

export interface ScriptedServer {
  readonly url: string;
  readonly received: Received[];
  close(): Promise<void>;
}

export type Script = (req: Received, res: ServerResponse, index: number) => void | Promise<void>;

export async function startScripted(script: Script): Promise<ScriptedServer> {
  const received: Received[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
    received.push(entry);
    try {
      await script(entry, res, received.length - 1);
    } catch (error) {
      if (!res.headersSent) res.writeHead(599).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

/** An operation descriptor with defaults: a bearer-protected GET answering JSON. */
export function op(partial: Partial<HttpOperationDescriptor> & { name: string; path: string }): HttpOperationDescriptor {
  return {
    kind: 'http',
    method: 'GET',
    selector: {},
    parameters: [],
    responses: { '200': { mediaTypes: ['application/json'], headers: [] } },
    security: [{ bearerAuth: [] }],
    rateLimits: [],
    ...partial,
  };
}
