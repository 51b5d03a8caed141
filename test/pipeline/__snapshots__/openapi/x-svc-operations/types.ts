/**
 * Types of Variant operations 2.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** Other properties are allowed too; they are not part of this type. */
export interface DeleteRequest {
  id: string;
}

/** Other properties are allowed too; they are not part of this type. */
export interface DeleteResponse {
  status?: string;
}

/** Other properties are allowed too; they are not part of this type. */
export interface Fault {
  message?: string;
}

/** Other properties are allowed too; they are not part of this type. */
export interface Widget {
  /** Read-only: set by the server. */
  readonly id?: string;
  name?: string;
}

/**
 * Write shape of {@link Widget}: what requests send (create/update input), without read-only properties.
 *
 * Other properties are allowed too; they are not part of this type.
 */
export interface WidgetWrite {
  name?: string;
}

/** Other properties are allowed too; they are not part of this type. */
export interface WidgetResponse {
  Widget?: Widget;
  /** @format date-time */
  time?: string;
}
