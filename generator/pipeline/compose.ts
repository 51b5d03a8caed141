/**
 * Composes one npm package from an analysed model and its parts (part-kit/contract.ts): decides which parts apply,
 * checks what they require, reserves every exported name, and yields the files: the runtime each part ships, each
 * part's sources, its entry files (`src/<entry>.ts`, which are also the package's subpaths), the root index, the
 * manifest (subpath exports for `import` and `require`, dependencies and peers, bins), tsconfig and README. Pure
 * apart from reading the runtime templates; the output is unformatted (see build.ts).
 */
import { diagnostic } from '../model/diagnostics.ts';
import type { ApiModel, Diagnostic, OperationNode } from '../model/types.ts';
import { BUILT_IN_PARTS, TYPES_ONLY_PARTS } from '../parts/index.ts';
import { importStatement, pinnedVersion, type EmitContext, type ExportGroup, type ImportNames, type PackageUse, type Part } from '../part-kit/contract.ts';
import { isRuntimeModule } from '../part-kit/runtime.ts';
import { createSymbolTable, type SymbolTable } from '../part-kit/symbols.ts';
import type { EmitReuse } from './emit-reuse.ts';
import type { EmittedFile } from './file.ts';
import { runtimeFile, runtimeModules } from './runtime-files.ts';

export type { EmittedFile } from './file.ts';

export interface PackageOptions {
  /**
   * Only the types and the operation table (with its runtime descriptors): no validators, fixtures, clients or
   * servers. For users who want declarations alone, and the like-for-like comparison with type generators.
   */
  typesOnly?: boolean;
  /** Parts added after the built-in ones (from `svc-codegen.config.ts` or `--part`; not in `--types-only`). */
  parts?: readonly Part[];
  /**
   * Where parts' files are kept and reused when what they read is unchanged (emit-reuse.ts): the CLI's, with only
   * the generator's own parts (a user's part's code is not part of the key).
   */
  reuse?: EmitReuse;
}

/** Peer ranges: what a user brings is theirs to choose within what the runtime works with. */
const PEER_RANGES: { readonly [name: string]: string } = {
  // Node's types of any line the engines allow (the runtime's declarations name node:http, Buffer ...).
  '@types/node': '>=20',
};

/** Node versions the packages run on: `require()` of an ES module (one copy of each class, however loaded). */
const ENGINES = '>=20.19.0';

/** The parts of a package, in order: built-in, then the user's. */
export function packageParts(options: PackageOptions = {}): readonly Part[] {
  return options.typesOnly ? TYPES_ONLY_PARTS : [...BUILT_IN_PARTS, ...(options.parts ?? [])];
}

const requiresOf = (part: Part, model: ApiModel): readonly string[] =>
  typeof part.requires === 'function' ? part.requires(model) : (part.requires ?? []);

/** The parts that apply to the model, in package order. */
function appliedParts(model: ApiModel, options: PackageOptions): Part[] {
  return packageParts(options).filter((part) => part.applies?.(model) ?? true);
}

/** What the package's parts cannot carry, for an analysed model: requirements, entries, names, each part's check. */
export function checkPackage(model: ApiModel, options: PackageOptions = {}): Diagnostic[] {
  const all = packageParts(options);
  const applied = appliedParts(model, options);
  const byName = new Map(applied.map((p) => [p.name, p]));
  const out: Diagnostic[] = [];
  for (const part of all) if (!byName.has(part.name)) out.push(...(part.notApplied?.(model) ?? []));
  for (const part of applied) {
    for (const needed of requiresOf(part, model)) {
      if (byName.has(needed)) continue;
      const known = all.some((p) => p.name === needed);
      out.push(
        diagnostic('SVC019', `part "${part.name}" requires part "${needed}", which ${known ? 'does not apply to this definition' : 'is not in this package'}`, model.source, {
          hint: known ? `Give the definition what "${needed}" needs, or leave "${part.name}" out.` : `Add the part "${needed}" (--part or svc-codegen.config.ts), or leave "${part.name}" out.`,
        }),
      );
    }
  }
  const entries = new Map<string, string>();
  for (const part of applied) {
    if (part.entry === undefined) continue;
    const other = entries.get(part.entry);
    if (other !== undefined) {
      out.push(diagnostic('SVC019', `parts "${other}" and "${part.name}" both write the entry "${part.entry}"`, model.source, { hint: 'A model has either HTTP or SOAP operations, not both; split the definition.' }));
    }
    entries.set(part.entry, part.name);
  }
  out.push(...nameConflicts(model, applied));
  if (out.some((d) => d.severity === 'error')) return out;
  for (const part of applied) out.push(...(part.check?.(model) ?? []));
  return out;
}

