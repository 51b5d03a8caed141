// Worker side of finish-pool.ts: plain JavaScript, so a worker needs no TypeScript loader. It loads prettier and
// the compiler as soon as it starts (the CLI starts workers before parsing, so this overlaps the main thread's
// own start-up). A batch is a list of files and a shared counter: the worker claims the next file with an atomic
// increment, as the main thread and the other workers do, so no thread waits for another to hand out work.
import { parentPort } from 'node:worker_threads';
import { finishFile } from './finish-core.mjs';

const warm = finishFile({ path: 'src/warm-up.ts', content: 'export const warm: number = 1;\n' });

parentPort?.on('message', async ({ batch, files, counter }) => {
  await warm.catch(() => undefined);
  for (let index = Atomics.add(counter, 0, 1); index < files.length; index = Atomics.add(counter, 0, 1)) {
    try {
      parentPort?.postMessage({ batch, index, files: await finishFile(files[index]) });
    } catch (error) {
      parentPort?.postMessage({ batch, index, error: error instanceof Error ? error.message : String(error) });
    }
  }
  parentPort?.postMessage({ batch, done: true });
});
