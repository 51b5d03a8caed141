/**
 * Helpers of the adversarial suites: raw HTTP requests whose target is sent exactly as written (fetch and URL
 * would resolve `..` and turn `\` into `/` before the server ever saw them), raw sockets for what no client
 * library sends, and the generated servers started with handlers that record what reached them.
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';

export interface RawResponse {
  readonly status: number;
  readonly headers: { readonly [name: string]: string | string[] | undefined };
  readonly text: string;
  readonly bytes: number;
  /** The body parsed as JSON, or undefined. */
  readonly json: unknown;
}

/** One request over a fresh connection; `path` goes on the wire as given. */
export function send(
  base: string,
  init: { method?: string; path: string; headers?: { [name: string]: string | number | string[] }; body?: string | Buffer; timeoutMs?: number },
): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method: init.method ?? 'GET', path: init.path, headers: init.headers, agent: false, timeout: init.timeoutMs ?? 20_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, bytes: Buffer.byteLength(text), json });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${init.timeoutMs ?? 20_000} ms`)));
    req.on('error', reject);
    req.end(init.body);
  });
}

/** Writes `head` (and later `rest`, if given) on a raw socket; resolves with everything read until close or `waitMs`. */
export function rawExchange(base: string, head: string, options: { rest?: string; restAfterMs?: number; waitMs?: number } = {}): Promise<string> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let received = '';
    const done = (): void => {
      clearTimeout(timer);
      socket.destroy();
      resolve(received);
    };
    const timer = setTimeout(done, options.waitMs ?? 5000);
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('end', done);
    socket.on('close', done);
    socket.on('error', (error) => (received === '' ? reject(error) : done()));
    socket.write(head);
    if (options.rest !== undefined) setTimeout(() => socket.writable && socket.write(options.rest as string), options.restAfterMs ?? 0);
  });
}

/** The status line's code of a raw HTTP answer (the first one, or the `n`-th). */
export function statusesOf(raw: string): number[] {
  return [...raw.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
}
