/** Accounting API 3.75.0: everything the package exports (each part is also a subpath). Generated; do not edit. */
export type * from './types.js';
export {
  operations,
  endpoints,
  rateLimits,
  rateLimitKeys,
  securitySchemes,
  fillPath,
  matchHttpOperation,
  rateLimitsOf,
} from './operations.js';
export type {
  Operations,
  OperationName,
  OperationDescriptor,
  HttpOperationDescriptor,
  SoapOperationDescriptor,
  HttpMethod,
  ParameterDescriptor,
  RequestBodyDescriptor,
  ResponseDescriptor,
  ResponseHeaderDescriptor,
  SecurityRequirement,
  MessagePartDescriptor,
  EndpointDescriptor,
  RateLimit,
  RateLimitKey,
  SecuritySchemeDescriptor,
  OperationTypes,
  HttpOperationMatch,
} from './operations.js';
export { validate, is } from './validators.js';
export type { ValidationCode, ValidationError, ValidationResult } from './validators.js';
export { fixtures } from './fixtures.js';
export type { DeepPartial, FixtureBuilder, InvalidCase } from './fixtures.js';
export {
  cloudEventsEvents,
  cloudEventsPayload,
  legacyEventId,
  legacyEvents,
  legacyPayload,
} from './service/index.js';
export type {
  EntityChangeEvent,
  EntityChangeInput,
  EntityChangeOperation,
  EventMappingContext,
} from './service/index.js';
export {
  AccountingClient,
  connectAccounting,
  AccountingError,
  AccountingThrottleError,
  ApiError,
  ThrottleError,
  NetworkError,
  TimeoutError,
  RateLimiter,
  RedisRateLimitStore,
  createRedisRateLimitStore,
  RateLimitStoreError,
  SelectQuery,
} from './client.js';
export type {
  AccountingClientOptions,
  AccountingResults,
  AccountingErrorBodies,
  AccountingResponseHeaders,
  AccountingOutcome,
  AccountingFailure,
  AccountingEnvironment,
  AccountingCallOptions,
  AccountingConnection,
  AccountingQueryEntities,
  AccountingQueryOperator,
  AccountingBatchItem,
  AccountingBatchFault,
  AccountingBatchOutcome,
  RateLimitStore,
  SharedRateLimitStore,
  RedisRateLimitStoreOptions,
  RedisRateLimitClient,
  BatchOutcome,
} from './client.js';
export { createAccountingServer, Reply, answerNodeRefusals } from './server.js';
export type {
  AccountingHandlers,
  AccountingRequest,
  AccountingServerOptions,
  CorsOptions,
  ExchangeHooks,
  HttpServerCore,
  NodeRefusal,
  RawAnswer,
} from './server.js';
export {
  createOAuthClient,
  oauthConfig,
  OAuthError,
  OAuthCallbackError,
  OAuthGrantError,
  OAuthTokenEndpointError,
  TokenStoreError,
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
export {
  createAccountingWebhookReceiver,
  sendAccountingWebhook,
  MemoryDedupStore,
  RedisDedupStore,
  WebhookDeliveryError,
} from './webhooks.js';
export type {
  AccountingWebhookEvent,
  AccountingWebhookHandlers,
  AccountingWebhookReceiverOptions,
  AccountingWebhookSendOptions,
  AccountingWebhookEntity,
  AccountingWebhookFormat,
  WebhookDedupStore,
  RedisDedupClient,
  WebhookReceiver,
  WebhookReply,
  WebhookPayloadEvent,
  WebhookSendResult,
  BasicCredentials,
} from './webhooks.js';
export { createAccountingSandbox, SandboxStore, formatLogEntry } from './sandbox.js';
export type {
  AccountingSandboxOptions,
  AccountingSandboxWebhooks,
  SandboxServer,
  SandboxWebhookOptions,
  RequestLogEntry,
} from './sandbox.js';
