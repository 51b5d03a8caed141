/**
 * `npm run bench` prints progress as it goes: every timed run names itself on stderr when it starts, with the
 * time since the benchmark began, while stdout keeps only the figures.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/run-cli.ts';

describe('bench progress', () => {
  it('names each run of a timed command on stderr as it starts', () => {
    const script = [
      "import { timeCommand } from './bench/measure.ts';",
      "const t = timeCommand('tiny step', process.execPath, ['-e', ''], 3);",
      'console.log(t.runs.length);',
    ].join('\n');
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, NODE_NO_WARNINGS: '1', SVC_BENCH_QUIET: '' },
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe('3');
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    lines.forEach((line, i) => expect(line).toMatch(new RegExp(`^  \\[\\d+\\.\\d s\\] tiny step ${i + 1}/3$`)));
  });
});
