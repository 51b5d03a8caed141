/**
 * Types of Schema names that become one type name 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** Defined as `line_item`. */
export type LineItem = string;

/** A schema already named like the next number; the collision skips it. */
export type LineItem2 = boolean;

/**
 * Defined as `line-item`.
 *
 * @integer
 */
export type LineItem3 = number;

/** Other properties are allowed too; they are not part of this type. */
export interface User {
  /** @integer */
  id?: number;
}

/**
 * Written first, but not exactly as the type name, so it takes the number.
 *
 * Defined as `user`.
 *
 * Other properties are allowed too; they are not part of this type.
 */
export interface User2 {
  login?: string;
}
