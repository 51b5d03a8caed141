import { EventEmitter } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { formatRatio, measureInRounds, ratioOf } from '../../bench/server-rounds.ts';

/** A stand-in for a server child: answers `cpu` with the CPU time its load runs have "used". */
function fakeChild(): ChildProcess & { used: number } {
  const child = new EventEmitter() as unknown as ChildProcess & { used: number };
  child.used = 0;
  (child as unknown as { send(message: unknown): boolean }).send = (message: unknown) => {
    if (message === 'cpu') queueMicrotask(() => child.emit('message', { cpu: { user: child.used, system: 0 } }));
    return true;
  };
  return child;
}

describe('servers measured in interleaved rounds', () => {
  it('runs every contender once per round, rotating the order, and takes ratios within each round', async () => {
    const a = { child: fakeChild(), url: 'a' };
    const b = { child: fakeChild(), url: 'b' };
    const order: string[] = [];
    let round = 0;
    // Each round the machine is slower (both servers' costs double), as between two runs minutes apart here.
    const load = async (url: string, seconds: number) => {
      if (seconds === 1) return { rps: 0, p99: 0, errors: 0, total: 0 }; // warm-up
      order.push(url);
      const slow = 2 ** Math.floor(round++ / 2);
      const costUs = (url === 'a' ? 30 : 20) * slow;
      (url === 'a' ? a : b).child.used += costUs * 1000;
      return { rps: 1e6 / costUs, p99: 1, errors: 0, total: 1000 };
    };
    const measured = await measureInRounds({ a, b }, load, { rounds: 3, seconds: 2 });
    expect(order).toEqual(['a', 'b', 'b', 'a', 'a', 'b']);
    expect(measured.rounds.map((r) => r.a.cpuUs)).toEqual([30, 60, 120]);
    expect(measured.median.a.cpuUs).toBe(60);
    expect(measured.median.b.cpuUs).toBe(40);
    // Within each round a costs 1.5x b, whatever the round's speed: b's CPU / a's CPU = 0.67 in every round.
    const byCpu = ratioOf(measured, 'a', 'b', 'cpu');
    expect(byCpu.median).toBeCloseTo(2 / 3, 10);
    expect(byCpu.low).toBeCloseTo(byCpu.high, 10);
    expect(formatRatio(byCpu)).toBe('0.67x (rounds 0.67-0.67)');
    expect(ratioOf(measured, 'a', 'b', 'rps').median).toBeCloseTo(2 / 3, 10);
  });
});
