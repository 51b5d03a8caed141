/** The OAuth 2.0 runtime a package ships when its definition declares an authorization-code flow. */
export { createOAuthClient } from "./client.js";
export { OAuthCallbackError, OAuthError, OAuthGrantError, OAuthTokenEndpointError, TokenStoreError } from "./errors.js";
export { createFileTokenStore } from "./file-store.js";
export { createRedisTokenStore, REDIS_TOKEN_STORE_TIMEOUTS } from "./redis-store.js";
export { MemoryTokenStore } from "./store.js";
