/**
 * Types of ExampleService 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** XML: each item is a `<string>` element. */
export type ArrayOfString = (string | null)[];

/**
 * XML: each item is a `<Thing>` element.
 *
 * @minItems 1
 * @maxItems 10
 */
export type ArrayOfThing = Thing[];

export interface NotAWrapper {
  /** @minItems 1 */
  values: string[];
  /**
   * XML: written as an attribute.
   *
   * @format int32
   * @minimum -2147483648
   * @maximum 2147483647
   */
  count?: number;
}

export interface Thing {
  name: string;
}

/** XML element `list` in `urn:example:array-of-wrapper`. */
export interface list {
  names?: ArrayOfString;
  things: ArrayOfThing;
  /**
   * XML: each item is a `<id>` element.
   *
   * @minItems 1
   */
  inlineWrapper?: number[];
  other?: NotAWrapper;
}

/** XML element `listResponse` in `urn:example:array-of-wrapper`. */
export interface listResponse {
  listResult?: ArrayOfString;
}
