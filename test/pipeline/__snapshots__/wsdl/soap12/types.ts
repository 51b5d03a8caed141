/**
 * Types of ExampleService 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** XML element `ping` in `urn:example:soap12`. */
export type ping = Record<string, never>;

/** XML element `pingResponse` in `urn:example:soap12`. */
export interface pingResponse {
  pingResult?: string;
}
