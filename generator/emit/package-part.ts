/**
 * What a part adds to a package: its emitted sources, the runtime templates they build on, the npm dependencies
 * those import, the index lines that export them, its README section, and the identifiers it exports (the symbol
 * registry reserves these before naming the model's types, so a schema can never shadow a client class).
 *
 * Every output is a part: types, operation table, validators, fixtures (core-parts.ts), REST and SOAP clients
 * and servers, service modules, and parts users add from `svc-codegen.config.ts` or `--part <module>`
 * (part-loader.ts) without touching the generator. `definePart` fills in what a part leaves out.
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
  /**
   * A big source cut between top-level statements (`chunks.join('\n') === content`), so the finishing threads
   * format the pieces in parallel (source-file.ts `buildChunkedSource`).
   */
  chunks?: readonly string[];
}

export interface PackagePart {
  /** Identifiers the part's index lines export; known before any emitter runs. */
  exportedNames(model: ApiModel): string[];
  /** Template paths relative to `templates/` (`rest/http-client.ts`), copied to `src/runtime/<same path>`. */
  templates(model: ApiModel): string[];
  /** npm dependencies (exact versions) the copied templates import. */
  dependencies(model: ApiModel): Record<string, string>;
  /** Packages loaded only on demand (dynamic `import()`): optional peer dependencies, exact versions. */
  optionalPeerDependencies?(model: ApiModel): Record<string, string>;
  /** Sources of the package, relative to the package directory. */
  emit(model: ApiModel, symbols: SymbolTable): PackageFile[];
  /** Lines appended to `src/index.ts`. */
  indexLines(model: ApiModel): string[];
  /**
   * What the part cannot carry, as located diagnostics, before anything is emitted: errors stop generation
   * (nothing is written), warnings are printed (a property the transport leaves out, say).
   */
  check(model: ApiModel): Diagnostic[];
  /** A short name (`zod`, `rest`): how users and messages refer to the part. */
  name?: string;
  /** Lines (Markdown) the part adds to the package README's list of sources, one or more bullet items. */
  readme?(model: ApiModel): string[];
}

/** A part from only the members it needs: the others add nothing (for parts users write). */
export function definePart(part: Partial<PackagePart> & { name: string }): PackagePart {
  return { ...EMPTY_PART, ...part };
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
