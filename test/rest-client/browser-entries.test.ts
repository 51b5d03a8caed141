/**
 * `platform: 'browser'` is a promise a part makes (generator/part-kit/contract.ts): its entry and everything the
 * entry reaches run anywhere, and need no Node types. Held here for every such part in each of the three generated
 * packages (the client, validators, fixtures, types and operations entries, and the SOAP client):
 * - each entry bundles with esbuild for the browser, and the bundle takes no module of a Node part (server,
 *   sandbox, webhooks, OAuth ...); the server entry, bundled the same way, fails on its `node:` imports (so the
 *   check can fail);
 * - a project with no Node types at all (`"types": []`, the DOM library) that imports every browser entry
 *   type-checks under --strict, against the declarations (`dist/`, as a user's project does) and against the
 *   sources (`src/`), and no file of @types/node is in either program.
 * Running the bundles in a real browser: browser.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_IN_PARTS } from '../../generator/parts/index.ts';
import { bundleErrors, bundleForBrowser } from '../support/browser.ts';
import { repoRoot } from '../support/run-cli.ts';

const TSC = join(repoRoot, 'node_modules', '.bin', 'tsc');

const PACKAGES = ['payments', 'accounting', 'connector'] as const;

interface Entry {
  readonly pkg: string;
  /** The subpath, `client`. */
  readonly subpath: string;
}

/** The browser parts' entries a generated package exports (read from its package.json, as a bundler does). */
function browserEntries(dir: string): Entry[] {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'generated', dir, 'package.json'), 'utf8')) as { name: string; exports: Record<string, unknown> };
  // Two parts may share an entry name (the REST and the SOAP client are both `client`); a package has one of them.
  const subpaths = new Set(BUILT_IN_PARTS.filter((p) => p.platform === 'browser' && p.entry !== undefined).map((p) => p.entry!));
  return [...subpaths].filter((s) => Object.hasOwn(manifest.exports, `./${s}`)).map((subpath) => ({ pkg: manifest.name, subpath }));
}

/** Runtime folders of the parts that are not browser code: none of their modules may reach a browser bundle. */
const NODE_RUNTIMES = BUILT_IN_PARTS.filter((p) => p.platform !== 'browser').map((p) => `/runtime/${p.name}/`);

const entries = PACKAGES.flatMap(browserEntries);

describe('the browser entries of the generated packages', () => {
  it('are the client (and the REST calls), validators, fixtures, types and operations of each package (and nothing of a Node part)', () => {
    const bySubpath = (pkg: string): string[] => entries.filter((e) => e.pkg === pkg).map((e) => e.subpath).sort();
    for (const pkg of ['@svc/payments', '@svc/accounting']) {
      expect(bySubpath(pkg)).toEqual(['calls', 'client', 'fixtures', 'operations', 'types', 'validators']);
    }
    expect(bySubpath('@svc/connector')).toEqual(['client', 'fixtures', 'operations', 'types', 'validators']);
  });

  it.each(entries.map((e) => [`${e.pkg}/${e.subpath}`, e] as const))('%s bundles for the browser without a Node module', async (_name, entry) => {
    const bundle = await bundleForBrowser(`export * from '${entry.pkg}/${entry.subpath}';`);
    expect(bundle.inputs.filter((input) => input.startsWith('node:') || NODE_RUNTIMES.some((folder) => input.includes(folder)))).toEqual([]);
    expect(bundle.inputs.some((input) => input.includes(`/dist/${entry.subpath}.js`))).toBe(true);
  });

  it('refuses a Node entry the same way (the server imports node:http)', async () => {
    expect(await bundleErrors(`export * from '@svc/payments/server';`)).toMatch(/Could not resolve "node:/);
  });
});

describe('a project with no Node types (types: [], lib DOM) that imports every browser entry', () => {
  const dir = mkdtempSync(join(repoRoot, 'test', '.tmp-browser-types-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const imports = entries.map((e, i) => `import * as m${i} from '${e.pkg}/${e.subpath}';`);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'browser-app', private: true, type: 'module' }));
  writeFileSync(
    join(dir, 'app.ts'),
    [
      ...imports,
      `import { PaymentsClient } from '@svc/payments/client';`,
      `import { validate } from '@svc/accounting/validators';`,
      `import type { Charge } from '@svc/payments/types';`,
      '',
      `export const modules: readonly object[] = [${entries.map((_e, i) => `m${i}`).join(', ')}];`,
      `export const client: PaymentsClient = new PaymentsClient({ environment: { baseUrl: location.origin }, accessToken: 'token' });`,
      `export async function charge(id: string): Promise<Charge> { return client.readCharge(id); }`,
      `export const checked: boolean = validate.Invoice(JSON.parse('{}')).ok;`,
      `// @ts-expect-error Buffer is Node's: with no Node types there is none, so the project really lacks them`,
      `export const nodeOnly: unknown = Buffer;`,
      '',
    ].join('\n'),
  );

  /** `tsc -p`, and the files of its program. */
  function compile(name: string, config: object): { output: string; files: string[] } {
    const project = join(dir, `tsconfig.${name}.json`);
    writeFileSync(project, JSON.stringify(config));
    let output = '';
    try {
      execFileSync(TSC, ['--noEmit', '-p', project], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      const failure = error as { stdout?: string; stderr?: string; message: string };
      output = `${failure.stdout ?? ''}${failure.stderr ?? ''}` || failure.message;
    }
    const files = execFileSync(TSC, ['--noEmit', '--listFilesOnly', '-p', project], { encoding: 'utf8', stdio: 'pipe' }).split('\n').filter(Boolean);
    return { output, files };
  }

  const compilerOptions = {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: [],
  };

  it.each([
    ['bundler', 'ESNext', 'Bundler'],
    ['node16', 'Node16', 'Node16'],
  ])('type-checks against the declarations (module resolution %s)', (name, module, moduleResolution) => {
    const { output, files } = compile(name, { compilerOptions: { ...compilerOptions, module, moduleResolution }, files: ['app.ts'] });
    expect(output).toBe('');
    expect(files.filter((f) => f.includes('/dist/')).length).toBeGreaterThan(entries.length);
    expect(files.filter((f) => f.includes('@types/node'))).toEqual([]);
  });

  it("type-checks the entries' sources", () => {
    const sources = entries.map((e) => join(repoRoot, 'generated', e.pkg.replace('@svc/', ''), 'src', `${e.subpath}.ts`));
    const { output, files } = compile('sources', { compilerOptions: { ...compilerOptions, module: 'NodeNext', moduleResolution: 'NodeNext' }, files: sources });
    expect(output).toBe('');
    expect(files.filter((f) => f.includes('/src/runtime/')).length).toBeGreaterThan(10);
    expect(files.filter((f) => f.includes('@types/node'))).toEqual([]);
  });
});
