/**
 * The runtime descriptor of each operation of Runtime type names 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

/** `requestAccessToken`: POST /oauth2/token. */
export const requestAccessTokenOperation: HttpOperationDescriptor = {
  name: 'requestAccessToken',
  kind: 'http',
  method: 'POST',
  path: '/oauth2/token',
  selector: {},
  parameters: [],
  requestBody: { required: true, mediaTypes: ['application/json'] },
  responses: { '200': { mediaTypes: ['application/json'], headers: [] } },
  security: [],
  rateLimits: [],
};
