/**
 * The runtime descriptor of each operation of Security schemes 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { HttpOperationDescriptor } from './runtime/operations/operation-table.js';

const $1 = { mediaTypes: ['application/json'], headers: [] } as const;

const $2 = { '200': $1 } as const;

/** `bearerDefault`: GET /default. */
export const bearerDefaultOperation: HttpOperationDescriptor = {
  name: 'bearerDefault',
  kind: 'http',
  method: 'GET',
  path: '/default',
  selector: {},
  parameters: [],
  responses: $2,
  security: [{ bearer: [] }],
  rateLimits: [],
};

/** `basicOnly`: GET /basic. */
export const basicOnlyOperation: HttpOperationDescriptor = {
  name: 'basicOnly',
  kind: 'http',
  method: 'GET',
  path: '/basic',
  selector: {},
  parameters: [],
  responses: $2,
  security: [{ basic: [] }],
  rateLimits: [],
};

/** `headerKey`: GET /header-key. */
export const headerKeyOperation: HttpOperationDescriptor = {
  name: 'headerKey',
  kind: 'http',
  method: 'GET',
  path: '/header-key',
  selector: {},
  parameters: [],
  responses: $2,
  security: [{ headerKey: [] }],
  rateLimits: [],
};

/** `queryKey`: GET /query-key. */
export const queryKeyOperation: HttpOperationDescriptor = {
  name: 'queryKey',
  kind: 'http',
  method: 'GET',
  path: '/query-key',
  selector: {},
  parameters: [],
  responses: $2,
  security: [{ queryKey: [] }],
  rateLimits: [],
};

/** `cookieKey`: GET /cookie-key. */
export const cookieKeyOperation: HttpOperationDescriptor = {
  name: 'cookieKey',
  kind: 'http',
  method: 'GET',
  path: '/cookie-key',
  selector: {},
  parameters: [],
  responses: $2,
  security: [{ cookieKey: [] }],
  rateLimits: [],
};

/** `oauthScoped`: GET /oauth. */
export const oauthScopedOperation: HttpOperationDescriptor = {
  name: 'oauthScoped',
  kind: 'http',
  method: 'GET',
  path: '/oauth',
  selector: {},
  parameters: [],
  responses: $2,
  security: [{ oauth: ['read'] }],
  rateLimits: [],
};

/** `openId`: GET /oidc. */
export const openIdOperation: HttpOperationDescriptor = {
  name: 'openId',
  kind: 'http',
  method: 'GET',
  path: '/oidc',
  selector: {},
  parameters: [],
  responses: $2,
  security: [{ oidc: [] }],
  rateLimits: [],
};

/** `either`: GET /either. */
export const eitherOperation: HttpOperationDescriptor = {
  name: 'either',
  kind: 'http',
  method: 'GET',
  path: '/either',
  selector: {},
  parameters: [],
  responses: $2,
  security: [{ headerKey: [] }, { basic: [] }],
  rateLimits: [],
};

/** `both`: GET /both. */
export const bothOperation: HttpOperationDescriptor = {
  name: 'both',
  kind: 'http',
  method: 'GET',
  path: '/both',
  selector: {},
  parameters: [],
  responses: $2,
  security: [{ headerKey: [], bearer: [] }],
  rateLimits: [],
};

/** `openAccess`: GET /public. */
export const openAccessOperation: HttpOperationDescriptor = {
  name: 'openAccess',
  kind: 'http',
  method: 'GET',
  path: '/public',
  selector: {},
  parameters: [],
  responses: $2,
  security: [],
  rateLimits: [],
};

/** `optional`: GET /optional. */
export const optionalOperation: HttpOperationDescriptor = {
  name: 'optional',
  kind: 'http',
  method: 'GET',
  path: '/optional',
  selector: {},
  parameters: [],
  responses: $2,
  security: [{}, { headerKey: [] }],
  rateLimits: [],
};
