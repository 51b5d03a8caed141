// Where the finish cache keeps skeleton layouts (layout-skeleton.mjs), in plain JavaScript: a finishing thread
// stores the layout it made itself, so the main thread neither receives nor writes a second text per file while it
// emits. finish-cache.ts reads them. A store is `{ dir, salt }`: the cache folder and the finish cache's salt.
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';

/** The entry holding what the formatter made of `skeleton` for a file at `path`. */
export function layoutEntryPath(store, path, skeleton) {
  const key = createHash('sha256').update(store.salt).update('\0layout\0').update(path).update('\0').update(skeleton);
  return join(store.dir, `${key.digest('hex')}.json`);
}

/** An empty file that says a layout was kept for some file at `path` (a first run then scans nothing: hasLayouts). */
export function layoutIndexPath(store, path) {
  const key = createHash('sha256').update(store.salt).update('\0layouts of\0').update(path);
  return join(store.dir, `${key.digest('hex')}.path`);
}

/** Keeps a layout, written atomically (temp file + rename); a cache that cannot be written only costs time later. */
export function storeLayout(store, path, skeleton, formatted) {
  try {
    mkdirSync(store.dir, { recursive: true });
    const target = layoutEntryPath(store, path, skeleton);
    const temp = `${target}.${process.pid}.${threadId}.tmp`;
    writeFileSync(temp, JSON.stringify({ layout: formatted }));
    renameSync(temp, target);
    writeFileSync(layoutIndexPath(store, path), '');
  } catch {
    // As above: only time.
  }
}
