/**
 * The runtime descriptor of each operation of OpenAPI 3.2 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

/** `listPets`: GET /pets. */
export const listPetsOperation: HttpOperationDescriptor = {
  name: 'listPets',
  kind: 'http',
  method: 'GET',
  path: '/pets',
  selector: {},
  parameters: [],
  responses: { '200': { mediaTypes: ['application/json'], headers: [] } },
  security: [],
  rateLimits: [],
};

/** `streamPetEvents`: GET /pets/events. */
export const streamPetEventsOperation: HttpOperationDescriptor = {
  name: 'streamPetEvents',
  kind: 'http',
  method: 'GET',
  path: '/pets/events',
  selector: {},
  parameters: [],
  responses: { '200': { mediaTypes: ['text/event-stream'], headers: [] } },
  security: [],
  rateLimits: [],
};
