/**
 * Types of ExampleService 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

export interface Item {
  id: string;
  /**
   * XML: written as an attribute.
   *
   * @format int32
   * @minimum -2147483648
   * @maximum 2147483647
   */
  idAttribute: number;
  /**
   * XML: written as an attribute.
   *
   * @default "active"
   */
  status?: 'active' | 'inactive';
  /**
   * XML: written as an attribute.
   *
   * @format int32
   * @minimum -2147483648
   * @maximum 2147483647
   * @default 1
   */
  count?: number;
  /** XML: written as an attribute. */
  version?: '2';
  /** XML: written as an attribute. */
  qualified?: boolean;
  /** XML: written as an attribute. */
  lang?: string;
  /** XML: written as an attribute. */
  langAttribute?: string;
  /** XML: written as an attribute. */
  createdBy?: string;
  /**
   * XML: written as an attribute.
   *
   * @format date-time
   */
  createdAt?: string;
}

/** XML element `put` in `urn:example:attributes`. */
export interface put {
  item: Item;
}

/** XML element `putResponse` in `urn:example:attributes`. */
export interface putResponse {
  putResult?: string;
}