/** Where a name comes from: the same name may be exported by two parts only when it is the same binding. */
function origin(group: ExportGroup): string {
  return isRuntimeModule(group.from) ? `runtime:${group.from.path}` : group.from;
}

function nameConflicts(model: ApiModel, applied: readonly Part[]): Diagnostic[] {
  const seen = new Map<string, { part: string; from: string }>();
  const out: Diagnostic[] = [];
  for (const part of applied.filter((p) => p.root !== false)) {
    for (const group of part.exports?.(model) ?? []) {
      for (const name of [...(group.values ?? []), ...(group.types ?? [])]) {
        const other = seen.get(name);
        if (other !== undefined && other.from !== origin(group)) {
          out.push(diagnostic('SVC019', `parts "${other.part}" and "${part.name}" both export "${name}"`, model.source, { hint: 'Rename one of them in the part that declares it.' }));
        }
        if (other === undefined) seen.set(name, { part: part.name, from: origin(group) });
      }
    }
  }
  return out;
}

/** Every file of the package, sorted by path (see `emitPackageFiles`). */
export function emitPackage(model: ApiModel, options: PackageOptions = {}): EmittedFile[] {
  return [...emitPackageFiles(model, options)].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The file an entry is written to (`client` -> `src/client.ts`), and its module specifier from `src/`. */
const entryFile = (entry: string): string => `src/${entry}.ts`;
const entrySpecifier = (entry: string): string => `./${entry}.js`;
/** The package subpath of an entry: `client` -> `./client`, `service/index` -> `./service`. */
const subpath = (entry: string): string => `./${entry.replace(/\/index$/, '')}`;

/** The specifier of an export group's module from a file at `src/`. */
function groupSpecifier(group: ExportGroup): string {
  if (isRuntimeModule(group.from)) return `./runtime/${group.from.path.replace(/\.ts$/, '.js')}`;
  return `./${group.from.replace(/^src\//, '').replace(/\.ts$/, '.js')}`;
}

/** `export { a, b } from '...'; export type { C } from '...';` (or `export *`) for one group. */
function exportLines(group: ExportGroup, specifier: string): string[] {
  if (group.star === 'types') return [`export type * from '${specifier}';`];
  if (group.star === 'values' && (group.values ?? []).length === 0 && (group.types ?? []).length === 0) return [`export * from '${specifier}';`];
  const lines: string[] = [];
  if ((group.values ?? []).length > 0) lines.push(`export { ${group.values!.join(', ')} } from '${specifier}';`);
  if ((group.types ?? []).length > 0) lines.push(`export type { ${group.types!.join(', ')} } from '${specifier}';`);
  return lines;
}

/**
 * The files of the package one at a time, as each is ready: the CLI hands each to the finishing threads at once,
 * so formatting overlaps emitting. Files that cost nothing to produce (runtime, manifest) come first, so other
 * threads have work from the start.
 */
export function* emitPackageFiles(model: ApiModel, options: PackageOptions = {}): Generator<EmittedFile> {
  const parts = appliedParts(model, options);
  const byName = new Map(parts.map((p) => [p.name, p]));
  const exportsOf = new Map(parts.map((p) => [p.name, p.exports?.(model) ?? []]));
  const symbols = packageSymbols(model, exportsOf, parts);

  for (const part of parts) {
    const files = part.runtime?.(model) ?? runtimeModules(part.name);
    for (const file of files) yield runtimeFile(`${part.name}/${file}`);
  }
  yield { path: 'package.json', content: packageJson(model, parts) };
  yield { path: 'tsconfig.json', content: tsconfigJson(parts) };
  yield { path: 'README.md', content: readme(model, parts) };
  yield { path: 'src/index.ts', content: indexSource(model, parts, exportsOf) };
  yield { path: 'dist/cjs/package.json', content: `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`, verbatim: true };

  // Parts whose files need the formatter first (`emitsLaidOut`): their formatting overlaps the emit of the others.
  const emitOrder = [...parts.filter((p) => p.emitsLaidOut !== true), ...parts.filter((p) => p.emitsLaidOut === true)];
  for (const part of emitOrder) {
    const context = emitContext(model, part, byName, symbols);
    const emitted =
      options.reuse === undefined || part.emit === undefined
        ? (part.emit?.(model, context) ?? [])
        : options.reuse.files(reuseName(model, options), part.name, reuseKey(model, part, parts, symbols), model, (view) => part.emit!(view as ApiModel, context));
    const entry = part.entry === undefined ? undefined : entryFile(part.entry);
    // Names the part exports from other modules than its entry are re-exported by the entry.
    const reexports =
      entry === undefined
        ? []
        : (exportsOf.get(part.name) ?? []).filter((g) => isRuntimeModule(g.from) || g.from !== entry).flatMap((g) => exportLines(g, groupSpecifier(g)));
    let wroteEntry = false;
    for (const file of emitted) {
      if (file.path === entry && reexports.length > 0) {
        wroteEntry = true;
        yield appendLines(file, reexports);
      } else {
        if (file.path === entry) wroteEntry = true;
        yield file;
      }
    }
    if (entry !== undefined && !wroteEntry && (exportsOf.get(part.name) ?? []).length > 0) {
      yield { path: entry, content: [`/** ${part.name}: ${model.title} ${model.version}. Generated; do not edit. */`, ...reexports, ...(reexports.length === 0 ? ['export {};'] : []), ''].join('\n') };
    }
  }
}

/** The package a part's kept files belong to (emit-reuse.ts). */
const reuseName = (model: ApiModel, options: PackageOptions): string => `${model.name}\0${packageName(model)}\0${options.typesOnly === true}`;

/**
 * What a part's emit depends on besides the model it reads (which emit-reuse.ts records): its context, that is the
 * symbol table's names, the package's name, the parts it may import from and their entries.
 */
function reuseKey(model: ApiModel, part: Part, parts: readonly Part[], symbols: SymbolTable): string {
  const names = model.types.map((t) => [t.name, symbols.typeName(t.name), symbols.writeName(t.name) ?? null]);
  return JSON.stringify([part.name, packageName(model), requiresOf(part, model), parts.map((p) => [p.name, p.entry ?? null]), names]);
}

/** The package's symbol table: every name the parts export or reserve is claimed before any type is named. */
function packageSymbols(model: ApiModel, exportsOf: ReadonlyMap<string, readonly ExportGroup[]>, parts: readonly Part[]): SymbolTable {
  return createSymbolTable(model, [
    ...[...exportsOf.values()].flat().flatMap((g) => [...(g.values ?? []), ...(g.types ?? [])]),
    ...parts.flatMap((p) => p.reserves?.(model) ?? []),
  ]);
}

/** The emit context one part gets in the package of an analysed model (for tests and tools that run one emitter). */
export function contextOf(model: ApiModel, partName: string, options: PackageOptions = {}): EmitContext {
  const parts = appliedParts(model, options);
  const part = parts.find((p) => p.name === partName);
  if (part === undefined) throw new Error(`part "${partName}" does not apply to ${model.name}`);
  const exportsOf = new Map(parts.map((p) => [p.name, p.exports?.(model) ?? []]));
  return emitContext(model, part, new Map(parts.map((p) => [p.name, p])), packageSymbols(model, exportsOf, parts));
}

/** What `appendLines` made of a file (a part's files reused under `--watch` are the same objects run after run). */
const appended = new WeakMap<EmittedFile, { readonly lines: string; readonly file: EmittedFile }>();

/** A file with lines added at its end (to its last chunk too, so `chunks.join('\n') === content` still holds). */
function appendLines(file: EmittedFile, lines: readonly string[]): EmittedFile {
  const key = lines.join('\n');
  const known = appended.get(file);
  if (known?.lines === key) return known.file;
  const made = appendLinesTo(file, lines);
  appended.set(file, { lines: key, file: made });
  return made;
}

function appendLinesTo(file: EmittedFile, lines: readonly string[]): EmittedFile {
  const extra = `\n${lines.join('\n')}\n`;
  const content = `${oneFinalNewline(file.content)}${extra}`;
  if (file.chunks === undefined) return { ...file, content };
  const chunks = [...file.chunks];
  const last = chunks.length - 1;
  // After a chunk the emitter laid out (not formatted), the lines are a chunk of their own, which is formatted.
  if (file.laidOut?.[last] && /[^\n]\n$/.test(chunks[last])) {
    chunks.push(`${lines.join('\n')}\n`);
    return { ...file, content: chunks.join('\n'), chunks, laidOut: [...file.laidOut, false] };
  }
  chunks[last] = `${oneFinalNewline(chunks[last])}${extra}`;
  return { ...file, content: chunks.join('\n'), chunks };
}

/**
 * `text` ending in exactly one newline: `text.replace(/\n*$/, '\n')`, without the regular expression, which tries
 * a match at every position of the text (a few milliseconds for each of the big entry files, every run).
 */
function oneFinalNewline(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 10) end--;
  return `${end === text.length ? text : text.slice(0, end)}\n`;
}

