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

/** XML element `forecast` in `urn:example:mixed`. */
export interface forecast {
  /**
   * @format decimal
   * @pattern ^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$
   */
  latitude: string;
  /**
   * @format decimal
   * @pattern ^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$
   */
  longitude: string;
}

/** XML element `forecastResponse` in `urn:example:mixed`. */
export interface forecastResponse {
  dwmlOut: string;
}

/** XML element `forecastLiteral` in `urn:example:mixed`. */
export interface forecastLiteral {
  /**
   * @format decimal
   * @pattern ^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$
   */
  latitude: string;
  /**
   * @format decimal
   * @pattern ^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$
   */
  longitude: string;
}

/** XML element `forecastLiteralResponse` in `urn:example:mixed`. */
export interface forecastLiteralResponse {
  dwmlOut: string;
}
