// `npm run generate` (and the other generator scripts): runs a TypeScript entry of the generator from a bundle built
// with esbuild, instead of transpiling every module at each start with tsx (tsx cost 0.7 s of wall time and 0.9 s
// of CPU per run, its cache warm; issue 25). Plain JavaScript, so it needs no loader itself.
//
//   node generator/launch.mjs generator/cli.ts [arguments]
//
// The bundle is never committed, so it cannot go stale in git: it is built into node_modules/.cache/svc-codegen-build/
// (or SVC_CODEGEN_BUILD=<dir>, a folder inside the checkout: the bundle finds npm packages from where it lies) on
// the first run, and again whenever it is not current. Beside it a stamp records the SHA-256 of every source file
// it was built from (esbuild's list of inputs, and the runtime kits whose export facts it is built with) and of what else shapes it (this file, esbuild's version, where the
// checkout is): each run checks those files again (about 150) and rebuilds when one differs. A file is hashed again
// unless its size, inode and times are those the stamp recorded when its bytes last matched (as git's index does:
// 10-15 ms of every start went to hashing them all). A file newly imported is reached through an edited one, so it is caught too. npm packages are not
// bundled (they load from node_modules as before), and every `import.meta.url` is replaced by its source file's
// own URL, so the paths the generator finds beside its sources (templates, the finishing worker, node_modules)
// are the same as when it runs from source. The bundle's name is the digest of
// what it was built from, so concurrent runs that build at once never pair a stamp with another build's bundle.
//
// The entry must export `main(argv): Promise<number>` (the exit code), as generator/cli.ts does.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import module, { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SELF = fileURLToPath(import.meta.url);
/**
 * Older builds are removed once this old: a long run (`--watch`) started from one may still load its chunks
 * (the finisher, the WSDL reader) after the generator was edited and rebuilt.
 */
const KEEP_OLD_MS = 60 * 60 * 1000;

function sha256(text) {
  return createHash('sha256').update(text).digest('hex');
}

function buildDirectory() {
  const setting = process.env.SVC_CODEGEN_BUILD;
  return setting ? resolve(setting) : join(ROOT, 'node_modules', '.cache', 'svc-codegen-build');
}

/** What shapes a bundle besides its sources: this file (the build options), esbuild's version, the checkout's place. */
function toolDigest() {
  const esbuild = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'esbuild', 'package.json'), 'utf8')).version;
  return sha256(`${readFileSync(SELF, 'utf8')}\0esbuild@${esbuild}\0${ROOT}`);
}

/** The stamp's file for an entry: one per entry (`generator/cli.ts` -> `generator-cli.json`). */
function stampPath(dir, entry) {
  const name = entry.startsWith(ROOT) ? entry.slice(ROOT.length) : sha256(entry).slice(0, 16);
  return join(dir, `${name.replace(/\.[cm]?ts$/, '').replace(/[^A-Za-z0-9]+/g, '-')}.json`);
}

/**
 * A source changed less than this long ago may change again within its timestamps' tick: it is always hashed.
 */
const RACY_MS = 2000;

/**
 * `size:mtime:ctime:inode` of a file (times in milliseconds) when it has not changed for RACY_MS, else undefined: a
 * file whose print is the one recorded when its bytes last matched is those bytes (any write sets its change time,
 * which no one can set back), as git's index tells an unchanged file. Saves hashing every source at each start.
 */
function settledPrint(file) {
  // Numbers, not bigint stats (which build dates for every file): microseconds tell writes apart well enough.
  const stats = statSync(file);
  const now = Date.now();
  if (now - stats.ctimeMs <= RACY_MS || now - stats.mtimeMs <= RACY_MS) return undefined;
  return `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`;
}

