/**
 * The runtime descriptor of each operation of Discriminator mapping through a $ref 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

/** `listFields`: GET /fields. */
export const listFieldsOperation: HttpOperationDescriptor = {
  name: 'listFields',
  kind: 'http',
  method: 'GET',
  path: '/fields',
  selector: {},
  parameters: [],
  responses: { '200': { mediaTypes: ['application/json'], headers: [] } },
  security: [],
  rateLimits: [],
};
