/**
 * Lists that name the `--like` entity or its operations (`appliesTo: [sendInvoice]` of a rate limit, `entities:
 * [..., Item, ...]` of the webhook events) gain the new entity's names, in the list's own form (flow: `[a, b]`,
 * block: one `- b` line per name), in order when the list is sorted. A list that is a keyword's value (`tags`, `required`, `enum`, ...) or inside
 * example data is the schema's or the data's, never extended.
 */
import type { Renamer } from './names.ts';
import { dataStart, nameFlags } from './openapi-roles.ts';
import { SPEC_KEYWORDS } from './spec-terms.ts';
import type { Edit } from './text-edits.ts';
import type { SeqAt, YamlSource } from './yaml-source.ts';

/** Edits adding, to each list of scalars that holds one of `names`, the renamed names it does not hold yet. */
export function listEdits(source: YamlSource, names: ReadonlySet<string>, renamer: Renamer, skip: (seq: SeqAt) => boolean = () => false): Edit[] {
  const edits: Edit[] = [];
  for (const seq of source.seqs) {
    if (skip(seq)) continue;
    const key = seq.path[seq.path.length - 1];
    if (typeof key !== 'string' || (SPEC_KEYWORDS.has(key) && !nameFlags(seq.path)[seq.path.length - 1]) || dataStart(seq.path) >= 0) continue;
    const values = seq.items.map((i) => (typeof i.value === 'string' ? i.value : undefined));
    if (values.length === 0 || values.some((v) => v === undefined)) continue;
    const added = [...new Set(values.filter((v): v is string => names.has(v!)).map((v) => renamer.renameName(v)))].filter((v) => !values.includes(v));
    if (added.length === 0) continue;
    // A sorted list stays sorted; otherwise the names go last.
    const sorted = (values as string[]).every((v, i) => i === 0 || values[i - 1]! <= v);
    for (const name of added) {
      const before = sorted ? seq.items.find((item) => (item.value as string) > name) : undefined;
      const anchor = before ?? seq.items[seq.items.length - 1];
      const lineStart = source.text.lastIndexOf('\n', anchor.start - 1) + 1;
      if (seq.flow) {
        edits.push(before ? { start: before.start, end: before.start, text: `${name}, ` } : { start: anchor.end, end: anchor.end, text: `, ${name}` });
      } else {
        const indent = source.text.slice(lineStart, anchor.start);
        const newline = source.text.indexOf('\n', anchor.end - 1);
        const at = before ? lineStart : newline < 0 ? source.text.length : newline + 1;
        edits.push({ start: at, end: at, text: `${indent}${name}\n` });
      }
    }
  }
  return edits;
}
