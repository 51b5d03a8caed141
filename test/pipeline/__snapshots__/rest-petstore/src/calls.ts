/**
 * One function per operation of Pet Store 1.2: `listPets(connection, ...)`, the same calls as `PetstoreClient`'s
 * methods, each its own export, so a bundle keeps only the operations a program calls.
 *
 * ```ts
 * const connection = connectPetstore({ ... });
 * const result = await listPets(connection, ...);
 * ```
 *
 * Generated from the definition; do not edit.
 */
import type * as C from './client.js';
import * as D from './operation-descriptors.js';
import type * as T from './types.js';

export { connectPetstore, type PetstoreConnection } from './client.js';

/**
 * List pets
 *
 * `PetstoreClient.listPets` as a function of a connection (`connectPetstore(options)`).
 */
export function listPets(
  connection: C.PetstoreConnection,
  options?: C.PetstoreCallOptions<
    { readonly limit?: number; readonly status?: 'available' | 'pending' | 'sold' },
    { readonly 'X-Request-Id'?: string }
  >,
): Promise<T.PetList> {
  return connection.http.call(D.listPetsOperation, {
    path: {},
    query: options?.query,
    headers: options?.headers as { [name: string]: string | undefined } | undefined,
    idempotencyKey: options?.idempotencyKey,
    signal: options?.signal,
  });
}

/**
 * Create a pet
 *
 * Adds a pet to the store.
 *
 * `PetstoreClient.createPet` as a function of a connection (`connectPetstore(options)`).
 */
export function createPet(
  connection: C.PetstoreConnection,
  animal: T.AnimalWrite,
  options?: C.PetstoreCallOptions<Record<never, never>, Record<never, never>>,
): Promise<T.Animal> {
  return connection.http.call(D.createPetOperation, {
    path: {},
    query: options?.query,
    headers: options?.headers as { [name: string]: string | undefined } | undefined,
    body: animal,
    idempotencyKey: options?.idempotencyKey,
    signal: options?.signal,
  });
}

/**
 * Delete a pet
 *
 * `PetstoreClient.deletePet` as a function of a connection (`connectPetstore(options)`).
 */
export function deletePet(
  connection: C.PetstoreConnection,
  body: {
    /** @format int64 */
    id: number;
  },
  options?: C.PetstoreCallOptions<Record<never, never>, Record<never, never>>,
): Promise<{
  deleted: boolean;
}> {
  return connection.http.call(D.deletePetOperation, {
    path: {},
    query: options?.query,
    headers: options?.headers as { [name: string]: string | undefined } | undefined,
    body: body,
    idempotencyKey: options?.idempotencyKey,
    signal: options?.signal,
  });
}

/**
 * Read a pet
 *
 * `PetstoreClient.readPet` as a function of a connection (`connectPetstore(options)`).
 */
export function readPet(
  connection: C.PetstoreConnection,
  petId: string,
  options?: C.PetstoreCallOptions<{ readonly minorversion?: number }, Record<never, never>>,
): Promise<T.Animal | Uint8Array> {
  return connection.http.call(D.readPetOperation, {
    path: { petId: petId },
    query: options?.query,
    headers: options?.headers as { [name: string]: string | undefined } | undefined,
    idempotencyKey: options?.idempotencyKey,
    signal: options?.signal,
  });
}

/**
 * Download a pet's photo
 *
 * `PetstoreClient.readPetPhoto` as a function of a connection (`connectPetstore(options)`).
 */
export function readPetPhoto(
  connection: C.PetstoreConnection,
  petId: string,
  options?: C.PetstoreCallOptions<Record<never, never>, Record<never, never>>,
): Promise<Uint8Array> {
  return connection.http.call(D.readPetPhotoOperation, {
    path: { petId: petId },
    query: options?.query,
    headers: options?.headers as { [name: string]: string | undefined } | undefined,
    idempotencyKey: options?.idempotencyKey,
    signal: options?.signal,
  });
}

/**
 * updatePetLabels
 *
 * `PetstoreClient.updatePetLabels` as a function of a connection (`connectPetstore(options)`).
 */
export function updatePetLabels(
  connection: C.PetstoreConnection,
  petId: string,
  labels: T.Labels,
  options?: C.PetstoreCallOptions<Record<never, never>, Record<never, never>>,
): Promise<undefined> {
  return connection.http.call(D.updatePetLabelsOperation, {
    path: { petId: petId },
    query: options?.query,
    headers: options?.headers as { [name: string]: string | undefined } | undefined,
    body: labels,
    idempotencyKey: options?.idempotencyKey,
    signal: options?.signal,
  });
}

/**
 * Search pets
 *
 * @deprecated
 *
 * `PetstoreClient.searchPets` as a function of a connection (`connectPetstore(options)`).
 */
export function searchPets(
  connection: C.PetstoreConnection,
  body?: {
    query: string;
    categories?: T.Category[];
  },
  options?: C.PetstoreCallOptions<Record<never, never>, Record<never, never>>,
): Promise<T.Page> {
  return connection.http.call(D.searchPetsOperation, {
    path: {},
    query: options?.query,
    headers: options?.headers as { [name: string]: string | undefined } | undefined,
    body: body,
    idempotencyKey: options?.idempotencyKey,
    signal: options?.signal,
  });
}

/**
 * Health check
 *
 * `PetstoreClient.ping` as a function of a connection (`connectPetstore(options)`).
 */
export function ping(
  connection: C.PetstoreConnection,
  options?: C.PetstoreCallOptions<Record<never, never>, Record<never, never>>,
): Promise<string> {
  return connection.http.call(D.pingOperation, {
    path: {},
    query: options?.query,
    headers: options?.headers as { [name: string]: string | undefined } | undefined,
    idempotencyKey: options?.idempotencyKey,
    signal: options?.signal,
  });
}
