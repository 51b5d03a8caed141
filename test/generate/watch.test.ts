/**
 * `npm run generate -- --watch`: generates, then regenerates when a definition file changes, printing the same
 * per-package summary (only the files the edit changed are written), and stops cleanly when killed. Runs on a
 * copy of a definition, in a child process, as a user would.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/run-cli.ts';

const temp = mkdtempSync(join(tmpdir(), 'svc-watch-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('generate --watch', () => {
  it('regenerates on a definition change with the change summary, and stops on SIGTERM', async () => {
    cpSync(join(repoRoot, 'definitions', 'payments'), join(temp, 'payments'), { recursive: true });
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'generator', 'cli.ts'), '--watch', '--input', join(temp, 'payments', 'openapi.yaml'), '--out', join(temp, 'out')],
      { cwd: repoRoot, env: { ...process.env, NODE_NO_WARNINGS: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const waitFor = async (pattern: RegExp, ms = 120_000) => {
      const end = Date.now() + ms;
      while (!pattern.test(stdout)) {
        if (Date.now() > end || child.exitCode !== null) throw new Error(`no ${pattern} in:\n${stdout}\n${stderr}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    try {
      await waitFor(/watching .*payments \(Ctrl-C to stop\)/);
      const total = Number(/@svc\/payments .* (\d+) files \(\d+ written\)/.exec(stdout)?.[1]);
      expect(total).toBeGreaterThan(10);

      // Two saves in quick succession make one run (debounced).
      const card = join(temp, 'payments', 'schemas', 'Card.yaml');
      const text = readFileSync(card, 'utf8');
      writeFileSync(card, text.replace('description: |\n', 'description: |\n  Edited once.\n'));
      writeFileSync(card, text.replace('description: |\n', 'description: |\n  Edited twice.\n'));
      writeFileSync(join(temp, 'payments', 'notes.txt'), 'not a definition file: ignored');
      // The source, its declarations, and the same declarations for CommonJS consumers (dist/cjs/).
      await waitFor(/changed: .*payments\/schemas\/Card\.yaml\n@svc\/payments .* files \(3 written, \d+ unchanged\)/);
      expect(stdout).toContain('  written: src/types.ts\n');
      expect(stdout).toContain(`${total} files (3 written, ${total - 3} unchanged)`);
      expect(stdout.match(/changed: /g)).toHaveLength(1);
      expect(readFileSync(join(temp, 'out', 'payments', 'src', 'types.ts'), 'utf8')).toContain('Edited twice.');

      // A broken edit is reported and the watch goes on.
      writeFileSync(card, 'title: [unclosed\n');
      const until = Date.now() + 60_000;
      while (!/SVC001/.test(stderr) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(stderr).toMatch(/Card\.yaml:\d+:\d+ SVC001 /);
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 240_000);
});
