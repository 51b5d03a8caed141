/**
 * What held a process's event loop longest (issue 22), for the stall tests' child processes (run them with V8's
 * `--single-threaded`: no collector or compiler threads, so the process's CPU time is the main thread's). A 1 ms
 * ticker records the CPU time spent between two of its turns; `stop` gives `step`, the longest such interval with
 * the garbage collector's pauses in it taken out (V8 bounds a pause by its young generation, not by a body's
 * size), `gc` the longest pause, and `cpu` and `wall` the longest interval as it was. `runStallChild` runs such a
 * child up to three times, keeping the least figure (a loaded machine stretches a run; code that holds the loop
 * fails all three).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { PerformanceObserver } from 'node:perf_hooks';

export interface Stall {
  readonly step: number;
  readonly gc: number;
  readonly cpu: number;
  readonly wall: number;
}

/** Starts measuring; `stop` ends it (after a short wait, so the last interval is closed) and says what it saw. */
export function startStallMeter(): { stop(): Promise<Stall> } {
  const pauses: { start: number; end: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  });
  observer.observe({ entryTypes: ['gc'] });
  const intervals: { start: number; end: number; cpu: number }[] = [];
  let last = process.cpuUsage();
  let lastAt = performance.now();
  const ticker = setInterval(() => {
    const now = process.cpuUsage();
    const at = performance.now();
    intervals.push({ start: lastAt, end: at, cpu: (now.user - last.user + now.system - last.system) / 1000 });
    last = now;
    lastAt = at;
  }, 1);
  return {
    async stop(): Promise<Stall> {
      await new Promise((resolve) => setTimeout(resolve, 20));
      clearInterval(ticker);
      await new Promise((resolve) => setTimeout(resolve, 50));
      observer.disconnect();
      let step = 0;
      let cpu = 0;
      let wall = 0;
      let gc = 0;
      for (const pause of pauses) gc = Math.max(gc, pause.end - pause.start);
      for (const interval of intervals) {
        let collecting = 0;
        for (const pause of pauses) collecting += Math.max(0, Math.min(pause.end, interval.end) - Math.max(pause.start, interval.start));
        step = Math.max(step, interval.cpu - collecting);
        cpu = Math.max(cpu, interval.cpu);
        wall = Math.max(wall, interval.end - interval.start);
      }
      return { step, gc, cpu, wall };
    },
  };
}

/** The figure. */
export const STEP_BOUND_MS = 100;

/**
 * Runs `script` (a child that prints one JSON line holding a `Stall` and more) with `args` under
 * `--single-threaded`, up to three times until its step is under the bound; `drive` is called with the child and
 * its first line of output (if it prints one before the result, e.g. its URL), and may talk to it. The least run is kept.
 */
export async function runStallChild<T extends Stall>(
  script: URL,
  args: readonly string[],
  drive?: (child: ChildProcess, firstLine: string) => Promise<void>,
): Promise<T> {
  let best: T | undefined;
  for (let attempt = 1; attempt <= (process.env.STALL_ONCE ? 1 : 3); attempt++) {
    const child = spawn(process.execPath, [...(process.env.STALL_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.STALL_PROF}`] : []), '--single-threaded', '--import', 'tsx', script.pathname, ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
    const lines: string[] = [];
    let buffered = '';
    let firstLine: (line: string) => void = () => undefined;
    const first = new Promise<string>((resolve) => (firstLine = resolve));
    child.stdout?.setEncoding('utf8').on('data', (text: string) => {
      buffered += text;
      for (let nl = buffered.indexOf('\n'); nl !== -1; nl = buffered.indexOf('\n')) {
        lines.push(buffered.slice(0, nl));
        buffered = buffered.slice(nl + 1);
        if (lines.length === 1) firstLine(lines[0]);
      }
    });
    const exited = once(child, 'exit');
    if (drive !== undefined) await drive(child, await first);
    await exited;
    const seen = JSON.parse(lines[lines.length - 1]) as T;
    console.log(`issue 22: ${script.pathname.split('/').pop()} attempt ${attempt}: longest step ${seen.step.toFixed(0)} ms CPU (longest GC pause ${seen.gc.toFixed(0)} ms; longest interval ${seen.cpu.toFixed(0)} ms CPU, ${seen.wall.toFixed(0)} ms wall)`);
    if (best === undefined || seen.step < best.step) best = seen;
    if (best.step < STEP_BOUND_MS) break;
  }
  return best as T;
}
