/**
 * Operations of Parameters and headers 1.0.0.
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
  readonly getItem: HttpOperationDescriptor;
} = {
  /**
   * Read an item
   *
   * @deprecated
   */
  getItem: {
    name: 'getItem',
    kind: 'http',
    method: 'GET',
    path: '/items/{itemId}',
    selector: {},
    parameters: [
      { name: 'itemId', in: 'path', required: true, style: 'simple', explode: false },
      { name: 'limit', in: 'query', required: true, style: 'form', explode: true },
      { name: 'Request-Id', in: 'header', required: true, style: 'simple', explode: false },
      { name: 'filter', in: 'query', required: false, style: 'deepObject', explode: true },
      { name: 'session', in: 'cookie', required: false, style: 'form', explode: true },
      { name: 'ids', in: 'query', required: false, style: 'form', explode: true },
    ],
    responses: {
      '200': {
        mediaTypes: ['application/json'],
        headers: [
          { name: 'Content-Type', required: false },
          { name: 'X-Trace', required: false },
          { name: 'X-Count', required: true },
        ],
      },
      '204': { mediaTypes: [], headers: [] },
      '404': { mediaTypes: ['application/json'], headers: [] },
      '2XX': { mediaTypes: [], headers: [] },
      default: { mediaTypes: ['application/json'], headers: [] },
    },
    security: [],
    rateLimits: [],
    deprecated: true,
  },
};

/** Name of an operation of this package. */
export type OperationName = keyof typeof operations;

/** Request and response types of every operation, by name. `request` is a write shape (no read-only properties). */
export interface Operations {
  /**
   * Read an item
   *
   * @deprecated
   */
  getItem: {
    path: {
      /** path-level */
      itemId: string;
    };
    query: {
      /**
       * operation-level override
       *
       * @integer
       * @maximum 100
       */
      limit: number;
      filter?: {
        [key: string]: string;
      };
      ids?: string[];
    };
    headers: {
      /**
       * Provenance: `public` (not stated by the interface document).
       *
       * @maxLength 50
       */
      'Request-Id': string;
    };
    cookies: {
      session?: string;
    };
    request: never;
    response:
      | {
          [key: string]: unknown;
        }
      | undefined;
    error: {
      message?: string;
    };
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
