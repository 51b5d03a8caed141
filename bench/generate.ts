/**
 * Generation benchmarks (issue 2): a full `npm run generate` of the three definitions, and generation from large
 * real OpenAPI documents next to openapi-typescript on the same documents, in the same run, as ratios.
 *
 * Two figures per large document: `--types-only` (types and operation table: the like-for-like comparison with
 * a type generator) and the full package (plus validators, fixtures, client and server, which the peer does not
 * produce).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { formatMs, timeCommand } from './measure.ts';

const RUNS = 5;
const node = process.execPath;
const cli = resolve('generator/cli.ts');
const tsxLoader = ['--import', 'tsx'];
const openapiTs = resolve('node_modules/openapi-typescript/bin/cli.js');

export function benchGenerate(): string[] {
  const lines: string[] = [];
  const out = mkdtempSync(join(tmpdir(), 'svc-bench-'));
  try {
    const all = timeCommand('generate (3 definitions)', node, [...tsxLoader, cli, '--out', join(out, 'all')], RUNS);
    lines.push(
      `generate, all three definitions: median ${formatMs(all.median)} of ${RUNS} fresh processes ` +
        `(target < 2 s) [${all.runs.map(formatMs).join(', ')}]`,
    );
    for (const spec of ['stripe.yaml', 'xero-accounting.yaml']) {
      const input = resolve('..', 'shared', 'specs', spec);
      const run = (label: string, extra: string[]) =>
        timeCommand(label, node, [...tsxLoader, cli, '--input', input, '--out', join(out, 'big'), ...extra], RUNS);
      // The peer runs outside the repository: it would otherwise lint the document with our redocly.yaml
      // (recommended rules) and refuse third-party documents that break them.
      const peer = timeCommand(
        `openapi-typescript ${spec}`,
        node,
        [openapiTs, input, '-o', join(out, `${spec}.d.ts`)],
        RUNS,
        out,
      );
      const typesOnly = run(`svc-codegen --types-only ${spec}`, ['--types-only']);
      const full = run(`svc-codegen ${spec}`, []);
      lines.push(
        `${spec}: openapi-typescript ${formatMs(peer.median)}; svc-codegen --types-only ${formatMs(typesOnly.median)} ` +
          `(${(typesOnly.median / peer.median).toFixed(2)}x the peer's time, target <= 1.00x); full package ` +
          `${formatMs(full.median)} (${(full.median / peer.median).toFixed(2)}x)`,
      );
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  return lines;
}
