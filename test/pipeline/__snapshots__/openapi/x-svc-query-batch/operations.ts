/**
 * Operations of Query and batch 1.0.0.
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
import type { BulkBody, Thing } from './types.js';

/** Every operation by name: the transport facts clients and servers read at run time. */
export const operations: {
  readonly createThing: HttpOperationDescriptor;
  readonly updateThing: HttpOperationDescriptor;
  readonly search: HttpOperationDescriptor;
  readonly bulk: HttpOperationDescriptor;
} = {
  createThing: descriptors.createThingOperation,
  updateThing: descriptors.updateThingOperation,
  search: descriptors.searchOperation,
  bulk: descriptors.bulkOperation,
};

/** Name of an operation of this package. */
export type OperationName = keyof typeof operations;

/** Request and response types of every operation, by name. `request` is a write shape (no read-only properties). */
export interface Operations {
  createThing: {
    path: {
      tenant: string;
    };
    query: {
      mode?: 'patch';
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: Thing;
    response: Thing;
    error: unknown;
  };
  updateThing: {
    path: {
      tenant: string;
    };
    query: {
      mode?: 'patch';
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: Thing;
    response: Thing;
    error: unknown;
  };
  search: {
    path: {
      tenant: string;
    };
    query: {
      q: string;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: {
      Thing?: Thing[];
    };
    error: unknown;
  };
  bulk: {
    path: {
      tenant: string;
    };
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: BulkBody;
    response: {
      [key: string]: unknown;
    }[];
    error: unknown;
  };
}

/** Addresses the services are reached at. */
export const endpoints: readonly EndpointDescriptor[] = [
  { service: 'QueryAndBatch', url: 'https://api.example.com' },
];

/** Rate limits the interface declares; `keyedBy` names entries of `rateLimitKeys`. */
export const rateLimits: readonly RateLimit[] = [
  {
    id: 'bulk-size',
    limit: 10,
    windowSeconds: 60,
    keyedBy: ['tenant'],
    appliesTo: ['bulk'],
    environments: [],
    maxItemsPerRequest: 5,
  },
];

/** How each rate-limit key is read off a request. */
export const rateLimitKeys: readonly RateLimitKey[] = [
  { name: 'tenant', in: 'path', param: 'tenant' },
];

/** Security schemes by name, as operations' `security` requirements refer to them. */
export const securitySchemes: { readonly [name: string]: SecuritySchemeDescriptor } = {};
