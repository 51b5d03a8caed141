/**
 * Formats and compiles emitted files on every core. Formatting is single-threaded and most of a cold build, so
 * files are handed to the worker threads the moment they are emitted (a `FinishSession`), and
 * formatting overlaps emitting. Every file is offered to every thread; a shared array of claim flags makes sure
 * exactly one thread finishes it (the first to claim it with an atomic compare-and-swap), so no thread waits for
 * another to hand out work. Once the main thread has emitted everything it joins in, biggest files first. A big
 * file comes in chunks (see source-file.ts), formatted as separate jobs and joined, then compiled as a job of its
 * own (so the biggest files compile on different threads), offered with the chunks: the worker that formats them
 * all compiles the file while the main thread still emits. Identical files (the runtime
 * templates every package ships) are finished once. Results do not depend on which thread did the work:
 * finishing is a pure function of the file (finish-core.mjs).
 *
 * The CLI calls `startFinishPoolOnDemand()`: the workers start with the first file that is not in the finish
 * cache (the runtime templates, submitted before parsing, when the cache is cold), so they load the formatter while
 * the main thread parses and emits; a run whose every file is cached starts none (starting them costs a core about
 * a second: each compiles Biome's 45 MB Wasm module). */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { hasLayouts, layoutStore, readFinished, readLayout, writeFinished } from './finish-cache.ts';
import type { Layout } from './finish-core.mjs';
import type { LayoutStore } from './layout-store.mjs';
import { DEFAULT_FORMATTER, type FormatterName } from './formatters.mjs';
import type { EmittedFile } from './file.ts';
import { fillSkeleton, skeletonOf } from './layout-skeleton.mjs';

/** Below this much source in one `finishGroups` call, a worker's start-up costs more than it saves. */
const POOL_THRESHOLD = 256 * 1024;

/** Claim slots per session; files past this many are finished on the main thread. */
const MAX_SHARED_JOBS = 1 << 16;

/** Claim flag values: 0 unclaimed, MAIN_THREAD the main thread, otherwise 1 + the worker's index. */
const MAIN_THREAD = -1;

type Reply =
  | { session: number; index: number; files: EmittedFile[] }
  | { session: number; index: number; error: string };

/**
 * What a job is besides its file: a chunk whose formatted text the worker keeps (`keep`), or a compiling offered
 * before its chunks are formatted, of `join`: the file's unformatted text (one flat string: a laid-out chunk is a
 * slice of it) with, per chunk, its length and the job formatting it unless it was laid out. The worker sends the
 * joined file back with its outputs: the laid-out chunks are deep concatenations here, which joining them again
 * on this thread would flatten (tens of milliseconds for stripe's validators), whereas a received string is flat.
 */
interface JobExtras {
  keep?: true;
  join?: { text: string; parts: { length: number; job?: number }[] };
}

/** A big file formatted as chunks (one format-only job each), joined and compiled when all are done. */
interface Chunked {
  file: EmittedFile;
  /** The file's key (`jobKey` of the file submitted: `file` is a copy, whose key would be made and hashed again). */
  key: string;
  /** A job per chunk to format; a chunk the emitter laid out (`laidOut`) is its own output. */
  parts: Pick<Job, 'files' | 'error' | 'settled'>[];
  /** The job compiling the joined chunks (`compileChunked`). */
  compile?: Job;
}

interface Job {
  index: number;
  file: EmittedFile & { formatOnly?: boolean };
  key: string;
  /** The job of a whole submitted file (its outputs are the file's), not of a chunk or of a joined file's compiling. */
  whole?: boolean;
  files?: EmittedFile[];
  error?: string;
  /** When the outputs arrived (performance.now()). */
  doneAt?: number;
  /**
   * A chunked file's compiling offered before its chunks are formatted (`compileChunked`): its content is these
   * parts joined, known once they are all done. A worker that formatted every chunk to format compiles it.
   */
  joinOf?: Chunked;
  /** Settles once the job has files or an error, from whichever thread. */
  settled: Promise<void>;
  settle: () => void;
}

