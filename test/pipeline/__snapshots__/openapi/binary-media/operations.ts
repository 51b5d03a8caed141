/**
 * Operations of Binary media 1.0.0.
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
import type { Document, PutDocumentBody } from './types.js';

/** Every operation by name: the transport facts clients and servers read at run time. */
export const operations: {
  readonly getDocument: HttpOperationDescriptor;
  readonly putDocument: HttpOperationDescriptor;
} = {
  getDocument: descriptors.getDocumentOperation,
  putDocument: descriptors.putDocumentOperation,
};

/** Name of an operation of this package. */
export type OperationName = keyof typeof operations;

/** Request and response types of every operation, by name. `request` is a write shape (no read-only properties). */
export interface Operations {
  getDocument: {
    path: {
      id: string;
    };
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: Document | Uint8Array;
    error: unknown;
  };
  putDocument: {
    path: {
      id: string;
    };
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: Uint8Array | PutDocumentBody;
    response: undefined;
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
