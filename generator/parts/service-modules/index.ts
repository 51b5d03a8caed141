/**
 * The `service-modules` part: copies a definition's hand-written service modules (`ApiModel.serviceModules`) into
 * the package under `src/service/`, with relative `.ts` specifiers rewritten to `.js` as runtime templates are.
 * Other parts (sandbox, webhooks) import them from there; when the folder has an `index.ts`, its exports (read by
 * Oxc's parser: part-kit/module-exports.ts) are the entry `@scope/pkg/service` and are re-exported
 * from the root, reserved like every other part's names.
 *
 * A module may import a part's runtime (the sandbox contract, say) as `#runtime/<part>/<file>.ts`: beside the
 * definition that resolves to `templates/<part>/<file>.ts` (the generator's package.json `imports`), where it is
 * type-checked; in the package the import points at the shipped copy (`src/runtime/sandbox/contract.js`), and the
 * part whose runtime it is becomes one the service modules require. (A relative path into `templates/` works too.)
 *
 * npm packages the modules import are added to the manifest at the generator's pinned versions (`node:` built-ins
 * excepted), so an unpinned import is an error before anything is written. A package the modules load only through
 * dynamic `import()` (a backend a user may never choose, such as a Redis client) becomes an optional peer
 * dependency instead: installed by those who use it, never loaded by those who don't.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fact, read } from '../../facts/index.ts';
import { diagnostic } from '../../model/diagnostics.ts';
import type { ApiModel, Diagnostic } from '../../model/types.ts';
import { definePart, pinnedVersion, type ExportGroup, type PackageUse } from '../../part-kit/contract.ts';
import { moduleExports, ModuleExportsError, type ModuleExports } from '../../part-kit/module-exports.ts';

const TEMPLATES = fileURLToPath(new URL('../../../templates/', import.meta.url));

/** Where a service module lands in the package, relative to the package directory. */
export const serviceModulePath = (relative: string): string => `src/service/${relative}`;

const hasIndex = (model: ApiModel): boolean => model.serviceModules?.files.some((f) => f.path === 'index.ts') ?? false;

/**
 * The package name of a bare specifier (`@scope/name` or `name`, subpaths cut); undefined for `node:` built-ins
 * and package-internal `#` imports (`#runtime/...`).
 */
function packageOf(spec: string): string | undefined {
  if (spec.startsWith('node:') || spec.startsWith('#')) return undefined;
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** What the modules export from `index.ts` and import, read once per model (or the reason it cannot be read). */
const reading = fact('serviceModuleExports', (model): ModuleExports | { error: string } => {
  const files = model.serviceModules?.files ?? [];
  try {
    if (files.length === 0) return { values: [], types: [], imports: { static: [], dynamic: [] } };
    const entry = hasIndex(model) ? 'index.ts' : files[0].path;
    const read = moduleExports(files, entry);
    return hasIndex(model) ? read : { ...read, values: [], types: [] };
  } catch (error) {
    if (error instanceof ModuleExportsError) return { error: error.message };
    throw error;
  }
});

function exportsRead(model: ApiModel): ModuleExports {
  const result = read(model, reading);
  return 'error' in result ? { values: [], types: [], imports: { static: [], dynamic: [] } } : result;
}

/** npm packages the modules import, by use. */
function npmPackages(model: ApiModel): Record<string, PackageUse> {
  const { imports } = exportsRead(model);
  const out: Record<string, PackageUse> = {};
  for (const spec of imports.dynamic) {
    const name = packageOf(spec);
    if (name !== undefined) out[name] = 'optional-peer';
  }
  for (const spec of imports.static) {
    const name = packageOf(spec);
    if (name !== undefined) out[name] = 'dependency';
  }
  return out;
}

const RELATIVE_IMPORT = /(\bfrom\s+['"]|\bimport\s*\(\s*['"]|\bimport\s+['"])((?:\.{1,2}\/|#runtime\/)[^'"]+)(['"])/g;

/**
 * The runtime template an import of a module points at, as `<part>/<file>`: `#runtime/<part>/<file>`, or a
 * relative path into `templates/` (resolved from the module's own place beside the definition).
 */
function templateTarget(model: ApiModel, file: string, spec: string): string | undefined {
  if (spec.startsWith('#runtime/')) return spec.slice('#runtime/'.length);
  const dir = model.serviceModules?.dir;
  if (dir === undefined) return undefined;
  const target = path.resolve(dir, path.dirname(file), spec);
  const relative = path.relative(TEMPLATES, target);
  return relative.startsWith('..') || path.isAbsolute(relative) ? undefined : relative.split(path.sep).join('/');
}

/** Parts whose runtime the modules import. */
function runtimeParts(model: ApiModel): string[] {
  const parts = new Set<string>();
  for (const file of model.serviceModules?.files ?? []) {
    for (const m of file.content.matchAll(RELATIVE_IMPORT)) {
      const target = templateTarget(model, file.path, m[2]);
      if (target !== undefined) parts.add(target.split('/')[0]);
    }
  }
  return [...parts].sort();
}

/** A module as the package ships it: `.ts` specifiers as `.js`, imports of templates pointed at the shipped runtime. */
function shipped(model: ApiModel, file: { path: string; content: string }): string {
  return file.content.replace(RELATIVE_IMPORT, (_m, before: string, spec: string, after: string) => {
    const target = templateTarget(model, file.path, spec);
    let out = spec;
    if (target !== undefined) {
      const from = path.posix.dirname(serviceModulePath(file.path));
      out = path.posix.relative(from, `src/runtime/${target}`);
      if (!out.startsWith('.')) out = `./${out}`;
    }
    return `${before}${out.replace(/\.ts$/, '.js')}${after}`;
  });
}

export default definePart({
  name: 'service-modules',
  requires: runtimeParts,
  entry: 'service/index',
  applies: (model) => model.serviceModules !== undefined,
  exports: (model): ExportGroup[] => {
    if (!hasIndex(model)) return [];
    const { values, types } = exportsRead(model);
    return [{ from: 'src/service/index.ts', values, types }];
  },
  packages: npmPackages,
  emit: (model) =>
    (model.serviceModules?.files ?? []).map((file) => ({ path: serviceModulePath(file.path), content: shipped(model, file), verbatim: true })),
  check: (model): Diagnostic[] => {
    const modules = model.serviceModules;
    if (modules === undefined) return [];
    const result = read(model, reading);
    if ('error' in result) {
      return [diagnostic('SVC007', `service modules in ${modules.dir}: ${result.error}`, model.source, { hint: 'Export only from modules inside the service-modules folder.' })];
    }
    const problems: Diagnostic[] = [];
    for (const name of Object.keys(npmPackages(model))) {
      try {
        pinnedVersion(name);
      } catch (error) {
        problems.push(
          diagnostic('SVC007', `service modules in ${modules.dir}: ${(error as Error).message}`, model.source, {
            hint: "Pin the package in the generator's package.json (npm install --save-exact -D <name>), or drop the import.",
          }),
        );
      }
    }
    return problems;
  },
  readme: (model) => (hasIndex(model) ? ['- `service`: the service modules written beside the definition.'] : []),
});
