/**
 * Scoped package names: `--name @acme/pets` and `info.x-svc-package: '@acme/shop'` give packages npm knows by that
 * name (folder and identifiers from the part after the scope), and a name npm would refuse is a usage error
 * (`--name`) or a located diagnostic (x-svc-package), with nothing written.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chosenPackageName, derivedPackageName } from '../../generator/parse/package-name.ts';
import { repoRoot, runCli } from '../support/run-cli.ts';

// Inside the repository: a package's runtime dependencies (fast-xml-parser) resolve from its node_modules.
const temp = mkdtempSync(join(repoRoot, 'test', '.tmp-scope-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const petstore = join(repoRoot, '..', 'shared', 'specs', 'petstore.yaml');
const wsdl = join(repoRoot, 'test', 'samples', 'soap-generic', 'contacts.wsdl');

/** Requires `name` from a project whose node_modules links it to `dir`, as npm would install it. */
function requireByName(name: string, dir: string, script: string): string {
  const project = mkdtempSync(join(temp, 'project-'));
  const link = join(project, 'node_modules', ...name.split('/'));
  mkdirSync(join(link, '..'), { recursive: true });
  symlinkSync(dir, link, 'dir');
  writeFileSync(join(project, 'main.cjs'), `const pkg = require(${JSON.stringify(name)});\n${script}\n`);
  const result = spawnSync(process.execPath, ['main.cjs'], { cwd: project, encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout.trim();
}

describe('a scoped name', () => {
  it.each([
    ['OpenAPI', '@acme/pets', petstore, 'pets', 'PetsClient'],
    ['WSDL', '@acme/address-book', wsdl, 'address-book', 'AddressBookClient'],
  ])(
    '%s with --name %s: that npm name, folder and stem from the part after the scope',
    (_kind, name, input, folder, client) => {
      const out = join(temp, `out-${folder}`);
      const result = runCli(['--input', input, '--name', name, '--out', out]);
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain(`${name}  ${out}/${folder}  `);
      expect(readdirSync(out)).toEqual([folder]);
      const manifest = JSON.parse(readFileSync(join(out, folder, 'package.json'), 'utf8'));
      expect(manifest.name).toBe(name);
      expect(readFileSync(join(out, folder, 'README.md'), 'utf8')).toContain(`# ${name}\n`);
      expect(requireByName(`${name}/client`, join(out, folder), `console.log(typeof pkg.${client});`)).toBe('function');
    },
  );

  it('info.x-svc-package with a scope names the package', () => {
    const input = join(temp, 'shop.yaml');
    writeFileSync(input, readFileSync(petstore, 'utf8').replace(/^info:\n/m, "info:\n  x-svc-package: '@acme/shop'\n"));
    const out = join(temp, 'out-shop');
    const result = runCli(['--types-only', '--input', input, '--out', out]);
    expect(result.status, result.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(out, 'shop', 'package.json'), 'utf8')).name).toBe('@acme/shop');
    expect(requireByName('@acme/shop', join(out, 'shop'), 'console.log(Object.keys(pkg.operations).length > 0);')).toBe(
      'true',
    );
  });

  it('a bare name is a short name under @svc/', () => {
    expect(chosenPackageName('pets')).toEqual({ naming: { name: 'pets' } });
    expect(chosenPackageName('Pet Store')).toEqual({ naming: { name: 'pet-store' } });
    // A file's name too long for npm under @svc/ is reported (the parsers locate it at the document's root).
    expect(derivedPackageName('p'.repeat(210))).toMatchObject({
      problem: expect.stringMatching(/215 characters long/),
    });
    expect(chosenPackageName('@acme/pet.store')).toEqual({
      naming: { name: 'pet-store', packageName: '@acme/pet.store' },
    });
  });
});

describe('a name npm would refuse', () => {
  const long = `@acme/${'p'.repeat(210)}`;
  it.each([
    ['@Acme/Pets', '@Acme/Pets', /capital letters.*"@acme\/pets"/],
    ['@acme/', '@acme/', /its name is empty/],
    ['@/pets', '@/pets', /its scope is empty/],
    ['acme/pets', 'acme/pets', /one "@", then one "\/".*"@acme\/pets"/],
    ['@acme/pets/v2', '@acme/pets/v2', /one "@", then one "\/"/],
    ['@acme/_pets', '@acme/_pets', /starts with "_"/],
    ['@acme/pets!', '@acme/pets!', /has "!"/],
    ['@acme/ and 210 letters', long, /216 characters long \(npm allows 214\)/],
  ])('--name %s is a usage error, and nothing is written', (_label, name, why) => {
    const out = join(temp, 'refused');
    const result = runCli(['--input', petstore, '--name', name, '--out', out]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(new RegExp(`^--name: .*${why.source}`));
    expect(existsSync(out)).toBe(false);
  });

  it('x-svc-package with an invalid scope is an SVC011 located at it, and nothing is written', () => {
    const input = join(temp, 'bad-scope.yaml');
    const text = readFileSync(petstore, 'utf8').replace(/^info:\n/m, "info:\n  x-svc-package: '@Acme/pets'\n");
    writeFileSync(input, text);
    const line = text.split('\n').findIndex((l) => l.includes('x-svc-package')) + 1;
    const out = join(temp, 'refused-x');
    const result = runCli(['--input', input, '--out', out]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(
        `bad-scope\\.yaml:${line}:\\d+ .*SVC011.*"@Acme/pets" is not a valid npm package name: its scope has capital letters`,
      ),
    );
    expect(result.stderr).toContain('"@acme/pets"');
    expect(existsSync(out)).toBe(false);
  });
});
