/**
 * Types of ExampleService 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/**
 * @format decimal
 * @pattern ^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$
 */
export type Amount = string;

/**
 * @pattern ^(?:[A-Z]{3})$
 * @minLength 3
 * @maxLength 3
 */
export type Code = string;

export type Codes = string;

/** A colour. */
export type Color = 'red' | 'green' | 'blue';

export type ColorAlias = Color;

export type Either = Color | number;

/**
 * @minLength 1
 * @maxLength 40
 */
export type Name = string;

/**
 * @format int32
 * @minimum 0
 * @maximum 100
 */
export type Percent = number;

/**
 * @format double
 * @exclusiveMinimum 0
 * @exclusiveMaximum 1000000
 */
export type Positive = number;

/**
 * @format int32
 * @minimum -2147483648
 * @maximum 2147483647
 */
export type Priority = 1 | 2 | 3;

export type WarmColor = 'red';

/** XML element `paint` in `urn:example:simple-restrictions-enums`. */
export interface paint {
  color: Color;
  warm?: WarmColor;
  alias?: ColorAlias;
  code?: Code;
  name?: Name;
  percent?: Percent;
  positive?: Positive;
  priority?: Priority;
  either?: Either;
  codes?: Codes;
  amount?: Amount;
  inline?: 'a' | 'b';
}

/** XML element `paintResponse` in `urn:example:simple-restrictions-enums`. */
export interface paintResponse {
  paintResult?: string;
}
