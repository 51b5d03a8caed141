/**
 * Writing generated packages: all-or-nothing, and a `--check` that compares instead of writing.
 *
 * Every package is first written complete into a temporary sibling directory, then swapped in by rename, so a
 * reader (or a crash) never sees a half-written package; the old directory is removed only after the swap.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

export interface EmittedFile {
  /** Path relative to the package directory, `/`-separated. */
  path: string;
  content: string;
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

/** Compares a package with what is on disk under `outRoot/<dir>` (read-only; the basis of the CLI's summary). */
export async function packageChanges(outRoot: string, pkg: PackageOutput): Promise<PackageChanges> {
  const root = join(outRoot, pkg.dir);
  const onDisk = new Set(await listFiles(root));
  const changes: PackageChanges = { written: [], unchanged: [], removed: [] };
  for (const file of pkg.files) {
    const current = onDisk.has(file.path) ? await readFile(join(root, file.path), 'utf8').catch(() => undefined) : undefined;
    (current === file.content ? changes.unchanged : changes.written).push(file.path);
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

export async function writePackages(outRoot: string, packages: PackageOutput[]): Promise<void> {
  await mkdir(outRoot, { recursive: true });
  const stamp = `${process.pid}-${Date.now()}`;
  const staged: { tmp: string; final: string; old: string }[] = [];
  try {
    for (const pkg of packages) {
      const tmp = join(outRoot, `.${pkg.dir}.tmp-${stamp}`);
      for (const file of pkg.files) {
        const target = join(tmp, file.path);
        await mkdir(dirname(target), { recursive: true });
        // A script (`#!`, the package's bins) is written executable, as npm would make it on install.
        await writeFile(target, file.content, file.content.startsWith('#!') ? { mode: 0o755 } : {});
      }
      staged.push({ tmp, final: join(outRoot, pkg.dir), old: join(outRoot, `.${pkg.dir}.old-${stamp}`) });
    }
  } catch (error) {
    await Promise.all(staged.map((s) => rm(s.tmp, { recursive: true, force: true })));
    throw error;
  }
  for (const s of staged) {
    const hadOld = await rename(s.final, s.old).then(
      () => true,
      (e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return false;
        throw e;
      },
    );
    await rename(s.tmp, s.final);
    if (hadOld) await rm(s.old, { recursive: true, force: true });
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
      const current = await readFile(shown, 'utf8').catch(() => undefined);
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
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split('\\').join('/'))
    // npm may drop a node_modules folder into a workspace; it is not ours to check.
    .filter((p) => !p.startsWith('node_modules/'));
}
