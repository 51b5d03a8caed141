/**
 * The runtime descriptor of each operation of Parameters and headers 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

const $1 = { mediaTypes: [], headers: [] } as const;

const $2 = { mediaTypes: ['application/json'], headers: [] } as const;

/** `getItem`: GET /items/{itemId}. */
export const getItemOperation: HttpOperationDescriptor = {
  name: 'getItem',
  kind: 'http',
  method: 'GET',
  path: '/items/{itemId}',
  selector: {},
  parameters: [
    { name: 'itemId', in: 'path', required: true, style: 'simple', explode: false },
    { name: 'limit', in: 'query', required: true, style: 'form', explode: true },
    { name: 'Request-Id', in: 'header', required: true, style: 'simple', explode: false },
    { name: 'filter', in: 'query', required: false, style: 'deepObject', explode: true },
    { name: 'session', in: 'cookie', required: false, style: 'form', explode: true },
    { name: 'ids', in: 'query', required: false, style: 'form', explode: true },
  ],
  responses: {
    '200': {
      mediaTypes: ['application/json'],
      headers: [
        { name: 'Content-Type', required: false },
        { name: 'X-Trace', required: false },
        { name: 'X-Count', required: true, kind: 'integer' },
      ],
    },
    '204': $1,
    '404': $2,
    '2XX': $1,
    default: $2,
  },
  security: [],
  rateLimits: [],
  deprecated: true,
};
