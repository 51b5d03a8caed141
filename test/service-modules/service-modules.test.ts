/**
 * Service modules: a definition names a folder of hand-written TypeScript (OpenAPI `x-svc-service-modules`, WSDL
 * `<svc:serviceModules dir>`), and the package ships it under `src/service/`, re-exported from the root when the
 * folder has an index, with the npm packages it imports pinned in the manifest; a broken declaration is a located
 * error and nothing is written.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../support/run-cli.ts';

const temp = mkdtempSync(join(repoRoot, 'test', '.service-modules-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const RULES = `/** A service rule no definition can state. */
import { createHash } from 'node:crypto';
import { label } from './helpers/label.ts';
export function greet(name: string): string {
  return label(name) + ':' + createHash('sha256').update(name).digest('hex').slice(0, 4);
}
export const ANSWER = 42;
`;
const HELPER = `export const label = (s: string): string => '<' + s + '>';\n`;
const IGNORED_TEST = `throw new Error('tests beside service modules are not shipped');\n`;

function modulesFolder(dir: string): void {
  mkdirSync(join(dir, 'helpers'), { recursive: true });
  writeFileSync(join(dir, 'index.ts'), RULES);
  writeFileSync(join(dir, 'helpers', 'label.ts'), HELPER);
  writeFileSync(join(dir, 'index.test.ts'), IGNORED_TEST);
}

describe('service modules', () => {
  it('ship with an OpenAPI package under src/service/, compiled and re-exported from the root', async () => {
    const def = join(temp, 'rest');
    cpSync(join(repoRoot, 'test/samples/openapi/security'), def, { recursive: true });
    const yaml = readFileSync(join(def, 'openapi.yaml'), 'utf8').replace('info:', 'x-svc-service-modules: ./rules\ninfo:');
    writeFileSync(join(def, 'openapi.yaml'), yaml);
    modulesFolder(join(def, 'rules'));
    const out = join(temp, 'out-rest');
    const run = runCli(['--input', join(def, 'openapi.yaml'), '--name', 'ruled', '--out', out]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const pkg = join(out, 'ruled');
    expect(readFileSync(join(pkg, 'src/service/index.ts'), 'utf8')).toContain("from './helpers/label.js'");
    expect(existsSync(join(pkg, 'src/service/helpers/label.ts'))).toBe(true);
    expect(existsSync(join(pkg, 'src/service/index.test.ts'))).toBe(false);
    // Its exports, read by the TypeScript compiler, are the package's like any part's: the root and `./service`.
    expect(readFileSync(join(pkg, 'src/index.ts'), 'utf8')).toContain("export { ANSWER, greet } from './service/index.js';");
    const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
    expect(manifest.exports['./service'].import.default).toBe('./dist/service/index.js');
    const mod = (await import(pathToFileURL(join(pkg, 'dist/index.js')).href)) as { greet(n: string): string; ANSWER: number };
    expect(mod.ANSWER).toBe(42);
    expect(mod.greet('a')).toMatch(/^<a>:[0-9a-f]{4}$/);
  });

  it('ship with a WSDL package, declared by an extensibility element of our namespace', () => {
    const def = join(temp, 'soap');
    cpSync(join(repoRoot, 'test/samples/wsdl/builtins'), def, { recursive: true });
    const wsdl = readFileSync(join(def, 'service.wsdl'), 'utf8').replace(
      '<wsdl:types>',
      '<svc:serviceModules xmlns:svc="urn:svc-codegen:extensions" dir="svc-rules"/>\n  <wsdl:types>',
    );
    writeFileSync(join(def, 'service.wsdl'), wsdl);
    modulesFolder(join(def, 'svc-rules'));
    const out = join(temp, 'out-soap');
    const run = runCli(['--input', join(def, 'service.wsdl'), '--out', out]);
    expect(run.status).toBe(0);
    expect(existsSync(join(out, 'service/src/service/helpers/label.ts'))).toBe(true);
    expect(existsSync(join(out, 'service/dist/service/index.js'))).toBe(true);
  });

  it('an npm import the generator does not pin, or a missing folder, is a located error and nothing is written', () => {
    const def = join(temp, 'bad');
    cpSync(join(repoRoot, 'test/samples/openapi/security'), def, { recursive: true });
    const yaml = readFileSync(join(def, 'openapi.yaml'), 'utf8').replace('info:', 'x-svc-service-modules: ./rules\ninfo:');
    writeFileSync(join(def, 'openapi.yaml'), yaml);
    const out = join(temp, 'out-bad');
    const missing = runCli(['--input', join(def, 'openapi.yaml'), '--out', out]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/openapi\.yaml:2:\d+ SVC012 .*service-modules folder not found: \.\/rules/);
    mkdirSync(join(def, 'rules'));
    writeFileSync(join(def, 'rules', 'index.ts'), "import leftPad from 'left-pad-not-pinned';\nexport const x = leftPad;\n");
    const unpinned = runCli(['--input', join(def, 'openapi.yaml'), '--out', out]);
    expect(unpinned.status).toBe(1);
    expect(unpinned.stderr).toMatch(/SVC007 .*left-pad-not-pinned is not pinned/);
    expect(existsSync(out)).toBe(false);
  });

  it('a package loaded only by dynamic import() is an optional peer; imports in comments do not count', () => {
    const def = join(temp, 'peer');
    cpSync(join(repoRoot, 'test/samples/openapi/security'), def, { recursive: true });
    const yaml = readFileSync(join(def, 'openapi.yaml'), 'utf8').replace('info:', 'x-svc-service-modules: ./rules\ninfo:');
    writeFileSync(join(def, 'openapi.yaml'), yaml);
    mkdirSync(join(def, 'rules'));
    writeFileSync(
      join(def, 'rules', 'index.ts'),
      [
        '/** Example: `import { x } from \'left-pad-not-pinned\'` (a comment, not an import). */',
        "import { parse } from 'yaml';",
        '// await import(\'also-not-pinned\')',
        "export const load = async (): Promise<unknown> => (await import('js-yaml')).load('a: 1');",
        "export const read = (text: string): unknown => parse(text);",
        '',
      ].join('\n'),
    );
    const out = join(temp, 'out-peer');
    const run = runCli(['--input', join(def, 'openapi.yaml'), '--name', 'peered', '--out', out]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const manifest = JSON.parse(readFileSync(join(out, 'peered/package.json'), 'utf8')) as Record<string, Record<string, unknown>>;
    expect(manifest.dependencies).toMatchObject({ yaml: expect.any(String) });
    expect(manifest.dependencies).not.toHaveProperty('js-yaml');
    // js-yaml from the service module; redis from the REST client's optional Redis rate-limit store.
    expect(manifest.peerDependencies).toEqual({
      '@types/node': '>=20',
      'js-yaml': expect.stringMatching(/^\^\d+\.\d+\.\d+$/),
      redis: expect.any(String),
    });
    expect(manifest.peerDependenciesMeta).toEqual({ 'js-yaml': { optional: true }, redis: { optional: true } });
  });
});
