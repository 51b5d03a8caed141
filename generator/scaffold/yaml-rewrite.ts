/**
 * Rewriting a stretch of a YAML text for a new entity, scalar by scalar: each scalar gets the treatment its role
 * asks for (openapi-roles.ts), comments are renamed as prose, and what the copy still holds of the old entity is
 * collected as notes (leftovers.ts) at offsets of the rewritten text.
 */
import type { Renamer, Style } from './names.ts';
import type { NoteKind } from './leftovers.ts';
import type { Role } from './openapi-roles.ts';
import { applyEdits, type Edit } from './text-edits.ts';
import type { PairAt, ScalarAt, YamlSource } from './yaml-source.ts';

export interface RewriteContext {
  renamer: Renamer;
  /** Names that denote the entity (`createItem`, `ItemResponse`), renamed where prose names them too. */
  known: ReadonlySet<string>;
  /** Style of a bare one-word spelling in names and code (the definition's path segments). */
  bare: Style;
  /** The new `$ref` for a `$ref` of this text. */
  ref: (ref: string) => string;
}

export type ScalarRole = Role | 'path';

export interface RewriteNote {
  offset: number;
  kind: NoteKind;
  detail?: string;
}

/** A path template with the entity renamed: segments in the definition's style, `{cardId}` as a name. */
export function renamePathTemplate(template: string, renamer: Renamer, bare: Style): string {
  return template
    .split('/')
    .map((seg) => (/^\{.*\}$/.test(seg) ? `{${renamer.renameName(seg.slice(1, -1))}}` : renamer.renameName(seg, bare)))
    .join('/');
}

/**
 * `source.text` from `from` to `to` rewritten: `classify` gives each scalar's role, `isExample` marks the pairs
 * whose value is example data (listed, not changed).
 */
export function rewriteYaml(
  source: YamlSource,
  from: number,
  to: number,
  ctx: RewriteContext,
  classify: (scalar: ScalarAt) => ScalarRole,
  isExample: (pair: PairAt) => boolean = () => false,
): { text: string; notes: RewriteNote[] } {
  const { renamer } = ctx;
  const edits: Edit[] = [];
  const notes: { at: number; kind: NoteKind; detail?: string }[] = [];
  const within = (s: { start: number; end: number }) => s.start >= from && s.end <= to;
  for (const scalar of source.scalars) {
    if (!within(scalar)) continue;
    const raw = source.text.slice(scalar.start, scalar.end);
    const role = classify(scalar);
    let next = raw;
    if (role === 'name') next = renamer.renameName(raw, ctx.bare);
    else if (role === 'path') next = raw.replace(scalar.value, () => renamePathTemplate(scalar.value, renamer, ctx.bare));
    else if (role === 'ref') next = raw.replace(scalar.value, () => ctx.ref(scalar.value));
    else if (role === 'prose' || role === 'entity-prose') {
      const renamed = renamer.renameProse(raw, ctx.known, ctx.bare);
      next = renamed.text;
      // The entity's own descriptions are about the old entity; a member's is when it named it (now renamed).
      if (role === 'entity-prose' || (next !== raw && /description/.test(String(scalar.path[scalar.path.length - 1])))) {
        notes.push({ at: scalar.start, kind: 'description' });
      }
      if (renamed.kept.length > 0) notes.push({ at: scalar.start, kind: 'names', detail: [...new Set(renamed.kept)].join(', ') });
    } else if (role === 'keep' && renamer.mentions(raw)) {
      notes.push({ at: scalar.start, kind: 'names', detail: scalar.value });
    }
    if (next !== raw) edits.push({ start: scalar.start, end: scalar.end, text: next });
  }
  for (const comment of source.comments) {
    if (!within(comment)) continue;
    const raw = source.text.slice(comment.start, comment.end);
    const renamed = renamer.renameProse(raw, ctx.known, ctx.bare);
    if (renamed.text === raw && renamed.kept.length === 0) continue;
    notes.push({ at: comment.start, kind: 'comment', detail: renamed.kept.length > 0 ? renamed.kept.join(', ') : undefined });
    if (renamed.text !== raw) edits.push({ start: comment.start, end: comment.end, text: renamed.text });
  }
  // An example is listed at its first value's line (`Name: Garden Supplies`), where its data starts.
  for (const pair of source.pairs) {
    if (!within(pair) || !isExample(pair)) continue;
    const first = source.scalars.find((sc) => !sc.isKey && sc.start > pair.start && sc.end <= pair.end);
    const at = first ? source.text.lastIndexOf('\n', first.start) + 1 : pair.start;
    notes.push({ at: Math.max(at, from), kind: 'example' });
  }
  const slice = source.text.slice(from, to);
  const shifted = edits.map((e) => ({ start: e.start - from, end: e.end - from, text: e.text }));
  const { text, map } = applyEdits(slice, shifted);
  return { text, notes: notes.map((n) => ({ offset: map(n.at - from), kind: n.kind, detail: n.detail })) };
}
