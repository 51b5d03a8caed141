/**
* Errors of the OAuth 2.0 helper. Each is typed by what the caller does next: a callback error means the consent
* attempt failed (nothing stored), a grant error means the user must consent again (the stored grant is kept and
* marked), a token-endpoint error is transient (the stored pair is kept; try again later).
*/
export declare class OAuthError extends Error {
	/** RFC 6749 error code where the server gave one (`invalid_grant`, `access_denied`), else our own. */
	readonly code: string;
	/** The server's `error_description`, when given. */
	readonly description?: string;
	/** HTTP status of the token endpoint's reply, when there was one. */
	readonly status?: number;
	constructor(code: string, message: string, options?: {
		description?: string;
		status?: number;
		cause?: unknown;
	});
}
/** The consent redirect cannot become a grant: wrong state, refusal, missing or replayed code. Nothing stored. */
export declare class OAuthCallbackError extends OAuthError {
	constructor(code: string, message: string, options?: {
		description?: string;
		status?: number;
		cause?: unknown;
	});
}
/**
* The grant can no longer be refreshed (`invalid_grant` with the latest refresh token, or no grant stored): the
* user must consent again. The stored grant is kept, marked as needing consent.
*/
export declare class OAuthGrantError extends OAuthError {
	/** The key of the grant (e.g. the realm it was given for). */
	readonly key: string;
	constructor(key: string, code: string, message: string, options?: {
		description?: string;
		status?: number;
		cause?: unknown;
	});
}
/** The token endpoint did not answer usefully (network error, timeout, 5xx, unreadable reply). Transient. */
export declare class OAuthTokenEndpointError extends OAuthError {
	constructor(code: string, message: string, options?: {
		description?: string;
		status?: number;
		cause?: unknown;
	});
}
/**
* The token store did not answer in time (`timeout`) or failed (`unavailable`: Redis down or unreachable). Nothing
* was decided about the grant; the caller may try again.
*/
export declare class TokenStoreError extends Error {
	readonly code: "timeout" | "unavailable";
	constructor(code: "timeout" | "unavailable", message: string, options?: {
		cause?: unknown;
	});
}
