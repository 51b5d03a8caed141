/**
 * generator/launch.mjs, what `npm run generate` runs: the generator's entry from a bundle built with esbuild, rebuilt
 * whenever a source it was built from changed (an edited generator source is picked up by the very next run),
 * never from a build that is not current.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import module from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/run-cli.ts';

const temp = mkdtempSync(join(tmpdir(), 'svc-launch-'));
// A build folder of its own, inside the checkout: a bundle finds npm packages from where it lies, as the default
// folder (node_modules/.cache/svc-codegen-build) does.
const cacheRoot = join(repoRoot, 'node_modules', '.cache');
mkdirSync(cacheRoot, { recursive: true });
const build = mkdtempSync(join(cacheRoot, 'svc-launch-test-'));
afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
  rmSync(build, { recursive: true, force: true });
});

const launcher = join(repoRoot, 'generator', 'launch.mjs');

function launch(entry: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [launcher, entry, ...args], {
    encoding: 'utf8',
    env: { ...process.env, SVC_CODEGEN_BUILD: build, NODE_NO_WARNINGS: '1' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The builds in the folder (one folder of chunks each; stamps and, on Node 22.1+, the compile cache beside them). */
const bundles = () => readdirSync(build).filter((name) => !name.endsWith('.json') && name !== 'compile-cache');

