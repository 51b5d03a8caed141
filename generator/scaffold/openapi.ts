/**
 * Scaffolding an entity in a split OpenAPI definition: what the `--like` entity has (openapi-entities.ts) is copied
 * under the new name, editing the parsed documents at their positions (yaml-source.ts), so only names that denote
 * the entity change (openapi-roles.ts) and never a keyword (`items`, `properties`, `type`).
 *
 * - Its files (path files, and the schemas and parameters they reach named after it) are copied with the entity's
 *   names renamed, `$ref`s into the copies following them, prose renamed with its articles, examples kept.
 * - The root's `paths` and `components` entries pointing into those files are copied after the last of the
 *   entity's in each block (a path in the style of the definition's own paths: `/invoice`, `/bank-accounts`), and
 *   a root tag named after it.
 * - Lists anywhere that name the entity or its operations gain the new names (list-entries.ts:
 *   `appliesTo: [sendInvoice, sendWidget]`, the webhook events' `entities: [..., Widget]`).
 * - A map entry elsewhere keyed by the entity's name that points into its files (the query result's
 *   `Item: { type: array, items: { $ref: ./Item.yaml#/Item } }`) gets a sibling: only its key and `$ref` renamed.
 * - What the copies still say about the old entity is listed (leftovers.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap } from 'yaml';
import { lineAt, type Leftover } from './leftovers.ts';
import { Renamer, type Style } from './names.ts';
import { listEdits } from './list-entries.ts';
import { detectStyle } from './naming-style.ts';
import {
  DATA_FILE,
  dataFiles,
  openApiEntities,
  readRoot,
  referencedPointers,
  refFile,
  rel,
  type Root,
  ownedFiles,
  type RootEntry,
} from './openapi-entities.ts';
import { dataStart, isContainerKey, objectDepth, roleInObject } from './openapi-roles.ts';
import { ScaffoldError, type FileChange, type Plan } from './plan.ts';
import { applyEdits, lineStarts, type Edit } from './text-edits.ts';
import { readYamlSource, type PairAt, type YamlSource } from './yaml-source.ts';
import { renamePathTemplate, rewriteYaml, type RewriteContext, type RewriteNote, type ScalarRole } from './yaml-rewrite.ts';

export { defaultOpenApiEntity } from './openapi-entities.ts';

interface Scaffold {
  root: Root;
  renamer: Renamer;
  owned: ReadonlySet<string>;
  pointers: Map<string, string[][]>;
  /** Style of bare names in paths, and of path file names. */
  pathStyle: Style;
  fileStyle: Style;
  known: Set<string>;
}

export function planOpenApi(rootFile: string, name: string, like: string): Plan {
  const root = readRoot(rootFile);
  const rootDir = path.dirname(root.file);
  const entities = openApiEntities(root);
  const entity = entities.find((e) => e.name === like);
  if (!entity) {
    throw new ScaffoldError(
      `'${like}' is not an entity of ${rel(root.file)} (a components.schemas entry in a file of its name, with path items in files of its name)`,
      `Entities: ${entities.map((e) => e.name).join(', ') || 'none'}.`,
    );
  }
  const existing = root.entries.find((e) => e.block === 'components/schemas' && e.key === name);
  if (existing) {
    throw new ScaffoldError(
      `entity '${name}' already exists in components.schemas of ${rel(root.file)}:${existing.first + 1}`,
      `Choose another name, or edit ${name} where it is.`,
    );
  }
  const renamer = new Renamer(like, name);
  const segments = (key: string) => key.split('/').filter((s) => s !== '' && !s.startsWith('{'));
  const pathStyle = detectStyle(entities.map((e) => ({ entity: e.name, texts: e.paths.flatMap((p) => segments(p.entry.key)) }))) ?? 'lower';
  const fileStyle =
    detectStyle(entities.map((e) => ({ entity: e.name, texts: e.paths.map((p) => path.basename(p.entry.file!).replace(DATA_FILE, '')) }))) ?? pathStyle;
  const s: Scaffold = {
    root,
    renamer,
    owned: ownedFiles(entity.paths, renamer, rootDir),
    pointers: referencedPointers(root.file),
    pathStyle,
    fileStyle,
    known: new Set(),
  };

  // The root's entries to copy, refused when a copy's key is taken.
  const newKey = (e: RootEntry) => (e.block === 'paths' ? renamePathTemplate(e.key, renamer, pathStyle) : renamer.renameName(e.key, pathStyle));
  const copied = root.entries.filter(
    (e) =>
      (e.block === 'paths' ? entity.paths.some((p) => p.entry === e) : e.block !== 'tags' && e.file !== undefined && s.owned.has(e.file)) &&
      newKey(e) !== e.key,
  );
  const tags = root.entries.filter((e) => e.block === 'tags' && renamer.isSpelling(e.key));
  for (const e of [...copied, ...tags]) {
    const other = root.entries.find((o) => o.block === e.block && o.key === newKey(e));
    if (other) {
      throw new ScaffoldError(
        `'${newKey(e)}' already exists in ${e.block.replace('/', '.')} of ${rel(root.file)}:${other.first + 1}`,
        `Choose another name than '${name}'.`,
      );
    }
  }
  collectKnownNames(s, [...copied, ...tags], entity.paths.flatMap((p) => p.operations.map((o) => o.name)));

  const changes: FileChange[] = [];
  const leftovers: Leftover[] = [];
  const record = (file: string, text: string, notes: RewriteNote[], base = 0) => {
    for (const n of notes) {
      const at = lineAt(text, base + n.offset);
      leftovers.push({ file, line: at.line, kind: n.kind, text: at.text, detail: n.detail });
    }
  };
  for (const file of [...s.owned].sort()) {
    const target = copiedFileName(file, s);
    if (existsSync(target)) throw new ScaffoldError(`${rel(target)} already exists`, `Choose another name than '${name}'.`);
    const { text, notes } = rewriteOwnedFile(file, s);
    changes.push({ path: target, after: text, from: file });
    record(target, text, notes);
  }

  const listed = new Set([like, ...entity.paths.flatMap((p) => p.operations.map((o) => o.name))]);
  const rootChange = rewriteRoot(s, copied, tags, listed);
  changes.push({ path: root.file, before: root.source.text, after: rootChange.text });
  for (const n of rootChange.notes) record(root.file, rootChange.text, [n]);

  for (const file of dataFiles(rootDir)) {
    if (file === root.file || s.owned.has(file)) continue;
    const text = readFileSync(file, 'utf8');
    const source = readYamlSource(text);
    const edits = [...addIndexEntries(source, file, like, entities.map((e) => e.name), s), ...listEdits(source, listed, renamer)];
    if (edits.length > 0) changes.push({ path: file, before: text, after: applyEdits(text, edits).text });
  }
  return { changes, leftovers };
}

