/**
 * Types of ExampleService 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

export interface Point {
  /**
   * @format int32
   * @minimum -2147483648
   * @maximum 2147483647
   */
  x: number;
  /**
   * @format int32
   * @minimum -2147483648
   * @maximum 2147483647
   */
  y: number;
}

/** XML element `update` in `urn:example:nillable`. */
export interface update {
  nillableRequired: string | null;
  nillableOptional?: string | null;
  notNillable?: string;
  nillablePoint?: Point | null;
  nillableItems?: (number | null)[];
}

/** XML element `updateResponse` in `urn:example:nillable`. */
export type updateResponse = Point | null;
