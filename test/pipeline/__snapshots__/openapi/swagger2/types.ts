/**
 * Types of Swagger 2.0 pets 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** Other properties are allowed too; they are not part of this type. */
export interface AddNoteBody {
  /** @maxLength 500 */
  text: string;
  pinned?: boolean;
}

/** Other properties are allowed too; they are not part of this type. */
export interface Error {
  /** @format int32 */
  code: number;
  message: string;
}

/** Other properties are allowed too; they are not part of this type. */
export interface NewPet {
  name: string;
  tag?: string | null;
}

export type Pet = NewPet & {
  /**
   * Read-only: set by the server.
   *
   * @format int64
   */
  readonly id: number;
};

/** Other properties are allowed too; they are not part of this type. */
export interface UploadPhotoBody {
  file: Uint8Array;
  caption?: string;
}
