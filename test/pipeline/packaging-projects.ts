/**
 * Projects outside the repository that install the committed packages as a user does, for the packaging suites:
 * one from the tarballs `npm pack` makes, one by `file:` from copies of the package folders (what `--out` leaves
 * outside a checkout; a `file:` of generated/ itself would resolve the packages' dependencies from this repository's
 * node_modules and let npm write into generated/). Both live under the OS's temp dir.
 *
 * Installing needs the packages' dependencies and the `@types/node` peer from the registry; `--prefer-offline`
 * takes them from the cache `npm ci` filled. The tarball project installs nested (no hoisting), so a package that
 * imports what it does not declare fails there even beside a package that declares it; linked `file:` packages have
 * their dependencies in their own folders, which is the same.
 */
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { repoRoot } from '../support/run-cli.ts';

export const PACKAGE_DIRS = ['connector', 'payments', 'accounting'] as const;

export type InstallKind = 'tarball' | 'file';

export interface InstalledProject {
  kind: InstallKind;
  dir: string;
  /** npm names of the installed packages, in PACKAGE_DIRS order. */
  packages: string[];
  /** For tarballs: the files of each, as `npm pack` reported them. */
  packed?: { name: string; files: string[] }[];
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A child process with a deadline and bounded output (a hung or chatty tool fails the test, not the machine). */
export function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; timeoutMs?: number; env?: NodeJS.ProcessEnv },
): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      {
        cwd: options.cwd,
        env: options.env ?? npmEnv(),
        timeout: options.timeoutMs ?? 60_000,
        maxBuffer: 8 * 1024 * 1024,
        encoding: 'utf8',
      },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : null;
        resolve({ code, stdout, stderr: error !== null && code === null ? `${stderr}\n${error.message}` : stderr });
      },
    );
  });
}

/**
 * The environment for npm: this process's, without what `npm test` sets for the repository's own package (npm
 * reads `npm_config_local_prefix` as configuration, and would install into the repository).
 */
export function npmEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  };
  for (const key of Object.keys(env))
    if (/^npm_(config_local_prefix|config_prefix|package_|lifecycle_)/i.test(key)) delete env[key];
  return env;
}

/** The `@types/node` the repository pins: a Node project's own, satisfying the packages' peer range. */
export function pinnedTypesNode(): string {
  return JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).devDependencies['@types/node'];
}

const npmNameOf = (dir: string): string =>
  JSON.parse(readFileSync(join(repoRoot, 'generated', dir, 'package.json'), 'utf8')).name;

async function npm(args: readonly string[], cwd: string): Promise<CommandResult> {
  const result = await run('npm', args, { cwd, timeoutMs: 90_000 });
  if (result.code !== 0)
    throw new Error(`npm ${args.join(' ')} (in ${cwd}) exited ${result.code}:\n${result.stderr.slice(-4000)}`);
  return result;
}

/** Packs the three packages into `<root>/tarballs` and installs them into `<root>/tarball`. */
async function tarballProject(root: string): Promise<InstalledProject> {
  const tarballs = join(root, 'tarballs');
  mkdirSync(tarballs, { recursive: true });
  const packed = await npm(
    [
      'pack',
      '--ignore-scripts',
      '--json',
      '--pack-destination',
      tarballs,
      ...PACKAGE_DIRS.map((d) => `./generated/${d}`),
    ],
    repoRoot,
  );
  const reports: { name: string; filename: string; files: { path: string }[] }[] = JSON.parse(packed.stdout);
  const dependencies = Object.fromEntries(reports.map((r) => [r.name, `file:../tarballs/${r.filename}`]));
  const project = await install(root, 'tarball', dependencies, ['--install-strategy=nested']);
  return { ...project, packed: reports.map((r) => ({ name: r.name, files: r.files.map((f) => f.path) })) };
}

/**
 * Copies the three package folders to `<root>/packages` and installs them by `file:` into `<root>/file`. A `file:`
 * folder outside the project is a symlink whose own dependencies npm leaves alone (by design: npm/cli#4165), so a
 * package that has any gets them the way npm's documentation says, `npm install` in its folder (peers, the
 * project's to bring, left out).
 */
