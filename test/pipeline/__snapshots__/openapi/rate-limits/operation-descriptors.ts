/**
 * The runtime descriptor of each operation of Rate limited 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

/** `batch`: POST /{tenant}/batch. */
export const batchOperation: HttpOperationDescriptor = {
  name: 'batch',
  kind: 'http',
  method: 'POST',
  path: '/{tenant}/batch',
  selector: {},
  parameters: [{ name: 'tenant', in: 'path', required: true, style: 'simple', explode: false }],
  responses: { '200': { mediaTypes: [], headers: [] } },
  security: [],
  rateLimits: ['per-minute', 'batch-size'],
};
