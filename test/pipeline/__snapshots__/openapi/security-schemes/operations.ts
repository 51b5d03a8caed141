/**
 * Operations of Security schemes 1.0.0.
 *
 * Generated from the definition; do not edit.
 */
import type {
  EndpointDescriptor,
  HttpOperationDescriptor,
  RateLimit,
  RateLimitKey,
  SecuritySchemeDescriptor,
} from './runtime/operations/operation-table.js';
import * as descriptors from './operation-descriptors.js';
import type { Seen } from './types.js';

/** Every operation by name: the transport facts clients and servers read at run time. */
export const operations: {
  readonly bearerDefault: HttpOperationDescriptor;
  readonly basicOnly: HttpOperationDescriptor;
  readonly headerKey: HttpOperationDescriptor;
  readonly queryKey: HttpOperationDescriptor;
  readonly cookieKey: HttpOperationDescriptor;
  readonly oauthScoped: HttpOperationDescriptor;
  readonly openId: HttpOperationDescriptor;
  readonly either: HttpOperationDescriptor;
  readonly both: HttpOperationDescriptor;
  readonly openAccess: HttpOperationDescriptor;
  readonly optional: HttpOperationDescriptor;
} = {
  bearerDefault: descriptors.bearerDefaultOperation,
  basicOnly: descriptors.basicOnlyOperation,
  headerKey: descriptors.headerKeyOperation,
  queryKey: descriptors.queryKeyOperation,
  cookieKey: descriptors.cookieKeyOperation,
  oauthScoped: descriptors.oauthScopedOperation,
  openId: descriptors.openIdOperation,
  either: descriptors.eitherOperation,
  both: descriptors.bothOperation,
  openAccess: descriptors.openAccessOperation,
  optional: descriptors.optionalOperation,
};

/** Name of an operation of this package. */
export type OperationName = keyof typeof operations;

/** Request and response types of every operation, by name. `request` is a write shape (no read-only properties). */
export interface Operations {
  bearerDefault: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: Seen;
    error: unknown;
  };
  basicOnly: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: Seen;
    error: unknown;
  };
  headerKey: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: Seen;
    error: unknown;
  };
  queryKey: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: Seen;
    error: unknown;
  };
  cookieKey: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: Seen;
    error: unknown;
  };
  oauthScoped: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: Seen;
    error: unknown;
  };
  openId: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: Seen;
    error: unknown;
  };
  either: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: Seen;
    error: unknown;
  };
  both: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: Seen;
    error: unknown;
  };
  openAccess: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: Seen;
    error: unknown;
  };
  optional: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: Seen;
    error: unknown;
  };
}

/** Addresses the services are reached at. */
export const endpoints: readonly EndpointDescriptor[] = [];

/** Rate limits the interface declares; `keyedBy` names entries of `rateLimitKeys`. */
export const rateLimits: readonly RateLimit[] = [];

/** How each rate-limit key is read off a request. */
export const rateLimitKeys: readonly RateLimitKey[] = [];

/** Security schemes by name, as operations' `security` requirements refer to them. */
export const securitySchemes: { readonly [name: string]: SecuritySchemeDescriptor } = {
  bearer: { kind: 'http-bearer' },
  basic: { kind: 'http-basic' },
  headerKey: { kind: 'api-key', in: 'header', paramName: 'X-Api-Key' },
  queryKey: { kind: 'api-key', in: 'query', paramName: 'api_key' },
  cookieKey: { kind: 'api-key', in: 'cookie', paramName: 'session' },
  oauth: { kind: 'oauth2' },
  oidc: { kind: 'openid' },
};
