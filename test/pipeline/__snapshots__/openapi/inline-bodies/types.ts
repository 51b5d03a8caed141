/**
 * Types of Inline bodies 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** @minItems 1 */
export type AddTagsBody = string[];

/** Other properties are allowed too; they are not part of this type. */
export interface CreateIssueBody {
  /** @minLength 1 */
  title: string;
  labels?: string[];
  /**
   * @integer
   * @minimum 1
   */
  milestone?: number;
}

/** Other properties are allowed too; they are not part of this type. */
export interface Issue {
  /** @integer */
  number: number;
  title: string;
  state?: 'open' | 'closed';
}

/** Other properties are allowed too; they are not part of this type. */
export interface Scale {
  /**
   * @integer
   * @minimum 0
   */
  replicas: number;
}

export interface UpdateIssueBody {
  title?: string;
  state?: 'open' | 'closed';
}
