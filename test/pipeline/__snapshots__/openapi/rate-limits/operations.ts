/**
 * Operations of Rate limited 1.0.0.
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

/** Every operation by name: the transport facts clients and servers read at run time. */
export const operations: {
  readonly batch: HttpOperationDescriptor;
} = {
  batch: descriptors.batchOperation,
};

/** Name of an operation of this package. */
export type OperationName = keyof typeof operations;

/** Request and response types of every operation, by name. `request` is a write shape (no read-only properties). */
export interface Operations {
  batch: {
    path: {
      tenant: string;
    };
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: undefined;
    error: unknown;
  };
}

/**
 * Addresses the services are reached at.
 *
 * - `sandbox-server`: Sandbox server
 */
export const endpoints: readonly EndpointDescriptor[] = [
  { service: 'RateLimited', name: 'production', url: 'https://api.example.com/v3' },
  { service: 'RateLimited', name: 'sandbox-server', url: 'https://sandbox.example.com/v3' },
];

/**
 * Rate limits the interface declares; `keyedBy` names entries of `rateLimitKeys`.
 *
 * - `per-minute`: Requests per tenant per minute.
 */
export const rateLimits: readonly RateLimit[] = [
  {
    id: 'per-minute',
    limit: 500,
    windowSeconds: 60,
    keyedBy: ['tenant'],
    appliesTo: [],
    environments: [],
  },
  {
    id: 'batch-size',
    limit: 40,
    windowSeconds: 60,
    keyedBy: ['app', 'tenant'],
    appliesTo: ['batch'],
    environments: ['sandbox-server'],
    maxItemsPerRequest: 30,
  },
];

/**
 * How each rate-limit key is read off a request.
 *
 * - `app`: the app behind the token
 * - `tenant`: tenant id
 */
export const rateLimitKeys: readonly RateLimitKey[] = [
  { name: 'app', in: 'credential' },
  { name: 'tenant', in: 'path', param: 'tenant' },
];

/** Security schemes by name, as operations' `security` requirements refer to them. */
export const securitySchemes: { readonly [name: string]: SecuritySchemeDescriptor } = {};
