/**
 * The runtime descriptor of each operation of Inline bodies 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

const $1 = { required: true, mediaTypes: ['application/json'] } as const;

const $2 = { mediaTypes: ['application/json'], headers: [] } as const;

const $3 = { name: 'number', in: 'path', required: true, style: 'simple', explode: false } as const;

const $4 = [$3] as const;

const $5 = { '200': $2 } as const;

/** `createIssue`: POST /issues. */
export const createIssueOperation: HttpOperationDescriptor = {
  name: 'createIssue',
  kind: 'http',
  method: 'POST',
  path: '/issues',
  selector: {},
  parameters: [],
  requestBody: $1,
  responses: { '201': $2 },
  security: [],
  rateLimits: [],
};

/** `updateIssue`: PATCH /issues/{number}. */
export const updateIssueOperation: HttpOperationDescriptor = {
  name: 'updateIssue',
  kind: 'http',
  method: 'PATCH',
  path: '/issues/{number}',
  selector: {},
  parameters: $4,
  requestBody: $1,
  responses: $5,
  security: [],
  rateLimits: [],
};

/** `replaceIssue`: PUT /issues/{number}. */
export const replaceIssueOperation: HttpOperationDescriptor = {
  name: 'replaceIssue',
  kind: 'http',
  method: 'PUT',
  path: '/issues/{number}',
  selector: {},
  parameters: $4,
  requestBody: $1,
  responses: $5,
  security: [],
  rateLimits: [],
};

/** `replaceScale`: PUT /scale. */
export const replaceScaleOperation: HttpOperationDescriptor = {
  name: 'replaceScale',
  kind: 'http',
  method: 'PUT',
  path: '/scale',
  selector: {},
  parameters: [],
  requestBody: { required: true, mediaTypes: ['*/*'] },
  responses: $5,
  security: [],
  rateLimits: [],
};

/** `addTags`: POST /tags. */
export const addTagsOperation: HttpOperationDescriptor = {
  name: 'addTags',
  kind: 'http',
  method: 'POST',
  path: '/tags',
  selector: {},
  parameters: [],
  requestBody: $1,
  responses: { '204': { mediaTypes: [], headers: [] } },
  security: [],
  rateLimits: [],
};
