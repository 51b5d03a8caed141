/**
 * Types of ExampleService 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/**
 * XML element `pay` in `urn:example:choice-all-groups`.
 *
 * Other properties are allowed too; they are not part of this type.
 */
export interface pay {
  card?: string;
  bank?: string;
  onlyAlternative: string;
  tag?: string[];
  label?: string[];
  email?: string;
  phone?: string;
}

/** XML element `payResponse` in `urn:example:choice-all-groups`. */
export interface payResponse {
  status: string;
  reference?: string;
}
