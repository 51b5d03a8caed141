/**
 * Types of Calc 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** XML element `Add` in `http://example.test/dual/`. */
export interface Add {
  /**
   * @format int32
   * @minimum -2147483648
   * @maximum 2147483647
   */
  a: number;
  /**
   * @format int32
   * @minimum -2147483648
   * @maximum 2147483647
   */
  b: number;
}

/** XML element `AddResponse` in `http://example.test/dual/`. */
export interface AddResponse {
  /**
   * @format int32
   * @minimum -2147483648
   * @maximum 2147483647
   */
  AddResult: number;
}

/**
 * XML element `int` in `http://example.test/dual/`.
 *
 * @format int32
 * @minimum -2147483648
 * @maximum 2147483647
 */
export type int = number;
