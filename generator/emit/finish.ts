/**
 * Finishing one emitted file: prettier formats it, and a `src/**\/*.ts` source is compiled file by file to
 * `dist/**\/*.js` and `.d.ts`. The work lives in finish-core.mjs, plain JavaScript that worker threads load without
 * a TypeScript loader; this module gives it the generator's types.
 */
import { finishFile as finishCore, withCompiled as withCompiledCore } from './finish-core.mjs';
import type { EmittedFile } from './package.ts';

/** The formatted file, followed by its compiled outputs when it is a package source. Pure: any thread. */
export function finishFile(file: EmittedFile): Promise<EmittedFile[]> {
  return finishCore(file);
}

/** A file formatted in chunks, joined: followed by its compiled outputs when it is a package source. */
export function withCompiled(formatted: EmittedFile): EmittedFile[] {
  return withCompiledCore(formatted);
}