/** The emit context of one part: its symbols, and imports of the parts it requires, checked. */
function emitContext(model: ApiModel, part: Part, applied: ReadonlyMap<string, Part>, symbols: SymbolTable): EmitContext {
  const required = new Set(requiresOf(part, model));
  const moduleOf = (name: string, module?: string): string => {
    if (!required.has(name)) throw new Error(`part "${part.name}" imports from part "${name}", which it does not require`);
    const target = applied.get(name);
    if (target === undefined) throw new Error(`part "${part.name}" requires part "${name}", which is not in the package`);
    if (target.entry === undefined) throw new Error(`part "${name}" has no entry to import from`);
    if (module === undefined) return entrySpecifier(target.entry);
    const dir = target.entry.includes('/') ? target.entry.slice(0, target.entry.lastIndexOf('/') + 1) : '';
    return `./${dir}${module}.js`;
  };
  return {
    symbols,
    packageName: packageName(model),
    moduleOf: (name) => moduleOf(name),
    importFrom: (name: string, names: ImportNames) => importStatement(moduleOf(name, names.module), names),
  };
}

/** The npm package name: the definition's scope when it has one (`@acme/pets`), else `@svc/<name>`. */
export function packageName(model: ApiModel): string {
  return model.packageName ?? `@svc/${model.name}`;
}

