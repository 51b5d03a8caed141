/**
 * The runtime descriptor of each operation of Refs across files 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

/** `getThing`: GET /things/{id}. */
export const getThingOperation: HttpOperationDescriptor = {
  name: 'getThing',
  kind: 'http',
  method: 'GET',
  path: '/things/{id}',
  selector: {},
  parameters: [{ name: 'id', in: 'path', required: true, style: 'simple', explode: false }],
  responses: { '200': { mediaTypes: ['application/json'], headers: [] } },
  security: [],
  rateLimits: [],
};
