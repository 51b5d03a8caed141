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
  listPets: {
    name: 'listPets',
    kind: 'http',
    method: 'GET',
    path: '/pets',
    selector: {},
    parameters: [
      { name: 'limit', in: 'query', required: false, style: 'form', explode: true },
      { name: 'status', in: 'query', required: false, style: 'form', explode: true },
      { name: 'X-Request-Id', in: 'header', required: false },
    ],
    responses: {
      '200': {
        mediaTypes: ['application/json'],
        headers: [
          { name: 'X-Next', required: false },
          { name: 'X-Rate-Limit-Remaining', required: true },
        ],
      },
      default: { mediaTypes: ['application/json'], headers: [] },
    },
    security: [{ bearerAuth: [] }, { apiKey: [] }],
    rateLimits: ['per-minute', 'per-second-sandbox'],
  },
  /**
   * Create a pet
   *
   * Adds a pet to the store.
   */
  createPet: {
    name: 'createPet',
    kind: 'http',
    method: 'POST',
    path: '/pets',
    selector: {},
    parameters: [],
    requestBody: { required: true, mediaTypes: ['application/json'] },
    responses: {
      '201': { mediaTypes: ['application/json'], headers: [] },
      '400': { mediaTypes: ['application/json'], headers: [] },
      '429': { mediaTypes: ['application/json'], headers: [] },
    },
    security: [{ bearerAuth: [] }],
    serialize: { key: ['account'] },
    rateLimits: ['per-minute', 'per-second-sandbox', 'create-batch'],
  },
  /** Delete a pet */
  deletePet: {
    name: 'deletePet',
    kind: 'http',
    method: 'POST',
    path: '/pets',
    selector: { operation: 'delete' },
    parameters: [],
    requestBody: { required: true, mediaTypes: ['application/json'] },
    responses: {
      '200': { mediaTypes: ['application/json'], headers: [] },
      '4XX': { mediaTypes: ['application/json'], headers: [] },
    },
    security: [{ bearerAuth: [] }],
    rateLimits: ['per-minute', 'per-second-sandbox'],
  },
  /**
   * Read a pet
   *
   * Provenance: `public` (not stated by the interface document).
   */
  readPet: {
    name: 'readPet',
    kind: 'http',
    method: 'GET',
    path: '/pets/{petId}',
    selector: {},
    parameters: [
      { name: 'petId', in: 'path', required: true },
      { name: 'minorversion', in: 'query', required: false },
    ],
    responses: {
      '200': { mediaTypes: ['application/json', 'application/pdf'], headers: [] },
      '404': { mediaTypes: ['application/json'], headers: [] },
    },
    security: [{ bearerAuth: [] }],
    rateLimits: ['per-minute', 'per-second-sandbox'],
  },
  /** Download a pet's photo */
  readPetPhoto: {
    name: 'readPetPhoto',
    kind: 'http',
    method: 'GET',
    path: '/pets/{petId}/photo',
    selector: {},
    parameters: [{ name: 'petId', in: 'path', required: true }],
    responses: {
      '200': { mediaTypes: ['image/png'], headers: [] },
      '4XX': { mediaTypes: ['application/json'], headers: [] },
    },
    security: [{ bearerAuth: [] }],
    rateLimits: ['per-minute', 'per-second-sandbox'],
  },
  updatePetLabels: {
    name: 'updatePetLabels',
    kind: 'http',
    method: 'PUT',
    path: '/pets/{petId}/labels',
    selector: {},
    parameters: [
      { name: 'petId', in: 'path', required: true },
      { name: 'session', in: 'cookie', required: false },
    ],
    requestBody: { required: true, mediaTypes: ['application/json'] },
    responses: {
      '204': { mediaTypes: [], headers: [] },
      default: { mediaTypes: ['application/json'], headers: [] },
    },
    security: [{ bearerAuth: [] }],
    rateLimits: ['per-minute', 'per-second-sandbox'],
  },
  /**
   * Search pets
   *
   * @deprecated
   */
  searchPets: {
    name: 'searchPets',
    kind: 'http',
    method: 'POST',
    path: '/pets/search',
    selector: {},
    parameters: [],
    requestBody: { required: false, mediaTypes: ['application/json'] },
    responses: { '200': { mediaTypes: ['application/json'], headers: [] } },
    security: [{ bearerAuth: [] }],
    rateLimits: ['per-minute', 'per-second-sandbox'],
    deprecated: true,
  },
  /** Health check */
  ping: {
    name: 'ping',
    kind: 'http',
    method: 'GET',
    path: '/ping',
    selector: {},
    parameters: [],
    responses: { '200': { mediaTypes: ['text/plain'], headers: [] } },
    security: [],
    rateLimits: ['per-minute', 'per-second-sandbox'],
  },
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
  /**
   * Read a pet
   *
   * Provenance: `public` (not stated by the interface document).
   */
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
       * Provenance: `public` (not stated by the interface document).
       *
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

/** Addresses the services are reached at. */
export const endpoints: readonly EndpointDescriptor[] = [
  { service: 'PetStore', name: 'production', url: 'https://api.example.test/v1' },
  {
    service: 'PetStore',
    name: 'sandbox',
    url: 'https://sandbox.example.test/v1',
    description: 'Test data only.',
  },
];

/** Rate limits the interface declares; `keyedBy` names entries of `rateLimitKeys`. */
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
    description: 'Sandbox burst limit.',
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

/** How each rate-limit key is read off a request. */
export const rateLimitKeys: readonly RateLimitKey[] = [
  { name: 'account', in: 'header', param: 'X-Account-Id', description: "The caller's account." },
  { name: 'app', in: 'credential' },
];

/** Security schemes by name, as operations' `security` requirements refer to them. */
export const securitySchemes: { readonly [name: string]: SecuritySchemeDescriptor } = {
  apiKey: { kind: 'api-key', in: 'header', paramName: 'X-Api-Key' },
  bearerAuth: { kind: 'http-bearer', bearerFormat: 'JWT', description: 'OAuth 2 access token.' },
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
