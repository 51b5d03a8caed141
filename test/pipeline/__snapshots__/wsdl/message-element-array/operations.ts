/**
 * Operations of ItemsService 1.0.0.
 *
 * Generated from the definition; do not edit.
 */
import type {
  EndpointDescriptor,
  RateLimit,
  RateLimitKey,
  SecuritySchemeDescriptor,
  SoapOperationDescriptor,
} from './runtime/operations/operation-table.js';
import * as descriptors from './operation-descriptors.js';
import type { GetCodes, GetCodesResponse, SaveItems, SaveItemsResponse } from './types.js';

/** Every operation by name: the transport facts clients and servers read at run time. */
export const operations: {
  readonly GetCodes: SoapOperationDescriptor;
  readonly SaveItems: SoapOperationDescriptor;
} = {
  GetCodes: descriptors.GetCodesOperation,
  SaveItems: descriptors.SaveItemsOperation,
};

/** Name of an operation of this package. */
export type OperationName = keyof typeof operations;

/** Request and response types of every operation, by name. `request` is a write shape (no read-only properties). */
export interface Operations {
  GetCodes: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: GetCodes;
    response: GetCodesResponse;
    error: unknown;
  };
  SaveItems: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: SaveItems;
    response: SaveItemsResponse;
    error: unknown;
  };
}

/** Addresses the services are reached at. */
export const endpoints: readonly EndpointDescriptor[] = [
  {
    service: 'ItemsService',
    name: 'ItemsPort',
    url: 'http://127.0.0.1:8080/message-element-array',
  },
];

/** Rate limits the interface declares; `keyedBy` names entries of `rateLimitKeys`. */
export const rateLimits: readonly RateLimit[] = [];

/** How each rate-limit key is read off a request. */
export const rateLimitKeys: readonly RateLimitKey[] = [];

/** Security schemes by name, as operations' `security` requirements refer to them. */
export const securitySchemes: { readonly [name: string]: SecuritySchemeDescriptor } = {};
