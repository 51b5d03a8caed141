/**
 * An edit run writes what a cold run writes (issue 25): after each edit to a copy of a definition (descriptions
 * only, which reuses cached layouts and formats nothing; a member added; a description of several lines; the edits
 * undone), the package regenerated with the cache must equal, byte for byte, what a run without any cache makes of
 * the same definition (`--check` with the cache off finds no difference), and `--check` still catches a hand edit.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../support/run-cli.ts';

const temp = mkdtempSync(join(tmpdir(), 'svc-edit-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const defs = join(temp, 'payments');
const out = join(temp, 'out');
const input = join(defs, 'openapi.yaml');
const run = (extra: string[], cache: string) => runCli(['--input', input, '--out', out, ...extra], repoRoot, { SVC_CODEGEN_CACHE: cache });

/** Generates with the cache, then checks the result against a run with no cache at all. */
function generateAndCompareCold(): string {
  const warm = run([], join(temp, 'cache'));
  expect(warm.status, warm.stderr).toBe(0);
  const cold = run(['--check'], 'off');
  expect(cold.status, `${cold.stdout}\n${cold.stderr}`).toBe(0);
  return warm.stdout;
}

describe('an edit run', () => {
  it('writes exactly what a cold run writes, edit after edit', () => {
    cpSync(join(repoRoot, 'definitions', 'payments'), defs, { recursive: true });
    generateAndCompareCold();
    const schemas = join(defs, 'schemas');
    const files = readdirSync(schemas).filter((f) => f.endsWith('.yaml')).sort().map((f) => join(schemas, f));
    const originals = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
    const edit = (file: string, change: (text: string) => string) => {
      const text = readFileSync(file, 'utf8');
      const changed = change(text);
      expect(changed, file).not.toBe(text);
      writeFileSync(file, changed);
    };
    const plainDescription = /^( +)description: (?![>|'"])(.+)$/m;
    const described = files.filter((f) => plainDescription.test(originals.get(f)!));
    expect(described.length).toBeGreaterThan(2);

    // Descriptions only: the types' doc comments change, their layout comes from the cache.
    edit(described[0], (t) => t.replace(plainDescription, '$1description: $2 (edited)'));
    edit(described[1], (t) => t.replace(plainDescription, '$1description: A much longer description than the one before, long enough to pass the hundred columns of a line.'));
    expect(generateAndCompareCold()).toMatch(/written: src\/types\.ts/);

    // A description of several lines, and a new member: the layout changes.
    edit(described[2], (t) => t.replace(plainDescription, '$1description: |-\n$1  First line.\n\n$1  Second paragraph.'));
    edit(described[0], (t) => t.replace(/^properties:\n/m, 'properties:\n  addedByTheTest:\n    type: string\n    description: A member the test added.\n'));
    generateAndCompareCold();

    // Undone: the first layout again.
    for (const [file, text] of originals) writeFileSync(file, text);
    generateAndCompareCold();

    // A hand edit of a generated file is still caught by --check, and repaired by a run.
    const types = join(out, 'payments', 'src', 'types.ts');
    writeFileSync(types, readFileSync(types, 'utf8').replace('/**', '/** hand edit'));
    const check = run(['--check'], join(temp, 'cache'));
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('src/types.ts');
    generateAndCompareCold();
  });
});
