/**
 * The runtime templates (`templates/`) as packages ship them under `src/runtime/`. Light on purpose (no emitter,
 * no ts-morph): the CLI hands the templates every package needs to the finishing threads before it loads the
 * emitters, so they are compiled while the main thread starts up. They ship as written (`verbatim`): a formatter
 * would only spend time re-laying out reviewed code.
 */
import { readFileSync } from 'node:fs';

/** One file of a generated package; `path` is relative to the package directory, with `/` separators. */
export interface EmittedFile {
  path: string;
  content: string;
  /**
   * A big source file's content cut between top-level statements (`chunks.join('\n') === content`): the
   * finishing threads format the chunks in parallel. Absent on small files and on finished output.
   */
  chunks?: readonly string[];
  /** Written in its final form (a hand-written runtime template): compiled but never reformatted. */
  verbatim?: boolean;
}

/** Template files every package gets under `src/runtime/`. */
export const RUNTIME_TEMPLATES: readonly string[] = ['operation-table.ts', 'validation.ts', 'fixtures-runtime.ts'];

/** What `--types-only` packages get. */
export const TYPES_ONLY_TEMPLATES: readonly string[] = ['operation-table.ts'];

const cache = new Map<string, string>();

/**
 * A template as a package ships it. Templates import each other with `.ts` specifiers (they are tested in
 * place); in a package every relative specifier is `.js`, which both Node and the compiler resolve.
 */
export function templateFile(name: string): EmittedFile {
  let text = cache.get(name);
  if (text === undefined) {
    const raw = readFileSync(new URL(`../../templates/${name}`, import.meta.url), 'utf8');
    text = raw.replace(/(\bfrom\s+['"])(\.{1,2}\/[^'"]+)\.ts(['"])/g, '$1$2.js$3');
    cache.set(name, text);
  }
  return { path: `src/runtime/${name}`, content: text, verbatim: true };
}

/** The templates every package of these options ships, whatever its model. */
export function commonTemplateFiles(options: { typesOnly?: boolean }): EmittedFile[] {
  return (options.typesOnly ? TYPES_ONLY_TEMPLATES : RUNTIME_TEMPLATES).map(templateFile);
}
