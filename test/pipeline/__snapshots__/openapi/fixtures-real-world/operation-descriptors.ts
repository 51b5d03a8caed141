/**
 * The runtime descriptor of each operation of Fixtures of real-world shapes 1, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

const $1 = { mediaTypes: ['application/json'], headers: [] } as const;

/** `listThings`: GET /things. */
export const listThingsOperation: HttpOperationDescriptor = {
  name: 'listThings',
  kind: 'http',
  method: 'GET',
  path: '/things',
  selector: {},
  parameters: [],
  responses: { '200': $1 },
  security: [],
  rateLimits: [],
};

/** `createThing`: POST /things. */
export const createThingOperation: HttpOperationDescriptor = {
  name: 'createThing',
  kind: 'http',
  method: 'POST',
  path: '/things',
  selector: {},
  parameters: [],
  requestBody: { required: true, mediaTypes: ['application/json'] },
  responses: { '201': $1 },
  security: [],
  rateLimits: [],
};
