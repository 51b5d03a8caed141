/**
 * The work behind `npm run generate` (cli.ts parses the arguments and starts the finishing threads first, so
 * they warm up while this module's imports load).
 */
import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CONFIG_FILES, OPTIONAL_PARTS } from './part-sources.ts';
import type { EmitReuse } from './pipeline/emit-reuse.ts';
import {
  generatorIdentity,
  hasManifest,
  emittedKey,
  keepManifest,
  knownOutputs,
  previousFileCheck,
  previousManifest,
  unchangedPackage,
  type FileCheck,
  type ManifestOptions,
  type PackageManifest,
} from './package-manifest.ts';
import type { EmittedFile } from './pipeline/file.ts';
import { cacheDirectory } from './pipeline/cache-directory.ts';
import { assemble, finishFormatter, FinishSession } from './pipeline/finish-pool.ts';
import { ReadLedger, recordingReads } from './read-ledger.ts';
import { runtimeFile, runtimeModules } from './pipeline/runtime-files.ts';
import { formatDiagnostic, sortDiagnostics } from './model/diagnostics.ts';
import type { ApiModel, Diagnostic } from './model/types.ts';
import type { PackageOutput } from './output.ts';

/** Parts whose runtime every full package ships (a head start for the finishing threads, nothing more). */
const EVERY_PACKAGE_RUNTIME = ['operations', 'validators', 'fixtures'];

export interface GenerateArgs {
  input?: string[];
  out: string;
  name?: string;
  check: boolean;
  'types-only': boolean;
  /** Parts to add (`--part`), and the config file naming more (`--config`; else svc-codegen.config.ts if present). */
  part?: string[];
  config?: string;
  /** Set by `--watch`: the process generates again and again, so what it emitted is kept for the next run. */
  warm?: boolean;
  /** Set by `--watch`: the files and folders (absolute) whose change started this run. */
  changed?: readonly string[];
}

/** The emit records of this process (a `--watch` regeneration finds those of the runs before), kept in the cache folder. */
let reuseStore: EmitReuse | undefined;
async function emitReuseStore(): Promise<EmitReuse> {
  const { EmitReuse } = await import('./pipeline/emit-reuse.ts');
  return (reuseStore ??= new EmitReuse(generatorIdentity()));
}

/** Generates (or with `check`, compares) the packages of `args.input`; resolves to the exit code. */
export async function generate(args: GenerateArgs): Promise<number> {
  activeRuns++;
  try {
    return await generateOnce(args);
  } finally {
    activeRuns--;
    lastActivity = performance.now();
    if (activeRuns === 0 && reuseStore !== undefined) recordBetweenRuns(reuseStore);
  }
}

