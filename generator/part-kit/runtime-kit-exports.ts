/**
 * The export facts of the runtime kits (`templates/<part>/` folders with an `index.ts`), computed when the
 * generator's bundle is built: generator/launch.mjs runs this module then and builds the bundle with the table
 * (module-exports.ts looks a set up in it by the digest of its files, as it looks up its cache). The kits belong to
 * the generator as its sources do, so a cold run need not load a parser to read them; the files read here are among
 * those the bundle is checked against, so an edited template rebuilds it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runtimeModules } from '../pipeline/runtime-files.ts';
import { exportsDigest, ModuleExportsError, readModuleExports, type ModuleExports } from './module-exports.ts';

const TEMPLATES = new URL('../../templates/', import.meta.url);

/** Each kit's facts by digest, and every file read (absolute paths). */
export function runtimeKitExports(): { table: Record<string, ModuleExports>; files: string[] } {
  const table: Record<string, ModuleExports> = {};
  const files: string[] = [];
  const kits = readdirSync(TEMPLATES, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(new URL(`${e.name}/index.ts`, TEMPLATES)))
    .map((e) => e.name)
    .sort();
  for (const part of kits) {
    const modules = runtimeModules(part).map((path) => {
      const file = fileURLToPath(new URL(`${part}/${path}`, TEMPLATES));
      files.push(file);
      // As a part reads its kit (parts/web-connector): the text as on disk.
      return { path, content: readFileSync(file, 'utf8') };
    });
    try {
      table[exportsDigest(modules, 'index.ts')] = readModuleExports(modules, 'index.ts');
    } catch (error) {
      // A kit the reader refuses is read (and refused) when a part asks for it, as before.
      if (!(error instanceof ModuleExportsError)) throw error;
    }
  }
  return { table, files };
}
