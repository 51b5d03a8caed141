/**
 * Generation benchmarks (issues 2 and 11): `npm run generate` of the three definitions (cold, warm, and after
 * editing one schema file), and generation from large real OpenAPI documents next to openapi-typescript on the
 * same documents, in the same run, as ratios.
 *
 * Every figure is the median of fresh processes. "cold" runs without the finish cache (every file formatted and
 * compiled afresh: a first run); "warm" reuses it (a regeneration, the common case). For the large documents,
 * `--types-only` (types and operation table) is the like-for-like comparison with a type generator; the full
 * package adds validators, fixtures, client and server, which the peer does not produce (its target is a ratio to
 * the peer's types-only time all the same). One cold run of the definitions with `--format prettier` shows what
 * the default formatter saves.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { formatMs, formatTiming, median, timeCommand, type Timing } from './measure.ts';

/** Fresh processes per figure (`BENCH_RUNS` to shorten a run on a busy machine). */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const node = process.execPath;
// As `npm run generate` runs it: from the generator's bundle (generator/launch.mjs builds it when not current).
const cli = [resolve('generator/launch.mjs'), resolve('generator/cli.ts')];
const openapiTs = resolve('node_modules/openapi-typescript/bin/cli.js');

/** The schema file the edit benchmark changes (a description, so one type's JSDoc and little else differ). */
const EDITED_SCHEMA = join('definitions', 'accounting', 'schemas', 'Item.yaml');

export async function benchGenerate(): Promise<string[]> {
  const lines: string[] = [];
  const out = mkdtempSync(join(tmpdir(), 'svc-bench-'));
  const cold = { SVC_CODEGEN_CACHE: 'off' };
  const warm = { SVC_CODEGEN_CACHE: join(out, 'cache') };
  const generate = (label: string, args: string[], env: Record<string, string>, runs = RUNS, cwd?: string): Timing =>
    timeCommand(label, node, [...cli, ...args], runs, cwd, env);
  const runs = (t: Timing) => `[${t.runs.map(formatMs).join(', ')}]`;
  try {
    const allArgs = ['--out', join(out, 'all')];
    // The generator's bundle is built by the first run after a change to its sources: not part of any figure.
    generate('build the generator if not current', ['--help'], {}, 1);
    const allCold = generate('generate cold', allArgs, cold);
    generate('prime the cache', allArgs, warm, 1);
    const allWarm = generate('generate warm', allArgs, warm);
    const edited = regenerateAfterEdits(out, warm);
    const watched = await watchEdits(out, warm);
    const allPrettier = generate('generate cold --format prettier', [...allArgs, '--format', 'prettier'], cold, 3);
    lines.push(
      nodeStartup(),
      `generate, all three definitions (target < 2 s cold): cold ${formatTiming(allCold)} ${runs(allCold)}; ` +
        `warm ${formatTiming(allWarm)} ${runs(allWarm)}; cold with --format prettier ${formatTiming(allPrettier)}`,
      `after editing one schema file (target < 0.5 s): ${formatMs(median(edited))} [${edited.map(formatMs).join(', ')}]`,
      `--watch, from saving one schema file to its change in dist/ (target < 150 ms): ${formatMs(median(watched))} [${watched.map(formatMs).join(', ')}]`,
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
          `full package cold ${formatTiming(fullCold)} (${ratio(fullCold)}${spec === 'stripe.yaml' ? ', target <= 1.50x' : ''})`,
      );
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  return lines;
}

/**
 * Node's own start-up on this machine (`node -e 0`), which every figure above includes; and, when the machine sets
 * NODE_EXTRA_CA_CERTS (a proxy's certificates), without it: Node reads and parses that file at every start, before
 * any of our code runs (70 ms of each process on the machine the README's figures come from). Printed so a reader
 * can tell the machine's share from the generator's; the figures themselves are measured as the machine is set up.
 */
function nodeStartup(): string {
  const asIs = timeCommand('node start-up', node, ['-e', '0'], RUNS);
  const line = `node itself starts in ${formatMs(asIs.median)} here (\`node -e 0\`, included in every generation figure)`;
  if (!process.env.NODE_EXTRA_CA_CERTS) return line;
  const env = { ...process.env };
  delete env.NODE_EXTRA_CA_CERTS;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    spawnSync(node, ['-e', '0'], { env });
    times.push(performance.now() - start);
  }
  return `${line}; ${formatMs(median(times))} without NODE_EXTRA_CA_CERTS, which this machine sets (Node reads that certificate file at every start)`;
}

/**
 * A copy of the definitions, generated once with the cache, then regenerated after each of RUNS edits to one
 * schema file's description: the time a user waits after saving a change.
 */
function regenerateAfterEdits(out: string, env: Record<string, string>): number[] {
  const copy = join(out, 'edit');
  cpSync('definitions', join(copy, 'definitions'), { recursive: true });
  const args = ['--out', join(copy, 'generated')];
  timeCommand('prime the edited copy', node, [...cli, ...args], 1, copy, env);
  const schema = join(copy, EDITED_SCHEMA);
  const original = readFileSync(schema, 'utf8');
  const times: number[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const text = original.replace(/^(\s+description: )(?![>|'"])(.+)$/m, `$1$2 (edit ${i})`);
    if (text === original) throw new Error(`${EDITED_SCHEMA} has no plain description to edit`);
    writeFileSync(schema, text);
    times.push(timeCommand(`regenerate after edit ${i}`, node, [...cli, ...args], 1, copy, env).median);
  }
  return times;
}

/**
 * `generate --watch` on a copy of the definitions: after it has generated once, RUNS edits to one schema file's
 * description, each timed from the write until the edit's text is in the package's compiled `dist/` (polled every
 * 5 ms), the time a user of watch mode waits.
 */
export async function watchEdits(out: string, env: Record<string, string>): Promise<number[]> {
  const copy = join(out, 'watch');
  cpSync('definitions', join(copy, 'definitions'), { recursive: true });
  const child = spawn(node, [...cli, '--watch', '--out', join(copy, 'generated')], { cwd: copy, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const until = async (done: () => boolean, label: string, ms = 120_000): Promise<void> => {
    const end = Date.now() + ms;
    while (!done()) {
      if (Date.now() > end) throw new Error(`--watch: ${label} not seen within ${ms} ms; output:\n${output}`);
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  const schema = join(copy, EDITED_SCHEMA);
  const dist = join(copy, 'generated', 'accounting', 'dist', 'types.d.ts');
  const original = readFileSync(schema, 'utf8');
  const times: number[] = [];
  try {
    await until(() => /watching /.test(output), 'the first generation');
    for (let i = 1; i <= RUNS; i++) {
      const marker = `(watch edit ${i})`;
      const text = original.replace(/^(\s+description: )(?![>|'"])(.+)$/m, `$1$2 ${marker}`);
      const started = performance.now();
      writeFileSync(schema, text);
      await until(() => {
        try {
          return readFileSync(dist, 'utf8').includes(marker);
        } catch {
          return false;
        }
      }, `edit ${i} in dist/`);
      times.push(performance.now() - started);
      // Let the run finish (its summary) before the next edit.
      await until(() => output.split('packages written').length - 1 >= i, `the summary of edit ${i}`);
    }
  } finally {
    child.kill('SIGINT');
    await new Promise((r) => child.once('exit', r));
  }
  return times;
}
