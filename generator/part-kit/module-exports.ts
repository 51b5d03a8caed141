/**
 * The names a set of TypeScript modules exports from one of them (a service-module folder's `index.ts`, a runtime
 * folder's `index.ts`), read by the TypeScript compiler's parser: declarations, `export { }` lists (with or without
 * `from`), `export *` and `export * as` followed through the set, `type` modifiers honoured. A class or enum is
 * a value (its type comes with it). Syntax only (no type-check, no lib files), so it is quick; the result is
 * cached by content, so the compiler is loaded only when a module changed.
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

/** What `entry` exports, following re-exports through `modules`; also every bare import of the set. */
export function moduleExports(modules: readonly SourceModule[], entry: string): ModuleExports {
  const key = createHash('sha256')
    .update('module-exports 1\0')
    .update(entry)
    .update('\0');
  for (const m of [...modules].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) key.update(m.path).update('\0').update(m.content).update('\0');
  const digest = key.digest('hex');
  const known = memory.get(digest) ?? readCached(digest);
  if (known !== undefined) {
    memory.set(digest, known);
    return known;
  }
  const result = readWithCompiler(modules, entry);
  memory.set(digest, result);
  writeCached(digest, result);
  return result;
}

type Ts = typeof import('typescript');
let ts: Ts | undefined;

function readWithCompiler(modules: readonly SourceModule[], entry: string): ModuleExports {
  ts ??= createRequire(import.meta.url)('typescript') as Ts;
  const compiler = ts;
  const files = new Map(modules.map((m) => [m.path, compiler.createSourceFile(m.path, m.content, compiler.ScriptTarget.Latest, false, compiler.ScriptKind.TS)]));
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
    const file = files.get(path);
    if (file === undefined) throw new ModuleExportsError(`${path}: not among the modules read`);
    const out = new Map<string, 'value' | 'type'>();
    const locals = new Map<string, 'value' | 'type'>();
    const imported = new Map<string, { from: string; name: string; typeOnly: boolean }>();
    const isExported = (node: import('typescript').Node): boolean =>
      compiler.canHaveModifiers(node) && (compiler.getModifiers(node) ?? []).some((m) => m.kind === compiler.SyntaxKind.ExportKeyword);
    for (const statement of file.statements) {
      const declare = (name: string | undefined, kind: 'value' | 'type'): void => {
        if (name === undefined) return;
        locals.set(name, kind === 'type' && locals.get(name) === 'value' ? 'value' : kind);
        if (isExported(statement)) out.set(name, locals.get(name) as 'value' | 'type');
      };
      if (compiler.isFunctionDeclaration(statement) || compiler.isClassDeclaration(statement) || compiler.isEnumDeclaration(statement)) {
        declare(statement.name?.text, 'value');
      } else if (compiler.isModuleDeclaration(statement) && compiler.isIdentifier(statement.name)) {
        declare(statement.name.text, 'value');
      } else if (compiler.isInterfaceDeclaration(statement) || compiler.isTypeAliasDeclaration(statement)) {
        declare(statement.name.text, 'type');
      } else if (compiler.isVariableStatement(statement)) {
        for (const d of statement.declarationList.declarations) {
          for (const name of bindingNames(compiler, d.name)) declare(name, 'value');
        }
      } else if (compiler.isImportDeclaration(statement) && compiler.isStringLiteral(statement.moduleSpecifier)) {
        const target = resolve(path, statement.moduleSpecifier.text);
        const clause = statement.importClause;
        if (target === undefined || clause === undefined) continue;
        const typeOnly = clause.isTypeOnly;
        if (clause.name) imported.set(clause.name.text, { from: target, name: 'default', typeOnly });
        const bindings = clause.namedBindings;
        if (bindings && compiler.isNamedImports(bindings)) {
          for (const e of bindings.elements) imported.set(e.name.text, { from: target, name: (e.propertyName ?? e.name).text, typeOnly: typeOnly || e.isTypeOnly });
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
    for (const statement of file.statements) {
      if (!compiler.isExportDeclaration(statement)) continue;
      const spec = statement.moduleSpecifier !== undefined && compiler.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : undefined;
      const target = spec === undefined ? undefined : resolve(path, spec);
      if (spec !== undefined && target === undefined) throw new ModuleExportsError(`${path}: re-exports ${spec}, which is not among the modules read`);
      const clause = statement.exportClause;
      if (clause === undefined) {
        for (const [name, kind] of exportsOf(target as string, [...stack, path])) if (name !== 'default') out.set(name, statement.isTypeOnly ? 'type' : kind);
      } else if (compiler.isNamespaceExport(clause)) {
        out.set(clause.name.text, statement.isTypeOnly ? 'type' : 'value');
      } else {
        for (const e of clause.elements) {
          const local = (e.propertyName ?? e.name).text;
          const kind = statement.isTypeOnly || e.isTypeOnly ? 'type' : target !== undefined ? (exportsOf(target, [...stack, path]).get(local) ?? 'value') : kindOf(local);
          out.set(e.name.text, kind);
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
  for (const file of files.values()) collectImports(compiler, file, statics, dynamics);
  const sorted = (kind: 'value' | 'type'): string[] => [...names].filter(([, k]) => k === kind).map(([n]) => n).sort();
  return {
    values: sorted('value'),
    types: sorted('type'),
    imports: { static: [...statics].sort(), dynamic: [...dynamics].filter((s) => !statics.has(s)).sort() },
  };
}

function bindingNames(ts: Ts, name: import('typescript').BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : bindingNames(ts, e.name)));
}

/** Bare specifiers of static imports and re-exports, and of `import('...')` calls with a literal argument. */
function collectImports(ts: Ts, file: import('typescript').SourceFile, statics: Set<string>, dynamics: Set<string>): void {
  const bare = (spec: string): boolean => !spec.startsWith('.') && !spec.startsWith('/');
  for (const statement of file.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      if (bare(statement.moduleSpecifier.text)) statics.add(statement.moduleSpecifier.text);
    }
  }
  const visit = (node: import('typescript').Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg !== undefined && ts.isStringLiteralLike(arg) && bare(arg.text)) dynamics.add(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
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
