/**
 * `npm run generate -- --watch`: generates once, then again whenever a definition file changes (debounced, one
 * run at a time), printing the same per-package summary each time and how long the change took to reach the
 * packages. The finishing threads and their cache stay up between runs, so a regeneration reformats only the
 * files an edit changed, and each part's emitted files are kept with what it read of the model, so a regeneration
 * emits only the parts whose reads changed (pipeline/emit-reuse.ts). Stops on SIGINT / SIGTERM.
 *
 * Files are watched with chokidar (pinned): Node's recursive `fs.watch` stops reporting a file once an editor
 * saves it atomically (a new file renamed over the old one: vim, JetBrains safe-write, `sed -i`, `git checkout`;
 * issue 21), and does not see folders deleted and made again. chokidar watches each folder and file on its own,
 * re-attaches after a rename, and reports an unlink followed at once by an add as one change (`atomic`).
 */
import path from 'node:path';
import { watch } from 'chokidar';
import type { GenerateArgs } from './generate.ts';

/** Files whose change triggers a run: definition data, not editor swap or backup files. */
const DEFINITION_FILE = /\.(ya?ml|json|wsdl|xml|xsd)$/i;
/**
 * How long after the last event of a burst a run starts. An editor's save is one write, or a write to a new file
 * renamed over the old one, within a few milliseconds (chokidar reports each file's change at most every 5 ms, and
 * with `atomic` it reports a file deleted and made again within 100 ms as one change); a checkout of several files
 * writes them as fast. 30 ms merges those and adds little to the wait (12 ms split a folder made again by a
 * rename, whose files chokidar reports as it lists them, into two runs: watch.test.ts); events that still come
 * after a run started make one more run when it ends. `awaitWriteFinish` is not used: it waits
 * until a file's size has not changed for a while (2 s by default), far longer than a save takes; a file read
 * mid-write is at worst reported broken, and the write's own event starts the run that reads it whole.
 */
export const DEBOUNCE_MS = 30;

/** The folders to watch: each input's folder, without folders inside another watched one. */
export function watchRoots(inputs: readonly string[]): string[] {
  const dirs = [...new Set(inputs.map((i) => path.resolve(path.dirname(i))))].sort();
  return dirs.filter((d) => !dirs.some((o) => o !== d && !path.relative(o, d).startsWith('..')));
}

/** Whether an event on `file` (a file, or a folder that was removed or made) can change a definition. */
function relevant(event: string, file: string): boolean {
  if (event === 'addDir' || event === 'unlinkDir') return true;
  return DEFINITION_FILE.test(file);
}

export async function watchAndGenerate(args: GenerateArgs, inputs: readonly string[]): Promise<number> {
  const { generate, noteWatchEvent } = await import('./generate.ts');
  const run = async (changed: string[], since: number | undefined) => {
    if (changed.length > 0) console.log(`\nchanged: ${changed.join(', ')}`);
    try {
      // The packages that read none of the changed files are checked after the others are written (generate.ts).
      const code = await generate({ ...args, input: [...inputs], warm: true, changed: since === undefined ? undefined : changed.map((f) => path.resolve(f)) });
      // From the first change seen to the last package written, debounce included: what the user waits.
      if (since === undefined) return;
      if (code === 0) console.log(`packages written ${Math.round(performance.now() - since)} ms after the change`);
      else console.log('nothing written (the definitions have errors, above); watching for the fix');
    } catch (error) {
      // A bug of ours must not end the watch; the next edit tries again.
      console.error(`internal error: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const roots = watchRoots(inputs);
  const watcher = watch(roots, {
    ignoreInitial: true,
    atomic: true,
    // Dependency folders and version control never hold the definitions.
    ignored: (file) => /[\\/](node_modules|\.git)([\\/]|$)/.test(file),
  });
  await new Promise<void>((resolve, reject) => {
    watcher.once('ready', resolve);
    watcher.once('error', reject);
  });

  await run([], undefined);

  let running: Promise<void> | undefined;
  const pending = new Set<string>();
  let firstChangeAt: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    if (running) return; // the run's end flushes what came meanwhile
    const changed = [...pending].sort();
    const since = firstChangeAt;
    pending.clear();
    firstChangeAt = undefined;
    running = run(changed, since).finally(() => {
      running = undefined;
      if (pending.size > 0 && timer === undefined) flush();
    });
  };
  watcher.on('all', (event, file) => {
    noteWatchEvent();
    if (!relevant(event, file)) return;
    pending.add(path.relative(process.cwd(), file) || file);
    firstChangeAt ??= performance.now();
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, DEBOUNCE_MS);
  });
  watcher.on('error', (error) => console.error(`watch: ${error instanceof Error ? error.message : String(error)}`));
  console.log(`watching ${roots.map((r) => path.relative(process.cwd(), r) || '.').join(', ')} (Ctrl-C to stop)`);

  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  if (timer) clearTimeout(timer);
  await watcher.close();
  await running;
  return 0;
}
