/**
 * Server figures measured in interleaved rounds. On this 2-core machine one server's cost moved by up to a half
 * between two runs minutes apart (bare node:http: 28.7 us then 53.7 us per request, same code), so a ratio of
 * two servers measured one after the other says as much about the minute as about the servers. Here every
 * contender runs once per round, the order rotating from round to round, and a ratio is taken within each round
 * (both figures from the same minute); the bench prints the median of the rounds and their spread.
 */
import type { ChildProcess } from 'node:child_process';

export interface Figures {
  rps: number;
  p99: number;
  errors: number;
  /** Server process CPU time (user + system) per request, in microseconds. */
  cpuUs: number;
  /** A helper process's CPU time per request (a Redis the server counts in), in microseconds; NaN without one. */
  sidecarUs: number;
}

/** What a load run reports (from autocannon): `total` requests answered. */
export type LoadResult = Omit<Figures, 'cpuUs' | 'sidecarUs'> & { total: number };

export interface Contender {
  child: ChildProcess;
  url: string;
  /** CPU time so far, in microseconds, of a process the server leans on (a Redis), measured beside it. */
  sidecarCpu?: () => number;
}

/** CPU time the server child has used so far, in microseconds (the child answers the message `cpu`). */
export function serverCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolveCpu) => {
    const onMessage = (message: unknown): void => {
      const cpu = (message as { cpu?: NodeJS.CpuUsage } | null)?.cpu;
      if (cpu === undefined) return;
      child.off('message', onMessage);
      resolveCpu(cpu.user + cpu.system);
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

/** One load run against one server, with the server's CPU time per request. */
export async function measureOnce(contender: Contender, load: (url: string, seconds: number) => Promise<LoadResult>, seconds: number): Promise<Figures> {
  const before = await serverCpu(contender.child);
  const sidecarBefore = contender.sidecarCpu?.() ?? NaN;
  const result = await load(contender.url, seconds);
  const used = (await serverCpu(contender.child)) - before;
  const sidecarUsed = (contender.sidecarCpu?.() ?? NaN) - sidecarBefore;
  const per = (us: number): number => (result.total > 0 ? us / result.total : NaN);
  return { rps: result.rps, p99: result.p99, errors: result.errors, cpuUs: per(used), sidecarUs: per(sidecarUsed) };
}

export interface Rounds<K extends string> {
  /** Each round's figures per contender. */
  rounds: Record<K, Figures>[];
  /** Per contender, the median of its rounds (each member on its own). */
  median: Record<K, Figures>;
}

/**
 * Every contender warmed up once (JIT, connections), then `rounds` rounds of one load run each, the order
 * rotated by one each round so that no contender always runs first (or last) in a round.
 */
export async function measureInRounds<K extends string>(
  contenders: Record<K, Contender>,
  load: (url: string, seconds: number) => Promise<LoadResult>,
  options: { rounds: number; seconds: number; progress?: (step: string) => void },
): Promise<Rounds<K>> {
  const names = Object.keys(contenders) as K[];
  for (const name of names) {
    options.progress?.(`${name}: warm-up`);
    await load(contenders[name].url, 1);
  }
  const rounds: Record<K, Figures>[] = [];
  for (let r = 0; r < options.rounds; r++) {
    const round = {} as Record<K, Figures>;
    for (let i = 0; i < names.length; i++) {
      const name = names[(i + r) % names.length];
      options.progress?.(`round ${r + 1}/${options.rounds}: ${name} (${options.seconds} s)`);
      round[name] = await measureOnce(contenders[name], load, options.seconds);
    }
    rounds.push(round);
  }
  const median = {} as Record<K, Figures>;
  for (const name of names) {
    const of = (key: keyof Figures): number => middle(rounds.map((round) => round[name][key]));
    median[name] = {
      rps: of('rps'),
      p99: of('p99'),
      errors: rounds.reduce((sum, round) => sum + round[name].errors, 0),
      cpuUs: of('cpuUs'),
      sidecarUs: of('sidecarUs'),
    };
  }
  return { rounds, median };
}

/**
 * `a` relative to `b` within each round, by CPU per request (b's CPU / a's CPU: above 1 means `a` is cheaper) or
 * by requests per second (a's / b's): the median of the rounds and, beside it, the lowest and highest.
 */
export function ratioOf<K extends string>(measured: Rounds<K>, a: K, b: K, by: 'cpu' | 'rps'): { median: number; low: number; high: number } {
  const ratios = measured.rounds.map((round) => (by === 'cpu' ? round[b].cpuUs / round[a].cpuUs : round[a].rps / round[b].rps));
  return { median: middle(ratios), low: Math.min(...ratios), high: Math.max(...ratios) };
}

/** `0.72x (0.65-0.80)`: a ratio's median and its range over the rounds. */
export function formatRatio(ratio: { median: number; low: number; high: number }): string {
  return `${ratio.median.toFixed(2)}x (rounds ${ratio.low.toFixed(2)}-${ratio.high.toFixed(2)})`;
}

function middle(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((x, y) => x - y);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
