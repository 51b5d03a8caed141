/**
 * The runtime descriptor of each operation of Query and batch 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

const $1 = { name: 'tenant', in: 'path', required: true, style: 'simple', explode: false } as const;

const $2 = { name: 'mode', in: 'query', required: false, style: 'form', explode: true } as const;

const $3 = [$1, $2] as const;

const $4 = { required: true, mediaTypes: ['application/json'] } as const;

const $5 = { mediaTypes: ['application/json'], headers: [] } as const;

const $6 = { '200': $5 } as const;

/** `createThing`: POST /{tenant}/things. */
export const createThingOperation: HttpOperationDescriptor = {
  name: 'createThing',
  kind: 'http',
  method: 'POST',
  path: '/{tenant}/things',
  selector: {},
  parameters: $3,
  requestBody: $4,
  responses: $6,
  security: [],
  rateLimits: [],
};

/** `updateThing`: POST /{tenant}/things. */
export const updateThingOperation: HttpOperationDescriptor = {
  name: 'updateThing',
  kind: 'http',
  method: 'POST',
  path: '/{tenant}/things',
  selector: {},
  parameters: $3,
  requestBody: $4,
  responses: $6,
  security: [],
  rateLimits: [],
};

/** `search`: GET /{tenant}/search. */
export const searchOperation: HttpOperationDescriptor = {
  name: 'search',
  kind: 'http',
  method: 'GET',
  path: '/{tenant}/search',
  selector: {},
  parameters: [$1, { name: 'q', in: 'query', required: true, style: 'form', explode: true }],
  responses: $6,
  security: [],
  rateLimits: [],
};

/** `bulk`: POST /{tenant}/bulk. */
export const bulkOperation: HttpOperationDescriptor = {
  name: 'bulk',
  kind: 'http',
  method: 'POST',
  path: '/{tenant}/bulk',
  selector: {},
  parameters: [$1],
  requestBody: $4,
  responses: $6,
  security: [],
  rateLimits: ['bulk-size'],
};
