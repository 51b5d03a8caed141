/**
 * The spellings of an entity name in a definition (`BankAccount`, `bankAccount`, `bank-accounts`,
 * `bank_account`, `bank account`, ...) and renaming every spelling of one name to the same spelling of another,
 * so a copied definition file reads as if written for the new entity.
 */
import { fixTrailingArticle } from './articles.ts';
import { SPEC_KEYWORDS, SPEC_TERMS } from './spec-terms.ts';

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

/** How the words of a name are joined: `TimeActivity`, `timeActivity`, `time-activity`, `time_activity`, ... */
export type Style = 'pascal' | 'camel' | 'kebab' | 'snake' | 'lower' | 'words' | 'title';

/** The styles a path segment or a file name can be in, in the order a tie is broken (README, "Adding an entity"). */
export const SEGMENT_STYLES: readonly Style[] = ['lower', 'kebab', 'snake', 'camel', 'pascal'];

type Kind = `${'one' | 'many'}:${Style}`;

/** What a renamed prose text still holds: compound names that spell the old name but are not the entity's. */
export interface ProseRename {
  text: string;
  kept: string[];
}

/**
 * A renamer from one name to another. A spelling matches where it is not preceded by a letter or digit and not
 * followed by a lower-case letter or digit (`Item`, `ItemUpdate`, `itemId`, `items`, `/item/`; not `itemized`),
 * and a capitalised spelling also as a word of a camel-case name (`createItem`, `SalesItemLine`).
 *
 * A one-word old name (`Item`) spells `item` alike in every style; the new one (`TimeActivity`) does not. Its style
 * is then told by what surrounds it: `itemId` -> `timeActivityId`, `item-name` -> `time-activity-name`,
 * `item_id` -> `time_activity_id`, in prose `an item` -> `a time activity`, and a bare `item` (a path segment, a
 * file name) takes the style the caller detected for such names in the definition.
 */
export class Renamer {
  private readonly kinds = new Map<string, Kind[]>();
  private readonly target: Map<string, string>;
  private readonly pattern: RegExp;
  private readonly whole: RegExp;
  private readonly proseToken: RegExp;

  constructor(
    readonly from: string,
    readonly to: string,
  ) {
    this.target = spellings(to);
    for (const [kind, form] of spellings(from)) this.kinds.set(form, [...(this.kinds.get(form) ?? []), kind as Kind]);
    const byLength = [...this.kinds.keys()].sort((a, b) => b.length - a.length);
    const alternatives = byLength.map(escape).join('|');
    // A capitalised spelling also starts a word right after a lower-case letter or digit (`createItem`).
    const capitalised = byLength.filter((f) => /^[A-Z]/.test(f)).map(escape).join('|');
    this.pattern = new RegExp(
      `(?<![A-Za-z0-9])(?:${alternatives})(?![a-z0-9])${capitalised ? `|(?<=[a-z0-9])(?:${capitalised})(?![a-z0-9])` : ''}`,
      'g',
    );
    this.whole = new RegExp(`^(?:${alternatives})(?![a-z0-9])`);
    const spaced = byLength.filter((f) => f.includes(' ')).map(escape).join('|');
    this.proseToken = new RegExp(`${spaced ? `(?<![A-Za-z0-9_-])(?:${spaced})(?![A-Za-z0-9_])|` : ''}[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*`, 'g');
  }

  /** The new spelling for the old spelling `form`, found between `before` and `after`. */
  private spell(form: string, before: string, after: string, prose: boolean, bare: Style): string {
    const kinds = this.kinds.get(form) ?? [];
    const number = kinds[0]?.split(':')[0] ?? 'one';
    const styles = kinds.filter((k) => k.startsWith(`${number}:`)).map((k) => k.split(':')[1] as Style);
    let style: Style;
    if (styles.length <= 1) style = styles[0] ?? 'camel';
    else if (/^[A-Z]/.test(form)) style = styles.includes('pascal') ? 'pascal' : styles[0];
    else if (prose) style = 'words';
    else if (/^[A-Z]/.test(after)) style = 'camel';
    else if (before.endsWith('-') || after.startsWith('-')) style = 'kebab';
    else if (before.endsWith('_') || after.startsWith('_')) style = 'snake';
    else style = bare;
    return this.target.get(`${number}:${style}`) ?? form;
  }

