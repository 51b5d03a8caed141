/**
 * Types of Nullable 3.0 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** Other properties are allowed too; they are not part of this type. */
export interface Holder {
  plain?: string | null;
  refNullable?: Item | null;
  anyOfNullable?: Item | null;
  enumWithNull?: 'a' | 'b' | null;
  /**
   * @maximum 10
   * @exclusiveMinimum 0
   */
  exclusive?: number;
}

/** Other properties are allowed too; they are not part of this type. */
export interface Item {
  /** @format int64 */
  id?: number;
}
