/**
 * Types of Compositions 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** Other properties are allowed too; they are not part of this type. */
export interface Base {
  kind: string;
}

export type Cat = Base & {
  meows?: boolean;
};

export type Dog = Base & {
  barks?: boolean;
};

/** A union of inline shapes without a discriminator. */
export type Mixed = string | number[];

export type PetImplicit = (Cat & { kind: 'Cat' }) | (Dog & { kind: 'Dog' });

export type PetMapped = (Cat & { kind: 'cat' }) | (Dog & { kind: 'dog' });
