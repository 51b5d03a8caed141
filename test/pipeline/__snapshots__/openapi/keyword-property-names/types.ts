/**
 * Types of Keyword property names 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** Other properties are allowed too; they are not part of this type. */
export interface SchemaProps {
  $ref: string;
  $schema?: string;
  properties?: {
    [key: string]: SchemaProps;
  };
  not?: SchemaProps;
  enum?: unknown[];
}
