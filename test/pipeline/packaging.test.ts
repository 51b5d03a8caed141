/**
 * The committed packages installed outside the repository, from the tarball `npm pack` makes and by `file:`
 * (packaging-projects.ts), used from plain Node with no loader, by the Node running this suite and by every Node
 * binary listed in SVC_PACKAGING_NODES (separated like PATH): test/node-versions.sh lists the engines' floor,
 * 20.19.0, and Node 22 and 24, which then share one install:
 * - `require()` from a `.cjs` file and `import()` of the root and of every subpath the manifest exports give the same
 *   module, and the root carries every subpath's names; every fixture passes its validator;
 * - a server loaded by `require()` answers a client loaded by `import()` over HTTP on 127.0.0.1, and a typed error
 *   is an instance of the class `require()` gave;
 * - the bins run from `node_modules/.bin`.
 * The type-checks of the same installs (CommonJS and ESM projects) are packaging-types.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_DIRS, sharedProjects, run, type InstalledProject, type InstallKind } from './packaging-projects.ts';

const SCRIPTS = ['packaging-entries.cjs', 'packaging-roundtrip.cjs'];
let projects: InstalledProject[] = [];
/** Per project, this run's folder inside it (the install is shared, packaging-projects.ts): the scripts run there. */
const scriptsDir = new Map<InstallKind, string>();

beforeAll(async () => {
  projects = await sharedProjects();
  for (const project of projects) {
    const dir = mkdtempSync(join(project.dir, 'scripts-'));
    scriptsDir.set(project.kind, dir);
    for (const script of SCRIPTS) copyFileSync(join(import.meta.dirname, script), join(dir, script));
  }
}, 240_000);
afterAll(() => {
  for (const dir of scriptsDir.values()) rmSync(dir, { recursive: true, force: true });
});

const projectOf = (kind: InstallKind): InstalledProject => {
  const project = projects.find((p) => p.kind === kind);
  if (project === undefined) throw new Error(`no ${kind} project (setup failed)`);
  return project;
};

/** The Node binaries to run the scripts with, by version: this suite's, then SVC_PACKAGING_NODES. */
const NODES: [string, string][] = [
  process.execPath,
  ...(process.env.SVC_PACKAGING_NODES ?? '').split(delimiter).filter(Boolean),
].map((binary) => {
  const version = spawnSync(binary, ['--version'], { encoding: 'utf8', timeout: 10_000 }).stdout?.trim();
  if (!version) throw new Error(`SVC_PACKAGING_NODES: ${binary} is not a Node binary`);
  return [version, binary];
});

/** This environment, with `binary` first on PATH (so `#!/usr/bin/env node` finds it) and no inherited Node flags. */
const envFor = (binary: string): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_OPTIONS: '',
  PATH: `${dirname(binary)}${delimiter}${process.env.PATH ?? ''}`,
});

describe('the tarballs npm pack makes', () => {
  it('hold the manifest, the README, dist/ and src/, and nothing else', () => {
    const { packed } = projectOf('tarball');
    expect(packed?.map((p) => p.name)).toEqual(projectOf('tarball').packages);
    for (const { name, files } of packed ?? []) {
      expect(files, name).toContain('package.json');
      expect(files, name).toContain('README.md');
      expect(files, name).toContain('dist/index.js');
      expect(files, name).toContain('dist/cjs/index.d.ts');
      expect(
        files.filter((f) => !/^(package\.json|README\.md|(dist|src)\/.+)$/.test(f)),
        name,
      ).toEqual([]);
    }
  });
});

describe.each(NODES)('Node %s', (_version, binary) => {
  describe.each<InstallKind>(['tarball', 'file'])('installed from a %s, outside the repository', (kind) => {
    it.each(PACKAGE_DIRS)(
      '%s: require() and import() of the root and every subpath give one module; fixtures validate',
      async (dir) => {
        const project = projectOf(kind);
        const name = project.packages[PACKAGE_DIRS.indexOf(dir)];
        const result = await run(binary, ['packaging-entries.cjs', name], { cwd: scriptsDir.get(kind)!, env: envFor(binary) });
        expect(result.stderr).toBe('');
        expect(result.code).toBe(0);
        const report: { entries: Record<string, number>; validated: number } = JSON.parse(result.stdout);
        // The root and each part's subpath: the types and operation table, validators, fixtures, client and server
        // are in every package.
        for (const part of ['', '/types', '/operations', '/validators', '/fixtures', '/client', '/server'])
          expect(report.entries, part).toHaveProperty([`${name}${part}`]);
        expect(report.entries[name]).toBeGreaterThan(10);
        expect(report.validated).toBeGreaterThan(10);
      },
    );

    it.each(PACKAGE_DIRS)(
      '%s: a server from require() answers a client from import() over HTTP; errors are the required classes',
      async (dir) => {
        const project = projectOf(kind);
        const result = await run(binary, ['packaging-roundtrip.cjs', project.packages[PACKAGE_DIRS.indexOf(dir)]], {
          cwd: scriptsDir.get(kind)!,
          env: envFor(binary),
        });
        expect(result.stderr).toBe('');
        expect(result.stdout.trim()).toBe('ok');
        expect(result.code).toBe(0);
      },
    );

    it('the connector bins run from node_modules/.bin', async () => {
      const project = projectOf(kind);
      const env = envFor(binary);
      const qwc = await run(
        join(project.dir, 'node_modules', '.bin', 'qwc'),
        ['--name', 'Packed', '--url', 'http://localhost:8080/wc', '--user', 'alice'],
        { cwd: project.dir, env },
      );
      expect(qwc.stderr).toBe('');
      expect(qwc.code).toBe(0);
      expect(qwc.stdout).toContain('<AppName>Packed</AppName>');
      const sim = await run(join(project.dir, 'node_modules', '.bin', 'wc-sim'), ['--help'], { cwd: project.dir, env });
      expect(sim.code).toBe(0);
      expect(sim.stdout).toMatch(/^Usage: wc-sim /);
    });
  });
});
