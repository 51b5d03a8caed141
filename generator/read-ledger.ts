/**
 * What one package's generation read from disk: every file (the definition, the files its `$ref`s and imports
 * reach, its service modules, the runtime templates the package ships) with a digest of the text seen (null: it
 * was missing), and every folder listed, with a digest of its entries. The CLI keeps it per package
 * (package-manifest.ts): a later run whose recorded files and folders all read the same skips that package's
 * parsing and emitting. Reads are recorded where they happen (the parsers, runtime-files.ts); the ledger is the
 * one of the package being parsed or emitted (AsyncLocalStorage, so an awaited read lands in the right one).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

export interface Reads {
  /** Absolute path -> SHA-256 of the text read, or null when the file was missing. */
  readonly files: Record<string, string | null>;
  /** Absolute path -> digest of the folder's entries (folderDigest), or null when it was missing. */
  readonly folders: Record<string, string | null>;
}

export class ReadLedger {
  private readonly files = new Map<string, string | null>();
  private readonly folders = new Map<string, string | null>();

  file(path: string, text: string | undefined): void {
    // A runtime template is recorded by every package that ships it: its digest is remembered (contentDigest).
    if (!this.files.has(path)) this.files.set(path, text === undefined ? null : contentDigest(text));
  }

  folder(path: string, digest: string | null = folderDigest(path)): void {
    if (!this.folders.has(path)) this.folders.set(path, digest);
  }

  /** What was read, sorted by path (the manifest is compared, not diffed, but a stable file reads better). */
  reads(): Reads {
    const sorted = (map: Map<string, string | null>) => Object.fromEntries([...map].sort(([a], [b]) => (a < b ? -1 : 1)));
    return { files: sorted(this.files), folders: sorted(this.folders) };
  }
}

const current = new AsyncLocalStorage<ReadLedger>();

/** A ledger that also passes every read on to the ledger it was made in. */
class PassingLedger extends ReadLedger {
  constructor(private readonly outer: ReadLedger | undefined) {
    super();
  }

  override file(path: string, text: string | undefined): void {
    super.file(path, text);
    this.outer?.file(path, text);
  }

  override folder(path: string, digest: string | null = folderDigest(path)): void {
    super.folder(path, digest);
    this.outer?.folder(path, digest);
  }
}

/** Runs `fn` (synchronous), its reads recorded as usual and also returned (emit-reuse.ts keeps them per part). */
export function readsWithin<T>(fn: () => T): { result: T } & Reads {
  const ledger = new PassingLedger(current.getStore());
  const result = current.run(ledger, fn);
  return { result, ...ledger.reads() };
}

/** Runs `fn` (sync or async) with `ledger` receiving the reads it makes. */
export function recordingReads<T>(ledger: ReadLedger, fn: () => T): T {
  return current.run(ledger, fn);
}

/** A file's text as read (undefined: it could not be read). No-op outside `recordingReads`. */
export function recordFile(path: string, text: string | undefined): void {
  current.getStore()?.file(resolve(path), text);
}

/** A folder whose listing shaped the output (its entries are read again for the digest unless `digest` is given). */
export function recordFolder(path: string, digest?: string | null): void {
  const ledger = current.getStore();
  if (ledger === undefined) return;
  if (digest === undefined) ledger.folder(resolve(path));
  else ledger.folder(resolve(path), digest);
}

export function textDigest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * `textDigest` of a generated file's text, remembered: a run hashes each emitted file up to three times (the finish
 * cache's key, the comparison with the disk, the manifest), and a `--watch` regeneration emits mostly the same
 * texts again. Looking a text up compares it with the one kept (a string compare, far cheaper than SHA-256).
 * Bounded: past DIGEST_MEMO_CHARS of text it starts again empty.
 */
export function contentDigest(text: string): string {
  let digest = digests.get(text);
  if (digest === undefined) {
    digest = textDigest(text);
    if (digestChars + text.length > DIGEST_MEMO_CHARS) {
      digests.clear();
      digestChars = 0;
    }
    digests.set(text, digest);
    digestChars += text.length;
  }
  return digest;
}

const digests = new Map<string, string>();
let digestChars = 0;
const DIGEST_MEMO_CHARS = 32 * 1024 * 1024;

/** Names of a folder's entries, a folder marked by a trailing `/`, sorted; null when it cannot be listed. */
export function folderDigest(path: string): string | null {
  try {
    const names = readdirSync(path, { withFileTypes: true })
      .map((e) => (e.isDirectory() ? `${e.name}/` : e.name))
      .sort();
    return textDigest(names.join('\0'));
  } catch {
    return null;
  }
}