class FinishWorker {
  private readonly worker: Worker;
  private readonly sessions = new Map<number, FinishSession>();
  failed = false;

  constructor(readonly claimId: number) {
    // Plain JavaScript: none of the parent's loader flags (`--import tsx` would cost the worker a hooks thread).
    // The first worker compiles Biome and shares it; the others wait for it (see shareBiome), as do all the workers
    // of a pool started again once it is known.
    const shares = biomeShared !== undefined && !biomeShared.settled && claimId === 1;
    this.worker = new Worker(new URL('./finish-worker.mjs', import.meta.url), {
      execArgv: [],
      workerData: { claimId, formatter: currentFormatter, shareBiome: shares, awaitBiome: biomeShared !== undefined && !shares },
    });
    this.worker.on('message', (msg: Reply | { biomeModule: WebAssembly.Module | null }) => {
      if ('biomeModule' in msg) shareBiome(msg.biomeModule ?? undefined);
      else this.sessions.get(msg.session)?.receive(msg);
    });
    this.worker.on('error', () => this.fail());
    this.worker.on('exit', () => this.fail());
    this.worker.unref();
  }

  /**
   * Offers a job; the worker finishes it unless another thread claims it first (a compiling offered with `join`,
   * only when it formatted all the chunks to format).
   */
  offer(session: FinishSession, index: number, file: EmittedFile, more?: JobExtras): void {
    if (this.failed) return;
    if (!this.sessions.has(session.id)) {
      this.sessions.set(session.id, session);
      // A busy worker keeps the process alive; an idle one must not.
      this.worker.ref();
      this.worker.postMessage({ session: session.id, claims: session.claims, formatter: session.formatter, layoutStore: session.layoutStore });
    }
    this.worker.postMessage(more === undefined ? { session: session.id, index, file } : { session: session.id, index, file, ...more });
  }

  /** The session needs nothing more from this worker. */
  release(session: FinishSession): void {
    this.sessions.delete(session.id);
    if (this.failed) return;
    this.worker.postMessage({ session: session.id, release: true });
    if (this.sessions.size === 0) this.worker.unref();
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }

  /** Hands Biome's compiled module to this worker (undefined: it compiles its own). */
  giveBiome(module: WebAssembly.Module | undefined): void {
    if (!this.failed) this.worker.postMessage({ biomeModule: module ?? null });
  }

  /** A dead worker takes no more files; the ones it had claimed are redone on the main thread. */
  private fail(): void {
    if (this.failed) return;
    this.failed = true;
    // The first worker dying before it shared Biome: the others and this thread compile their own.
    if (this.claimId === 1) shareBiome(undefined);
    for (const session of this.sessions.values()) session.workerFailed(this.claimId);
    this.sessions.clear();
    this.worker.unref();
  }
}

let workers: FinishWorker[] | undefined;
/** Start the workers at the first cache miss (`startFinishPoolOnDemand`). */
let onDemand = false;
let nextSession = 0;
let currentFormatter: FormatterName = DEFAULT_FORMATTER;

/** The formatter files are finished with (`--format`): part of what a package's output depends on. */
export function finishFormatter(): FormatterName {
  return currentFormatter;
}

/** The formatter of sessions started from now on (`--format`); workers started later warm it up first. */
export function setFinishFormatter(formatter: FormatterName): void {
  currentFormatter = formatter;
}

/**
 * This thread's own finisher (the formatter and Oxc: most of start-up), loaded on the first file that is
 * not cached: it loads while this thread goes on emitting, instead of when it turns to finishing.
 */
let finisher: Promise<typeof import('./finish.ts')> | undefined;
function loadFinisher(): Promise<typeof import('./finish.ts')> {
  finisher ??= import('./finish.ts').then(async (finish) => {
    // With workers, this thread formats with the Biome module the first one compiled, rather than compile its own
    // (a second 1.4-2 s of CPU on a core the workers need).
    const module = await biomeShared?.module;
    if (module !== undefined) finish.useBiomeModule(module);
    return finish;
  });
  return finisher;
}

