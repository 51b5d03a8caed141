/** Declarations of formatters.mjs. */

/** What lays out emitted TypeScript: Biome (the default) or prettier (`--format prettier`). */
export type FormatterName = 'biome' | 'prettier';

/** The formatters `--format` accepts; the first is the default. */
export const FORMATTERS: readonly FormatterName[];

/** The default formatter. */
export const DEFAULT_FORMATTER: FormatterName;

/** The installed version of a formatter's npm package. */
export function formatterVersion(formatter: FormatterName): string;
