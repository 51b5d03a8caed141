/**
 * Runs `npm run generate` the way a user does (a fresh Node process, the generator from its bundle:
 * generator/launch.mjs), without npm's own start-up cost.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..', '..');

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], cwd: string = repoRoot, env: Record<string, string> = {}): CliResult {
  const result = spawnSync(process.execPath, [resolve(repoRoot, 'generator', 'launch.mjs'), resolve(repoRoot, 'generator', 'cli.ts'), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NODE_NO_WARNINGS: '1', ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
