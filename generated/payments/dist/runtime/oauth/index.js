/** The OAuth 2.0 runtime a package ships when its definition declares an authorization-code flow. */
export { createOAuthClient } from "./client.js";
export { OAuthCallbackError, OAuthError, OAuthGrantError, OAuthTokenEndpointError } from "./errors.js";
export { createFileTokenStore } from "./file-store.js";
export { createRedisTokenStore } from "./redis-store.js";
export { MemoryTokenStore } from "./store.js";
