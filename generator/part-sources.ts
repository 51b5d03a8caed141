/**
 * Where parts other than the built-in ones come from, known without loading any part: the parts shipped with the
 * generator but off unless named, and the config files that may name more. The CLI reads this before it decides
 * whether a package must be generated at all (package-manifest.ts), so it imports no emitter.
 */

/** A part shipped with the generator but off unless named: its module's file, and its import (a literal one, which a
 * bundle of the generator holds: generator/launch.mjs). */
export interface OptionalPart {
  readonly file: URL;
  readonly load: () => Promise<{ default?: unknown }>;
}

/** Parts shipped with the generator but off unless a user names them, by name. */
export const OPTIONAL_PARTS: { readonly [name: string]: OptionalPart } = {
  zod: { file: new URL('./parts/zod/index.ts', import.meta.url), load: () => import('./parts/zod/index.ts') },
};

/** The config files looked for in the working directory, in this order, when `--config` names none. */
export const CONFIG_FILES = ['svc-codegen.config.ts', 'svc-codegen.config.mts', 'svc-codegen.config.js', 'svc-codegen.config.mjs'];
