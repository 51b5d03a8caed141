export { operations, endpoints, rateLimits, rateLimitKeys, securitySchemes, fillPath, matchHttpOperation, rateLimitsOf } from "./operations.js";
export { validate, is } from "./validators.js";
export { fixtures } from "./fixtures.js";
export { PaymentsClient, connectPayments, PaymentsError, PaymentsThrottleError, ApiError, ThrottleError, NetworkError, TimeoutError, RateLimiter, RedisRateLimitStore, createRedisRateLimitStore, RateLimitStoreError } from "./client.js";
export { createPaymentsServer, Reply, answerNodeRefusals } from "./server.js";
export { createOAuthClient, oauthConfig, OAuthError, OAuthCallbackError, OAuthGrantError, OAuthTokenEndpointError, TokenStoreError, MemoryTokenStore, createFileTokenStore, createRedisTokenStore } from "./oauth.js";
export { createPaymentsSandbox, SandboxStore, formatLogEntry } from "./sandbox.js";