/** Biome's compiled module, from the first worker: settles once (undefined: each thread compiles its own). */
let biomeShared: { module: Promise<WebAssembly.Module | undefined>; settle: (m: WebAssembly.Module | undefined) => void; settled: boolean } | undefined;

function shareBiome(module: WebAssembly.Module | undefined): void {
  if (biomeShared === undefined || biomeShared.settled) return;
  biomeShared.settled = true;
  biomeShared.settle(module);
  for (const worker of workers ?? []) if (worker.claimId > 1) worker.giveBiome(module);
}

/** Workers besides the main thread: one per further core, at most 3 (more only adds start-up cost). */
function workerCount(): number {
  return Math.max(0, Math.min(availableParallelism() - 1, 3));
}

/** Starts the worker threads now, so they are warm when files arrive. Idempotent; a no-op on one core. */
export function startFinishPool(): void {
  if (workers !== undefined) return;
  const count = workerCount();
  if (count > 0 && currentFormatter === 'biome' && biomeShared === undefined) {
    let settle!: (m: WebAssembly.Module | undefined) => void;
    const module = new Promise<WebAssembly.Module | undefined>((resolve) => (settle = resolve));
    biomeShared = { module, settle, settled: false };
  }
  const started = Array.from({ length: count }, (_, i) => new FinishWorker(i + 1));
  workers = started;
  if (biomeShared?.settled) void biomeShared.module.then((module) => started.forEach((worker) => worker.giveBiome(module)));
}

/** Starts the workers when a session first has a file to finish (one not in the cache); `stopFinishPool` ends that. */
export function startFinishPoolOnDemand(): void {
  onDemand = true;
}

/** Stops the workers (a later call starts new ones). */
export async function stopFinishPool(): Promise<void> {
  const running = workers ?? [];
  workers = undefined;
  onDemand = false;
  await Promise.all(running.map((w) => w.terminate()));
}

/**
 * Files submitted as they are emitted, finished by whichever thread is free. `submit` returns at once;
 * `finished` (after the last `submit`) puts the main thread to work too and resolves when every file's outputs
 * are ready (`outputsOf`, `assemble`).
 */
export class FinishSession {
  readonly id = nextSession++;
  readonly claims = new Int32Array(new SharedArrayBuffer(4 * MAX_SHARED_JOBS));
  private readonly jobs: Job[] = [];
  private readonly byKey = new Map<string, EmittedFile[] | Job | Chunked>();
  private readonly chunked: Chunked[] = [];
  /** When each finished file's outputs were ready (absent: from the cache). */
  private readonly doneAt = new Map<string, number>();
  /** Files laid out from the skeletons' layouts in the cache (formatted already; compiled in `finished`). */
  private readonly laidOut: { key: string; source: EmittedFile; file: EmittedFile }[] = [];
  /** Jobs that only compile a chunked file once joined. */
  private compileJobs = 0;
  /** The workers this session offers files to, fixed at its first file to finish. */
  private offeredTo: FinishWorker[] | undefined;

  /**
   * Where Biome's layouts of files' skeletons are kept, by the thread that made them (a cache to keep them in, and
   * Biome): else files are formatted whole, the same bytes without scanning them for doc comments.
   */
  readonly layoutStore: LayoutStore | undefined;

  constructor(readonly formatter: FormatterName = currentFormatter) {
    this.layoutStore = formatter === 'biome' ? layoutStore(formatter) : undefined;
  }

