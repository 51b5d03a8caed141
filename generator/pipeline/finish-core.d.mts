/** Declarations of finish-core.mjs (plain JavaScript so worker threads need no TypeScript loader). */
import type { FormatterName } from './formatters.mjs';
import type { LayoutStore } from './layout-store.mjs';

export interface FinishInput {
  /** Relative to the package directory, `/`-separated. */
  path: string;
  content: string;
  /** Only format (a chunk of a bigger file, compiled once the chunks are joined). */
  formatOnly?: boolean;
  /** Already in its final form (a hand-written template): compiled, never formatted. */
  verbatim?: boolean;
}

/** The formatted file, followed by `dist/**\/*.js` and `.d.ts` when it is a `src/**\/*.ts` source. */
export function finishFile(file: FinishInput, formatter?: FormatterName): Promise<FinishInput[]>;

/** What Biome made of a file's skeleton (layout-skeleton.mjs): kept so the same skeleton needs no formatter. */
export interface Layout {
  skeleton: string;
  formatted: string;
}

/**
 * `finishFile`'s outputs and, when Biome laid out the file's skeleton (only with `keepLayout`, default true), that
 * layout; given a store, the layout is kept there (layout-store.mjs) instead of returned.
 */
export function finishWithLayout(file: FinishInput, formatter?: FormatterName, keepLayout?: boolean | LayoutStore): Promise<{ files: FinishInput[]; layout?: Layout }>;

/** A formatted file, followed by `dist/**\/*.js` and `.d.ts` when it is a `src/**\/*.ts` source. */
export function withCompiled(formatted: FinishInput): FinishInput[];

/** Biome's module compiled by another thread of this process, used by this thread's first Biome format (if not yet). */
export function useBiomeModule(module: WebAssembly.Module): void;

/** This thread's compiled Biome module (loading Biome here first if it is not); undefined if it could not be shared. */
export function biomeModule(): WebAssembly.Module | undefined;

/** Biome over the whole text, without the skeleton (for the test that both lay a file out the same). */
export function formatWhole(path: string, text: string): string;
