/**
 * The README's two commands are the whole set-up: every installed package supports the Node range the
 * project states (so `npm ci` warns of no engine mismatch), the README states the same minimum as
 * `engines`, and CI installs no system package that `npm test` would otherwise need.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<
    string,
    { version?: string; engines?: { node?: string } | string[]; optional?: boolean; os?: string[]; cpu?: string[] }
  >;
};
const minimum = semver.minVersion(pkg.engines.node)!.version;

describe('the stated Node range', () => {
  it('is 20.19 or newer in engines, and the README says the same', () => {
    expect(minimum).toBe('20.19.0');
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain('Node 20.19 or newer');
  });

  it('is supported by every locked package installed on this platform (npm ci warns of none)', () => {
    const clashes: string[] = [];
    for (const [where, entry] of Object.entries(lock.packages)) {
      if (where === '' || !entry.engines || Array.isArray(entry.engines) || !entry.engines.node) continue;
      // Optional packages (rolldown's per-platform bindings) are skipped by npm where they do not apply.
      if (entry.optional && !existsSync(path.join(root, where))) continue;
      // The stated minimum, and the Node 22 / 24 that test/node-versions.sh runs.
      for (const node of [minimum, '22.23.3', '24.21.0']) {
        if (!semver.satisfies(node, entry.engines.node))
          clashes.push(`${where}@${entry.version}: node ${entry.engines.node} excludes ${node}`);
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe('CI set-up', () => {
  it('installs no XML tool: the XML checks run on libxml2 from npm (xmllint-wasm)', () => {
    const ci = readFileSync(path.join(root, '.ci/run'), 'utf8');
    expect(ci).not.toMatch(/libxml2-utils/);
    expect(ci).toMatch(/need\+=\(redis-server\)/);
    const devDependencies = (
      JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        devDependencies: Record<string, string>;
      }
    ).devDependencies;
    expect(devDependencies['xmllint-wasm']).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
