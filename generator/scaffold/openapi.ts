/**
 * Scaffolding an entity in a split OpenAPI definition: what the `--like` entity has is read off the definition,
 * never from a list of known entities, and copied under the new name.
 *
 * - Its path items: every `paths` entry of the root whose file is named after the entity (`item.yaml`,
 *   `cards-from-token.yaml`, `charge-capture.yaml`) and whose operations are all named after it (so
 *   `charge-refund.yaml`, holding `readRefund`, stays with the refunds).
 * - Its files: those path files, and every file they reach through `$ref`s whose name starts with the entity's
 *   (`schemas/Item.yaml`, `parameters/CardId.yaml`, `schemas/CardList.yaml`), copied with every spelling of the
 *   name changed (`Item` -> `Widget`, `itemId` -> `widgetId`, `bank-accounts` -> `widgets`, `x-svc-result`).
 *   `$ref`s into the copied files follow them; `$ref`s to shared files stay.
 * - The root's lines: each `paths` and `components` entry pointing into those files, inserted after the last
 *   entry of the entity in the same block; a root tag named after it; the entity's operation names in flow
 *   lists (`appliesTo: [sendInvoice]`).
 * - Index lines in other files: a one-line entry keyed by the entity's name that points into its files
 *   (`Item: { type: array, items: { $ref: ./Item.yaml#/Item } }` in the query result).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Node as YamlNode, Pair } from 'yaml';
import { Renamer } from './names.ts';
import { ScaffoldError, type FileChange, type Plan } from './plan.ts';

interface RootEntry {
  /** `paths`, `components/schemas`, `tags`, ... */
  block: string;
  key: string;
  /** Absolute file the entry's `$ref` names (without the fragment). */
  file?: string;
  fragment: string;
  /** 0-based first and last line of the entry in the root text. */
  first: number;
  last: number;
}

const DATA_FILE = /\.(ya?ml|json)$/i;

/** Entities of a definition: component schemas whose file is named like them and that own a path item. */
export function openApiEntities(rootFile: string): { name: string; score: number }[] {
  dataCache.clear();
  const root = readRoot(rootFile);
  const out: { name: string; score: number }[] = [];
  for (const e of root.entries) {
    if (e.block !== 'components/schemas' || !e.file) continue;
    if (path.basename(e.file).replace(DATA_FILE, '') !== e.key) continue;
    if (out.some((o) => o.name === e.key)) continue;
    const owned = ownedPathEntries(root.entries, new Renamer(e.key, e.key));
    if (owned.length === 0) continue;
    const ops = owned.flatMap((p) => p.operations);
    out.push({ name: e.key, score: ops.length + new Set(ops.map((o) => o.method)).size });
  }
  return out;
}

/** The default `--like`: the entity with the most operations and HTTP methods, the first on a tie. */
export function defaultOpenApiEntity(rootFile: string): string | undefined {
  let best: { name: string; score: number } | undefined;
  for (const e of openApiEntities(rootFile)) if (!best || e.score > best.score) best = e;
  return best?.name;
}

