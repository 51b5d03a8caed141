/**
 * The runtime descriptor of each operation of Swagger 2.0 pets 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

const $1 = { mediaTypes: ['application/json'], headers: [] } as const;

const $2 = { name: 'petId', in: 'path', required: true, style: 'simple', explode: false } as const;

const $3 = [$2] as const;

const $4 = { mediaTypes: [], headers: [] } as const;

const $5 = { '204': $4 } as const;

/** `listPets`: GET /pets. */
export const listPetsOperation: HttpOperationDescriptor = {
  name: 'listPets',
  kind: 'http',
  method: 'GET',
  path: '/pets',
  selector: {},
  parameters: [
    { name: 'tags', in: 'query', required: false, style: 'form', explode: true },
    { name: 'fields', in: 'query', required: false, style: 'form', explode: false },
    { name: 'limit', in: 'query', required: false, style: 'form', explode: true },
    { name: 'X-Request-Id', in: 'header', required: false, style: 'simple', explode: false },
  ],
  responses: {
    '200': { mediaTypes: ['application/json'], headers: [{ name: 'X-Next', required: false }] },
  },
  security: [{ apiKey: [] }],
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
  requestBody: { required: true, mediaTypes: ['application/json'] },
  responses: { '201': $1 },
  security: [{ oauth: ['read'] }, { basicAuth: [] }],
  rateLimits: [],
};

/** `getPet`: GET /pets/{petId}. */
export const getPetOperation: HttpOperationDescriptor = {
  name: 'getPet',
  kind: 'http',
  method: 'GET',
  path: '/pets/{petId}',
  selector: {},
  parameters: $3,
  responses: { '200': $1, '404': $1 },
  security: [{ apiKey: [] }],
  rateLimits: [],
};

/** `updatePet`: PUT /pets/{petId}. */
export const updatePetOperation: HttpOperationDescriptor = {
  name: 'updatePet',
  kind: 'http',
  method: 'PUT',
  path: '/pets/{petId}',
  selector: {},
  parameters: $3,
  requestBody: { required: true, mediaTypes: ['application/json', 'application/xml'] },
  responses: { '200': $1 },
  security: [{ apiKey: [] }],
  rateLimits: [],
};

/** `uploadPhoto`: POST /pets/{petId}/photo. */
export const uploadPhotoOperation: HttpOperationDescriptor = {
  name: 'uploadPhoto',
  kind: 'http',
  method: 'POST',
  path: '/pets/{petId}/photo',
  selector: {},
  parameters: $3,
  requestBody: {
    required: true,
    mediaTypes: ['multipart/form-data'],
    form: { file: { kind: 'binary' }, caption: { kind: 'string' } },
  },
  responses: $5,
  security: [{ apiKey: [] }],
  rateLimits: [],
};

/** `getPhoto`: GET /pets/{petId}/photo. */
export const getPhotoOperation: HttpOperationDescriptor = {
  name: 'getPhoto',
  kind: 'http',
  method: 'GET',
  path: '/pets/{petId}/photo',
  selector: {},
  parameters: $3,
  responses: { '200': { mediaTypes: ['image/png'], headers: [] } },
  security: [{ apiKey: [] }],
  rateLimits: [],
};

/** `addNote`: POST /pets/{petId}/notes. */
export const addNoteOperation: HttpOperationDescriptor = {
  name: 'addNote',
  kind: 'http',
  method: 'POST',
  path: '/pets/{petId}/notes',
  selector: {},
  parameters: $3,
  requestBody: {
    required: true,
    mediaTypes: ['application/x-www-form-urlencoded'],
    form: { text: { kind: 'string' }, pinned: { kind: 'boolean' } },
  },
  responses: $5,
  security: [{ apiKey: [] }],
  rateLimits: [],
};
