/**
 * Progress of a benchmark run, printed as it goes: each step's name when it starts and the time since the run
 * began, on stderr, so a long `npm run bench` shows what it is doing while stdout keeps only the figures.
 */
import { performance } from 'node:perf_hooks';

const started = performance.now();

/** `  [12.3 s] generate cold 2/5` on stderr. `SVC_BENCH_QUIET=1` silences it. */
export function progress(step: string): void {
  if (process.env.SVC_BENCH_QUIET === '1') return;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stderr.write(`  [${seconds} s] ${step}\n`);
}
