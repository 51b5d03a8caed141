/**
 * Types of ExampleService 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** XML element `Order` in `urn:example:name-clash-faults`. */
export type Order = OrderType;

/** Defined as `Order`. */
export interface OrderType {
  id: string;
}

/** Defined as `OrderType`. */
export interface OrderType2 {
  code: string;
}

/** XML element `Problem` in `urn:example:name-clash-faults`. */
export interface Problem {
  message: string;
}

/**
 * XML element `my-order` in `urn:example:name-clash-faults`.
 *
 * Defined as `my-order`.
 */
export type my_order = OrderType2;

/** XML element `placeResponse` in `urn:example:name-clash-faults`. */
export interface placeResponse {
  placeResult?: string;
}

/**
 * XML element `string` in `urn:example:name-clash-faults`.
 *
 * Defined as `string`.
 */
export type string_ = string;