async function fileProject(root: string): Promise<InstalledProject> {
  const dependencies: Record<string, string> = {};
  for (const dir of PACKAGE_DIRS) {
    const copy = join(root, 'packages', dir);
    cpSync(join(repoRoot, 'generated', dir), copy, {
      recursive: true,
      filter: (source) => !source.includes('node_modules'),
    });
    if (JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')).dependencies !== undefined) {
      await npm(
        [
          'install',
          '--omit=peer',
          '--prefer-offline',
          '--no-audit',
          '--no-fund',
          '--ignore-scripts',
          '--loglevel=error',
        ],
        copy,
      );
    }
    dependencies[npmNameOf(dir)] = `file:../packages/${dir}`;
  }
  return install(root, 'file', dependencies, []);
}

async function install(
  root: string,
  kind: InstallKind,
  dependencies: Record<string, string>,
  flags: readonly string[],
): Promise<InstalledProject> {
  const dir = join(root, kind);
  mkdirSync(dir, { recursive: true });
  // No "type": CommonJS, as a project is by default (ESM checks run from a folder that says "module").
  const manifest = {
    name: `consumer-${kind}`,
    version: '1.0.0',
    private: true,
    dependencies,
    devDependencies: { '@types/node': pinnedTypesNode() },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await npm(
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', ...flags],
    dir,
  );
  return { kind, dir, packages: PACKAGE_DIRS.map(npmNameOf) };
}

/** Both projects, installed one after the other (npm's cache is shared). */
export async function installProjects(root: string): Promise<InstalledProject[]> {
  return [await tarballProject(root), await fileProject(root)];
}

/**
 * Both projects, installed once for every suite and run that asks while the packages, this file, the pinned
 * `@types/node` and npm stay the same (issue 21: packaging.test.ts and packaging-types.test.ts each installed
 * both, and test/node-versions.sh a third time; ~12 s of CPU each). The install lives under the OS's temp dir,
 * outside the repository, in a folder named by the digest of all that; the first asker installs into a folder of
 * its own and renames it into place, the others wait on a lock folder (mkdir is atomic) or find it done. The
 * suites treat it as read-only: what they write goes into a folder of their own inside a project.
 */
export async function sharedProjects(): Promise<InstalledProject[]> {
  const base = tmpdir();
  const final = join(base, `svc-packaging-shared-${installDigest()}`);
  const lock = `${final}.lock`;
  removeStale(base, final);
  for (;;) {
    const done = readShared(final);
    if (done !== undefined) return done;
    try {
      mkdirSync(lock);
    } catch {
      // Another worker or run is installing; a lock older than any install is what a killed run left.
      if (Date.now() - statOrZero(lock) > 10 * 60_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((wake) => setTimeout(wake, 500));
      continue;
    }
    try {
      const done = readShared(final);
      if (done !== undefined) return done;
      const staging = mkdtempSync(`${final}.tmp-`);
      const projects = await installProjects(staging);
      const stored = projects.map((p) => ({ ...p, dir: relative(staging, p.dir) }));
      writeFileSync(join(staging, 'projects.json'), `${JSON.stringify(stored)}\n`);
      // Every path inside is relative (npm's links and lock file), so the folder may move.
      try {
        renameSync(staging, final);
      } catch (error) {
        rmSync(staging, { recursive: true, force: true });
        if (readShared(final) === undefined) throw error;
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

function readShared(final: string): InstalledProject[] | undefined {
  let stored: InstalledProject[];
  try {
    stored = JSON.parse(readFileSync(join(final, 'projects.json'), 'utf8'));
  } catch {
    return undefined;
  }
  const projects = stored.map((p) => ({ ...p, dir: resolve(final, p.dir) }));
  return projects.every((p) => existsSync(join(p.dir, 'node_modules'))) ? projects : undefined;
}

function statOrZero(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** Installs of other digests (the packages changed since) once a day old, and staging folders of killed runs. */
function removeStale(base: string, keep: string): void {
  for (const name of readdirSync(base)) {
    if (!name.startsWith('svc-packaging-shared-') || join(base, name) === keep) continue;
    if (Date.now() - statOrZero(join(base, name)) > 24 * 3600_000) rmSync(join(base, name), { recursive: true, force: true });
  }
}

/** What an install is made from: the packages' files, this file, the pinned @types/node, npm, and the checkout. */
function installDigest(): string {
  const hash = createHash('sha256');
  hash.update(`${repoRoot}\0${pinnedTypesNode()}\0`);
  hash.update(execFileSync('npm', ['--version'], { encoding: 'utf8', env: npmEnv() }));
  hash.update(readFileSync(new URL(import.meta.url)));
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(`${relative(repoRoot, path)}\0`).update(readFileSync(path)).update('\0');
    }
  };
  for (const dir of PACKAGE_DIRS) walk(join(repoRoot, 'generated', dir));
  return hash.digest('hex').slice(0, 20);
}
