/**
 * Types of Recursive and dynamic references 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** Other properties are allowed too; they are not part of this type. */
export interface ComparisonFilter {
  key: string;
  value: string | number | boolean;
}

export interface CompoundFilter {
  type: 'and' | 'or';
  filters: (ComparisonFilter | CompoundFilter)[];
}

/** Other properties are allowed too; they are not part of this type. */
export interface Menu {
  label?: string;
  /**
   * An anchor on an inline schema names that schema.
   *
   * Other properties are allowed too; they are not part of this type.
   */
  submenu?: {
    title?: string;
    entries?: Submenu[];
  };
}

/**
 * An anchor on an inline schema names that schema.
 *
 * Defined as `submenu`.
 *
 * Other properties are allowed too; they are not part of this type.
 */
export interface Submenu {
  title?: string;
  entries?: Submenu[];
}

/** Other properties are allowed too; they are not part of this type. */
export interface Tree {
  data?: string;
  children?: Tree[];
}
