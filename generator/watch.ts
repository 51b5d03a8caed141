/**
 * `npm run generate -- --watch`: generates once, then again whenever a definition file changes (debounced, one
 * run at a time), printing the same per-package summary each time. The finishing threads and their cache stay
 * up between runs, so a regeneration reformats only the files an edit changed. Stops on SIGINT / SIGTERM.
 */
import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import type { GenerateArgs } from './generate.ts';

/** Files whose change triggers a run: definition data, not editor swap or backup files. */
const DEFINITION_FILE = /\.(ya?ml|json|wsdl|xml|xsd)$/i;
const DEBOUNCE_MS = 150;

/** The folders to watch: each input's folder, without folders inside another watched one. */
export function watchRoots(inputs: readonly string[]): string[] {
  const dirs = [...new Set(inputs.map((i) => path.resolve(path.dirname(i))))].sort();
  return dirs.filter((d) => !dirs.some((o) => o !== d && !path.relative(o, d).startsWith('..')));
}

export async function watchAndGenerate(args: GenerateArgs, inputs: readonly string[]): Promise<number> {
  const { generate } = await import('./generate.ts');
  let running: Promise<void> | undefined;
  let again = false;
  const run = async (changed: string[]) => {
    if (changed.length > 0) console.log(`\nchanged: ${changed.join(', ')}`);
    try {
      await generate({ ...args, input: [...inputs] });
    } catch (error) {
      // A bug of ours must not end the watch; the next edit tries again.
      console.error(`internal error: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  await run([]);

  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    if (running) {
      again = true;
      return;
    }
    const changed = [...pending].sort();
    pending.clear();
    running = run(changed).finally(() => {
      running = undefined;
      if (again || pending.size > 0) {
        again = false;
        flush();
      }
    });
  };
  const roots = watchRoots(inputs);
  const watchers: FSWatcher[] = roots.map((root) =>
    watch(root, { recursive: true }, (_event, filename) => {
      if (!filename || !DEFINITION_FILE.test(filename)) return;
      pending.add(path.relative(process.cwd(), path.join(root, filename.toString())) || filename.toString());
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, DEBOUNCE_MS);
    }),
  );
  console.log(`watching ${roots.map((r) => path.relative(process.cwd(), r) || '.').join(', ')} (Ctrl-C to stop)`);

  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  if (timer) clearTimeout(timer);
  for (const w of watchers) w.close();
  await running;
  return 0;
}