async function generateOnce(args: GenerateArgs): Promise<number> {
  const started = performance.now();
  // `SVC_CODEGEN_TIMING=1`: when each phase of the run ended, on stderr (where an edit run's time goes).
  const phase =
    process.env.SVC_CODEGEN_TIMING === '1'
      ? (name: string) => console.error(`timing ${name} ${Math.round(performance.now() - started)} ms (${Math.round(performance.now())} ms since the process started)`)
      : () => {};
  phase('started');
  const inputs = args.input ?? (await import('./inputs.ts')).DEFAULT_INPUTS;
  // Packages whose every input reads the same as when they were last written, and whose files are all on disk as
  // written, are neither parsed nor emitted (package-manifest.ts). Parts from a user's module may read anything,
  // so with them every package is generated.
  const shippedOnly =
    args.config === undefined &&
    !CONFIG_FILES.some((name) => existsSync(resolve(name))) &&
    (args.part ?? []).every((p) => Object.hasOwn(OPTIONAL_PARTS, p));
  const manifestOptions: ManifestOptions | undefined = shippedOnly
    ? { out: args.out, name: args.name, typesOnly: args['types-only'], formatter: finishFormatter(), parts: args.part ?? [] }
    : undefined;
  const unchanged = new Map<string, PackageManifest>();
  // `--watch`: a package none of whose recorded reads is among the files the watcher saw change is checked after the
  // others are written (its last manifest stands for it until then): the check (its folder's files, each looked at)
  // is then not part of the wait for the edited package. One found changed after all is generated then.
  const deferred = new Set<string>();
  /** Each input's last manifest, as read this run (before any is kept again). */
  const previousOf = new Map<string, PackageManifest | undefined>();
  if (manifestOptions !== undefined) {
    for (const input of inputs) {
      const previous = args.changed !== undefined && !args.check ? previousManifest(input, manifestOptions) : undefined;
      if (args.changed !== undefined && !args.check) previousOf.set(input, previous);
      if (previous !== undefined && !readsAnyOf(previous, args.changed!)) {
        unchanged.set(input, previous);
        deferred.add(input);
        continue;
      }
      const manifest = await unchangedPackage(input, manifestOptions, previous);
      if (manifest !== undefined) unchanged.set(input, manifest);
    }
  }
  /** Checks the deferred packages now: those found changed are dropped from `unchanged`, and returned. */
  const checkDeferred = async (): Promise<string[]> => {
    const stale: string[] = [];
    for (const input of deferred) {
      if (!unchanged.has(input)) continue;
      const manifest = await unchangedPackage(input, manifestOptions!, previousOf.get(input));
      if (manifest !== undefined) unchanged.set(input, manifest);
      else {
        unchanged.delete(input);
        stale.push(input);
      }
    }
    deferred.clear();
    return stale;
  };
  // Nothing else to generate first: no reason to wait.
  if (unchanged.size === inputs.length) await checkDeferred();
  const checkedAt = performance.now();
  phase('manifests checked');
  if (unchanged.size === inputs.length) {
    return report(args, inputs.map((input) => ({ input, manifest: unchanged.get(input)! })), checkedAt - started);
  }

  // The runtime every package ships goes to the finishing threads first: it is compiled while this thread loads
  // the parsers and the emitters. (If an input turns out broken, it was finished for nothing.)
  const session = new FinishSession();
  for (const part of args['types-only'] ? ['operations'] : EVERY_PACKAGE_RUNTIME) {
    for (const file of runtimeModules(part)) session.submit(runtimeFile(`${part}/${file}`));
  }
  const { parseInput } = await import('./inputs.ts');
  const { emitOneFileByFile, packageDiagnostics } = await import('./pipeline/build.ts');
  const { packageName } = await import('./pipeline/compose.ts');
  const { diffPackages, formatChanges, packageChanges, writePackages } = await import('./output.ts');
  const { loadParts, PartLoadError } = await import('./part-loader.ts');
  let parts;
  try {
    parts = await loadParts({ cwd: process.cwd(), config: args.config, parts: args.part });
  } catch (error) {
    if (!(error instanceof PartLoadError)) throw error;
    console.error(error.message);
    return 2;
  }
  // Parts' files are reused where what they read is unchanged (pipeline/emit-reuse.ts; only the generator's own
  // parts, as manifests: a user's part may read what the record does not see), when there is a cache folder.
  const reuse = manifestOptions !== undefined && cacheDirectory() !== undefined ? await emitReuseStore() : undefined;
  const options = { typesOnly: args['types-only'], parts, reuse };
  phase('modules loaded');
  /** Each input parsed (and later emitted) with the ledger of what it read, and what it reported. */
  const parsed = new Map<string, { model: ApiModel; ledger: ReadLedger; diagnostics: Diagnostic[] }>();
  const diagnostics: Diagnostic[] = [];
  const parse = async (input: string) => {
    const ledger = new ReadLedger();
    const result = await recordingReads(ledger, () => parseInput(input, { name: args.name }));
    diagnostics.push(...result.diagnostics);
    if (result.model) parsed.set(input, { model: result.model, ledger, diagnostics: result.diagnostics });
  };
  for (const input of inputs) if (!unchanged.has(input)) await parse(input);
  phase('parsed');
  // An unchanged package whose folder another input now also goes to is parsed, for the diagnostic below.
  const folders = [...[...parsed.values()].map((p) => p.model.name), ...[...unchanged.values()].map((m) => m.dir)];
  for (const [input, manifest] of unchanged) {
    if (folders.filter((f) => f === manifest.dir).length === 1) continue;
    unchanged.delete(input);
    deferred.delete(input);
    await parse(input);
  }
  // (A deferred package's warnings are its last manifest's; found changed after all, it prints its own again.)
  for (const manifest of unchanged.values()) diagnostics.push(...manifest.diagnostics);
  const seen = new Map<string, string>();
  for (const input of inputs) {
    const model = parsed.get(input)?.model;
    if (model === undefined) continue;
    const other = seen.get(model.name);
    if (other) {
      diagnostics.push({
        code: 'SVC010',
        severity: 'error',
        message: `package ${packageName(model)} goes to the folder "${model.name}", as does the package of ${other}`,
        hint: 'Give one of the inputs another name (--name or info.x-svc-package).',
        location: model.source,
      });
    }
    seen.set(model.name, model.source.file);
  }
  for (const p of parsed.values()) {
    const found = recordingReads(p.ledger, () => packageDiagnostics(p.model, options));
    p.diagnostics.push(...found);
    diagnostics.push(...found);
  }
  const errors = diagnostics.filter((d) => d.severity === 'error');
  for (const d of sortDiagnostics(diagnostics)) console.error(formatDiagnostic(d));
  if (errors.length > 0) {
    console.error(`${errors.length} error(s); nothing written.`);
    return 1;
  }

  // Emit every package, handing each file to the finishing threads (format, compile) as soon as it exists, so
  // formatting overlaps emitting; then the main thread joins in. A package's time is from the start of the run
  // until its last file was emitted and finished: packages are built together, so their times overlap.
  if (reuse !== undefined) reuse.missed = false;
  // A part with no valid record is recorded as it is emitted (recording costs about 2.5 times the emit) by a one-shot
  // run only in a package generated before with these options and this generator (a manifest is kept): one being
  // edited; a first generation (a new checkout, a generator changed) pays nothing for edits that may never come.
  // `--watch` records as it emits in its first run (edits are what it is started for: the first save finds the
  // records), and later emits plainly and records between runs (below), so a save's wait has no recording in it.
  const firstWatchRun = args.warm === true && !watchStarted;
  if (args.warm === true) watchStarted = true;
  const recordNow = (input: string) =>
    firstWatchRun || (args.warm !== true && manifestOptions !== undefined && hasManifest(input, manifestOptions));
  const emitPlainly = <T>(input: string, fn: () => T): T => (reuse === undefined || recordNow(input) ? fn() : reuse.withoutRecording(fn));
  /** Per package, the times of its files found to match on disk when it was compared (package-manifest.ts). */
  const checks = new Map<string, FileCheck>();
  const emitted = [...parsed].map(([input, { model, ledger }]) => {
    const files: EmittedFile[] = [];
    /** Emitted files whose finished files are on disk as the last manifest records them: not finished again. */
    const known = new Map<EmittedFile, EmittedFile[]>();
    // The last manifest of the package (a regeneration): an emitted file of the same text is finished as it was then,
    // and its finished files, if on disk as recorded, need neither the finish cache read nor comparing with the disk
    // (knownOutputs; an edit of one schema: about 0.1 s of CPU went to that for the 80-odd files it did not change).
    const previous = manifestOptions === undefined ? undefined : previousOf.has(input) ? previousOf.get(input) : previousManifest(input, manifestOptions);
    const check = manifestOptions === undefined ? undefined : previousFileCheck(previous);
    if (check !== undefined) checks.set(input, check);
    const root = resolve(args.out, model.name);
    const useKnown = !args.check && previous !== undefined && previous.dir === model.name;
    recordingReads(ledger, () =>
      emitPlainly(input, () => {
        for (const file of emitOneFileByFile(model, options)) {
          files.push(file);
          const outputs = useKnown ? knownOutputs(file, previous, root, check!) : undefined;
          if (outputs !== undefined) known.set(file, outputs);
          else session.submit(file);
        }
      }),
    );
    return { input, dir: model.name, name: packageName(model), files, known, emittedAt: performance.now() };
  });
  phase('emitted');
  await session.finished();
  phase('finished');
  const finishedFiles = (p: (typeof emitted)[number]): EmittedFile[] => {
    if (p.known.size === 0) return assemble(session, p.files);
    const outputs = assemble(session, p.files.filter((f) => !p.known.has(f)));
    for (const files of p.known.values()) outputs.push(...files);
    return outputs.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  };
  const packages = new Map<string, PackageOutput & { name: string; ms: number }>(
    emitted.map((p) => [
      p.input,
      {
        dir: p.dir,
        name: p.name,
        files: finishedFiles(p),
        ms: Math.max(p.emittedAt, session.readyAt(p.files.filter((f) => !p.known.has(f))) ?? 0) - started,
      },
    ]),
  );
  /** Per package, each emitted file's key and the paths of its finished files, for the manifest (knownOutputs). */
  const emittedOf = (input: string) => {
    const p = emitted.find((e) => e.input === input)!;
    return Object.fromEntries(
      p.files.map((f) => [f.path, [emittedKey(f), (p.known.get(f) ?? session.outputsOf(f)).map((o) => o.path)] as const]),
    );
  };
  const keep = (input: string) => {
    const pkg = packages.get(input)!;
    const { ledger, diagnostics: reported } = parsed.get(input)!;
    if (manifestOptions !== undefined) keepManifest(input, manifestOptions, pkg, ledger.reads(), reported, checks.get(input)?.stats, emittedOf(input));
  };

  if (args.check) {
    reuse?.save();
    let problems = 0;
    for (const [input, pkg] of packages) {
      const found = await diffPackages(args.out, [pkg]);
      for (const p of found) console.error(p);
      problems += found.length;
      if (found.length === 0) keep(input);
    }
    if (problems > 0) {
      console.error(`${problems} file(s) differ from the definitions: run \`npm run generate\`.`);
      return 1;
    }
    console.log(`${inputs.length} package(s) up to date in ${args.out}/`);
    return 0;
  }
  // What will change is read before the swap: a user sees at once whether an edit changed a package.
  const list = [...packages.values()];
  const changes = await Promise.all([...packages].map(([input, p]) => packageChanges(args.out, p, checks.get(input))));
  await writePackages(args.out, list, changes);
  phase('written');
  for (const input of packages.keys()) keep(input);
  const stale = await checkDeferred();
  for (const input of inputs) {
    if (stale.includes(input)) continue;
    const manifest = unchanged.get(input);
    if (manifest !== undefined) {
      printUnchanged(args.out, manifest, checkedAt - started);
      continue;
    }
    const p = packages.get(input)!;
    const c = changes[list.indexOf(p)];
    console.log(`${p.name}  ${args.out}/${p.dir}  ${p.files.length} files (${formatChanges(c)})  ${Math.round(p.ms)} ms`);
    for (const file of c.written.length <= 5 ? c.written : []) console.log(`  written: ${file}`);
    for (const file of c.removed.length <= 5 ? c.removed : []) console.log(`  removed: ${file}`);
  }
  // What a one-shot run recorded, for the next (after the packages are written: what a user waits for comes first).
  if (args.warm !== true) reuse?.save();
  // Deferred packages found changed (a generated file edited by hand, a runtime template changed): generated now.
  const rest = stale.length > 0 ? await generateOnce({ ...args, input: stale, changed: undefined }) : 0;
  // `--watch`: the packages of this run whose parts were emitted plainly (no valid record) are emitted again through
  // the recording view between runs (recordBetweenRuns), first in the queue: the package just edited is the likeliest
  // to be edited again. A package's older pending emit gives way to this run's.
  if (args.warm === true && reuse !== undefined) {
    const others = [...toRecord].filter(([input]) => !parsed.has(input));
    toRecord.clear();
    if (reuse.missed) for (const [input, p] of parsed) toRecord.set(input, emitOneFileByFile(p.model, options)[Symbol.iterator]());
    for (const [input, files] of others) toRecord.set(input, files);
  }
  return rest;
}

