/**
 * The part contract as a user meets it: the shipped `zod` part (off by default) turned on with `--part zod`, and
 * a user's own part added from `svc-codegen.config.ts` without touching generator/. Zod and the generated
 * validators must give the same verdict on every fixture and every invalid fixture of the three packages.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../support/run-cli.ts';

// Inside the repository: the packages' runtime dependencies (zod among them) resolve from its node_modules.
const temp = mkdtempSync(join(repoRoot, 'test', '.tmp-parts-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

interface SafeParse {
  safeParse(value: unknown): { success: boolean };
}
interface Package {
  validate: Record<string, (value: unknown) => { ok: boolean }>;
  fixtures: Record<string, ((overrides?: unknown) => unknown) & { many(n: number): unknown[] }> & {
    invalid: Record<string, () => { value: unknown; path: string; code: string }[]>;
  };
  zodSchemas: Record<string, SafeParse>;
}

const PACKAGES = ['connector', 'payments', 'accounting'] as const;
const loaded: Record<string, Package> = {};

describe('the zod part (--part zod)', () => {
  beforeAll(async () => {
    const result = runCli(['--part', 'zod', '--out', join(temp, 'zod')]);
    expect(result.status, result.stderr).toBe(0);
    for (const name of PACKAGES) {
      loaded[name] = (await import(pathToFileURL(join(temp, 'zod', name, 'dist', 'index.js')).href)) as Package;
    }
  }, 240_000);

  it.each(PACKAGES)('%s: ships src/zod.ts, exports zodSchemas, depends on zod at the pinned version', (name) => {
    const dir = join(temp, 'zod', name);
    const pins = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).devDependencies;
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    expect(manifest.dependencies.zod).toBe(pins.zod);
    expect(readFileSync(join(dir, 'src', 'index.ts'), 'utf8')).toContain("export { zodSchemas } from './zod.js';");
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toContain('- `zod`: `zodSchemas.<Type>`');
    expect(manifest.exports['./zod'].import.default).toBe('./dist/zod.js');
    expect(Object.keys(loaded[name].zodSchemas).sort()).toEqual(Object.keys(loaded[name].validate).sort());
  });

  it.each(PACKAGES)('%s: zod and the validators agree on every fixture and every invalid fixture', (name) => {
    const { validate, fixtures, zodSchemas } = loaded[name];
    let valid = 0;
    let invalid = 0;
    for (const type of Object.keys(validate)) {
      for (const value of [fixtures[type](), ...fixtures[type].many(3)]) {
        expect(validate[type](value).ok, `${type} fixture`).toBe(true);
        expect(zodSchemas[type].safeParse(value).success, `${type} fixture under zod`).toBe(true);
        valid++;
      }
      for (const c of fixtures.invalid[type]()) {
        expect(validate[type](c.value).ok, `${type} invalid ${c.code} at ${c.path}`).toBe(false);
        expect(zodSchemas[type].safeParse(c.value).success, `${type} invalid ${c.code} at ${c.path} under zod`).toBe(false);
        invalid++;
      }
    }
    expect(valid).toBeGreaterThan(0);
    expect(invalid).toBeGreaterThan(0);
    // Thousands of invalid cases (accounting: ~17 000), each a whole entity, and Zod builds an issue list per refusal.
  }, 600_000);

  it('is off by default: the committed packages have no zod', () => {
    for (const name of PACKAGES) {
      const manifest = JSON.parse(readFileSync(join(repoRoot, 'generated', name, 'package.json'), 'utf8'));
      expect(manifest.dependencies?.zod).toBeUndefined();
      expect(readFileSync(join(repoRoot, 'generated', name, 'src', 'index.ts'), 'utf8')).not.toContain('zod');
    }
  });
});

describe('a part of the user, from svc-codegen.config.ts', () => {
  it('adds its file, index export and README line; generator/ is untouched', async () => {
    const project = join(temp, 'project');
    mkdirSync(join(project, 'parts'), { recursive: true });
    const contract = pathToFileURL(join(repoRoot, 'generator', 'part-kit', 'contract.ts')).href;
    writeFileSync(
      join(project, 'parts', 'operation-names.ts'),
      `import { definePart } from ${JSON.stringify(contract)};
export default definePart({
  name: 'operation-names',
  requires: ['operations'],
  entry: 'operation-names',
  platform: 'browser',
  exports: () => [{ from: 'src/operation-names.ts', values: ['operationNames'] }],
  emit: (model, context) => [{
    path: 'src/operation-names.ts',
    content: context.importFrom('operations', { types: ['OperationName'] }) +
      '\\n/** Names of the operations. */\\nexport const operationNames: readonly OperationName[] = ' +
      JSON.stringify(model.services.flatMap((s) => s.operations.map((o) => o.name)).sort()) + ';\\n',
  }],
  readme: () => ['- \`operation-names\`: the operation names (a user part).'],
});
`,
    );
    writeFileSync(join(project, 'svc-codegen.config.ts'), "export default { parts: ['./parts/operation-names.ts'] };\n");
    const out = join(project, 'out');
    const input = join(repoRoot, 'definitions', 'payments', 'openapi.yaml');
    const result = runCli(['--input', input, '--out', out], project);
    expect(result.status, result.stderr).toBe(0);
    const dir = join(out, 'payments');
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toContain('(a user part)');
    const pkg = await import(pathToFileURL(join(dir, 'dist', 'index.js')).href);
    expect(pkg.operationNames).toEqual(Object.keys(pkg.operations).sort());
    // Its own subpath, like every part's.
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    expect(manifest.exports['./operation-names'].import.default).toBe('./dist/operation-names.js');
    const entry = await import(pathToFileURL(join(dir, 'dist', 'operation-names.js')).href);
    expect(entry.operationNames).toBe(pkg.operationNames);
  });

  it('refuses a part module that is not a part, with exit 2 and nothing written', () => {
    const project = join(temp, 'bad');
    mkdirSync(project, { recursive: true });
    writeFileSync(join(project, 'not-a-part.ts'), 'export default { emit: 42 };\n');
    const out = join(project, 'out');
    const input = join(repoRoot, 'definitions', 'payments', 'openapi.yaml');
    const result = runCli(['--input', input, '--out', out, '--part', './not-a-part.ts'], project);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/not-a-part\.ts: a part needs a name/);
    const missing = runCli(['--input', input, '--out', out, '--part', 'no-such-part'], project);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/part "no-such-part" is neither a shipped part \(zod\) nor a file/);
  });
});
