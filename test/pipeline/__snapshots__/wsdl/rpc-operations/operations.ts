/**
 * Operations of WeatherService 1.0.0.
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
  forecast,
  forecastLiteral,
  forecastLiteralResponse,
  forecastResponse,
  lookup,
  lookupResponse,
} from './types.js';

/** Every operation by name: the transport facts clients and servers read at run time. */
export const operations: {
  readonly lookup: SoapOperationDescriptor;
  readonly forecast: SoapOperationDescriptor;
  readonly forecastLiteral: SoapOperationDescriptor;
} = {
  lookup: descriptors.lookupOperation,
  forecast: descriptors.forecastOperation,
  forecastLiteral: descriptors.forecastLiteralOperation,
};

/** Name of an operation of this package. */
export type OperationName = keyof typeof operations;

/** Request and response types of every operation, by name. `request` is a write shape (no read-only properties). */
export interface Operations {
  lookup: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: lookup;
    response: lookupResponse;
    error: unknown;
  };
  forecast: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: forecast;
    response: forecastResponse;
    error: unknown;
  };
  forecastLiteral: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: forecastLiteral;
    response: forecastLiteralResponse;
    error: unknown;
  };
}

/** Addresses the services are reached at. */
export const endpoints: readonly EndpointDescriptor[] = [
  { service: 'WeatherService', name: 'WeatherPort', url: 'http://127.0.0.1:8080/weather' },
];

/** Rate limits the interface declares; `keyedBy` names entries of `rateLimitKeys`. */
export const rateLimits: readonly RateLimit[] = [];

/** How each rate-limit key is read off a request. */
export const rateLimitKeys: readonly RateLimitKey[] = [];

/** Security schemes by name, as operations' `security` requirements refer to them. */
export const securitySchemes: { readonly [name: string]: SecuritySchemeDescriptor } = {};
