// Worker side of finish-pool.ts: plain JavaScript, so a worker needs no TypeScript loader. It loads the formatter
// as soon as it starts (the CLI starts workers before parsing, so this overlaps the main thread's own start-up).
// Every file of a session is offered to every thread in the order it was emitted; the worker finishes a file
// only if it wins the file's claim flag (an atomic compare-and-swap on memory the threads share).
// The skeleton layouts it makes for the finish cache it keeps there itself (layout-store.mjs), not through the
// main thread.
//
// Biome is loaded once per process (finish-core.mjs): the first worker (`shareBiome`) compiles and warms it, then
// sends the compiled module to the main thread, which hands it to the other workers (`awaitBiome`) and uses it itself.
import { parentPort, workerData } from 'node:worker_threads';
import { biomeModule, finishFile, finishWithLayout, useBiomeModule } from './finish-core.mjs';

/** Settles with the module the main thread sends (or null: compile it here), for a worker told to wait for it. */
let biomeArrived;
const biomeGiven = workerData.awaitBiome ? new Promise((resolve) => (biomeArrived = resolve)) : Promise.resolve(null);

const warm = biomeGiven.then(async (module) => {
  if (module) useBiomeModule(module);
  await finishFile({ path: 'src/warm-up.ts', content: 'export const warm: number = 1;\n' }, workerData.formatter);
  if (workerData.shareBiome) parentPort?.postMessage({ biomeModule: biomeModule() ?? null });
});
warm.catch(() => {
  if (workerData.shareBiome) parentPort?.postMessage({ biomeModule: null });
});

/**
 * Per session: its claim flags, its formatter, where layouts are kept (or false), the files offered, in order, and
 * the chunks this thread formatted that a compiling offered later will join (`keep`), by job index.
 */
const sessions = new Map();
let running = false;

parentPort?.on('message', (msg) => {
  if ('biomeModule' in msg) return biomeArrived?.(msg.biomeModule);
  if (msg.claims) sessions.set(msg.session, { claims: msg.claims, formatter: msg.formatter, layoutStore: msg.layoutStore ?? false, queue: [], kept: new Map() });
  else if (msg.release) sessions.delete(msg.session);
  else sessions.get(msg.session)?.queue.push(msg);
  if (!running) void drain();
});

async function drain() {
  running = true;
  await warm.catch(() => undefined);
  for (let job = next(); job !== undefined; job = next()) {
    const { session, index, claims, formatter, layoutStore, kept } = job;
    let { file } = job;
    if (job.join !== undefined) {
      // A chunked file's compiling: this thread's to claim only if it formatted each chunk (the others were laid out).
      const text = joined(job.join, kept);
      if (text === undefined) continue;
      file = { ...file, content: text };
    }
    if (Atomics.compareExchange(claims, index, 0, workerData.claimId) !== 0) continue;
    try {
      const { files } = await finishWithLayout(file, formatter, layoutStore);
      if (job.keep) kept.set(index, files[0].content);
      parentPort?.postMessage({ session, index, files });
    } catch (error) {
      parentPort?.postMessage({ session, index, error: error instanceof Error ? error.message : String(error) });
    }
  }
  running = false;
}

function next() {
  for (const [session, { claims, formatter, layoutStore, queue, kept }] of sessions) {
    const job = queue.shift();
    if (job) return { ...job, session, claims, formatter, layoutStore, kept };
  }
  return undefined;
}

/**
 * The text of a compiling offered with its chunks (`{ text, parts }`: the unformatted file and each chunk's length
 * in it and job): a laid-out chunk as it is in the text, the others as this thread formatted them (`kept`, given
 * up here either way); undefined when another thread formatted one of them.
 */
function joined({ text, parts }, kept) {
  const pieces = [];
  let at = 0;
  let mine = true;
  for (const { length, job } of parts) {
    if (job === undefined) pieces.push(text.slice(at, at + length));
    else {
      const formatted = kept.get(job);
      kept.delete(job);
      if (formatted === undefined) mine = false;
      else pieces.push(formatted);
    }
    // Chunks are joined with a newline.
    at += length + 1;
  }
  return mine ? pieces.join('\n') : undefined;
}
