/**
 * Finishing one emitted file: prettier formats it, and a `src/**\/*.ts` source is compiled file by file to
 * `dist/**\/*.js` and `.d.ts`. A pure function of the file, so it can run on any thread (see finish-pool.ts).
 *
 * The compiler is ts-morph's bundled TypeScript: the emitters load it anyway, and a second copy of the compiler
 * costs a few hundred milliseconds of start-up on every `npm run generate`.
 */
import * as prettier from 'prettier';
import { ts } from 'ts-morph';
import type { EmittedFile } from './package.ts';

const PRETTIER: prettier.Options = { printWidth: 100, singleQuote: true };

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  strict: true,
  declaration: true,
  isolatedModules: true,
  isolatedDeclarations: true,
  verbatimModuleSyntax: true,
};

/** The formatted file, followed by its compiled outputs when it is a package source. */
export async function finishFile(file: EmittedFile): Promise<EmittedFile[]> {
  const formatted = await format(file);
  return file.path.startsWith('src/') && file.path.endsWith('.ts') ? [formatted, ...compile(formatted)] : [formatted];
}

async function format(file: EmittedFile): Promise<EmittedFile> {
  // babel-ts prints the same as the typescript parser for our output and parses big files about twice as fast.
  const parser = file.path.endsWith('.ts')
    ? 'babel-ts'
    : file.path.endsWith('package.json')
      ? 'json-stringify'
      : file.path.endsWith('.json')
        ? 'json'
        : undefined; // Markdown is emitted in its final form: prettier's markdown printer is slow on long lists.
  if (parser === undefined) return file;
  return { path: file.path, content: await prettier.format(file.content, { ...PRETTIER, parser }) };
}

/** `src/a/b.ts` -> `dist/a/b.js` + `dist/a/b.d.ts`. Sources import `.js` specifiers, so nothing is rewritten. */
function compile(file: EmittedFile): EmittedFile[] {
  const base = `dist/${file.path.slice('src/'.length, -'.ts'.length)}`;
  const js = ts.transpileModule(file.content, { compilerOptions: COMPILER_OPTIONS, fileName: file.path });
  const dts = ts.transpileDeclaration(file.content, {
    compilerOptions: COMPILER_OPTIONS,
    fileName: file.path,
    reportDiagnostics: true,
  });
  if (dts.diagnostics && dts.diagnostics.length > 0) {
    const messages = dts.diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    throw new Error(`Declarations of ${file.path} cannot be emitted file by file:\n${messages.join('\n')}`);
  }
  return [
    { path: `${base}.js`, content: js.outputText },
    { path: `${base}.d.ts`, content: dts.outputText },
  ];
}
