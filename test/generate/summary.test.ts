/**
 * `npm run generate` says per package what it changed on disk: files written (new or different), unchanged,
 * and removed (on disk but no longer generated), naming the written and removed files when there are few.
 */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../support/run-cli.ts';

const temp = mkdtempSync(join(tmpdir(), 'svc-summary-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('the per-package change summary', () => {
  it('counts written, unchanged and removed files', () => {
    const out = join(temp, 'out');
    const input = ['--input', join(repoRoot, 'definitions', 'payments', 'openapi.yaml'), '--out', out];
    const first = runCli(input);
    expect(first.status, first.stderr).toBe(0);
    const total = Number(/@svc\/payments .* (\d+) files \((\d+) written\)/.exec(first.stdout)?.[1]);
    expect(total).toBeGreaterThan(10);
    expect(first.stdout).toContain(`${total} files (${total} written)`);

    // Every file and folder of the package (itself included): which one it is (inode) and when it was written.
    const snapshot = () =>
      Object.fromEntries(
        [join(out, 'payments'), ...readdirSync(join(out, 'payments'), { recursive: true, withFileTypes: true }).map((e) => join(e.parentPath, e.name))].map(
          (path) => {
            const s = statSync(path);
            return [path, `${s.ino} ${s.mtimeMs}`];
          },
        ),
      );
    const before = snapshot();
    const second = runCli(input);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain(`${total} files (${total} unchanged)`);
    expect(second.stdout).not.toContain('written:');
    // Nothing changed, nothing written: every file and folder is the same one, with the same modification time.
    expect(snapshot()).toEqual(before);

    writeFileSync(join(out, 'payments', 'src', 'types.ts'), '// edited by hand\n');
    writeFileSync(join(out, 'payments', 'stray.txt'), 'x');
    const third = runCli(input);
    expect(third.status, third.stderr).toBe(0);
    expect(third.stdout).toContain(`${total} files (1 written, ${total - 1} unchanged, 1 removed)`);
    expect(third.stdout).toContain('  written: src/types.ts\n');
    expect(third.stdout).toContain('  removed: stray.txt\n');
    // Only the changed file was written (atomically: no temporary file is left beside it).
    const after = snapshot();
    // (Folders' times change with what is renamed into them or removed; their files are what counts.)
    const changed = Object.keys(after).filter((path) => after[path] !== before[path] && statSync(path).isFile());
    expect(changed).toEqual([join(out, 'payments', 'src', 'types.ts')]);
    expect(readdirSync(join(out, 'payments', 'src')).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });
});
