/**
 * The indefinite article English puts before a word ("a time activity", "an invoice", "a unit", "an hour"),
 * so a renamed sentence keeps a correct one.
 */

/** Words spelled with a vowel that start with a consonant sound. */
const CONSONANT_SOUND = /^(uni|use|usa|usu|uti|uto|ura|ure|euro?|eu|one|once|ubiq)/i;
/** Words spelled with a consonant that start with a vowel sound. */
const VOWEL_SOUND = /^(hour|honest|honou?r|heir)/i;
/** Letters whose names start with a vowel sound, for acronyms read letter by letter (`an XML`, `a URL`). */
const VOWEL_LETTERS = new Set('AEFHILMNORSX');

/** `a` or `an` for the word `next`. */
export function indefiniteArticle(next: string): 'a' | 'an' {
  const word = /^[A-Za-z0-9]+/.exec(next)?.[0] ?? '';
  if (word === '') return 'a';
  if (word.length > 1 && word === word.toUpperCase() && /^[A-Z]/.test(word)) return VOWEL_LETTERS.has(word[0]) ? 'an' : 'a';
  if (VOWEL_SOUND.test(word)) return 'an';
  if (CONSONANT_SOUND.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/**
 * `text` (ending just before a renamed word) with a trailing article made right for `next`: `... an ` + `time
 * activity` -> `... a `; the article's capital is kept.
 */
export function fixTrailingArticle(text: string, next: string): string {
  const m = /(^|[^A-Za-z0-9_])(an?|An?|AN)(\s+)$/.exec(text);
  if (!m) return text;
  const wanted = indefiniteArticle(next);
  const article = m[2];
  const fixed = article === 'AN' ? wanted.toUpperCase() : article[0] === 'A' ? wanted[0].toUpperCase() + wanted.slice(1) : wanted;
  return text.slice(0, m.index + m[1].length) + fixed + m[3];
}
