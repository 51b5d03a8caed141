/**
 * Types of Refs across files 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** Other properties are allowed too; they are not part of this type. */
export interface Local {
  thing?: Thing;
}

/** Other properties are allowed too; they are not part of this type. */
export interface Owner {
  name?: string;
}

/** Not registered in the root components, so it is named after its key. */
export type Tag = string;

/** Other properties are allowed too; they are not part of this type. */
export interface Thing {
  id: string;
  owner?: Owner;
  tag?: Tag;
  chained?: Owner;
}

export type ThingAlias = Thing;
