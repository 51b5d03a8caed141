/**
 * The runtime descriptor of each operation of Form bodies 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

const $1 = { kind: 'string', array: true } as const;

const $2 = { mediaTypes: ['application/json'], headers: [] } as const;

const $3 = { '201': $2 } as const;

/** `sendMessage`: POST /messages. */
export const sendMessageOperation: HttpOperationDescriptor = {
  name: 'sendMessage',
  kind: 'http',
  method: 'POST',
  path: '/messages',
  selector: {},
  parameters: [],
  requestBody: {
    required: true,
    mediaTypes: ['application/x-www-form-urlencoded'],
    form: {
      to: { kind: 'string' },
      text: { kind: 'string' },
      count: { kind: 'integer' },
      urgent: { kind: 'boolean' },
      tags: $1,
      ids: { kind: 'integer', array: true, style: 'form', explode: false },
      filter: { kind: 'object', style: 'deepObject', explode: true },
    },
  },
  responses: $3,
  security: [],
  rateLimits: [],
};

/** `uploadFile`: POST /uploads. */
export const uploadFileOperation: HttpOperationDescriptor = {
  name: 'uploadFile',
  kind: 'http',
  method: 'POST',
  path: '/uploads',
  selector: {},
  parameters: [],
  requestBody: {
    required: true,
    mediaTypes: ['multipart/form-data'],
    form: {
      file: { kind: 'binary', contentType: 'image/png' },
      meta: { kind: 'object' },
      labels: $1,
      size: { kind: 'integer' },
    },
  },
  responses: $3,
  security: [],
  rateLimits: [],
};
