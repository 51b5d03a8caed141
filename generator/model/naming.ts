/**
 * Names written in a definition (schema keys, operationIds, XML local names, package names) turned into
 * TypeScript identifiers: one set of reserved words, one rule for leading digits, one word splitter. Parsers and
 * emitters name things only through this module, so a name that works in one place works in all (a package named
 * `3d-secure` gives `Svc3dSecureClient` for REST as for SOAP).
 */

/** Words strict-mode JavaScript rejects as a binding name (a variable, parameter, class or function name). */
export const RESERVED_WORDS: ReadonlySet<string> = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if import in instanceof new null return super switch this throw true try typeof var void while with ' +
    'implements interface let package private protected public static yield await'
  ).split(' '),
);

/** TypeScript's predefined type names: a type declared with one of these names does not compile. */
export const PREDEFINED_TYPES: ReadonlySet<string> = new Set(
  'any unknown never number string boolean symbol object bigint undefined void null'.split(' '),
);

/** Keywords of TypeScript's type syntax, kept out of type names so a declaration never reads as an operator. */
export const TYPE_KEYWORDS: ReadonlySet<string> = new Set('type keyof readonly infer is asserts unique'.split(' '));

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Whether `text` is an identifier as written (letters, digits, `_`, `$`; no leading digit). */
export function isIdentifier(text: string): boolean {
  return IDENTIFIER.test(text);
}

/** What separates words: anything but ASCII letters and digits. */
const SEPARATORS = /[^A-Za-z0-9]+/;

/**
 * The words of a name: runs of ASCII letters and digits (`issuing.card` -> `issuing`, `card`). `separators`
 * says otherwise (parameter names keep `_` and `$` inside their words).
 */
export function words(text: string, separators: RegExp = SEPARATORS): string[] {
  return text.split(separators).filter((w) => w !== '');
}

const upperFirst = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);
const lowerFirst = (w: string): string => w.charAt(0).toLowerCase() + w.slice(1);

/** Words joined, each capitalised (`my-api` -> `MyApi`). May be empty or start with a digit: see `identifier`. */
export function pascalCase(text: string): string {
  return words(text).map(upperFirst).join('');
}

/** Words joined, the first lower-cased and the others capitalised (`Customer-Ref` -> `customerRef`). */
export function camelCase(text: string, separators: RegExp = SEPARATORS): string {
  return words(text, separators)
    .map((w, i) => (i === 0 ? lowerFirst(w) : upperFirst(w)))
    .join('');
}

export interface IdentifierRules {
  /** What an empty name becomes. */
  empty: string;
  /** Put before a name that starts with a digit. */
  digitPrefix: string;
  /** Names that must not be used as they are. */
  reserved: ReadonlySet<string>;
  /** Put after a reserved name. */
  reservedSuffix: string;
}

const DEFAULT_RULES: IdentifierRules = { empty: '_', digitPrefix: '_', reserved: RESERVED_WORDS, reservedSuffix: '_' };

/**
 * A usable identifier from text that is already one word-wise (the output of `pascalCase`, say): characters other
 * than letters, digits, `_` and `$` become `_`, an empty name becomes `rules.empty`, a leading digit gets
 * `rules.digitPrefix`, a reserved name `rules.reservedSuffix`.
 */
export function identifier(raw: string, rules: Partial<IdentifierRules> = {}): string {
  const { empty, digitPrefix, reserved, reservedSuffix } = { ...DEFAULT_RULES, ...rules };
  const cleaned = raw.replace(/[^A-Za-z0-9_$]/g, '_');
  const safe = cleaned === '' ? empty : /^[0-9]/.test(cleaned) ? `${digitPrefix}${cleaned}` : cleaned;
  return reserved.has(safe) ? `${safe}${reservedSuffix}` : safe;
}

/**
 * The stem of every identifier a package exports for its API (`<Stem>Client`, `create<Stem>Server`), from the
 * package name: PascalCase, and `Svc` before a leading digit or in place of an empty name (`3d-secure` ->
 * `Svc3dSecure`), which reads better in a class name than `_`.
 */
export function packageStem(packageName: string): string {
  return identifier(pascalCase(packageName), { empty: 'Svc', digitPrefix: 'Svc' });
}

/** The stem with a lower-case first letter, for values (`svc3dSecureWsdl`, `connectorWsdl`). */
export function packageValueStem(packageName: string): string {
  return lowerFirst(packageStem(packageName));
}

/** A property key as written in an object literal or type: bare when it is an identifier, quoted otherwise. */
export function propertyKey(name: string): string {
  return isIdentifier(name) ? name : `'${name.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** A single-quoted string literal of `text`. */
export function quoted(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;
}

/** `object.name`, or `object['name']` when the name is not an identifier. */
export function memberAccess(object: string, name: string): string {
  return isIdentifier(name) ? `${object}.${name}` : `${object}[${quoted(name)}]`;
}
