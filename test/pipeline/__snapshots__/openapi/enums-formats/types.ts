/**
 * Types of Enums and formats 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** Other properties are allowed too; they are not part of this type. */
export interface Formats {
  /**
   * @format date-time
   * @pattern ^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$
   */
  when?: string;
  /** @format date */
  day?: string;
  /**
   * @format decimal
   * @minLength 1
   * @maxLength 20
   */
  amount?: string;
  /**
   * @format int32
   * @minimum 1
   * @maximum 1000
   */
  count?: number;
  /** @format double */
  ratio?: number;
  /**
   * @minItems 1
   * @maxItems 5
   * @uniqueItems
   */
  tags?: string[];
  /** @deprecated */
  old?: boolean;
  anything?: unknown;
  provenance?: string;
}

export type MixedEnum = 'on' | 1 | true;

/** @integer */
export type Priority = 1 | 2 | 3;

export type Single = 'only';

/**
 * Lifecycle state.
 *
 * @default "draft"
 * @example "open"
 */
export type Status = 'draft' | 'open' | 'paid';
