/**
 * The CLI as a user meets it: the committed generated/ matches the definitions, output is deterministic and
 * all-or-nothing, broken input writes nothing, and any third-party OpenAPI document generates a package.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../support/run-cli.ts';

const temp = mkdtempSync(join(tmpdir(), 'svc-cli-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function snapshotTree(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[relative(root, path)] = readFileSync(path, 'utf8');
    }
  };
  walk(root);
  return files;
}

/**
 * One generation of the three packages into `<temp>/a` (the default cache), made by the first test that needs it:
 * the tests that only need a generated tree to start from copy it instead of generating again (issue 21: this file
 * generated the three packages eight times).
 */
let first: { stdout: string; stderr: string; status: number | null; tree: Record<string, string> } | undefined;
function generatedOnce(): NonNullable<typeof first> {
  if (first === undefined) {
    const result = runCli(['--out', join(temp, 'a')]);
    expect(result.status, result.stderr).toBe(0);
    first = { ...result, tree: snapshotTree(join(temp, 'a')) };
  }
  return first;
}

/** A copy of that generation at `out`, to edit or to regenerate over. */
function copyOfGenerated(out: string): void {
  generatedOnce();
  cpSync(join(temp, 'a'), out, { recursive: true });
}

describe('npm run generate', () => {
  it('--check: the committed generated/ is exactly what the definitions produce', () => {
    const result = runCli(['--check']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('writes the three packages, one timed line each, byte-identical across runs', () => {
    const a = generatedOnce();
    const b = runCli(['--out', join(temp, 'b')]);
    expect(b.status, b.stderr).toBe(0);
    expect(a.stdout).toMatch(/@svc\/connector .* \d+ ms/);
    expect(a.stdout).toMatch(/@svc\/payments .* \d+ ms/);
    expect(a.stdout).toMatch(/@svc\/accounting .* \d+ ms/);
    const treeA = a.tree;
    expect(Object.keys(treeA).length).toBeGreaterThan(10);
    expect(snapshotTree(join(temp, 'b'))).toEqual(treeA);
    // Nothing but the three packages lands in the output root (no staging leftovers).
    expect(readdirSync(join(temp, 'a')).sort()).toEqual(['accounting', 'connector', 'payments']);
  });

  it('the finish cache changes nothing: cold, warm, damaged and --no-cache runs write the same bytes', () => {
    const cache = join(temp, 'cache');
    const run = (name: string, extra: string[] = []) => {
      const result = runCli(['--out', join(temp, name), ...extra], repoRoot, { SVC_CODEGEN_CACHE: cache });
      expect(result.status, result.stderr).toBe(0);
      return snapshotTree(join(temp, name));
    };
    const cold = run('cold');
    expect(readdirSync(cache).length).toBeGreaterThan(10);
    expect(run('warm')).toEqual(cold);
    // A damaged entry is a miss, never wrong output.
    for (const entry of readdirSync(cache)) writeFileSync(join(cache, entry), '{"files": [');
    expect(run('damaged')).toEqual(cold);
    expect(run('uncached', ['--no-cache'])).toEqual(cold);
  });

  it('--check names the files that differ, and exits 1', () => {
    const out = join(temp, 'check');
    copyOfGenerated(out);
    writeFileSync(join(out, 'payments', 'src', 'types.ts'), '// edited by hand\n');
    writeFileSync(join(out, 'connector', 'stray.txt'), 'x');
    const result = runCli(['--check', '--out', out]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`differs: ${join(out, 'payments', 'src', 'types.ts')}`);
    expect(result.stderr).toContain(`not generated: ${join(out, 'connector', 'stray.txt')}`);
  });

  it('a broken definition is reported as file:line:column CODE and nothing is written', () => {
    const defs = join(temp, 'broken-defs');
    cpSync(join(repoRoot, 'definitions'), defs, { recursive: true });
    const out = join(temp, 'broken-out');
    copyOfGenerated(out);
    const before = snapshotTree(out);
    // Two problems in two files: both must be reported in one run.
    const root = join(defs, 'payments', 'openapi.yaml');
    writeFileSync(root, readFileSync(root, 'utf8') + '\n  broken: [\n');
    const wsdl = join(defs, 'connector.wsdl');
    writeFileSync(wsdl, readFileSync(wsdl, 'utf8').replace('</wsdl:definitions>', ''));
    const result = runCli([
      '--out',
      out,
      '--input',
      join(defs, 'connector.wsdl'),
      '--input',
      root,
      '--input',
      join(defs, 'accounting', 'openapi.yaml'),
    ]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/connector\.wsdl:\d+:\d+ SVC001 /);
    expect(result.stderr).toMatch(/openapi\.yaml:\d+:\d+ SVC001 /);
    expect(result.stderr).toContain('nothing written');
    expect(result.stderr).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/); // no stack trace
    expect(snapshotTree(out)).toEqual(before);
  });

  it('--types-only writes the types and operation table alone, importable from plain Node', () => {
    const out = join(temp, 'types-only');
    const result = runCli([
      '--types-only',
      '--input',
      join(repoRoot, 'definitions', 'accounting', 'openapi.yaml'),
      '--out',
      out,
    ]);
    expect(result.status, result.stderr).toBe(0);
    const files = Object.keys(snapshotTree(join(out, 'accounting')));
    expect(files).toContain('src/types.ts');
    expect(files).toContain('dist/operations.js');
    expect(files.filter((f) => /validators|fixtures|client|server/.test(f))).toEqual([]);
    expect(readFileSync(join(out, 'accounting', 'src', 'index.ts'), 'utf8')).not.toMatch(/validators|fixtures|client/);
  });

  it('usage errors exit 2 with the usage text', () => {
    const result = runCli(['--bogus']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage: npm run generate');
    const format = runCli(['--format', 'gofmt', '--out', join(temp, 'never')]);
    expect(format.status).toBe(2);
    expect(format.stderr).toContain('--format must be one of: biome, prettier');
  });

  it('--format prettier lays sources out with prettier; the package means the same', async () => {
    const input = join(repoRoot, '..', 'shared', 'specs', 'petstore.yaml');
    const out = join(temp, 'formats');
    const pretty = runCli(['--format', 'prettier', '--no-cache', '--input', input, '--name', 'pretty', '--out', out]);
    const fast = runCli(['--no-cache', '--input', input, '--name', 'fast', '--out', out]);
    expect(pretty.status, pretty.stderr).toBe(0);
    expect(fast.status, fast.stderr).toBe(0);
    const prettier = await import('prettier');
    for (const file of ['src/types.ts', 'src/client.ts', 'src/validators.ts']) {
      const text = readFileSync(join(out, 'pretty', file), 'utf8');
      // What prettier writes is what prettier would leave unchanged.
      expect(await prettier.format(text, { parser: 'typescript', printWidth: 100, singleQuote: true })).toBe(text);
    }
    // Runtime templates ship as written, whatever the formatter.
    expect(readFileSync(join(out, 'pretty', 'src/runtime/validators/validation.ts'), 'utf8')).toBe(
      readFileSync(join(out, 'fast', 'src/runtime/validators/validation.ts'), 'utf8'),
    );
  });

  it.each(['petstore.yaml', 'spotify.yaml', 'xero-accounting.yaml', 'stripe.yaml'])(
    'generates a package from the third-party document %s',
    (spec) => {
      const out = join(temp, 'specs');
      const result = runCli(['--input', join(repoRoot, '..', 'shared', 'specs', spec), '--out', out]);
      expect(result.status, result.stderr).toBe(0);
      const name = spec.replace(/\.yaml$/, '');
      const pkg = JSON.parse(readFileSync(join(out, name, 'package.json'), 'utf8'));
      expect(pkg.name).toBe(`@svc/${name}`);
      expect(readFileSync(join(out, name, 'dist', 'index.js'), 'utf8').length).toBeGreaterThan(0);
    },
  );
});
