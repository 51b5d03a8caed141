/**
 * The runtime descriptor of each operation of Schema names that become one type name 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

/** `listUsers`: GET /users. */
export const listUsersOperation: HttpOperationDescriptor = {
  name: 'listUsers',
  kind: 'http',
  method: 'GET',
  path: '/users',
  selector: {},
  parameters: [],
  responses: { '200': { mediaTypes: ['application/json'], headers: [] } },
  security: [],
  rateLimits: [],
};
