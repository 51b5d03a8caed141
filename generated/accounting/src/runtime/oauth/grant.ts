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
  readonly needsConsent?: { readonly reason: string; readonly at: number };
}

const SECRET_FIELDS = new Set(['accessToken', 'refreshToken', 'idToken']);

/** `grant` with its secrets hidden from every printer (the values stay on the object). */
export function redacted(grant: OAuthGrant): OAuthGrant {
  const shown = (): Record<string, unknown> =>
    Object.fromEntries(Object.entries(grant).map(([k, v]) => [k, SECRET_FIELDS.has(k) && v !== undefined ? '[redacted]' : v]));
  const view = { ...grant };
  Object.defineProperty(view, 'toJSON', { value: shown, enumerable: false });
  Object.defineProperty(view, Symbol.for('nodejs.util.inspect.custom'), { value: shown, enumerable: false });
  // Not enumerable: spreading or Object.keys shows no token either.
  for (const field of SECRET_FIELDS) {
    if (field in view) Object.defineProperty(view, field, { enumerable: false });
  }
  return Object.freeze(view);
}