  /** Queues a file (unless an identical one is queued or cached); a chunked file as one job per chunk. */
  submit(file: EmittedFile): void {
    const key = jobKey(file);
    if (this.byKey.has(key)) return;
    const cached = readFinished(file, this.formatter);
    if (cached) {
      this.byKey.set(key, cached);
      return;
    }
    const laidOut = this.layoutFromCache(file);
    if (laidOut !== undefined) {
      const entry = { key, source: { path: file.path, content: file.content }, file: { path: file.path, content: laidOut } };
      this.byKey.set(key, [entry.file]);
      this.laidOut.push(entry);
      return;
    }
    // Chunks the emitter laid out are in Biome's layout: another formatter formats them too.
    const laidOutChunks = this.formatter === 'biome' ? file.laidOut : undefined;
    if (file.chunks && (file.chunks.length > 1 || laidOutChunks?.[0])) {
      // With finishing threads, a chunk is kept by the thread that formats it, for the file's compiling (below). A
      // file whose every chunk was laid out starts no thread for its compiling.
      const toFormat = file.chunks.some((_, i) => !laidOutChunks?.[i]);
      const keep = (this.offeredTo ?? (toFormat ? this.threads() : [])).length > 0;
      const parts = file.chunks.map((content, i) =>
        laidOutChunks?.[i]
          ? { files: [{ path: file.path, content }], settled: Promise.resolve() }
          : this.enqueue(`chunk\0${file.path}\0${content}`, { path: file.path, content, formatOnly: true }, keep ? { keep: true } : undefined),
      );
      const entry: Chunked = { file: { path: file.path, content: file.content }, key, parts };
      this.byKey.set(key, entry);
      this.chunked.push(entry);
      // Offered now, behind its chunks: the big files the emitter lays out (validators, fixtures) leave the finishing
      // threads idle while this thread emits the next ones, and their compiling fills that time. (This thread hears
      // of a chunk formatted elsewhere only when it stops emitting, so the thread that formatted them compiles.)
      if (keep) this.compileChunked(entry);
      return;
    }
    const job: Job['file'] = { path: file.path, content: file.content };
    if (file.verbatim) job.verbatim = true;
    const queued = this.enqueue(key, job);
    queued.whole = true;
    this.byKey.set(key, queued);
  }

  /**
   * The file laid out without a formatter, when the cache holds the layout of its skeleton (of each chunk's):
   * an edit that changed only doc comments then starts no finishing thread and loads no formatter.
   */
  private layoutFromCache(file: EmittedFile): string | undefined {
    if (file.verbatim || this.layoutStore === undefined || !file.path.endsWith('.ts')) return undefined;
    // A first run (no layout of this path kept yet) does not scan its files on this thread for nothing.
    if (!hasLayouts(file.path, this.formatter)) return undefined;
    const pieces: string[] = [];
    const chunks = file.chunks && file.chunks.length > 1 ? file.chunks : [file.content];
    for (const [i, chunk] of chunks.entries()) {
      if (file.chunks !== undefined && file.laidOut?.[i]) {
        pieces.push(chunk);
        continue;
      }
      const skeleton = skeletonOf(chunk);
      const layout = skeleton && readLayout(file.path, skeleton.text, this.formatter);
      const piece = layout === undefined ? undefined : fillSkeleton(layout, skeleton!.comments);
      if (piece === undefined) return undefined;
      pieces.push(piece);
    }
    return pieces.join('\n');
  }

  /** The workers this session offers files to (starting them on demand: fixed at the session's first job). */
  private threads(): FinishWorker[] {
    if (this.offeredTo === undefined) {
      if (onDemand) startFinishPool();
      this.offeredTo = workers ?? [];
    }
    return this.offeredTo;
  }

  /**
   * The job compiling a chunked file: its joined chunks once all are formatted (in `finished`, or at once when all
   * were laid out), or, offered with the chunks (`joinOf`), whatever they turn out to be.
   */
  private compileChunked(entry: Chunked): void {
    if (entry.compile !== undefined) return;
    const ready = entry.parts.every((part) => part.files !== undefined);
    const content = ready ? entry.parts.map((part) => part.files![0].content).join('\n') : '';
    const join = ready
      ? undefined
      : { text: entry.file.content, parts: entry.parts.map((part, i) => ({ length: this.chunkLength(entry, i), job: part.files === undefined ? (part as Job).index : undefined })) };
    // Already formatted: only compiled (a verbatim file), by whichever thread claims it.
    entry.compile = this.enqueue(`compile\0${entry.key}`, { path: entry.file.path, content, verbatim: true }, join && { join });
    if (!ready) entry.compile.joinOf = entry;
    this.compileJobs++;
  }

