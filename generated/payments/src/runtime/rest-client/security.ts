/**
 * What a client sends for an operation's security requirements (OpenAPI `security`): it picks the first
 * requirement it holds every credential of (an empty one, optional security, when it holds none), then sends each
 * scheme's credential where the scheme says: `Authorization: Bearer` (http bearer, oauth2, openIdConnect),
 * `Authorization: Basic` (http basic), or an API key in a header, the query or a cookie.
 */
import type { HttpOperationDescriptor, SecuritySchemeDescriptor } from '../operations/operation-table.js';

/** The user name and password of an http basic credential. */
export interface BasicCredentials {
  readonly username: string;
  readonly password: string;
}

/** A credential, or a function returning one (asked on every call, so it may rotate). */
export type CredentialSource<T> = T | (() => T | Promise<T>);

/** Credentials by security scheme name: a token or key (string), or basic's `{ username, password }`. */
export type SchemeCredentials = { readonly [scheme: string]: CredentialSource<string | BasicCredentials> | undefined };

const BEARER_KINDS: ReadonlySet<string> = new Set(['http-bearer', 'oauth2', 'openid']);

/** Whether a scheme takes a bearer token (a scheme the table lacks is taken as one: the access token serves it). */
export function isBearerScheme(scheme: SecuritySchemeDescriptor | undefined): boolean {
  return scheme === undefined || BEARER_KINDS.has(scheme.kind);
}

/** The requirement a call meets: schemes sent from `credentials`, and whether the access token is sent. */
export interface SecurityPlan {
  readonly schemes: readonly string[];
  readonly token: boolean;
}

/**
 * The first requirement whose every scheme has a credential (the access token standing for bearer-like schemes);
 * else nothing when one requirement is empty; else the access token (the server answers 401 if it is not enough).
 */
export function planSecurity(
  operation: HttpOperationDescriptor,
  schemes: { readonly [name: string]: SecuritySchemeDescriptor } | undefined,
  credentials: SchemeCredentials | undefined,
  hasToken: boolean,
): SecurityPlan {
  if (operation.security.length === 0) return { schemes: [], token: false };
  for (const requirement of operation.security) {
    const names = Object.keys(requirement);
    if (names.length === 0) continue;
    const given = names.filter((name) => credentials?.[name] !== undefined);
    const byToken = names.filter((name) => !given.includes(name) && hasToken && isBearerScheme(schemes?.[name]));
    if (given.length + byToken.length === names.length) return { schemes: given, token: byToken.length > 0 };
  }
  if (operation.security.some((r) => Object.keys(r).length === 0)) return { schemes: [], token: false };
  return { schemes: [], token: hasToken };
}

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Puts each planned scheme's credential into the request's headers or query. */
export async function applyCredentials(
  plan: SecurityPlan,
  schemes: { readonly [name: string]: SecuritySchemeDescriptor } | undefined,
  credentials: SchemeCredentials | undefined,
  target: { headers: { [name: string]: string }; query: { [name: string]: unknown } },
): Promise<void> {
  for (const name of plan.schemes) {
    const source = credentials?.[name];
    const value = typeof source === 'function' ? await source() : source;
    if (value === undefined) continue;
    const scheme = schemes?.[name];
    if (typeof value !== 'string') {
      target.headers['authorization'] = `Basic ${base64(`${value.username}:${value.password}`)}`;
    } else if (scheme?.kind === 'api-key' && scheme.paramName !== undefined) {
      if (scheme.in === 'query') target.query[scheme.paramName] = value;
      else if (scheme.in === 'cookie') {
        const pair = `${scheme.paramName}=${value}`;
        target.headers['cookie'] = target.headers['cookie'] ? `${target.headers['cookie']}; ${pair}` : pair;
      } else target.headers[scheme.paramName.toLowerCase()] = value;
    } else if (scheme?.kind === 'http-basic') {
      target.headers['authorization'] = `Basic ${base64(value)}`;
    } else if (isBearerScheme(scheme)) {
      target.headers['authorization'] = `Bearer ${value}`;
    } else {
      target.headers['authorization'] = value;
    }
  }
}