  /**
   * A name that denotes the entity (an operation, a component, a file, a parameter) with every spelling of the old
   * name replaced; a bare lower-case one-word spelling takes `bare` (default camel).
   */
  renameName(text: string, bare: Style = 'camel'): string {
    return text.replace(this.pattern, (m, offset: number) => this.spell(m, text.slice(0, offset), text.slice(offset + m.length), false, bare));
  }

  /** Same as renameName; kept for callers that rename whole texts. */
  rename(text: string): string {
    return this.renameName(text);
  }

  /**
   * Prose with the entity renamed: a word that is a spelling (`item`, `Items`, `bank account`) or a name in
   * `known` (`createItem`, `ItemResponse`) is renamed, an article before it made right (`an item` -> `a time
   * activity`); inside backticks a bare spelling is code and takes `bare` (`.../item` -> `.../timeactivity`).
   * A compound name spelling the old name that is not in `known` (`ItemRef`: another entity's member) is kept,
   * and returned in `kept` so the user can be told. Specification words stay: a keyword in backticks (`items`)
   * and an OpenAPI term ("Path Item").
   */
  renameProse(text: string, known: ReadonlySet<string>, bare: Style): ProseRename {
    const kept: string[] = [];
    const parts = text.split('`');
    const out = parts.map((part, i) => {
      const code = i % 2 === 1;
      const terms = code ? [] : [...part.matchAll(SPEC_TERMS)].map((t) => [t.index, t.index + t[0].length]);
      let result = '';
      let last = 0;
      for (const m of part.matchAll(this.proseToken)) {
        const token = m[0];
        let renamed = token;
        if ((code && SPEC_KEYWORDS.has(token)) || terms.some(([a, b]) => m.index >= a && m.index < b)) continue;
        const before = part.slice(0, m.index);
        if (code && before.endsWith('.') && this.kinds.has(token) && /^[a-z]/.test(token)) {
          kept.push(token); // a member (`ChargeRequest.card`), not the entity
        } else if (this.kinds.has(token)) {
          renamed = this.spell(token, before, part.slice(m.index + token.length), !code, bare);
          // A capitalised one-word name opening a sentence is a common noun there: "Card brand" -> "Time activity brand".
          const opening = i === 0 && /^\s*(?:[>|][-+0-9]*)?\s*['"]?\s*$/.test(before); // the text's start, past a block header or quote
          const sentenceStart = opening || (/(?:[.!?]\s+|\n\s*\n\s*)$/.test(before) && before.trim() !== '');
          if (!code && sentenceStart && /^[A-Z][a-z0-9]*$/.test(token) && (this.kinds.get(token)?.length ?? 0) > 1) {
            const words = this.target.get(token.endsWith('s') && this.kinds.get(token)![0].startsWith('many') ? 'many:words' : 'one:words')!;
            renamed = words.charAt(0).toUpperCase() + words.slice(1);
          }
        } else if (known.has(token)) {
          renamed = this.renameName(token, bare);
        } else if (this.mentions(token)) {
          kept.push(token);
        }
        if (renamed === token) continue;
        result += part.slice(last, m.index);
        if (!code) result = fixTrailingArticle(result, renamed);
        result += renamed;
        last = m.index + token.length;
      }
      return result + part.slice(last);
    });
    return { text: out.join('`'), kept };
  }

  /** True when `text` is exactly one spelling of the old name (`Cards`, `bank-account`). */
  isSpelling(text: string): boolean {
    return this.kinds.has(text);
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
