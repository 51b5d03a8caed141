/**
 * Types of JSON Schema not 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** Other properties are allowed too; they are not part of this type. */
export interface Account {
  /** Other properties are allowed too; they are not part of this type. */
  owner?: {
    name?: string;
  };
}

/** @minLength 2 */
export type Code = string;

/** An image by URL or by file id, never both (OpenAI's image input shape). */
export type ImageSource = {
  /** @format uri */
  image_url?: string;
  file_id?: string;
} & (
  | {
      image_url: unknown;
    }
  | {
      file_id: unknown;
    }
);

export type NotAString = unknown;

/** Other properties are allowed too; they are not part of this type. */
export interface Reserved {
  name?: string;
}

/** Other properties are allowed too; they are not part of this type. */
export interface ReservedName {
  name: 'root';
}
