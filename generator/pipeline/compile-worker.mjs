// Worker side of finish-pool.ts's `Compiler`: a thread that only compiles (finish-core.mjs's `withCompiled`), for the
// files a run lays out from the finish cache while no finishing thread runs (an edit: Biome is not needed). Loading
// Oxc (rolldown's binding, 35-40 ms) and compiling then overlap the main thread's parsing and emitting instead of
// following them. Plain JavaScript, so it needs no TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { withCompiled } from './finish-core.mjs';

// Loaded: the main thread reads this flag while it emits (it hears no message until it waits).
Atomics.store(workerData.loaded, 0, 1);
parentPort?.on('message', ({ id, file }) => {
  try {
    parentPort?.postMessage({ id, files: withCompiled(file) });
  } catch (error) {
    // The main thread compiles it again itself, and reports the error as it would have.
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
