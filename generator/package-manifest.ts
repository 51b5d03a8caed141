/**
 * Packages whose inputs did not change are neither parsed nor emitted (issue 25). After a package is written (or
 * checked and found current), its manifest is kept in the cache folder (cache-directory.ts, `package-<key>.json`): every
 * file and folder its generation read (read-ledger.ts: the definition, the files its `$ref`s and imports reach, its
 * service modules, the runtime templates it ships) with their digests, the SHA-256 of every file of the package
 * (and which are scripts), its folder and name, and the diagnostics it reported (warnings are printed again). It
 * is found by a key of everything else the output depends on: the input as given and resolved, the working
 * directory, the output root, `--name`, `--types-only`, the formatter, the shipped parts added, and the
 * generator's own sources, package.json and lock file (so every tool's version).
 *
 * A later run skips the package when every recorded read gives the same digest and the package's folder holds
 * exactly the recorded files with the recorded digests (and modes): the files on disk are then what generating
 * would write. A file is read and hashed again unless its size, inode, modification and change times are those
 * recorded when its bytes last matched (FileCheck, as git's index tells unchanged files): hashing the 744 files of
 * the three packages was most of a no-change run; a regenerated package is compared with its folder the same way
 * (previousFileCheck), so an edit run reads only the files whose times changed, and an emitted file whose text the manifest
 * knows has its finished files taken from the folder when they are there as recorded (knownOutputs). The manifest is never trusted alone: a hand-edited, missing or stray file, or any changed input,
 * and the package is generated as before, so `--check` names the exact files and `generate` repairs them.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Diagnostic } from './model/types.ts';
import { cacheDirectory } from './pipeline/cache-directory.ts';
import { contentDigest, folderDigest, textDigest, type Reads } from './read-ledger.ts';

export interface PackageManifest {
  readonly version: 1;
  /** The package's folder under the output root, and its npm name. */
  readonly dir: string;
  readonly name: string;
  readonly reads: Reads;
  /** Path in the package -> SHA-256 of its bytes. */
  readonly files: Record<string, string>;
  /** Files written executable (`#!` scripts). */
  readonly scripts: readonly string[];
  /** What the run reported for this input (warnings only: a package with errors is not written). */
  readonly diagnostics: readonly Diagnostic[];
  /** Times of files (reads and package files) last found to match their digests (see FileCheck). */
  readonly stats?: Readonly<Record<string, string>>;
  /**
   * Per emitted file (its path): the digest of its text (`emittedKey`) and the paths of the files finishing made of
   * it. An edit run whose emit gives the same text knows those files without the finish cache (knownOutputs).
   */
  readonly emitted?: Readonly<Record<string, readonly [string, readonly string[]]>>;
}

