/**
 * Files -> parsed documents that can say where every node is. The `yaml` package (`parseDocument` +
 * `LineCounter`) is the reference reader: exact positions, and syntax errors with line:column. For speed on
 * multi-MB documents, plain data is read with js-yaml (YAML 1.2 core schema, like `yaml`) or JSON.parse when
 * available, and positions come from a line index; anything either fast reader rejects or cannot place goes
 * through `yaml`, so results and diagnostics are the same either way. What js-yaml made of a text is kept by the
 * text's digest (data-cache.ts): an edit run, or a `--watch` regeneration, reads only the files that changed as YAML.
 */
import { readFileSync } from 'node:fs';
import { recordFile } from '../../read-ledger.ts';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Document, LineCounter, Node as YamlNode, Pair, YAMLMap } from 'yaml';
import type { Diagnostic, SourceLocation } from '../../model/types.ts';
import { diagnostic } from '../../model/diagnostics.ts';
import { cachedYamlData, keepYamlData } from './data-cache.ts';
import { LineLocator } from './line-locator.ts';
import { split } from './pointer.ts';
import { convertSwagger2, isSwagger2 } from './swagger2.ts';

export interface LoadedDocument {
  /** Absolute path: the identity used for `$ref` targets. */
  path: string;
  /** Path relative to the working directory, as diagnostics show it. */
  file: string;
  /** The document as plain JSON-like data. */
  data: unknown;
  /** file:line:column of the node at a JSON pointer (the nearest existing ancestor when it is missing). */
  locate(pointer: string): SourceLocation;
  /**
   * Where a pointer written for the document as authored lives in `data`, when loading converted it (a Swagger
   * 2.0 `#/definitions/Pet` is `/components/schemas/Pet`); undefined when it did not move.
   */
  alias?(pointer: string): string | undefined;
}

export function relativeFile(absPath: string): string {
  // A file under the working directory (both paths resolved, so normalised) is a slice of its path: path.relative
  // resolves both sides again, for every file a definition reaches.
  const cwd = process.cwd();
  if (path.sep === '/' && absPath.length > cwd.length + 1 && absPath.startsWith(cwd) && absPath[cwd.length] === '/' && cwd !== '/') {
    return absPath.slice(cwd.length + 1);
  }
  return path.relative(cwd, absPath) || absPath;
}

let yamlModule: typeof import('yaml') | undefined;

/**
 * `yaml`, loaded at its first use: a run whose files the fast readers read, with no diagnostic to place, never
 * needs it (loading it was 20 ms of an edit run).
 */
function yaml(): typeof import('yaml') {
  return (yamlModule ??= createRequire(import.meta.url)('yaml') as typeof import('yaml'));
}

interface JsYaml {
  load(text: string, options: { schema: unknown; json?: boolean }): unknown;
  CORE_SCHEMA: unknown;
}

let jsYaml: JsYaml | null | undefined;

/** js-yaml when installed (it is, through @apidevtools/swagger-parser); null otherwise. */
function fastYaml(): JsYaml | null {
  if (jsYaml === undefined) {
    try {
      jsYaml = createRequire(import.meta.url)('js-yaml') as JsYaml;
    } catch {
      jsYaml = null;
    }
  }
  return jsYaml;
}

export interface LoadOptions {
  /** Use the fast readers when available (default true); false reads everything with `yaml` only. */
  fast?: boolean;
}

/** Loads each file once; later loads of the same path return the same document (or the same failure). */
export class DocumentStore {
  private readonly cache = new Map<string, LoadedDocument | null>();
  private readonly missing = new Set<string>();

  constructor(
    private readonly diagnostics: Diagnostic[],
    private readonly options: LoadOptions = {},
  ) {}

  /** Every document loaded so far (the files a definition reaches), in load order. */
  loaded(): LoadedDocument[] {
    return [...this.cache.values()].filter((d): d is LoadedDocument => d !== null);
  }

