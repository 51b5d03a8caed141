/**
 * A content-addressed cache of finished files (format + compile), like `prettier --cache` or tsc's build info:
 * finishing is a pure function of (path, content, finishing code, formatter and its version, compiler version), so its
 * result can be kept on disk and reused by later runs. Most of a regeneration is unchanged output (runtime
 * templates, untouched types), and finishing is most of a run's time.
 *
 * Location: `node_modules/.cache/svc-codegen/` beside the generator (never inside `generated/`), or
 * `SVC_CODEGEN_CACHE=<dir>`; `SVC_CODEGEN_CACHE=off` (or `--no-cache`) disables it. Entries are written
 * atomically (temp file + rename) and verified on read; a damaged entry is a miss, never wrong output.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentDigest } from '../read-ledger.ts';
import { cacheDirectory } from './cache-directory.ts';
import type { EmittedFile } from './file.ts';
import { formatterVersion, type FormatterName } from './formatters.mjs';
import { layoutEntryPath, layoutIndexPath, type LayoutStore } from './layout-store.mjs';

export { disableCache as disableFinishCache } from './cache-directory.ts';

const salts = new Map<FormatterName, string>();

/** Everything finishing depends on besides the file: the finishing code, the formatter and the tools' versions. */
function cacheSalt(formatter: FormatterName): string {
  let salt = salts.get(formatter);
  if (salt === undefined) {
    const read = (url: URL): string => readFileSync(url, 'utf8');
    const version = (pkg: string): string =>
      (JSON.parse(read(new URL(`../../node_modules/${pkg}/package.json`, import.meta.url))) as { version: string })
        .version;
    salt = createHash('sha256')
      .update(read(new URL('./finish-core.mjs', import.meta.url)))
      .update(read(new URL('./layout-skeleton.mjs', import.meta.url)))
      .update(read(new URL('./layout-store.mjs', import.meta.url)))
      .update(`${formatter}@${formatterVersion(formatter)}`)
      .update(`rolldown@${version('rolldown')}`)
      .digest('hex');
    salts.set(formatter, salt);
  }
  return salt;
}

function entryPath(dir: string, file: EmittedFile, formatter: FormatterName): string {
  const key = createHash('sha256')
    .update(cacheSalt(formatter))
    .update(file.verbatim ? '\0verbatim\0' : '\0emitted\0')
    .update(file.path)
    .update('\0')
    // The text's own digest, which the run takes again (and remembers) when it compares and records the package.
    .update(contentDigest(file.content));
  return join(dir, `${key.digest('hex')}.json`);
}

/**
 * Entries this process read or wrote, by file name: a long run (`--watch`) reads each file's entry from disk once,
 * not at every regeneration. Bounded: past MEMORY_CHARS of content it starts again empty.
 */
const memory = new Map<string, EmittedFile[]>();
let memoryChars = 0;
const MEMORY_CHARS = 64 * 1024 * 1024;

function remember(path: string, files: EmittedFile[]): void {
  const chars = files.reduce((sum, f) => sum + f.content.length, 0);
  if (memoryChars + chars > MEMORY_CHARS) {
    memory.clear();
    memoryChars = 0;
  }
  memory.set(path, files);
  memoryChars += chars;
}

export function readFinished(file: EmittedFile, formatter: FormatterName): EmittedFile[] | undefined {
  const dir = cacheDirectory();
  if (dir === undefined) return undefined;
  const path = entryPath(dir, file, formatter);
  const known = memory.get(path);
  if (known !== undefined) return known;
  try {
    const entry = JSON.parse(readFileSync(path, 'utf8')) as { files?: unknown };
    const files = entry.files;
    const valid =
      Array.isArray(files) &&
      files.length > 0 &&
      files.every((f) => typeof f?.path === 'string' && typeof f?.content === 'string');
    if (!valid) return undefined;
    remember(path, files as EmittedFile[]);
    return files as EmittedFile[];
  } catch {
    return undefined;
  }
}

export function writeFinished(file: EmittedFile, finished: readonly EmittedFile[], formatter: FormatterName): void {
  const dir = cacheDirectory();
  if (dir === undefined) return;
  try {
    mkdirSync(dir, { recursive: true });
    const target = entryPath(dir, file, formatter);
    remember(target, [...finished]);
    const temp = `${target}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify({ files: finished }));
    renameSync(temp, target);
  } catch {
    // A cache that cannot be written only costs time next run.
  }
}

/** Where skeleton layouts are kept (layout-store.mjs), for this formatter; undefined when the cache is off. */
export function layoutStore(formatter: FormatterName): LayoutStore | undefined {
  const dir = cacheDirectory();
  return dir === undefined ? undefined : { dir, salt: cacheSalt(formatter) };
}

/**
 * What the formatter made of a file's skeleton (layout-skeleton.mjs), when a file with the same path and skeleton
 * was formatted before: a file whose edit changed only doc comments is then laid out without loading a formatter.
 */
export function readLayout(path: string, skeleton: string, formatter: FormatterName): string | undefined {
  const store = layoutStore(formatter);
  if (store === undefined) return undefined;
  try {
    const entry = JSON.parse(readFileSync(layoutEntryPath(store, path, skeleton), 'utf8')) as { layout?: unknown };
    return typeof entry.layout === 'string' ? entry.layout : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the cache holds a layout for some file at `path`: looking one up needs the file scanned for its doc
 * comments, which a first run (every file new, none with a layout) would do for nothing. Asked again each time
 * (one `stat`, for a file that missed the cache): a finishing thread may have kept one since.
 */
export function hasLayouts(path: string, formatter: FormatterName): boolean {
  const store = layoutStore(formatter);
  return store !== undefined && existsSync(layoutIndexPath(store, path));
}
