/**
 * The runtime descriptor of each operation of Pet Store 1.2, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

const $1 = { mediaTypes: ['application/json'], headers: [] } as const;

const $2 = ['per-minute', 'per-second-sandbox'] as const;

const $3 = { required: true, mediaTypes: ['application/json'] } as const;

const $4 = { name: 'petId', in: 'path', required: true } as const;

/** `listPets`: GET /pets. */
export const listPetsOperation: HttpOperationDescriptor = {
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
        { name: 'X-Rate-Limit-Remaining', required: true, kind: 'integer' },
      ],
    },
    default: $1,
  },
  security: [{ bearerAuth: [] }, { apiKey: [] }],
  rateLimits: $2,
};

/** `createPet`: POST /pets. */
export const createPetOperation: HttpOperationDescriptor = {
  name: 'createPet',
  kind: 'http',
  method: 'POST',
  path: '/pets',
  selector: {},
  parameters: [],
  requestBody: $3,
  responses: { '201': $1, '400': $1, '429': $1 },
  security: [{ bearerAuth: [] }],
  serialize: { key: ['account'] },
  rateLimits: ['per-minute', 'per-second-sandbox', 'create-batch'],
};

/** `deletePet`: POST /pets. */
export const deletePetOperation: HttpOperationDescriptor = {
  name: 'deletePet',
  kind: 'http',
  method: 'POST',
  path: '/pets',
  selector: { operation: 'delete' },
  parameters: [],
  requestBody: $3,
  responses: { '200': $1, '4XX': $1 },
  security: [{ bearerAuth: [] }],
  rateLimits: $2,
};

/** `readPet`: GET /pets/{petId}. */
export const readPetOperation: HttpOperationDescriptor = {
  name: 'readPet',
  kind: 'http',
  method: 'GET',
  path: '/pets/{petId}',
  selector: {},
  parameters: [$4, { name: 'minorversion', in: 'query', required: false }],
  responses: {
    '200': { mediaTypes: ['application/json', 'application/pdf'], headers: [] },
    '404': $1,
  },
  security: [{ bearerAuth: [] }],
  rateLimits: $2,
};

/** `readPetPhoto`: GET /pets/{petId}/photo. */
export const readPetPhotoOperation: HttpOperationDescriptor = {
  name: 'readPetPhoto',
  kind: 'http',
  method: 'GET',
  path: '/pets/{petId}/photo',
  selector: {},
  parameters: [$4],
  responses: { '200': { mediaTypes: ['image/png'], headers: [] }, '4XX': $1 },
  security: [{ bearerAuth: [] }],
  rateLimits: $2,
};

/** `updatePetLabels`: PUT /pets/{petId}/labels. */
export const updatePetLabelsOperation: HttpOperationDescriptor = {
  name: 'updatePetLabels',
  kind: 'http',
  method: 'PUT',
  path: '/pets/{petId}/labels',
  selector: {},
  parameters: [$4, { name: 'session', in: 'cookie', required: false }],
  requestBody: $3,
  responses: { '204': { mediaTypes: [], headers: [] }, default: $1 },
  security: [{ bearerAuth: [] }],
  rateLimits: $2,
};

/** `searchPets`: POST /pets/search. */
export const searchPetsOperation: HttpOperationDescriptor = {
  name: 'searchPets',
  kind: 'http',
  method: 'POST',
  path: '/pets/search',
  selector: {},
  parameters: [],
  requestBody: { required: false, mediaTypes: ['application/json'] },
  responses: { '200': $1 },
  security: [{ bearerAuth: [] }],
  rateLimits: $2,
  deprecated: true,
};

/** `ping`: GET /ping. */
export const pingOperation: HttpOperationDescriptor = {
  name: 'ping',
  kind: 'http',
  method: 'GET',
  path: '/ping',
  selector: {},
  parameters: [],
  responses: { '200': { mediaTypes: ['text/plain'], headers: [] } },
  security: [],
  rateLimits: $2,
};
