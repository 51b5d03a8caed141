/**
 * Emits the files of one npm package (`@svc/<model.name>`) from an analysed model by composing its parts
 * (package-part.ts): manifest, tsconfig, each part's sources, the runtime templates copied verbatim, an index
 * and a README made of what the parts export and list. Pure apart from reading the templates shipped with the
 * generator; the output is unformatted (see build.ts).
 */
import type { ApiModel, Diagnostic, OperationNode } from '../model/types.ts';
import { CORE_PARTS, TYPES_ONLY_PARTS } from './core-parts.ts';
import { createSymbolTable } from './names.ts';
import type { PackagePart } from './package-part.ts';
import { oauthPart } from './oauth-package.ts';
import { restPart } from './rest-package.ts';
import { sandboxPart } from './sandbox-package.ts';
import { servicePart } from './service-package.ts';
import { soapPart } from './soap-package.ts';
import { webhooksPart } from './webhooks-package.ts';
import { commonTemplateFiles, templateFile, type EmittedFile } from './templates.ts';

export type { EmittedFile } from './templates.ts';

/** Transport parts, in a fixed order: each adds what its operations need and nothing for other models. */
export const PACKAGE_PARTS: readonly PackagePart[] = [servicePart, restPart, soapPart, oauthPart, webhooksPart, sandboxPart];

export interface PackageOptions {
  /**
   * Only the types and the operation table (with its runtime descriptors): no validators, fixtures, clients or
   * servers. For users who want declarations alone, and the like-for-like comparison with type generators.
   */
  typesOnly?: boolean;
  /** Parts added after the built-in ones (from `svc-codegen.config.ts` or `--part`; not in `--types-only`). */
  parts?: readonly PackagePart[];
}

/** The parts of a package, in order: core, transports, then the user's. */
export function packageParts(options: PackageOptions = {}): readonly PackagePart[] {
  return options.typesOnly ? TYPES_ONLY_PARTS : [...CORE_PARTS, ...PACKAGE_PARTS, ...(options.parts ?? [])];
}

/** What the package's parts cannot carry (see `PackagePart.check`), for an analysed model. */
export function checkPackage(model: ApiModel, options: PackageOptions = {}): Diagnostic[] {
  return packageParts(options).flatMap((part) => part.check(model));
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
  const parts = packageParts(options);
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
  yield { path: 'package.json', content: packageJson(model, dependenciesOf(model, parts), optionalPeersOf(model, parts)) };
  yield { path: 'tsconfig.json', content: tsconfigJson() };
  yield { path: 'README.md', content: readme(model, parts) };
  yield { path: 'src/index.ts', content: indexSource(model, parts) };
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

/** Optional peers of all parts, sorted; a package that is also a dependency stays a dependency only. */
function optionalPeersOf(model: ApiModel, parts: readonly PackagePart[]): Record<string, string> {
  const dependencies = dependenciesOf(model, parts);
  const all: Record<string, string> = {};
  for (const part of parts) Object.assign(all, part.optionalPeerDependencies?.(model));
  return Object.fromEntries(
    Object.entries(all)
      .filter(([name]) => !(name in dependencies))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

function packageJson(model: ApiModel, dependencies: Record<string, string>, optionalPeers: Record<string, string> = {}): string {
  const peers = Object.keys(optionalPeers);
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
    ...(peers.length > 0
      ? { peerDependencies: optionalPeers, peerDependenciesMeta: Object.fromEntries(peers.map((name) => [name, { optional: true }])) }
      : {}),
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

function indexSource(model: ApiModel, parts: readonly PackagePart[]): string {
  return [
    `/** ${model.title} ${model.version}: types, operation table and runtime descriptors. Generated; do not edit. */`,
    ...parts.flatMap((part) => part.indexLines(model)),
    '',
  ].join('\n');
}

function readme(model: ApiModel, parts: readonly PackagePart[]): string {
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
    ...parts.flatMap((part) => part.readme?.(model) ?? []),
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
