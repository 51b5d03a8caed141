/**
 * Types of Additional properties 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

export interface AnyValues {
  [key: string]: unknown;
}

export interface Closed {
  a?: string;
}

export interface EmptySchema {
  [key: string]: unknown;
}

/** Other properties are allowed too; they are not part of this type. */
export interface Open {
  a?: string;
}

export interface RefMap {
  [key: string]: Closed;
}

/**
 * @minProperties 1
 * @maxProperties 10
 */
export interface StringMap {
  [key: string]: string;
}

/**
 * No type but properties, so an object.
 *
 * Other properties are allowed too; they are not part of this type.
 */
export interface Untyped {
  x?: number;
}
