// Finishing one emitted file, in plain JavaScript so that worker threads run it without a TypeScript loader (a
// loader costs every worker a hooks thread and a few hundred milliseconds). Types: finish-core.d.mts.
//
// A formatter lays out the file (Biome by default, prettier with `--format prettier`), and a `src/**/*.ts`
// source is compiled file by file to `dist/**/*.js` and `.d.ts`. A pure function of the file and the formatter's
// name, so it can run on any thread (see finish-pool.ts).
//
// Formatting: Biome's WebAssembly build (@biomejs/wasm-nodejs), one module for every platform, so `npm ci`
// installs it from the lock file anywhere and its output is the same bytes on every machine. Measured on the
// emitted sources (stripe types + operation table, 2.5 MB): Biome 0.5-1.0 s, dprint's Wasm plugin 0.7-2.8 s,
// prettier 3.3-5.6 s, single-threaded. Prettier stays for users who want its exact layout (`--format prettier`).
// Files emitted in their final form (`verbatim`: the hand-written runtime templates, JSON written by
// JSON.stringify, Markdown) are not formatted at all.
//
// Compiling: Oxc's type stripping and isolated declarations, about 20x faster than the TypeScript compiler's
// transpileModule / transpileDeclaration with the same meaning (the tests type-check every package against the
// emitted `.d.ts`). Taken from rolldown's `utils` exports, which bind the same Oxc transformer as the oxc-transform
// package: rolldown is already in the tree (vitest's bundler) with its native binding for every platform in the
// lock file, whereas the npm registry this project installs from has oxc-transform's Linux x64 binding only, so
// `npm ci` could not reproduce a lock file naming the others. One transform gives the JavaScript and the
// declarations (`typescript.declaration`): one parse per file, not two (433 sources of six real definitions:
// 887 ms against 1481 ms for a transform and an `isolatedDeclarationSync`), and `rolldown/utils` loads in about half
// the time of `rolldown/experimental` (42 against 75 ms: the edit of one schema waited for it). Its declarations
// print no redundant parentheses (`A | (B & {})` is `A | B & {}`, the same type).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { compileFunction } from 'node:vm';
import { transformSync } from 'rolldown/utils';
import { DEFAULT_FORMATTER, FORMATTERS } from './formatters.mjs';
import { fillSkeleton, skeletonOf } from './layout-skeleton.mjs';
import { storeLayout } from './layout-store.mjs';

const require = createRequire(import.meta.url);

/** Layout shared by both formatters: 2-space indent, 100 columns, single quotes, trailing commas, semicolons. */
const PRETTIER = { printWidth: 100, singleQuote: true };
const BIOME = {
  // Generated files are large (stripe's validators: 2.7 MB); Biome skips files over 1 MiB unless told.
  files: { maxSize: 1 << 30 },
  formatter: { enabled: true, indentStyle: 'space', indentWidth: 2, lineWidth: 100, lineEnding: 'lf' },
  javascript: { formatter: { quoteStyle: 'single', trailingCommas: 'all', semicolons: 'always' } },
};

/** `verbatimModuleSyntax`: an import is removed only when written `import type`, as tsc does with that flag. */
const TRANSFORM = { lang: 'ts', sourceType: 'module', target: 'es2022', typescript: { onlyRemoveTypeImports: true } };
/** The same, with the file's declarations (`isolatedDeclarations`) beside its JavaScript. */
const COMPILE = { ...TRANSFORM, typescript: { ...TRANSFORM.typescript, declaration: { stripInternal: false } } };

/** The formatted file, followed by its compiled outputs when it is a package source (`formatOnly`: just formatted). */
export async function finishFile(file, formatter = DEFAULT_FORMATTER) {
  return (await finishWithLayout(file, formatter)).files;
}

/**
 * `finishFile`'s outputs, and (`keepLayout`) the layout Biome gave the file's skeleton (layout-skeleton.mjs), which
 * the finish cache keeps so a later file with the same skeleton is laid out without a formatter; given a store
 * (layout-store.mjs), the layout is kept there by this thread, not returned. Without `keepLayout` (no cache to keep
 * it in) the file is formatted whole: same bytes, no scan for doc comments.
 */
export async function finishWithLayout(file, formatter = DEFAULT_FORMATTER, keepLayout = true) {
  let formatted;
  let layout;
  if (file.verbatim) formatted = { path: file.path, content: file.content };
  else if (keepLayout && formatter === 'biome' && file.path.endsWith('.ts')) ({ formatted, layout } = formatBySkeleton(file));
  else formatted = await format(file, formatter);
  if (layout !== undefined && typeof keepLayout === 'object') {
    storeLayout(keepLayout, file.path, layout.skeleton, layout.formatted);
    layout = undefined;
  }
  return { files: file.formatOnly ? [formatted] : withCompiled(formatted), layout };
}

/** Biome over the file's skeleton, its doc comments put back; the whole file when it has no skeleton. */
function formatBySkeleton(file) {
  const skeleton = skeletonOf(file.content);
  if (skeleton !== undefined) {
    const laidOut = formatWithBiome(file.path, skeleton.text);
    const content = fillSkeleton(laidOut, skeleton.comments);
    if (content !== undefined) {
      return { formatted: { path: file.path, content }, layout: { skeleton: skeleton.text, formatted: laidOut } };
    }
  }
  return { formatted: { path: file.path, content: formatWithBiome(file.path, file.content) }, layout: undefined };
}

/** A formatted file, followed by its compiled outputs when it is a package source. */
export function withCompiled(formatted) {
  return formatted.path.startsWith('src/') && formatted.path.endsWith('.ts')
    ? [formatted, ...compile(formatted)]
    : [formatted];
}

