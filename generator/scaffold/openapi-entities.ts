/**
 * What an OpenAPI definition split over files says about its entities, read off the definition (never from a list
 * of known entities): the root's `paths`, `components` and `tags` entries with their lines, the entities (a
 * `components.schemas` entry in a file of its name that owns path items), the path items an entity owns (files
 * named after it whose operations all are), and the files its copy takes (those path files and what they reach
 * whose names start with the entity's).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, parseDocument } from 'yaml';
import { Renamer } from './names.ts';
import { ScaffoldError } from './plan.ts';
import { readYamlSource, type YamlSource } from './yaml-source.ts';

export interface RootEntry {
  /** `paths`, `components/schemas`, `tags`, ... */
  block: string;
  key: string;
  /** Absolute file the entry's `$ref` names (without the fragment). */
  file?: string;
  fragment: string;
  /** Offsets of the entry in the root text, and its 0-based first and last line. */
  start: number;
  end: number;
  first: number;
  last: number;
}

export interface Root {
  file: string;
  source: YamlSource;
  entries: RootEntry[];
}

export interface OwnedPath {
  entry: RootEntry;
  operations: { name: string; method: string }[];
}

export const DATA_FILE = /\.(ya?ml|json)$/i;

export function readRoot(rootFile: string): Root {
  const abs = path.resolve(rootFile);
  const source = readYamlSource(readFileSync(abs, 'utf8'));
  if (source.doc.errors.length > 0 || !isMap(source.doc.contents)) {
    throw new ScaffoldError(`${rel(abs)} is not a readable YAML document`, 'Run `npm run generate` to see its problems.');
  }
  const entries: RootEntry[] = [];
  const at = (start: number, end: number) => ({
    start,
    end,
    first: source.line(start) - 1,
    last: source.line(Math.max(start, end - 1)) - 1,
  });
  for (const pair of source.pairs) {
    const [top, second] = pair.path;
    const block = pair.path.length === 2 && top === 'paths' ? 'paths' : pair.path.length === 3 && top === 'components' ? `components/${String(second)}` : undefined;
    if (!block) continue;
    const entry: RootEntry = { block, key: pair.key, fragment: '', ...at(pair.start, pair.end) };
    const ref = isMap(pair.value) ? pair.value.get('$ref') : undefined;
    if (typeof ref === 'string') {
      const hash = ref.indexOf('#');
      entry.fragment = hash < 0 ? '' : ref.slice(hash + 1);
      entry.file = refFile(abs, ref);
    }
    entries.push(entry);
  }
  for (const seq of source.seqs) {
    if (seq.path.length !== 1 || seq.path[0] !== 'tags') continue;
    for (const item of seq.items) {
      const name = isMap(item.value) ? item.value.get('name') : undefined;
      if (typeof name === 'string') entries.push({ block: 'tags', key: name, fragment: '', ...at(item.start, item.end) });
    }
  }
  return { file: abs, source, entries };
}

/** Entities of a definition: component schemas whose file is named like them and that own a path item. */
export function openApiEntities(root: Root): { name: string; score: number; paths: OwnedPath[] }[] {
  const out: { name: string; score: number; paths: OwnedPath[] }[] = [];
  for (const e of root.entries) {
    if (e.block !== 'components/schemas' || !e.file) continue;
    if (path.basename(e.file).replace(DATA_FILE, '') !== e.key) continue;
    if (out.some((o) => o.name === e.key)) continue;
    const paths = ownedPathEntries(root.entries, new Renamer(e.key, e.key));
    if (paths.length === 0) continue;
    const ops = paths.flatMap((p) => p.operations);
    out.push({ name: e.key, score: ops.length + new Set(ops.map((o) => o.method)).size, paths });
  }
  return out;
}

/** The default `--like`: the entity with the most operations and HTTP methods, the first on a tie. */
export function defaultOpenApiEntity(rootFile: string): string | undefined {
  let best: { name: string; score: number } | undefined;
  for (const e of openApiEntities(readRoot(rootFile))) if (!best || e.score > best.score) best = e;
  return best?.name;
}

/** Path entries whose file is named after the entity and whose operations all are. */
export function ownedPathEntries(entries: readonly RootEntry[], renamer: Renamer): OwnedPath[] {
  const out: OwnedPath[] = [];
  for (const entry of entries) {
    if (entry.block !== 'paths' || !entry.file || !renamer.startsWithName(path.basename(entry.file))) continue;
    const item = pointerGet(readData(entry.file), entry.fragment);
    const operations = operationsOf(item);
    if (operations.length > 0 && operations.every((o) => renamer.mentions(o.name))) out.push({ entry, operations });
  }
  return out;
}

/** The entity's files: its path files and every file they reach whose name starts with the entity's. */
export function ownedFiles(paths: readonly OwnedPath[], renamer: Renamer, rootDir: string): Set<string> {
  const owned = new Set(paths.map((p) => p.entry.file!));
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
  return owned;
}

/** Every JSON pointer (as segments) the definition's `$ref`s point at inside each file; `[]` for a whole file. */
export function referencedPointers(rootFile: string): Map<string, string[][]> {
  const out = new Map<string, string[][]>();
  for (const file of dataFiles(path.dirname(path.resolve(rootFile)))) {
    for (const ref of refsIn(readData(file))) {
      const hash = ref.indexOf('#');
      const target = hash === 0 ? file : refFile(file, ref);
      if (!target) continue;
      const pointer = hash < 0 ? [] : ref.slice(hash + 1).split('/').slice(1).map(unescapePointer);
      out.set(target, [...(out.get(target) ?? []), pointer]);
    }
  }
  return out;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** Operation names of a path item: each `operationId`, and each name of `x-svc-operations`. */
export function operationsOf(item: unknown): { name: string; method: string }[] {
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

export function dataFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && DATA_FILE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !f.split(path.sep).includes('node_modules'))
    .sort();
}

export function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsIn(v, out);
  else if (isObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

export function refFile(from: string, ref: string): string | undefined {
  const filePart = ref.split('#')[0];
  if (filePart === '' || /^[a-z][a-z0-9+.-]*:/i.test(filePart)) return undefined;
  return path.resolve(path.dirname(from), decodeURIComponent(filePart));
}

const dataCache = new Map<string, { text: string; data: unknown }>();

/** A data file's parsed content (cached by its text, so a file changed since is read again). */
export function readData(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const cached = dataCache.get(file);
  if (cached?.text === text) return cached.data;
  let data: unknown;
  try {
    data = parseDocument(text).toJS();
  } catch {
    data = undefined;
  }
  dataCache.set(file, { text, data });
  return data;
}

const unescapePointer = (s: string): string => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~');

function pointerGet(value: unknown, pointer: string): unknown {
  let v = value;
  for (const raw of pointer.split('/').slice(1)) {
    const seg = unescapePointer(raw);
    v = isObject(v) ? v[seg] : Array.isArray(v) ? v[Number(seg)] : undefined;
  }
  return v;
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function isInside(file: string, dir: string): boolean {
  const r = path.relative(dir, file);
  return r !== '' && !r.startsWith('..') && !path.isAbsolute(r);
}

export function rel(file: string): string {
  return path.relative(process.cwd(), file) || file;
}
