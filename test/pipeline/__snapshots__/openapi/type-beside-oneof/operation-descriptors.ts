/**
 * The runtime descriptor of each operation of Type beside oneOf 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

/** `createTranscription`: POST /transcriptions. */
export const createTranscriptionOperation: HttpOperationDescriptor = {
  name: 'createTranscription',
  kind: 'http',
  method: 'POST',
  path: '/transcriptions',
  selector: {},
  parameters: [],
  requestBody: { required: true, mediaTypes: ['application/json'] },
  responses: { '200': { mediaTypes: ['application/json'], headers: [] } },
  security: [],
  rateLimits: [],
};
