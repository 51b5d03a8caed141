/**
 * Types of Nullable 3.1 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** Other properties are allowed too; they are not part of this type. */
export interface Holder {
  /** @maxLength 10 */
  typeArray?: string | null;
  oneOfNull?: Item | null;
  multi?: string | number;
  onlyNull?: null;
  /**
   * @integer
   * @exclusiveMinimum 0
   * @exclusiveMaximum 100
   * @multipleOf 5
   */
  exclusive?: number;
  constant?: 'fixed';
  /**
   * @example "one"
   * @example "two"
   */
  examples?: string;
}

/** Other properties are allowed too; they are not part of this type. */
export interface Item {
  id?: string;
}
