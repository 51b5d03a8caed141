/** Payments API 4: everything the package exports (each part is also a subpath). Generated; do not edit. */
export type * from "./types.js";
export { operations, endpoints, rateLimits, rateLimitKeys, securitySchemes, fillPath, matchHttpOperation, rateLimitsOf } from "./operations.js";
export type { Operations, OperationName, OperationDescriptor, HttpOperationDescriptor, SoapOperationDescriptor, HttpMethod, ParameterDescriptor, RequestBodyDescriptor, ResponseDescriptor, ResponseHeaderDescriptor, SecurityRequirement, MessagePartDescriptor, EndpointDescriptor, RateLimit, RateLimitKey, SecuritySchemeDescriptor, OperationTypes, HttpOperationMatch } from "./operations.js";
export { validate, is } from "./validators.js";
export type { ValidationCode, ValidationError, ValidationResult } from "./validators.js";
export { fixtures } from "./fixtures.js";
export type { DeepPartial, FixtureBuilder, InvalidCase } from "./fixtures.js";
export { PaymentsClient, connectPayments, PaymentsError, PaymentsThrottleError, ApiError, ThrottleError, NetworkError, TimeoutError, RateLimiter, RedisRateLimitStore, createRedisRateLimitStore, RateLimitStoreError } from "./client.js";
export type { PaymentsClientOptions, PaymentsResults, PaymentsErrorBodies, PaymentsResponseHeaders, PaymentsOutcome, PaymentsFailure, PaymentsEnvironment, PaymentsCallOptions, PaymentsConnection, RateLimitStore, SharedRateLimitStore, RedisRateLimitStoreOptions, RedisRateLimitClient } from "./client.js";
export { createPaymentsServer, Reply, answerNodeRefusals } from "./server.js";
export type { PaymentsHandlers, PaymentsRequest, PaymentsServerOptions, CorsOptions, ExchangeHooks, HttpServerCore, NodeRefusal, RawAnswer } from "./server.js";
export { createOAuthClient, oauthConfig, OAuthError, OAuthCallbackError, OAuthGrantError, OAuthTokenEndpointError, TokenStoreError, MemoryTokenStore, createFileTokenStore, createRedisTokenStore } from "./oauth.js";
export type { OAuthClient, OAuthClientOptions, OAuthConfig, OAuthEndpoints, OAuthGrant, AuthorizationRequest, ExpiringGrant, TokenStore, StoredGrant, FileTokenStoreOptions, RedisTokenStoreOptions } from "./oauth.js";
export { createPaymentsSandbox, SandboxStore, formatLogEntry } from "./sandbox.js";
export type { PaymentsSandboxOptions, SandboxServer, SandboxWebhookOptions, RequestLogEntry } from "./sandbox.js";
