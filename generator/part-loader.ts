/**
 * Loads the parts a user adds to every package (part-kit/contract.ts): from `svc-codegen.config.ts` (or `.mts`,
 * `.js`, `.mjs`) in the working directory, or the file `--config` names, and from each `--part <module>`. A part
 * is named by the name of a part shipped with the generator (`zod`: generator/parts/zod/) or by a module path
 * (relative to the config file, or to the working directory for `--part`), whose default export is a part, an
 * array of parts, or a function returning either. Nothing in generator/ changes to add one.
 *
 * ```ts
 * // svc-codegen.config.ts
 * export default { parts: ['zod', './parts/my-part.ts'] };
 * ```
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONFIG_FILES, OPTIONAL_PARTS } from './part-sources.ts';
import { packageParts } from './pipeline/compose.ts';
import type { Part } from './part-kit/contract.ts';

/** What `svc-codegen.config.ts` exports by default. */
export interface SvcCodegenConfig {
  /** Parts added to every package after the built-in ones: shipped part names, module paths, or parts. */
  parts?: (string | Part)[];
}

/** A config file or part module that cannot be used: the CLI prints the message and exits 2. */
export class PartLoadError extends Error {}

/** Parts shipped with the generator, off unless named. */
const SHIPPED = OPTIONAL_PARTS;


/** Members of a part that must be functions when given. */
const FUNCTIONS = ['applies', 'notApplied', 'exports', 'reserves', 'runtime', 'packages', 'bins', 'check', 'emit', 'readme'] as const;

/** The parts of the config file (`config`, or the one found in `cwd`) followed by the `--part` ones. */
export async function loadParts(options: { cwd: string; config?: string; parts?: readonly string[] }): Promise<Part[]> {
  const loaded: Part[] = [];
  const configFile =
    options.config !== undefined
      ? resolve(options.cwd, options.config)
      : CONFIG_FILES.map((name) => resolve(options.cwd, name)).find((file) => existsSync(file));
  if (configFile !== undefined) {
    const config = (await importModule(configFile, 'config file')) as SvcCodegenConfig | undefined;
    if (config === undefined || typeof config !== 'object' || (config.parts !== undefined && !Array.isArray(config.parts))) {
      throw new PartLoadError(`${configFile}: the default export must be an object like { parts: [...] }`);
    }
    for (const entry of config.parts ?? []) {
      loaded.push(...(typeof entry === 'string' ? await loadPart(entry, dirname(configFile)) : [checkedPart(entry, configFile)]));
    }
  }
  for (const spec of options.parts ?? []) loaded.push(...(await loadPart(spec, options.cwd)));
  // Built-in parts' names are taken: messages and users name parts unambiguously.
  const seen = new Set(packageParts().flatMap((part) => (part.name === undefined ? [] : [part.name])));
  for (const part of loaded) {
    if (seen.has(part.name!)) throw new PartLoadError(`part "${part.name}" is added twice (or is a built-in part's name)`);
    seen.add(part.name!);
  }
  return loaded;
}

async function loadPart(spec: string, base: string): Promise<Part[]> {
  const shipped = SHIPPED[spec];
  const file = shipped !== undefined ? shipped.file.pathname : resolve(base, spec);
  if (shipped === undefined && !existsSync(file)) {
    throw new PartLoadError(`part "${spec}" is neither a shipped part (${Object.keys(SHIPPED).join(', ')}) nor a file (${file})`);
  }
  let value = await importModule(shipped !== undefined ? shipped.file : pathToFileURL(file), 'part module', shipped?.load);
  if (typeof value === 'function') value = await (value as () => unknown)();
  const parts = Array.isArray(value) ? value : [value];
  return parts.map((part) => checkedPart(part, file));
}

async function importModule(
  target: string | URL,
  what: string,
  load?: () => Promise<{ default?: unknown }>,
): Promise<unknown> {
  const url = typeof target === 'string' ? pathToFileURL(target) : target;
  try {
    const module = await (load ?? (() => importTypeScript(url)))();
    return module.default;
  } catch (error) {
    throw new PartLoadError(`${url.pathname}: cannot load the ${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Imports a module that may be TypeScript. The generator runs from a bundle (generator/launch.mjs) without a
 * TypeScript loader: the first `.ts` module a user names registers tsx's, in this process only.
 */
async function importTypeScript(url: URL): Promise<{ default?: unknown }> {
  try {
    return (await import(url.href)) as { default?: unknown };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
    tsLoader ??= import('tsx/esm/api').then(({ register }) => {
      register();
    });
    await tsLoader;
    // Node keeps the failed import of this URL: the retry names the module with a query it has not seen.
    const retry = new URL(url);
    retry.searchParams.set('ts', '');
    return (await import(retry.href)) as { default?: unknown };
  }
}

let tsLoader: Promise<void> | undefined;

/** A part as the package emitter expects it: named, every member present a function. */
function checkedPart(value: unknown, from: string): Part {
  if (typeof value !== 'object' || value === null) throw new PartLoadError(`${from}: a part must be an object (see definePart)`);
  const part = value as Partial<Part>;
  if (typeof part.name !== 'string' || !/^[a-z0-9][a-z0-9-]*$/.test(part.name)) {
    throw new PartLoadError(`${from}: a part needs a name of lower-case letters, digits and '-' (got ${JSON.stringify(part.name)})`);
  }
  for (const member of FUNCTIONS) {
    if (part[member] !== undefined && typeof part[member] !== 'function') {
      throw new PartLoadError(`${from}: part "${part.name}": ${member} must be a function`);
    }
  }
  const requires = part.requires;
  if (requires !== undefined && typeof requires !== 'function' && !(Array.isArray(requires) && requires.every((r) => typeof r === 'string'))) {
    throw new PartLoadError(`${from}: part "${part.name}": requires must be a list of part names (or a function returning one)`);
  }
  for (const member of ['entry', 'platform'] as const) {
    if (part[member] !== undefined && typeof part[member] !== 'string') throw new PartLoadError(`${from}: part "${part.name}": ${member} must be a string`);
  }
  if (part.entry !== undefined && !/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/.test(part.entry)) {
    throw new PartLoadError(`${from}: part "${part.name}": entry must be a path of lower-case names (got ${JSON.stringify(part.entry)})`);
  }
  return part as Part;
}
