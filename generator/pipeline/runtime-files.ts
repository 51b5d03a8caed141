/**
 * The runtime a part ships: the modules of `templates/<part>/`, copied to `src/runtime/<part>/`. Light on purpose
 * (no emitter): the CLI hands the runtime every package needs to the finishing threads before it loads
 * the emitters, so it is compiled while the main thread starts up. Runtime files ship as written (`verbatim`): a
 * formatter would only spend time re-laying out reviewed code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { folderDigest, recordFile, recordFolder } from '../read-ledger.ts';
import type { EmittedFile } from './file.ts';

const TEMPLATES = new URL('../../templates/', import.meta.url);

const listing = new Map<string, { files: string[]; folders: [string, string | null][] }>();

/** The modules of `templates/<part>/` (every `.ts` but tests and declaration files), relative to that folder, sorted. */
export function runtimeModules(part: string): readonly string[] {
  let known = listing.get(part);
  if (known === undefined) {
    const folders: [string, string | null][] = [];
    known = { files: listTs(new URL(`${part}/`, TEMPLATES), '', folders), folders };
    listing.set(part, known);
  }
  // Recorded at every call, cached or not: each package's ledger lists the folders its runtime came from.
  // (With the digest of the listing as it was read, so a ledger never claims a later listing than was used.)
  for (const [folder, digest] of known.folders) recordFolder(folder, digest);
  return known.files;
}

function listTs(dir: URL, prefix: string, folders: [string, string | null][]): string[] {
  folders.push([fileURLToPath(dir), folderDigest(fileURLToPath(dir))]);
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (e.isDirectory()) out.push(...listTs(new URL(`${e.name}/`, dir), `${prefix}${e.name}/`, folders));
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts')) out.push(`${prefix}${e.name}`);
  }
  return out;
}

const cache = new Map<string, { raw: string; text: string }>();

/**
 * A runtime module as a package ships it (`rest-client/errors.ts` -> `src/runtime/rest-client/errors.ts`).
 * Templates import each other with `.ts` specifiers (they are tested in place); in a package every relative
 * specifier is `.js`, which both Node and the compiler resolve.
 */
export function runtimeFile(path: string): EmittedFile {
  let known = cache.get(path);
  if (known === undefined) {
    const raw = readFileSync(new URL(path, TEMPLATES), 'utf8');
    const text = raw.replace(/(\bfrom\s+['"]|\bimport\s*\(\s*['"])(\.{1,2}\/[^'"]+)\.ts(['"])/g, '$1$2.js$3');
    known = { raw, text };
    cache.set(path, known);
  }
  recordFile(fileURLToPath(new URL(path, TEMPLATES)), known.raw);
  return { path: `src/runtime/${path}`, content: known.text, verbatim: true };
}
