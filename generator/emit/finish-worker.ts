/** Worker side of finish-pool.ts: finishes the files it is sent, one message each. */
import { parentPort } from 'node:worker_threads';
import { finishFile } from './finish.ts';
import type { EmittedFile } from './package.ts';

parentPort?.on('message', (job: { id: number; file: EmittedFile }) => {
  finishFile(job.file).then(
    (files) => parentPort?.postMessage({ id: job.id, files }),
    (error: unknown) => parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
