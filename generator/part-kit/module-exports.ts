/**
 * The names a set of TypeScript modules exports from one of them (a service-module folder's `index.ts`, a runtime
 * folder's `index.ts`), read by Oxc's parser (rolldown's bindings): declarations, `export { }` lists (with or without
 * `from`), `export *` and `export * as` followed through the set, `type` modifiers honoured. A class or enum is
 * a value (its type comes with it). Syntax only (no type-check), so it is quick; the result is cached by
 * content, so the parser is loaded only when a module changed. (It was the TypeScript compiler's parser, whose
 * load cost a cold run 0.7 s; the facts read are the same.)
 *
 * The runtime kits (`templates/<part>/` with an `index.ts`) belong to the generator as its code does: the
 * generator's bundle (generator/launch.mjs) is built with their facts, read then by this same code
 * (runtime-kit-exports.ts), keyed by the same content digest. A cold run (no cache folder) so parses only a
 * user's service modules; a template edited since the build is a miss, read as any other set.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, posix } from 'node:path';
import { cacheDirectory } from '../pipeline/cache-directory.ts';

export interface SourceModule {
  /** Relative path inside the set, `/`-separated (`sandbox/index.ts`). */
  readonly path: string;
  readonly content: string;
}

export interface ModuleExports {
  /** Value names (functions, classes, constants, enums, namespaces), sorted. */
  readonly values: readonly string[];
  /** Type-only names (interfaces, type aliases, `export type`), sorted. */
  readonly types: readonly string[];
  /** Specifiers the modules import that are not relative (npm packages, `node:`), with how: static or only `import()`. */
  readonly imports: { readonly static: readonly string[]; readonly dynamic: readonly string[] };
}

/** Thrown for a set the reader cannot make sense of (an `export *` of a module outside the set, say). */
export class ModuleExportsError extends Error {}

const memory = new Map<string, ModuleExports>();

/**
 * Facts the generator's bundle was built with (esbuild's `define` replaces this name by the table launch.mjs
 * computed with `readModuleExports`); not defined when the generator runs from source.
 */
declare const SVC_CODEGEN_PREBUILT_EXPORTS: Readonly<Record<string, ModuleExports>> | undefined;
const prebuilt: Readonly<Record<string, ModuleExports>> = typeof SVC_CODEGEN_PREBUILT_EXPORTS === 'object' ? SVC_CODEGEN_PREBUILT_EXPORTS : {};

/** The key of a set's facts: the entry and every module's path and text. */
export function exportsDigest(modules: readonly SourceModule[], entry: string): string {
  const key = createHash('sha256')
    .update('module-exports 2\0')
    .update(entry)
    .update('\0');
  for (const m of [...modules].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) key.update(m.path).update('\0').update(m.content).update('\0');
  return key.digest('hex');
}

/** What `entry` exports, following re-exports through `modules`; also every bare import of the set. */
export function moduleExports(modules: readonly SourceModule[], entry: string): ModuleExports {
  const digest = exportsDigest(modules, entry);
  const known = memory.get(digest) ?? (Object.hasOwn(prebuilt, digest) ? prebuilt[digest] : undefined) ?? readCached(digest);
  if (known !== undefined) {
    memory.set(digest, known);
    return known;
  }
  const result = readModuleExports(modules, entry);
  memory.set(digest, result);
  writeCached(digest, result);
  return result;
}

/** An ESTree node as Oxc gives it (only the fields read here are named). */
interface Node {
  readonly type: string;
  readonly [key: string]: unknown;
}

type ParseAst = (source: string, options: { lang: 'ts' }, filename: string) => { body: Node[] };
let parseAst: ParseAst | undefined;

/** A name node's text: an identifier, or a string literal (`export { a as "b" }`). */
const text = (node: unknown): string => {
  const n = node as { name?: string; value?: unknown };
  return n.name ?? String(n.value);
};