/** npm needs semver; API versions (`v3`, `2024-01-01`) that are not are mapped onto it deterministically. */
export function packageVersion(version: string): string {
  if (/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) return version;
  const short = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(version);
  if (short) return `${Number(short[1])}.${Number(short[2] ?? 0)}.${Number(short[3] ?? 0)}`;
  const tag = version.replace(/[^0-9A-Za-z.-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '');
  return tag === '' ? '0.0.0' : `0.0.0-${tag}`;
}

const sortedObject = <T>(entries: Iterable<[string, T]>): Record<string, T> =>
  Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** npm packages of the applied parts by use; a package that is a dependency is never also a peer. */
function npmPackages(model: ApiModel, parts: readonly Part[]): Map<string, PackageUse> {
  const rank: Record<PackageUse, number> = { dependency: 3, peer: 2, 'optional-peer': 1 };
  const out = new Map<string, PackageUse>();
  for (const part of parts) {
    for (const [name, use] of Object.entries(part.packages?.(model) ?? {})) {
      const known = out.get(name);
      if (known === undefined || rank[use] > rank[known]) out.set(name, use);
    }
  }
  return out;
}

function conditions(entry: string): Record<string, unknown> {
  return {
    import: { types: `./dist/${entry}.d.ts`, default: `./dist/${entry}.js` },
    // CommonJS gets the same ES module (Node's require(esm)): one copy of every class however the package is
    // loaded. Its declarations are the same files under dist/cjs/, a CommonJS folder, for TypeScript's sake.
    require: { types: `./dist/cjs/${entry}.d.ts`, default: `./dist/${entry}.js` },
  };
}

function packageJson(model: ApiModel, parts: readonly Part[]): string {
  const packages = npmPackages(model, parts);
  const dependencies = sortedObject([...packages].filter(([, use]) => use === 'dependency').map(([name]) => [name, pinnedVersion(name)]));
  const peers = [...packages].filter(([, use]) => use !== 'dependency');
  const peerDependencies = sortedObject(peers.map(([name]) => [name, PEER_RANGES[name] ?? `^${pinnedVersion(name)}`]));
  const optional = peers.filter(([, use]) => use === 'optional-peer').map(([name]) => name).sort();
  const exportsMap: Record<string, unknown> = { '.': conditions('index') };
  for (const part of parts) if (part.entry !== undefined && !part.internal && (part.exports?.(model) ?? []).length > 0) exportsMap[subpath(part.entry)] = conditions(part.entry);
  exportsMap['./package.json'] = './package.json';
  const bins = sortedObject(parts.flatMap((part) => Object.entries(part.bins?.(model) ?? {}).map(([name, file]): [string, string] => [name, `./dist/${file.replace(/^src\//, '').replace(/\.ts$/, '.js')}`])));
  const manifest = {
    name: packageName(model),
    version: packageVersion(model.version),
    description: model.title,
    type: 'module',
    exports: exportsMap,
    main: './dist/index.js',
    types: './dist/index.d.ts',
    ...(Object.keys(bins).length > 0 ? { bin: bins } : {}),
    files: ['dist', 'src'],
    sideEffects: false,
    engines: { node: ENGINES },
    ...(Object.keys(dependencies).length > 0 ? { dependencies } : {}),
    ...(peers.length > 0 ? { peerDependencies } : {}),
    ...(optional.length > 0 ? { peerDependenciesMeta: Object.fromEntries(optional.map((name) => [name, { optional: true }])) } : {}),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

function tsconfigJson(parts: readonly Part[]): string {
  const node = parts.some((p) => p.platform !== 'browser');
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
      // Node's types only where a part runs on Node (servers, webhooks, OAuth stores ...).
      types: node ? ['node'] : [],
      rootDir: 'src',
      outDir: 'dist',
    },
    include: ['src'],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

function indexSource(model: ApiModel, parts: readonly Part[], exportsOf: ReadonlyMap<string, readonly ExportGroup[]>): string {
  const lines = [`/** ${model.title} ${model.version}: everything the package exports (each part is also a subpath). Generated; do not edit. */`];
  const done = new Set<string>();
  for (const part of parts) {
    const groups = exportsOf.get(part.name) ?? [];
    if (groups.length === 0 || part.root === false) continue;
    if (part.entry === undefined) {
      for (const g of groups) lines.push(...exportLines(g, groupSpecifier(g)));
      continue;
    }
    const star = groups.find((g) => g.star === 'types' || (g.star === 'values' && (g.values ?? []).length === 0));
    if (star !== undefined) {
      lines.push(...exportLines(star, entrySpecifier(part.entry)));
      continue;
    }
    const values = groups.flatMap((g) => g.values ?? []).filter((n) => !done.has(n));
    const types = groups.flatMap((g) => g.types ?? []).filter((n) => !done.has(n));
    for (const n of [...values, ...types]) done.add(n);
    lines.push(...exportLines({ from: '', values, types }, entrySpecifier(part.entry)));
  }
  lines.push('');
  return lines.join('\n');
}

function readme(model: ApiModel, parts: readonly Part[]): string {
  const name = packageName(model);
  const operations = model.services.flatMap((s) => s.operations);
  // A list, not a table: a long aligned table reads badly, and Markdown is written in its final form.
  const rows = operations.map((op) => {
    const summary = firstLine(op.summary ?? op.description ?? '');
    return `- \`${op.name}\`: ${transport(op)}${summary === '' ? '' : ` — ${summary}`}${op.deprecated ? ' (deprecated)' : ''}`;
  });
  const browser = parts.filter((p) => p.entry !== undefined && !p.internal && p.platform === 'browser' && (p.exports?.(model) ?? []).length > 0).map((p) => `\`${name}/${subpath(p.entry!).slice(2)}\``);
  return [
    `# ${name}`,
    '',
    `${model.title} ${model.version}. Generated from \`${model.source.file}\`; do not edit by hand.`,
    ...(model.description ? ['', model.description] : []),
    '',
    '```ts',
    `import { operations, type Operations } from '${name}';`,
    '```',
    '',
    `Everything is exported from \`${name}\`; each part below is also a subpath (\`${name}/<part>\`), so an app imports only`,
    `what it uses. ES module, and \`require()\` works too (Node ${ENGINES}). ${browser.length > 0 ? `${browser.join(', ')} import no Node module: they run in browsers as they are.` : ''}`.trimEnd(),
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