/** Where a copied file goes: its name with the entity renamed, in the definition's style for bare names. */
function copiedFileName(file: string, s: Scaffold): string {
  const ext = path.extname(file);
  const stem = path.basename(file, ext);
  return path.join(path.dirname(file), s.renamer.renameName(stem, s.fileStyle) + ext);
}

/** A `$ref` of `from`: into a copied file it follows the copy (file and fragment renamed); otherwise it stays. */
function renameRef(from: string, ref: string, s: Scaffold): string {
  const hash = ref.indexOf('#');
  const filePart = hash < 0 ? ref : ref.slice(0, hash);
  const fragment = hash < 0 ? '' : ref.slice(hash + 1);
  const target = filePart === '' ? from : refFile(from, filePart);
  if (target === undefined || !s.owned.has(target)) return ref;
  const slash = filePart.lastIndexOf('/');
  const file = filePart === '' ? '' : filePart.slice(0, slash + 1) + path.basename(copiedFileName(target, s));
  const pointer = fragment === '' ? '' : `#${fragment.split('/').map((seg) => s.renamer.renameName(seg, s.pathStyle)).join('/')}`;
  return file + pointer;
}

function context(s: Scaffold, file: string): RewriteContext {
  return { renamer: s.renamer, known: s.known, bare: s.pathStyle, ref: (ref) => renameRef(file, ref, s) };
}

/** The role of a scalar of a copied file: container keys of referenced objects are names, the rest by position. */
function ownedRole(s: Scaffold, file: string) {
  const pointers = s.pointers.get(file) ?? [];
  return (scalar: YamlSource['scalars'][number]): ScalarRole => {
    if (scalar.isKey && isContainerKey(scalar.path, pointers)) return 'name';
    const depth = objectDepth(scalar.path, pointers.length > 0 ? pointers : [[]]);
    return roleInObject(scalar, scalar.path.slice(depth), s.renamer);
  };
}

function rewriteOwnedFile(file: string, s: Scaffold): { text: string; notes: RewriteNote[] } {
  const source = readYamlSource(readFileSync(file, 'utf8'));
  const pointers = s.pointers.get(file) ?? [];
  const isExample = (pair: PairAt) => {
    const rel = pair.path.slice(objectDepth(pair.path, pointers.length > 0 ? pointers : [[]]));
    const at = dataStart(rel);
    return at === rel.length - 1 && (pair.key === 'example' || pair.key === 'examples');
  };
  return rewriteYaml(source, 0, source.text.length, context(s, file), ownedRole(s, file), isExample);
}

/** Names in the copied files and root entries that denote the entity; prose that names them is renamed too. */
function collectKnownNames(s: Scaffold, entries: readonly RootEntry[], operations: readonly string[]): void {
  const add = (v: string) => {
    if (s.renamer.mentions(v)) s.known.add(v);
  };
  for (const op of operations) add(op);
  for (const e of entries) if (e.block !== 'paths') add(e.key);
  for (const file of s.owned) {
    add(path.basename(file, path.extname(file)));
    const source = readYamlSource(readFileSync(file, 'utf8'));
    const role = ownedRole(s, file);
    for (const scalar of source.scalars) if (role(scalar) === 'name') add(scalar.value);
  }
}

