/// <reference types="node" />
/** OAuth 2.0 authorization-code grant of Accounting API (security scheme `oauth2`). Generated; do not edit. */
import { type OAuthClient, type OAuthClientOptions, type OAuthConfig } from "./runtime/oauth/client.js";
/** The flow the definition declares: endpoints, scopes and the grant facts of `x-svc-oauth`. */
export declare const oauthConfig: OAuthConfig;
/**
* A client of this grant: `authorizationUrl()`, `handleCallback()`, `getAccessToken(key)`, `forGrant(key)` (what
* a generated client takes as `auth`), `refresh`, `revoke`, `grant`, `grantsExpiringWithin`.
*/
export declare function createOAuthClient(options: OAuthClientOptions): OAuthClient;
export { OAuthError, OAuthCallbackError, OAuthGrantError, OAuthTokenEndpointError, TokenStoreError, MemoryTokenStore, createFileTokenStore, createRedisTokenStore } from "./runtime/oauth/index.js";
export type { OAuthClient, OAuthClientOptions, OAuthConfig, OAuthEndpoints, OAuthGrant, AuthorizationRequest, ExpiringGrant, TokenStore, StoredGrant, FileTokenStoreOptions, RedisTokenStoreOptions } from "./runtime/oauth/index.js";