/** Whether the manifest records a read of any of `paths` (a file, or a folder holding or held by a recorded one). */
function readsAnyOf(manifest: PackageManifest, paths: readonly string[]): boolean {
  const reads = [...Object.keys(manifest.reads?.files ?? {}), ...Object.keys(manifest.reads?.folders ?? {})];
  return paths.some((p) => reads.some((r) => r === p || r.startsWith(`${p}${sep}`) || p.startsWith(`${r}${sep}`)));
}

/** Whether a `--watch` run has begun in this process (its first run records as it emits). */
let watchStarted = false;

/** `--watch`: per input, the emit of its package still to be stepped through with recording, in order. */
const toRecord = new Map<string, Iterator<EmittedFile>>();
/** Runs in progress (recording waits for none to be). */
let activeRuns = 0;
let recordingScheduled = false;
/** When a run ended or the watcher last heard a change (performance.now()). */
let lastActivity = 0;
/**
 * How long recording waits after the last run or change: a recorded part's emit holds the event loop for tens of
 * milliseconds, during which the rest of a burst of events (a folder renamed back, read as it is listed) would wait
 * while the debounce ran out, splitting one change into two runs.
 */
const QUIET_MS = 500;

/** Called by the watcher for each change it hears: recording between runs waits for quiet. */
export function noteWatchEvent(): void {
  lastActivity = performance.now();
}