  /**
   * The document at `absPath`, or `undefined` when it is missing or has syntax errors. A missing file is
   * reported through `onMissing` when given (the `$ref` that named it), otherwise as SVC012.
   */
  load(absPath: string, onMissing?: (message: string) => void): LoadedDocument | undefined {
    const cached = this.cache.get(absPath);
    if (cached !== undefined) {
      if (cached === null && onMissing && this.missing.has(absPath)) onMissing(`file not found: ${relativeFile(absPath)}`);
      return cached ?? undefined;
    }
    const doc = this.read(absPath, onMissing);
    this.cache.set(absPath, doc ?? null);
    return doc;
  }

  private read(absPath: string, onMissing?: (message: string) => void): LoadedDocument | undefined {
    const file = relativeFile(absPath);
    let text: string;
    try {
      text = readFileSync(absPath, 'utf8');
      recordFile(absPath, text);
    } catch {
      recordFile(absPath, undefined);
      this.missing.add(absPath);
      const message = `file not found: ${file}`;
      if (onMissing) onMissing(message);
      else this.diagnostics.push(diagnostic('SVC012', message, { file, line: 1, column: 1, pointer: '' }));
      return undefined;
    }
    const doc = (this.options.fast !== false && this.readFast(absPath, file, text)) || this.readWithYaml(absPath, file, text);
    if (!doc || !isSwagger2(doc.data)) return doc;
    return convertSwagger2(doc, (code, message, pointer, severity) =>
      this.diagnostics.push(diagnostic(code, message, doc.locate(pointer), severity ? { severity } : {})),
    );
  }

