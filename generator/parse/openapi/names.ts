/** Turning names written in a definition into safe TypeScript identifiers and package names. */

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Words TypeScript rejects as a variable or method name in strict mode. */
const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if import in instanceof new null return super switch this throw true try typeof var void while with ' +
    'implements interface let package private protected public static yield await'
  ).split(' '),
);

function words(text: string): string[] {
  return text.split(/[^A-Za-z0-9]+/).filter((w) => w.length > 0);
}

/** A schema key as a type name: PascalCase of its words (`issuing.card` -> `IssuingCard`, `Pet` stays). */
export function toTypeName(key: string): string {
  const name = words(key)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
  if (name === '') return 'Type';
  return /^[0-9]/.test(name) ? `_${name}` : name;
}

/** An operationId as a method name: kept when already a valid identifier, else camelCase of its words. */
export function toMemberName(id: string): string {
  if (IDENTIFIER.test(id) && !RESERVED.has(id)) return id;
  const parts = words(id);
  if (parts.length === 0) return '_';
  const name = parts
    .map((w, i) => (i === 0 ? w[0].toLowerCase() + w.slice(1) : w[0].toUpperCase() + w.slice(1)))
    .join('');
  const safe = /^[0-9]/.test(name) ? `_${name}` : name;
  return RESERVED.has(safe) ? `${safe}_` : safe;
}

/** A short npm-safe package name: lowercase, `[a-z0-9-]`. */
export function toPackageName(text: string): string {
  const name = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return name === '' ? 'api' : name;
}

/** A short selection name (`Production server` -> `production-server`). */
export function toSlug(text: string): string {
  return toPackageName(text);
}