describe('the generator launcher', () => {
  const entry = join(temp, 'entry.ts');
  const word = join(temp, 'word.ts');

  it('runs an entry from a bundle, and rebuilds it when a source changes', () => {
    writeFileSync(word, "export const word: string = 'first';\n");
    writeFileSync(
      entry,
      `import { word } from './word.ts';
export async function main(argv: string[]): Promise<number> {
  // Paths found beside a source hold in the bundle: import.meta.url is the source's own.
  console.log(word, argv.join(' '), new URL('./word.ts', import.meta.url).pathname);
  return 3;
}
`,
    );
    const first = launch(entry, 'a', 'b');
    expect(first.stderr).toBe('');
    expect(first.stdout).toBe(`first a b ${word}\n`);
    expect(first.status).toBe(3);
    const [bundle] = bundles();
    const builtAt = statSync(join(build, bundle, 'entry.mjs')).mtimeMs;

    // Nothing changed: the same bundle, not rebuilt.
    expect(launch(entry, 'c').stdout).toBe(`first c ${word}\n`);
    expect(bundles()).toEqual([bundle]);
    expect(statSync(join(build, bundle, 'entry.mjs')).mtimeMs).toBe(builtAt);

    // An imported source edited: the next run runs the edit.
    writeFileSync(word, "export const word: string = 'second';\n");
    expect(launch(entry).stdout).toBe(`second  ${word}\n`);
    expect(bundles()).toHaveLength(2);

    // A module newly imported (through the edited entry) is part of the build, and its edits are seen too.
    const other = join(temp, 'other.ts');
    writeFileSync(other, "export const other = 'x';\n");
    writeFileSync(entry, `import { other } from './other.ts';\nexport async function main(): Promise<number> { console.log(other); return 0; }\n`);
    expect(launch(entry).stdout).toBe('x\n');
    writeFileSync(other, "export const other = 'y';\n");
    expect(launch(entry).stdout).toBe('y\n');
  });

  it('takes a source on its recorded times only while they are its own: a same-size edit is seen', async () => {
    const entry2 = join(temp, 'timed.ts');
    const timed = join(temp, 'timed-word.ts');
    writeFileSync(timed, "export const word: string = 'first';\n");
    // A whole second, which the file system keeps exactly, so the edit below can set it back to the very same.
    const past = Math.floor(Date.now() / 1000) - 60;
    utimesSync(timed, past, past);
    writeFileSync(entry2, `import { word } from './timed-word.ts';\nexport async function main(): Promise<number> { console.log(word); return 0; }\n`);
    expect(launch(entry2).stdout).toBe('first\n');
    // A file changed in the last two seconds is always hashed; older, its times are recorded beside its digest.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(launch(entry2).stdout).toBe('first\n');
    const stamp = readdirSync(build).filter((name) => name.endsWith('.json')).map((name) => JSON.parse(readFileSync(join(build, name), 'utf8')) as { entry: string; seen?: Record<string, string> }).find((s) => s.entry === entry2);
    expect(Object.keys(stamp?.seen ?? {})).toContain(timed);
    // The same size, its modification time set back: only its change time is new, and that is enough.
    writeFileSync(timed, "export const word: string = 'third';\n");
    utimesSync(timed, past, past);
    expect(launch(entry2).stdout).toBe('third\n');
  });

  it('exits once nothing is left to do, after every pending write, with the exit code main returned', () => {
    const late = join(temp, 'late.txt');
    const pending = join(temp, 'pending.ts');
    writeFileSync(
      pending,
      `import { writeFile } from 'node:fs';
export async function main(): Promise<number> {
  // Work left after main returns: a timer, then an asynchronous write, then output.
  setTimeout(() => writeFile(${JSON.stringify(late)}, 'written', () => console.log('done')), 50);
  return 4;
}
`,
    );
    const result = launch(pending);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('done\n');
    expect(readFileSync(late, 'utf8')).toBe('written');
    expect(result.status).toBe(4);
  });

  it('keeps the compiled code of the modules it loads beside the builds where Node can (22.1 and later)', () => {
    // Node 20 has no compile cache (module.enableCompileCache is missing): the launcher then runs as before.
    const supported = typeof (module as { enableCompileCache?: unknown }).enableCompileCache === 'function';
    writeFileSync(entry, 'export async function main(): Promise<number> {\n  return 0;\n}\n');
    expect(launch(entry).status).toBe(0);
    const cache = join(build, 'compile-cache');
    expect(existsSync(cache) && readdirSync(cache, { recursive: true }).length > 0).toBe(supported);
  });

  it('reports a source that does not build as an internal error, and runs nothing', () => {
    const broken = join(temp, 'broken.ts');
    writeFileSync(broken, 'export async function main(): Promise<number> { return 0 +; }\n');
    const result = launch(broken);
    expect(result.status).toBe(70);
    expect(result.stderr).toMatch(/^internal error: Build failed[^]*broken\.ts:1:\d+: ERROR/);
    expect(result.stdout).toBe('');
  });

  it('runs when started through a symbolic link to the checkout', () => {
    const link = join(temp, 'checkout');
    symlinkSync(repoRoot, link);
    const result = spawnSync(process.execPath, [join(link, 'generator', 'launch.mjs'), join(link, 'generator', 'cli.ts'), '--help'], {
      encoding: 'utf8',
      env: { ...process.env, SVC_CODEGEN_BUILD: build, NODE_NO_WARNINGS: '1' },
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^usage: npm run generate/);
  });

  it("builds the generator with the runtime kits' export facts: read from the bundle, no parser loaded, equal to a parse", async () => {
    // An entry that reads a kit as a part does (every module of templates/<part>/, from index.ts), with no cache.
    const kitsEntry = join(temp, 'kits.ts');
    const source = (path: string) => JSON.stringify(join(repoRoot, path));
    writeFileSync(
      kitsEntry,
      `import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { moduleExports } from ${source('generator/part-kit/module-exports.ts')};
import { runtimeModules } from ${source('generator/pipeline/runtime-files.ts')};
export async function main([part]: string[]): Promise<number> {
  const modules = runtimeModules(part).map((path) => ({ path, content: readFileSync(join(${source('templates')}, part, path), 'utf8') }));
  const facts = moduleExports(modules, 'index.ts');
  const parser = Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes('/rolldown'));
  console.log(JSON.stringify({ facts, parser }));
  return 0;
}
`,
    );
    const { runtimeKitExports } = await import('../../generator/part-kit/runtime-kit-exports.ts');
    const { exportsDigest, readModuleExports } = await import('../../generator/part-kit/module-exports.ts');
    const { runtimeModules } = await import('../../generator/pipeline/runtime-files.ts');
    const table = runtimeKitExports().table;
    const kits = readdirSync(join(repoRoot, 'templates')).filter((part) => {
      try {
        return statSync(join(repoRoot, 'templates', part, 'index.ts')).isFile();
      } catch {
        return false;
      }
    });
    // The run that builds the bundle reads the kits itself (with the parser): the runs after it are measured.
    expect(launch(kitsEntry, kits[0]).status).toBe(0);
    let prebuilt = 0;
    for (const part of kits) {
      const modules = runtimeModules(part).map((path) => ({ path, content: readFileSync(join(repoRoot, 'templates', part, path), 'utf8') }));
      // A kit the reader refuses (re-exporting another part's runtime) is read, and refused, when a part asks.
      if (!Object.hasOwn(table, exportsDigest(modules, 'index.ts'))) continue;
      prebuilt++;
      const result = spawnSync(process.execPath, [launcher, kitsEntry, part], {
        encoding: 'utf8',
        env: { ...process.env, SVC_CODEGEN_BUILD: build, SVC_CODEGEN_CACHE: 'off', NODE_NO_WARNINGS: '1' },
      });
      expect(result.stderr).toBe('');
      const read = JSON.parse(result.stdout) as { facts: unknown; parser: boolean };
      expect(read.parser, part).toBe(false);
      // The facts the parser reads from the source as it is now.
      expect(read.facts, part).toEqual(readModuleExports(modules, 'index.ts'));
    }
    expect(prebuilt).toBeGreaterThanOrEqual(1);
    // A kit's files are among those the bundle is checked against: editing one rebuilds it.
    const stamp = readdirSync(build).filter((name) => name.endsWith('.json')).map((name) => JSON.parse(readFileSync(join(build, name), 'utf8')) as { entry: string; inputs: Record<string, string> }).find((s) => s.entry === kitsEntry);
    expect(Object.keys(stamp?.inputs ?? {})).toContain(join(repoRoot, 'templates', kits[0], 'index.ts'));
  });

  it('runs the generator CLI', () => {
    const result = launch(join(repoRoot, 'generator', 'cli.ts'), '--help');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^usage: npm run generate/);
  });
});
