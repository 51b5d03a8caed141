/**
 * Types of ItemsService 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** XML: each item is a `<Item>` element. */
export type ArrayOfItem = Item[];

export interface Batch {
  items: ArrayOfItem;
}

/** XML element `GetCodes` in `urn:example:message-element-array`. */
export interface GetCodes {
  /** @minItems 1 */
  code: string[];
}

/** XML element `GetCodesResponse` in `urn:example:message-element-array`. */
export interface GetCodesResponse {
  Item?: Item[];
}

export interface Item {
  /**
   * @format int32
   * @minimum -2147483648
   * @maximum 2147483647
   */
  id: number;
  label?: string;
}

/** XML element `SaveItems` in `urn:example:message-element-array`. */
export interface SaveItems {
  Item?: Item[];
}

/** XML element `SaveItemsResponse` in `urn:example:message-element-array`. */
export type SaveItemsResponse = Batch;