export function planOpenApi(rootFile: string, name: string, like: string): Plan {
  const rootAbs = path.resolve(rootFile);
  const rootDir = path.dirname(rootAbs);
  const root = readRoot(rootAbs);
  const renamer = new Renamer(like, name);
  const entities = openApiEntities(rootAbs).map((e) => e.name);
  if (!entities.includes(like)) {
    throw new ScaffoldError(
      `'${like}' is not an entity of ${rel(rootAbs)} (a components.schemas entry in a file of its name, with path items in files of its name)`,
      `Entities: ${entities.join(', ') || 'none'}.`,
    );
  }
  const existing = root.entries.find((e) => e.block === 'components/schemas' && e.key === name);
  if (existing) {
    throw new ScaffoldError(
      `entity '${name}' already exists in components.schemas of ${rel(rootAbs)}:${existing.first + 1}`,
      `Choose another name, or edit ${name} where it is.`,
    );
  }
  const pathEntries = ownedPathEntries(root.entries, renamer);

  // The entity's files: its path files and what they reach whose names start with the entity's.
  const owned = new Set(pathEntries.map((p) => p.entry.file!));
  const queue = [...owned];
  while (queue.length > 0) {
    const file = queue.pop()!;
    for (const ref of refsIn(readData(file))) {
      const target = refFile(file, ref);
      if (!target || owned.has(target) || !isInside(target, rootDir)) continue;
      if (!renamer.startsWithName(path.basename(target)) || !existsSync(target)) continue;
      owned.add(target);
      queue.push(target);
    }
  }

  const taken = (entry: RootEntry) => root.entries.find((e) => e.block === entry.block && e.key === renamer.rename(entry.key));
  const copied = root.entries.filter(
    (e) =>
      (e.block === 'paths' ? pathEntries.some((p) => p.entry === e) : e.file !== undefined && owned.has(e.file)) &&
      renamer.rename(e.key) !== e.key,
  );
  const tags = root.entries.filter((e) => e.block === 'tags' && renamer.isSpelling(e.key));
  for (const e of [...copied, ...tags]) {
    const other = taken(e);
    if (other) {
      throw new ScaffoldError(
        `'${renamer.rename(e.key)}' already exists in ${e.block.replace('/', '.')} of ${rel(rootAbs)}:${other.first + 1}`,
        `Choose another name than '${name}'.`,
      );
    }
  }

  const changes: FileChange[] = [];
  for (const file of [...owned].sort()) {
    const target = path.join(path.dirname(file), renamer.rename(path.basename(file)));
    if (existsSync(target)) {
      throw new ScaffoldError(`${rel(target)} already exists`, `Choose another name than '${name}'.`);
    }
    changes.push({ path: target, after: rewrite(readFileSync(file, 'utf8'), file, owned, renamer) });
  }

  // The root: copies of the entity's entries after the last of them in each block, then lists of operations.
  const lines = root.text.split('\n');
  const inserts = new Map<number, string[]>();
  for (const group of [...copied, ...tags]) {
    const same = [...copied, ...tags].filter((e) => e.block === group.block);
    const after = Math.max(...same.map((e) => e.last));
    if (inserts.has(after)) continue;
    inserts.set(
      after,
      same.flatMap((e) => rewrite(lines.slice(e.first, e.last + 1).join('\n'), rootAbs, owned, renamer).split('\n')),
    );
  }
  const operations = new Set(pathEntries.flatMap((p) => p.operations.map((o) => o.name)));
  const covered = (i: number) => [...copied, ...tags].some((e) => i >= e.first && i <= e.last);
  const rootLines = lines.map((line, i) => (covered(i) ? line : extendFlowLists(line, operations, renamer)));
  const out: string[] = [];
  rootLines.forEach((line, i) => {
    out.push(line);
    out.push(...(inserts.get(i) ?? []));
  });
  changes.push({ path: rootAbs, before: root.text, after: out.join('\n') });

  // Index lines elsewhere (a query result's member per entity).
  for (const file of dataFiles(rootDir)) {
    if (file === rootAbs || owned.has(file)) continue;
    const text = readFileSync(file, 'utf8');
    const next = addIndexLines(text, file, like, owned, renamer);
    if (next !== text) changes.push({ path: file, before: text, after: next });
  }
  return { changes };
}

