/**
 * Cross-origin access (CORS) to a generated REST server, for pages on other origins that call it with `fetch`;
 * off unless the server is given `cors`. The policy is decided once from the options and the operation table:
 * which origins are allowed, which request headers a page may send (those the operations declare, plus
 * Authorization, Content-Type and Accept) and which response headers it may read (the trace header, Retry-After,
 * WWW-Authenticate, Allow, the headers on every reply and those the operations declare). The server asks it, per
 * request, for the headers of an answer to an `Origin`, and, for a preflight, whether to answer it and how.
 *
 * An origin is allowed only by exact comparison with a configured one (as browsers serialise it: scheme, host,
 * port), so a hostile `Origin` (a list, a prefix, `null`, a kilobyte of junk) is never reflected; `*` answers
 * `*` and cannot be combined with credentials. A disallowed origin gets no CORS header at all.
 */
import type { HttpOperationDescriptor } from '../operations/operation-table.js';

/** The `cors` option of a generated REST server. */
export interface CorsOptions {
  /**
   * Origins whose pages may call the server and read its answers: exact origins as browsers send them
   * (`https://app.example.com`, `http://localhost:5173`), or `'*'` for any page.
   */
  readonly origins: '*' | readonly string[];
  /** Pages may send credentials (cookies, HTTP authentication) and read the answers; needs a list of origins. Default false. */
  readonly credentials?: boolean;
  /** How long a browser may reuse a preflight's answer (`Access-Control-Max-Age`); default the browser's own (5 s in Chromium). */
  readonly maxAgeSeconds?: number;
  /** Request headers a page may send besides those the operations declare (and Authorization, Content-Type, Accept). */
  readonly allowHeaders?: readonly string[];
  /** Response headers a page may read besides those the server writes or the operations declare. */
  readonly exposeHeaders?: readonly string[];
}

/** Request headers named in one preflight at most; a longer list is refused (400) before anything else is looked at. */
export const MAX_PREFLIGHT_HEADERS = 64;

/** Response headers a page reads without being allowed to (the CORS-safelisted ones). */
const SAFELISTED_RESPONSE = new Set(['cache-control', 'content-language', 'content-length', 'content-type', 'expires', 'last-modified', 'pragma']);
/** Request headers every operation may receive from a page. */
const ALWAYS_ALLOWED = ['accept', 'authorization', 'content-type'];
/** An HTTP token (RFC 9110): method and header names. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export interface CorsPolicy {
  /** Whether pages of this origin may call the server. */
  allows(origin: string | undefined): boolean;
  /**
   * Headers for any answer to a request with this `Origin` header (set before the answer is written): for an
   * allowed origin the origin, credentials and exposed headers; for any request `Vary: Origin`, since the answer
   * depends on it.
   */
  responseHeaders(origin: string | undefined): { readonly [name: string]: string };
  /**
   * The answer to a preflight (`OPTIONS` with `Origin` and `Access-Control-Request-Method`) for `path`, where
   * `here` are the operations at that path (any method): the headers of a 204, or why it is refused.
   */
  preflight(request: PreflightRequest, path: string, here: readonly HttpOperationDescriptor[]): PreflightAnswer;
}

/** The request headers a preflight is read from (node's `IncomingHttpHeaders` has this shape). */
export interface PreflightRequest {
  readonly origin?: string;
  readonly 'access-control-request-method'?: string | string[];
  readonly 'access-control-request-headers'?: string | string[];
}

export type PreflightAnswer =
  | { readonly ok: true; readonly headers: { readonly [name: string]: string } }
  | {
      readonly ok: false;
      readonly kind: 'bad-request' | 'forbidden' | 'not-found' | 'method-not-allowed';
      readonly message: string;
      /** `Allow`, for `method-not-allowed`. */
      readonly headers?: { readonly [name: string]: string };
    };

