/**
 * Types of Runtime type names 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** Other properties are allowed too; they are not part of this type. */
export interface AccessToken {
  access_token: string;
  /** @integer */
  expires_in?: number;
}

/** Other properties are allowed too; they are not part of this type. */
export interface HttpClient {
  id?: string;
}

/** Other properties are allowed too; they are not part of this type. */
export interface RetryOptions {
  grant_type?: string;
  client?: HttpClient;
}
