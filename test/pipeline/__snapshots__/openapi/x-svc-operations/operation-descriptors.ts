/**
 * The runtime descriptor of each operation of Variant operations 2.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

const $1 = { name: 'tenant', in: 'path', required: true, style: 'simple', explode: false } as const;

const $2 = {
  name: 'minorversion',
  in: 'query',
  required: false,
  style: 'form',
  explode: true,
} as const;

const $3 = { required: true, mediaTypes: ['application/json'] } as const;

const $4 = { mediaTypes: ['application/json'], headers: [] } as const;

const $5 = { '200': $4, '400': $4 } as const;

const $6 = [$1, $2] as const;

/** `createWidget`: POST /v1/{tenant}/widget. */
export const createWidgetOperation: HttpOperationDescriptor = {
  name: 'createWidget',
  kind: 'http',
  method: 'POST',
  path: '/v1/{tenant}/widget',
  selector: {},
  parameters: [
    $1,
    { name: 'operation', in: 'query', required: false, style: 'form', explode: true },
    $2,
  ],
  requestBody: $3,
  responses: $5,
  security: [],
  rateLimits: [],
  result: 'Widget',
};

/** `updateWidget`: POST /v1/{tenant}/widget. */
export const updateWidgetOperation: HttpOperationDescriptor = {
  name: 'updateWidget',
  kind: 'http',
  method: 'POST',
  path: '/v1/{tenant}/widget',
  selector: { operation: 'update' },
  parameters: $6,
  requestBody: $3,
  responses: $5,
  security: [],
  serialize: { key: ['tenant'] },
  rateLimits: [],
  result: 'Widget',
};

/** `deleteWidget`: POST /v1/{tenant}/widget. */
export const deleteWidgetOperation: HttpOperationDescriptor = {
  name: 'deleteWidget',
  kind: 'http',
  method: 'POST',
  path: '/v1/{tenant}/widget',
  selector: { operation: 'delete' },
  parameters: $6,
  requestBody: $3,
  responses: $5,
  security: [],
  rateLimits: [],
};
