/**
 * Types of Query styles 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** Other properties are allowed too; they are not part of this type. */
export interface Filter {
  status?: 'open' | 'closed';
  /** Other properties are allowed too; they are not part of this type. */
  owner?: {
    name?: string;
  };
}
