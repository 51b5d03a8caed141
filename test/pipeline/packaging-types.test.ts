/**
 * The committed packages installed outside the repository (from `npm pack` tarballs and by `file:`,
 * packaging-projects.ts) type-check in a user's project: `tsc --strict` with `skipLibCheck: false`, importing the
 * root and every subpath each manifest exports, in
 * - a CommonJS project ("type" unset) with `module`/`moduleResolution` node16, and with nodenext
 *   (`import x = require(...)`: the `require` condition's declarations, dist/cjs/);
 * - an ESM project ("type": "module") with node16;
 * - a bundler's project (`moduleResolution: bundler`).
 * `@types/node` is the project's own (a devDependency at the version the repository pins, which satisfies the
 * packages' peer range). The compiler is the repository's pinned `typescript`, run by path; its verdict does not
 * depend on the Node that runs it, so this suite runs once (the require/import suite runs on every Node line).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/run-cli.ts';
import { run, sharedProjects, type InstalledProject, type InstallKind } from './packaging-projects.ts';

const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
let projects: InstalledProject[] = [];
/** Per project, this run's folder inside it (the install is shared, packaging-projects.ts): consumers and configs. */
const workDir = new Map<InstallKind, string>();

beforeAll(async () => {
  projects = await sharedProjects();
  for (const project of projects) {
    workDir.set(project.kind, mkdtempSync(join(project.dir, 'types-')));
    writeConsumers(project);
  }
}, 240_000);
afterAll(() => {
  for (const dir of workDir.values()) rmSync(dir, { recursive: true, force: true });
});

/** Each project's folder (its own package.json "type", or the project's: none) and compiler options. */
const CONFIGS = {
  'CommonJS, node16': { folder: 'cjs', module: 'node16', moduleResolution: 'node16' },
  'CommonJS, nodenext': { folder: 'cjs', module: 'nodenext', moduleResolution: 'nodenext' },
  'ESM ("type": "module"), node16': { folder: 'esm', module: 'node16', moduleResolution: 'node16' },
  'ESM, bundler': { folder: 'bundler', module: 'esnext', moduleResolution: 'bundler' },
} as const;

type ConfigName = keyof typeof CONFIGS;

/** `@svc/accounting` and its subpaths, from the installed manifest. */
function specifiers(project: InstalledProject): string[] {
  return project.packages.flatMap((name) => {
    const manifest = JSON.parse(readInstalled(project, name));
    return Object.keys(manifest.exports)
      .filter((key) => key !== './package.json')
      .map((key) => (key === '.' ? name : `${name}/${key.slice(2)}`));
  });
}

function readInstalled(project: InstalledProject, name: string): string {
  return readFileSync(join(project.dir, 'node_modules', ...name.split('/'), 'package.json'), 'utf8');
}

/**
 * A consumer of every entry: loaded as a value (a subpath that exports only types is an empty module), and one
 * `@ts-expect-error` per package that is an error only if the declarations are real (an `any` would let it pass).
 */
function consumer(project: InstalledProject, style: 'require' | 'import'): string {
  const all = specifiers(project);
  const local = (i: number) => `entry${i}`;
  const lines = all.map((specifier, i) =>
    style === 'require'
      ? `import ${local(i)} = require('${specifier}');`
      : `import * as ${local(i)} from '${specifier}';`,
  );
  for (const name of project.packages) {
    lines.push(
      '// @ts-expect-error the operation table is an object, not a number',
      `export const notANumber${all.indexOf(name)}: number = ${local(all.indexOf(name))}.operations;`,
    );
  }
  lines.push(`export const entries: readonly unknown[] = [${all.map((_, i) => local(i)).join(', ')}];`, '');
  return lines.join('\n');
}

function writeConsumers(project: InstalledProject): void {
  for (const [name, config] of Object.entries(CONFIGS) as [ConfigName, (typeof CONFIGS)[ConfigName]][]) {
    const folder = join(workDir.get(project.kind)!, config.folder);
    mkdirSync(folder, { recursive: true });
    if (config.folder === 'esm') writeFileSync(join(folder, 'package.json'), '{ "type": "module" }\n');
    writeFileSync(join(folder, 'consumer.ts'), consumer(project, config.folder === 'cjs' ? 'require' : 'import'));
    const compilerOptions = {
      target: 'ES2022',
      module: config.module,
      moduleResolution: config.moduleResolution,
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      // TypeScript's own lib files are not ours to check (and cost a second per run); the packages' declarations
      // and @types/node are checked.
      skipDefaultLibCheck: true,
    };
    writeFileSync(
      join(workDir.get(project.kind)!, configFile(name)),
      `${JSON.stringify({ compilerOptions, files: [`${config.folder}/consumer.ts`] }, null, 2)}\n`,
    );
  }
}

const configFile = (name: ConfigName): string => `tsconfig.${CONFIGS[name].module}-${CONFIGS[name].folder}.json`;

/**
 * One `tsc --build` of a project's four configs (one compiler process, not four: the build shares the parsed
 * declarations of the packages, lib and @types/node between its programs, which halves the CPU; each program is
 * still checked in full), run once per install kind for the tests that read it. `--force`: a build never trusts
 * an earlier one's .tsbuildinfo. `--verbose` names the project each diagnostic belongs to.
 */
interface Build {
  code: number | null;
  /** Diagnostics by config file, for each config the build checked. */
  byConfig: Map<string, string[]>;
  /** Lines of no config (before the first project, or tsc's own failure). */
  unattributed: string[];
}
const builds = new Map<InstallKind, Promise<Build>>();

function buildOf(kind: InstallKind): Promise<Build> {
  let build = builds.get(kind);
  if (build === undefined) {
    build = checkAll(kind);
    builds.set(kind, build);
  }
  return build;
}

async function checkAll(kind: InstallKind): Promise<Build> {
  const project = projects.find((p) => p.kind === kind);
  if (project === undefined) throw new Error(`no ${kind} project (setup failed)`);
  const configs = (Object.keys(CONFIGS) as ConfigName[]).map(configFile);
  const result = await run(process.execPath, [tsc, '--build', '--force', '--verbose', ...configs], {
    cwd: workDir.get(kind)!,
    timeoutMs: 300_000,
  });
  const byConfig = new Map<string, string[]>();
  const unattributed: string[] = [];
  let current: string[] = unattributed;
  for (const line of `${result.stdout}\n${result.stderr}`.split('\n')) {
    const building = / - Building project '(.+)'\.\.\.$/.exec(line);
    if (building !== null) {
      current = [];
      byConfig.set(basename(building[1]), current);
    } else if (line.trim() !== '' && !/^\S.* - (Projects in this build:|Project '.+' is )/.test(line) && !/^ {4}\* /.test(line)) {
      current.push(line);
    }
  }
  return { code: result.code, byConfig, unattributed };
}

describe.each<InstallKind>(['tarball', 'file'])('installed from a %s, outside the repository', (kind) => {
  it.each(Object.keys(CONFIGS) as ConfigName[])(
    '%s: tsc --strict, skipLibCheck false, over the root and every subpath',
    async (name) => {
      const build = await buildOf(kind);
      expect(build.unattributed).toEqual([]);
      expect(build.byConfig.get(configFile(name)), `${configFile(name)} was not built`).toEqual([]);
      const clean = [...build.byConfig.values()].every((lines) => lines.length === 0);
      expect(build.code === 0, `tsc --build exited ${build.code}`).toBe(clean);
    },
  );
});
