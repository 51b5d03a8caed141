/**
 * Types of ExampleService 2.3.1.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/**
 * Request of get.
 * Second line.
 *
 * XML element `get` in `urn:example:documentation`.
 */
export interface get {
  /**
   * Seed text.
   *
   * [x-svc-source: public] Filled from public behaviour.
   */
  key: string;
}

/** XML element `getResponse` in `urn:example:documentation`. */
export interface getResponse {
  getResult?: string;
}
