/**
 * Formats and compiles emitted files on every core. Prettier and the compiler are single-threaded and dominate
 * the time of a build, so the files of all packages go into one list, biggest first, and every thread (the
 * workers and the main thread) claims the next file through a shared atomic counter as soon as it is free.
 * Identical files (the runtime templates every package ships) are finished once. Results do not depend on which
 * thread did the work: finishing is a pure function of the file (finish-core.mjs).
 *
 * The CLI calls `startFinishPool()` before parsing, so workers load prettier and the compiler while the main
 * thread starts up, parses and emits.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { readFinished, writeFinished } from './finish-cache.ts';
import type { EmittedFile } from './package.ts';

/** Below this much source in one call, a worker's start-up costs more than it saves (for a pool not yet started). */
const POOL_THRESHOLD = 256 * 1024;

type Reply =
  | { batch: number; index: number; files: EmittedFile[] }
  | { batch: number; index: number; error: string }
  | { batch: number; done: true };

interface Batch {
  results: (EmittedFile[] | undefined)[];
  errors: Map<number, string>;
  done: () => void;
}

class FinishWorker {
  private readonly worker: Worker;
  private readonly batches = new Map<number, Batch>();
  failed = false;

  constructor() {
    // Plain JavaScript: none of the parent's loader flags (`--import tsx` would cost the worker a hooks thread).
    this.worker = new Worker(new URL('./finish-worker.mjs', import.meta.url), { execArgv: [] });
    this.worker.on('message', (msg: Reply) => this.receive(msg));
    this.worker.on('error', () => this.fail());
    this.worker.on('exit', () => this.fail());
    this.worker.unref();
  }

  /** Takes files of `files` by `counter` until none is left; resolves when the worker has stopped taking. */
  run(id: number, files: readonly EmittedFile[], counter: Int32Array, batch: Omit<Batch, 'done'>): Promise<void> {
    if (this.failed) return Promise.resolve();
    // A busy worker keeps the process alive; an idle one must not.
    this.worker.ref();
    return new Promise((resolve) => {
      this.batches.set(id, { ...batch, done: resolve });
      this.worker.postMessage({ batch: id, files, counter });
    });
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }

  private receive(msg: Reply): void {
    const batch = this.batches.get(msg.batch);
    if (!batch) return;
    if ('done' in msg) this.finish(msg.batch);
    else if ('files' in msg) batch.results[msg.index] = msg.files;
    else batch.errors.set(msg.index, msg.error);
  }

  private finish(id: number): void {
    const batch = this.batches.get(id);
    this.batches.delete(id);
    if (this.batches.size === 0) this.worker.unref();
    batch?.done();
  }

  /** A dead worker takes no more files; the ones it had claimed are redone on the main thread. */
  private fail(): void {
    this.failed = true;
    for (const id of [...this.batches.keys()]) this.finish(id);
    this.worker.unref();
  }
}

let workers: FinishWorker[] | undefined;
let nextBatch = 0;

/** Workers besides the main thread: one per further core, at most 3 (more only adds start-up cost). */
function workerCount(): number {
  return Math.max(0, Math.min(availableParallelism() - 1, 3));
}

/** Starts the worker threads now, so they are warm when files arrive. Idempotent; a no-op on one core. */
export function startFinishPool(): void {
  workers ??= Array.from({ length: workerCount() }, () => new FinishWorker());
}

/** Stops the workers (a later call starts new ones). */
export async function stopFinishPool(): Promise<void> {
  const running = workers ?? [];
  workers = undefined;
  await Promise.all(running.map((w) => w.terminate()));
}

/**
 * Finishes every file of every group (one group per package); each group's output is sorted by path. A file
 * appearing in several groups with the same path and content is finished once.
 */
export async function finishGroups(groups: readonly (readonly EmittedFile[])[]): Promise<EmittedFile[][]> {
  const unique = new Map<string, EmittedFile>();
  for (const group of groups) for (const file of group) unique.set(jobKey(file), file);
  const byKey = new Map<string, EmittedFile[]>();
  for (const [key, file] of unique) {
    const cached = readFinished(file);
    if (cached) byKey.set(key, cached);
  }
  // Longest first: the big files start at once and the small ones fill the gaps at the end.
  const jobs = [...unique.entries()]
    .filter(([key]) => !byKey.has(key))
    .map(([, file]) => file)
    .sort((a, b) => b.content.length - a.content.length || compare(jobKey(a), jobKey(b)));
  const total = jobs.reduce((sum, f) => sum + f.content.length, 0);
  if (workers === undefined && total >= POOL_THRESHOLD) startFinishPool();
  if (jobs.length === 0) return assemble(groups, byKey);

  const counter = new Int32Array(new SharedArrayBuffer(4));
  const results: (EmittedFile[] | undefined)[] = new Array(jobs.length);
  const errors = new Map<number, string>();
  const id = nextBatch++;
  const onWorkers = (workers ?? []).map((w) => w.run(id, jobs, counter, { results, errors }));
  // Loaded only when something is left to finish: prettier and the compiler are most of start-up.
  const { finishFile } = await import('./finish.ts');
  const onMain = async (): Promise<void> => {
    for (let i = Atomics.add(counter, 0, 1); i < jobs.length; i = Atomics.add(counter, 0, 1)) {
      results[i] = await finishFile(jobs[i]);
    }
  };
  await Promise.all([onMain(), ...onWorkers]);
  for (const [index, message] of [...errors].sort(([a], [b]) => a - b)) {
    throw new Error(`${jobs[index].path}: ${message}`);
  }
  // Files a worker claimed but never returned (it died): finish them here.
  for (let i = 0; i < jobs.length; i++) results[i] ??= await finishFile(jobs[i]);

  jobs.forEach((job, i) => {
    byKey.set(jobKey(job), results[i]!);
    writeFinished(job, results[i]!);
  });
  return assemble(groups, byKey);
}

function assemble(groups: readonly (readonly EmittedFile[])[], byKey: Map<string, EmittedFile[]>): EmittedFile[][] {
  return groups.map((group) =>
    group.flatMap((file) => byKey.get(jobKey(file))!).sort((a, b) => compare(a.path, b.path)),
  );
}

function jobKey(file: EmittedFile): string {
  return `${file.path}\0${file.content}`;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