/** The current bundle of `entry` (an absolute path), or undefined when it must be built. */
function currentBundle(dir, entry, tools) {
  const stampFile = stampPath(dir, entry);
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return undefined;
  }
  if (stamp?.tools !== tools || typeof stamp.inputs !== 'object' || typeof stamp.bundle !== 'string') return undefined;
  const seen = typeof stamp.seen === 'object' && stamp.seen !== null ? stamp.seen : {};
  const learnt = {};
  let learned = false;
  for (const [file, digest] of Object.entries(stamp.inputs)) {
    let print;
    let text;
    try {
      // Taken before the bytes are read: a write after it changes the print the next run sees.
      print = settledPrint(file);
      if (print !== undefined && seen[file] === `${print}:${digest}`) {
        learnt[file] = seen[file];
        continue;
      }
      text = readFileSync(file);
    } catch {
      return undefined;
    }
    if (sha256(text) !== digest) return undefined;
    if (print !== undefined) {
      learnt[file] = `${print}:${digest}`;
      learned = true;
    }
  }
  const bundle = join(dir, stamp.bundle);
  try {
    statSync(bundle);
  } catch {
    return undefined;
  }
  if (learned) writeStamp(stampFile, { ...stamp, seen: learnt });
  return bundle;
}

/** Writes a stamp atomically (a stamp that cannot be written costs the next run some hashing, nothing else). */
function writeStamp(file, stamp) {
  const temp = `${file}.${process.pid}-${Date.now()}.tmp`;
  try {
    writeFileSync(temp, JSON.stringify(stamp, null, 1));
    renameSync(temp, file);
  } catch {
    rmSync(temp, { force: true });
  }
}

/** Replaces `import.meta.url` (and `.dirname`, `.filename`) by the source file's own, so its relative paths hold. */
const sourceLocations = {
  name: 'source-locations',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]s$/ }, (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const text = readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents: text, loader: /\.[cm]?ts$/.test(extname(args.path)) ? 'ts' : 'js', resolveDir: dirname(args.path) };
    });
  },
};

/**
 * The runtime kits' export facts (generator/part-kit/runtime-kit-exports.ts, run here from a bundle of its own),
 * and the files they were read from: the generator's bundle is built with them, so a run need not parse the kits.
 */
async function runtimeKitFacts(esbuild, dir) {
  const result = await esbuild.build({
    entryPoints: [join(ROOT, 'generator', 'part-kit', 'runtime-kit-exports.ts')],
    absWorkingDir: ROOT,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [sourceLocations],
  });
  // Inside the build folder, so its npm imports resolve from the checkout's node_modules as the bundle's do.
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, `.${process.pid}-${Date.now()}-kits.mjs`);
  writeFileSync(temp, result.outputFiles[0].contents);
  try {
    const { table, files } = (await import(pathToFileURL(temp).href)).runtimeKitExports();
    return { table, inputs: [...Object.keys(result.metafile.inputs).map((input) => resolve(ROOT, input)), ...files] };
  } finally {
    rmSync(temp, { force: true });
  }
}

async function build(dir, entry, tools) {
  const esbuild = createRequire(join(ROOT, 'package.json'))('esbuild');
  const kits = await runtimeKitFacts(esbuild, dir);
  const result = await esbuild.build({
    entryPoints: [entry],
    absWorkingDir: ROOT,
    bundle: true,
    format: 'esm',
    // Modules the generator imports only when a run needs them (the finisher and its compiler, the watcher, the
    // WSDL reader) stay separate chunks, loaded as from source only then.
    splitting: true,
    outdir: 'bundle',
    outExtension: { '.js': '.mjs' },
    entryNames: 'entry',
    platform: 'node',
    target: 'node20',
    // npm packages load from node_modules, as they do when the generator runs from source.
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [sourceLocations],
    // Read by generator/part-kit/module-exports.ts (by digest: a kit edited since is simply read again).
    define: { SVC_CODEGEN_PREBUILT_EXPORTS: JSON.stringify(kits.table) },
  });
  const inputs = {};
  // (`<define:...>` is the table above, made from the kits' files.)
  const built = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith('<define:'));
  const files = [...built.map((input) => resolve(ROOT, input)), ...kits.inputs];
  for (const file of [...new Set(files)].sort()) inputs[file] = sha256(readFileSync(file));
  // A folder per build (its chunks), named by the digest of what it was built from, written whole then renamed.
  const bundleName = sha256(JSON.stringify({ tools, inputs })).slice(0, 24);
  const stamp = stampPath(dir, entry);
  const temp = join(dir, `.${process.pid}-${Date.now()}.tmp`);
  mkdirSync(temp, { recursive: true });
  for (const output of result.outputFiles) writeFileSync(join(temp, basename(output.path)), output.contents);
  try {
    renameSync(temp, join(dir, bundleName));
  } catch (error) {
    // Built at the same moment by another run, from the same sources: theirs is the same.
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    rmSync(temp, { recursive: true, force: true });
  }
  writeFileSync(`${temp}.json`, JSON.stringify({ tools, entry, bundle: `${bundleName}/entry.mjs`, inputs }, null, 1));
  renameSync(`${temp}.json`, stamp);
  removeOldBundles(dir, bundleName);
  return join(dir, bundleName, 'entry.mjs');
}

