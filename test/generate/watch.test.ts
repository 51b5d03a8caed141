/**
 * `npm run generate -- --watch`: generates, then regenerates when a definition file changes, printing the same
 * per-package summary (only the files the edit changed are written), and stops cleanly when killed. Runs on a
 * copy of a definition, in a child process, as a user would.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEBOUNCE_MS } from '../../generator/watch.ts';
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
      // The file list follows the summary line, maybe in a later chunk (seen under load 19): wait for the run's end.
      await waitFor(/packages written \d+ ms after the change/);
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

  it('checks the packages an edit does not feed after writing the one it does, and still repairs them in the same run', async () => {
    const dir = join(temp, 'two');
    // The definitions in a folder of their own: the output and the cache must not be in a watched one.
    const defs = join(dir, 'defs');
    cpSync(join(repoRoot, 'definitions', 'payments'), join(defs, 'payments'), { recursive: true });
    cpSync(join(repoRoot, 'definitions', 'connector.wsdl'), join(defs, 'connector.wsdl'));
    const out = join(dir, 'out');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'generator', 'cli.ts'), '--watch', '--input', join(defs, 'payments', 'openapi.yaml'), '--input', join(defs, 'connector.wsdl'), '--out', out],
      { cwd: repoRoot, env: { ...process.env, NODE_NO_WARNINGS: '1', SVC_CODEGEN_CACHE: join(dir, 'cache') }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    /** Waits for the `n`th run's end, then gives what that run printed. */
    const run = async (n: number, ms = 120_000): Promise<string> => {
      const end = Date.now() + ms;
      while (stdout.split('packages written').length - 1 < n) {
        if (Date.now() > end || child.exitCode !== null) throw new Error(`no run ${n} in:\n${stdout}\n${stderr}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return stdout.split('\nchanged: ')[n];
    };
    try {
      const waitWatching = Date.now() + 120_000;
      while (!/watching /.test(stdout) && Date.now() < waitWatching) await new Promise((r) => setTimeout(r, 100));
      const card = join(defs, 'payments', 'schemas', 'Card.yaml');
      const text = readFileSync(card, 'utf8');

      // An edit of payments: connector, which reads none of its files, is found unchanged (after payments is written).
      writeFileSync(card, text.replace('description: |\n', 'description: |\n  Edited once.\n'));
      const first = await run(1);
      expect(first).toMatch(/@svc\/payments .* \(3 written, \d+ unchanged\)/);
      expect(first).toMatch(/@svc\/connector .*\(inputs unchanged: not regenerated\)/);

      // A generated file of connector edited by hand, then an edit of payments: connector is repaired in that run.
      const types = join(out, 'connector', 'src', 'types.ts');
      const generated = readFileSync(types, 'utf8');
      writeFileSync(types, `${generated}// edited by hand\n`);
      writeFileSync(card, text.replace('description: |\n', 'description: |\n  Edited twice.\n'));
      const second = await run(2);
      expect(second).toMatch(/@svc\/payments .* \(3 written, \d+ unchanged\)/);
      expect(second).toMatch(/@svc\/connector .* \(1 written, \d+ unchanged\)/);
      expect(readFileSync(types, 'utf8')).toBe(generated);
      expect(readFileSync(join(out, 'payments', 'src', 'types.ts'), 'utf8')).toContain('Edited twice.');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 240_000);

  it('keeps hearing a file after atomic saves, deletions and re-creations of files and folders, and new files', async () => {
    const dir = join(temp, 'atomic');
    cpSync(join(repoRoot, 'definitions', 'payments'), join(dir, 'payments'), { recursive: true });
    const out = join(dir, 'out');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'generator', 'cli.ts'), '--watch', '--input', join(dir, 'payments', 'openapi.yaml'), '--out', out],
      { cwd: repoRoot, env: { ...process.env, NODE_NO_WARNINGS: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const count = (pattern: RegExp) => stdout.match(new RegExp(pattern.source, 'gm'))?.length ?? 0;
    const until = async (done: () => boolean, what: string, ms = 120_000) => {
      const end = Date.now() + ms;
      while (!done()) {
        if (Date.now() > end || child.exitCode !== null) throw new Error(`${what}: not seen in\n${stdout}\n${stderr}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    /** Runs `change`, then waits for the run it causes to end, written or refused. */
    let runs = 0;
    const step = async (what: string, change: () => void): Promise<'written' | 'refused'> => {
      const before = count(/^(packages written \d+ ms after the change|nothing written .*)$/);
      change();
      await until(() => count(/^(packages written \d+ ms after the change|nothing written .*)$/) > before, what);
      runs++;
      // Let a second event of the same save (if any) come in, so it is not taken for the next step's run.
      await new Promise((r) => setTimeout(r, 400));
      return /nothing written[^\n]*\n?$/.test(stdout.trimEnd()) ? 'refused' : 'written';
    };
    /** An editor's safe write: the new text in a file beside, renamed over the old one. */
    const atomicWrite = (file: string, text: string) => {
      writeFileSync(`${file}.swp~`, text);
      renameSync(`${file}.swp~`, file);
    };
    const types = () => readFileSync(join(out, 'payments', 'src', 'types.ts'), 'utf8');
    const card = join(dir, 'payments', 'schemas', 'Card.yaml');
    const original = readFileSync(card, 'utf8');
    try {
      await until(() => /watching .*payments \(Ctrl-C to stop\)/.test(stdout), 'the first run');

      // Two atomic saves of one file: Node 20's recursive fs.watch went deaf after the first.
      expect(await step('atomic save 1', () => atomicWrite(card, original.replace('description: |\n', 'description: |\n  Atomic one.\n')))).toBe('written');
      expect(types()).toContain('Atomic one.');
      expect(await step('atomic save 2', () => atomicWrite(card, original.replace('description: |\n', 'description: |\n  Atomic two.\n')))).toBe('written');
      expect(types()).toContain('Atomic two.');

      // The file deleted (the definition breaks), then made again by a rename.
      expect(await step('file deleted', () => rmSync(card))).toBe('refused');
      expect(await step('file re-created', () => atomicWrite(card, original.replace('description: |\n', 'description: |\n  Back again.\n')))).toBe('written');
      expect(types()).toContain('Back again.');

      // A whole folder deleted and made again.
      const headers = join(dir, 'payments', 'headers');
      const saved = join(dir, 'headers-saved');
      cpSync(headers, saved, { recursive: true });
      expect(await step('folder deleted', () => rmSync(headers, { recursive: true }))).toBe('refused');
      expect(await step('folder re-created', () => renameSync(saved, headers))).toBe('written');
      // ... and a file in it still heard afterwards.
      const header = join(headers, 'Retry-After.yaml');
      const headerText = readFileSync(header, 'utf8');
      expect(await step('file in the re-created folder', () => atomicWrite(header, headerText.replace('minimum: 0', 'minimum: 0\n  maximum: 86400')))).toBe('written');

      // A new file: first referenced (refused: it does not exist), then written.
      const withRef = original.replace(/^properties:\n/m, 'properties:\n  note:\n    $ref: Note.yaml\n');
      expect(withRef).not.toBe(original);
      expect(await step('a reference to a missing file', () => atomicWrite(card, withRef))).toBe('refused');
      const note = join(dir, 'payments', 'schemas', 'Note.yaml');
      expect(await step('the new file', () => atomicWrite(note, 'title: Note\ndescription: A new schema in a new file.\ntype: string\n'))).toBe('written');
      expect(types()).toContain('A new schema in a new file.');

      // A new folder with a new file in it.
      mkdirSync(join(dir, 'payments', 'more'));
      expect(await step('a file in a new folder', () => {
        writeFileSync(join(dir, 'payments', 'more', 'Memo.yaml'), 'description: Memo in a new folder.\ntype: string\n');
        atomicWrite(card, withRef.replace('$ref: Note.yaml', '$ref: ../more/Memo.yaml'));
      })).toBe('written');
      expect(types()).toContain('Memo in a new folder.');

      // The time reported is from the change to the packages written, and is plausible.
      const times = [...stdout.matchAll(/^packages written (\d+) ms after the change$/gm)].map((m) => Number(m[1]));
      expect(times.length).toBe(7);
      for (const t of times) expect(t).toBeGreaterThanOrEqual(DEBOUNCE_MS); // the debounce is part of the wait
      expect(runs).toBe(10);
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 400_000);
});
