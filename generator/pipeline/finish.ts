/**
 * Finishing one emitted file: a formatter lays it out (Biome by default, prettier on request), and a
 * `src/**\/*.ts` source is compiled file by file to `dist/**\/*.js` and `.d.ts`. The work lives in
 * finish-core.mjs, plain JavaScript that worker threads load without a TypeScript loader; this module gives it the
 * generator's types.
 */
import { finishFile as finishCore, finishWithLayout as finishWithLayoutCore, withCompiled as withCompiledCore, type Layout } from './finish-core.mjs';

export { useBiomeModule } from './finish-core.mjs';
import { DEFAULT_FORMATTER, type FormatterName } from './formatters.mjs';
import type { EmittedFile } from './file.ts';
import type { LayoutStore } from './layout-store.mjs';

/** The formatted file, followed by its compiled outputs when it is a package source. Pure: any thread. */
export function finishFile(file: EmittedFile, formatter: FormatterName = DEFAULT_FORMATTER): Promise<EmittedFile[]> {
  return finishCore(file, formatter);
}

/** `finishFile`'s outputs and the layout of the file's skeleton, when Biome laid one out (finish-cache keeps it). */
export async function finishWithLayout(
  file: EmittedFile,
  formatter: FormatterName = DEFAULT_FORMATTER,
  keepLayout: boolean | LayoutStore = true,
): Promise<{ files: EmittedFile[]; layout?: Layout }> {
  return finishWithLayoutCore(file, formatter, keepLayout);
}

/** A file formatted in chunks, joined: followed by its compiled outputs when it is a package source. */
export function withCompiled(formatted: EmittedFile): EmittedFile[] {
  return withCompiledCore(formatted);
}

/** One TypeScript source laid out as packages ship it (for tests and golden snapshots of single emitters). */
export async function formatSource(
  path: string,
  content: string,
  formatter: FormatterName = DEFAULT_FORMATTER,
): Promise<string> {
  const [formatted] = await finishCore({ path, content, formatOnly: true }, formatter);
  return formatted.content;
}
