/**
 * Runtime types and helpers of a generated package's operation table (`src/operations.ts`).
 *
 * This file is copied verbatim into every generated package as `src/runtime/operation-table.ts`: it is generic
 * (no knowledge of any interface), dependency-free, and written so that declarations can be emitted file by
 * file (explicit types on every export).
 */

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS' | 'TRACE';

/** A request parameter: where it goes and whether the caller must give it. */
export interface ParameterDescriptor {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required: boolean;
  /** Serialisation style as the definition gives it (`form`, `simple` ...). */
  readonly style?: string;
  readonly explode?: boolean;
}

export interface RequestBodyDescriptor {
  readonly required: boolean;
  /** Media types the body may be sent as, sorted. */
  readonly mediaTypes: readonly string[];
  /**
   * Members of a form body (`application/x-www-form-urlencoded`, `multipart/form-data`), by name: how each is
   * written by the client and read back into its schema's type by the server. Absent for other bodies.
   */
  readonly form?: { readonly [member: string]: FormFieldDescriptor };
}

/** One member of a form body: its schema's kind and its `encoding` entry. */
export interface FormFieldDescriptor {
  /** `object` and `other` travel as JSON in a multipart part and by style/explode in a urlencoded form. */
  readonly kind: 'string' | 'integer' | 'number' | 'boolean' | 'binary' | 'object' | 'other';
  /** An array of `kind` items (repeated member, or one delimited value when not exploded). */
  readonly array?: boolean;
  /** Media type of the member's multipart part (`encoding.contentType`). */
  readonly contentType?: string;
  /** `form` (default), `spaceDelimited`, `pipeDelimited`, `deepObject`. */
  readonly style?: string;
  /** Default true (style form). */
  readonly explode?: boolean;
}

export interface ResponseHeaderDescriptor {
  readonly name: string;
  readonly required: boolean;
  /** How the value is read for typed headers: absent = text. */
  readonly kind?: 'integer' | 'number' | 'boolean';
}

export interface ResponseDescriptor {
  /** Media types of the body, sorted; empty when the response has no body. */
  readonly mediaTypes: readonly string[];
  readonly headers: readonly ResponseHeaderDescriptor[];
}

/** One way to authenticate: every named scheme together, each with its required scopes. */
export type SecurityRequirement = { readonly [scheme: string]: readonly string[] };

export interface HttpOperationDescriptor {
  readonly name: string;
  readonly kind: 'http';
  readonly method: HttpMethod;
  /** Path template with `{param}` placeholders, relative to the endpoint URL. */
  readonly path: string;
  /** Fixed query values that select this operation among several sharing method and path. */
  readonly selector: { readonly [param: string]: string };
  readonly parameters: readonly ParameterDescriptor[];
  readonly requestBody?: RequestBodyDescriptor;
  /** By status: `'200'`, `'4XX'`, `'default'`. */
  readonly responses: { readonly [status: string]: ResponseDescriptor };
  /** Alternatives: any one requirement suffices. Empty = no authentication. */
  readonly security: readonly SecurityRequirement[];
  /** Calls must run one at a time per value of these rate-limit keys. */
  readonly serialize?: { readonly key: readonly string[] };
  /** Ids of the rate limits (`rateLimits`) that count this operation. */
  readonly rateLimits: readonly string[];
  /** The member of the success body that holds the result (`x-svc-result`): clients return it, servers wrap it. */
  readonly result?: string;
  readonly deprecated?: boolean;
}

/** An XML element carried in a SOAP body. */
export interface MessagePartDescriptor {
  readonly element: string;
  readonly namespace: string;
  /** Name of the generated type of the element's content. */
  readonly type: string;
}

export interface SoapOperationDescriptor {
  readonly name: string;
  readonly kind: 'soap';
  /** SOAPAction header value, unquoted. */
  readonly soapAction: string;
  readonly soapVersion: '1.1' | '1.2';
  readonly style: 'document' | 'rpc';
  readonly use: 'literal' | 'encoded';
  readonly input: MessagePartDescriptor;
  readonly output: MessagePartDescriptor;
  readonly faults: readonly MessagePartDescriptor[];
  readonly rateLimits: readonly string[];
  readonly deprecated?: boolean;
}

export type OperationDescriptor = HttpOperationDescriptor | SoapOperationDescriptor;

