export { operations, endpoints, rateLimits, rateLimitKeys, securitySchemes, fillPath, matchHttpOperation, rateLimitsOf } from "./operations.js";
export { validate, is } from "./validators.js";
export { fixtures } from "./fixtures.js";
export { cloudEventsEvents, cloudEventsPayload, legacyEventId, legacyEvents, legacyPayload } from "./service/index.js";
export { AccountingClient, connectAccounting, AccountingError, AccountingThrottleError, ApiError, ThrottleError, NetworkError, TimeoutError, RateLimiter, RedisRateLimitStore, createRedisRateLimitStore, RateLimitStoreError, SelectQuery } from "./client.js";
export { createAccountingServer, Reply, answerNodeRefusals } from "./server.js";
export { createOAuthClient, oauthConfig, OAuthError, OAuthCallbackError, OAuthGrantError, OAuthTokenEndpointError, TokenStoreError, MemoryTokenStore, createFileTokenStore, createRedisTokenStore } from "./oauth.js";
export { createAccountingWebhookReceiver, sendAccountingWebhook, MemoryDedupStore, RedisDedupStore, WebhookDeliveryError } from "./webhooks.js";
export { createAccountingSandbox, SandboxStore, formatLogEntry } from "./sandbox.js";
