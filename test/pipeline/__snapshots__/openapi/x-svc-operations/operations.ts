/**
 * Operations of Variant operations 2.0.0.
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
import type { DeleteRequest, DeleteResponse, Fault, WidgetResponse, WidgetWrite } from './types.js';

/** Every operation by name: the transport facts clients and servers read at run time. */
export const operations: {
  readonly createWidget: HttpOperationDescriptor;
  readonly updateWidget: HttpOperationDescriptor;
  readonly deleteWidget: HttpOperationDescriptor;
} = {
  /** Create a widget */
  createWidget: descriptors.createWidgetOperation,
  updateWidget: descriptors.updateWidgetOperation,
  /** Delete by id and sync token. */
  deleteWidget: descriptors.deleteWidgetOperation,
};

/** Name of an operation of this package. */
export type OperationName = keyof typeof operations;

/** Request and response types of every operation, by name. `request` is a write shape (no read-only properties). */
export interface Operations {
  /** Create a widget */
  createWidget: {
    path: {
      tenant: string;
    };
    query: {
      operation?: 'update' | 'delete';
      /** @integer */
      minorversion?: number;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: WidgetWrite;
    response: WidgetResponse;
    error: Fault;
  };
  updateWidget: {
    path: {
      tenant: string;
    };
    query: {
      /** @integer */
      minorversion?: number;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: WidgetWrite;
    response: WidgetResponse;
    error: Fault;
  };
  /** Delete by id and sync token. */
  deleteWidget: {
    path: {
      tenant: string;
    };
    query: {
      /** @integer */
      minorversion?: number;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: DeleteRequest;
    response: DeleteResponse;
    error: Fault;
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
