/**
 * Turning names written in a definition into safe TypeScript identifiers and slugs (the rules themselves
 * live in model/naming.ts, shared with the WSDL parser and the emitters).
 */
import { camelCase, identifier, isIdentifier, pascalCase, RESERVED_WORDS } from '../../model/naming.ts';
import { shortName } from '../package-name.ts';

/** A schema key as a type name: PascalCase of its words (`issuing.card` -> `IssuingCard`, `Pet` stays). */
export function toTypeName(key: string): string {
  // Not checked against reserved words: they are lower-case, PascalCase is not (the symbol table checks again).
  return identifier(pascalCase(key), { empty: 'Type', reserved: new Set() });
}

/** An operationId as a method name: kept when already a valid identifier, else camelCase of its words. */
export function toMemberName(id: string): string {
  if (isIdentifier(id) && !RESERVED_WORDS.has(id)) return id;
  return identifier(camelCase(id));
}

/** A short selection name (`Production server` -> `production-server`). */
export function toSlug(text: string): string {
  return shortName(text);
}
