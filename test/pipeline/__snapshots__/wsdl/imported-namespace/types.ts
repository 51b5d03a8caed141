/**
 * Types of ExampleService 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** XML element `Filter` in `urn:example:types`. */
export type Filter = string;

export type Flag = boolean;

/** @maxLength 10 */
export type Key = string;

export interface Record_ {
  key: Key;
  label: string;
}

/** XML element `lookup` in `urn:example:imported-namespace`. */
export interface lookup {
  key: Key;
  Filter?: Filter;
  local: string;
}

/** XML element `lookupResponse` in `urn:example:imported-namespace`. */
export interface lookupResponse {
  record?: Record_;
  inline?: Flag;
}
