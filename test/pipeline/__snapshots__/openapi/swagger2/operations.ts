/**
 * Operations of Swagger 2.0 pets 1.0.0.
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
import type { AddNoteBody, Error, NewPet, Pet, UploadPhotoBody } from './types.js';

/** Every operation by name: the transport facts clients and servers read at run time. */
export const operations: {
  readonly listPets: HttpOperationDescriptor;
  readonly createPet: HttpOperationDescriptor;
  readonly getPet: HttpOperationDescriptor;
  readonly updatePet: HttpOperationDescriptor;
  readonly uploadPhoto: HttpOperationDescriptor;
  readonly getPhoto: HttpOperationDescriptor;
  readonly addNote: HttpOperationDescriptor;
} = {
  listPets: descriptors.listPetsOperation,
  createPet: descriptors.createPetOperation,
  getPet: descriptors.getPetOperation,
  updatePet: descriptors.updatePetOperation,
  uploadPhoto: descriptors.uploadPhotoOperation,
  getPhoto: descriptors.getPhotoOperation,
  addNote: descriptors.addNoteOperation,
};

/** Name of an operation of this package. */
export type OperationName = keyof typeof operations;

/** Request and response types of every operation, by name. `request` is a write shape (no read-only properties). */
export interface Operations {
  listPets: {
    path: Record<string, never>;
    query: {
      tags?: string[];
      fields?: ('name' | 'tag')[];
      /**
       * @integer
       * @minimum 1
       * @maximum 100
       * @default 20
       */
      limit?: number;
    };
    headers: {
      /** @format uuid */
      'X-Request-Id'?: string;
    };
    cookies: Record<string, never>;
    request: never;
    response: Pet[];
    error: unknown;
  };
  createPet: {
    path: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: NewPet;
    response: Pet;
    error: unknown;
  };
  getPet: {
    path: {
      /** @format int64 */
      petId: number;
    };
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: Pet;
    error: Error;
  };
  updatePet: {
    path: {
      /** @format int64 */
      petId: number;
    };
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: NewPet;
    response: Pet;
    error: unknown;
  };
  uploadPhoto: {
    path: {
      /** @format int64 */
      petId: number;
    };
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: UploadPhotoBody;
    response: undefined;
    error: unknown;
  };
  getPhoto: {
    path: {
      /** @format int64 */
      petId: number;
    };
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: never;
    response: Uint8Array;
    error: unknown;
  };
  addNote: {
    path: {
      /** @format int64 */
      petId: number;
    };
    query: Record<string, never>;
    headers: Record<string, never>;
    cookies: Record<string, never>;
    request: AddNoteBody;
    response: undefined;
    error: unknown;
  };
}

/** Addresses the services are reached at. */
export const endpoints: readonly EndpointDescriptor[] = [
  { service: 'Swagger20Pets', url: 'https://pets.example.com/v1' },
  { service: 'Swagger20Pets', url: 'http://pets.example.com/v1' },
];

/** Rate limits the interface declares; `keyedBy` names entries of `rateLimitKeys`. */
export const rateLimits: readonly RateLimit[] = [];

/** How each rate-limit key is read off a request. */
export const rateLimitKeys: readonly RateLimitKey[] = [];

/** Security schemes by name, as operations' `security` requirements refer to them. */
export const securitySchemes: { readonly [name: string]: SecuritySchemeDescriptor } = {
  basicAuth: { kind: 'http-basic' },
  apiKey: { kind: 'api-key', in: 'header', paramName: 'X-Api-Key' },
  oauth: { kind: 'oauth2' },
};
