/**
 * What a transport adds to a package: its emitted sources, the runtime templates they build on, the npm
 * dependencies those templates import, the index lines that export them, and the identifiers they export (the
 * symbol registry reserves these before naming the model's types, so a schema can never shadow a client class).
 */
import type { ApiModel } from '../model/types.ts';
import type { SymbolTable } from './names.ts';

export interface PackageFile {
  /** Relative to the package directory (`src/client.ts`). */
  path: string;
  content: string;
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
}

/** A part that adds nothing: for models without operations of that transport. */
export const EMPTY_PART: PackagePart = {
  exportedNames: () => [],
  templates: () => [],
  dependencies: () => ({}),
  emit: () => [],
  indexLines: () => [],
};
