/**
 * Serves the sandbox console at `/__sandbox/` of `npm run sandbox`: the page (index.html, console.css, and
 * console.ts transpiled once by esbuild, which is local: no network, no build step to run first) and
 * `/__sandbox/services` (each service's name, base path and kind; the page reads each REST service's console API,
 * `<base>/__sandbox/api/`, for everything else). The page runs under a strict Content-Security-Policy: its own
 * script and style only, its own origin only.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { transform } from 'esbuild';

export const CONSOLE_PATH = '/__sandbox/';

const here = new URL('./', import.meta.url);

const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

let script: Promise<string> | undefined;

/** console.ts as the browser runs it (transpiled once, on first request). */
function consoleScript(): Promise<string> {
  script ??= transform(readFileSync(new URL('console.ts', here), 'utf8'), { loader: 'ts', format: 'esm', target: 'es2022' }).then((r) => r.code);
  return script;
}

export interface ConsoleService {
  readonly name: string;
  readonly base: string;
  readonly kind: 'rest' | 'soap';
}

/** Answers a request under `/__sandbox` (the page, its files, the services); false when `url` is not one. */
export function serveConsole(request: IncomingMessage, response: ServerResponse, services: readonly ConsoleService[]): boolean {
  const url = request.url ?? '/';
  const path = url.split('?')[0];
  if (path !== '/__sandbox' && !path.startsWith(CONSOLE_PATH)) return false;
  request.resume();
  const send = (status: number, type: string, body: string | Buffer, extra: { readonly [name: string]: string } = {}): void => {
    const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    response.writeHead(status, { ...SECURITY_HEADERS, 'content-type': type, 'content-length': String(bytes.byteLength), ...extra });
    response.end(request.method === 'HEAD' ? undefined : bytes);
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    send(405, 'application/json', JSON.stringify({ error: `${request.method ?? ''} is not allowed here` }), { allow: 'GET, HEAD' });
    return true;
  }
  const file = path === '/__sandbox' ? '' : path.slice(CONSOLE_PATH.length);
  if (path === '/__sandbox') send(308, 'text/plain', '', { location: CONSOLE_PATH });
  else if (file === '' || file === 'index.html') send(200, 'text/html; charset=utf-8', readFileSync(new URL('index.html', here)));
  else if (file === 'console.css') send(200, 'text/css; charset=utf-8', readFileSync(new URL('console.css', here)));
  else if (file === 'services') send(200, 'application/json', JSON.stringify({ services }));
  else if (file === 'console.js') {
    consoleScript().then(
      (code) => send(200, 'text/javascript; charset=utf-8', code),
      () => send(500, 'application/json', JSON.stringify({ error: 'the console script could not be built' })),
    );
  } else send(404, 'application/json', JSON.stringify({ error: 'not found', console: CONSOLE_PATH }));
  return true;
}
