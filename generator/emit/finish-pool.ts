/**
 * Formats and compiles emitted files on all cores. Prettier and the compiler are single-threaded and dominate
 * the time of big packages (a 4 MB OpenAPI document emits megabytes of TypeScript), so large files go to worker
 * threads while the main thread finishes the small ones. Results do not depend on which thread did the work.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { finishFile } from './finish.ts';
import type { EmittedFile } from './package.ts';

/** Files at least this large are worth a worker round trip (a worker costs ~0.3 s to start). */
const WORKER_THRESHOLD = 48 * 1024;

interface Job {
  resolve: (files: EmittedFile[]) => void;
  reject: (error: Error) => void;
}

class FinishPool {
  private readonly workers: { worker: Worker; load: number }[] = [];
  private readonly jobs = new Map<number, Job & { slot: { worker: Worker; load: number }; size: number }>();
  private nextId = 0;

  constructor(size: number) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(new URL('./finish-worker.mjs', import.meta.url));
      const slot = { worker, load: 0 };
      worker.on('message', (msg: { id: number; files?: EmittedFile[]; error?: string }) => this.settle(msg));
      worker.on('error', (error) => this.failAll(error));
      worker.unref();
      this.workers.push(slot);
    }
  }

  run(file: EmittedFile): Promise<EmittedFile[]> {
    // Least-loaded worker by bytes queued: big files spread over the cores.
    const slot = this.workers.reduce((a, b) => (b.load < a.load ? b : a));
    const id = this.nextId++;
    slot.load += file.content.length;
    if (slot.load === file.content.length) slot.worker.ref();
    return new Promise((resolve, reject) => {
      this.jobs.set(id, { resolve, reject, slot, size: file.content.length });
      slot.worker.postMessage({ id, file });
    });
  }

  private settle(msg: { id: number; files?: EmittedFile[]; error?: string }): void {
    const job = this.jobs.get(msg.id);
    if (!job) return;
    this.jobs.delete(msg.id);
    job.slot.load -= job.size;
    // An idle worker must not keep the process alive.
    if (job.slot.load === 0) job.slot.worker.unref();
    if (msg.files) job.resolve(msg.files);
    else job.reject(new Error(msg.error ?? 'worker failed'));
  }

  private failAll(error: Error): void {
    for (const [id, job] of this.jobs) {
      this.jobs.delete(id);
      job.reject(error);
    }
  }
}

let pool: FinishPool | undefined;

/** Finishes every file (format, and compile sources); output sorted by path. */
export async function finishFiles(files: readonly EmittedFile[]): Promise<EmittedFile[]> {
  const useWorkers = availableParallelism() > 1 && files.some((f) => f.content.length >= WORKER_THRESHOLD);
  if (useWorkers) pool ??= new FinishPool(Math.min(availableParallelism(), 4));
  const done = await Promise.all(
    files.map((file) =>
      pool && useWorkers && file.content.length >= WORKER_THRESHOLD ? pool.run(file) : finishFile(file),
    ),
  );
  return done.flat().sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
