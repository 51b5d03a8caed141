/** Wall-clock timing of whole processes: each run is a fresh process, as a user's `npm run` is. */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

export interface Timing {
  label: string;
  runs: number[];
  median: number;
}

export function timeCommand(
  label: string,
  command: string,
  args: string[],
  runs: number,
  cwd?: string,
  env?: Record<string, string>,
): Timing {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const result = spawnSync(command, args, {
      cwd,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const ms = performance.now() - start;
    if (result.status !== 0) {
      throw new Error(`${label} failed (exit ${result.status}):\n${result.stderr || result.stdout}`);
    }
    times.push(ms);
  }
  return { label, runs: times, median: median(times) };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}