  /** The unformatted length of a chunked file's chunk `i` (its job's file, or its laid-out text). */
  private chunkLength(entry: Chunked, i: number): number {
    const part = entry.parts[i];
    return part.files === undefined ? (part as Job).file.content.length : part.files[0].content.length;
  }

  private enqueue(key: string, file: Job['file'], more?: JobExtras): Job {
    // Started now, awaited when this thread finishes files (where a failure to load is reported).
    loadFinisher().catch(() => undefined);
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const index = this.jobs.length;
    const job: Job = { index, file, key, settled, settle };
    this.jobs.push(job);
    if (index < MAX_SHARED_JOBS) for (const worker of this.threads()) worker.offer(this, index, file, more);
    return job;
  }

  /** How many files (or chunks) this session had a formatter finish: those neither cached nor laid out from the cache. */
  formattedCount(): number {
    return this.jobs.length - this.compileJobs;
  }

  /** The outputs of `file`, which must have been submitted. */
  outputsOf(file: EmittedFile): EmittedFile[] {
    const entry = this.byKey.get(jobKey(file));
    if (!Array.isArray(entry)) throw new Error(`${file.path} was never finished`);
    return entry;
  }

  /**
   * Finishes what no worker has claimed yet on this thread, biggest first, then waits for the workers. A chunked
   * file's chunks are joined, then compiled as jobs of their own, so the biggest files compile on every thread.
   */
  async finished(): Promise<void> {
    // The chunks first: a compiling offered with them (`joinOf`) has its text once they are done.
    await this.drain(false);
    // A file whose every chunk was laid out starts no finishing thread for its compiling.
    this.offeredTo ??= [];
    const compiling = this.chunked.splice(0);
    for (const entry of compiling) this.compileChunked(entry);
    if (compiling.length > 0) await this.drain(true);
    for (const worker of this.offeredTo ?? []) worker.release(this);
    const failed = this.jobs.find((job) => job.error !== undefined);
    if (failed) throw new Error(`${failed.file.path}: ${failed.error}`);
    for (const job of this.jobs) {
      if (!job.whole) continue;
      this.byKey.set(job.key, job.files!);
      this.doneAt.set(job.key, job.doneAt!);
      writeFinished(job.file, job.files!, this.formatter);
    }
    for (const entry of compiling) {
      const job = entry.compile!;
      this.byKey.set(entry.key, job.files!);
      this.doneAt.set(entry.key, job.doneAt!);
      writeFinished(entry.file, job.files!, this.formatter);
    }
    if (this.laidOut.length > 0) {
      // Compiled here: a few files, and Oxc alone loads in a fraction of the time a finishing thread takes to start.
      const { withCompiled } = await loadFinisher();
      for (const { key, source, file } of this.laidOut.splice(0)) {
        const files = withCompiled(file);
        this.byKey.set(key, files);
        this.doneAt.set(key, performance.now());
        writeFinished(source, files, this.formatter);
      }
    }
  }

  /**
   * Runs on this thread the open jobs no worker has claimed, biggest first, and waits for the others; the compiling
   * of chunks still being formatted (`joinOf`) only with `joined`.
   */
  private async drain(joined: boolean): Promise<void> {
    const open = this.jobs.filter((job) => job.files === undefined && job.error === undefined && (joined || job.joinOf === undefined));
    if (open.length === 0) return;
    const { finishWithLayout } = await loadFinisher();
    const order = open.map((job) => job.index);
    const size = (job: Job): number => job.joinOf?.file.content.length ?? job.file.content.length;
    order.sort((a, b) => size(this.jobs[b]) - size(this.jobs[a]) || a - b);
    for (const index of order) {
      if (index < MAX_SHARED_JOBS && Atomics.compareExchange(this.claims, index, 0, MAIN_THREAD) !== 0) continue;
      await this.runHere(index, finishWithLayout);
    }
    await Promise.all(open.map((job) => job.settled));
  }

