/**
 * Operations of Pet Store 1.2.
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
import type { Animal, AnimalWrite, Category, Error, Labels, Page, PetList } from './types.js';

/** Every operation by name: the transport facts clients and servers read at run time. */
export const operations: {
  readonly listPets: HttpOperationDescriptor;
  readonly createPet: HttpOperationDescriptor;
  readonly deletePet: HttpOperationDescriptor;
  readonly readPet: HttpOperationDescriptor;
  readonly readPetPhoto: HttpOperationDescriptor;
  readonly updatePetLabels: HttpOperationDescriptor;
  readonly searchPets: HttpOperationDescriptor;
  readonly ping: HttpOperationDescriptor;
} = {
  /** List pets */
  listPets: descriptors.listPetsOperation,
  /**
   * Create a pet
   *
   * Adds a pet to the store.
   */
  createPet: descriptors.createPetOperation,
  /** Delete a pet */
  deletePet: descriptors.deletePetOperation,
  /** Read a pet */
  readPet: descriptors.readPetOperation,
  /** Download a pet's photo */
  readPetPhoto: descriptors.readPetPhotoOperation,
  updatePetLabels: descriptors.updatePetLabelsOperation,
  /**
   * Search pets
   *
   * @deprecated
   */
  searchPets: descriptors.searchPetsOperation,
  /** Health check */
  ping: descriptors.pingOperation,
};

/** Name of an operation of this package. */
export type OperationName = keyof typeof operations;

/** Request and response types of every operation, by name. `request` is a write shape (no read-only properties). */
export interface Operations {
  /** List pets */
  listPets: {
    path: Record<string, never>;
    query: {
      /**
       * Page size.
       *
       * @integer
       * @minimum 1
       * @maximum 100
       */
      limit?: number;
      status?: 'available' | 'pending' | 'sold';
    };
    headers: {
      /**
       * Idempotency key of the request.
       *
       * @format uuid
       */
      'X-Request-Id'?: string;
    };
    cookies: Record<string, never>;
    request: never;
    response: PetList;
    error: Error;
  };
  /**
   * Create a pet
   *
   * Adds a pet to the store.
   */
  createPet: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: AnimalWrite;
    response: Animal;
    error: Error;
  };
  /** Delete a pet */
  deletePet: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: {
      /** @format int64 */
      id: number;
    };
    response: {
      deleted: boolean;
    };
    error: Error;
  };
  /** Read a pet */
  readPet: {
    path: {
      /**
       * The pet's id.
       *
       * @pattern ^[0-9]+$
       */
      petId: string;
    };
    query: {
      /**
       * @integer
       * @deprecated
       */
      minorversion?: number;
    };
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: Animal | Uint8Array;
    error: Error;
  };
  /** Download a pet's photo */
  readPetPhoto: {
    path: {
      petId: string;
    };
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: Uint8Array;
    error: Error;
  };
  updatePetLabels: {
    path: {
      petId: string;
    };
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: {
      session?: string;
    };
    request: Labels;
    response: undefined;
    error: Error;
  };
  /**
   * Search pets
   *
   * @deprecated
   */
  searchPets: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request:
      | {
          query: string;
          categories?: Category[];
        }
      | undefined;
    response: Page;
    error: unknown;
  };
  /** Health check */
  ping: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: string;
    error: unknown;
  };
}

/**
 * Addresses the services are reached at.
 *
 * - `sandbox`: Test data only.
 */
export const endpoints: readonly EndpointDescriptor[] = [
  { service: 'PetStore', name: 'production', url: 'https://api.example.test/v1' },
  { service: 'PetStore', name: 'sandbox', url: 'https://sandbox.example.test/v1' },
];

/**
 * Rate limits the interface declares; `keyedBy` names entries of `rateLimitKeys`.
 *
 * - `per-second-sandbox`: Sandbox burst limit.
 */
export const rateLimits: readonly RateLimit[] = [
  {
    id: 'per-minute',
    limit: 100,
    windowSeconds: 60,
    keyedBy: ['account'],
    appliesTo: [],
    environments: [],
  },
  {
    id: 'per-second-sandbox',
    limit: 10,
    windowSeconds: 1,
    keyedBy: ['app'],
    appliesTo: [],
    environments: ['sandbox'],
  },
  {
    id: 'create-batch',
    limit: 30,
    windowSeconds: 60,
    keyedBy: [],
    appliesTo: ['createPet'],
    environments: [],
    maxItemsPerRequest: 30,
  },
];

/**
 * How each rate-limit key is read off a request.
 *
 * - `account`: The caller's account.
 */
export const rateLimitKeys: readonly RateLimitKey[] = [
  { name: 'account', in: 'header', param: 'X-Account-Id' },
  { name: 'app', in: 'credential' },
];

/**
 * Security schemes by name, as operations' `security` requirements refer to them.
 *
 * - `bearerAuth`: OAuth 2 access token.
 */
export const securitySchemes: { readonly [name: string]: SecuritySchemeDescriptor } = {
  apiKey: { kind: 'api-key', in: 'header', paramName: 'X-Api-Key' },
  bearerAuth: { kind: 'http-bearer', bearerFormat: 'JWT' },
};

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
