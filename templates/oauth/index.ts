/** The OAuth 2.0 runtime a package ships when its definition declares an authorization-code flow. */
export { createOAuthClient, type AuthorizationRequest, type ExpiringGrant, type OAuthClient, type OAuthClientOptions, type OAuthConfig, type OAuthEndpoints, type TokenProvider } from './client.ts';
export { OAuthCallbackError, OAuthError, OAuthGrantError, OAuthTokenEndpointError, TokenStoreError } from './errors.ts';
export { createFileTokenStore, type FileTokenStoreOptions } from './file-store.ts';
export type { OAuthGrant } from './grant.ts';
export { createRedisTokenStore, REDIS_TOKEN_STORE_TIMEOUTS, type RedisCommands, type RedisTokenStoreOptions } from './redis-store.ts';
export { MemoryTokenStore, type StoredGrant, type TokenStore } from './store.ts';
