/**
 * Types of Read and write only 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** Other properties are allowed too; they are not part of this type. */
export interface Account {
  /**
   * Assigned by the server.
   *
   * Read-only: set by the server.
   */
  readonly id: string;
  name: string;
  /** Write-only: sent by clients, never returned by the server (hence optional here). */
  password?: string;
  /** Read-only: set by the server. */
  readonly meta?: Meta;
}

/** Other properties are allowed too; they are not part of this type. */
export interface Meta {
  /**
   * Read-only: set by the server.
   *
   * @format date-time
   */
  readonly created?: string;
}