function removeOldBundles(dir, keep) {
  try {
    for (const name of readdirSync(dir)) {
      if (name === keep || name === COMPILE_CACHE || name.endsWith('.json')) continue;
      const file = join(dir, name);
      if (Date.now() - statSync(file).mtimeMs > KEEP_OLD_MS) rmSync(file, { recursive: true, force: true });
    }
  } catch {
    // Old bundles only take room.
  }
}

/**
 * Node 22.1 and later keep V8's compiled code of the modules a run loads (the bundle, js-yaml, rolldown) in this
 * folder of the build directory, checked against each module's source, so a run does not compile them again; Node 20
 * has no such cache (`module.enableCompileCache` is missing there, and nothing happens).
 */
const COMPILE_CACHE = 'compile-cache';

/** The bundle of `entry` (a path, absolute or relative to the working directory), built first if not current. */
export async function builtEntry(entry, dir = buildDirectory()) {
  const file = resolve(entry);
  const tools = toolDigest();
  return currentBundle(dir, file, tools) ?? (await build(dir, file, tools));
}

// Run when started as a program (imported by a test, it only exports builtEntry).
if (process.argv[1] !== undefined && realpathSync(process.argv[1]) === SELF) {
  // Biome's 45 MB Wasm module runs on V8's baseline compiler only (process-wide, so in the finishing threads too,
  // set before any module is compiled): optimising its hot functions in the background cost more CPU than it saved
  // in a run of a few seconds (stripe.yaml --types-only: 1.0-1.3 s less CPU, back to back, on 2 busy cores). The
  // tier does not change what the code computes, so the output is the same bytes.
  if (process.env.SVC_CODEGEN_WASM_TIERING !== 'on') setFlagsFromString('--liftoff-only');
  const [entry, ...argv] = process.argv.slice(2);
  if (entry === undefined) {
    console.error('usage: node generator/launch.mjs <entry.ts> [arguments]');
    process.exitCode = 2;
  } else {
    try {
      const bundle = await builtEntry(entry);
      module.enableCompileCache?.(join(buildDirectory(), COMPILE_CACHE));
      // The build's name is the digest of every source it was built from: the generator's identity, which a
      // package manifest records (generator/package-manifest.ts), without hashing the sources a second time.
      globalThis[Symbol.for('svc-codegen.build')] = basename(dirname(bundle));
      const { main } = await import(pathToFileURL(bundle).href);
      process.exitCode = await main(argv);
      // Once nothing is left to do (every write done: the event loop is empty), exit at once rather than let Node
      // free the heap page by page: after an edit's last write that took 50-60 ms (130-odd munmap calls), a tenth of
      // the run. Nothing is cut short: `beforeExit` comes only when no I/O is pending.
      process.once('beforeExit', () => process.exit());
    } catch (error) {
      // As generator/cli.ts reports it: a bug in the generator (or a build that failed), plainly; the stack on request.
      console.error(`internal error: ${error instanceof Error ? error.message : String(error)}`);
      if (process.env.SVC_DEBUG && error instanceof Error) console.error(error.stack);
      process.exitCode = 70;
    }
  }
}
