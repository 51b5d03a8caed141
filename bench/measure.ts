/**
 * Wall-clock timing of whole processes: each run is a fresh process, as a user's `npm run` is. Also their CPU
 * time (all threads, user + system) where the OS reports it: on a machine that runs other work, wall time
 * varies with the load while CPU time stays put.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { progress } from './progress.ts';

export interface Timing {
  label: string;
  runs: number[];
  median: number;
  /** Median CPU time (ms) of the runs, or undefined where the OS does not report children's CPU time. */
  cpuMedian?: number;
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
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    progress(`${label} ${i + 1}/${runs}`);
    const cpuStart = childrenCpuMs();
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
    const cpuEnd = childrenCpuMs();
    if (cpuStart !== undefined && cpuEnd !== undefined) cpu.push(cpuEnd - cpuStart);
  }
  return { label, runs: times, median: median(times), cpuMedian: cpu.length === runs ? median(cpu) : undefined };
}

/**
 * CPU time of this process's waited-for children, from Linux's /proc/self/stat (cutime + cstime, in clock ticks
 * of 10 ms): undefined elsewhere.
 */
function childrenCpuMs(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the parenthesised command name (which may contain spaces): cutime and cstime are 16 and 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return undefined;
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** `1.23 s (CPU 2.34 s)`, or just the wall time where CPU time is unknown. */
export function formatTiming(t: Timing): string {
  return t.cpuMedian === undefined ? formatMs(t.median) : `${formatMs(t.median)} (CPU ${formatMs(t.cpuMedian)})`;
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}
