/**
 * The runtime descriptor of each operation of Operation objects by reference 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

const $1 = { mediaTypes: ['application/json'], headers: [] } as const;

const $2 = { '200': $1 } as const;

/** `droplets_list`: GET /droplets. */
export const droplets_listOperation: HttpOperationDescriptor = {
  name: 'droplets_list',
  kind: 'http',
  method: 'GET',
  path: '/droplets',
  selector: {},
  parameters: [{ name: 'per_page', in: 'query', required: false, style: 'form', explode: true }],
  responses: $2,
  security: [],
  rateLimits: [],
};

/** `droplets_create`: POST /droplets. */
export const droplets_createOperation: HttpOperationDescriptor = {
  name: 'droplets_create',
  kind: 'http',
  method: 'POST',
  path: '/droplets',
  selector: {},
  parameters: [],
  requestBody: { required: true, mediaTypes: ['application/json'] },
  responses: { '202': $1 },
  security: [],
  rateLimits: [],
};

/** `getDropletsByDropletId`: GET /droplets/{droplet_id}. */
export const getDropletsByDropletIdOperation: HttpOperationDescriptor = {
  name: 'getDropletsByDropletId',
  kind: 'http',
  method: 'GET',
  path: '/droplets/{droplet_id}',
  selector: {},
  parameters: [{ name: 'droplet_id', in: 'path', required: true, style: 'simple', explode: false }],
  responses: $2,
  security: [],
  rateLimits: [],
};
