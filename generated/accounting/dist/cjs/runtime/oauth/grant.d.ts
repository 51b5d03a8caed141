/**
* A stored OAuth grant, and its redacted view: what `grant(key)` returns prints no secret when logged
* (console.log, JSON.stringify, util.inspect), while the tokens stay readable as properties.
*/
export interface OAuthGrant {
	/** What the grant is stored under: the consent redirect's grant-key parameter (a realm id), or a given key. */
	readonly key: string;
	readonly accessToken: string;
	readonly refreshToken: string;
	readonly tokenType: string;
	/** Epoch milliseconds. */
	readonly expiresAt: number;
	/** Rolling expiry of the refresh token (epoch ms), when the server says it. */
	readonly refreshExpiresAt?: number;
	/** Hard expiry of the refresh token (epoch ms), when the server says it. */
	readonly refreshHardExpiresAt?: number;
	readonly scopes: readonly string[];
	readonly idToken?: string;
	readonly obtainedAt: number;
	readonly refreshedAt?: number;
	/** Set when the grant can no longer be refreshed: the user must consent again. */
	readonly needsConsent?: {
		readonly reason: string;
		readonly at: number;
	};
}
/** `grant` with its secrets hidden from every printer (the values stay on the object). */
export declare function redacted(grant: OAuthGrant): OAuthGrant;
