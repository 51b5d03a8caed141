/**
 * The runtime descriptor of each operation of Security 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

const $1 = { mediaTypes: [], headers: [] } as const;

const $2 = { '200': $1 } as const;

/** `inherits`: GET /a. */
export const inheritsOperation: HttpOperationDescriptor = {
  name: 'inherits',
  kind: 'http',
  method: 'GET',
  path: '/a',
  selector: {},
  parameters: [],
  responses: $2,
  security: [{ bearer: [] }],
  rateLimits: [],
};

/** `noAuth`: GET /b. */
export const noAuthOperation: HttpOperationDescriptor = {
  name: 'noAuth',
  kind: 'http',
  method: 'GET',
  path: '/b',
  selector: {},
  parameters: [],
  responses: $2,
  security: [],
  rateLimits: [],
};

/** `either`: GET /c. */
export const eitherOperation: HttpOperationDescriptor = {
  name: 'either',
  kind: 'http',
  method: 'GET',
  path: '/c',
  selector: {},
  parameters: [],
  responses: $2,
  security: [{ key: [] }, { oauth: ['read', 'write'], basic: [] }],
  rateLimits: [],
};
