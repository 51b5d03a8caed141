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
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
