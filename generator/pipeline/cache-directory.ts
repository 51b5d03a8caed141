/**
 * Where the generator keeps what it can reuse between runs (finished files, module export lists):
 * `node_modules/.cache/svc-codegen/` beside the generator (never inside `generated/`), or `SVC_CODEGEN_CACHE=<dir>`;
 * `SVC_CODEGEN_CACHE=off` (or `--no-cache`) turns caching off. Entries are content-addressed and verified on read,
 * so a damaged or stale entry is a miss, never wrong output.
 */
import { fileURLToPath } from 'node:url';

let directory: string | undefined | null;

/** The cache folder, or undefined when caching is off. */
export function cacheDirectory(): string | undefined {
  if (directory === undefined) {
    const setting = process.env.SVC_CODEGEN_CACHE;
    directory =
      setting === 'off' || setting === '0'
        ? null
        : (setting ?? fileURLToPath(new URL('../../node_modules/.cache/svc-codegen/', import.meta.url)));
  }
  return directory ?? undefined;
}

/** Turns the cache off for this process (`--no-cache`). */
export function disableCache(): void {
  directory = null;
}
