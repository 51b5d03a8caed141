/**
 * Operations of Fixtures of real-world shapes 1.
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
import type { Holder } from './types.js';

/** Every operation by name: the transport facts clients and servers read at run time. */
export const operations: {
  readonly listThings: HttpOperationDescriptor;
  readonly createThing: HttpOperationDescriptor;
} = {
  listThings: descriptors.listThingsOperation,
  createThing: descriptors.createThingOperation,
};

/** Name of an operation of this package. */
export type OperationName = keyof typeof operations;

/** Request and response types of every operation, by name. `request` is a write shape (no read-only properties). */
export interface Operations {
  listThings: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: Holder;
    error: unknown;
  };
  createThing: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: Holder;
    response: Holder;
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
export const securitySchemes: { readonly [name: string]: SecuritySchemeDescriptor } = {};