/** Offset of the start of the line after the one holding `offset`. */
function nextLineStart(text: string, offset: number): number {
  const newline = text.indexOf('\n', offset);
  return newline < 0 ? text.length : newline + 1;
}

/** The root with the copied entries inserted after the entity's own, and the entity's names added to lists. */
function rewriteRoot(s: Scaffold, copied: readonly RootEntry[], tags: readonly RootEntry[], listed: ReadonlySet<string>) {
  const { source } = s.root;
  const starts = lineStarts(source.text);
  const ctx = context(s, s.root.file);
  const edits: Edit[] = [];
  const inserted: { at: number; notes: RewriteNote[] }[] = [];
  const all = [...copied, ...tags];
  for (const block of new Set(all.map((e) => e.block))) {
    const same = all.filter((e) => e.block === block);
    const at = nextLineStart(source.text, Math.max(...same.map((e) => e.end - 1)));
    let text = '';
    const notes: RewriteNote[] = [];
    for (const e of same) {
      const from = starts[e.first];
      const to = nextLineStart(source.text, e.end - 1);
      const copy = rewriteYaml(source, from, to, ctx, (scalar) => rootRole(scalar.path, scalar.isKey));
      notes.push(...copy.notes.map((n) => ({ ...n, offset: n.offset + text.length })));
      text += copy.text.endsWith('\n') ? copy.text : `${copy.text}\n`;
    }
    edits.push({ start: at, end: at, text });
    inserted.push({ at, notes });
  }
  // Lists naming the entity or its operations, outside the copies, gain the new names.
  edits.push(...listEdits(source, listed, s.renamer, (seq) => all.some((e) => seq.start >= e.start && seq.end <= e.end)));
  const { text, map } = applyEdits(source.text, edits);
  const notes = inserted.flatMap((i) => i.notes.map((n) => ({ ...n, offset: map(i.at) + n.offset })));
  return { text, notes };
}

/** Roles in the root's copied entries: the key (a path in the definition's style), `$ref`s, a tag's name and prose. */
function rootRole(p: YamlSource['scalars'][number]['path'], isKey: boolean): ScalarRole {
  const last = p[p.length - 1];
  if (isKey && p.length === 2 && p[0] === 'paths') return 'path';
  if (isKey && p.length === 3 && p[0] === 'components') return 'name';
  if (!isKey && last === '$ref') return 'ref';
  if (p[0] === 'tags' && !isKey && last === 'name') return 'name';
  if (p[0] === 'tags' && !isKey && last === 'description') return 'prose';
  return 'keep';
}

/**
 * Entries elsewhere keyed by the entity's name whose value points into its files (the query result's member per
 * entity) get a sibling for the new entity: the key and `$ref`s renamed, nothing else. Kept sorted when the
 * entity entries of that map are sorted, else right after the entity's.
 */
function addIndexEntries(source: YamlSource, file: string, like: string, entities: readonly string[], s: Scaffold): Edit[] {
  const ctx = context(s, file);
  const starts = lineStarts(source.text);
  const edits: Edit[] = [];
  const newKey = s.renamer.renameName(like, s.pathStyle);
  for (const pair of source.pairs) {
    if (pair.key !== like || !pair.block || !isMap(pair.value)) continue;
    const refs = source.scalars.filter((sc) => !sc.isKey && sc.path[sc.path.length - 1] === '$ref' && sc.start >= pair.start && sc.end <= pair.end);
    if (!refs.some((r) => s.owned.has(refFile(file, r.value) ?? ''))) continue;
    const parent = pair.path.slice(0, -1);
    const siblings = source.pairs.filter((p) => p.path.length === pair.path.length && parent.every((seg, i) => p.path[i] === seg));
    if (siblings.some((p) => p.key === newKey)) continue;
    const from = starts[source.line(pair.start) - 1];
    const to = nextLineStart(source.text, pair.end - 1);
    const copy = rewriteYaml(source, from, to, ctx, (sc) => {
      if (sc.isKey && sc.start === pair.start) return 'name';
      return !sc.isKey && sc.path[sc.path.length - 1] === '$ref' ? 'ref' : 'keep';
    });
    const entries = siblings.filter((p) => entities.includes(p.key));
    const sorted = entries.every((p, i) => i === 0 || entries[i - 1].key <= p.key);
    let at = to;
    if (sorted) {
      const after = entries.find((p) => p.key > newKey);
      const before = [...entries].reverse().find((p) => p.key < newKey);
      at = after ? starts[source.line(after.start) - 1] : before ? nextLineStart(source.text, before.end - 1) : to;
    }
    edits.push({ start: at, end: at, text: copy.text.endsWith('\n') ? copy.text : `${copy.text}\n` });
  }
  return edits;
}
