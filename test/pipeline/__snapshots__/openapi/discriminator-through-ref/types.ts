/**
 * Types of Discriminator mapping through a $ref 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/**
 * Defined as `data oneOf 0`.
 *
 * Other properties are allowed too; they are not part of this type.
 */
export interface DataOneOf0 {
  data_type: 'string';
  /** @maxLength 100 */
  value: string;
}

/**
 * Defined as `data oneOf 1`.
 *
 * Other properties are allowed too; they are not part of this type.
 */
export interface DataOneOf1 {
  data_type: 'number';
  value: number;
}

/** Other properties are allowed too; they are not part of this type. */
export interface Field {
  id?: string;
  options?: FieldOption[];
}

/** Other properties are allowed too; they are not part of this type. */
export interface FieldOption {
  data?: DataOneOf0 | DataOneOf1;
}

/** A field whose options are mapped through the allOf entry above. */
export type FieldWithOptions = Field & {
  choice?: DataOneOf0 | DataOneOf1;
};

/** The second variant is inline and no mapping names it, so the discriminator is ignored (a warning). */
export type PartlyMapped =
  | Field
  | {
      kind?: 'other';
    };
