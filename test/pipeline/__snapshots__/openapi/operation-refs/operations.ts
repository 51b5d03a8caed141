/**
 * Operations of Operation objects by reference 1.0.0.
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
import type { Droplet, DropletsCreateBody } from './types.js';

/** Every operation by name: the transport facts clients and servers read at run time. */
export const operations: {
  readonly droplets_list: HttpOperationDescriptor;
  readonly droplets_create: HttpOperationDescriptor;
  readonly getDropletsByDropletId: HttpOperationDescriptor;
} = {
  /** List all droplets */
  droplets_list: descriptors.droplets_listOperation,
  droplets_create: descriptors.droplets_createOperation,
  /** Read a droplet, without an operationId (the name is derived) */
  getDropletsByDropletId: descriptors.getDropletsByDropletIdOperation,
};

/** Name of an operation of this package. */
export type OperationName = keyof typeof operations;

/** Request and response types of every operation, by name. `request` is a write shape (no read-only properties). */
export interface Operations {
  /** List all droplets */
  droplets_list: {
    path: Record<string, never>;
    query: {
      /**
       * @integer
       * @minimum 1
       * @maximum 200
       * @default 20
       */
      per_page?: number;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: {
      droplets?: Droplet[];
    };
    error: unknown;
  };
  droplets_create: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: DropletsCreateBody;
    response: Droplet;
    error: unknown;
  };
  /** Read a droplet, without an operationId (the name is derived) */
  getDropletsByDropletId: {
    path: {
      /**
       * @integer
       * @minimum 1
       */
      droplet_id: number;
    };
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: Droplet;
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
