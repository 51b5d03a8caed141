/**
 * `npm run sandbox -- --watch`: the sandbox follows `npm run generate` (or `generate --watch`). It runs in a
 * child process that is restarted on the regenerated packages whenever one of them is rewritten, on the same
 * port and the same data folder, so clients keep their URL and the companies keep their state (issue 21: a
 * new entity's path stayed a 404 until a manual restart, and nothing said so). A child and not a re-import:
 * an ES module cannot be unloaded, so one process cannot load a package's new build.
 *
 * Without `--data` the state goes to a temporary folder for the session (removed on exit), since memory does
 * not survive a restart. `--reset` applies to the first start only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { watch } from 'chokidar';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const PACKAGES = fileURLToPath(new URL('../generated', import.meta.url));
/** The three packages are swapped in one after the other by one generation: wait for the last. */
const SETTLE_MS = 500;
/** A package's build as Node loads it: its manifest and compiled files. */
const BUILD_FILE = /[\\/](package\.json|dist[\\/].+\.js)$/;

/** The value of `--name <v>` / `--name=<v>` in `args`, and `args` without it. */
function takeOption(args: readonly string[], name: string): { value?: string; rest: string[] } {
  const rest: string[] = [];
  let value: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === name && i + 1 < args.length) value = args[++i];
    else if (args[i].startsWith(`${name}=`)) value = args[i].slice(name.length + 1);
    else rest.push(args[i]);
  }
  return { value, rest };
}

export async function superviseSandbox(argv: readonly string[]): Promise<never> {
  let args = argv.filter((a) => a !== '--watch');
  const data = takeOption(args, '--data');
  let temporary: string | undefined;
  if (data.value === undefined) {
    temporary = mkdtempSync(path.join(tmpdir(), 'svc-sandbox-'));
    args = [...data.rest, '--data', temporary];
  }
  const dataDir = data.value ?? (temporary as string);

  let child: ChildProcess | undefined;
  let exited: Promise<number | null> = Promise.resolve(null);
  // `--port 0` (a free one) is learnt from the first start's URLs and kept for every restart.
  let port: string | undefined = takeOption(args, '--port').value;
  if (port !== undefined && Number(port) === 0) port = undefined;
  let stopping = false;
  /** The child a restart stopped on purpose: its exit is not news. */
  let replaced: ChildProcess | undefined;

  const start = (first: boolean): void => {
    let childArgs = first ? args : args.filter((a) => a !== '--reset');
    if (port !== undefined) childArgs = [...takeOption(childArgs, '--port').rest, '--port', port];
    const started = spawn(process.execPath, [...process.execArgv, CLI, ...childArgs], { stdio: ['ignore', 'pipe', 'inherit'] });
    child = started;
    let head = '';
    started.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      if (port !== undefined) return;
      head += chunk.toString();
      // The first URL line tells the port a `--port 0` start picked; every restart reuses it.
      const url = /^accounting (\S+)$/m.exec(head)?.[1];
      if (url !== undefined) port = new URL(url).port;
    });
    exited = new Promise((resolve) =>
      started.once('exit', (code) => {
        if (!stopping && started !== replaced) console.error(`sandbox: the sandbox exited (${code}); it starts again with the next regeneration`);
        resolve(code);
      }),
    );
  };

  const stopChild = async (): Promise<void> => {
    const current = child;
    if (current !== undefined && current.exitCode === null && current.signalCode === null) current.kill('SIGTERM');
    await exited;
  };

  start(true);

  let timer: NodeJS.Timeout | undefined;
  let restarting: Promise<void> | undefined;
  const restart = async (): Promise<void> => {
    const began = performance.now();
    replaced = child;
    await stopChild();
    start(false);
    console.log(
      `sandbox: packages regenerated; restarted on them (pid ${child?.pid}) in ${Math.round(performance.now() - began)} ms, port ${port ?? 'unchanged'}, state kept in ${dataDir}`,
    );
  };
  const watcher = watch(PACKAGES, { ignoreInitial: true, atomic: true, depth: 4, ignored: (file) => /[\\/](node_modules|src)([\\/]|$)/.test(file) });
  watcher.on('all', (event, file) => {
    if (event !== 'addDir' && !BUILD_FILE.test(file)) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      restarting = (restarting ?? Promise.resolve()).then(restart);
    }, SETTLE_MS);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  console.log(`sandbox: watching ${path.relative(process.cwd(), PACKAGES) || '.'}: restarts on each regeneration, state in ${dataDir}`);

  return new Promise<never>(() => {
    const stop = (): void => {
      if (stopping) return;
      stopping = true;
      if (timer !== undefined) clearTimeout(timer);
      void (async () => {
        await watcher.close();
        await restarting;
        await stopChild();
        if (temporary !== undefined) rmSync(temporary, { recursive: true, force: true });
        process.exit(0);
      })();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