/** Path entries whose file is named after the entity and whose operations all are. */
function ownedPathEntries(entries: RootEntry[], renamer: Renamer): { entry: RootEntry; operations: { name: string; method: string }[] }[] {
  const out: { entry: RootEntry; operations: { name: string; method: string }[] }[] = [];
  for (const entry of entries) {
    if (entry.block !== 'paths' || !entry.file || !renamer.startsWithName(path.basename(entry.file))) continue;
    const item = pointerGet(readData(entry.file), entry.fragment);
    const operations = operationsOf(item);
    if (operations.length > 0 && operations.every((o) => renamer.mentions(o.name))) out.push({ entry, operations });
  }
  return out;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** Operation names of a path item: each `operationId`, and each name of `x-svc-operations`. */
function operationsOf(item: unknown): { name: string; method: string }[] {
  if (!isObject(item)) return [];
  const out: { name: string; method: string }[] = [];
  for (const method of METHODS) {
    const op = item[method];
    if (!isObject(op)) continue;
    if (typeof op.operationId === 'string') out.push({ name: op.operationId, method });
    const shared = op['x-svc-operations'];
    if (Array.isArray(shared)) for (const s of shared) if (isObject(s) && typeof s.name === 'string') out.push({ name: s.name, method });
  }
  return out;
}

function readRoot(rootFile: string): { text: string; entries: RootEntry[] } {
  const abs = path.resolve(rootFile);
  const text = readFileSync(abs, 'utf8');
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  if (doc.errors.length > 0 || !isMap(doc.contents)) {
    throw new ScaffoldError(`${rel(abs)} is not a readable YAML document`, 'Run `npm run generate` to see its problems.');
  }
  const line = (offset: number) => lineCounter.linePos(offset).line - 1;
  const entries: RootEntry[] = [];
  const addPairs = (block: string, node: unknown) => {
    if (!isMap(node)) return;
    for (const pair of node.items as Pair[]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
      const value = pair.value as YamlNode | null;
      const start = (pair.key as YamlNode | null)?.range?.[0];
      const end = value?.range?.[1];
      if (key === undefined || start === undefined || end === undefined) continue;
      const entry: RootEntry = { block, key, fragment: '', first: line(start), last: line(Math.max(start, end - 1)) };
      const ref = isMap(value) ? value.get('$ref') : undefined;
      if (typeof ref === 'string') {
        const hash = ref.indexOf('#');
        entry.fragment = hash < 0 ? '' : ref.slice(hash + 1);
        entry.file = refFile(abs, ref);
      }
      entries.push(entry);
    }
  };
  addPairs('paths', doc.contents.get('paths'));
  const components = doc.contents.get('components');
  if (isMap(components)) for (const pair of components.items as Pair[]) addPairs(`components/${String((pair.key as { value?: unknown }).value)}`, pair.value);
  const tags = doc.contents.get('tags');
  if (isSeq(tags)) {
    for (const item of tags.items as YamlNode[]) {
      const tagName = isMap(item) ? item.get('name') : undefined;
      if (typeof tagName !== 'string' || !item.range) continue;
      entries.push({ block: 'tags', key: tagName, fragment: '', first: line(item.range[0]), last: line(Math.max(item.range[0], item.range[1] - 1)) });
    }
  }
  return { text, entries };
}

const REF = /((?:"\$ref"|'\$ref'|\$ref)\s*:\s*)(["']?)([^"'\s,}]+)\2/g;

/**
 * A copied text: every spelling renamed, except inside `$ref`s, which follow the copied files (their file name and
 * fragment renamed) and otherwise stay as written (a shared file keeps its name).
 */
function rewrite(text: string, file: string, owned: ReadonlySet<string>, renamer: Renamer): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(REF)) {
    out += renamer.rename(text.slice(last, m.index)) + m[1] + m[2];
    const ref = m[3];
    const hash = ref.indexOf('#');
    const filePart = hash < 0 ? ref : ref.slice(0, hash);
    const fragment = hash < 0 ? '' : ref.slice(hash);
    const target = filePart === '' ? file : refFile(file, filePart);
    if (target !== undefined && owned.has(target)) {
      const slash = filePart.lastIndexOf('/');
      out += filePart.slice(0, slash + 1) + renamer.rename(filePart.slice(slash + 1)) + renamer.rename(fragment);
    } else {
      out += ref;
    }
    out += m[2];
    last = m.index + m[0].length;
  }
  return out + renamer.rename(text.slice(last));
}

/** `appliesTo: [sendInvoice]` -> `appliesTo: [sendInvoice, sendWidget]` for the entity's operations. */
function extendFlowLists(line: string, operations: ReadonlySet<string>, renamer: Renamer): string {
  if (line.trimStart().startsWith('#')) return line;
  return line.replace(/\[([^\]\n]*)\]/g, (whole, inner: string) => {
    const items = inner.split(',').map((s) => s.trim().replace(/^["']|["']$/g, ''));
    const added = items.filter((i) => operations.has(i)).map((i) => renamer.rename(i)).filter((i) => !items.includes(i));
    return added.length === 0 ? whole : `[${inner.replace(/\s*$/, '')}, ${added.join(', ')}]`;
  });
}

/** A one-line entry keyed by the entity that points into its files gets a sibling for the new entity. */
function addIndexLines(text: string, file: string, like: string, owned: ReadonlySet<string>, renamer: Renamer): string {
  const lines = text.split('\n');
  const entry = (l: string) => /^(\s*)([A-Za-z_][\w-]*):\s*\{.*\}\s*$/.exec(l);
  for (let i = 0; i < lines.length; i++) {
    const m = entry(lines[i]);
    if (!m || m[2] !== like) continue;
    const points = [...lines[i].matchAll(REF)].some((r) => {
      const target = refFile(file, r[3]);
      return target !== undefined && owned.has(target);
    });
    if (!points) continue;
    const copy = rewrite(lines[i], file, owned, renamer);
    const newKey = renamer.rename(like);
    // Kept sorted when the block of one-line siblings is sorted; otherwise right after the entity's line.
    let start = i;
    let end = i;
    while (start > 0 && entry(lines[start - 1])?.[1] === m[1]) start--;
    while (end + 1 < lines.length && entry(lines[end + 1])?.[1] === m[1]) end++;
    const keys = lines.slice(start, end + 1).map((l) => entry(l)![2]);
    if (keys.includes(newKey)) continue;
    const sorted = keys.every((k, j) => j === 0 || keys[j - 1] <= k);
    let at = i + 1;
    if (sorted) {
      at = start;
      while (at <= end && entry(lines[at])![2] < newKey) at++;
    }
    lines.splice(at, 0, copy);
    if (at <= i) i++;
  }
  return lines.join('\n');
}

function dataFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && DATA_FILE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !f.split(path.sep).includes('node_modules'))
    .sort();
}

function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsIn(v, out);
  else if (isObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

function refFile(from: string, ref: string): string | undefined {
  const filePart = ref.split('#')[0];
  if (filePart === '' || /^[a-z][a-z0-9+.-]*:/i.test(filePart)) return undefined;
  return path.resolve(path.dirname(from), decodeURIComponent(filePart));
}

const dataCache = new Map<string, unknown>();

function readData(file: string): unknown {
  if (!dataCache.has(file)) {
    let data: unknown;
    try {
      data = parseDocument(readFileSync(file, 'utf8')).toJS();
    } catch {
      data = undefined;
    }
    dataCache.set(file, data);
  }
  return dataCache.get(file);
}

function pointerGet(value: unknown, pointer: string): unknown {
  let v = value;
  for (const raw of pointer.split('/').slice(1)) {
    const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    v = isObject(v) ? v[seg] : Array.isArray(v) ? v[Number(seg)] : undefined;
  }
  return v;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isInside(file: string, dir: string): boolean {
  const r = path.relative(dir, file);
  return r !== '' && !r.startsWith('..') && !path.isAbsolute(r);
}

function rel(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

