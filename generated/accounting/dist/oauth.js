/** OAuth 2.0 authorization-code grant of Accounting API (security scheme `oauth2`). Generated; do not edit. */
/// <reference types="node" />
import { createOAuthClient as createOAuthClientFor } from "./runtime/oauth/client.js";
/** The flow the definition declares: endpoints, scopes and the grant facts of `x-svc-oauth`. */
export const oauthConfig = {
	authorizationUrl: "https://appcenter.intuit.com/connect/oauth2",
	tokenUrl: "https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer",
	refreshUrl: "https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer",
	revocationUrl: "https://developer.api.intuit.com/v2/oauth2/tokens/revoke",
	revocationBody: "json",
	scopes: [
		"address",
		"com.intuit.quickbooks.accounting",
		"email",
		"openid",
		"phone",
		"profile"
	],
	defaultScopes: ["com.intuit.quickbooks.accounting"],
	grantKeyParam: "realmId",
	refreshExpiresInField: "x_refresh_token_expires_in",
	refreshHardExpiresInField: "x_refresh_token_hard_expires_in"
};
/**
* A client of this grant: `authorizationUrl()`, `handleCallback()`, `getAccessToken(key)`, `forGrant(key)` (what
* a generated client takes as `auth`), `refresh`, `revoke`, `grant`, `grantsExpiringWithin`.
*/
export function createOAuthClient(options) {
	return createOAuthClientFor(oauthConfig, options);
}
export { OAuthError, OAuthCallbackError, OAuthGrantError, OAuthTokenEndpointError, TokenStoreError, MemoryTokenStore, createFileTokenStore, createRedisTokenStore } from "./runtime/oauth/index.js";
