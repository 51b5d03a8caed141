/**
 * Operations of Directory Service 1.0.0.
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
import type {
  DirectoryFault,
  ListNames,
  ListNamesResponse,
  LookupPerson,
  LookupPersonResponse,
} from './types.js';

/** Every operation by name: the transport facts clients and servers read at run time. */
export const operations: {
  readonly lookupPerson: SoapOperationDescriptor;
  readonly listNames: SoapOperationDescriptor;
} = {
  /** Look a person up by id. */
  lookupPerson: descriptors.lookupPersonOperation,
  /**
   * Lists names starting with a prefix.
   * Names are unique.
   */
  listNames: descriptors.listNamesOperation,
};

/** Name of an operation of this package. */
export type OperationName = keyof typeof operations;

/** Request and response types of every operation, by name. `request` is a write shape (no read-only properties). */
export interface Operations {
  /** Look a person up by id. */
  lookupPerson: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: LookupPerson;
    response: LookupPersonResponse;
    error: DirectoryFault;
  };
  /**
   * Lists names starting with a prefix.
   * Names are unique.
   */
  listNames: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: ListNames;
    response: ListNamesResponse;
    error: unknown;
  };
}

/** Addresses the services are reached at. */
export const endpoints: readonly EndpointDescriptor[] = [
  {
    service: 'DirectorySvc',
    name: 'DirectorySvcSoap',
    url: 'https://directory.example.test/DirectorySvc.asmx',
  },
];

/** Rate limits the interface declares; `keyedBy` names entries of `rateLimitKeys`. */
export const rateLimits: readonly RateLimit[] = [];

/** How each rate-limit key is read off a request. */
export const rateLimitKeys: readonly RateLimitKey[] = [];

/** Security schemes by name, as operations' `security` requirements refer to them. */
export const securitySchemes: { readonly [name: string]: SecuritySchemeDescriptor } = {};

export {
  fillPath,
  matchHttpOperation,
  rateLimitsOf,
} from './runtime/operations/operation-table.js';
export type {
  OperationDescriptor,
  HttpOperationDescriptor,
  SoapOperationDescriptor,
  HttpMethod,
  ParameterDescriptor,
  RequestBodyDescriptor,
  ResponseDescriptor,
  ResponseHeaderDescriptor,
  SecurityRequirement,
  MessagePartDescriptor,
  EndpointDescriptor,
  RateLimit,
  RateLimitKey,
  SecuritySchemeDescriptor,
  OperationTypes,
  HttpOperationMatch,
} from './runtime/operations/operation-table.js';
