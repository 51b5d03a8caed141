/**
 * The spellings of an entity name in a definition (`BankAccount`, `bankAccount`, `bank-accounts`,
 * `bank_account`, `bank account`, ...) and renaming every spelling of one name to the same spelling of another,
 * so a copied definition file reads as if written for the new entity.
 */

/** `BankAccount` -> `['bank', 'account']`; acronyms stay one word (`sendRequestXML` -> send, request, xml). */
export function words(name: string): string[] {
  return (name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+/g) ?? []).map((w) => w.toLowerCase());
}

function plural(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

/** Every spelling, singular and plural, keyed by a stable kind so two names' spellings can be paired. */
export function spellings(name: string): Map<string, string> {
  const singular = words(name);
  if (singular.length === 0) return new Map();
  const forms = new Map<string, string>();
  for (const [number, ws] of [
    ['one', singular],
    ['many', [...singular.slice(0, -1), plural(singular[singular.length - 1])]],
  ] as const) {
    forms.set(`${number}:pascal`, ws.map(cap).join(''));
    forms.set(`${number}:camel`, ws[0] + ws.slice(1).map(cap).join(''));
    forms.set(`${number}:kebab`, ws.join('-'));
    forms.set(`${number}:snake`, ws.join('_'));
    forms.set(`${number}:lower`, ws.join(''));
    forms.set(`${number}:words`, ws.join(' '));
    forms.set(`${number}:title`, ws.map(cap).join(' '));
  }
  // The name as written wins for its own kind (an acronym such as `XMLItem` keeps its case).
  forms.set('one:pascal', name.charAt(0).toUpperCase() + name.slice(1));
  forms.set('one:camel', name.charAt(0).toLowerCase() + name.slice(1));
  return forms;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A renamer from one name to another. A spelling matches where it is not preceded by a letter or digit and not
 * followed by a lower-case letter or digit (`Item`, `ItemUpdate`, `itemId`, `items`, `/item/`; not `itemized`),
 * and a capitalised spelling also as a word of a camel-case name (`createItem`, `SalesItemLine`).
 */
export class Renamer {
  private readonly map = new Map<string, string>();
  private readonly pattern: RegExp;
  private readonly whole: RegExp;

  constructor(
    readonly from: string,
    readonly to: string,
  ) {
    const target = spellings(to);
    for (const [kind, form] of spellings(from)) if (!this.map.has(form)) this.map.set(form, target.get(kind)!);
    const byLength = [...this.map.keys()].sort((a, b) => b.length - a.length);
    const alternatives = byLength.map(escape).join('|');
    // A capitalised spelling also starts a word right after a lower-case letter or digit (`createItem`).
    const capitalised = byLength.filter((f) => /^[A-Z]/.test(f)).map(escape).join('|');
    this.pattern = new RegExp(
      `(?<![A-Za-z0-9])(?:${alternatives})(?![a-z0-9])${capitalised ? `|(?<=[a-z0-9])(?:${capitalised})(?![a-z0-9])` : ''}`,
      'g',
    );
    this.whole = new RegExp(`^(?:${alternatives})(?![a-z0-9])`);
  }

  /** `text` with every spelling of the old name replaced by the same spelling of the new one. */
  rename(text: string): string {
    return text.replace(this.pattern, (m) => this.map.get(m) ?? m);
  }

  /** True when `text` is exactly one spelling of the old name (`Cards`, `bank-account`). */
  isSpelling(text: string): boolean {
    return this.map.has(text);
  }

  /** True when `text` starts with a spelling of the old name (`cards-from-token`, `ChargeRequest`, `item`). */
  startsWithName(text: string): boolean {
    return this.whole.test(text);
  }

  /** True when `text` holds a spelling of the old name anywhere. */
  mentions(text: string): boolean {
    this.pattern.lastIndex = 0;
    const found = this.pattern.test(text);
    this.pattern.lastIndex = 0;
    return found;
  }
}