/** TypeScript sources are formatted; JSON and Markdown are emitted in their final form. */
async function format(file, formatter) {
  if (!file.path.endsWith('.ts')) return { path: file.path, content: file.content };
  if (formatter === 'prettier') return { path: file.path, content: await formatWithPrettier(file.content) };
  if (formatter === 'biome') return { path: file.path, content: formatWithBiome(file.path, file.content) };
  throw new Error(`unknown formatter "${formatter}" (one of: ${FORMATTERS.join(', ')})`);
}

let prettier;
async function formatWithPrettier(text) {
  prettier ??= await import('prettier');
  // babel-ts prints the same as the typescript parser for our output and parses big files about twice as fast.
  return prettier.format(text, { ...PRETTIER, parser: 'babel-ts' });
}

/**
 * Biome's compiled Wasm module, shared by the threads of a process: the first finishing thread compiles it (and
 * warms it up) and the pool hands it to the others (finish-pool.ts), which then skip re-reading the 45 MB file and
 * compiling it; V8 shares the module's machine code, functions compiled lazily by one thread included. Measured:
 * a thread that loads Biome itself spends 1.4-2 s of CPU before its first file is formatted, one given the module
 * 0.2-0.3 s. Set before this thread's first Biome format (`useBiomeModule`), else the thread compiles its own.
 */
let sharedBiomeModule;
export function useBiomeModule(module) {
  sharedBiomeModule ??= module;
}

/** This thread's compiled Biome module (compiling it, with the workspace, if this thread has not yet). */
export function biomeModule() {
  loadBiome();
  return biome.module;
}

/**
 * @biomejs/wasm-nodejs (wasm-bindgen's Node build) compiles its module from the file when it is loaded. Given a
 * compiled module, its source is run with that module in place of those two statements; if they are not found
 * (another version writes them otherwise), it is loaded as usual.
 */
const BIOME_COMPILES = "const wasmBytes = require('fs').readFileSync(wasmPath);\nconst wasmModule = new WebAssembly.Module(wasmBytes);";
function biomeBindings() {
  const file = require.resolve('@biomejs/wasm-nodejs');
  const source = readFileSync(file, 'utf8');
  if (!source.includes(BIOME_COMPILES)) return { bindings: require(file), module: undefined };
  const module = sharedBiomeModule ?? new WebAssembly.Module(readFileSync(join(dirname(file), 'biome_wasm_bg.wasm')));
  const run = compileFunction(
    source.replace(BIOME_COMPILES, 'const wasmModule = __biomeModule;'),
    ['exports', 'require', 'module', '__filename', '__dirname', '__biomeModule'],
    { filename: file },
  );
  const cjs = { exports: {} };
  run(cjs.exports, createRequire(file), cjs, file, dirname(file), module);
  return { bindings: cjs.exports, module };
}

/** One Biome workspace per thread, with one project whose settings are BIOME (no biome.json is looked for). */
let biome;
function loadBiome() {
  if (biome === undefined) {
    const { bindings, module } = biomeBindings();
    const workspace = new bindings.Workspace();
    const { projectKey } = workspace.openProject({ path: '/svc-codegen', openUninitialized: true });
    workspace.updateSettings({ projectKey, configuration: BIOME });
    biome = { workspace, projectKey, next: 0, module };
  }
  return biome;
}

/** Biome over the whole text, no skeleton: what the skeleton's layout must equal (the layout-skeleton test). */
export function formatWhole(path, text) {
  return formatWithBiome(path, text);
}

function formatWithBiome(path, text) {
  const { workspace, projectKey } = loadBiome();
  // A fresh virtual path per call: files are never on disk, and two threads' names never meet (one workspace each).
  const virtual = `/svc-codegen/${biome.next++}/${path}`;
  workspace.openFile({ projectKey, path: virtual, content: { type: 'fromClient', content: text, version: 0 } });
  try {
    return workspace.formatFile({ projectKey, path: virtual }).code;
  } catch (error) {
    // Biome's message has no location; Oxc's parser gives a code frame for the same syntax error.
    failOn({ path }, 'parsed', transformSync(path, text, TRANSFORM).errors);
    throw new Error(`${path} cannot be formatted: ${biomeMessage(error)}`);
  } finally {
    workspace.closeFile({ projectKey, path: virtual });
  }
}

function biomeMessage(error) {
  return error instanceof Error ? error.message : typeof error === 'string' ? error : JSON.stringify(error);
}

/**
 * `src/a/b.ts` -> `dist/a/b.js` + `dist/a/b.d.ts`, and the same declarations as `dist/cjs/a/b.d.ts` (a CommonJS
 * folder: what TypeScript reads for `require`, whose runtime is the same ES module). Sources import `.js`
 * specifiers, so nothing is rewritten. A source's `/// <reference types="..." />` lines (a file written for Node
 * says so) are kept in its declarations, which the declaration emitter would drop.
 */
function compile(file) {
  const relative = file.path.slice('src/'.length, -'.ts'.length);
  const compiled = transformSync(file.path, file.content, COMPILE);
  if (compiled.errors.length > 0) {
    // Its own errors if the JavaScript alone fails; else the declarations' (an export whose type is not written).
    failOn(file, 'compiled', transformSync(file.path, file.content, TRANSFORM).errors);
    failOn(file, 'declared file by file', compiled.errors);
  }
  const dts = compiled.declaration ?? '';
  const references = [...file.content.matchAll(/^\/\/\/ <reference types="[^"]+" \/>$/gm)].map((m) => m[0]);
  const declarations = endLine([...references.filter((r) => !dts.includes(r)), dts].join('\n'));
  return [
    { path: `dist/${relative}.js`, content: endLine(compiled.code) },
    { path: `dist/${relative}.d.ts`, content: declarations },
    { path: `dist/cjs/${relative}.d.ts`, content: declarations },
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
