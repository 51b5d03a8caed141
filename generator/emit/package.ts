/**
 * Emits the files of one npm package (`@svc/<model.name>`) from an analysed model: manifest, tsconfig, sources
 * (types, operation table, index), the runtime templates copied verbatim, and a README listing operations.
 * Pure apart from reading the templates shipped with the generator; the output is unformatted (see build.ts).
 */
import type { ApiModel, Diagnostic, OperationNode } from '../model/types.ts';
import { emitFixtures } from './fixtures.ts';
import { createSymbolTable } from './names.ts';
import { buildChunkedSource } from './source-file.ts';
import { emitOperations } from './operations.ts';
import type { PackagePart } from './package-part.ts';
import { oauthPart } from './oauth-package.ts';
import { restPart } from './rest-package.ts';
import { servicePart } from './service-package.ts';
import { soapPart } from './soap-package.ts';
import { webhooksPart } from './webhooks-package.ts';
import { emitTypes } from './types.ts';
import { emitValidators } from './validators.ts';
import { commonTemplateFiles, templateFile, type EmittedFile } from './templates.ts';

export type { EmittedFile } from './templates.ts';

/** Transport parts, in a fixed order: each adds what its operations need and nothing for other models. */
export const PACKAGE_PARTS: readonly PackagePart[] = [servicePart, restPart, soapPart, oauthPart, webhooksPart];

export interface PackageOptions {
  /**
   * Only the types and the operation table (with its runtime descriptors): no validators, fixtures, clients or
   * servers. For users who want declarations alone, and the like-for-like comparison with type generators.
   */
  typesOnly?: boolean;
}

/** What the package's transport parts cannot carry (see `PackagePart.check`), for an analysed model. */
export function checkPackage(model: ApiModel, options: PackageOptions = {}): Diagnostic[] {
  return (options.typesOnly ? [] : PACKAGE_PARTS).flatMap((part) => part.check(model));
}

