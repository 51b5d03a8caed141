/** Payments API 4: types, operation table and runtime descriptors. Generated; do not edit. */
export type * from './types.js';
export * from './operations.js';
export * from './runtime/operation-table.js';
export { validate, is } from './validators.js';
export type { ValidationCode, ValidationError, ValidationResult } from './runtime/validation.js';
export { fixtures } from './fixtures.js';
export type { DeepPartial, FixtureBuilder, InvalidCase } from './runtime/fixtures-runtime.js';
export { PaymentsClient, PaymentsError, PaymentsThrottleError } from './client.js';
export type {
  PaymentsClientOptions,
  PaymentsResults,
  PaymentsEnvironment,
  PaymentsCallOptions,
} from './client.js';
export { createPaymentsServer } from './server.js';
export type { PaymentsHandlers, PaymentsRequest, PaymentsServerOptions } from './server.js';
export { ApiError, ThrottleError, NetworkError, TimeoutError } from './runtime/rest/errors.js';
export { Reply } from './runtime/rest/server.js';
export { RateLimiter } from './runtime/rest/rate-limiter.js';
export {
  createOAuthClient,
  oauthConfig,
  OAuthError,
  OAuthCallbackError,
  OAuthGrantError,
  OAuthTokenEndpointError,
  MemoryTokenStore,
  createFileTokenStore,
  createRedisTokenStore,
} from './oauth.js';
export type {
  OAuthClient,
  OAuthClientOptions,
  OAuthConfig,
  OAuthEndpoints,
  OAuthGrant,
  AuthorizationRequest,
  ExpiringGrant,
  TokenStore,
  StoredGrant,
  FileTokenStoreOptions,
  RedisTokenStoreOptions,
} from './oauth.js';
export { createPaymentsSandbox } from './sandbox.js';
export type { PaymentsSandboxOptions } from './sandbox.js';
export { SandboxStore } from './runtime/sandbox/store.js';
export type { SandboxServer } from './runtime/sandbox/core.js';
