/**
 * The runtime descriptor of each operation of Keyword property names 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

/** `putSchema`: POST /schemas. */
export const putSchemaOperation: HttpOperationDescriptor = {
  name: 'putSchema',
  kind: 'http',
  method: 'POST',
  path: '/schemas',
  selector: {},
  parameters: [],
  requestBody: { required: true, mediaTypes: ['application/json'] },
  responses: { '200': { mediaTypes: ['application/json'], headers: [] } },
  security: [],
  rateLimits: [],
};
