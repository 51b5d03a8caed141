/**
 * The runtime descriptor of each operation of Binary media 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

const $1 = { name: 'id', in: 'path', required: true, style: 'simple', explode: false } as const;

const $2 = [$1] as const;

/** `getDocument`: GET /documents/{id}. */
export const getDocumentOperation: HttpOperationDescriptor = {
  name: 'getDocument',
  kind: 'http',
  method: 'GET',
  path: '/documents/{id}',
  selector: {},
  parameters: $2,
  responses: {
    '200': {
      mediaTypes: ['application/json', 'application/octet-stream', 'application/pdf', 'image/png'],
      headers: [],
    },
  },
  security: [],
  rateLimits: [],
};

/** `putDocument`: PUT /documents/{id}. */
export const putDocumentOperation: HttpOperationDescriptor = {
  name: 'putDocument',
  kind: 'http',
  method: 'PUT',
  path: '/documents/{id}',
  selector: {},
  parameters: $2,
  requestBody: {
    required: true,
    mediaTypes: ['application/octet-stream', 'multipart/form-data'],
    form: { file: { kind: 'binary' } },
  },
  responses: { '204': { mediaTypes: [], headers: [] } },
  security: [],
  rateLimits: [],
};
