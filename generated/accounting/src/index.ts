/** Accounting API 3.75.0: types, operation table and runtime descriptors. Generated; do not edit. */
export type * from './types.js';
export * from './operations.js';
export * from './runtime/operation-table.js';
export { validate, is } from './validators.js';
export type { ValidationCode, ValidationError, ValidationResult } from './runtime/validation.js';
export { fixtures } from './fixtures.js';
export type { DeepPartial, FixtureBuilder, InvalidCase } from './runtime/fixtures-runtime.js';
export * from './service/index.js';
export { AccountingClient, AccountingError, AccountingThrottleError } from './client.js';
export type {
  AccountingClientOptions,
  AccountingResults,
  AccountingEnvironment,
  AccountingCallOptions,
  AccountingQueryEntities,
  AccountingQueryOperator,
  AccountingBatchItem,
  AccountingBatchFault,
  AccountingBatchOutcome,
} from './client.js';
export { createAccountingServer } from './server.js';
export type { AccountingHandlers, AccountingRequest, AccountingServerOptions } from './server.js';
export { ApiError, ThrottleError, NetworkError, TimeoutError } from './runtime/rest/errors.js';
export { Reply } from './runtime/rest/server.js';
export { RateLimiter } from './runtime/rest/rate-limiter.js';
export { SelectQuery } from './runtime/rest/query.js';
export type { BatchOutcome } from './runtime/rest/batch.js';
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
export { createAccountingWebhookReceiver, sendAccountingWebhook } from './webhooks.js';
export type {
  AccountingWebhookEvent,
  AccountingWebhookHandlers,
  AccountingWebhookReceiverOptions,
  AccountingWebhookSendOptions,
  AccountingWebhookEntity,
  AccountingWebhookFormat,
} from './webhooks.js';
export { MemoryDedupStore } from './runtime/webhooks/dedup.js';
export type { WebhookDedupStore } from './runtime/webhooks/dedup.js';
export { RedisDedupStore } from './runtime/webhooks/redis-dedup.js';
export type { RedisDedupClient } from './runtime/webhooks/redis-dedup.js';
export type {
  WebhookReceiver,
  WebhookReply,
  WebhookPayloadEvent,
} from './runtime/webhooks/receiver.js';
export { WebhookDeliveryError } from './runtime/webhooks/sender.js';
export type { WebhookSendResult } from './runtime/webhooks/sender.js';
export type { BasicCredentials } from './runtime/webhooks/signature.js';
export { createAccountingSandbox } from './sandbox.js';
export type { AccountingSandboxOptions } from './sandbox.js';
export { SandboxStore } from './runtime/sandbox/store.js';
export type { SandboxServer } from './runtime/sandbox/core.js';
