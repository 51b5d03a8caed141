/**
 * Builds a generated package in memory: analyse -> emit -> format (prettier) -> compile (`src/**\/*.ts` to
 * `dist/**\/*.js` and `.d.ts`, file by file). Same model in, byte-identical files out.
 */
import * as prettier from 'prettier';
import ts from 'typescript';
import { analyseModel, validateModel } from '../model/analyse.ts';
import { formatDiagnostic } from '../model/diagnostics.ts';
import type { ApiModel } from '../model/types.ts';
import { emitPackage, type EmittedFile } from './package.ts';

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

export async function buildPackage(model: ApiModel): Promise<EmittedFile[]> {
  const problems = validateModel(model).filter((d) => d.severity === 'error');
  if (problems.length > 0) throw new Error(`Invalid model:\n${problems.map(formatDiagnostic).join('\n')}`);
  const sources = await Promise.all(emitPackage(analyseModel(model)).map(format));
  const compiled = sources.filter((f) => f.path.startsWith('src/') && f.path.endsWith('.ts')).flatMap(compile);
  return [...sources, ...compiled].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

async function format(file: EmittedFile): Promise<EmittedFile> {
  // babel-ts prints the same as the typescript parser for our output and parses big files about twice as fast.
  const parser = file.path.endsWith('.ts')
    ? 'babel-ts'
    : file.path.endsWith('package.json')
      ? 'json-stringify'
      : file.path.endsWith('.json')
        ? 'json'
        : file.path.endsWith('.md')
          ? 'markdown'
          : undefined;
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