/** What a package's output depends on besides the files it reads. */
export interface ManifestOptions {
  readonly out: string;
  readonly name?: string;
  readonly typesOnly: boolean;
  readonly formatter: string;
  readonly parts: readonly string[];
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
let generatorDigest: string | undefined;

/**
 * The generator's code, its package.json and lock file (so every tool's version): an edit to any of them changes
 * every key. Run from its bundle (launch.mjs), the code is named by the bundle's digest of its sources; run from
 * source, the sources under generator/ are hashed. Once per process: the code running is the code of its start.
 */
export function generatorIdentity(): string {
  if (generatorDigest === undefined) {
    const hash = createHash('sha256');
    const built = (globalThis as Record<symbol, unknown>)[Symbol.for('svc-codegen.build')];
    const sources =
      typeof built === 'string'
        ? // The finishing threads' entry is loaded by path, not bundled.
          [join(ROOT, 'generator', 'pipeline', 'finish-worker.mjs')]
        : readdirSync(join(ROOT, 'generator'), { recursive: true, withFileTypes: true })
            .filter((e) => e.isFile() && /\.(ts|mts|mjs|js|json)$/.test(e.name))
            .map((e) => join(e.parentPath, e.name))
            .sort();
    hash.update(typeof built === 'string' ? `bundle ${built}\0` : 'source\0');
    for (const file of [...sources, join(ROOT, 'package.json'), join(ROOT, 'package-lock.json')]) {
      let bytes: Buffer | string = '';
      try {
        bytes = readFileSync(file);
      } catch {
        // A missing lock file is part of the identity as well.
      }
      hash.update(relative(ROOT, file)).update('\0').update(bytes).update('\0');
    }
    generatorDigest = hash.digest('hex');
  }
  return generatorDigest;
}

/** The manifest's file for an input, or undefined when caching is off. */
function manifestFile(input: string, options: ManifestOptions): string | undefined {
  const dir = cacheDirectory();
  if (dir === undefined) return undefined;
  const key = createHash('sha256')
    .update(
      JSON.stringify({
        manifest: 1,
        generator: generatorIdentity(),
        cwd: process.cwd(),
        input,
        resolved: resolve(input),
        out: resolve(options.out),
        name: options.name ?? null,
        typesOnly: options.typesOnly,
        formatter: options.formatter,
        parts: options.parts,
      }),
    )
    .digest('hex');
  // Beside the finish cache's entries, as module-exports.ts keeps its own: one flat folder of files.
  return join(dir, `package-${key}.json`);
}

/** Whether a manifest of `input` is kept (its package was generated before, with these options and this generator). */
export function hasManifest(input: string, options: ManifestOptions): boolean {
  const file = manifestFile(input, options);
  return file !== undefined && existsSync(file);
}

/**
 * The manifest of `input` when its package needs no work: every recorded read is the same and the package's folder
 * holds exactly its files. Undefined otherwise (no manifest, a changed input, a file that differs on disk).
 */
export async function unchangedPackage(input: string, options: ManifestOptions, read?: PackageManifest): Promise<PackageManifest | undefined> {
  const file = manifestFile(input, options);
  if (file === undefined) return undefined;
  let manifest: PackageManifest;
  try {
    // (`read`: the manifest as the caller read it already from that file, this run.)
    manifest = read ?? (JSON.parse(readFileSync(file, 'utf8')) as PackageManifest);
  } catch {
    return undefined;
  }
  if (manifest?.version !== 1 || typeof manifest.dir !== 'string' || typeof manifest.files !== 'object') return undefined;
  const files = new FileCheck(manifest.stats ?? {});
  for (const [path, digest] of Object.entries(manifest.reads.files)) if (!files.same(path, digest, 'text')) return undefined;
  for (const [path, digest] of Object.entries(manifest.reads.folders)) if (folderDigest(path) !== digest) return undefined;
  if (!onDisk(resolve(options.out, manifest.dir), manifest, files)) return undefined;
  if (files.learned) keep(file, { ...manifest, stats: files.stats });
  return manifest;
}

/** A file changed less than this long ago may change again within its timestamps' tick: it is always hashed. */
const RACY_NS = 2_000_000_000n;

/**
 * Compares files with their recorded SHA-256. A file's digest is computed from its bytes, unless the file is the
 * very one whose bytes were hashed before: same size, inode, modification and change times, as git's index tells
 * an unchanged file. Any write sets the change time (no user can set it back), so an edited file is always hashed.
 * A file written less than two seconds before it was looked at is never taken on its times (a later write might
 * fall in the same clock tick), and times are recorded only from a look taken before the bytes were hashed.
 */
export class FileCheck {
  /** Absolute path -> `size:mtime:ctime:inode:digest` (times in nanoseconds) of files whose bytes matched the digest. */
  readonly stats: Record<string, string> = {};
  learned = false;
  private readonly now = BigInt(Date.now()) * 1_000_000n;

  /** Files this check found to have a digest (with the mode asked for): asked again, they are not looked at again. */
  private readonly found = new Set<string>();

  constructor(private readonly known: Readonly<Record<string, string>>) {}

  /** Whether `path` has `digest` (null: is missing); `text`: the digest of its UTF-8 text, as read-ledger.ts takes it. */
  same(path: string, digest: string | null, kind: 'text' | 'bytes', executable = false): boolean {
    const asked = `${path}\0${digest}\0${kind}\0${executable}`;
    if (this.found.has(asked)) return true;
    const same = this.look(path, digest, kind, executable);
    if (same) this.found.add(asked);
    return same;
  }

  private look(path: string, digest: string | null, kind: 'text' | 'bytes', executable: boolean): boolean {
    let stats;
    try {
      stats = statSync(path, { bigint: true });
    } catch {
      return digest === null;
    }
    if (digest === null || !stats.isFile()) return false;
    if (executable && (stats.mode & 0o111n) === 0n) return false;
    const settled = this.now - stats.ctimeNs > RACY_NS && this.now - stats.mtimeNs > RACY_NS;
    // Bound to the digest it vouches for: a manifest whose digest changed is never taken on old times.
    const print = `${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}:${stats.ino}:${digest}`;
    if (settled && this.known[path] === print) {
      this.stats[path] = print;
      return true;
    }
    let actual;
    try {
      actual = kind === 'text' ? textDigest(readFileSync(path, 'utf8')) : createHash('sha256').update(readFileSync(path)).digest('hex');
    } catch {
      return false;
    }
    if (actual !== digest) return false;
    if (settled) {
      this.stats[path] = print;
      this.learned = true;
    }
    return true;
  }
}

/** Whether `root` holds exactly the manifest's files, byte for byte, scripts executable. */
function onDisk(root: string, manifest: PackageManifest, files: FileCheck): boolean {
  let entries;
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return false;
  }
  // Paths by slicing, not path.relative (which normalises both sides of every one of hundreds of files).
  const present: string[] = [];
  for (const e of entries) {
    if (!e.isFile()) continue;
    const folder = e.parentPath.length > root.length ? `${e.parentPath.slice(root.length + 1)}${sep}` : '';
    const path = `${folder}${e.name}`.split(sep).join('/');
    // As output.ts: a node_modules folder npm drops into a workspace is not the package's.
    if (!path.startsWith('node_modules/')) present.push(path);
  }
  const expected = Object.keys(manifest.files);
  if (present.length !== expected.length || present.some((p) => manifest.files[p] === undefined)) return false;
  const scripts = new Set(manifest.scripts);
  return expected.every((path) => files.same(join(root, path), manifest.files[path], 'bytes', scripts.has(path)));
}

