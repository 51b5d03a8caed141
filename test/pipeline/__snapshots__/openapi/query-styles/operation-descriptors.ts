/**
 * The runtime descriptor of each operation of Query styles 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

/** `search`: GET /search. */
export const searchOperation: HttpOperationDescriptor = {
  name: 'search',
  kind: 'http',
  method: 'GET',
  path: '/search',
  selector: {},
  parameters: [
    { name: 'filter', in: 'query', required: true, style: 'deepObject', explode: true },
    { name: 'tags', in: 'query', required: false, style: 'spaceDelimited', explode: false },
    { name: 'ids', in: 'query', required: false, style: 'pipeDelimited', explode: false },
    { name: 'items', in: 'query', required: false, style: 'form', explode: true },
    { name: 'limit', in: 'query', required: false, style: 'form', explode: true },
  ],
  responses: { '200': { mediaTypes: ['application/json'], headers: [] } },
  security: [],
  rateLimits: [],
};
