/**
 * Serves the sandbox console at `/__sandbox/` of `npm run sandbox`: the page (index.html, console.css, and
 * console.ts transpiled once by esbuild, which is local: no network, no build step to run first) and
 * `/__sandbox/services` (each service's name, base path and kind; the page reads each REST service's console API,
 * `<base>/__sandbox/api/`, for everything else), and the Web Connector's console endpoints (`/__sandbox/connector/
 * sessions`, `/__sandbox/connector/queue?tenant=`, `POST /__sandbox/connector/queue` with `{ tenant, job }`),
 * guarded like the REST sandboxes' own endpoints: the sandbox's origin only, and its token when it has one. The page runs under a strict Content-Security-Policy: its own
 * script and style only, its own origin only.
 */
import { timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { transform } from 'esbuild';
import type { ConnectorConsole } from '../connector.ts';

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

export interface ConsoleContext {
  readonly services: readonly ConsoleService[];
  /** The sandbox's token, when it has one: the connector endpoints need it. */
  readonly token?: string;
  readonly connector?: ConnectorConsole;
}

/** Why a request may not use the console's endpoints (the rules of the REST sandboxes' own endpoints). */
function refusal(request: IncomingMessage, token: string | undefined): { status: number; error: string } | undefined {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const own = [`http://${request.headers.host ?? ''}`, `https://${request.headers.host ?? ''}`];
  if ((site !== undefined && site !== 'same-origin' && site !== 'none') || (origin !== undefined && !own.includes(origin))) {
    return { status: 403, error: 'the sandbox endpoints refuse requests from web pages of other origins' };
  }
  if (token === undefined) return undefined;
  const m = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '');
  const given = Buffer.from(m?.[1] ?? '', 'utf8');
  const wanted = Buffer.from(token, 'utf8');
  return given.byteLength === wanted.byteLength && timingSafeEqual(given, wanted) ? undefined : { status: 401, error: 'the sandbox token is required (Authorization: Bearer <token>)' };
}

/** `{ tenant, job }` of an enqueue: JSON, at most 4 KiB. */
async function enqueueBody(request: IncomingMessage): Promise<{ tenant: string; job: string } | string> {
  if ((request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() !== 'application/json') return 'send application/json';
  let text = '';
  for await (const chunk of request) {
    text += (chunk as Buffer).toString('utf8');
    if (text.length > 4096) return 'at most 4096 bytes';
  }
  try {
    const body = JSON.parse(text) as { tenant?: unknown; job?: unknown };
    if (typeof body.tenant !== 'string' || body.tenant === '' || body.tenant.length > 100 || typeof body.job !== 'string') return 'send { tenant, job }';
    return { tenant: body.tenant, job: body.job };
  } catch {
    return 'the body is not JSON';
  }
}

async function connectorApi(request: IncomingMessage, path: string, query: URLSearchParams, context: ConsoleContext): Promise<{ status: number; body: unknown }> {
  const refused = refusal(request, context.token);
  if (refused !== undefined) return { status: refused.status, body: { error: refused.error } };
  const board = context.connector;
  if (path === 'sessions' && request.method === 'GET') {
    return { status: 200, body: board === undefined ? { enabled: false, sessions: [], tenants: [], jobs: [] } : { enabled: true, sessions: board.sessions(), tenants: board.tenants(), jobs: board.jobs } };
  }
  if (board === undefined) return { status: 404, body: { error: 'this sandbox has no Web Connector console' } };
  if (path === 'queue' && request.method === 'GET') {
    const tenant = (query.get('tenant') ?? '').slice(0, 100);
    return { status: 200, body: { tenant, items: tenant === '' ? [] : await board.queue(tenant) } };
  }
  if (path === 'queue' && request.method === 'POST') {
    const body = await enqueueBody(request);
    if (typeof body === 'string') return { status: body.startsWith('send application') ? 415 : 400, body: { error: body } };
    if (!board.jobs.includes(body.job)) return { status: 400, body: { error: `no job ${body.job.slice(0, 60)}; jobs: ${board.jobs.join(', ')}` } };
    return { status: 200, body: { tenant: body.tenant, queued: await board.enqueue(body.tenant, body.job) } };
  }
  return { status: 404, body: { error: 'no such console endpoint' } };
}

/** Answers a request under `/__sandbox` (the page, its files, the services, the connector's); false when not one. */
export function serveConsole(request: IncomingMessage, response: ServerResponse, context: ConsoleContext): boolean {
  const url = request.url ?? '/';
  const path = url.split('?')[0];
  if (path !== '/__sandbox' && !path.startsWith(CONSOLE_PATH)) return false;
  const send = (status: number, type: string, body: string | Buffer, extra: { readonly [name: string]: string } = {}): void => {
    const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    response.writeHead(status, { ...SECURITY_HEADERS, 'content-type': type, 'content-length': String(bytes.byteLength), ...extra });
    response.end(request.method === 'HEAD' ? undefined : bytes);
  };
  if (path.startsWith(`${CONSOLE_PATH}connector/`)) {
    const mark = url.indexOf('?');
    connectorApi(request, path.slice(`${CONSOLE_PATH}connector/`.length), new URLSearchParams(mark < 0 ? '' : url.slice(mark + 1)), context).then(
      ({ status, body }) => {
        request.resume();
        send(status, 'application/json', JSON.stringify(body));
      },
      () => {
        request.resume();
        send(500, 'application/json', JSON.stringify({ error: 'internal error' }));
      },
    );
    return true;
  }
  request.resume();
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    send(405, 'application/json', JSON.stringify({ error: `${request.method ?? ''} is not allowed here` }), { allow: 'GET, HEAD' });
    return true;
  }
  const file = path === '/__sandbox' ? '' : path.slice(CONSOLE_PATH.length);
  if (path === '/__sandbox') send(308, 'text/plain', '', { location: CONSOLE_PATH });
  else if (file === '' || file === 'index.html') send(200, 'text/html; charset=utf-8', readFileSync(new URL('index.html', here)));
  else if (file === 'console.css') send(200, 'text/css; charset=utf-8', readFileSync(new URL('console.css', here)));
  else if (file === 'services') send(200, 'application/json', JSON.stringify({ services: context.services }));
  else if (file === 'console.js') {
    consoleScript().then(
      (code) => send(200, 'text/javascript; charset=utf-8', code),
      () => send(500, 'application/json', JSON.stringify({ error: 'the console script could not be built' })),
    );
  } else send(404, 'application/json', JSON.stringify({ error: 'not found', console: CONSOLE_PATH }));
  return true;
}
