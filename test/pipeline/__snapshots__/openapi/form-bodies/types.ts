/**
 * Types of Form bodies 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

export interface Echo {
  [key: string]: unknown;
}

export interface SendMessageBody {
  /** @minLength 3 */
  to: string;
  text: string;
  /**
   * @integer
   * @minimum 1
   */
  count?: number;
  urgent?: boolean;
  tags?: string[];
  ids?: number[];
  filter?: {
    status?: string;
    kind?: string;
  };
}

export interface UploadFileBody {
  file: Uint8Array;
  meta: {
    title: string;
    /** @integer */
    pages?: number;
  };
  labels?: string[];
  /** @integer */
  size?: number;
}
