/**
 * Types of Binary media 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** Other properties are allowed too; they are not part of this type. */
export interface Document {
  name?: string;
}

/** Other properties are allowed too; they are not part of this type. */
export interface PutDocumentBody {
  file?: Uint8Array;
}
