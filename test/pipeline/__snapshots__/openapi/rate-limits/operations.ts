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

/** Every operation by name: the transport facts clients and servers read at run time. */
export const operations: {
  readonly batch: HttpOperationDescriptor;
} = {
  batch: {
    name: 'batch',
    kind: 'http',
    method: 'POST',
    path: '/{tenant}/batch',
    selector: {},
    parameters: [{ name: 'tenant', in: 'path', required: true, style: 'simple', explode: false }],
    responses: { '200': { mediaTypes: [], headers: [] } },
    security: [],
    rateLimits: ['per-minute', 'batch-size'],
  },
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

/** Addresses the services are reached at. */
export const endpoints: readonly EndpointDescriptor[] = [
  { service: 'RateLimited', name: 'production', url: 'https://api.example.com/v3' },
  {
    service: 'RateLimited',
    name: 'sandbox-server',
    url: 'https://sandbox.example.com/v3',
    description: 'Sandbox server',
  },
];

/** Rate limits the interface declares; `keyedBy` names entries of `rateLimitKeys`. */
export const rateLimits: readonly RateLimit[] = [
  {
    id: 'per-minute',
    limit: 500,
    windowSeconds: 60,
    keyedBy: ['tenant'],
    appliesTo: [],
    environments: [],
    description: 'Requests per tenant per minute.',
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

/** How each rate-limit key is read off a request. */
export const rateLimitKeys: readonly RateLimitKey[] = [
  { name: 'app', in: 'credential', description: 'the app behind the token' },
  { name: 'tenant', in: 'path', param: 'tenant', description: 'tenant id' },
];

/** Security schemes by name, as operations' `security` requirements refer to them. */
export const securitySchemes: { readonly [name: string]: SecuritySchemeDescriptor } = {};
