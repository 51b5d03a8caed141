// Finishing one emitted file, in plain JavaScript so that worker threads run it without a TypeScript loader (a
// loader costs every worker a hooks thread and a few hundred milliseconds). Types: finish-core.d.mts.
//
// Prettier formats the file, and a `src/**/*.ts` source is compiled file by file to `dist/**/*.js` and `.d.ts`.
// A pure function of the file, so it can run on any thread (see finish-pool.ts).
import { createRequire } from 'node:module';
import * as prettier from 'prettier';

// The compiler bundled with ts-morph (the emitters load it anyway): one copy of TypeScript per thread, and the
// same copy on every thread, so output never depends on which thread compiled a file. Required directly, not
// through ts-morph, to spare workers ts-morph's own start-up.
const ts = createRequire(import.meta.url)('@ts-morph/common/dist/typescript.js');

const PRETTIER = { printWidth: 100, singleQuote: true };

const COMPILER_OPTIONS = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  strict: true,
  declaration: true,
  isolatedModules: true,
  isolatedDeclarations: true,
  verbatimModuleSyntax: true,
};

/** The formatted file, followed by its compiled outputs when it is a package source. */
export async function finishFile(file) {
  const formatted = await format(file);
  return file.path.startsWith('src/') && file.path.endsWith('.ts') ? [formatted, ...compile(formatted)] : [formatted];
}

async function format(file) {
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
function compile(file) {
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