/** The statement an `export` wraps, or the statement itself; whether it is exported. */
function unwrap(statement: Node): { node: Node; exported: boolean } {
  if ((statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration') && statement.declaration != null) {
    return { node: statement.declaration as Node, exported: true };
  }
  return { node: statement, exported: false };
}

/** The first name of a namespace (`namespace A.B {}` declares A). */
function moduleName(id: Node): string | undefined {
  let node = id;
  while (node.type === 'TSQualifiedName') node = node.left as Node;
  return node.type === 'Identifier' ? (node.name as string) : undefined;
}

/** `moduleExports` without a cache: always parsed. */
export function readModuleExports(modules: readonly SourceModule[], entry: string): ModuleExports {
  // Oxc's parser, through rolldown's bindings (already loaded to compile the packages): an order of magnitude
  // lighter to load than the TypeScript compiler, and the same ESTree facts for what is read here.
  parseAst ??= (createRequire(import.meta.url)('rolldown/parseAst') as { parseAst: ParseAst }).parseAst;
  const parse = parseAst;
  const files = new Map(
    modules.map((m) => {
      try {
        return [m.path, parse(m.content, { lang: 'ts' }, m.path).body] as const;
      } catch (error) {
        throw new ModuleExportsError(`${m.path}: does not parse: ${(error as Error).message.split('\n')[0]}`);
      }
    }),
  );
  const resolve = (from: string, spec: string): string | undefined => {
    if (!spec.startsWith('.')) return undefined;
    const base = posix.normalize(posix.join(posix.dirname(from), spec));
    const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}/index.ts`];
    return candidates.find((c) => files.has(c));
  };
  const cache = new Map<string, Map<string, 'value' | 'type'>>();
  const exportsOf = (path: string, stack: readonly string[]): Map<string, 'value' | 'type'> => {
    const done = cache.get(path);
    if (done !== undefined) return done;
    if (stack.includes(path)) return new Map();
    const body = files.get(path);
    if (body === undefined) throw new ModuleExportsError(`${path}: not among the modules read`);
    const out = new Map<string, 'value' | 'type'>();
    const locals = new Map<string, 'value' | 'type'>();
    const imported = new Map<string, { from: string; name: string; typeOnly: boolean }>();
    for (const statement of body) {
      const { node, exported } = unwrap(statement);
      const declare = (name: string | undefined, kind: 'value' | 'type'): void => {
        if (name === undefined) return;
        locals.set(name, kind === 'type' && locals.get(name) === 'value' ? 'value' : kind);
        if (exported) out.set(name, locals.get(name) as 'value' | 'type');
      };
      const id = node.id as Node | null | undefined;
      switch (node.type) {
        case 'FunctionDeclaration':
        case 'TSDeclareFunction':
        case 'ClassDeclaration':
        case 'TSEnumDeclaration':
          declare(id ? text(id) : undefined, 'value');
          break;
        case 'TSModuleDeclaration':
          // `declare module 'name'` (a string) declares nothing here.
          if (id) declare(moduleName(id), 'value');
          break;
        case 'TSInterfaceDeclaration':
        case 'TSTypeAliasDeclaration':
          declare(text(id), 'type');
          break;
        case 'VariableDeclaration':
          for (const d of node.declarations as Node[]) for (const name of bindingNames(d.id as Node)) declare(name, 'value');
          break;
        case 'ImportDeclaration': {
          const target = resolve(path, (node.source as Node).value as string);
          const specifiers = node.specifiers as Node[];
          if (target === undefined || specifiers.length === 0) break;
          const typeOnly = node.importKind === 'type';
          for (const sp of specifiers) {
            if (sp.type === 'ImportDefaultSpecifier') imported.set(text(sp.local), { from: target, name: 'default', typeOnly });
            else if (sp.type === 'ImportSpecifier') imported.set(text(sp.local), { from: target, name: text(sp.imported), typeOnly: typeOnly || sp.importKind === 'type' });
          }
          break;
        }
      }
    }
    const kindOf = (name: string): 'value' | 'type' => {
      const local = locals.get(name);
      if (local !== undefined) return local;
      const via = imported.get(name);
      if (via !== undefined) return via.typeOnly ? 'type' : (exportsOf(via.from, [...stack, path]).get(via.name) ?? 'value');
      return 'value';
    };
    for (const statement of body) {
      const reexport = statement.type === 'ExportAllDeclaration' || (statement.type === 'ExportNamedDeclaration' && statement.declaration == null);
      if (!reexport) continue;
      const source = statement.source as Node | null;
      const spec = source == null ? undefined : (source.value as string);
      const target = spec === undefined ? undefined : resolve(path, spec);
      if (spec !== undefined && target === undefined) throw new ModuleExportsError(`${path}: re-exports ${spec}, which is not among the modules read`);
      const typeOnly = statement.exportKind === 'type';
      if (statement.type === 'ExportAllDeclaration' && statement.exported == null) {
        for (const [name, kind] of exportsOf(target as string, [...stack, path])) if (name !== 'default') out.set(name, typeOnly ? 'type' : kind);
      } else if (statement.type === 'ExportAllDeclaration') {
        out.set(text(statement.exported), typeOnly ? 'type' : 'value');
      } else {
        for (const e of statement.specifiers as Node[]) {
          const local = text(e.local);
          const kind = typeOnly || e.exportKind === 'type' ? 'type' : target !== undefined ? (exportsOf(target, [...stack, path]).get(local) ?? 'value') : kindOf(local);
          out.set(text(e.exported), kind);
        }
      }
    }
    out.delete('default');
    cache.set(path, out);
    return out;
  };
  const names = exportsOf(entry, []);
  const statics = new Set<string>();
  const dynamics = new Set<string>();
  for (const body of files.values()) collectImports(body, statics, dynamics);
  const sorted = (kind: 'value' | 'type'): string[] => [...names].filter(([, k]) => k === kind).map(([n]) => n).sort();
  return {
    values: sorted('value'),
    types: sorted('type'),
    imports: { static: [...statics].sort(), dynamic: [...dynamics].filter((s) => !statics.has(s)).sort() },
  };
}

/** The names a binding pattern declares (`const { a, b: [c], ...d } = ...` -> a, c, d). */
function bindingNames(pattern: Node): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name as string];
    case 'ObjectPattern':
      return (pattern.properties as Node[]).flatMap((p) => bindingNames((p.type === 'RestElement' ? p.argument : p.value) as Node));
    case 'ArrayPattern':
      return (pattern.elements as (Node | null)[]).flatMap((e) => (e === null ? [] : bindingNames(e)));
    case 'RestElement':
      return bindingNames(pattern.argument as Node);
    case 'AssignmentPattern':
      return bindingNames(pattern.left as Node);
    default:
      return [];
  }
}

/** Bare specifiers of static imports and re-exports, and of `import('...')` calls with a literal argument. */
function collectImports(body: readonly Node[], statics: Set<string>, dynamics: Set<string>): void {
  const bare = (spec: string): boolean => !spec.startsWith('.') && !spec.startsWith('/');
  for (const statement of body) {
    const source = statement.source as Node | null | undefined;
    const declares = statement.type === 'ImportDeclaration' || statement.type === 'ExportAllDeclaration' || statement.type === 'ExportNamedDeclaration';
    if (declares && source != null && typeof source.value === 'string' && bare(source.value)) statics.add(source.value);
  }
  const literal = (node: Node): string | undefined => {
    if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
    const quasis = node.quasis as Node[] | undefined;
    if (node.type === 'TemplateLiteral' && (node.expressions as Node[]).length === 0 && quasis?.length === 1) return (quasis[0].value as { cooked?: string }).cooked ?? undefined;
    return undefined;
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const n = node as Node;
    if (n.type === 'ImportExpression') {
      const spec = literal(n.source as Node);
      if (spec !== undefined && bare(spec)) dynamics.add(spec);
    }
    for (const key in n) if (key !== 'type' && typeof n[key] === 'object') visit(n[key]);
  };
  visit(body);
}

function readCached(digest: string): ModuleExports | undefined {
  const dir = cacheDirectory();
  if (dir === undefined) return undefined;
  try {
    const value = JSON.parse(readFileSync(join(dir, `exports-${digest}.json`), 'utf8')) as ModuleExports;
    const strings = (list: unknown): boolean => Array.isArray(list) && list.every((x) => typeof x === 'string');
    return strings(value.values) && strings(value.types) && strings(value.imports?.static) && strings(value.imports?.dynamic) ? value : undefined;
  } catch {
    return undefined;
  }
}

function writeCached(digest: string, value: ModuleExports): void {
  const dir = cacheDirectory();
  if (dir === undefined) return;
  try {
    mkdirSync(dir, { recursive: true });
    const target = join(dir, `exports-${digest}.json`);
    const temp = `${target}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(value));
    renameSync(temp, target);
  } catch {
    // A cache that cannot be written only costs time next run.
  }
}