/**
 * Records what `toRecord` holds once the watch has been quiet for QUIET_MS, a few milliseconds per turn of the event
 * loop (a part's emit at most), only while no run is in progress; a change postpones it, a run's end starts it again.
 */
function recordBetweenRuns(reuse: EmitReuse): void {
  if (recordingScheduled || toRecord.size === 0) return;
  recordingScheduled = true;
  const step = () => {
    recordingScheduled = false;
    if (activeRuns > 0) return;
    const quiet = performance.now() - lastActivity;
    if (quiet < QUIET_MS) {
      recordingScheduled = true;
      setTimeout(step, QUIET_MS - quiet);
      return;
    }
    const until = performance.now() + 5;
    while (toRecord.size > 0 && performance.now() < until) {
      const [input, files] = toRecord.entries().next().value as [string, Iterator<EmittedFile>];
      try {
        if (reuse.recordMissed(() => files.next()).done) toRecord.delete(input);
      } catch {
        // Unrecorded parts are emitted plainly again next time; the runs went as they should.
        toRecord.delete(input);
      }
    }
    if (toRecord.size > 0) {
      recordingScheduled = true;
      setImmediate(step);
    } else {
      reuse.save();
    }
  };
  setTimeout(step, QUIET_MS);
}

/** A run where every package is unchanged: their warnings again, then the summary (or `--check`'s verdict). */
function report(args: GenerateArgs, unchanged: { input: string; manifest: PackageManifest }[], ms: number): number {
  for (const d of sortDiagnostics(unchanged.flatMap((u) => u.manifest.diagnostics))) console.error(formatDiagnostic(d));
  if (args.check) {
    console.log(`${unchanged.length} package(s) up to date in ${args.out}/`);
    return 0;
  }
  for (const { manifest } of unchanged) printUnchanged(args.out, manifest, ms);
  return 0;
}

/** The summary line of a package that was not regenerated: all its files unchanged, and why. */
function printUnchanged(out: string, manifest: PackageManifest, ms: number): void {
  const count = Object.keys(manifest.files).length;
  console.log(`${manifest.name}  ${out}/${manifest.dir}  ${count} files (${count} unchanged)  ${Math.round(ms)} ms  (inputs unchanged: not regenerated)`);
}
