/**
 * Types of ExampleService 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** XML element `Address` in `urn:example:element-refs`. */
export interface Address {
  street: string;
}

/** XML element `Note` in `urn:example:element-refs`. */
export type Note = string;

/** XML element `register` in `urn:example:element-refs`. */
export interface register {
  Address: Address;
  /** Free notes. */
  Note?: Note[];
}

/** XML element `registerResponse` in `urn:example:element-refs`. */
export interface registerResponse {
  registerResult?: string;
}
