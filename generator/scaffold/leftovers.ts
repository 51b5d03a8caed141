/**
 * What a copy still says about the entity it was copied from, for the user to rewrite: the copied examples (the old
 * entity's data), the copied descriptions of the entity, its operations and requests, the descriptions of members
 * and the comments that named it (renamed, but written for the old entity), and names kept because they are not
 * the entity's (`ItemRef`, a member `cardType`). Listed as file:line after a scaffold.
 */
import path from 'node:path';

export type NoteKind = 'example' | 'description' | 'comment' | 'names';

export interface Leftover {
  /** Absolute path of the file as written by the scaffold. */
  file: string;
  /** 1-based line in that file. */
  line: number;
  kind: NoteKind;
  /** The text of that line, trimmed. */
  text: string;
  /** For `names`: the names kept. */
  detail?: string;
}

/** 1-based line of `offset` in `text`, and the text from there to the end of the line (with the next line when
 * that is only a block scalar's indicator or a key whose value follows). */
export function lineAt(text: string, offset: number): { line: number; text: string } {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  const endOf = (from: number) => {
    const end = text.indexOf('\n', from);
    return end < 0 ? text.length : end;
  };
  let snippet = text.slice(offset, endOf(offset)).trim();
  if (/^[>|][-+0-9]*$/.test(snippet) || /:$/.test(snippet)) {
    const next = endOf(offset) + 1;
    const more = next <= text.length ? text.slice(next, endOf(next)).trim() : '';
    snippet = /^[>|]/.test(snippet) ? more : `${snippet} ${more}`.trim();
  }
  return { line, text: snippet };
}

/** The closing list printed after a scaffold (one line per file:line); empty when nothing is left. */
export function formatLeftovers(leftovers: readonly Leftover[], like: string, name: string, cwd = process.cwd()): string {
  if (leftovers.length === 0) return '';
  const byLine = new Map<string, Leftover[]>();
  for (const l of leftovers) {
    const key = `${l.file}\u0000${String(l.line).padStart(8, '0')}`;
    byLine.set(key, [...(byLine.get(key) ?? []), l]);
  }
  const lines = [`copied from ${like} and still about it (rewrite these for ${name}):`];
  for (const key of [...byLine.keys()].sort()) {
    const group = byLine.get(key)!;
    const first = group[0];
    const what = [...new Set(group.map((l) => (l.kind === 'names' ? `names ${like}${l.detail ? ` (${l.detail})` : ''}` : l.kind)))].join(', ');
    const text = first.text.length > 70 ? `${first.text.slice(0, 69)}…` : first.text;
    lines.push(`  ${path.relative(cwd, first.file) || first.file}:${first.line}  ${what}: ${text}`);
  }
  return lines.join('\n');
}
