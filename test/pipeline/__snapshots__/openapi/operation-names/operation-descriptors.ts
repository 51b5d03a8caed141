/**
 * The runtime descriptor of each operation of Operations without operationId 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

const $1 = { mediaTypes: [], headers: [] } as const;

const $2 = { '200': $1 } as const;

const $3 = { name: 'petId', in: 'path', required: true, style: 'simple', explode: false } as const;

const $4 = [$3] as const;

const $5 = { '204': $1 } as const;

/** `get`: GET /. */
export const getOperation: HttpOperationDescriptor = {
  name: 'get',
  kind: 'http',
  method: 'GET',
  path: '/',
  selector: {},
  parameters: [],
  responses: $2,
  security: [],
  rateLimits: [],
};

/** `getPets`: GET /pets. */
export const getPetsOperation: HttpOperationDescriptor = {
  name: 'getPets',
  kind: 'http',
  method: 'GET',
  path: '/pets',
  selector: {},
  parameters: [],
  responses: { '200': { mediaTypes: ['application/json'], headers: [] } },
  security: [],
  rateLimits: [],
};

/** `createPet`: POST /pets. */
export const createPetOperation: HttpOperationDescriptor = {
  name: 'createPet',
  kind: 'http',
  method: 'POST',
  path: '/pets',
  selector: {},
  parameters: [],
  responses: { '201': $1 },
  security: [],
  rateLimits: [],
};

/** `getPetsByPetId`: GET /pets/{petId}. */
export const getPetsByPetIdOperation: HttpOperationDescriptor = {
  name: 'getPetsByPetId',
  kind: 'http',
  method: 'GET',
  path: '/pets/{petId}',
  selector: {},
  parameters: $4,
  responses: $2,
  security: [],
  rateLimits: [],
};

/** `deletePetsByPetId`: DELETE /pets/{petId}. */
export const deletePetsByPetIdOperation: HttpOperationDescriptor = {
  name: 'deletePetsByPetId',
  kind: 'http',
  method: 'DELETE',
  path: '/pets/{petId}',
  selector: {},
  parameters: $4,
  responses: $5,
  security: [],
  rateLimits: [],
};

/** `getPetsByPetId2`: GET /pets_{petId}. */
export const getPetsByPetId2Operation: HttpOperationDescriptor = {
  name: 'getPetsByPetId2',
  kind: 'http',
  method: 'GET',
  path: '/pets_{petId}',
  selector: {},
  parameters: $4,
  responses: $2,
  security: [],
  rateLimits: [],
};

/** `postV21ClicksKubernetes`: POST /v2/1-clicks/kubernetes. */
export const postV21ClicksKubernetesOperation: HttpOperationDescriptor = {
  name: 'postV21ClicksKubernetes',
  kind: 'http',
  method: 'POST',
  path: '/v2/1-clicks/kubernetes',
  selector: {},
  parameters: [],
  responses: $5,
  security: [],
  rateLimits: [],
};

/** `getPetsByPetId3`: GET /other. */
export const getPetsByPetId3Operation: HttpOperationDescriptor = {
  name: 'getPetsByPetId3',
  kind: 'http',
  method: 'GET',
  path: '/other',
  selector: {},
  parameters: [],
  responses: $2,
  security: [],
  rateLimits: [],
};

/** `getPetsByPetIdPhotos`: GET /pets/{petId}/photos. */
export const getPetsByPetIdPhotosOperation: HttpOperationDescriptor = {
  name: 'getPetsByPetIdPhotos',
  kind: 'http',
  method: 'GET',
  path: '/pets/{petId}/photos',
  selector: {},
  parameters: $4,
  responses: $2,
  security: [],
  rateLimits: [],
};

/** `getPetsByPetId4`: GET /pets-{petId}. */
export const getPetsByPetId4Operation: HttpOperationDescriptor = {
  name: 'getPetsByPetId4',
  kind: 'http',
  method: 'GET',
  path: '/pets-{petId}',
  selector: {},
  parameters: $4,
  responses: $2,
  security: [],
  rateLimits: [],
};
