/**
 * Types of WeatherService 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** XML element `lookup` in `urn:example:mixed`. */
export interface lookup {
  zip: string;
}

/** XML element `lookupResponse` in `urn:example:mixed`. */
export interface lookupResponse {
  city?: string;
}
