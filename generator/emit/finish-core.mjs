// Finishing one emitted file, in plain JavaScript so that worker threads run it without a TypeScript loader (a
// loader costs every worker a hooks thread and a few hundred milliseconds). Types: finish-core.d.mts.
//
// Prettier formats the file, and a `src/**/*.ts` source is compiled file by file to `dist/**/*.js` and `.d.ts`.
// A pure function of the file, so it can run on any thread (see finish-pool.ts).
//
// Compiling: Oxc's type stripping and isolated declarations, about 20x faster than the TypeScript compiler's
// transpileModule / transpileDeclaration with the same meaning (the tests type-check every package against the
// emitted `.d.ts`). Taken from rolldown's `experimental` exports, which bind the same Oxc transformer as the
// oxc-transform package: rolldown is already in the tree (vitest's bundler) with its native binding for every
// platform in the lock file, whereas the npm registry this project installs from has oxc-transform's Linux x64
// binding only, so `npm ci` could not reproduce a lock file naming the others.
import { isolatedDeclarationSync, transformSync } from 'rolldown/experimental';
import * as prettier from 'prettier';

const PRETTIER = { printWidth: 100, singleQuote: true };

/** `verbatimModuleSyntax`: an import is removed only when written `import type`, as tsc does with that flag. */
const TRANSFORM = { lang: 'ts', sourceType: 'module', target: 'es2022', typescript: { onlyRemoveTypeImports: true } };

/** The formatted file, followed by its compiled outputs when it is a package source (`formatOnly`: just formatted). */
export async function finishFile(file) {
  const formatted = await format(file);
  return file.formatOnly ? [formatted] : withCompiled(formatted);
}

/** A formatted file, followed by its compiled outputs when it is a package source. */
export function withCompiled(formatted) {
  return formatted.path.startsWith('src/') && formatted.path.endsWith('.ts')
    ? [formatted, ...compile(formatted)]
    : [formatted];
}

async function format(file) {
  const options = file.path.endsWith('.ts')
    ? // babel-ts prints the same as the typescript parser for our output and parses big files about twice as fast.
      // (@prettier/plugin-oxc's oxc-ts prints the same too, but takes 5-10x longer on big commented files.)
      { parser: 'babel-ts' }
    : file.path.endsWith('package.json')
      ? { parser: 'json-stringify' }
      : file.path.endsWith('.json')
        ? { parser: 'json' }
        : undefined; // Markdown is emitted in its final form: prettier's markdown printer is slow on long lists.
  if (options === undefined) return file;
  return { path: file.path, content: await prettier.format(file.content, { ...PRETTIER, ...options }) };
}

/** `src/a/b.ts` -> `dist/a/b.js` + `dist/a/b.d.ts`. Sources import `.js` specifiers, so nothing is rewritten. */
function compile(file) {
  const base = `dist/${file.path.slice('src/'.length, -'.ts'.length)}`;
  const js = transformSync(file.path, file.content, TRANSFORM);
  failOn(file, 'compiled', js.errors);
  const dts = isolatedDeclarationSync(file.path, file.content, { sourcemap: false });
  failOn(file, 'declared file by file', dts.errors);
  return [
    { path: `${base}.js`, content: endLine(js.code) },
    { path: `${base}.d.ts`, content: endLine(dts.code) },
  ];
}

function failOn(file, what, errors) {
  if (errors.length === 0) return;
  const messages = errors.map((e) => e.codeframe ?? e.message);
  throw new Error(`${file.path} cannot be ${what}:\n${messages.join('\n')}`);
}

function endLine(code) {
  return code.endsWith('\n') ? code : `${code}\n`;
}
