/**
 * Types of ExampleService 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** XML element `submit` in `urn:example:sequence-minmax`. */
export interface submit {
  required: string;
  optional?: string;
  explicitOne: string;
  /** @maxItems 3 */
  upToThree?: string[];
  /** @minItems 2 */
  atLeastTwo: string[];
  many?: number[];
  inOptionalSequence?: string;
  inRepeatedSequence: string[];
}

/** XML element `submitResponse` in `urn:example:sequence-minmax`. */
export interface submitResponse {
  submitResult?: string;
}