export function emitPackage(model: ApiModel, options: PackageOptions = {}): EmittedFile[] {
  return [...emitPackageFiles(model, options)].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * The same files one at a time, as each is ready, in no meaningful order: the CLI hands each to the finishing
 * threads at once, so formatting overlaps emitting. Files that cost nothing to produce (manifest, templates) come
 * first, so other threads have work from the start.
 */
export function* emitPackageFiles(model: ApiModel, options: PackageOptions = {}): Generator<EmittedFile> {
  const parts = options.typesOnly ? [] : PACKAGE_PARTS;
  const symbols = createSymbolTable(
    model,
    parts.flatMap((part) => part.exportedNames(model)),
  );
  const common = commonTemplateFiles(options);
  const shipped = new Set(common.map((file) => file.path));
  const partTemplates = [...new Set(parts.flatMap((part) => part.templates(model)))]
    .sort()
    .map(templateFile)
    .filter((file) => !shipped.has(file.path));
  yield* common;
  yield* partTemplates;
  yield { path: 'package.json', content: packageJson(model, dependenciesOf(model, parts)) };
  yield { path: 'tsconfig.json', content: tsconfigJson() };
  yield { path: 'README.md', content: readme(model, options) };
  yield { path: 'src/index.ts', content: indexSource(model, parts, options) };
  const chunked =
    (path: string) =>
    (header: string, statements: readonly string[]): EmittedFile => {
      const { text, chunks } = buildChunkedSource(header, statements);
      return chunks.length > 1 ? { path, content: text, chunks } : { path, content: text };
    };
  yield emitTypes(model, symbols, chunked('src/types.ts'));
  yield emitOperations(model, symbols, chunked('src/operations.ts'));
  if (!options.typesOnly) {
    yield emitValidators(model, symbols, chunked('src/validators.ts'));
    yield emitFixtures(model, symbols, chunked('src/fixtures.ts'));
  }
  for (const part of parts) yield* part.emit(model, symbols);
}

/** npm needs semver; API versions (`v3`, `2024-01-01`) that are not are mapped onto it deterministically. */
export function packageVersion(version: string): string {
  if (/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) return version;
  const short = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(version);
  if (short) return `${Number(short[1])}.${Number(short[2] ?? 0)}.${Number(short[3] ?? 0)}`;
  const tag = version.replace(/[^0-9A-Za-z.-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '');
  return tag === '' ? '0.0.0' : `0.0.0-${tag}`;
}

function dependenciesOf(model: ApiModel, parts: readonly PackagePart[]): Record<string, string> {
  const all: Record<string, string> = {};
  for (const part of parts) Object.assign(all, part.dependencies(model));
  return Object.fromEntries(Object.entries(all).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function packageJson(model: ApiModel, dependencies: Record<string, string>): string {
  const manifest = {
    name: `@svc/${model.name}`,
    version: packageVersion(model.version),
    description: model.title,
    type: 'module',
    exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
    types: './dist/index.d.ts',
    files: ['dist', 'src'],
    sideEffects: false,
    ...(Object.keys(dependencies).length > 0 ? { dependencies } : {}),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

function tsconfigJson(): string {
  const config = {
    compilerOptions: {
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      strict: true,
      declaration: true,
      isolatedModules: true,
      isolatedDeclarations: true,
      verbatimModuleSyntax: true,
      skipLibCheck: true,
      // The runtime (HTTP and SOAP clients and servers) is written for Node.
      types: ['node'],
      rootDir: 'src',
      outDir: 'dist',
    },
    include: ['src'],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

function indexSource(model: ApiModel, parts: readonly PackagePart[], options: PackageOptions): string {
  return [
    `/** ${model.title} ${model.version}: types, operation table and runtime descriptors. Generated; do not edit. */`,
    "export type * from './types.js';",
    "export * from './operations.js';",
    "export * from './runtime/operation-table.js';",
    ...(options.typesOnly
      ? []
      : [
          "export { validate, is } from './validators.js';",
          "export type { ValidationCode, ValidationError, ValidationResult } from './runtime/validation.js';",
          "export { fixtures } from './fixtures.js';",
          "export type { DeepPartial, FixtureBuilder, InvalidCase } from './runtime/fixtures-runtime.js';",
        ]),
    ...parts.flatMap((part) => part.indexLines(model)),
    '',
  ].join('\n');
}

function readme(model: ApiModel, options: PackageOptions): string {
  const operations = model.services.flatMap((s) => s.operations);
  // A list, not a table: a long aligned table reads badly, and Markdown is written in its final form.
  const rows = operations.map((op) => {
    const summary = firstLine(op.summary ?? op.description ?? '');
    return `- \`${op.name}\`: ${transport(op)}${summary === '' ? '' : ` — ${summary}`}${op.deprecated ? ' (deprecated)' : ''}`;
  });
  return [
    `# @svc/${model.name}`,
    '',
    `${model.title} ${model.version}. Generated from \`${model.source.file}\`; do not edit by hand.`,
    ...(model.description ? ['', model.description] : []),
    '',
    '```ts',
    `import { operations, type Operations } from '@svc/${model.name}';`,
    '```',
    '',
    '- `src/types.ts`: one type per schema; `<Name>Write` is the request shape without read-only properties.',
    '- `src/operations.ts`: the operation table, endpoints, rate limits and the `Operations` type map.',
    ...(options.typesOnly
      ? []
      : [
          '- `src/validators.ts`: `validate.<Type>(value)` (every error, with JSON-pointer paths) and `is.<Type>(value)`.',
          '- `src/fixtures.ts`: `fixtures.<Type>(overrides?)`, `.many(n)`, and `fixtures.invalid.<Type>()` cases.',
        ]),
    '',
    '## Operations',
    '',
    ...rows,
    '',
  ].join('\n');
}

function transport(op: OperationNode): string {
  if (op.kind === 'soap') return `SOAP ${op.soapVersion} \`${op.soapAction}\``;
  const selector = Object.entries(op.selector).map(([k, v]) => `${k}=${v}`);
  return `\`${op.method.toUpperCase()} ${op.path}${selector.length > 0 ? `?${selector.join('&')}` : ''}\``;
}

function firstLine(text: string): string {
  return text.split('\n')[0].trim();
}
