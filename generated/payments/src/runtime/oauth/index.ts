/** The OAuth 2.0 runtime a package ships when its definition declares an authorization-code flow. */
export { createOAuthClient, type AuthorizationRequest, type ExpiringGrant, type OAuthClient, type OAuthClientOptions, type OAuthConfig, type OAuthEndpoints, type TokenProvider } from './client.js';
export { OAuthCallbackError, OAuthError, OAuthGrantError, OAuthTokenEndpointError, TokenStoreError } from './errors.js';
export { createFileTokenStore, type FileTokenStoreOptions } from './file-store.js';
export type { OAuthGrant } from './grant.js';
export { createRedisTokenStore, REDIS_TOKEN_STORE_TIMEOUTS, type RedisCommands, type RedisTokenStoreOptions } from './redis-store.js';
export { MemoryTokenStore, type StoredGrant, type TokenStore } from './store.js';