export interface EndpointDescriptor {
  /** Service the endpoint belongs to. */
  readonly service: string;
  readonly url: string;
  /** Short name to select it by (`production`, `sandbox`). */
  readonly name?: string;
  readonly description?: string;
}

/** A limit on requests per time window, counted per value of its keys. */
export interface RateLimit {
  readonly id: string;
  /** Requests allowed in each window. */
  readonly limit: number;
  readonly windowSeconds: number;
  /** Names of the `RateLimitKey`s the counter is kept per; empty = one global counter. */
  readonly keyedBy: readonly string[];
  /** Operation names it counts; empty = every operation. */
  readonly appliesTo: readonly string[];
  /** Endpoint names it applies to; empty = all. */
  readonly environments: readonly string[];
  /** When set, the limit is on items per request (batch size), not on rate. */
  readonly maxItemsPerRequest?: number;
  readonly description?: string;
}

/** Where the value of a rate-limit key is read from in a request. */
export interface RateLimitKey {
  readonly name: string;
  /** `credential` = the caller's identity (token, app), not a request parameter. */
  readonly in: 'path' | 'query' | 'header' | 'credential';
  readonly param?: string;
  readonly description?: string;
}

export interface SecuritySchemeDescriptor {
  readonly kind: 'http-bearer' | 'http-basic' | 'api-key' | 'oauth2' | 'openid' | 'other';
  readonly in?: 'header' | 'query' | 'cookie';
  readonly paramName?: string;
  readonly bearerFormat?: string;
  readonly description?: string;
}

/** What each entry of a package's type-level `Operations` map holds. */
export interface OperationTypes {
  path: object;
  query: object;
  headers: object;
  cookies: object;
  /** Request body (write shape); `never` when the operation takes none. */
  request: unknown;
  /** Body of a successful (2xx) response. */
  response: unknown;
  /** Body of an error response; `unknown` when the definition does not say. */
  error: unknown;
}

/** Fills the `{param}` placeholders of a path template, URI-encoding each value. */
export function fillPath(
  template: string,
  params: { readonly [name: string]: string | number | boolean },
): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

export interface HttpOperationMatch {
  readonly operation: HttpOperationDescriptor;
  /** Decoded values of the path placeholders. */
  readonly pathParams: { readonly [name: string]: string };
}

/**
 * Finds the HTTP operation a request is for: method and path template must match, and every selector value
 * must be present in the query. Among several matches the one with the most selector entries wins (so
 * `POST /x?operation=delete` selects the delete variant over the plain create), then table order.
 */
export function matchHttpOperation(
  table: { readonly [name: string]: OperationDescriptor },
  method: string,
  pathname: string,
  query: { readonly [name: string]: string | undefined },
): HttpOperationMatch | undefined {
  let best: HttpOperationMatch | undefined;
  let bestScore = -1;
  for (const operation of Object.values(table)) {
    if (operation.kind !== 'http' || operation.method !== method.toUpperCase()) continue;
    const pathParams = matchPath(operation.path, pathname);
    if (pathParams === undefined) continue;
    const selector = Object.entries(operation.selector);
    if (!selector.every(([name, value]) => query[name] === value)) continue;
    if (selector.length > bestScore) {
      best = { operation, pathParams };
      bestScore = selector.length;
    }
  }
  return best;
}

function matchPath(template: string, pathname: string): { [name: string]: string } | undefined {
  const wanted = template.split('/');
  const actual = pathname.split('/');
  if (wanted.length !== actual.length) return undefined;
  const params: { [name: string]: string } = {};
  for (let i = 0; i < wanted.length; i++) {
    const placeholder = /^\{([^}]+)\}$/.exec(wanted[i]);
    if (placeholder) {
      if (actual[i] === '') return undefined;
      params[placeholder[1]] = decodeURIComponent(actual[i]);
    } else if (wanted[i] !== actual[i]) {
      return undefined;
    }
  }
  return params;
}

/** The rate limits that count a call of `operation` (optionally on one named endpoint), in table order. */
export function rateLimitsOf(
  limits: readonly RateLimit[],
  operation: string,
  environment?: string,
): RateLimit[] {
  return limits.filter(
    (limit) =>
      (limit.appliesTo.length === 0 || limit.appliesTo.includes(operation)) &&
      (environment === undefined ||
        limit.environments.length === 0 ||
        limit.environments.includes(environment)),
  );
}