  private readFast(absPath: string, file: string, text: string): LoadedDocument | undefined {
    let data: unknown;
    try {
      if (/^\s*[{[]/.test(text)) data = JSON.parse(text);
      else {
        // A text read before (this process, or a run before it with the cache on) is not read again.
        const cached = cachedYamlData(text);
        if ('data' in cached) data = cached.data;
        else {
          const fast = fastYaml();
          if (!fast) return undefined;
          data = fast.load(text, { schema: fast.CORE_SCHEMA });
          keepYamlData(cached.key, data);
        }
      }
    } catch {
      return undefined; // `yaml` reads it again and reports the error with its position
    }
    let lines: LineLocator | undefined;
    let full: ((pointer: string) => SourceLocation) | undefined;
    const position = (pointer: string): { line: number; column: number } => {
      lines ??= new LineLocator(text);
      const pos = lines.locate(split(pointer));
      if (pos) return pos;
      if (!full) {
        const { LineCounter, parseDocument } = yaml();
        const lineCounter = new LineCounter();
        const doc = parseDocument(text, { lineCounter, keepSourceTokens: false });
        full = (p) => locateIn(doc, lineCounter, file, p);
      }
      return full(pointer);
    };
    return { path: absPath, file, data, locate: (pointer) => lazyLocation(file, pointer, () => position(pointer)) };
  }

  private readWithYaml(absPath: string, file: string, text: string): LoadedDocument | undefined {
    const { LineCounter, parseDocument } = yaml();
    const lineCounter = new LineCounter();
    const doc = parseDocument(text, { lineCounter, prettyErrors: false, keepSourceTokens: false });
    if (doc.errors.length > 0) {
      // Only the first error: after one bad indent the parser misreads the rest of the block, and every later
      // "error" is a consequence of the first (one wrong space gave 30 reports). Fixing it shows any real rest.
      const error = doc.errors[0];
      const pos = lineCounter.linePos(error.pos[0]);
      const message = error.message.split('\n')[0];
      const more = doc.errors.length > 1 ? ` (and ${doc.errors.length - 1} later report(s) in this file, most likely caused by this one)` : '';
      this.diagnostics.push(
        diagnostic('SVC001', `YAML/JSON syntax error: ${message}${more}`, { file, line: pos.line, column: pos.col, pointer: '' }),
      );
      return undefined;
    }
    const data: unknown = doc.toJS({ maxAliasCount: -1 });
    return { path: absPath, file, data, locate: (pointer) => locateIn(doc, lineCounter, file, pointer) };
  }
}

/**
 * A location whose line and column are found when first read. Every type and operation of the model carries its
 * location, but only the few a diagnostic names are ever shown: indexing the lines of a multi-MB document for all
 * of them cost about 5% of a large run (stripe.yaml, issue 25). Plain enumerable properties in the usual order,
 * so spreading, cloning or comparing it reads the same values as an eager one.
 */
function lazyLocation(file: string, pointer: string, find: () => { line: number; column: number }): SourceLocation {
  let found: { line: number; column: number } | undefined;
  const at = () => (found ??= find());
  const location = Object.defineProperties({} as SourceLocation, {
    file: { value: file, enumerable: true, writable: true },
    line: { get: () => at().line, enumerable: true },
    column: { get: () => at().column, enumerable: true },
    pointer: { value: pointer, enumerable: true, writable: true },
  });
  LAZY_LOCATIONS.add(location);
  return location;
}

/** Locations made by `lazyLocation` (which `cloneKeepingLocations` shares rather than reads). */
const LAZY_LOCATIONS = new WeakSet<object>();

/**
 * A deep copy of parsed model data (plain objects and arrays, shared parts shared once, as `structuredClone`
 * copies them) that keeps locations lazy: a location from `lazyLocation` is not copied but shared, since nothing
 * changes a location after it is made. `structuredClone` reads every getter, so copying
 * an operation computed the line and column of every location in it (60 ms of a cold run of the definitions).
 */
export function cloneKeepingLocations<T>(value: T, copies = new Map<object, unknown>()): T {
  if (typeof value !== 'object' || value === null || LAZY_LOCATIONS.has(value)) return value;
  const known = copies.get(value);
  if (known !== undefined) return known as T;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    copies.set(value, copy);
    for (const item of value) copy.push(cloneKeepingLocations(item, copies));
    return copy as T;
  }
  const copy: Record<string, unknown> = {};
  copies.set(value, copy);
  for (const key of Object.keys(value)) {
    const item = cloneKeepingLocations((value as Record<string, unknown>)[key], copies);
    // A document's own key (an extension's) may be `__proto__`: defined, never assigned (which sets the prototype).
    if (key === '__proto__') Object.defineProperty(copy, key, { value: item, enumerable: true, writable: true, configurable: true });
    else copy[key] = item;
  }
  return copy as T;
}

/** Per-map key index, built on first lookup, so locating in a map of thousands of keys stays O(1). */
const keyIndex = new WeakMap<YAMLMap, Map<string, Pair>>();

function pairOf(map: YAMLMap, key: string): Pair | undefined {
  const { isPair, isScalar } = yaml();
  let index = keyIndex.get(map);
  if (!index) {
    index = new Map();
    for (const item of map.items) {
      if (!isPair(item)) continue;
      const k = isScalar(item.key) ? String(item.key.value) : String(item.key);
      if (!index.has(k)) index.set(k, item);
    }
    keyIndex.set(map, index);
  }
  return index.get(key);
}

function locateIn(doc: Document, lineCounter: LineCounter, file: string, pointer: string): SourceLocation {
  const { isMap, isScalar, isSeq } = yaml();
  let node: unknown = doc.contents;
  // Start of the best position found so far: a key (for collections) or a value (for scalars).
  let offset = (doc.contents as YamlNode | null)?.range?.[0] ?? 0;
  for (const segment of split(pointer)) {
    if (isMap(node)) {
      const pair = pairOf(node, segment);
      if (!pair) break;
      const value = pair.value as YamlNode | null;
      // Collections point at their key (`Pet:`); scalars at the value itself (`type: strng`).
      const keyStart = (pair.key as YamlNode | null)?.range?.[0];
      offset = (isScalar(value) ? value.range?.[0] : keyStart) ?? keyStart ?? offset;
      node = value;
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)] as YamlNode | undefined;
      if (!item || !/^[0-9]+$/.test(segment)) break;
      offset = item.range?.[0] ?? offset;
      node = item;
    } else {
      break;
    }
  }
  const pos = lineCounter.linePos(offset);
  return { file, line: pos.line, column: pos.col, pointer };
}
