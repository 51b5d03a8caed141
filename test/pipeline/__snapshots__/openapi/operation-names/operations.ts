/**
 * Operations of Operations without operationId 1.0.0.
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

/** Every operation by name: the transport facts clients and servers read at run time. */
export const operations: {
  readonly get: HttpOperationDescriptor;
  readonly getPets: HttpOperationDescriptor;
  readonly createPet: HttpOperationDescriptor;
  readonly getPetsByPetId: HttpOperationDescriptor;
  readonly deletePetsByPetId: HttpOperationDescriptor;
  readonly getPetsByPetId2: HttpOperationDescriptor;
  readonly postV21ClicksKubernetes: HttpOperationDescriptor;
  readonly getPetsByPetId3: HttpOperationDescriptor;
  readonly getPetsByPetIdPhotos: HttpOperationDescriptor;
  readonly getPetsByPetId4: HttpOperationDescriptor;
} = {
  get: descriptors.getOperation,
  /** List pets */
  getPets: descriptors.getPetsOperation,
  createPet: descriptors.createPetOperation,
  getPetsByPetId: descriptors.getPetsByPetIdOperation,
  deletePetsByPetId: descriptors.deletePetsByPetIdOperation,
  /** Same words as GET /pets/{petId}, so its derived name takes a number. */
  getPetsByPetId2: descriptors.getPetsByPetId2Operation,
  postV21ClicksKubernetes: descriptors.postV21ClicksKubernetesOperation,
  /** An operationId equal to a number a derived name would take keeps it; the derived name skips it. */
  getPetsByPetId3: descriptors.getPetsByPetId3Operation,
  getPetsByPetIdPhotos: descriptors.getPetsByPetIdPhotosOperation,
  getPetsByPetId4: descriptors.getPetsByPetId4Operation,
};

/** Name of an operation of this package. */
export type OperationName = keyof typeof operations;

/** Request and response types of every operation, by name. `request` is a write shape (no read-only properties). */
export interface Operations {
  get: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: undefined;
    error: unknown;
  };
  /** List pets */
  getPets: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: string[];
    error: unknown;
  };
  createPet: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: undefined;
    error: unknown;
  };
  getPetsByPetId: {
    path: {
      petId: string;
    };
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: undefined;
    error: unknown;
  };
  deletePetsByPetId: {
    path: {
      petId: string;
    };
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: undefined;
    error: unknown;
  };
  /** Same words as GET /pets/{petId}, so its derived name takes a number. */
  getPetsByPetId2: {
    path: {
      petId: string;
    };
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: undefined;
    error: unknown;
  };
  postV21ClicksKubernetes: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: undefined;
    error: unknown;
  };
  /** An operationId equal to a number a derived name would take keeps it; the derived name skips it. */
  getPetsByPetId3: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: undefined;
    error: unknown;
  };
  getPetsByPetIdPhotos: {
    path: {
      petId: string;
    };
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: undefined;
    error: unknown;
  };
  getPetsByPetId4: {
    path: {
      petId: string;
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
export const endpoints: readonly EndpointDescriptor[] = [];

/** Rate limits the interface declares; `keyedBy` names entries of `rateLimitKeys`. */
export const rateLimits: readonly RateLimit[] = [];

/** How each rate-limit key is read off a request. */
export const rateLimitKeys: readonly RateLimitKey[] = [];

/** Security schemes by name, as operations' `security` requirements refer to them. */
export const securitySchemes: { readonly [name: string]: SecuritySchemeDescriptor } = {};