/** The last manifest kept of `input`'s package (whether or not its inputs changed since), if any. */
export function previousManifest(input: string, options: ManifestOptions): PackageManifest | undefined {
  const file = manifestFile(input, options);
  try {
    const manifest = file === undefined ? undefined : (JSON.parse(readFileSync(file, 'utf8')) as PackageManifest);
    return manifest?.version === 1 && typeof manifest.files === 'object' && manifest.files !== null && Array.isArray(manifest.scripts)
      ? manifest
      : undefined;
  } catch {
    // No manifest yet, or a damaged one.
    return undefined;
  }
}

/**
 * A FileCheck knowing the times the last manifest of `input` recorded for its files: comparing a regenerated package
 * with its folder (output.ts) then reads only the files whose times changed, not every file of the package.
 */
export function previousFileCheck(manifest: PackageManifest | undefined): FileCheck {
  const stats = manifest?.stats;
  return new FileCheck(typeof stats === 'object' && stats !== null ? stats : {});
}

/** What an emitted file is known by in a manifest: its text's digest, and whether finishing takes it verbatim. */
export function emittedKey(file: { content: string; verbatim?: boolean }): string {
  return `${file.verbatim ? 'v' : 'e'}${contentDigest(file.content)}`;
}

/** A finished file known from a manifest: its digest and mode, and its text read from disk only if asked for. */
export interface KnownOutput {
  readonly path: string;
  readonly content: string;
  readonly digest: string;
  readonly script: boolean;
}

/**
 * The finished files of `file` when the last manifest of its package (kept after it was written: `manifest`, whose
 * folder is `root`) records an emitted file of that path with the same text, and each file finishing made of it is
 * on disk with the digest (and mode) the manifest records: finishing is a pure function of the emitted file (the
 * manifest's key holds the generator, tools and formatter), so they are what finishing it would make again, and the
 * finish cache need not be read nor the text compared with the disk. Undefined otherwise (then finished as before):
 * a file edited by hand since, or missing, fails `check` and is written again.
 */
export function knownOutputs(
  file: { path: string; content: string; verbatim?: boolean },
  manifest: PackageManifest | undefined,
  root: string,
  check: FileCheck,
): KnownOutput[] | undefined {
  const entry = manifest?.emitted?.[file.path];
  if (entry === undefined || !Array.isArray(entry) || entry[0] !== emittedKey(file) || !Array.isArray(entry[1])) return undefined;
  const outputs: KnownOutput[] = [];
  for (const path of entry[1]) {
    const digest = typeof path === 'string' ? manifest!.files[path] : undefined;
    if (typeof digest !== 'string') return undefined;
    const script = manifest!.scripts.includes(path);
    const target = join(root, path);
    if (!check.same(target, digest, 'bytes', script)) return undefined;
    let content: string | undefined;
    outputs.push({
      path,
      digest,
      script,
      get content(): string {
        if (content === undefined) {
          // Only a `--check` or a file changed on disk during the run asks: then the text must still be the one known.
          const text = readFileSync(target, 'utf8');
          if (contentDigest(text) !== digest) throw new Error(`${target} changed while it was generated: run again`);
          content = text;
        }
        return content;
      },
    });
  }
  return outputs;
}

/**
 * Keeps the manifest of a package just written or found current (atomic; a cache that cannot be written costs time
 * only), with `stats`: the times of its files found to match when it was compared (FileCheck), before writing.
 */
export function keepManifest(
  input: string,
  options: ManifestOptions,
  pkg: { dir: string; name: string; files: readonly { path: string; content: string; digest?: string; script?: boolean }[] },
  reads: Reads,
  diagnostics: readonly Diagnostic[],
  stats?: Readonly<Record<string, string>>,
  emitted?: PackageManifest['emitted'],
): void {
  const file = manifestFile(input, options);
  if (file === undefined) return;
  const manifest: PackageManifest = {
    version: 1,
    dir: pkg.dir,
    name: pkg.name,
    reads,
    files: Object.fromEntries(pkg.files.map((f) => [f.path, f.digest ?? contentDigest(f.content)])),
    scripts: pkg.files.filter((f) => f.script ?? f.content.startsWith('#!')).map((f) => f.path),
    // Plain data: a location's lazily computed line and column are read here, once.
    diagnostics: JSON.parse(JSON.stringify(diagnostics)) as Diagnostic[],
    ...(stats !== undefined && Object.keys(stats).length > 0 ? { stats } : {}),
    ...(emitted !== undefined ? { emitted } : {}),
  };
  keep(file, manifest);
}

/** Writes a manifest atomically; one that cannot be written only costs the next run time. */
function keep(file: string, manifest: PackageManifest): void {
  try {
    mkdirSync(join(file, '..'), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(manifest));
    renameSync(temp, file);
  } catch {
    // Only the next run's time depends on it.
  }
}
