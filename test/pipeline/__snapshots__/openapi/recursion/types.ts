/**
 * Types of Recursion 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** Other properties are allowed too; they are not part of this type. */
export interface A {
  b?: B;
}

/** Other properties are allowed too; they are not part of this type. */
export interface B {
  a?: A;
}

/** Other properties are allowed too; they are not part of this type. */
export interface Node {
  children?: Node[];
  parent?: Node;
  tree?: Tree;
}

/**
 * Not in components; self-referencing through its file.
 *
 * Defined as `tree`.
 *
 * Other properties are allowed too; they are not part of this type.
 */
export interface Tree {
  branches?: Tree[];
}
