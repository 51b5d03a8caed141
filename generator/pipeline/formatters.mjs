// The formatters emitted TypeScript can go through, by name, and the npm package behind each (for the finish
// cache's key). Light on purpose: the CLI and the finish pool read it without loading any formatter.
// Plain JavaScript so worker threads import it without a TypeScript loader. Types: formatters.d.mts.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The formatters `--format` accepts; the first is the default. */
export const FORMATTERS = ['biome', 'prettier'];

/** The default formatter. */
export const DEFAULT_FORMATTER = FORMATTERS[0];

const PACKAGES = { biome: '@biomejs/wasm-nodejs', prettier: 'prettier' };

/** The installed version of a formatter's npm package. */
export function formatterVersion(formatter) {
  const name = PACKAGES[formatter];
  if (name === undefined) throw new Error(`unknown formatter "${formatter}" (one of: ${FORMATTERS.join(', ')})`);
  return require(`${name}/package.json`).version;
}
