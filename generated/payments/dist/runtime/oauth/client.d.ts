import { type OAuthGrant } from "./grant.js";
import { type TokenStore } from "./store.js";
/** What a package's definition says about its grant (emitted from the oauth2 security scheme). */
export interface OAuthConfig {
	readonly authorizationUrl: string;
	readonly tokenUrl: string;
	readonly refreshUrl?: string;
	readonly revocationUrl?: string;
	readonly revocationBody?: "json" | "form";
	readonly scopes: readonly string[];
	readonly defaultScopes?: readonly string[];
	readonly grantKeyParam?: string;
	readonly refreshExpiresInField?: string;
	readonly refreshHardExpiresInField?: string;
	readonly pkce?: boolean;
}
export interface OAuthEndpoints {
	readonly authorization?: string;
	readonly token?: string;
	readonly refresh?: string;
	readonly revoke?: string;
}
export interface OAuthClientOptions {
	readonly clientId: string;
	readonly clientSecret: string;
	readonly redirectUri: string;
	/** Overrides the definition's endpoints (tests point them at a local server). */
	readonly endpoints?: OAuthEndpoints;
	/** Where grants are kept; default in memory (this process only). */
	readonly store?: TokenStore;
	/**
	* `getAccessToken` returns a token valid for at least this long, or for half its lifetime when the server issues
	* tokens shorter than twice the margin; default 5 minutes.
	*/
	readonly refreshMarginMs?: number;
	/** Per token-endpoint call; default 10 s. */
	readonly timeoutMs?: number;
	/** How long one process may hold a grant's refresh lease; default 20 s (longer than a call's timeout). */
	readonly leaseTtlMs?: number;
	/** Attempts of a refresh that fails transiently (network, 5xx, timeout); default 3, with exponential backoff. */
	readonly refreshAttempts?: number;
	readonly backoffMs?: number;
	readonly maxResponseBytes?: number;
	readonly fetch?: typeof fetch;
	readonly now?: () => number;
	/** Selects nothing today (the definitions give one authorization server for every environment); kept for the day they differ. */
	readonly environment?: string;
}
/** What a generated client takes as `accessToken` / `auth`: a token per call, one refresh after a 401. */
export interface TokenProvider {
	token(): Promise<string>;
	refresh(rejected: string): Promise<string>;
}
export interface AuthorizationRequest {
	readonly url: string;
	readonly state: string;
	/** The PKCE verifier (kept by this client too; pass it to `handleCallback` when another process handles it). */
	readonly codeVerifier?: string;
}
export interface ExpiringGrant {
	readonly key: string;
	readonly refreshExpiresAt?: number;
	readonly refreshHardExpiresAt?: number;
	readonly needsConsent?: {
		readonly reason: string;
		readonly at: number;
	};
}
export interface OAuthClient {
	authorizationUrl(options?: {
		scopes?: readonly string[];
		state?: string;
	}): AuthorizationRequest;
	handleCallback(callbackUrl: string | URL, expected: {
		state: string;
		codeVerifier?: string;
		key?: string;
	}): Promise<OAuthGrant>;
	getAccessToken(key: string): Promise<string>;
	refresh(key: string): Promise<OAuthGrant>;
	revoke(key: string): Promise<void>;
	/** The stored grant, its secrets hidden when printed; undefined when none. */
	grant(key: string): Promise<OAuthGrant | undefined>;
	forGrant(key: string): TokenProvider;
	/** Grants whose refresh token expires within `days` (rolling or hard), or that need consent already. */
	grantsExpiringWithin(days: number): Promise<ExpiringGrant[]>;
	readonly store: TokenStore;
}
export declare function createOAuthClient(config: OAuthConfig, options: OAuthClientOptions): OAuthClient;
