/**
 * Generation benchmarks (issue 2): `npm run generate` of the three definitions, and generation from large real
 * OpenAPI documents next to openapi-typescript on the same documents, in the same run, as ratios.
 *
 * Every figure is the median of fresh processes. "cold" runs without the finish cache (every file formatted and
 * compiled afresh: a first run); "warm" reuses it (a regeneration, the common case). For the large documents,
 * `--types-only` (types and operation table) is the like-for-like comparison with a type generator; the full
 * package adds validators, fixtures, client and server, which the peer does not produce.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { formatMs, formatTiming, timeCommand, type Timing } from './measure.ts';

const RUNS = 5;
const node = process.execPath;
const cli = resolve('generator/cli.ts');
const tsxLoader = ['--import', 'tsx'];
const openapiTs = resolve('node_modules/openapi-typescript/bin/cli.js');

export function benchGenerate(): string[] {
  const lines: string[] = [];
  const out = mkdtempSync(join(tmpdir(), 'svc-bench-'));
  const cold = { SVC_CODEGEN_CACHE: 'off' };
  const warm = { SVC_CODEGEN_CACHE: join(out, 'cache') };
  const generate = (label: string, args: string[], env: Record<string, string>): Timing =>
    timeCommand(label, node, [...tsxLoader, cli, ...args], RUNS, undefined, env);
  const runs = (t: Timing) => `[${t.runs.map(formatMs).join(', ')}]`;
  try {
    const allArgs = ['--out', join(out, 'all')];
    const allCold = generate('generate cold', allArgs, cold);
    generate('prime the cache', allArgs, warm);
    const allWarm = generate('generate warm', allArgs, warm);
    lines.push(
      `generate, all three definitions (target < 2 s): cold ${formatTiming(allCold)} ${runs(allCold)}; ` +
        `warm ${formatTiming(allWarm)} ${runs(allWarm)}`,
    );
    for (const spec of ['stripe.yaml', 'xero-accounting.yaml']) {
      const input = resolve('..', 'shared', 'specs', spec);
      const args = (extra: string[]) => ['--input', input, '--out', join(out, 'big'), ...extra];
      // The peer runs outside the repository: it would otherwise lint the document with our redocly.yaml
      // (recommended rules) and refuse third-party documents that break them.
      const peer = timeCommand(
        `openapi-typescript ${spec}`,
        node,
        [openapiTs, input, '-o', join(out, `${spec}.d.ts`)],
        RUNS,
        out,
      );
      const typesCold = generate(`--types-only ${spec} cold`, args(['--types-only']), cold);
      const typesWarm = generate(`--types-only ${spec} warm`, args(['--types-only']), warm);
      const fullCold = generate(`${spec} cold`, args([]), cold);
      const ratio = (t: Timing) => `${(t.median / peer.median).toFixed(2)}x`;
      lines.push(
        `${spec}: openapi-typescript ${formatTiming(peer)}; svc-codegen --types-only cold ${formatTiming(typesCold)} ` +
          `(${ratio(typesCold)} the peer's time, target <= 1.00x), warm ${formatTiming(typesWarm)} (${ratio(typesWarm)}); ` +
          `full package cold ${formatTiming(fullCold)} (${ratio(fullCold)})`,
      );
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  return lines;
}
