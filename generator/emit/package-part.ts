/**
 * What a transport adds to a package: its emitted sources, the runtime templates they build on, the npm
 * dependencies those templates import, the index lines that export them, and the identifiers they export (the
 * symbol registry reserves these before naming the model's types, so a schema can never shadow a client class).
 */
import { readFileSync } from 'node:fs';
import type { ApiModel, Diagnostic } from '../model/types.ts';
import type { SymbolTable } from './names.ts';

export interface PackageFile {
  /** Relative to the package directory (`src/client.ts`). */
  path: string;
  content: string;
  /** Hand-written (a copied module): shipped as written, compiled but never reformatted. */
  verbatim?: boolean;
}

export interface PackagePart {
  /** Identifiers the part's index lines export; known before any emitter runs. */
  exportedNames(model: ApiModel): string[];
  /** Template paths relative to `templates/` (`rest/http-client.ts`), copied to `src/runtime/<same path>`. */
  templates(model: ApiModel): string[];
  /** npm dependencies (exact versions) the copied templates import. */
  dependencies(model: ApiModel): Record<string, string>;
  /** Sources of the package, relative to the package directory. */
  emit(model: ApiModel, symbols: SymbolTable): PackageFile[];
  /** Lines appended to `src/index.ts`. */
  indexLines(model: ApiModel): string[];
  /**
   * What the part cannot carry, as located diagnostics, before anything is emitted: errors stop generation
   * (nothing is written), warnings are printed (a property the transport leaves out, say).
   */
  check(model: ApiModel): Diagnostic[];
}

/** A part that adds nothing: for models without operations of that transport. */
export const EMPTY_PART: PackagePart = {
  exportedNames: () => [],
  templates: () => [],
  dependencies: () => ({}),
  emit: () => [],
  indexLines: () => [],
  check: () => [],
};

let rootPins: Record<string, string> | undefined;

/**
 * Dependencies of the runtime at the exact versions the generator itself is tested with (its package.json), so a
 * generated package never drifts from what its tests ran against. `@types/node`: the runtime's declarations
 * name Node's types (node:http), so a consumer type-checking the package needs them.
 */
export function pinnedVersions(names: readonly string[]): Record<string, string> {
  if (rootPins === undefined) {
    const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    rootPins = { ...root.devDependencies, ...root.dependencies };
  }
  const pins: Record<string, string> = {};
  for (const name of names) {
    const version = rootPins[name];
    if (version === undefined) throw new Error(`${name} is not pinned in the generator's package.json`);
    pins[name] = version;
  }
  return pins;
}
