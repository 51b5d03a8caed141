/**
 * The runtime descriptor of each operation of Hooks 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

/** `listThings`: GET /things. */
export const listThingsOperation: HttpOperationDescriptor = {
  name: 'listThings',
  kind: 'http',
  method: 'GET',
  path: '/things',
  selector: {},
  parameters: [],
  responses: { '200': { mediaTypes: [], headers: [] } },
  security: [{ bearer: [] }],
  rateLimits: [],
};