  /** When the last of `files` was finished (performance.now()), or `undefined` when all came from the cache. */
  readyAt(files: readonly EmittedFile[]): number | undefined {
    let latest: number | undefined;
    for (const file of files) {
      const at = this.doneAt.get(jobKey(file));
      if (at !== undefined && (latest === undefined || at > latest)) latest = at;
    }
    return latest;
  }

  /** A worker's answer. */
  receive(msg: Reply): void {
    const job = this.jobs[msg.index];
    if (job === undefined || job.files !== undefined || job.error !== undefined) return;
    if ('files' in msg) job.files = msg.files;
    else job.error = msg.error;
    job.doneAt = performance.now();
    job.settle();
  }

  /** Files a dead worker claimed but never returned are finished here. */
  workerFailed(claimId: number): void {
    this.jobs.forEach((job, index) => {
      if (index >= MAX_SHARED_JOBS || Atomics.load(this.claims, index) !== claimId) return;
      if (job.files !== undefined || job.error !== undefined) return;
      void loadFinisher().then(({ finishWithLayout }) => this.runHere(index, finishWithLayout));
    });
  }

  private async runHere(
    index: number,
    finish: (file: EmittedFile, formatter: FormatterName, keepLayout: LayoutStore | false) => Promise<{ files: EmittedFile[]; layout?: Layout }>,
  ): Promise<void> {
    const job = this.jobs[index];
    try {
      if (job.joinOf !== undefined) {
        // A compiling offered before its chunks were formatted: their text, once they are (a chunk's failure is its own).
        const parts = job.joinOf.parts;
        await Promise.all(parts.map((part) => part.settled));
        if (parts.some((part) => part.files === undefined)) throw new Error('a chunk was not formatted');
        job.file.content = parts.map((part) => part.files![0].content).join('\n');
      }
      ({ files: job.files } = await finish(job.file, this.formatter, this.layoutStore ?? false));
    } catch (error) {
      job.error = error instanceof Error ? error.message : String(error);
    }
    job.doneAt = performance.now();
    job.settle();
  }
}

/**
 * Finishes every file of every group (one group per package); each group's output is sorted by path. A file
 * appearing in several groups with the same path and content is finished once.
 */
export async function finishGroups(groups: readonly (readonly EmittedFile[])[]): Promise<EmittedFile[][]> {
  const total = groups.flat().reduce((sum, f) => sum + f.content.length, 0);
  if (workers === undefined && total >= POOL_THRESHOLD) startFinishPool();
  const session = new FinishSession();
  // Longest first: the big files start at once and the small ones fill the gaps at the end.
  const files = groups.flat().sort((a, b) => b.content.length - a.content.length || compare(a.path, b.path));
  for (const file of files) session.submit(file);
  await session.finished();
  return groups.map((group) => assemble(session, group));
}

/** One package's finished files, sorted by path. */
export function assemble(session: FinishSession, group: readonly EmittedFile[]): EmittedFile[] {
  return group.flatMap((file) => session.outputsOf(file)).sort((a, b) => compare(a.path, b.path));
}

function jobKey(file: EmittedFile): string {
  let key = jobKeys.get(file);
  if (key === undefined) {
    key = `${file.verbatim ? 'verbatim' : 'emitted'}\0${file.path}\0${file.content}`;
    jobKeys.set(file, key);
  }
  return key;
}

/** Each file's key, made once: a key is as long as the file, and a new one is joined and hashed at each lookup. */
const jobKeys = new WeakMap<EmittedFile, string>();

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
