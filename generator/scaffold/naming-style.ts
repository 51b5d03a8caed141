/**
 * The style a definition writes entity names in where they stand bare, detected from the definition itself: the
 * path segments of its entities (`/invoice`: lower case; `/bank-accounts`: kebab case) and the names of their path
 * files (`invoice.yaml`, `bank-account.yaml`). A new entity's segment and file follow it.
 */
import { SEGMENT_STYLES, spellings, type Style } from './names.ts';

/** One existing entity and the texts that may spell it (path segments, file names without extension). */
export interface StyleSample {
  entity: string;
  texts: string[];
}

/** True when `text` is, or starts with, the entity spelled in `style` (singular or plural), as a whole word. */
function spells(entity: string, text: string, style: Style): boolean {
  const forms = spellings(entity);
  return (['one', 'many'] as const).some((number) => {
    const form = forms.get(`${number}:${style}`);
    return form !== undefined && text.startsWith(form) && !/[A-Za-z0-9]/.test(text.charAt(form.length));
  });
}

/**
 * The style most entities' texts are written in. One-word entities fit several styles alike (`invoice` is lower,
 * kebab, snake and camel case); a tie goes to the first of SEGMENT_STYLES (lower case: the name as written, lower-
 * cased). `undefined` when no text spells its entity.
 */
export function detectStyle(samples: readonly StyleSample[]): Style | undefined {
  let best: { style: Style; count: number } | undefined;
  for (const style of SEGMENT_STYLES) {
    const count = samples.filter((s) => s.texts.some((t) => spells(s.entity, t, style))).length;
    if (count > 0 && (!best || count > best.count)) best = { style, count };
  }
  return best?.style;
}
