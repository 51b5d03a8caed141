/**
 * Writing generated packages: only what changed, all-or-nothing, and a `--check` that compares instead of writing.
 *
 * A file whose bytes (and, for a script, executable mode) are already on disk is left alone, so a run that changes
 * nothing writes nothing: files keep their modification times, and watchers, editors and build tools see no
 * change. Every new or changed file of every package is first written to a temporary file beside its target;
 * only when all of them are written are they renamed over their targets (each rename atomic, so a reader never
 * sees a half-written file) and the files no longer generated removed. A failure while writing (a full disk)
 * removes the temporary files and leaves every package as it was.
 */
import { readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import type { FileCheck } from './package-manifest.ts';
import { contentDigest } from './read-ledger.ts';

export interface EmittedFile {
  /** Path relative to the package directory, `/`-separated. */
  path: string;
  content: string;
  /**
   * Set on a file known to be on disk as it would be written (package-manifest.ts, knownOutputs): its digest and
   * mode, so that comparing it does not ask for its text (read from disk on demand).
   */
  digest?: string;
  script?: boolean;
}

export interface PackageOutput {
  /** Directory name under the output root (the model name). */
  dir: string;
  files: EmittedFile[];
}

/** What writing a package changes on disk: files written (new or different), left as they were, removed. */
export interface PackageChanges {
  written: string[];
  unchanged: string[];
  removed: string[];
}

/**
 * Compares a package with what is on disk under `outRoot/<dir>` (read-only; the basis of the CLI's summary). With
 * `files` (package-manifest.ts: the times recorded when the package was last compared), a file whose size, inode
 * and times are those it had when its bytes last matched the same SHA-256 is not read again.
 */
export async function packageChanges(outRoot: string, pkg: PackageOutput, files?: FileCheck): Promise<PackageChanges> {
  const root = join(outRoot, pkg.dir);
  const onDisk = new Set(await listFiles(root));
  const changes: PackageChanges = { written: [], unchanged: [], removed: [] };
  const unchanged = new Set<string>();
  // Read one after the other, synchronously: the finishing is done, nothing else waits for this thread, and hundreds
  // of concurrent promise reads (four thread-pool hops each) cost a cold run 4-10 times the time (812 files: 138-554
  // ms against 35-148 ms, load 6-8).
  for (const file of pkg.files) {
    const target = join(root, file.path);
    const same =
      onDisk.has(file.path) &&
      (files !== undefined
        ? files.same(resolve(target), file.digest ?? contentDigest(file.content), 'bytes', isScript(file))
        : readText(target) === file.content && (!isScript(file) || isExecutable(target)));
    if (same) unchanged.add(file.path);
  }
  for (const file of pkg.files) {
    (unchanged.has(file.path) ? changes.unchanged : changes.written).push(file.path);
    onDisk.delete(file.path);
  }
  changes.removed = [...onDisk].sort();
  return changes;
}

/** `3 written, 120 unchanged, 1 removed` (parts that are 0 are left out, except when nothing changed). */
export function formatChanges(c: PackageChanges): string {
  const parts = [
    c.written.length > 0 ? `${c.written.length} written` : '',
    c.unchanged.length > 0 ? `${c.unchanged.length} unchanged` : '',
    c.removed.length > 0 ? `${c.removed.length} removed` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'no files';
}

/**
 * Writes what differs from the disk (`changes`: `packageChanges` of each package, read just before) and removes
 * what is no longer generated. Packages and files that did not change are not touched.
 */
export async function writePackages(outRoot: string, packages: PackageOutput[], changes: PackageChanges[]): Promise<void> {
  const stamp = `${process.pid}-${Date.now()}`;
  const staged: { tmp: string; target: string }[] = [];
  try {
    for (const [i, pkg] of packages.entries()) {
      const written = new Set(changes[i].written);
      for (const file of pkg.files) {
        if (!written.has(file.path)) continue;
        const target = join(outRoot, pkg.dir, file.path);
        const tmp = join(dirname(target), `.${basename(target)}.tmp-${stamp}`);
        await mkdir(dirname(target), { recursive: true });
        // A script (`#!`, the package's bins) is written executable, as npm would make it on install.
        await writeFile(tmp, file.content, isScript(file) ? { mode: 0o755 } : {});
        staged.push({ tmp, target });
      }
    }
  } catch (error) {
    await Promise.all(staged.map((s) => rm(s.tmp, { force: true })));
    throw error;
  }
  for (const s of staged) {
    // A folder where a file now goes (or the reverse) was generated by an older layout: it gives way.
    await rename(s.tmp, s.target).catch(async (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EISDIR' && e.code !== 'ENOTEMPTY' && e.code !== 'EEXIST') throw e;
      await rm(s.target, { recursive: true, force: true });
      await rename(s.tmp, s.target);
    });
  }
  for (const [i, pkg] of packages.entries()) {
    const root = join(outRoot, pkg.dir);
    for (const file of changes[i].removed) {
      await rm(join(root, file), { force: true });
      await removeEmptyFolders(root, dirname(file));
    }
  }
}

/** `folder` (relative to `root`) and the folders above it, up to `root` (kept), while they are empty. */
async function removeEmptyFolders(root: string, folder: string): Promise<void> {
  for (let dir = folder; dir !== '.' && dir !== '' && dir !== '/'; dir = dirname(dir)) {
    const removed = await rmdir(join(root, dir)).then(
      () => true,
      () => false,
    );
    if (!removed) return;
  }
}

function isScript(file: EmittedFile): boolean {
  return file.script ?? file.content.startsWith('#!');
}

function isExecutable(path: string): boolean {
  try {
    return (statSync(path).mode & 0o111) !== 0;
  } catch {
    return false;
  }
}

/** A file's text, or undefined when it cannot be read. */
function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Files whose bytes differ, that are missing, or that exist on disk but would not be generated. */
export async function diffPackages(outRoot: string, packages: PackageOutput[]): Promise<string[]> {
  const problems: string[] = [];
  for (const pkg of packages) {
    const root = join(outRoot, pkg.dir);
    const onDisk = new Set(await listFiles(root));
    for (const file of pkg.files) {
      const shown = join(root, file.path);
      const current = readText(shown);
      if (current === undefined) problems.push(`missing: ${shown}`);
      else if (current !== file.content) problems.push(`differs: ${shown}`);
      onDisk.delete(file.path);
    }
    for (const extra of [...onDisk].sort()) problems.push(`not generated: ${join(root, extra)}`);
  }
  return problems;
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  // Paths by slicing where the listing's folders start with `root` (path.relative resolves both sides of every one
  // of hundreds of files against the working directory).
  const inside = (folder: string): string =>
    folder === root ? '' : folder.startsWith(`${root}${sep}`) ? `${folder.slice(root.length + 1)}${sep}` : `${relative(root, folder)}${sep}`;
  return entries
    .filter((e) => e.isFile())
    .map((e) => `${inside(e.parentPath)}${e.name}`.split('\\').join('/'))
    // npm may drop a node_modules folder into a workspace; it is not ours to check.
    .filter((p) => !p.startsWith('node_modules/'));
}