/** Validates the options (a wrong origin, `*` with credentials: a `TypeError` when the server is created). */
export function createCorsPolicy(
  options: CorsOptions,
  context: {
    readonly operations: readonly HttpOperationDescriptor[];
    /** Headers the server writes itself (trace header, the headers on every reply). */
    readonly serverHeaders: readonly string[];
  },
): CorsPolicy {
  const any = options.origins === '*';
  if (!any && !Array.isArray(options.origins)) throw new TypeError("cors: origins must be '*' or a list of origins");
  if (any && options.credentials) throw new TypeError("cors: credentials need a list of origins, not '*' (a browser refuses '*' with credentials)");
  const origins = new Set(any ? [] : (options.origins as readonly string[]).map(normaliseOrigin));
  const maxAge = options.maxAgeSeconds;
  if (maxAge !== undefined && (!Number.isInteger(maxAge) || maxAge < 0)) throw new TypeError(`cors: maxAgeSeconds must be a whole number of seconds, got ${maxAge}`);
  const extraAllowed = (options.allowHeaders ?? []).map((name) => headerName(name, 'allowHeaders'));

  const exposed = new Set<string>();
  for (const name of [...context.serverHeaders, 'retry-after', 'www-authenticate', 'allow', ...(options.exposeHeaders ?? [])]) exposed.add(headerName(name, 'exposeHeaders'));
  for (const operation of context.operations) {
    for (const response of Object.values(operation.responses)) for (const h of response.headers) if (TOKEN.test(h.name)) exposed.add(h.name.toLowerCase());
  }
  const exposeHeaders = [...exposed].filter((name) => !SAFELISTED_RESPONSE.has(name)).sort().join(', ');

  const allowedOrigin = (origin: string | undefined): boolean => origin !== undefined && (any || origins.has(origin));
  const allowedHeaders = new Map<HttpOperationDescriptor, ReadonlySet<string>>();
  const allowedFor = (operation: HttpOperationDescriptor): ReadonlySet<string> => {
    let names = allowedHeaders.get(operation);
    if (names === undefined) {
      names = new Set([...ALWAYS_ALLOWED, ...extraAllowed, ...operation.parameters.filter((p) => p.in === 'header').map((p) => p.name.toLowerCase())]);
      allowedHeaders.set(operation, names);
    }
    return names;
  };

  return {
    allows: allowedOrigin,
    responseHeaders(origin) {
      if (!allowedOrigin(origin)) return { vary: 'Origin' };
      const headers: { [name: string]: string } = { vary: 'Origin', 'access-control-allow-origin': any ? '*' : (origin as string) };
      if (options.credentials) headers['access-control-allow-credentials'] = 'true';
      if (exposeHeaders !== '') headers['access-control-expose-headers'] = exposeHeaders;
      return headers;
    },
    preflight(request, path, here) {
      // A disallowed origin learns nothing: no CORS header, not even whether the route exists.
      if (!allowedOrigin(request.origin)) return { ok: false, kind: 'forbidden', message: `Origin ${clip(String(request.origin), 200)} may not call this server` };
      const method = joined(request['access-control-request-method']).trim().toUpperCase();
      if (!TOKEN.test(method)) return { ok: false, kind: 'bad-request', message: 'Access-Control-Request-Method is not a method' };
      if (here.length === 0) return { ok: false, kind: 'not-found', message: `No operation at ${clip(path, 200)}` };
      const served = new Set(here.map((operation) => operation.method as string));
      if (served.has('GET')) served.add('HEAD');
      const methods = [...served].sort().join(', ');
      const operations = here.filter((operation) => operation.method === (method === 'HEAD' ? 'GET' : method));
      if (operations.length === 0) {
        return { ok: false, kind: 'method-not-allowed', message: `${clip(method, 20)} is not allowed on ${clip(path, 200)}`, headers: { allow: methods } };
      }
      const requested = joined(request['access-control-request-headers'])
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter((name) => name !== '');
      if (requested.length > MAX_PREFLIGHT_HEADERS) {
        return { ok: false, kind: 'bad-request', message: `Access-Control-Request-Headers names ${requested.length} headers; at most ${MAX_PREFLIGHT_HEADERS} are read` };
      }
      // The union over the operations a request of this method may reach here (a selector picks one later).
      const allowed = new Set<string>();
      for (const operation of operations) for (const name of allowedFor(operation)) allowed.add(name);
      const refused = requested.filter((name) => !allowed.has(name));
      if (refused.length > 0) {
        const shown = refused.slice(0, 5).map((name) => `"${clip(name, 60)}"`);
        const more = refused.length > 5 ? ` and ${refused.length - 5} more` : '';
        return { ok: false, kind: 'forbidden', message: `${method} ${clip(path, 200)} does not accept the request header${refused.length === 1 ? '' : 's'} ${shown.join(', ')}${more}` };
      }
      const headers: { [name: string]: string } = {
        'access-control-allow-methods': methods,
        'access-control-allow-headers': [...allowed].sort().join(', '),
        vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
      };
      if (maxAge !== undefined) headers['access-control-max-age'] = String(maxAge);
      return { ok: true, headers };
    },
  };
}

/** A header node gave as a list (sent several times) joined as one. */
function joined(value: string | readonly string[] | undefined): string {
  return value === undefined ? '' : typeof value === 'string' ? value : value.join(', ');
}

/** `https://App.Example.com:443` -> `https://app.example.com`; anything but a bare http(s) origin is a TypeError. */
function normaliseOrigin(entry: string): string {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw new TypeError(`cors: "${clip(String(entry), 100)}" is not an origin (scheme://host[:port])`);
  }
  const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare) {
    throw new TypeError(`cors: "${clip(entry, 100)}" is not an origin (scheme://host[:port], http or https, no path)`);
  }
  return url.origin;
}

function headerName(name: string, option: string): string {
  if (!TOKEN.test(name)) throw new TypeError(`cors: ${option} has "${clip(String(name), 60)}", which is not a header name`);
  return name.toLowerCase();
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 3)}...`;
}
