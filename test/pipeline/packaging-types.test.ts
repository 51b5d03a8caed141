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
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/run-cli.ts';
import { installProjects, run, type InstalledProject, type InstallKind } from './packaging-projects.ts';

const root = mkdtempSync(join(tmpdir(), 'svc-packaging-types-'));
const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
let projects: InstalledProject[] = [];

beforeAll(async () => {
  projects = await installProjects(root);
  for (const project of projects) writeConsumers(project);
}, 240_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

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
    const folder = join(project.dir, config.folder);
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
      join(project.dir, configFile(name)),
      `${JSON.stringify({ compilerOptions, files: [`${config.folder}/consumer.ts`] }, null, 2)}\n`,
    );
  }
}

const configFile = (name: ConfigName): string => `tsconfig.${CONFIGS[name].module}-${CONFIGS[name].folder}.json`;

describe.each<InstallKind>(['tarball', 'file'])('installed from a %s, outside the repository', (kind) => {
  it.each(Object.keys(CONFIGS) as ConfigName[])(
    '%s: tsc --strict, skipLibCheck false, over the root and every subpath',
    async (name) => {
      const project = projects.find((p) => p.kind === kind);
      if (project === undefined) throw new Error(`no ${kind} project (setup failed)`);
      const result = await run(process.execPath, [tsc, '-p', configFile(name)], {
        cwd: project.dir,
        timeoutMs: 120_000,
      });
      expect(result.stdout + result.stderr).toBe('');
      expect(result.code).toBe(0);
    },
  );
});
